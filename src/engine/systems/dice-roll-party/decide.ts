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
    case 'dice-roll-party/place':
    case 'dice-roll-party/unplace':
      placeToken(d, action)
      break
    case 'dice-roll-party/finishBuild':
      finishBuild(d)
      break
    case 'dice-roll-party/chooseFirst':
      chooseFirst(d, action.player)
      break
    case 'dice-roll-party/rollOff':
      rollOffFirst(d)
      break
    case 'dice-roll-party/bid':
    case 'dice-roll-party/passBid':
      bid(d, action)
      break
    case 'dice-roll-party/payBid':
      payBid(d, action.slot)
      break
    case 'dice-roll-party/shift':
    case 'dice-roll-party/transfer':
    case 'dice-roll-party/add':
    case 'dice-roll-party/swapStore':
    case 'dice-roll-party/swap':
    case 'dice-roll-party/discard':
    case 'dice-roll-party/discardStore':
    case 'dice-roll-party/endResources':
      operate(d, action)
      break
    case 'dice-roll-party/attack':
      declareAttack(d, action)
      break
    case 'dice-roll-party/passTurn':
      passTurn(d)
      break
    case 'dice-roll-party/defend':
      defend(d, action.boosts)
      break
    case 'dice-roll-party/payDamage':
      payDamage(d, action.with === 'time')
      break
    default:
      assertNever(action, 'action')
  }
  return { ok: true, events: d.events, state: d.state }
}
