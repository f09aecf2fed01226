/** Exhaustiveness check for `switch` over a tagged union. Reaching it is a programmer error. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`)
}

/** Narrows a tagged union by its `type`. */
export function isType<U extends { type: string }, T extends U['type']>(
  value: U,
  type: T,
): value is Extract<U, { type: T }> {
  return value.type === type
}

/** A type guard factory: `items.filter(hasType('move'))`. */
export const hasType =
  <U extends { type: string }, T extends U['type']>(type: T) =>
  (value: U): value is Extract<U, { type: T }> =>
    value.type === type

/** Programmer-error assertion (never for user input or rule checks: those return `Result`). */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`)
}
