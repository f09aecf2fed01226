import { describe, expect, it } from 'vitest'
import {
  expressionDistribution,
  formatExpressionRoll,
  parseDiceExpression,
  probability,
  rollExpression,
  scriptedDice,
} from '../../../src/engine'

describe('parseDiceExpression: valid', () => {
  it.each([
    ['2d6+3', '2d6+3'],
    ['4d6kh3', '4d6kh3'],
    ['d20', '1d20'],
    ['3d10-2', '3d10-2'],
    [' 2D6 + 1d8 - 1 ', '2d6+1d8-1'],
    ['d%', '1d100'],
    ['4d6k3', '4d6kh3'],
    ['2d20kl1+5', '2d20kl1+5'],
    ['-1+d4', '-1+1d4'],
    ['7', '7'],
  ])('%s → %s', (input, canonical) => {
    const parsed = parseDiceExpression(input)
    expect(parsed.ok && parsed.value.text).toBe(canonical)
  })
})

describe('parseDiceExpression: invalid, with position and reason', () => {
  it.each([
    ['', 0, 'empty expression'],
    ['   ', 0, 'empty expression'],
    ['2d', 2, 'expected the number of sides after "d", found the end of the expression'],
    ['2d6+', 4, 'expected dice (like 2d6) or a number, found the end of the expression'],
    ['2d6 x 3', 4, 'unexpected "x": expected + or - between terms'],
    ['0d6', 0, 'a roll needs at least 1 die'],
    ['2d0', 2, 'a die needs at least 1 side'],
    ['1001d6', 0, 'too many dice: at most 1000 in one roll'],
    ['600d6+600d6', 6, 'too many dice: at most 1000 in one roll'],
    ['d1001', 1, 'd1001 is too large: at most d1000'],
    ['4d6kh5', 3, 'can keep 1 to 4 of 4 dice, not 5'],
    ['4d6kh', 5, 'expected how many dice to keep'],
    ['2d6++3', 4, 'expected dice (like 2d6) or a number, found "+"'],
    ['abc', 0, 'expected dice (like 2d6) or a number, found "a"'],
  ])('%j fails at %i: %s', (input, position, message) => {
    const parsed = parseDiceExpression(input)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.error.position).toBe(position)
    expect(parsed.error.message).toContain(message)
  })

  it('refuses overlong input without scanning it', () => {
    const parsed = parseDiceExpression('1+'.repeat(5000))
    expect(parsed.ok).toBe(false)
  })

  it('never throws on arbitrary text', () => {
    for (const text of ['\u0000', 'd'.repeat(300), '9'.repeat(400), '2d6kh', '--', 'd-6', '1e9d6']) {
      expect(() => parseDiceExpression(text)).not.toThrow()
    }
  })
})

describe('rollExpression', () => {
  it('rolls die by die and sums signed terms', () => {
    const parsed = parseDiceExpression('2d6+3-1d4')
    if (!parsed.ok) throw new Error('parse')
    const roll = rollExpression(parsed.value, scriptedDice([4, 2, 3]))
    expect(roll.total).toBe(4 + 2 + 3 - 3)
    expect(roll.dice).toEqual([4, 2, 3])
    expect(formatExpressionRoll(roll)).toBe('2d6+3-1d4 → [4,2]+3-[3] = 6')
  })

  it('keeps the highest dice and shows the dropped one', () => {
    const parsed = parseDiceExpression('4d6kh3')
    if (!parsed.ok) throw new Error('parse')
    const roll = rollExpression(parsed.value, scriptedDice([2, 6, 2, 5]))
    expect(roll.total).toBe(13)
    expect(formatExpressionRoll(roll)).toBe('4d6kh3 → [2,6,~2~,5] = 13')
  })
})

describe('expressionDistribution', () => {
  it('matches brute force for 4d6kh3', () => {
    const parsed = parseDiceExpression('4d6kh3')
    if (!parsed.ok) throw new Error('parse')
    const exact = expressionDistribution(parsed.value)!
    const counts = new Map<number, number>()
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) {
            const s = a + b + c + d - Math.min(a, b, c, d)
            counts.set(s, (counts.get(s) ?? 0) + 1)
          }
    for (const [s, n] of counts) expect(probability.probabilityOf(exact, s)).toBeCloseTo(n / 1296, 12)
  })

  it('handles constants and subtraction', () => {
    const parsed = parseDiceExpression('1d4-2')
    if (!parsed.ok) throw new Error('parse')
    const d = expressionDistribution(parsed.value)!
    expect(d.min).toBe(-1)
    expect(d.p).toEqual([0.25, 0.25, 0.25, 0.25])
  })
})
