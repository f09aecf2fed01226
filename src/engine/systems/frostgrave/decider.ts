/**
 * The contract between `decide` and the rule functions it calls: a running state, the dice, and `emit`.
 * `emit` records a domain event and folds it into the running state at once, so a later step of the same
 * command sees every fact established before it.
 */
import type { DiceSource } from '../../core/dice'
import type { FgDomainEvent, FgState } from './types'

/** What a rule function works with while deciding one command. */
export interface Decider {
  /** The state before the command with every event emitted so far folded in. */
  readonly state: FgState
  /** The table's dice: drawn only while deciding, in the order the table rolls them. */
  readonly dice: DiceSource
  /** Records a fact (with its log line, if any) and folds it into `state`. */
  emit(event: FgDomainEvent): void
}

/** Why a command is refused: a player's sentence ending with the rule ID, e.g. "… (FG-4.6)". */
export type Refusal = string

/** A rule function's verdict: null when the command went through, or the refusal. */
export type Verdict = Refusal | null

/** The refusal text for `rule`. */
export const refuse = (rule: string, message: string): Refusal => `${message} (${rule})`
