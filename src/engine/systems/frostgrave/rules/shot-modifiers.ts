/**
 * The modifiers of a shot (FG-6.4) as the table gives them — cover and intervening terrain, a hasty shot,
 * a large target, a carrier, wounds and the spells in play (through the hooks) — and the same for a
 * spell's "+N shooting attack". Each modifier carries its rule ID.
 *
 * Decisions (the digest leaves the geometry to the players' eyes):
 * - The target's silhouette is 11 points across its base, square to the line from the shooter's centre; a
 *   point is hidden by terrain the line to it enters (a blocking piece only where it is taller than one of
 *   the two models and neither stands on it, as for line of sight) or by a base it crosses.
 * - Cover comes from a piece or a model the target touches: more than half of the silhouette hidden →
 *   heavy (+4), some of it → light (+2); standing inside rough or cover terrain is light cover. Only the
 *   best cover counts. Every other piece that hides part of the silhouette, does not touch the shooter and
 *   is not open ground is intervening terrain (+1 each).
 * - Large targets carry the trait "Large".
 */
import {
  CONTACT_TOLERANCE,
  distanceToPolygon,
  distanceToSegment,
  edgeDistance,
  pointInPolygon,
  segmentEntersPolygon,
  type Point,
} from '../geometry'
import type { FgState, Model, ModelActivation } from '../types'
import { indexTerrain, modelCircle, type IndexedPiece } from './table'
import { woundModifier } from './wounds'
import { SHOT_MODIFIERS, type ShotModifier, type ShotModifierKind } from './shot-modifier-kinds'
import { spellShotModifiers } from './hooks'

/** Points across the target's silhouette (odd, so its centre is one of them). */
const SILHOUETTE_POINTS = 11

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
