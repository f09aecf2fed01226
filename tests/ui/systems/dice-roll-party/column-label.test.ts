import { describe, expect, it } from 'vitest'
import { squeezeFor } from '../../../../src/ui/systems/dice-roll-party/canvas/ColumnLabel'

describe('a column name on narrow mats (DRP-2.3 columns)', () => {
  it('is drawn as it is when it fits', () => {
    expect(squeezeFor(40, 57.5)).toBe(1)
    expect(squeezeFor(57.5, 57.5)).toBe(1)
  })
  it('is squeezed sideways to its column when the readable font is wider', () => {
    expect(squeezeFor(70, 56)).toBeCloseTo(0.8)
  })
  it('is never squeezed below 70 % of its width', () => {
    expect(squeezeFor(200, 56)).toBe(0.7)
  })
})
