/** FG-12: the casting and Will odds equal a brute-force count over the dice faces. */
import { describe, expect, it } from 'vitest'
import {
  backlashChances,
  castChance,
  castChanceByEmpower,
  effectChance,
  failureDamage,
  resistChance,
} from '../../../src/engine/systems/frostgrave'

const faces = Array.from({ length: 20 }, (_, i) => i + 1)
const share = (pred: (f: number) => boolean): number => faces.filter(pred).length / 20

describe('FG-12 casting odds', () => {
  it.each([
    [10, 0, 0],
    [12, -2, 0],
    [18, 0, 3],
    [26, 0, 0],
    [3, 0, 0],
    [14, -5, 4],
  ])('casting number %i, modifier %i, empowered %i', (n, mod, emp) => {
    expect(castChance(n, mod, emp)).toBeCloseTo(
      share((f) => f + mod + emp >= n),
      12,
    )
  })
  it('with and without empowering N Health', () => {
    expect(castChanceByEmpower(12, 0, 3)).toEqual([0.45, 0.5, 0.55, 0.6])
  })
  it.each([
    [4, 15],
    [1, 22],
    [-1, 2],
  ])('resisting with Will %i against %i', (will, score) => {
    expect(resistChance(will, score)).toBeCloseTo(
      share((f) => f + will >= score),
      12,
    )
  })
  it.each([
    [12, 0, 1, 0],
    [12, -2, 4, 2],
    [18, 0, 3, 0],
  ])('cast %i (mod %i) not resisted by Will %i, empowered %i', (n, mod, will, emp) => {
    let count = 0
    for (const c of faces) for (const w of faces) if (c + mod + emp >= n && w + will < c + mod + emp) count++
    expect(effectChance(n, mod, will, emp)).toBeCloseTo(count / 400, 12)
  })
  it('the failure table by roll', () => {
    const b = backlashChances(16, -2)
    const want = { 0: 0, 1: 0, 2: 0, 5: 0 } as Record<number, number>
    for (const f of faces) if (f - 2 < 16) want[failureDamage(f - 2)]! += 1 / 20
    for (const k of [0, 1, 2, 5] as const) expect(b[k]).toBeCloseTo(want[k]!, 12)
  })
})
