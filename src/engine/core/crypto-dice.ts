/**
 * The app's dice: `crypto.getRandomValues` without modulo bias. Apart from the other sources (dice.ts), as
 * the app builds its store with it before any of the engine loads.
 */
const TWO_TO_32 = 0x1_0000_0000

export function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > TWO_TO_32) {
    throw new Error(`A die needs a whole number of sides from 1 to 2^32; got ${sides}`)
  }
}

/**
 * Maps uniform 32-bit words onto 1..sides without modulo bias: words at or above the largest multiple of
 * `sides` below 2^32 are rejected and redrawn.
 */
export function unbiasedFace(sides: number, nextWord: () => number): number {
  assertSides(sides)
  const limit = TWO_TO_32 - (TWO_TO_32 % sides)
  for (;;) {
    const word = nextWord()
    if (word < limit) return (word % sides) + 1
  }
}

/** The app's source: `crypto.getRandomValues` with rejection sampling. Buffers words for throughput. */
export function cryptoDice(): { roll(sides: number): number } {
  const buffer = new Uint32Array(256)
  let next = buffer.length
  const nextWord = (): number => {
    if (next === buffer.length) {
      crypto.getRandomValues(buffer)
      next = 0
    }
    return buffer[next++]!
  }
  return { roll: (sides) => unbiasedFace(sides, nextWord) }
}
