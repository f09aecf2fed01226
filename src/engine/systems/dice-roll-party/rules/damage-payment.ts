/** Paying damage token by token in the priority order, or with time (DRP-8.4), as rule steps on a draft. */
import type { Draft } from '../draft'
import { charName, who } from '../describe'
import type { CharacterRef } from '../types'
import { canPayWithTime, nextRemoval } from './damage'
import { colourOf } from './tokens'
import { endTurn, settleGone } from './turn-flow'

/** DRP-8.4: removes one point of damage from the payer: by the order, or a time token instead. */
export function payOne(d: Draft, payer: CharacterRef, withTime: boolean): void {
  const s = d.state
  const c = s.players[payer.player]!.characters[payer.slot]!
  const position = withTime ? 'time' : nextRemoval(c)
  d.emit({
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
export function continueDamage(d: Draft): void {
  for (;;) {
    const stage = d.state.stage
    if (stage.kind !== 'damage') return
    settleGone(d, stage.payer)
    const c = d.state.players[stage.payer.player]!.characters[stage.payer.slot]!
    if (stage.left === 0 || c.gone) {
      endTurn(d, true)
      return
    }
    if (canPayWithTime(c)) return
    payOne(d, stage.payer, false)
  }
}

/** DRP-8.4: the owner pays one point of damage as it chose, then the forced steps follow by themselves. */
export function payDamage(d: Draft, withTime: boolean): void {
  const stage = d.state.stage
  if (stage.kind !== 'damage') return
  payOne(d, stage.payer, withTime)
  continueDamage(d)
}
