import { describe, expect, it } from 'vitest'
import { cryptoDice, recordingDice, replayDice, scriptedDice, seededDice } from '../../../src/engine'

/** Chi-square statistic of observed face counts against a uniform die. */
function chiSquare(counts: number[], rolls: number): number {
  const expected = rolls / counts.length
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0)
}

// 1 − 10⁻⁶ quantiles of the chi-square distribution with (sides − 1) degrees of freedom: a fair source
// fails one of these six checks once in ~170 000 runs, while the byte-modulo bias below fails every time.
const CHI_SQUARE_CRITICAL: Record<number, number> = {
  4: 30.66,
  6: 35.89,
  8: 40.52,
  10: 44.81,
  12: 48.87,
  20: 63.68,
}

/** A deliberately biased source (a random byte modulo the sides), to show the test has the power to fail. */
function byteModuloDice(seed: number) {
  let state = seed
  return {
    roll: (sides: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0
      return ((state >>> 24) % sides) + 1
    },
  }
}

describe('cryptoDice', () => {
  it.each([4, 6, 8, 10, 12, 20])('is uniform on a d%i over 10^6 rolls (chi-square, p = 10⁻⁶)', (sides) => {
    const dice = cryptoDice()
    const rolls = 1_000_000
    const counts = new Array<number>(sides).fill(0)
    for (let i = 0; i < rolls; i++) counts[dice.roll(sides) - 1]!++
    expect(chiSquare(counts, rolls)).toBeLessThan(CHI_SQUARE_CRITICAL[sides]!)
  })

  it.each([6, 20])('detects modulo bias on a d%i (the check has power)', (sides) => {
    const dice = byteModuloDice(7)
    const counts = new Array<number>(sides).fill(0)
    for (let i = 0; i < 1_000_000; i++) counts[dice.roll(sides) - 1]!++
    expect(chiSquare(counts, 1_000_000)).toBeGreaterThan(CHI_SQUARE_CRITICAL[sides]!)
  })

  it('stays in range for dice whose size does not divide 2^32', () => {
    const dice = cryptoDice()
    for (let i = 0; i < 10_000; i++) {
      const face = dice.roll(7)
      expect(face).toBeGreaterThanOrEqual(1)
      expect(face).toBeLessThanOrEqual(7)
    }
  })

  it('rejects impossible dice', () => {
    expect(() => cryptoDice().roll(0)).toThrow(/whole number of sides/)
    expect(() => cryptoDice().roll(2.5)).toThrow(/whole number of sides/)
  })
})

describe('seededDice', () => {
  it('gives the same faces for the same seed', () => {
    const a = seededDice('table-7')
    const b = seededDice('table-7')
    const rolls = (d: typeof a) => Array.from({ length: 50 }, () => d.roll(20))
    expect(rolls(a)).toEqual(rolls(b))
  })

  it('pins the sfc32 sequence so saves replay identically across versions', () => {
    const d = seededDice('tabletop')
    expect(Array.from({ length: 10 }, () => d.roll(10))).toMatchInlineSnapshot(`
      [
        2,
        8,
        1,
        5,
        3,
        3,
        4,
        9,
        1,
        3,
      ]
    `)
  })

  it('gives different faces for different seeds', () => {
    const a = Array.from(
      { length: 20 },
      (
        (d) => () =>
          d.roll(20)
      )(seededDice('a')),
    )
    const b = Array.from(
      { length: 20 },
      (
        (d) => () =>
          d.roll(20)
      )(seededDice('b')),
    )
    expect(a).not.toEqual(b)
  })

  it('is uniform on a d6 (chi-square over 10^5 rolls)', () => {
    const d = seededDice('uniform')
    const counts = new Array<number>(6).fill(0)
    for (let i = 0; i < 100_000; i++) counts[d.roll(6) - 1]!++
    expect(chiSquare(counts, 100_000)).toBeLessThan(CHI_SQUARE_CRITICAL[6]!)
  })
})

describe('scriptedDice', () => {
  it('hands out faces in order', () => {
    const d = scriptedDice([3, 1, 6])
    expect([d.roll(6), d.roll(6), d.roll(6)]).toEqual([3, 1, 6])
  })

  it('names the roll when exhausted', () => {
    const d = scriptedDice([2])
    d.roll(6)
    expect(() => d.roll(10)).toThrow('Scripted dice exhausted: roll #1 (d10) asked, only 1 scripted')
  })

  it('names the roll when a face is impossible on the die asked for', () => {
    const d = scriptedDice([4, 9])
    d.roll(6)
    expect(() => d.roll(6)).toThrow('Scripted roll #1 is 9, impossible on a d6')
  })
})

describe('recording and replaying', () => {
  it('replays exactly what was recorded', () => {
    const { dice, rolls } = recordingDice(seededDice('r'))
    const live = [dice.roll(6), dice.roll(20), dice.roll(10)]
    const replay = replayDice(rolls)
    expect([replay.roll(6), replay.roll(20), replay.roll(10)]).toEqual(live)
    expect(replay.remaining()).toBe(0)
  })

  it('refuses a different die or an extra roll', () => {
    const replay = replayDice([[6, 4]])
    expect(() => replay.roll(8)).toThrow('recorded roll #0 was a d6, but a d8 was asked')
    const second = replayDice([])
    expect(() => second.roll(6)).toThrow('the log has no recorded roll #0 (d6 asked)')
  })
})
