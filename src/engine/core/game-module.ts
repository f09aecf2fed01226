/**
 * The contract every game system implements (ENGINE-API.md). A game is its options + seed + action log:
 * `setup` draws from a source seeded by the seed, each action's rolls are recorded in the log.
 */
import type { GameId, SystemId } from '../systems/catalogue'
import type { DiceSource } from './dice'

export type { GameId, SystemId } from '../systems/catalogue'

/** One line of the game's story: what happened, the rule that made it happen, the faces rolled. */
export interface GameEvent {
  type: string
  /** Rule ID from the system's digest, e.g. "CW-5.2". */
  rule?: string
  /** The line in English: always present, the log's fallback in any language. */
  text: string
  dice?: number[]
  /**
   * The values `text` was made from, so the UI can tell the same line in another language: it renders its
   * template for `type` (the system's `events.<type>` string) with these values, and `text` when it has none.
   */
  params?: TextParams
}

/** Language-neutral values a sentence is made from: names, numbers, ids (never English words). */
export type TextParams = Record<string, string | number>

/**
 * Why an action was refused, as data (built with `refuse` of `core/decision.ts`). `rule` is the digest's
 * rule ID that refuses it; `error` is the English sentence (the fallback in any language, pinned by the
 * golden replays); `code` and `params` let the UI tell it in the reader's language with the system's
 * `errors.<code>` template, as log lines are told from `events.<type>`.
 */
export interface Refusal {
  ok: false
  rule: string
  code: string
  error: string
  params: TextParams
}

/**
 * Anything that could not be done, for a rule (a `Refusal`, with its rule ID) or for another reason: a
 * malformed dice expression, a damaged save, a command that threw. `code` and `params`, where given, tell it
 * in the reader's language.
 */
export interface Failure {
  ok: false
  error: string
  rule?: string
  code?: string
  params?: TextParams
}

export type ApplyResult<State> = { ok: true; state: State; events: GameEvent[] } | Refusal

/**
 * Where the game stands. A finished game names its winner (`winner`, the display name, null for a draw) and,
 * for the two-sided board games (`GameModule`), `winnerSide`: the index (0 or 1) of the winning side, null
 * for a draw.
 */
export type GameOutcome =
  { over: false } | { over: true; winner: string | null; winnerSide?: 0 | 1 | null; reason: string }

/** A board game's outcome: `winnerSide` is always given once the game is over. */
export type DuelOutcome =
  { over: false } | { over: true; winner: string | null; winnerSide: 0 | 1 | null; reason: string }

/**
 * A rules system behind the shared log, undo, replay and saves. `State`, `Action` and `Options` are plain
 * JSON data. `apply` must not mutate its input state (undo and snapshots share states) and never throws
 * for a well-formed action.
 */
export interface SystemModule<State = unknown, Action = unknown, Options = unknown> {
  readonly id: SystemId
  setup(options: Options, dice: DiceSource): State
  /** Every legal action for whoever must act now; for continuous choices a documented finite sample. */
  legalActions(state: State): Action[]
  apply(state: State, action: Action, dice: DiceSource): ApplyResult<State>
  result(state: State): GameOutcome
}

/** A board game of the `games` registry. */
export interface GameModule<State = unknown, Action = unknown, Options = unknown> extends SystemModule<
  State,
  Action,
  Options
> {
  readonly id: GameId
  result(state: State): DuelOutcome
  /**
   * The index (0 or 1) of the side that must choose now, or null when nobody does (the game is over, or a
   * step the whole table takes). The computer opponent uses it to know whose choice it is searching.
   */
  actor(state: State): 0 | 1 | null
}
