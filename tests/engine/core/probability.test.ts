import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { probability } from '../../../src/engine'

const {
  die,
  sumOf,
  convolve,
  maxOf,
  minOf,
  keepDice,
  binomial,
  compare,
  atLeast,
  mean,
  variance,
  fromOutcomes,
} = probability

/** Every outcome of `count` dice of `sides`, for brute-force comparison. */
function* allRolls(count: number, sides: number): Generator<number[]> {
  const faces = new Array<number>(count).fill(1)
  for (;;) {
    yield [...faces]
    let i = 0
    while (i < count && faces[i] === sides) faces[i++] = 1
    if (i === count) return
    faces[i]!++
  }
}

function bruteForce(count: number, sides: number, f: (faces: number[]) => number) {
  const total = sides ** count
  const outcomes: [number, number][] = []
  for (const faces of allRolls(count, sides)) outcomes.push([f(faces), 1 / total])
  return fromOutcomes(outcomes)
}

function expectSame(a: probability.Distribution, b: probability.Distribution) {
  expect(a.min).toBe(b.min)
  expect(a.p.length).toBe(b.p.length)
  a.p.forEach((q, i) => expect(q).toBeCloseTo(b.p[i]!, 12))
}

const small = fc.record({ count: fc.integer({ min: 1, max: 4 }), sides: fc.integer({ min: 2, max: 8 }) })

describe('probability helpers against brute-force enumeration', () => {
  it('sumOf = enumeration of sums', () => {
    fc.assert(
      fc.property(small, ({ count, sides }) =>
        expectSame(
          sumOf(die(sides), count),
          bruteForce(count, sides, (f) => f.reduce((a, b) => a + b, 0)),
        ),
      ),
    )
  })

  it('maxOf and minOf = enumeration', () => {
    fc.assert(
      fc.property(small, ({ count, sides }) => {
        const dice = Array.from({ length: count }, () => die(sides))
        expectSame(
          maxOf(dice),
          bruteForce(count, sides, (f) => Math.max(...f)),
        )
        expectSame(
          minOf(dice),
          bruteForce(count, sides, (f) => Math.min(...f)),
        )
      }),
    )
  })

  it('keepDice highest and lowest = enumeration', () => {
    fc.assert(
      fc.property(small, fc.integer({ min: 1, max: 4 }), ({ count, sides }, keepRaw) => {
        const keep = Math.min(keepRaw, count)
        const sorted = (f: number[]) => [...f].sort((a, b) => b - a)
        expectSame(
          keepDice(count, sides, keep, 'highest'),
          bruteForce(count, sides, (f) =>
            sorted(f)
              .slice(0, keep)
              .reduce((a, b) => a + b, 0),
          ),
        )
        expectSame(
          keepDice(count, sides, keep, 'lowest'),
          bruteForce(count, sides, (f) =>
            sorted(f)
              .slice(-keep)
              .reduce((a, b) => a + b, 0),
          ),
        )
      }),
    )
  })

  it('compare(X, Y) = enumeration of pairs', () => {
    const a = sumOf(die(6), 2)
    const b = die(12)
    let greater = 0
    let equal = 0
    for (const [x] of allRolls(1, 1)) void x
    for (let i = 0; i < a.p.length; i++)
      for (let j = 0; j < b.p.length; j++) {
        const pq = a.p[i]! * b.p[j]!
        if (a.min + i > b.min + j) greater += pq
        else if (a.min + i === b.min + j) equal += pq
      }
    const c = compare(a, b)
    expect(c.greater).toBeCloseTo(greater, 12)
    expect(c.equal).toBeCloseTo(equal, 12)
    expect(c.greater + c.equal + c.less).toBeCloseTo(1, 12)
  })

  it('binomial matches the closed form', () => {
    const d = binomial(5, 0.3)
    const choose = [1, 5, 10, 10, 5, 1]
    choose.forEach((c, k) =>
      expect(probability.probabilityOf(d, k)).toBeCloseTo(c * 0.3 ** k * 0.7 ** (5 - k), 12),
    )
  })

  it('distributions sum to 1; mean and variance of a d6', () => {
    fc.assert(
      fc.property(small, ({ count, sides }) => {
        const total = sumOf(die(sides), count).p.reduce((a, b) => a + b, 0)
        expect(total).toBeCloseTo(1, 12)
      }),
    )
    expect(mean(die(6))).toBeCloseTo(3.5, 12)
    expect(variance(die(6))).toBeCloseTo(35 / 12, 12)
    expect(atLeast(sumOf(die(6), 2), 7)).toBeCloseTo(21 / 36, 12)
    expect(convolve(die(2), die(2)).p).toEqual([0.25, 0.5, 0.25])
  })
})
