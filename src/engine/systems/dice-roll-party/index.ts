/**
 * Dice Roll Party — Duel (rules digest DRP-1 … DRP-10): the bag, two stores, four character mats per
 * player, class dice with boosts, damage paid in the priority order. Registered as `games['dice-roll-party']`.
 * `setup` is `newGame`; `apply` (`apply.ts`) = shape check → `decide` (draws the dice, emits domain events,
 * each folded at once) → the new state and the facts' log lines.
 */
import type { GameModule } from '../../core/game-module'
import { apply } from './apply'
import { newGame } from './new-game'
import { actingPlayer } from './rules/turns'
import { legalActions } from './selectors'
import type { Action, Options, State } from './types'

/** The Dice Roll Party game module (ENGINE-API.md). */
export const diceRollParty: GameModule<State, Action, Partial<Options>> = {
  id: 'dice-roll-party',
  setup: newGame,
  legalActions,
  apply,
  result(state) {
    const s = state.stage
    if (s.kind !== 'over') return { over: false }
    const winnerSide = s.winner === 0 || s.winner === 1 ? s.winner : null
    return {
      over: true,
      winner: winnerSide === null ? null : state.players[winnerSide]!.name,
      winnerSide,
      reason: s.reason,
    }
  },
  /** The duel's two sides: the player who must act, null at the roll-off (the table's step) and at the end. */
  actor(state) {
    const p = actingPlayer(state)
    return p === 0 || p === 1 ? p : null
  },
}

export type * from './types'
export { COLOURS, POSITIONS, FIRST_TURN_MODES, TURN_MODES, DEFENCE_INSURANCE } from './types'
export { DEFAULT_OPTIONS, newGame, normaliseOptions, minimumBag, MAX_COLOUR_COUNT } from './new-game'
export { apply } from './apply'
export { actionSchema } from './schema'
export { decide, refusalOf } from './decide'
export { actingPlayer, isReshuffleFree } from './rules/turns'
export { timeOnCharacters } from './rules/first-turn'
export { isInsuredInstead } from './rules/side-roll'
export {
  legalActions,
  selectActingPlayer,
  selectCharacterSummary,
  selectAttackMenu,
  selectDefenceMenu,
  selectWorstCaseOdds,
} from './selectors'
export {
  selectAbsorptionOutlook,
  selectAttackOdds,
  selectDefenceOdds,
  selectResultDistribution,
  sideOutcomes,
  type AbsorptionOutlook,
  type ExchangeOdds,
  type SideOutcome,
} from './odds'
export { aspectOf, hasAdvantage, type Aspect } from './rules/aspects'
export { CLASS_DICE, classOf, dieForClass, boostedClass } from './rules/class-dice'
export { attackCost, defenceCost, NO_ATTACK_BOOSTS, NO_DEFENCE_BOOSTS, canAbsorb } from './rules/boosts'
export { REMOVAL_ORDER, nextRemoval, canPayWithTime } from './rules/damage'
export { BUILD_TOKENS, MAX_TOKENS, SLOTS, colourOf, characterTotal, tokenCount } from './rules/tokens'
export {
  eligibleAttackers,
  canAttack,
  operationLimit,
  hasNoTime,
  designatedSlot,
  livingSlots,
} from './rules/turns'
