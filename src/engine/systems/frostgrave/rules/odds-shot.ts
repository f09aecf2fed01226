/**
 * FG-12 exact odds of a shot (FG-6.3): the chance to hit, the damage distribution, the expected damage and
 * the chance to kill, from the two modifiers, the target's Armour and Health. No simulation: the shooter's
 * d20 is walked face by face and the target's d20 counted in closed form, so every figure is exact.
 */

/** What decides a shot's odds once the modifiers are known. */
export interface ShotOddsInput {
  /** The shooter's Shoot stat plus its modifiers (FG-6.3, FG-7.2). */
  shooterModifier: number
  /** The target's Fight stat plus every modifier to its roll (FG-6.4, FG-9.2, FG-7.2). */
  targetModifier: number
  /** The target's Armour (FG-5.3). */
  armour: number
  /** The weapon's damage modifier (crossbow +2). */
  damageBonus: number
  /** The target's Health now: damage at least this kills (FG-7.1). */
  health: number
  /** FG-5.8: an unmodified 20 hits and doubles the damage. */
  criticalHits: boolean
}

export interface ShotOdds {
  /** P(the shot hits), critical hits included. */
  hit: number
  /** P(an unmodified 20: a critical hit). 0 when the option is off. */
  critical: number
  /** P(damage = d) for every d with a non-zero chance, by increasing damage (0 included). */
  damage: { damage: number; p: number }[]
  /** E[Health lost]: the damage, capped at the Health the target has left (as the fight odds count it). */
  expectedDamage: number
  /** P(damage ≥ Health): the target is killed. */
  kill: number
}

const FACES = 20

/** How many target faces g in 1..20 satisfy g + targetModifier < total (the shooter beats it; ties miss). */
function facesBeaten(total: number, targetModifier: number): number {
  // g < total − targetModifier, i.e. g ≤ total − targetModifier − 1.
  return Math.max(0, Math.min(FACES, total - targetModifier - 1))
}

/** FG-12: the exact odds of one shot. */
export function shotOdds(input: ShotOddsInput): ShotOdds {
  const byDamage = new Map<number, number>()
  const add = (damage: number, p: number): void => {
    if (p > 0) byDamage.set(damage, (byDamage.get(damage) ?? 0) + p)
  }
  let hit = 0
  let critical = 0
  for (let f = 1; f <= FACES; f++) {
    const total = f + input.shooterModifier
    const isCritical = input.criticalHits && f === FACES
    const pHit = isCritical ? 1 : facesBeaten(total, input.targetModifier) / FACES
    const base = Math.max(0, total + input.damageBonus - input.armour)
    const damage = base * (isCritical ? 2 : 1)
    const pFace = 1 / FACES
    hit += pFace * pHit
    if (isCritical) critical += pFace
    add(damage, pFace * pHit)
    add(0, pFace * (1 - pHit))
  }
  const damage = [...byDamage.entries()].sort((a, b) => a[0] - b[0]).map(([d, p]) => ({ damage: d, p }))
  const expectedDamage = damage.reduce((sum, x) => sum + Math.min(x.damage, input.health) * x.p, 0)
  const kill = damage.filter((x) => x.damage > 0 && x.damage >= input.health).reduce((sum, x) => sum + x.p, 0)
  return { hit, critical, damage, expectedDamage, kill }
}

/**
 * The odds of a shot (or spell attack) that happens only with chance `p` (Beauty's Will roll first):
 * every chance and expectation times `p`; the rest (1 − `p`) is no shot, so no damage.
 */
export function shotOddsIf(odds: ShotOdds, p: number): ShotOdds {
  const damage = odds.damage.map((x) => ({ damage: x.damage, p: x.p * p + (x.damage === 0 ? 1 - p : 0) }))
  if (!damage.some((x) => x.damage === 0) && p < 1) damage.unshift({ damage: 0, p: 1 - p })
  return {
    hit: odds.hit * p,
    critical: odds.critical * p,
    damage,
    expectedDamage: odds.expectedDamage * p,
    kill: odds.kill * p,
  }
}
