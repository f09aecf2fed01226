/**
 * The contract between `decide` and the rule functions it calls: a running state, the dice, and `emit`.
 * `emit` records a domain event and folds it into the running state at once, so a later step of the same
 * command sees every fact established before it.
 */
import type { DiceSource } from '../../core/dice'
import { describeViolation, type Violation } from '../../core/result'
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

/** Language-neutral values a sentence is made from: names, numbers, ids (an edge, a stage, a school). */
export type TextParams = Record<string, string | number>

/**
 * Why a command is refused: `error`, the player's English sentence ending with the rule ID ("… (FG-4.6)"),
 * and `code` + `params`, from which the UI tells it in the reader's language (`errors.<code>`).
 */
export interface Refusal {
  error: string
  code: string
  params: TextParams
}

/** A problem found by a check (a builder problem, a placement problem), with the values of its sentence. */
export interface FgViolation extends Violation {
  params?: TextParams
  /** The sentence's key where one code has several wordings (else the code). */
  key?: string
}

/** A rule function's verdict: null when the command went through, or the refusal. */
export type Verdict = Refusal | null

/** The refusal for `rule`: the English sentence, and its `code` and `params` for other languages. */
export const refuse = (rule: string, message: string, code: string, params: TextParams = {}): Refusal => ({
  error: `${message} (${rule})`,
  code,
  params,
})

/** A check's problem as a refusal: its sentence with the rule ID, its code and params. */
export const refuseWith = (v: FgViolation): Refusal => ({
  error: describeViolation(v),
  code: v.key ?? v.code,
  params: v.params ?? {},
})
