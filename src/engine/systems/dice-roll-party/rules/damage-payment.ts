/**
 * Paying damage token by token in the priority order, or with time (DRP-8.4): what the payer may do, and the
 * rule steps on the decision context.
 */
import { refuse, type Refusal } from '../../../core/decision'
import { charName, who } from '../describe'
import type { Action, CharacterRef, Ctx, Stage, State } from '../types'
import { canPayWithTime, nextRemoval } from './damage'
import { colourOf } from './tokens'
import { endTurn, settleGone } from './turn-flow'

/** DRP-8.4: the damage is paid first, by the order while anything is left, or with a time token. */
export function damagePaymentRefusal(
  state: State,
  stage: Extract<Stage, { kind: 'damage' }>,
  action: Action,
): Refusal | null {
  if (action.type !== 'dice-roll-party/payDamage')
    return refuse({
      rule: 'DRP-8.4',
      code: 'payDamageFirst',
      text: 'the damage must be paid first (DRP-8.4)',
    })
  const c = state.players[stage.payer.player]!.characters[stage.payer.slot]!
  if (action.with === 'order')
    return nextRemoval(c)
      ? null
      : refuse({ rule: 'DRP-8.4', code: 'nothingToRemove', text: 'nothing left to remove' })
  return canPayWithTime(c)
    ? null
    : refuse({ rule: 'DRP-8.4', code: 'noTimeToPay', text: 'no time token to pay with (DRP-8.4)' })
}

/** DRP-8.4: removes one point of damage from the payer: by the order, or a time token instead. */
export function payOne(ctx: Ctx, payer: CharacterRef, withTime: boolean): void {
  const s = ctx.state
  const c = s.players[payer.player]!.characters[payer.slot]!
  const position = withTime ? 'time' : nextRemoval(c)
  ctx.emit({
    type: 'dice-roll-party/damagePaid',
    payer,
    position,
    withTime,
    ...(position !== null && {
      log: {
        type: `drp/token-lost-${position}${withTime ? '-paid' : ''}`,
        rule: 'DRP-8.4',
        text: `${charName(s, payer)} loses a ${colourOf(position)} token from ${position}${withTime ? ' (paid with time)' : ''}`,
        params: who(s, payer),
      },
    }),
  })
}

/**
 * DRP-8.4: after each point, continues by itself while the owner has no choice (no time to pay with, or the
 * order has reached time); stops for a choice; ends the turn when the damage is paid or the character gone.
 */
export function continueDamage(ctx: Ctx): void {
  for (;;) {
    const stage = ctx.state.stage
    if (stage.kind !== 'damage') return
    settleGone(ctx, stage.payer)
    const c = ctx.state.players[stage.payer.player]!.characters[stage.payer.slot]!
    if (stage.left === 0 || c.gone) {
      endTurn(ctx, true)
      return
    }
    if (canPayWithTime(c)) return
    payOne(ctx, stage.payer, false)
  }
}

/** DRP-8.4: the owner pays one point of damage as it chose, then the forced steps follow by themselves. */
export function payDamage(ctx: Ctx, withTime: boolean): void {
  const stage = ctx.state.stage
  if (stage.kind !== 'damage') return
  payOne(ctx, stage.payer, withTime)
  continueDamage(ctx)
}
