/**
 * DX-1.1: the difficulty bands the GM sees when setting a difficulty (Thai rule book, chapter 3, Step 1).
 * Decision: the book starts its table at 3; anything lower still reads as a simple task.
 */
export const DIFFICULTY_BANDS = [
  { band: 'simple', from: 3, to: 5 },
  { band: 'average', from: 6, to: 9 },
  { band: 'somewhatDifficult', from: 10, to: 13 },
  { band: 'veryDifficult', from: 14, to: null },
] as const

export type DifficultyBand = (typeof DIFFICULTY_BANDS)[number]['band']

/** The band of a difficulty (DX-1.1). */
export function difficultyBand(difficulty: number): DifficultyBand {
  for (let i = DIFFICULTY_BANDS.length - 1; i > 0; i--) {
    if (difficulty >= DIFFICULTY_BANDS[i]!.from) return DIFFICULTY_BANDS[i]!.band
  }
  return 'simple'
}
