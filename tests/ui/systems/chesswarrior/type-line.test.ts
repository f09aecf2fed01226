/**
 * A card's type line (CW-2.1, "Legion - Knight - Earth": faction - class - element) and Hero Types in every
 * language (issue 12): every faction, class, element and Hero Type the built-in cards print has a term in each
 * language; Japanese, Chinese and Russian name them in their own words, Thai keeps the book's English; the
 * line is told from its parts, and an imported hero set's own words or line stay as written.
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { DEFAULT_HEROES, typeLineParts } from '../../../../src/engine/systems/chesswarrior'
import { tellBuiltIn, typeLineText } from '../../../../src/ui/systems/chesswarrior/card-text'
import { strings as ja } from '../../../../src/ui/systems/chesswarrior/i18n/ja'
import { en } from '../../../../src/ui/systems/chesswarrior/i18n/strings'
import { strings as ru } from '../../../../src/ui/systems/chesswarrior/i18n/ru'
import { strings as th } from '../../../../src/ui/systems/chesswarrior/i18n/th'
import { strings as zhHans } from '../../../../src/ui/systems/chesswarrior/i18n/zh-Hans'
import { strings as zhHant } from '../../../../src/ui/systems/chesswarrior/i18n/zh-Hant'

const BUNDLES: Record<string, Record<string, string>> = {
  en,
  ja,
  th,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ru,
}
const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(Object.entries(BUNDLES).map(([l, b]) => [l, { chesswarrior: b }])),
  lng: 'en',
  fallbackLng: false,
  ns: ['chesswarrior'],
  defaultNS: 'chesswarrior',
  interpolation: { escapeValue: false },
  initAsync: false,
})
const say = (typeLine: string, lng: string) => {
  const t = i18n.getFixedT(lng)
  return typeLineText(typeLine, t, tellBuiltIn(t, i18n))
}

/** Every term key the built-in cards need: their type lines' parts and their Hero Types. */
const parts = DEFAULT_HEROES.map((card) => {
  const p = typeLineParts(card.typeLine)
  if (p === undefined) throw new Error(`${card.id}: type line "${card.typeLine}" is not three parts`)
  return p
})
const TERMS = [
  ...new Set([
    ...parts.flatMap((p) => [
      `data.faction.${p.faction}`,
      `data.class.${p.heroClass}`,
      `data.element.${p.element}`,
    ]),
    ...DEFAULT_HEROES.flatMap((card) => card.heroTypes.map((type) => `data.type.${type}`)),
  ]),
]

describe('type line parts (CW-2.1)', () => {
  it('splits a printed line into faction, class and element', () => {
    expect(typeLineParts('Legion - Knight - Earth')).toEqual({
      faction: 'Legion',
      heroClass: 'Knight',
      element: 'Earth',
    })
  })

  it.each(['Legion Knight Earth', 'Legion - Knight', 'Legion - - Earth', 'A - B - C - D'])(
    'finds no parts in "%s"',
    (line) => expect(typeLineParts(line)).toBeUndefined(),
  )
})

describe('type line and Hero Type terms', () => {
  it('cover every faction, class, element and Hero Type of the built-in cards', () => {
    expect(TERMS.length).toBeGreaterThanOrEqual(8 + 11 + 6 - 1)
  })

  it.each(Object.keys(BUNDLES))('%s has a term for each', (lng) => {
    const table = BUNDLES[lng]!
    expect(TERMS.filter((key) => !table[key]?.trim())).toEqual([])
  })

  it.each(['ja', 'zh-Hant', 'zh-Hans', 'ru'])('%s names each in its own words, no English', (lng) => {
    const table = BUNDLES[lng]!
    expect(TERMS.filter((key) => /[A-Za-z]/.test(table[key] ?? ''))).toEqual([])
  })

  it('Thai keeps the rule book’s English type line words', () => {
    for (const key of TERMS.filter((k) => !k.startsWith('data.type.'))) expect(th[key]).toBe(en[key])
  })
})

describe('a card’s type line in the reader’s words', () => {
  it('in English is the printed line exactly', () => {
    for (const card of DEFAULT_HEROES) expect(say(card.typeLine, 'en')).toBe(card.typeLine)
  })

  it('in Thai is the printed line, as the book prints it', () => {
    for (const card of DEFAULT_HEROES) expect(say(card.typeLine, 'th')).toBe(card.typeLine)
  })

  it.each([
    ['ru', 'Легион — Рыцарь — Земля'],
    ['zh-Hans', '军团 · 骑士 · 土'],
    ['zh-Hant', '軍團 · 騎士 · 土'],
    ['ja', 'レギオン・ナイト・地'],
  ])('in %s: Page is %s', (lng, line) => expect(say('Legion - Knight - Earth', lng)).toBe(line))

  it.each(['ja', 'zh-Hant', 'zh-Hans', 'ru'])('in %s has no English word for any built-in card', (lng) => {
    for (const card of DEFAULT_HEROES) expect(say(card.typeLine, lng), card.id).not.toMatch(/[A-Za-z]/)
  })

  it('keeps an imported hero set’s own words and lines as written', () => {
    expect(say('Legion - Dragoon - Earth', 'ru')).toBe('Легион — Dragoon — Земля')
    expect(say('Sky folk, archer', 'ru')).toBe('Sky folk, archer')
  })
})
