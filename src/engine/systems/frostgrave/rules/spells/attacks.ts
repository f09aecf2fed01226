/**
 * Spells that attack (FG-8 with FG-6.3/FG-5.3): bolts and darts at one figure, balls and grenades on an
 * area, Push, Poison Dart, and the Will-or-harm spells (Steal Health, Strike Dead, Planar Tear). Each
 * attack is rolled like a shot: the caster's d20 + the spell's power against the target's d20 + Fight.
 *
 * Decision: a "+N shooting attack" (Elemental Bolt, Bone Dart, Poison Dart, Elemental Ball, Grenade,
 * Scatter Shot) is a shot from the caster for the target's modifiers (FG-6.4: cover, intervening terrain,
 * large target; Glow), and one aimed at a model in combat goes at a model of that combat picked by a die
 * (FG-6.5). Push and Destructive Sphere ("+N attack") take no cover. Every spell attack doubles its damage
 * on an unmodified 20 (FG-5.8).
 */
import { INCH, distance, edgeDistance, pointToBase, type Point } from '../../geometry'
import { logLine } from '../../describe'
import type { FgState, Model, Ctx } from '../../types'
import { modelCircle, modelNow } from '../table'
import { combatOf, modifierLine } from '../shooting'
import { spellAttackModifiers } from '../shot-modifiers'
import {
  beginEffect,
  heal,
  hurt,
  isFreeSpot,
  magicMove,
  spellAttack,
  willRoll,
  type CastContext,
} from './common'
import { effectsOf } from './state'
import { explodeRune, runeOnWalk } from './runes'
/** Undead, Constructs and Demons: immune to Steal Health and the like. */
export const isUnliving = (m: Model): boolean =>
  m.traits.some((t) => ['Undead', 'Construct', 'Demon'].includes(t)) || m.type.includes('Construct')

const onTable = (s: FgState): Model[] => s.models.filter((m) => m.status === 'onTable')

/**
 * FG-6.5 for a ranged attack spell: a target in combat means one of the models of that combat, picked by a
 * d(number of them) in table order (it may be a friend). Returns the model the spell goes at.
 */
export function spellTargetInCombat(ctx: Ctx, c: CastContext, declared: Model): Model {
  const combat = combatOf(ctx.state, declared)
  if (combat.length < 2) return declared
  const face = ctx.dice.roll(combat.length)
  const target = combat[face - 1]!
  ctx.emit({
    type: 'frostgrave/shotTargetDrawn',
    model: c.caster.id,
    target: target.id,
    face,
    log: logLine(
      'spellIntoCombat',
      'FG-6.5',
      `${declared.name} is in combat: a d${combat.length} rolls ${face}, so the spell goes at ${target.name}.`,
      { declared: declared.name, sides: combat.length, face, target: target.name },
      [face],
    ),
  })
  return target
}

/**
 * One spell attack with its modifiers, each told in the log before the roll (as a shot's, FG-6.4):
 * `shooting` for a "+N shooting attack" (cover, intervening terrain, large target, Glow), else only the
 * target's own carrying and wounds.
 */
export function attackWithModifiers(
  ctx: Ctx,
  c: CastContext,
  target: Model,
  power: number,
  shooting: boolean,
  dealt = true,
) {
  const mods = spellAttackModifiers(ctx.state, c.caster, target, shooting)
  for (const m of mods)
    ctx.emit({
      type: 'frostgrave/shotModifier',
      model: c.caster.id,
      kind: m.kind,
      value: m.value,
      log: modifierLine(ctx.state, c.caster, target, m),
    })
  return spellAttack(ctx, c.caster, target, power, dealt, mods)
}

/** Elemental Bolt (+8), Bone Dart (+5): one shooting attack on the target (FG-6.5 into combat). */
export const bolt =
  (power: number) =>
  (ctx: Ctx, c: CastContext): void => {
    if (c.target) attackWithModifiers(ctx, c, spellTargetInCombat(ctx, c, c.target), power, true)
  }

/** Elemental Ball: +5 on the target and on every figure within 1.5" of it. */
export function elementalBall(ctx: Ctx, c: CastContext): void {
  if (!c.target) return
  const t = spellTargetInCombat(ctx, c, c.target)
  const hit = onTable(ctx.state).filter(
    (m) =>
      m.id === t.id || (m.id !== c.caster.id && edgeDistance(modelCircle(m), modelCircle(t)) <= 1.5 * INCH),
  )
  for (const m of hit) attackIfStanding(ctx, c, m, 5)
}

/** Grenade: the figures it attacks, every one within 1.5" of the point. */
export const grenadeArea = (s: FgState, p: Point): Model[] =>
  onTable(s).filter((x) => pointToBase(p, modelCircle(x)) <= 1.5 * INCH)

/** Grenade: +3 on every figure within 1.5" of the point. */
export function grenade(ctx: Ctx, c: CastContext): void {
  const p = c.point
  if (!p) return
  for (const m of grenadeArea(ctx.state, p)) attackIfStanding(ctx, c, m, 3)
}

/** Scatter Shot: the figures it attacks, every enemy of the caster within 12". */
export const scatterShotArea = (s: FgState, caster: Model): Model[] =>
  onTable(s).filter(
    (m) => m.player !== caster.player && edgeDistance(modelCircle(m), modelCircle(caster)) <= 12 * INCH,
  )

/** Scatter Shot: +0 on every enemy within 12". */
export function scatterShot(ctx: Ctx, c: CastContext): void {
  const enemies = scatterShotArea(ctx.state, c.caster)
  // The data: shooting-into-combat rules apply (FG-6.5).
  for (const m of enemies) {
    const now = modelNow(ctx.state, m.id)
    if (now.status !== 'onTable') continue
    attackIfStanding(ctx, c, spellTargetInCombat(ctx, c, now), 0)
  }
}

/** Destructive Sphere: the figures it attacks, every other one within 3" of the caster. */
export const sphereArea = (s: FgState, caster: Model): Model[] =>
  onTable(s).filter(
    (m) => m.id !== caster.id && edgeDistance(modelCircle(m), modelCircle(caster)) <= 3 * INCH,
  )

/** Destructive Sphere: +5 on every figure within 3" of the caster. */
export function destructiveSphere(ctx: Ctx, c: CastContext): void {
  for (const m of sphereArea(ctx.state, c.caster)) attackIfStanding(ctx, c, m, 5, false)
}

/** Poison Dart: +5; beating Armour deals no damage but costs the target an action per activation. */
export function poisonDart(ctx: Ctx, c: CastContext): void {
  if (!c.target) return
  const roll = attackWithModifiers(ctx, c, spellTargetInCombat(ctx, c, c.target), 5, true, false)
  const hitModel = modelNow(ctx.state, roll.target)
  if (roll.hit && roll.damage > 0 && effectsOf(ctx.state, hitModel.id, 'Poison Dart').length === 0)
    beginEffect(ctx, c, hitModel, 'game', {}, { value: 1 })
}

/** Push: +10 attack with no damage; the target moves 1" straight away from the caster per point. */
export function push(ctx: Ctx, c: CastContext): void {
  if (!c.target) return
  const roll = attackWithModifiers(ctx, c, c.target, 10, false, false)
  if (!roll.hit || roll.damage <= 0) return
  const t = modelNow(ctx.state, c.target.id)
  const from = modelCircle(c.caster)
  const len = distance(from, t) || 1
  const size = ctx.state.size
  const r = modelCircle(t).r
  // FG-4.9: a model is never forced off the table; it stops at the edge.
  const clamp = (v: number): number => Math.min(size - r, Math.max(r, v))
  // FG-4.3: the push stops short of any base in the way.
  const dx = (t.x - from.x) / len
  const dy = (t.y - from.y) / len
  let to = { x: t.x, y: t.y }
  for (let step = 10; step <= roll.damage * INCH; step += 10) {
    const next = { x: clamp(t.x + dx * step), y: clamp(t.y + dy * step) }
    if (!isFreeSpot(ctx.state, next, r, [t.id])) break
    to = next
  }
  // FG-8.2 Explosive Rune: a creature pushed past a rune sets it off where it comes within 1"; killed by
  // the blast, it goes no further.
  let at = t
  for (let rune = runeOnWalk(ctx.state, at, to); rune; rune = runeOnWalk(ctx.state, at, to)) {
    const f = rune.t
    magicMove(ctx, at, { x: at.x + (to.x - at.x) * f, y: at.y + (to.y - at.y) * f }, t.elevation, false)
    explodeRune(ctx, rune.rune, modelNow(ctx.state, at.id))
    at = modelNow(ctx.state, at.id)
    if (at.status !== 'onTable') return
  }
  magicMove(ctx, at, to, t.elevation)
}

/** Steal Health: a target failing Will loses 3 Health and the caster regains 3 (not on the unliving). */
export function stealHealth(ctx: Ctx, c: CastContext): void {
  if (!c.target || isUnliving(c.target)) return
  const before = modelNow(ctx.state, c.target.id).health
  hurt(ctx, c.target.id, 3, 'FG-8.2')
  const lost = before - modelNow(ctx.state, c.target.id).health
  if (lost > 0) heal(ctx, c.caster.id, 3, 'FG-8.2')
}

/** Strike Dead: the caster loses 1 Health for trying; a target failing Will drops to 0 Health. */
export function strikeDeadCost(ctx: Ctx, c: CastContext): void {
  hurt(ctx, c.caster.id, 1, 'FG-8.2')
}
export function strikeDead(ctx: Ctx, c: CastContext): void {
  if (!c.target) return
  const t = modelNow(ctx.state, c.target.id)
  hurt(ctx, t.id, t.health, 'FG-8.2')
}

/** Planar Tear: every figure within 2" of the point rolls Will or takes 2 (a demon: the casting roll). */
export function planarTear(ctx: Ctx, c: CastContext): void {
  const p = c.point
  if (!p) return
  for (const m of onTable(ctx.state).filter((x) => pointToBase(p, modelCircle(x)) <= 2 * INCH)) {
    if (willRoll(ctx, m, c.score)) continue
    const demon = m.traits.includes('Demon')
    hurt(ctx, m.id, demon ? c.score : 2, 'FG-8.2')
  }
}

/** One attack of an area spell, on a figure still standing (an earlier hit may have killed it). */
function attackIfStanding(ctx: Ctx, c: CastContext, m: Model, power: number, shooting = true): void {
  const now = modelNow(ctx.state, m.id)
  if (now.status === 'onTable') attackWithModifiers(ctx, c, now, power, shooting)
}
