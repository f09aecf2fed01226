/**
 * A problem found by a check that runs outside a command as well as inside one (a warband builder problem;
 * a terrain, treasure, deployment or creature placement problem), and its refusal when a command runs
 * into it.
 */
import { refuse, type Refusal, type TextParams } from '../../core/decision'
import { describeViolation, type Violation } from '../../core/result'

/** A problem found by a check: the rule it breaks, its sentence and the values of that sentence. */
export interface FgViolation extends Violation {
  rule: string
  params?: TextParams
  /** The sentence's key where one code has several wordings (else the code). */
  key?: string
}

/** A check's problem as a command's refusal: its sentence with the rule ID, its code (or wording key) and params. */
export const refuseWith = (v: FgViolation): Refusal =>
  refuse({ rule: v.rule, code: v.key ?? v.code, text: describeViolation(v), params: v.params ?? {} })
