/**
 * The computer opponent (ENGINE-API.md `ai`): `chooseAction(game, state, { level, seed })` picks an action
 * the rules accept for the side `game.actor(state)`: one of `game.legalActions(state)`, except that a
 * Frostgrave move may lie outside that list, which for moves on a continuous table is only a sample (its
 * Hard walks into contact with a carrier the sample does not aim at). Pure and deterministic for a seed: the
 * budget is a number of simulations, never time, and the dice the search imagines come from a private
 * generator seeded by `seed` — never from the table's dice source, which it is not even given.
 */
import { seededDice } from '../core/dice'
import type { GameId, GameModule } from '../core/game-module'
import { chesswarriorProfile } from './profiles/chesswarrior'
import { diceRollPartyProfile } from './profiles/dice-roll-party'
import { frostgraveProfile } from './profiles/frostgrave'
import { search, type Budget } from './search'
import type { ChooseOptions, Choice, Level, Profile } from './types'

export { LEVELS, isLevel, type Level, type Choice, type ChooseOptions, type Reason } from './types'
export { computerSeats, type ComputerSeats } from './seats'
export { greedyAction } from './greedy'

// `any` only erases each game's own State/Action types behind the common profile contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProfile = Profile<any, any>

const PROFILES: Partial<Record<GameId, AnyProfile>> = {
  chesswarrior: chesswarriorProfile,
  'dice-roll-party': diceRollPartyProfile,
  frostgrave: frostgraveProfile,
}

/**
 * Simulations per decision and playout length of the generic search, per level. Only what the games' own
 * searches leave uses it (Dice Roll Party's time auction, DRP-3); normal's 100 keep its worst decisions
 * under 1.5 s (issue 34: 160 reached 2.1 s).
 */
export const BUDGETS: Record<Level, Budget> = {
  easy: { simulations: 24, depth: 4, explore: 1.4 },
  normal: { simulations: 100, depth: 10, explore: 0.7 },
  hard: { simulations: 600, depth: 16, explore: 0.5 },
}

/** The games with a computer opponent. */
export const hasComputerOpponent = (id: GameId): boolean => id in PROFILES

/**
 * Chooses the action for the side that must act now. Throws (a programmer error) when the game has no
 * computer opponent, when nobody must act, or when there is no legal action.
 */
export function chooseAction<State, Action>(
  game: GameModule<State, Action, unknown>,
  state: State,
  options: ChooseOptions,
): Choice<Action> {
  const profile = PROFILES[game.id] as Profile<State, Action> | undefined
  if (!profile) throw new Error(`${game.id} has no computer opponent`)
  const side = game.actor(state)
  if (side === null) throw new Error('nobody must choose now: the computer has nothing to decide')
  const actions = game.legalActions(state)
  if (actions.length === 0) throw new Error('no legal action to choose from')
  const rng = seededDice(`${options.seed}/plan`)
  const planned = profile.plan(state, actions, options.level, rng)
  if (planned !== null) {
    return {
      action: planned,
      considered: 0,
      estimate: profile.evaluate(state, side),
      reason: profile.reason(state, planned),
    }
  }
  const decided = profile.decide?.(state, actions, side, options.level, seededDice(`${options.seed}/decide`))
  if (decided) return { ...decided, reason: profile.reason(state, decided.action) }
  const found = search(game, state, side, actions, profile, BUDGETS[options.level], options.seed)
  return { ...found, reason: profile.reason(state, found.action) }
}

/**
 * The table's own step now (nobody must act: a roll nobody chooses, the creatures' phase) when the game
 * lets a table with a computer seat take it by itself (`Profile.tableStep`), else null.
 */
export function tableStep<State, Action>(
  game: GameModule<State, Action, unknown>,
  state: State,
): Choice<Action> | null {
  const profile = PROFILES[game.id] as Profile<State, Action> | undefined
  if (!profile?.tableStep || game.actor(state) !== null) return null
  const actions = game.legalActions(state)
  if (actions.length === 0) return null
  const action = profile.tableStep(state, actions)
  return action === null
    ? null
    : { action, considered: 0, estimate: 0.5, reason: profile.reason(state, action) }
}
