import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { doubleCross, seededDice, type DxCheck } from '../../../../src/engine'

/**
 * An independent exact computation for small pools: enumerate every face tuple of m dice (10^m) to get
 * P(no critical, highest u) and P(k critical), then solve f_m[v] = base_m[v] + Σ_k P_m(k)·f_k[v − 10] in
 * increasing v (f_m appears on both sides only at v − 10, already known).
 */
function bruteForce(n: number, critical: number, length: number): number[] {
  const f: number[][] = [[1]]
  for (let m = 1; m <= n; m++) {
    const base = new Array<number>(11).fill(0)
    const crits = new Array<number>(m + 1).fill(0)
    const weight = 10 ** -m
    const faces = new Array<number>(m).fill(1)
    for (;;) {
      const k = faces.filter((x) => critical <= 10 && x >= critical).length
      if (k === 0) base[Math.max(...faces)] = base[Math.max(...faces)]! + weight
      else crits[k] = crits[k]! + weight
      let i = 0
      while (i < m && faces[i] === 10) faces[i++] = 1
      if (i === m) break
      faces[i]!++
    }
    const fm = new Array<number>(length).fill(0)
    for (let v = 1; v < length; v++) {
      let p = v <= 10 ? base[v]! : 0
      if (v > 10) for (let k = 1; k <= m; k++) p += crits[k]! * (k === m ? fm[v - 10]! : (f[k]![v - 10] ?? 0))
      fm[v] = p
    }
    f.push(fm)
  }
  return f[n]!
}

const sum = (p: readonly number[]) => p.reduce((a, b) => a + b, 0)
const mean = (p: readonly number[]) => p.reduce((a, q, i) => a + q * i, 0)

describe('exact distribution of the dice result (DX-2.3)', () => {
  it('DX-1.4: an empty pool is a certain 0', () => {
    expect(doubleCross.distribution({ dice: 0, critical: 10 })).toEqual([1])
    expect(doubleCross.distribution({ dice: -3, critical: 10 })).toEqual([1])
  })

  it('sums to 1 for every pool up to 100 dice and every critical value 2–11', () => {
    for (const dice of [1, 2, 3, 5, 10, 16, 30, 60, 100]) {
      for (let critical = 2; critical <= 11; critical++) {
        expect(Math.abs(sum(doubleCross.distribution({ dice, critical })) - 1)).toBeLessThan(1e-12)
      }
    }
  })

  it('property: sums to 1 and is non-negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 2, max: 14 }), (dice, critical) => {
        const p = doubleCross.distribution({ dice, critical })
        expect(p.every((q) => q >= 0)).toBe(true)
        expect(Math.abs(sum(p) - 1)).toBeLessThan(1e-12)
      }),
      { numRuns: 60 },
    )
  })

  it('matches brute-force enumeration for small pools', () => {
    for (const dice of [1, 2, 3]) {
      for (const critical of [2, 3, 5, 7, 8, 10, 11]) {
        const exact = doubleCross.distribution({ dice, critical })
        const brute = bruteForce(dice, critical, exact.length + 10)
        for (let i = 0; i < brute.length; i++) expect(exact[i] ?? 0).toBeCloseTo(brute[i]!, 14)
      }
    }
  })

  it('DX-2.3: one die at critical 10 has mean 5.5 / 0.9', () => {
    expect(mean(doubleCross.distribution({ dice: 1, critical: 10 }))).toBeCloseTo(5.5 / 0.9, 12)
  })

  it('DX-1.7: index 1 is exactly the fumble, 0.1^n', () => {
    for (const dice of [1, 2, 5]) {
      for (const critical of [2, 7, 10, 11]) {
        expect(doubleCross.distribution({ dice, critical })[1]).toBeCloseTo(0.1 ** dice, 15)
      }
    }
    expect(doubleCross.fumbleChance(3)).toBeCloseTo(0.001, 15)
  })

  it('DX-2.5: at critical 11+ the result never exceeds 10', () => {
    expect(doubleCross.distribution({ dice: 5, critical: 11 }).length).toBe(11)
    expect(doubleCross.distribution({ dice: 5, critical: 15 })).toEqual(
      doubleCross.distribution({ dice: 5, critical: 11 }),
    )
  })

  it('the mean of 10^5 seeded rolls lies within 4 standard errors of the exact mean', () => {
    for (const check of [
      { dice: 10, modifier: 3, critical: 8 },
      { dice: 3, modifier: 0, critical: 10 },
    ]) {
      const p = doubleCross.distribution(check)
      const m = mean(p)
      const variance = p.reduce((a, q, i) => a + q * (i - m) ** 2, 0)
      const dice = seededDice(`mean-${check.dice}-${check.critical}`)
      const n = 100_000
      let total = 0
      for (let i = 0; i < n; i++) total += doubleCross.roll(check, dice).dice
      expect(Math.abs(total / n - m)).toBeLessThan(4 * Math.sqrt(variance / n))
    }
  })
})

describe('exact chance of success (DX-1.1)', () => {
  const chance = (check: Partial<DxCheck> & { dice: number }) =>
    doubleCross.successChance({ modifier: 0, critical: 10, ...check })

  it.each([
    { name: '1 die vs 10: only a critical reaches it', check: { dice: 1, difficulty: 10 }, p: 0.1 },
    { name: '1 die vs 5: 5–9 or a critical', check: { dice: 1, difficulty: 5 }, p: 0.6 },
    { name: '1 die vs 2: everything but the fumble', check: { dice: 1, difficulty: 2 }, p: 0.9 },
    {
      name: 'DX-1.7: a fumble fails even against difficulty 0',
      check: { dice: 2, difficulty: 0, modifier: 5 },
      p: 0.99,
    },
    { name: 'no difficulty: P(no fumble)', check: { dice: 2 }, p: 0.99 },
    { name: 'DX-1.4: no dice, no chance', check: { dice: 0, modifier: 50, difficulty: 1 }, p: 0 },
    { name: 'DX-2.5: critical 11 cannot reach 11', check: { dice: 10, critical: 11, difficulty: 11 }, p: 0 },
    {
      name: 'modifier moves the target: 1 die +5 vs 10 = P(≥5)',
      check: { dice: 1, modifier: 5, difficulty: 10 },
      p: 0.6,
    },
  ])('$name', ({ check, p }) => {
    expect(chance(check)).toBeCloseTo(p, 12)
  })

  it('seed: Keigo’s 3 dice +2 vs 8 — P(highest of 3 ≥ 6 or a critical)', () => {
    expect(chance({ dice: 3, modifier: 2, difficulty: 8 })).toBeCloseTo(1 - 0.5 ** 3, 12)
  })

  it('falls as the difficulty rises and rises with dice', () => {
    let previous = 1
    for (let difficulty = 0; difficulty < 60; difficulty++) {
      const p = chance({ dice: 6, critical: 8, difficulty })
      expect(p).toBeLessThanOrEqual(previous + 1e-15)
      previous = p
    }
    expect(chance({ dice: 7, difficulty: 15 })).toBeGreaterThan(chance({ dice: 6, difficulty: 15 }))
  })

  it('agrees with 10^5 seeded rolls (within 4 standard errors)', () => {
    const check = { dice: 5, modifier: 2, critical: 8, difficulty: 17 }
    const p = doubleCross.successChance(check)
    const dice = seededDice('success')
    let hits = 0
    for (let i = 0; i < 100_000; i++) if (doubleCross.roll(check, dice).success) hits++
    expect(Math.abs(hits / 100_000 - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / 100_000))
  })
})

describe('exact chance of winning an opposed check (DX-3)', () => {
  /** Straight from the two distributions with a double loop, applying DX-3.2–3.4 literally. */
  function slow(a: Omit<DxCheck, 'difficulty'>, r: Omit<DxCheck, 'difficulty'>): number {
    const pa = doubleCross.distribution(a)
    const pr = doubleCross.distribution(r)
    if (a.dice <= 0) return 0
    let p = 0
    for (let i = 2; i < pa.length; i++) {
      if (r.dice <= 0) {
        p += pa[i]!
        continue
      }
      for (let j = 1; j < pr.length; j++) {
        if (j === 1 || i + a.modifier > j + r.modifier) p += pa[i]! * pr[j]!
      }
    }
    return p
  }

  it('matches the literal double loop', () => {
    for (const [a, r] of [
      [
        { dice: 3, modifier: 2, critical: 10 },
        { dice: 2, modifier: 1, critical: 10 },
      ],
      [
        { dice: 16, modifier: 0, critical: 8 },
        { dice: 6, modifier: 2, critical: 9 },
      ],
      [
        { dice: 1, modifier: 0, critical: 10 },
        { dice: 1, modifier: 0, critical: 10 },
      ],
      [
        { dice: 4, modifier: -3, critical: 7 },
        { dice: 0, modifier: 0, critical: 10 },
      ],
      [
        { dice: 0, modifier: 9, critical: 7 },
        { dice: 2, modifier: 0, critical: 10 },
      ],
    ] as const) {
      expect(doubleCross.actionWinChance(a, r)).toBeCloseTo(slow(a, r), 13)
    }
  })

  it('DX-3.3: equal pools favour the reaction (ties)', () => {
    const p = doubleCross.actionWinChance(
      { dice: 4, modifier: 0, critical: 10 },
      { dice: 4, modifier: 0, critical: 10 },
    )
    expect(p).toBeLessThan(0.5)
  })

  it('DX-3.2: a reaction that cannot roll loses unless the action fumbles', () => {
    expect(
      doubleCross.actionWinChance(
        { dice: 2, modifier: 0, critical: 10 },
        { dice: 0, modifier: 0, critical: 10 },
      ),
    ).toBeCloseTo(0.99, 14)
  })

  it('agrees with 10^5 seeded opposed rolls (within 4 standard errors)', () => {
    const a = { dice: 5, modifier: 3, critical: 8 }
    const r = { dice: 4, modifier: 4, critical: 9 }
    const p = doubleCross.actionWinChance(a, r)
    const dice = seededDice('opposed')
    let wins = 0
    for (let i = 0; i < 100_000; i++) if (doubleCross.rollOpposed(a, r, dice).winner === 'action') wins++
    expect(Math.abs(wins / 100_000 - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / 100_000))
  })
})
