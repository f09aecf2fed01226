/**
 * One well-formed command (checked by `schema.ts`) decided on the running state: `refusalOf` asks the rule of
 * the moment whether it is allowed (the one check `decide` and `legalActions` share), then its rule step in
 * `rules/` emits the facts. Dice are drawn only here, in the order the table rolls and draws, and their
 * outcomes go into the events.
 */
import { refuse, type Refusal, type Verdict } from '../../core/decision'
import { assertNever } from '../../core/union'
import { declareAttack, passTurn, phase2Refusal } from './rules/attack'
import { buildRefusal, finishBuild, placeToken } from './rules/build'
import { damagePaymentRefusal, payDamage } from './rules/damage-payment'
import { defenceRefusal, defend } from './rules/defence'
import {
  auctionRefusal,
  bid,
  bidPaymentRefusal,
  chooseFirst,
  firstTurnRefusal,
  payBid,
  rollOffFirst,
} from './rules/first-turn'
import { operate, operationRefusal } from './rules/operations'
import type { Action, Ctx, State } from './types'

/** Why a well-formed `action` is refused now (a refusal with its rule and code), or null when it is legal. */
export function refusalOf(state: State, action: Action): Refusal | null {
  const s = state.stage
  switch (s.kind) {
    case 'over':
      return refuse({ rule: 'DRP-2.4', code: 'gameOver', text: 'the game is over (DRP-2.4)' })
    case 'build':
      return buildRefusal(state, s, action)
    case 'first-turn':
      return firstTurnRefusal(state, action)
    case 'auction':
      return auctionRefusal(state, s, action)
    case 'auction-payment':
      return bidPaymentRefusal(state, s, action)
    case 'resources':
      return operationRefusal(state, action, state.players[s.player]!)
    case 'attack':
      return phase2Refusal(state, s, action)
    case 'defence':
      return defenceRefusal(state, s, action)
    case 'damage':
      return damagePaymentRefusal(state, s, action)
    default:
      return assertNever(s, 'stage')
  }
}

/** Decides one command on the running decision: refuses it, or lets its rule step emit the facts. */
export function decide(ctx: Ctx, action: Action): Verdict {
  const refused = refusalOf(ctx.state, action)
  if (refused) return refused
  switch (action.type) {
    case 'dice-roll-party/place':
    case 'dice-roll-party/unplace':
      return placeToken(ctx, action)
    case 'dice-roll-party/finishBuild':
      return finishBuild(ctx)
    case 'dice-roll-party/chooseFirst':
      return chooseFirst(ctx, action.player)
    case 'dice-roll-party/rollOff':
      return rollOffFirst(ctx)
    case 'dice-roll-party/bid':
    case 'dice-roll-party/passBid':
      return bid(ctx, action)
    case 'dice-roll-party/payBid':
      return payBid(ctx, action.slot)
    case 'dice-roll-party/shift':
    case 'dice-roll-party/transfer':
    case 'dice-roll-party/add':
    case 'dice-roll-party/swapStore':
    case 'dice-roll-party/swap':
    case 'dice-roll-party/discard':
    case 'dice-roll-party/discardStore':
    case 'dice-roll-party/endResources':
      return operate(ctx, action)
    case 'dice-roll-party/attack':
      return declareAttack(ctx, action)
    case 'dice-roll-party/passTurn':
      return passTurn(ctx)
    case 'dice-roll-party/defend':
      return defend(ctx, action.boosts)
    case 'dice-roll-party/payDamage':
      return payDamage(ctx, action.with === 'time')
    default:
      return assertNever(action, 'action')
  }
}
