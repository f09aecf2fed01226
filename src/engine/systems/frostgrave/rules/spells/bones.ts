/**
 * Bones of the Earth (FG-8.2): a skeletal hand holds a model at ground level; the model cannot move until
 * it breaks free with a fight against the hand (d20 + Fight against d20 + 0; the hand has Armour 0 and
 * Health 1), and is free once moved away from where it was gripped (magic movement, a push-back).
 */
import { refuse, type Refusal, type Verdict } from '../../../../core/decision'
import { logLine } from '../../describe'
import type { FgAction, FgState, Model, Ctx } from '../../types'
import { canAct } from '../activation'
import { woundModifier } from '../wounds'
import { endEffect, hurt, type Effect } from './common'
import { effectsOf, type SpellEffect } from './state'
import { beginMark, effectsNamed } from './marking'

/** Bones of the Earth: the skeletal hand's Fight and Health (FG-8.2). */
export const HAND_FIGHT = 0
export const HAND_HEALTH = 1

/** Whether a skeletal hand holds the model (it cannot move until it breaks free). */
export const isPinned = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Bones of the Earth').length > 0

/** FG-4.1 with Bones of the Earth: a held model cannot move until it breaks free. */
export function heldRefusal(s: FgState, model: Model): Refusal | null {
  return isPinned(s, model.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'pinned',
        text: `${model.name} is held by a skeletal hand: it must break free first (FG-8.2)`,
        params: { model: model.name },
      })
    : null
}

/** Bones of the Earth needs a target standing at ground level, not already held. */
export function groundLevel(_s: FgState, x: { target: Model | null }): Refusal | null {
  if (!x.target || x.target.elevation > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'spellNeedsGround',
      text: 'Bones of the Earth needs a target at ground level (FG-8.2)',
    })
  return null
}

export const bonesOfTheEarth: Effect = (ctx, c) => {
  if (!c.target) return
  beginMark(
    ctx,
    c,
    { model: c.target.id, point: c.target, value: HAND_HEALTH },
    logLine('handGrips', 'FG-8.2', `A skeletal hand bursts from the ground and grips ${c.target.name}.`, {
      model: c.target.name,
    }),
  )
}

/**
 * Breaking free (an action, FG-3.2): the held model fights the hand, d20 + Fight against d20 + 0 (FG-5.2).
 * The higher total hits (FG-5.3; the hand has Armour 0 and Health 1, so any hit destroys it); equal totals
 * hit each other (FG-5.4). The hand only holds: it never attacks, it hurts only a model that fights it.
 */
export function breakFree(ctx: Ctx, a: { model: string }): Verdict {
  const found = canAct(ctx.state, a.model, 'other')
  if ('error' in found) return found
  const m = found.model
  const hand = effectsOf(ctx.state, m.id, 'Bones of the Earth')[0]
  if (!hand)
    return refuse({
      rule: 'FG-8.2',
      code: 'notPinned',
      text: `${m.name} is not held by a skeletal hand (FG-8.2)`,
      params: { model: m.name },
    })
  fightHand(ctx, m, hand)
  ctx.emit({ type: 'frostgrave/actionSpent', model: m.id, kind: 'other', finished: false })
  return null
}

function fightHand(ctx: Ctx, m: Model, hand: SpellEffect): void {
  const face = ctx.dice.roll(20)
  const hface = ctx.dice.roll(20)
  const total = face + m.stats.fight + woundModifier(m)
  const handTotal = hface + HAND_FIGHT
  const free = total >= handTotal
  const damage = handTotal >= total ? Math.max(0, handTotal - m.stats.armour) : 0
  const params = {
    model: m.name,
    face,
    fight: m.stats.fight + woundModifier(m),
    total,
    hface,
    handTotal,
    damage,
  }
  ctx.emit({
    type: 'frostgrave/spellEffectChanged',
    id: hand.id,
    value: free ? 0 : hand.value,
    log: logLine(
      free ? (damage > 0 ? 'handTie' : 'handBroken') : 'handHolds',
      'FG-5.2',
      free
        ? `${m.name} fights the skeletal hand: ${face} + ${params.fight} = ${total} against ${hface} + 0 = ${handTotal}: the hand is destroyed${damage > 0 ? `, and it hits back for ${damage}` : ''}.`
        : `${m.name} fights the skeletal hand: ${face} + ${params.fight} = ${total} against ${hface} + 0 = ${handTotal}: the hand holds on and hits for ${damage}.`,
      params,
      [face, hface],
    ),
  })
  if (free) endEffect(ctx, hand)
  if (damage > 0) hurt(ctx, m.id, damage, 'FG-5.3')
}

/** `legalActions`' sample: breaking free, for each activated model a hand holds that may act. */
export function breakFreeSample(s: FgState, ids: readonly string[]): FgAction[] {
  return ids
    .filter((id) => isPinned(s, id) && !('error' in canAct(s, id, 'other')))
    .map((model) => ({ type: 'frostgrave/breakFree', model }))
}

/** A held creature spends its activation trying to break free (FG-10.2 has no rule for it: decision). */
export function creatureBreaksFree(ctx: Ctx, id: string): boolean {
  const m = ctx.state.models.find((x) => x.id === id)
  const hand = m ? effectsOf(ctx.state, m.id, 'Bones of the Earth')[0] : undefined
  if (!m || !hand) return false
  fightHand(ctx, m, hand)
  return true
}

/**
 * A held model that is no longer where the hand gripped it (moved by magic, FG-4.8, or pushed back) is
 * free: checked at the end of every command.
 */
export function releaseMoved(ctx: Ctx): void {
  for (const e of effectsNamed(ctx.state, 'Bones of the Earth')) {
    const m = ctx.state.models.find((x) => x.id === e.model)
    if (!m || m.status !== 'onTable' || !e.point || (m.x === e.point.x && m.y === e.point.y)) continue
    ctx.emit({
      type: 'frostgrave/spellEffectEnded',
      id: e.id,
      log: logLine('handLetsGo', 'FG-4.8', `${m.name} is pulled out of the skeletal hand's grip.`, {
        model: m.name,
      }),
    })
  }
}
