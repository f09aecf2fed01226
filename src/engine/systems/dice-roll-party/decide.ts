/**
 * State + command + dice → domain events, or the reason the command is refused (citing its rule ID).
 * Dice are drawn only here, in the order the table rolls and draws, and their outcomes go into the events.
 * Each case delegates to a rule step in `rules/`.
 */
import type { DiceSource } from '../../core/dice'
import { assertNever } from '../../core/union'
import { checkAction } from './check'
import type { DrpRefusal } from './refusal'
import { startDraft } from './draft'
import { declareAttack, passTurn } from './rules/attack'
import { finishBuild, placeToken } from './rules/build'
import { payDamage } from './rules/damage-payment'
import { defend } from './rules/defence'
import { bid, chooseFirst, payBid, rollOffFirst } from './rules/first-turn'
import { operate } from './rules/operations'
import type { Action, DrpEvent, State } from './types'

/**
 * The facts a legal command establishes, in order, with the state they fold into (`evolve` of each event,
 * as it was emitted); or why the command is refused.
 */
export type Decision = { ok: true; events: DrpEvent[]; state: State } | DrpRefusal

/** Decides a command: validates it (`checkAction`), then lets its rule step emit the facts. */
export function decide(state: State, action: Action, dice: DiceSource): Decision {
  const reason = checkAction(state, action)
  if (reason !== null) return reason
  const d = startDraft(state, dice)
  switch (action.type) {
    case 'drp/place':
    case 'drp/unplace':
      placeToken(d, action)
      break
    case 'drp/finish-build':
      finishBuild(d)
      break
    case 'drp/choose-first':
      chooseFirst(d, action.player)
      break
    case 'drp/roll-off':
      rollOffFirst(d)
      break
    case 'drp/bid':
    case 'drp/pass-bid':
      bid(d, action)
      break
    case 'drp/pay-bid':
      payBid(d, action.slot)
      break
    case 'drp/shift':
    case 'drp/transfer':
    case 'drp/add':
    case 'drp/swap-store':
    case 'drp/swap':
    case 'drp/discard':
    case 'drp/discard-store':
    case 'drp/end-resources':
      operate(d, action)
      break
    case 'drp/attack':
      declareAttack(d, action)
      break
    case 'drp/pass-turn':
      passTurn(d)
      break
    case 'drp/defend':
      defend(d, action.boosts)
      break
    case 'drp/pay-damage':
      payDamage(d, action.with === 'time')
      break
    default:
      assertNever(action, 'action')
  }
  return { ok: true, events: d.events, state: d.state }
}
