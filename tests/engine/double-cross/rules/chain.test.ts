import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice, type DxCheck, type DxRoll } from '../../../../src/engine'

const roll = (check: Partial<DxCheck> & { dice: number }, faces: number[]): DxRoll => {
  const dice = scriptedDice(faces)
  const result = doubleCross.roll({ modifier: 0, critical: 10, ...check }, dice)
  // the script must be used up exactly: no die more, no die less
  expect(() => dice.roll(10)).toThrow(/exhausted/)
  return result
}

type Case = {
  rule: string
  name: string
  check: Partial<DxCheck> & { dice: number }
  faces: number[]
  expected: Partial<DxRoll>
}

const cases: Case[] = [
  {
    rule: 'DX-1.6',
    name: 'keeps the highest die: 5, 7, 1 → 7',
    check: { dice: 3 },
    faces: [5, 7, 1],
    expected: { dice: 7, total: 7, criticals: 0 },
  },
  {
    rule: 'DX-1.2',
    name: 'score = dice result + skill level + modifiers',
    check: { dice: 3, modifier: 6 },
    faces: [5, 7, 1],
    expected: { total: 13 },
  },
  {
    rule: 'DX-1.8',
    name: 'Melee 4 with Body 8: 8 dice, +4 after the roll',
    check: { dice: 8, modifier: 4 },
    faces: [1, 2, 3, 4, 5, 6, 7, 8],
    expected: { dice: 8, total: 12 },
  },
  {
    rule: 'DX-1.1',
    name: 'success when total = difficulty',
    check: { dice: 1, modifier: 2, difficulty: 9 },
    faces: [7],
    expected: { total: 9, success: true },
  },
  {
    rule: 'DX-1.1',
    name: 'failure when total < difficulty',
    check: { dice: 1, modifier: 2, difficulty: 10 },
    faces: [7],
    expected: { total: 9, success: false },
  },
  {
    rule: 'DX-1.4',
    name: '0 dice: no roll, automatic failure',
    check: { dice: 0, modifier: 5, difficulty: 3 },
    faces: [],
    expected: { rounds: [], dice: 0, total: 0, success: false, fumble: false },
  },
  {
    rule: 'DX-1.4',
    name: 'fewer than 0 dice: no roll',
    check: { dice: -2, difficulty: 1 },
    faces: [],
    expected: { rounds: [], success: false },
  },
  {
    rule: 'DX-1.7',
    name: 'every die 1: fumble, achievement 0, fails whatever the modifier',
    check: { dice: 3, modifier: 20, difficulty: 5 },
    faces: [1, 1, 1],
    expected: { fumble: true, total: 0, dice: 1, success: false },
  },
  {
    rule: 'DX-1.7',
    name: 'one die above 1: no fumble',
    check: { dice: 3, modifier: 2 },
    faces: [1, 1, 2],
    expected: { fumble: false, total: 4 },
  },
  {
    rule: 'DX-1.7',
    name: 'a 1 on a reroll is never a fumble',
    check: { dice: 1 },
    faces: [10, 1],
    expected: { fumble: false, dice: 11, total: 11 },
  },
  {
    rule: 'DX-2.1',
    name: 'three 10s count one critical',
    check: { dice: 3 },
    faces: [10, 10, 10, 4, 2, 3],
    expected: { criticals: 1, dice: 14 },
  },
  {
    rule: 'DX-2.2',
    name: 'only the critical dice are rerolled',
    check: { dice: 4 },
    faces: [10, 2, 10, 9, 6, 8],
    expected: {
      rounds: [
        [10, 2, 10, 9],
        [6, 8],
      ],
      dice: 18,
    },
  },
  {
    rule: 'DX-2.3',
    name: 'seed: 10,10,7 → 10,3 → 5 = 25',
    check: { dice: 3 },
    faces: [10, 10, 7, 10, 3, 5],
    expected: { rounds: [[10, 10, 7], [10, 3], [5]], criticals: 2, dice: 25, total: 25 },
  },
  {
    rule: 'DX-2.3',
    name: 'the last round’s highest die counts even when lower than earlier faces',
    check: { dice: 2 },
    faces: [10, 9, 2],
    expected: { dice: 12 },
  },
  {
    rule: 'DX-2.4',
    name: 'critical 8: 8s and 9s are critical, each still +10',
    check: { dice: 3, critical: 8 },
    faces: [8, 9, 3, 8, 2, 5],
    expected: { rounds: [[8, 9, 3], [8, 2], [5]], criticals: 2, dice: 25 },
  },
  {
    rule: 'DX-2.4',
    name: 'critical 7 with modifier: 10[2,9,9]+10[5,7]+6[6]+3 = 29',
    check: { dice: 3, critical: 7, modifier: 3, difficulty: 12 },
    faces: [2, 9, 9, 5, 7, 6],
    expected: { total: 29, success: true },
  },
  {
    rule: 'DX-2.5',
    name: 'critical 11: a 10 is not critical',
    check: { dice: 2, critical: 11 },
    faces: [10, 10],
    expected: { criticals: 0, dice: 10 },
  },
  {
    rule: 'DX-2.5',
    name: 'critical 13: no critical either',
    check: { dice: 1, critical: 13 },
    faces: [10],
    expected: { criticals: 0, dice: 10 },
  },
  {
    rule: 'DX-2.6',
    name: 'critical below 2 is treated as 2 (1s never critical)',
    check: { dice: 2, critical: 1 },
    faces: [1, 2, 1],
    expected: { rounds: [[1, 2], [1]], criticals: 1, dice: 11 },
  },
  {
    rule: 'DX-1.7',
    name: 'fumble at critical 2 (1 is never critical)',
    check: { dice: 2, critical: 2 },
    faces: [1, 1],
    expected: { fumble: true, total: 0 },
  },
  {
    rule: 'DX-3',
    name: 'seed: Keigo’s 16 dice at critical 8 scores 33',
    check: { dice: 16, critical: 8 },
    faces: [3, 8, 5, 1, 2, 6, 9, 4, 7, 2, 3, 5, 6, 1, 4, 2, 8, 4, 10, 3],
    expected: {
      rounds: [[3, 8, 5, 1, 2, 6, 9, 4, 7, 2, 3, 5, 6, 1, 4, 2], [8, 4], [10], [3]],
      criticals: 3,
      dice: 33,
      total: 33,
    },
  },
]

describe('the check roll and the critical chain', () => {
  it.each(cases)('$rule: $name', ({ check, faces, expected }) => {
    expect(roll(check, faces)).toMatchObject(expected)
  })

  it('DX-1.3 seed: Keigo’s <Info: Rumors> — 1 Social + 2 encroachment dice, +2 skill → 9, success at 8', () => {
    const result = roll({ dice: 3, modifier: 2, difficulty: 8 }, [4, 7, 2])
    expect(result).toMatchObject({ total: 9, success: true })
  })

  it('draws round by round, die by die (ENGINE-API.md)', () => {
    const asked: number[] = []
    const faces = [10, 3, 10, 10, 2, 4]
    let i = 0
    doubleCross.roll(
      { dice: 3, modifier: 0, critical: 10 },
      { roll: (sides) => (asked.push(sides), faces[i++]!) },
    )
    expect(asked).toEqual([10, 10, 10, 10, 10, 10])
    expect(i).toBe(6)
  })

  it('leaves success undefined without a difficulty', () => {
    expect(roll({ dice: 1 }, [5]).success).toBeUndefined()
  })
})

describe('the log form', () => {
  const format = (check: DxCheck, faces: number[]) => doubleCross.formatRoll(check, roll(check, faces))
  it.each([
    {
      check: { dice: 3, modifier: 3, critical: 7, difficulty: 12 },
      faces: [2, 9, 9, 5, 7, 6],
      text: '10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success',
    },
    { check: { dice: 2, modifier: -2, critical: 10 }, faces: [4, 6], text: '6[4,6]-2 ＞ 4' },
    {
      check: { dice: 2, modifier: 0, critical: 10, difficulty: 7 },
      faces: [4, 6],
      text: '6[4,6] ＞ 6 ＞ failure',
    },
    {
      check: { dice: 2, modifier: 5, critical: 10, difficulty: 3 },
      faces: [1, 1],
      text: '1[1,1]+5 ＞ 0 ＞ fumble',
    },
    {
      check: { dice: 0, modifier: 5, critical: 10, difficulty: 3 },
      faces: [],
      text: 'no dice ＞ automatic failure',
    },
  ])('$text', ({ check, faces, text }) => {
    expect(format(check, faces)).toBe(text)
  })
})
