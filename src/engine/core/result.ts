/**
 * A value or a reason: illegal moves and bad input are data, never throws. A reason may carry a `code` and `params` so the UI can say it in the reader's language
 * (the shell's `errors.<code>` strings), as refusals of moves do.
 */
export type Result<T, E = string> =
  { ok: true; value: T } | { ok: false; error: E; code?: string; params?: Record<string, string | number> }

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value })
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error })

/** A rule violation: which rule refused and why, in words a player understands. */
export interface Violation {
  code: string
  rule?: string
  message: string
}

/** Formats a violation as one line for the log or a toast: "Blocked by an obstacle (CW-6.1)". */
export function describeViolation(v: Violation): string {
  return v.rule ? `${v.message} (${v.rule})` : v.message
}
