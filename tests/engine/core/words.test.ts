/** The English count words the systems' log lines share (core/words.ts). */
import { describe, expect, it } from 'vitest'
import { counted } from '../../../src/engine/core/words'

describe('counted', () => {
  it.each([
    [1, 'square', undefined, '1 square'],
    [0, 'square', undefined, '0 squares'],
    [3, 'time token', undefined, '3 time tokens'],
    [1, 'success', 'successes', '1 success'],
    [2, 'success', 'successes', '2 successes'],
  ])('%i %s → %s', (n, one, many, text) => {
    expect(counted(n, one, many)).toBe(text)
  })
})
