/**
 * The Illusionist's guards on the caster (FG-8.2 with FG-8.5): Beauty (a non-creature enemy must pass a
 * Will roll against the casting score to attack the caster) and Monstrous Form (an enemy must pass one to
 * move into contact with the caster; undead, constructs and demons are immune). A failed roll spends no
 * action: it is recorded (`MagicState.deterred`) and holds the model back for the rest of the turn.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { findCreature } from '../../data'
import { logLine } from '../../describe'
import { CONTACT_TOLERANCE, baseRadius, edgeDistance, type Point } from '../../geometry'
import type { FgState, Model, Ctx } from '../../types'
import type { BeautyOdds } from '../hooks'
import { areEnemies, modelCircle } from '../table'
import { woundModifier } from '../wounds'
import { beginEffect, willRoll, type CastContext } from './common'
import { chanceAtLeast } from './odds'
import { effectsOf, magicOf, type Deterred, type SpellEffect } from './state'

type Spell = Deterred['spell']

/** Beauty and Monstrous Form on the caster: the effect keeps the casting score the Will rolls must beat. */
export const guard = (ctx: Ctx, c: CastContext): void => {
  beginEffect(ctx, c, c.caster, 'game', {}, { value: c.score })
}

/** Beauty and Monstrous Form exclude each other, and neither stacks. */
export function guardEligible(s: FgState, caster: Model, spell: Spell): Refusal | null {
  const other: Spell = spell === 'Beauty' ? 'Monstrous Form' : 'Beauty'
  if (effectsOf(s, caster.id, other).length > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'guardExcludes',
      text: 'Beauty and Monstrous Form cannot both be on the caster (FG-8.2)',
    })
  if (effectsOf(s, caster.id, spell).length > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'spellDoesNotStack',
      text: `${caster.name} already has ${spell}; it does not stack (FG-8.2)`,
      params: {
        model: caster.name,
        spell,
      },
    })
  return null
}

/**
 * The spells that attack the model they are cast on (the attack families of `attacks.ts` aimed at a
 * model): Beauty tests the caster of these like a fighter or a shooter.
 */
export const ATTACK_SPELLS: readonly string[] = [
  'Elemental Bolt',
  'Bone Dart',
  'Elemental Ball',
  'Poison Dart',
  'Push',
  'Steal Health',
  'Strike Dead',
]

/** Undead, constructs and demons: Monstrous Form does not frighten them. */
const isUnliving = (m: Model): boolean =>
  m.traits.some((t) => ['Undead', 'Construct', 'Demon'].includes(t)) || m.type.includes('Construct')

/** A creature (wild, summoned or controlled): Beauty does not sway it. */
const isCreature = (m: Model): boolean => m.kind === 'creature' || findCreature(m.type) !== undefined

const deterredNow = (s: FgState, model: string, caster: string, spell: Spell): boolean =>
  (magicOf(s).deterred ?? []).some(
    (x) => x.model === model && x.caster === caster && x.spell === spell && x.turn === s.turn.number,
  )

/** The Beauty on `target` that `attacker` must pass to attack it, if any. */
function beautyOf(s: FgState, attacker: Model, target: Model): SpellEffect | null {
  if (!areEnemies(attacker, target) || isCreature(attacker)) return null
  return effectsOf(s, target.id, 'Beauty')[0] ?? null
}

/**
 * FG-12 with Beauty (FG-8.2/8.5): before `attacker` fights or shoots `target`, the Will roll it must pass
 * (d20 + Will, −2 when wounded, FG-7.2, at least the casting score) — or null when no Beauty stands in
 * the way. Exact over the d20's faces, as `passesBeauty` rolls it.
 */
export function beautyOdds(s: FgState, attacker: Model, target: Model): BeautyOdds | null {
  const e = beautyOf(s, attacker, target)
  if (!e) return null
  return { score: e.value, chance: chanceAtLeast(attacker.stats.will + woundModifier(attacker), e.value) }
}

/** Beauty: an attacker that failed its Will roll this turn may not attack the caster again this turn. */
export function beautyRefusal(s: FgState, attacker: Model, target: Model): Refusal | null {
  if (!beautyOf(s, attacker, target) || !deterredNow(s, attacker.id, target.id, 'Beauty')) return null
  return refuse({
    rule: 'FG-8.2',
    code: 'beautyDeters',
    text: `${attacker.name} cannot bring itself to attack ${target.name} this turn (Beauty) (FG-8.2)`,
    params: { model: attacker.name, target: target.name },
  })
}

/**
 * Beauty (FG-8.5): before attacking the caster (a fight, a shot, an attack spell) the attacker rolls Will
 * against the casting score. Returns whether the attack goes ahead; on a failure nothing else happens and
 * no action is spent.
 */
export function passesBeauty(ctx: Ctx, attacker: Model, target: Model): boolean {
  const e = beautyOf(ctx.state, attacker, target)
  if (!e || willRoll(ctx, attacker, e.value)) return true
  deter(ctx, attacker, target, 'Beauty')
  return false
}

/** The Monstrous Form on `target` that `mover` must pass to come into contact with it, if any. */
function monstrousOf(s: FgState, mover: Model, target: Model): SpellEffect | null {
  if (!areEnemies(mover, target) || isUnliving(mover)) return null
  return effectsOf(s, target.id, 'Monstrous Form')[0] ?? null
}

const edgeAt = (m: Model, p: Point, other: Model): number =>
  edgeDistance({ x: p.x, y: p.y, r: baseRadius(m.baseMm) }, modelCircle(other))

/**
 * Monstrous Form: a model that failed its Will roll this turn may only move away from the caster — a move
 * ending nearer to it than it started is refused.
 */
export function monstrousRefusal(s: FgState, mover: Model, end: Point): Refusal | null {
  for (const x of magicOf(s).deterred ?? []) {
    if (x.model !== mover.id || x.spell !== 'Monstrous Form' || x.turn !== s.turn.number) continue
    const caster = s.models.find((m) => m.id === x.caster && m.status === 'onTable')
    if (!caster || !monstrousOf(s, mover, caster)) continue
    if (edgeAt(mover, end, caster) < edgeAt(mover, mover, caster) - CONTACT_TOLERANCE)
      return refuse({
        rule: 'FG-8.2',
        code: 'monstrousFormAway',
        text: `${mover.name} dares not come near ${caster.name}: it may only move away (Monstrous Form) (FG-8.2)`,
        params: { model: mover.name, target: caster.name },
      })
  }
  return null
}

/**
 * Monstrous Form (FG-8.5): a model whose move (or forced combat) would end in base contact with the caster
 * rolls Will against the casting score first. Returns whether the move goes ahead; on a failure it is not
 * made and no action is spent.
 */
export function passesMonstrousForm(ctx: Ctx, mover: Model, end: Point): boolean {
  for (const caster of ctx.state.models) {
    if (caster.status !== 'onTable' || caster.id === mover.id) continue
    const e = monstrousOf(ctx.state, mover, caster)
    if (!e || edgeAt(mover, end, caster) > CONTACT_TOLERANCE) continue
    if (edgeAt(mover, mover, caster) <= CONTACT_TOLERANCE) continue
    if (willRoll(ctx, mover, e.value)) continue
    deter(ctx, mover, caster, 'Monstrous Form')
    return false
  }
  return true
}

function deter(ctx: Ctx, model: Model, caster: Model, spell: Spell): void {
  const params = { model: model.name, target: caster.name }
  ctx.emit({
    type: 'frostgrave/deterred',
    deterred: { model: model.id, caster: caster.id, spell, turn: ctx.state.turn.number },
    log:
      spell === 'Beauty'
        ? logLine(
            'beautyDeterred',
            'FG-8.2',
            `${model.name} cannot bring itself to attack ${caster.name}; no action is spent.`,
            params,
          )
        : logLine(
            'monstrousDeterred',
            'FG-8.2',
            `${model.name} dares not come near ${caster.name}: it may only move away; no action is spent.`,
            params,
          ),
  })
}
