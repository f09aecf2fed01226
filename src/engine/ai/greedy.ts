/**
 * The greedy baseline (issue 34): one plain, fixed strategy per system that the levels are measured
 * against in `bench/ai.ts`. Not a level — no player meets it in the app. Deterministic: no dice at all.
 */
import type { GameModule } from '../core/game-module'
import type { CwAction, CwState } from '../systems/chesswarrior'
import type { Action as DrpAction, State as DrpState } from '../systems/dice-roll-party'
import { greedyChesswarrior } from './profiles/chesswarrior-greedy'
import { greedyDiceRollParty } from './profiles/dice-roll-party-greedy'
import { greedyFrostgrave } from './profiles/frostgrave-greedy'
import type { FgAction, FgState } from '../systems/frostgrave'

/** The greedy baseline's action for the side that must act now, or a thrown error for a game without one. */
export function greedyAction<State, Action>(game: GameModule<State, Action, unknown>, state: State): Action {
  const actions = game.legalActions(state)
  if (actions.length === 0) throw new Error('no legal action to choose from')
  switch (game.id) {
    case 'chesswarrior':
      return greedyChesswarrior(state as CwState, actions as CwAction[]) as Action
    case 'dice-roll-party':
      return greedyDiceRollParty(state as DrpState, actions as DrpAction[]) as Action
    case 'frostgrave':
      return greedyFrostgrave(state as FgState, actions as FgAction[]) as Action
    default:
      throw new Error(`${game.id} has no greedy baseline`)
  }
}
