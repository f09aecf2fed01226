import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine'

describe('DX-1.1 difficulty bands shown to the GM', () => {
  it.each([
    [1, 'simple'],
    [3, 'simple'],
    [5, 'simple'],
    [6, 'average'],
    [9, 'average'],
    [10, 'somewhatDifficult'],
    [13, 'somewhatDifficult'],
    [14, 'veryDifficult'],
    [40, 'veryDifficult'],
  ])('DX-1.1 difficulty %i is %s', (difficulty, band) => {
    expect(doubleCross.difficultyBand(difficulty)).toBe(band)
  })

  it('DX-1.1 the bands follow one another with no gap', () => {
    const bands = doubleCross.DIFFICULTY_BANDS
    for (let i = 1; i < bands.length; i++) expect(bands[i]!.from).toBe(bands[i - 1]!.to! + 1)
  })
})
