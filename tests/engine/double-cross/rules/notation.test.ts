import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine'

describe('DX-2.8 console notation', () => {
  it.each([
    ['10DX+3@8>=12', { dice: 10, modifier: 3, critical: 8, difficulty: 12 }],
    ['10DX@8+3>=12', { dice: 10, modifier: 3, critical: 8, difficulty: 12 }],
    ['10DX8+3>=12', { dice: 10, modifier: 3, critical: 8, difficulty: 12 }],
    ['10dx8+3', { dice: 10, modifier: 3, critical: 8 }],
    ['5DX7+7-3', { dice: 5, modifier: 4, critical: 7 }],
    ['3DX', { dice: 3, modifier: 0, critical: 10 }],
    ['3dx', { dice: 3, modifier: 0, critical: 10 }],
    ['  4 dx + 2 + 1 @ 9 >= 10  ', { dice: 4, modifier: 3, critical: 9, difficulty: 10 }],
    ['4DX-2', { dice: 4, modifier: -2, critical: 10 }],
    ['4DX+2@11', { dice: 4, modifier: 2, critical: 11 }],
    ['0DX+3', { dice: 0, modifier: 3, critical: 10 }],
    ['2DX>=0', { dice: 2, modifier: 0, critical: 10, difficulty: 0 }],
    ['１０ＤＸ＋３＠８＞＝１２', { dice: 10, modifier: 3, critical: 8, difficulty: 12 }],
  ])('%s', (text, check) => {
    expect(doubleCross.parse(text)).toEqual({ ok: true, check })
  })

  it.each([
    ['', /empty command/],
    ['   ', /empty command/],
    ['DX', /expected the number of dice at character 1/],
    ['10D6', /expected "DX" at character 3/],
    ['10DX@1', /critical value must be 2 or more at character 6/],
    ['10DX1', /critical value must be 2 or more/],
    ['10DX@0+3', /critical value must be 2 or more/],
    ['10DX8@8', /critical value is given twice at character 6/],
    ['10DX+', /expected a number after "\+" at character 5/],
    ['10DX@', /expected a critical value after "@"/],
    ['10DX>12', /expected ">=" at character 5/],
    ['10DX>=', /expected a difficulty after ">="/],
    ['10DX>=12+3', /unexpected "\+3" at character 9: the difficulty ends the command/],
    ['10DX+3 foo', /unexpected "foo" at character 8/],
    ['10DX*2', /unexpected "\*2" at character 5/],
    ['1000DX', /too many dice at character 1: at most 200/],
    ['99999999999DX', /too many dice/],
    ['10DX@100', /critical value too large/],
    ['10DX+99999', /modifier too large/],
    ['x'.repeat(500), /too long/],
  ])('refuses %j precisely', (text, message) => {
    const parsed = doubleCross.parse(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(message)
  })

  it('never throws, whatever the input', () => {
    for (const text of [
      '@@@',
      '>=>=',
      '10DX+3@8>=12>=3',
      '\u0000',
      '10DX--3',
      '+3',
      '-3DX',
      '1e3DX',
      '10DX@8@7',
    ]) {
      expect(() => doubleCross.parse(text)).not.toThrow()
      expect(doubleCross.parse(text).ok).toBe(false)
    }
    expect(() => doubleCross.parse(42 as unknown as string)).not.toThrow()
  })

  it('formats a check canonically and parses it back', () => {
    for (const check of [
      { dice: 10, modifier: 3, critical: 8, difficulty: 12 },
      { dice: 3, modifier: 0, critical: 10 },
      { dice: 5, modifier: -4, critical: 7 },
    ]) {
      expect(doubleCross.parse(doubleCross.format(check))).toEqual({ ok: true, check })
    }
    expect(doubleCross.format({ dice: 10, modifier: 3, critical: 8, difficulty: 12 })).toBe('10DX+3@8>=12')
  })
})
