/**
 * The Chronomancer's spells that bend the turn (FG-8 with FG-3): Fast Act (the target acts next turn in a
 * phase of its own before the wizard phase), Time Store (an action banked for a later turn) and Time Walk
 * (the caster activates again in the soldier phase). What they leave is a `SpellEffect` whose `value` is
 * a turn number; the turn rules (`rules/turn.ts`, `rules/activation.ts`) read it through these helpers.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import type { FgState, Model, PlayerIndex, Ctx } from '../../types'
import { beginEffect, type Effect } from './common'
import { effectsOf, magicOf, type SpellEffect } from './state'

/** Fast Act: the target acts in the Fast Act phase of the next turn. */
export const fastAct: Effect = (ctx, c) => {
  if (c.target) beginEffect(ctx, c, c.target, 'game', {}, { value: ctx.state.turn.number + 1 })
}

/** Fast Act is cast on a model of a warband (an uncontrolled creature has no phase to act in early). */
export function fastActEligible(s: FgState, target: Model | null): Refusal | null {
  if (!target || target.player === null)
    return refuse({
      rule: 'FG-8.2',
      code: 'fastActWarband',
      text: 'Fast Act needs a model of a warband (FG-8.2)',
    })
  if (effectsOf(s, target.id, 'Fast Act').some((e) => e.value === s.turn.number + 1))
    return refuse({
      rule: 'FG-8.2',
      code: 'spellDoesNotStack',
      text: `${target.name} already has Fast Act; it does not stack (FG-8.2)`,
      params: {
        model: target.name,
        spell: 'Fast Act',
      },
    })
  return null
}

/**
 * The Fast Act phase of turn `turn` (FG-3.1 with FG-8.2): the models that act in it, last cast first, each
 * with the player who activates it. Only models on the table count.
 */
export function fastActQueue(s: FgState, turn: number): { model: string; player: PlayerIndex }[] {
  const out: { model: string; player: PlayerIndex }[] = []
  const effects = magicOf(s).effects.filter((e) => e.spell === 'Fast Act' && e.value === turn)
  for (const e of [...effects].reverse()) {
    const m = s.models.find((x) => x.id === e.model)
    if (!m || m.status !== 'onTable' || m.player === null) continue
    if (!out.some((q) => q.model === m.id)) out.push({ model: m.id, player: m.player })
  }
  return out
}

/**
 * At the start of turn `turn`: Fast Act and Time Walk effects whose turn has passed unused (the model was
 * let go, or never activated again) are over; they leave without a line, as their chance did.
 */
export function pruneTimeSpells(s: FgState, turn: number): FgState {
  const magic = s.magic
  if (!magic) return s
  const stale = (e: SpellEffect): boolean =>
    (e.spell === 'Fast Act' && e.value < turn) || (e.spell === 'Time Walk' && e.value < turn)
  if (!magic.effects.some(stale)) return s
  return { ...s, magic: { ...magic, effects: magic.effects.filter((e) => !stale(e)) } }
}

/** Time Store: an action banked for a later turn; the caster's activation ends with the cast. */
export const timeStore: Effect = (ctx, c) => {
  beginEffect(ctx, c, c.caster, 'game', {}, { value: ctx.state.turn.number })
}

/** Time Store is the first action of the activation, and only one action may be banked. */
export function timeStoreEligible(s: FgState, caster: Model): Refusal | null {
  const member = s.turn.activation?.members.find((m) => m.id === caster.id)
  if (member && member.actionsUsed > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'timeStoreFirst',
      text: 'Time Store must be the first action of the activation (FG-8.2)',
    })
  if (effectsOf(s, caster.id, 'Time Store').length > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'timeStoreHeld',
      text: `${caster.name} already holds a stored action (FG-8.2)`,
      params: {
        model: caster.name,
      },
    })
  return null
}

/** Whether `model` activates now with its stored action (banked in an earlier turn). */
export const storedAction = (s: FgState, model: string): SpellEffect | undefined =>
  effectsOf(s, model, 'Time Store').find((e) => e.value < s.turn.number)

/** Time Walk: the caster activates again in this turn's soldier phase. */
export const timeWalk: Effect = (ctx, c) => {
  beginEffect(ctx, c, c.caster, 'game', {}, { value: ctx.state.turn.number })
}

/** Time Walk is not cast while holding a stored action, nor during the walk itself. */
export function timeWalkEligible(s: FgState, caster: Model): Refusal | null {
  if (effectsOf(s, caster.id, 'Time Store').length > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'timeWalkStore',
      text: 'Time Walk cannot be cast while holding Time Store (FG-8.2)',
    })
  if (s.turn.phase === 'soldier' || walksAgain(s, caster.id))
    return refuse({
      rule: 'FG-8.2',
      code: 'timeWalkAgain',
      text: `${caster.name} already walks through time this turn (FG-8.2)`,
      params: {
        model: caster.name,
      },
    })
  return null
}

/** Whether `model` may activate again in this turn's soldier phase (Time Walk). */
export const walksAgain = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Time Walk').some((e) => e.value === s.turn.number)

/** Time Walk: a failed casting costs 2 more damage (added to the spell failure table's). */
export const TIME_WALK_FAILURE = 2

/**
 * At the start of an activation: the time spells it uses end, each with its line — Fast Act in its own
 * phase, the stored action (Time Store) and the second activation (Time Walk).
 */
export function timeOnActivation(ctx: Ctx, members: readonly string[], stored: readonly string[]): void {
  const s = ctx.state
  for (const id of members) {
    const name = s.models.find((m) => m.id === id)?.name ?? id
    for (const e of effectsOf(s, id)) {
      if (e.spell === 'Fast Act' && s.turn.phase === 'fast' && e.value === s.turn.number)
        endWith(ctx, e, 'fastActActs', `${name} acts first: Fast Act.`, name)
      else if (e.spell === 'Time Store' && stored.includes(id))
        endWith(
          ctx,
          e,
          'timeStoreUsed',
          `${name} uses its stored action: one more action this activation.`,
          name,
        )
      else if (e.spell === 'Time Walk' && s.turn.phase === 'soldier' && e.value === s.turn.number)
        endWith(ctx, e, 'timeWalkActs', `${name} walks through time and activates again.`, name)
    }
  }
}

function endWith(ctx: Ctx, e: SpellEffect, type: string, text: string, model: string): void {
  ctx.emit({ type: 'frostgrave/spellEffectEnded', id: e.id, log: logLine(type, 'FG-8.2', text, { model }) })
}
