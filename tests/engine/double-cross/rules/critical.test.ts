import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine'

const compose = doubleCross.composeCritical

describe('DX-2.6 / DX-2.7 critical value composition', () => {
  it('DX-2.4: no effect keeps the base', () => {
    expect(compose(10, [])).toMatchObject({ value: 10, applied: null, clamps: [], text: '10' })
  })
  it('DX-2.6: an effect with a lower limit stops at it', () => {
    const c = compose(10, [{ name: 'Concentrate', reduction: 4, limit: 7 }])
    expect(c).toMatchObject({ value: 7, applied: 'Concentrate' })
    expect(c.clamps).toEqual([{ kind: 'effect-limit', effect: 'Concentrate', limit: 7 }])
    expect(c.text).toBe('10 → 7 (Concentrate; Concentrate: lower limit 7)')
  })
  it('DX-2.6: within its limit an effect lowers fully', () => {
    expect(compose(10, [{ name: 'Concentrate', reduction: 2, limit: 7 }])).toMatchObject({
      value: 8,
      clamps: [],
    })
  })
  it('DX-2.6: an effect without a limit lowers at most 2 steps', () => {
    const c = compose(10, [{ name: 'Strange Power', reduction: 5 }])
    expect(c.value).toBe(8)
    expect(c.clamps).toEqual([{ kind: 'two-steps', effect: 'Strange Power', limit: 8 }])
  })
  it('DX-2.7: reductions do not add up — the largest single one applies', () => {
    const c = compose(10, [
      { name: 'A', reduction: 2, limit: 7 },
      { name: 'B', reduction: 3, limit: 7 },
      { name: 'C', reduction: 1 },
    ])
    expect(c).toMatchObject({ value: 7, applied: 'B', ignored: ['A', 'C'] })
  })
  it('DX-2.7: the largest reduction is the one that reaches lowest after its own limit', () => {
    const c = compose(10, [
      { name: 'Big but limited', reduction: 5, limit: 9 },
      { name: 'Small', reduction: 2, limit: 7 },
    ])
    expect(c).toMatchObject({ value: 8, applied: 'Small' })
  })
  it('DX-2.6 Decision: never below 2, and the clamp is reported', () => {
    const c = compose(3, [{ name: 'Overdrive', reduction: 5, limit: 0 }])
    expect(c.value).toBe(2)
    expect(c.clamps).toEqual([{ kind: 'floor', limit: 2 }])
    expect(c.text).toContain('never below 2')
  })
  it('ignores effects that reduce by nothing', () => {
    expect(compose(10, [{ name: 'None', reduction: 0 }])).toMatchObject({
      value: 10,
      applied: null,
      ignored: [],
    })
  })
})
