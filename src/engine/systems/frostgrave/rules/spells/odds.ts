/**
 * FG-12: exact odds before a cast: the casting roll's success with and without empowering N Health
 * (FG-8.2/8.4) and a target's chance to resist with Will (FG-8.5); a spell attack's odds are in
 * `attack-odds.ts`. Pure counting over the d20's faces; no dice drawn.
 */

/** Faces of a d20 for which `face + bonus ≥ need`, as a probability. */
export function chanceAtLeast(bonus: number, need: number): number {
  const lowest = Math.min(21, Math.max(1, need - bonus))
  return (21 - lowest) / 20
}

/** FG-8.2/8.4: P(d20 + modifier + empowered ≥ casting number). */
export const castChance = (castingNumber: number, modifier: number, empowered = 0): number =>
  chanceAtLeast(modifier + empowered, castingNumber)

/** FG-8.4: the chance of success with 0, 1, … `maxHealth` Health spent after seeing the roll. */
export const castChanceByEmpower = (castingNumber: number, modifier: number, maxHealth: number): number[] =>
  Array.from({ length: Math.max(0, maxHealth) + 1 }, (_, n) => castChance(castingNumber, modifier, n))

/** FG-8.5: P(d20 + Will (+ its modifier) ≥ the casting score) — the target resists. */
export const resistChance = (will: number, score: number): number => chanceAtLeast(will, score)

/**
 * FG-8.2 + 8.5: the chance a cast succeeds and the target then fails to resist, with `empowered` Health
 * added to every successful roll (a caster that always spends it).
 */
export function effectChance(castingNumber: number, modifier: number, will: number, empowered = 0): number {
  let p = 0
  for (let face = 1; face <= 20; face++) {
    const score = face + modifier + empowered
    if (score >= castingNumber) p += (1 - resistChance(will, score)) / 20
  }
  return p
}

/** FG-8.3: the chance of each failure-table result: none, 1, 2 or 5 damage. */
export function backlashChances(castingNumber: number, modifier: number): Record<0 | 1 | 2 | 5, number> {
  const out: Record<0 | 1 | 2 | 5, number> = { 0: 0, 1: 0, 2: 0, 5: 0 }
  for (let face = 1; face <= 20; face++) {
    const score = face + modifier
    if (score >= castingNumber) continue
    const dmg = score >= 20 ? 5 : score >= 10 ? 2 : score >= 5 ? 1 : 0
    out[dmg] += 1 / 20
  }
  return out
}
