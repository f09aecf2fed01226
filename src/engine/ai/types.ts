/**
 * The computer opponent's vocabulary: levels, options, the choice it returns, and the per-game knowledge
 * (`Profile`) the generic search uses.
 */
import type { DiceSource } from '../core/dice'

export const LEVELS = ['easy', 'normal', 'hard'] as const
/** How hard the computer tries: the number of simulations and how far each looks ahead. */
export type Level = (typeof LEVELS)[number]

export const isLevel = (v: unknown): v is Level =>
  typeof v === 'string' && (LEVELS as readonly string[]).includes(v)

export interface ChooseOptions {
  level: Level
  /** The search's private generator is seeded from this: same state + level + seed → same choice. */
  seed: string
}

/**
 * Why the computer chose its action, as a translatable key (`ai.reason.<key>`) and its values: numbers stay
 * numbers (a fraction rounded to tenths), written in the reader's format by the screen.
 */
export interface Reason {
  key: string
  params?: Record<string, string | number>
}

export interface Choice<Action = unknown> {
  action: Action
  /** Simulations run (0: the choice was forced or planned without search). */
  considered: number
  /** The chooser's estimated chance of winning after this action, 0..1. */
  estimate: number
  reason: Reason
}

/** The side that must choose now (0 or 1), or null when nobody does. */
export type Side = 0 | 1

/** A decision of a game's own search: the action, positions it valued, the chooser's chance of winning. */
export interface Decided<Action> {
  action: Action
  considered: number
  estimate: number
}

/**
 * What the search knows about one game. Everything is pure and reads only the state a player at the table
 * sees; any randomness comes from the `rng` the search passes in (its private generator).
 */
export interface Profile<State = unknown, Action = unknown> {
  /** How good `state` is for `side`, 0 (lost) .. 1 (won); finished games give 0, 0.5 or 1. */
  evaluate(state: State, side: Side): number
  /**
   * A decision made by rule of thumb instead of search (team building, the build, forced steps),
   * or null to search. `level` lets easy play sloppier.
   */
  plan(state: State, actions: Action[], level: Level, rng: DiceSource): Action | null
  /**
   * The game's own search for this level, where it knows better than random playouts (exact odds), or
   * null to leave the decision to the generic Monte Carlo search. Optional.
   */
  decide?(state: State, actions: Action[], side: Side, level: Level, rng: DiceSource): Decided<Action> | null
  /** The cheap move policy of a simulation's playout. */
  playout(state: State, actions: Action[], rng: DiceSource): Action
  /** Why this action, for the log and the animation. */
  reason(state: State, action: Action): Reason
  /**
   * A step of the table's own that nobody at it chooses (a roll-off, an initiative roll, the creatures'
   * automatic phase), which a table with a computer seat takes by itself so the person never rolls for the
   * computer; null when the step now is not one. Optional.
   */
  tableStep?(state: State, actions: Action[]): Action | null
}
