/** The per-facing log templates (`activationEnded-<N|E|S|W>`, `skipped-…`, CW-6.2) of one language. */
const FACINGS = ['N', 'E', 'S', 'W'] as const

/** Builds the eight templates from the language's names of the four facings. */
export function facingEvents(
  names: Record<(typeof FACINGS)[number], string>,
  ended: (facing: string) => string,
  skipped: (facing: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    FACINGS.flatMap((f) => [
      [`events.chesswarrior/activationEnded-${f}`, ended(names[f])],
      [`events.chesswarrior/skipped-${f}`, skipped(names[f])],
    ]),
  )
}

/** The facings' names (`facing.N` …) for the buttons and the computer's status line, from the same map. */
export const facingNames = (names: Record<(typeof FACINGS)[number], string>): Record<string, string> =>
  Object.fromEntries(FACINGS.map((f) => [`facing.${f}`, names[f]]))
