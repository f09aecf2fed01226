/**
 * A computer seat is "Computer (level)" in the reader's language wherever its name shows: the table stores
 * the name its creator's language gave it, and the shell swaps it for the reader's (turn line, result,
 * panels through `SystemUi.withSeatNames`, log lines through their params).
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { games, seededDice } from '../../src/engine'
import { renameParams, seatNameMap, storedSeatNames } from '../../src/ui/app/computer/seat-names'
import en from '../../src/ui/app/locales/en.json'
import ja from '../../src/ui/app/locales/ja.json'
import ru from '../../src/ui/app/locales/ru.json'
import th from '../../src/ui/app/locales/th.json'
import zhHans from '../../src/ui/app/locales/zh-Hans.json'
import zhHant from '../../src/ui/app/locales/zh-Hant.json'
import { systemUi as chesswarriorUi } from '../../src/ui/systems/chesswarrior'
import { systemUi as diceRollPartyUi } from '../../src/ui/systems/dice-roll-party'

const LOCALES = { en, ja, th, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ru }
const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(Object.entries(LOCALES).map(([l, bundle]) => [l, { app: bundle }])),
  lng: 'en',
  fallbackLng: false,
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  initAsync: false,
})
const tIn = (lng: string) => i18n.getFixedT(lng)

describe('computer seat names', () => {
  it('reads the names a table stores, as a list or by side', () => {
    expect(storedSeatNames({ names: ['Ann', 'Bo'] })).toEqual(['Ann', 'Bo'])
    expect(storedSeatNames({ names: { p1: 'Ann', p2: 'Bo' } })).toEqual(['Ann', 'Bo'])
    expect(storedSeatNames({})).toEqual([null, null])
    expect(storedSeatNames(null)).toEqual([null, null])
  })

  it('names the computer seat in each of the six languages, whatever language created the table', () => {
    const options = { names: ['Ann', 'Computer (hard)'], computer: [null, 'hard'] }
    const expected = {
      en: 'Computer (hard)',
      ja: 'コンピューター（むずかしい）',
      th: 'คอมพิวเตอร์ (ยาก)',
      'zh-Hant': '電腦（困難）',
      'zh-Hans': '电脑（困难）',
      ru: 'Компьютер (сложный)',
    }
    for (const [lng, name] of Object.entries(expected)) {
      const map = seatNameMap(options, tIn(lng))
      expect([...map]).toEqual([['Computer (hard)', name]])
    }
  })

  it('leaves two people alone, and never renames a person who shares the stored name', () => {
    expect(seatNameMap({ names: ['Ann', 'Bo'] }, tIn('ja')).size).toBe(0)
    const same = { names: ['Computer (easy)', 'Computer (easy)'], computer: [null, 'easy'] }
    expect(seatNameMap(same, tIn('ja')).size).toBe(0)
  })

  it('renames an event’s params that name the computer, and only those', () => {
    const map = seatNameMap(
      { names: { p1: 'Computer (easy)', p2: 'Ann' }, computer: ['easy', null] },
      tIn('ru'),
    )
    const params = { name: 'Computer (easy)', other: 'Ann', n: 3 }
    expect(renameParams(params, map)).toEqual({ name: 'Компьютер (лёгкий)', other: 'Ann', n: 3 })
    expect(params.name).toBe('Computer (easy)')
    const untouched = { name: 'Ann' }
    expect(renameParams(untouched, map)).toBe(untouched)
  })

  it('renames the computer where a log names a piece by its player: "Sirocco (Computer (easy))"', () => {
    const map = seatNameMap(
      { names: { p1: 'Computer (easy)', p2: 'Ann' }, computer: ['easy', null] },
      tIn('ru'),
    )
    const params = { hero: 'Sirocco (Computer (easy))', targets: 'Kaede (Ann), Vex (Computer (easy))' }
    expect(renameParams(params, map)).toEqual({
      hero: 'Sirocco (Компьютер (лёгкий))',
      targets: 'Kaede (Ann), Vex (Компьютер (лёгкий))',
    })
    // Only a name in brackets: a hero called like the seat, or a longer name, is left alone.
    const other = { hero: 'Computer (easy) fan', note: 'x(Computer (easy))y' }
    expect(renameParams(other, map)).toEqual({ hero: 'Computer (easy) fan', note: 'x(Компьютер (лёгкий))y' })
  })

  it('Chesswarrior and Dice Roll Party show the renamed seat in their turn line', () => {
    const rename = (n: string) => (n === 'Computer (normal)' ? 'コンピューター（ふつう）' : n)
    const cw = games.chesswarrior.setup(
      { names: { p1: 'Computer (normal)', p2: 'Ann' }, computer: ['normal', null] } as never,
      seededDice('names'),
    )
    const cwShown = chesswarriorUi.withSeatNames!(cw, rename)
    expect(cwShown.options.names).toEqual({ p1: 'コンピューター（ふつう）', p2: 'Ann' })
    expect(cw.options.names.p1).toBe('Computer (normal)')
    const drp = games['dice-roll-party'].setup(
      { names: ['Computer (normal)', 'Ann'], computer: ['normal', null] } as never,
      seededDice('names'),
    )
    const drpShown = diceRollPartyUi.withSeatNames!(drp, rename)
    expect(drpShown.players.map((p) => p.name)).toEqual(['コンピューター（ふつう）', 'Ann'])
    expect(drpShown.options.names).toEqual(['コンピューター（ふつう）', 'Ann'])
    expect(diceRollPartyUi.turn!(drpShown)?.player).toBe('コンピューター（ふつう）')
  })
})
