/**
 * Shooting (FG-6): who may shoot whom (weapon, range, line of sight, not in combat), the modifiers the
 * table's geometry gives the target's roll (intervening terrain, light and heavy cover, hasty shots, large
 * targets), shooting into combat, the opposed roll and its damage, and reloading a crossbow.
 *
 * Decisions (the digest leaves the geometry to the players' eyes):
 * - A model in combat cannot shoot (1st-edition rule; FG-4.6 leaves it only fighting).
 * - The target's silhouette is 11 points across its base, square to the line from the shooter's centre; a
 *   point is hidden by terrain the line to it enters (a blocking piece only where it is taller than one of
 *   the two models and neither stands on it, as for line of sight) or by a base it crosses.
 * - Cover (FG-6.4) comes from a piece or a model the target touches: more than half of the silhouette
 *   hidden → heavy (+4), some of it → light (+2); standing inside rough or cover terrain is light cover.
 *   Only the best cover counts. Every other piece that hides part of the silhouette, does not touch the
 *   shooter and is not open ground is intervening terrain (+1 each).
 * - Large targets carry the trait "Large". Crossbows start the game loaded.
 * - FG-6.5: the models in that combat are the target and every model linked to it through base contact
 *   between enemies; one d(number of them) picks the one hit, in table order.
 */
import { FG_DATA } from '../data'
import { inches, logLine } from '../describe'
import {
  CONTACT_TOLERANCE,
  INCH,
  distanceToPolygon,
  distanceToSegment,
  edgeDistance,
  pointInPolygon,
  segmentEntersPolygon,
  type Point,
} from '../geometry'
import type { FgAction, FgState, Model, ModelActivation, RangedWeapon, Ctx } from '../types'
import { canAct } from './activation'
import { isInCombat } from './contact'
import { hasLineOfSight } from './line-of-sight'
import { areEnemies, indexTerrain, modelCircle, type IndexedPiece } from './table'
import { shotOdds, shotOddsIf, type ShotOdds } from './odds-shot'
import { dealDamage, woundModifier } from './wounds'
import {
  attackRefusal,
  attackWill,
  mayAttack,
  revealed,
  spellShotModifiers,
  targetRefusal,
  weaponDamage,
  type BeautyOdds,
} from './hooks'
import { refuse, type Refusal, type Verdict } from '../../../core/decision'
import { SHOT_MODIFIERS, type ShotModifier, type ShotModifierKind } from './shot-modifiers'

export {
  SHOT_MODIFIERS,
  SHOT_MODIFIER_KINDS,
  type ShotModifier,
  type ShotModifierKind,
} from './shot-modifiers'

/** Points across the target's silhouette (odd, so its centre is one of them). */
const SILHOUETTE_POINTS = 11

/** The bow or crossbow a model shoots with: a loaded crossbow first, else a bow, else its crossbow. */
export function rangedWeaponOf(m: Pick<Model, 'weapons' | 'unloaded'>): RangedWeapon | null {
  const has = (w: RangedWeapon): boolean => m.weapons.some((x) => x.toLowerCase() === w)
  if (has('crossbow') && !m.unloaded) return 'crossbow'
  if (has('bow')) return 'bow'
  return has('crossbow') ? 'crossbow' : null
}

/** FG-6.1 / FG-1.4: a ranged weapon's range (hundredths of an inch) and damage modifier, from the data. */
export function weaponProfile(w: RangedWeapon): { range: number; damage: number } {
  const data = FG_DATA.weapons.find((x) => x.name.toLowerCase() === w)
  return { range: (data?.range ?? 24) * INCH, damage: data?.damageModifier ?? 0 }
}

/** A blocking piece matters between two models unless both stand higher or either stands on it. */
function pieceMatters(ip: IndexedPiece, a: Model, b: Model): boolean {
  if (ip.piece.kind === 'open') return false
  if (ip.piece.kind !== 'blocking') return true
  const h = ip.piece.height
  if (a.elevation >= h && b.elevation >= h) return false
  const on = (m: Model): boolean => m.elevation > 0 && m.elevation >= h && pointInPolygon(m, ip.poly)
  return !(on(a) || on(b))
}

/** The target's silhouette seen from the shooter's centre: points across its base, square to the line. */
function silhouette(shooter: Model, target: Model): Point[] {
  const c = modelCircle(target)
  const dx = target.x - shooter.x
  const dy = target.y - shooter.y
  const len = Math.hypot(dx, dy) || 1
  const nx = -dy / len
  const ny = dx / len
  const half = (SILHOUETTE_POINTS - 1) / 2
  return Array.from({ length: SILHOUETTE_POINTS }, (_, i) => {
    const k = ((i - half) / half) * c.r * 0.98
    return { x: c.x + nx * k, y: c.y + ny * k }
  })
}

const touches = (m: Model, ip: IndexedPiece): boolean =>
  distanceToPolygon(m, ip.poly) <= modelCircle(m).r + CONTACT_TOLERANCE

/** How much of the silhouette a hider hides: 0 (none), 'light' (up to half) or 'heavy' (more than half). */
function hiddenShare(points: Point[], hides: (p: Point) => boolean): 0 | 'light' | 'heavy' {
  const hidden = points.filter(hides).length
  if (hidden === 0) return 0
  return hidden * 2 > points.length ? 'heavy' : 'light'
}

/** FG-6.4: cover and intervening terrain between `shooter` and `target`, from the table's geometry. */
export function terrainModifiers(s: FgState, shooter: Model, target: Model): ShotModifier[] {
  const from: Point = { x: shooter.x, y: shooter.y }
  const points = silhouette(shooter, target)
  let cover: { level: 'light' | 'heavy'; by?: string } | null = null
  const better = (level: 'light' | 'heavy', by?: string): void => {
    if (!cover || (cover.level === 'light' && level === 'heavy')) cover = by ? { level, by } : { level }
  }
  let intervening = 0
  for (const ip of indexTerrain(s.terrain)) {
    if (!pieceMatters(ip, shooter, target)) continue
    // FG-6.4: terrain touching the shooter does not count.
    if (touches(shooter, ip)) continue
    const share = hiddenShare(points, (p) => segmentEntersPolygon(from, p, ip.poly))
    if (touches(target, ip)) {
      const inside = ip.piece.kind !== 'blocking' && pointInPolygon(target, ip.poly)
      if (inside) better('light')
      else if (share !== 0) better(share)
    } else if (share !== 0) {
      intervening++
    }
  }
  // FG-6.4: a model the target touches gives cover as terrain would.
  const tc = modelCircle(target)
  for (const o of s.models) {
    if (o.status !== 'onTable' || o.id === target.id || o.id === shooter.id) continue
    const oc = modelCircle(o)
    if (edgeDistance(tc, oc) > CONTACT_TOLERANCE) continue
    const share = hiddenShare(points, (p) => distanceToSegment(oc, from, p) < oc.r)
    if (share !== 0) better(share, o.id)
  }
  const out: ShotModifier[] = []
  if (intervening > 0)
    out.push({
      kind: 'intervening',
      rule: 'FG-6.4',
      side: 'target',
      value: intervening * SHOT_MODIFIERS.intervening,
      count: intervening,
    })
  const found = cover as { level: 'light' | 'heavy'; by?: string } | null
  if (found) {
    const value = found.level === 'heavy' ? SHOT_MODIFIERS.heavyCover : SHOT_MODIFIERS.lightCover
    const kind = `${found.level}Cover-${found.by ? 'model' : 'terrain'}` as ShotModifierKind
    out.push(
      found.by
        ? { kind, rule: 'FG-6.4', side: 'target', value, by: found.by }
        : { kind, rule: 'FG-6.4', side: 'target', value },
    )
  }
  return out
}

/** FG-6.4 large target: the trait "Large". */
export const isLarge = (m: Pick<Model, 'traits'>): boolean =>
  m.traits.some((t) => t.toLowerCase() === 'large')

/**
 * Every modifier of a shot by `shooter` at `target` (FG-6.4; FG-9.2 the carrier's −1 to Fight rolls; FG-7.2
 * −2 to a wounded model's rolls). `member` is the shooter's activation record: a Move taken makes it hasty.
 */
export function shotModifiers(
  s: FgState,
  shooter: Model,
  target: Model,
  member: Pick<ModelActivation, 'moves'> | null,
): ShotModifier[] {
  const out = terrainModifiers(s, shooter, target)
  if (member && member.moves > 0)
    out.push({ kind: 'hasty', rule: 'FG-6.4', side: 'target', value: SHOT_MODIFIERS.hasty })
  if (isLarge(target))
    out.push({ kind: 'large', rule: 'FG-6.4', side: 'target', value: SHOT_MODIFIERS.large })
  if (target.carrying) out.push({ kind: 'carrying', rule: 'FG-9.2', side: 'target', value: -1 })
  const ws = woundModifier(shooter)
  if (ws !== 0) out.push({ kind: 'woundedShooter', rule: 'FG-7.2', side: 'shooter', value: ws })
  const wt = woundModifier(target)
  if (wt !== 0) out.push({ kind: 'woundedTarget', rule: 'FG-7.2', side: 'target', value: wt })
  out.push(...spellShotModifiers(s, target, 'weapon'))
  return out
}

/**
 * FG-6.4 for a spell's "+N shooting attack" (Decision): the modifiers a shot at `target` from `caster`
 * would have that belong to the target — cover and intervening terrain seen from the caster, a large
 * target, Glow, a carrier's −1, a wounded target's −2. A spell is no hasty shot and no bow (Call Storm),
 * and the casting roll already took the caster's wounds. `withTerrain` false: an attack that is no shot
 * (Push, Destructive Sphere) keeps only the target's own −1 and −2.
 */
export function spellAttackModifiers(
  s: FgState,
  caster: Model,
  target: Model,
  withTerrain: boolean,
): ShotModifier[] {
  const out: ShotModifier[] = withTerrain ? terrainModifiers(s, caster, target) : []
  if (withTerrain && isLarge(target))
    out.push({ kind: 'large', rule: 'FG-6.4', side: 'target', value: SHOT_MODIFIERS.large })
  if (target.carrying) out.push({ kind: 'carrying', rule: 'FG-9.2', side: 'target', value: -1 })
  const wt = woundModifier(target)
  if (wt !== 0) out.push({ kind: 'woundedTarget', rule: 'FG-7.2', side: 'target', value: wt })
  if (withTerrain) out.push(...spellShotModifiers(s, target, 'spell'))
  return out
}

/** The sum of one side's modifiers. */
export const sideTotal = (mods: readonly ShotModifier[], side: ShotModifier['side']): number =>
  mods.filter((m) => m.side === side).reduce((sum, m) => sum + m.value, 0)

/**
 * FG-6.5: the models of the combat `target` is in, in table order: it and every model linked to it through
 * base contact between enemies. Just `[target]` when it is not in combat.
 */
export function combatOf(s: FgState, target: Model): Model[] {
  const onTable = s.models.filter((m) => m.status === 'onTable')
  const inGroup = new Set([target.id])
  const queue = [target]
  while (queue.length > 0) {
    const m = queue.pop()!
    const c = modelCircle(m)
    for (const o of onTable) {
      if (inGroup.has(o.id) || !areEnemies(m, o)) continue
      if (edgeDistance(c, modelCircle(o)) > CONTACT_TOLERANCE) continue
      inGroup.add(o.id)
      queue.push(o)
    }
  }
  return onTable.filter((m) => inGroup.has(m.id))
}

/** FG-5.8: critical hits are on unless the table turned the advanced option off. */
export const criticalHitsOn = (s: FgState): boolean => s.options.criticalHits !== false

/** What a legal shot looks like before the roll: the weapon, the distance and who may be hit. */
export interface ShotCheck {
  shooter: Model
  target: Model
  member: ModelActivation
  weapon: RangedWeapon
  distance: number
}

/**
 * Whether `shooterId` may shoot at `targetId` now (FG-3.2 an action, FG-6.1 weapon, loaded, once per
 * activation, not in combat, FG-6.1 range, FG-6.2 line of sight); the refusal otherwise. No dice.
 */
export function checkShot(s: FgState, shooterId: string, targetId: string): ShotCheck | Refusal {
  if (s.stage !== 'play')
    return refuse({ rule: 'FG-6.1', code: 'shootOutsidePlay', text: 'Shooting happens during play (FG-6.1)' })
  const found = canAct(s, shooterId, 'other')
  if ('error' in found) return found
  const { model: shooter, member } = found
  const weapon = rangedWeaponOf(shooter)
  if (!weapon)
    return refuse({
      rule: 'FG-6.1',
      code: 'noRangedWeapon',
      text: `${shooter.name} has no bow or crossbow (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (weapon === 'crossbow' && shooter.unloaded)
    return refuse({
      rule: 'FG-6.1',
      code: 'crossbowUnloaded',
      text: `${shooter.name}'s crossbow must be reloaded first (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (member.shot)
    return refuse({
      rule: 'FG-6.1',
      code: 'alreadyShot',
      text: `${shooter.name} has already shot in this activation (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (isInCombat(s, shooter))
    return refuse({
      rule: 'FG-6.1',
      code: 'shootInCombat',
      text: `${shooter.name} is in combat and cannot shoot (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  const target = s.models.find((m) => m.id === targetId)
  if (!target || target.status !== 'onTable' || target.id === shooter.id || !areEnemies(shooter, target))
    return refuse({
      rule: 'FG-6.2',
      code: 'shotTarget',
      text: 'Shoot at an enemy model on the table (FG-6.2)',
    })
  // FG-8.2 Invisibility, Plane Walk: the model cannot be attacked or targeted.
  const untouchable = targetRefusal(s, target)
  if (untouchable) return untouchable
  // FG-8.2 Beauty: a shooter that failed its Will roll against the target this turn cannot try again.
  const awed = attackRefusal(s, shooter, target)
  if (awed) return awed
  const distance = edgeDistance(modelCircle(shooter), modelCircle(target))
  const { range } = weaponProfile(weapon)
  if (distance > range + CONTACT_TOLERANCE / 2)
    return refuse({
      rule: 'FG-6.1',
      code: 'outOfRange',
      text: `${target.name} is ${inches(distance)} away: out of range (${inches(range)}) (FG-6.1)`,
      params: {
        target: target.name,
        distance: inches(distance),
        range: inches(range),
      },
    })
  const viewer = (m: Model) => ({ ...modelCircle(m), elevation: m.elevation })
  if (!hasLineOfSight(s, viewer(shooter), viewer(target)))
    return refuse({
      rule: 'FG-6.2',
      code: 'noLineOfSight',
      text: `${shooter.name} cannot see ${target.name} (FG-6.2)`,
      params: {
        model: shooter.name,
        target: target.name,
      },
    })
  return { shooter, target, member, weapon, distance }
}

/** A signed modifier for the log: +2, -1, +0. */
const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`)

/** The log line of one modifier (a shot's, or a spell attack's with the caster as `shooter`). */
export function modifierLine(s: FgState, shooter: Model, target: Model, m: ShotModifier) {
  const by = m.by ? (s.models.find((x) => x.id === m.by)?.name ?? m.by) : ''
  const value = signed(m.value)
  const texts: Record<ShotModifierKind, string> = {
    intervening: `Intervening terrain (${m.count ?? 1}): ${value} to ${target.name}'s roll.`,
    'lightCover-terrain': `${target.name} is in light cover: ${value} to its roll.`,
    'lightCover-model': `${target.name} is in light cover behind ${by}: ${value} to its roll.`,
    'heavyCover-terrain': `${target.name} is in heavy cover: ${value} to its roll.`,
    'heavyCover-model': `${target.name} is in heavy cover behind ${by}: ${value} to its roll.`,
    hasty: `Hasty shot (${shooter.name} moved first): ${value} to ${target.name}'s roll.`,
    large: `${target.name} is a large target: ${value} to its roll.`,
    carrying: `${target.name} carries treasure: ${value} to its Fight roll.`,
    woundedShooter: `${shooter.name} is wounded: ${value} to its roll.`,
    woundedTarget: `${target.name} is wounded: ${value} to its roll.`,
    glow: `${target.name} glows: ${value} to its roll.`,
    storm: `The storm: ${value} to ${shooter.name}'s roll.`,
  }
  const params: Record<string, string | number> = { model: shooter.name, target: target.name, value }
  if (m.count !== undefined) params.count = m.count
  if (m.by) params.by = by
  return logLine(`shotModifier-${m.kind}`, m.rule, texts[m.kind], params)
}

/** FG-6: one shot: declare, pick the model hit in a combat (FG-6.5), modifiers, the opposed roll, damage. */
export function shoot(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/shoot' }>): Verdict {
  const checked = checkShot(ctx.state, a.model, a.target)
  if ('error' in checked) return checked
  const { shooter, member, weapon } = checked
  const declared = checked.target
  // FG-8.2 Beauty: the Will roll comes before the shot; a failure spends no action.
  if (!mayAttack(ctx, shooter, declared)) return null
  revealed(ctx, shooter.id)
  ctx.emit({
    type: 'frostgrave/shotDeclared',
    model: shooter.id,
    target: declared.id,
    log: logLine(
      `shot-${weapon}`,
      'FG-6.2',
      `${shooter.name} shoots at ${declared.name} with a ${weapon} (${inches(checked.distance)}, in sight).`,
      { model: shooter.name, target: declared.name, distance: inches(checked.distance) },
    ),
  })
  const combat = combatOf(ctx.state, declared)
  let target = declared
  if (combat.length > 1) {
    const face = ctx.dice.roll(combat.length)
    target = combat[face - 1]!
    ctx.emit({
      type: 'frostgrave/shotTargetDrawn',
      model: shooter.id,
      target: target.id,
      face,
      log: logLine(
        'shotIntoCombat',
        'FG-6.5',
        `${declared.name} is in combat: a d${combat.length} rolls ${face}, so the shot goes at ${target.name}.`,
        { declared: declared.name, sides: combat.length, face, target: target.name },
        [face],
      ),
    })
  }
  const mods = shotModifiers(ctx.state, shooter, target, member)
  for (const m of mods)
    ctx.emit({
      type: 'frostgrave/shotModifier',
      model: shooter.id,
      kind: m.kind,
      value: m.value,
      log: modifierLine(ctx.state, shooter, target, m),
    })
  const shooterMod = shooter.stats.shoot + sideTotal(mods, 'shooter')
  const targetMod = target.stats.fight + sideTotal(mods, 'target')
  const sf = ctx.dice.roll(20)
  const tf = ctx.dice.roll(20)
  const shooterTotal = sf + shooterMod
  const targetTotal = tf + targetMod
  // FG-5.8: an unmodified 20 hits whatever the totals and doubles the damage.
  const critical = criticalHitsOn(ctx.state) && sf === 20
  const hit = critical || shooterTotal > targetTotal
  const bonus = weaponProfile(weapon).damage
  // FG-6.3 / FG-5.3: damage = the shooter's total (with the weapon's damage modifier) − Armour.
  const base = Math.max(0, shooterTotal + bonus - target.stats.armour)
  const damage = hit ? base * (critical ? 2 : 1) : 0
  const params: Record<string, string | number> = {
    model: shooter.name,
    target: target.name,
    shooterRoll: sf,
    shooterMod: signed(shooterMod),
    shooterTotal,
    targetRoll: tf,
    targetMod: signed(targetMod),
    targetTotal,
  }
  const rolls = `${shooter.name} rolls ${sf}${signed(shooterMod)} = ${shooterTotal}, ${target.name} rolls ${tf}${signed(targetMod)} = ${targetTotal}`
  let line
  if (!hit) {
    line = logLine('shotMissed', 'FG-6.3', `${rolls}: a miss.`, params, [sf, tf])
  } else {
    Object.assign(params, { bonus: bonus === 0 ? '' : signed(bonus), armour: target.stats.armour, damage })
    const sum = `${shooterTotal}${bonus === 0 ? '' : signed(bonus)} − Armour ${target.stats.armour}`
    const type = `shotHit${critical ? '-critical' : ''}${damage === 0 ? '-noDamage' : ''}`
    const text = critical
      ? damage === 0
        ? `${rolls}: a natural 20, a critical hit, but ${sum} does no damage.`
        : `${rolls}: a natural 20, a critical hit: ${sum} = ${base}, doubled to ${damage} damage.`
      : damage === 0
        ? `${rolls}: a hit, but ${sum} does no damage.`
        : `${rolls}: a hit for ${sum} = ${damage} damage.`
    if (critical) params.base = base
    line = logLine(type, critical ? 'FG-5.8' : 'FG-6.3', text, params, [sf, tf])
  }
  ctx.emit({
    type: 'frostgrave/shotResolved',
    model: shooter.id,
    target: target.id,
    weapon,
    faces: [sf, tf],
    totals: [shooterTotal, targetTotal],
    hit,
    critical,
    damage,
    log: line,
  })
  // FG-8.2 Elemental Hammer: the weapon's next damage is 5 more.
  if (damage > 0) dealDamage(ctx, target.id, damage + weaponDamage(ctx, shooter), 'FG-6.3', shooter.id)
  ctx.emit({ type: 'frostgrave/actionSpent', model: shooter.id, kind: 'other', finished: false })
  return null
}

/** FG-6.1: reloading a crossbow is an action, and may stand in for the activation's Move. */
export function reload(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/reload' }>): Verdict {
  const found = canAct(ctx.state, a.model, 'move')
  if ('error' in found) return found
  const { model } = found
  if (!model.weapons.some((w) => w.toLowerCase() === 'crossbow'))
    return refuse({
      rule: 'FG-6.1',
      code: 'noCrossbow',
      text: `${model.name} has no crossbow (FG-6.1)`,
      params: { model: model.name },
    })
  if (!model.unloaded)
    return refuse({
      rule: 'FG-6.1',
      code: 'crossbowLoaded',
      text: `${model.name}'s crossbow is already loaded (FG-6.1)`,
      params: {
        model: model.name,
      },
    })
  ctx.emit({
    type: 'frostgrave/crossbowReloaded',
    model: model.id,
    log: logLine('reloaded', 'FG-6.1', `${model.name} reloads the crossbow.`, { model: model.name }),
  })
  ctx.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'reload', finished: false })
  return null
}

/** One model a shot may hit, with its chance of being the one (FG-6.5), its modifiers and the odds. */
export interface ShotCandidate {
  target: string
  /** P(this model is the one the shot goes at): 1, or 1/n in a combat of n models. */
  chance: number
  modifiers: ShotModifier[]
  shooterModifier: number
  targetModifier: number
  odds: ShotOdds
}

/**
 * A shot before the roll (FG-6.4 every modifier, FG-12 the exact odds), or why it cannot be taken. At a
 * Beauty caster (FG-8.2) the shooter must pass Will first: `beauty` gives that roll and every candidate's
 * odds count it (a failed roll is no shot).
 */
export type ShotPreview =
  | {
      ok: true
      weapon: RangedWeapon
      distance: number
      candidates: ShotCandidate[]
      beauty: BeautyOdds | null
    }
  | Refusal

/** FG-6 / FG-12: what a shot by `shooterId` at `targetId` would face, for the screen before the roll. */
export function previewShot(s: FgState, shooterId: string, targetId: string): ShotPreview {
  const checked = checkShot(s, shooterId, targetId)
  if ('error' in checked) return checked
  const { shooter, member, weapon, distance } = checked
  const combat = combatOf(s, checked.target)
  // FG-8.2 Beauty tests the declared target only, before the die picks the model shot at (FG-6.5).
  const beauty = attackWill(s, shooter, checked.target)
  const candidates = combat.map((target): ShotCandidate => {
    const modifiers = shotModifiers(s, shooter, target, member)
    const shooterModifier = shooter.stats.shoot + sideTotal(modifiers, 'shooter')
    const targetModifier = target.stats.fight + sideTotal(modifiers, 'target')
    const odds = shotOdds({
      shooterModifier,
      targetModifier,
      armour: target.stats.armour,
      damageBonus: weaponProfile(weapon).damage,
      health: target.health,
      criticalHits: criticalHitsOn(s),
    })
    return {
      target: target.id,
      chance: 1 / combat.length,
      modifiers,
      shooterModifier,
      targetModifier,
      odds: beauty ? shotOddsIf(odds, beauty.chance) : odds,
    }
  })
  return { ok: true, weapon, distance, candidates, beauty }
}

/** FG-6.1/6.2: the models `shooterId` may shoot at now (in range and in sight), in table order. */
export function shotTargets(s: FgState, shooterId: string): string[] {
  return s.models.filter((m) => !('error' in checkShot(s, shooterId, m.id))).map((m) => m.id)
}
