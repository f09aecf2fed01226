/**
 * The strings follow each system's term sheet (issue 33): in every language, a term's word is used, the words
 * the sheet rules out for it appear nowhere (UI strings, log templates, refusals, rules reference, home card),
 * and a card or ability name keyed in the sheet is exactly the sheet's word.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/ui/app/system-ui'
import type { TermSheet } from '../../src/ui/app/term-sheet'
import { TERMS as SHELL, TERM_EXCEPTIONS } from '../../src/ui/app/terms'
import { withEveryLanguage } from '../../src/testing/every-language'
import { systemUi as chesswarrior } from '../../src/ui/systems/chesswarrior'
import { TERMS as CW } from '../../src/ui/systems/chesswarrior/i18n/terms'
import { systemUi as diceRollParty } from '../../src/ui/systems/dice-roll-party'
import { TERMS as DRP } from '../../src/ui/systems/dice-roll-party/i18n/terms'
import { systemUi as doubleCross } from '../../src/ui/systems/double-cross'
import { TERMS as DX } from '../../src/ui/systems/double-cross/i18n/terms'
import { SAMPLE_WORDS } from '../../src/ui/systems/double-cross/sample-words'
import { systemUi as frostgrave } from '../../src/ui/systems/frostgrave'
import { TERMS as FG } from '../../src/ui/systems/frostgrave/i18n/terms'

type Texts = Record<string, string>

const catalogues = import.meta.glob<{ name: string; blurb: string }>(
  '../../src/ui/systems/*/i18n/catalogue/*.json',
  {
    eager: true,
    import: 'default',
  },
)
const shellLocales = import.meta.glob<Record<string, unknown>>('../../src/ui/app/locales/*.json', {
  eager: true,
  import: 'default',
})

/** Nested JSON → flat `a.b.c` keys. */
const flatten = (tree: Record<string, unknown>, prefix = ''): Texts =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[prefix + k, v]]
        : v && typeof v === 'object'
          ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
          : [],
    ),
  )

/** Double Cross's sample cast, shown in the reader's words (`sample-words.ts`), keyed `sample.<English>`. */
const sampleTexts = Object.fromEntries(
  Object.entries(SAMPLE_WORDS).map(([l, words]) => [
    l,
    Object.fromEntries(Object.entries(words ?? {}).map(([en, word]) => [`sample.${en}`, word])),
  ]),
) as Partial<Record<Language, Texts>>

/** Every text a system shows in `language`: its strings, its rules reference and its home card. */
async function systemTexts(
  ui: typeof chesswarrior | typeof doubleCross | typeof frostgrave | typeof diceRollParty,
  extra: Partial<Record<Language, Texts>>,
) {
  const all = await withEveryLanguage(ui as never as typeof chesswarrior)
  const english = await all.loadRules()
  const out: Partial<Record<Language, Texts>> = {}
  for (const language of LANGUAGES) {
    const strings = (all.strings as Partial<Record<Language, Texts>>)[language] ?? {}
    const rules = Object.entries(
      language === 'en'
        ? Object.fromEntries(english.map((r) => [r.id, r]))
        : (all.translatedRules?.[language] ?? {}),
    ).flatMap(([id, r]) => [
      [`rules.${id}.title`, r.title],
      [`rules.${id}.text`, r.text],
    ])
    const card = catalogues[`../../src/ui/systems/${ui.id}/i18n/catalogue/${language}.json`]
    out[language] = {
      ...strings,
      ...Object.fromEntries(rules),
      ...(card ? { 'catalogue.name': card.name, 'catalogue.blurb': card.blurb } : {}),
      ...extra[language],
    }
  }
  return out
}

const shellTexts = (): Partial<Record<Language, Texts>> =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, flatten(shellLocales[`../../src/ui/app/locales/${l}.json`] ?? {})]),
  )

/** Every way a text breaks its language's terms: an avoided word, a missing word, a keyed name that differs. */
function breaches(sheet: TermSheet, texts: Partial<Record<Language, Texts>>): string[] {
  const out: string[] = []
  for (const [id, byLanguage] of Object.entries(sheet)) {
    for (const [language, term] of Object.entries(byLanguage) as [
      Language,
      NonNullable<(typeof byLanguage)[Language]>,
    ][]) {
      const table = texts[language] ?? {}
      const entries = Object.entries(table).filter(([key]) => !TERM_EXCEPTIONS.test(key))
      for (const word of term.avoid ?? [])
        for (const [key, text] of entries)
          if (text.includes(word)) out.push(`${language} ${id}: "${word}" in ${key}: ${text.slice(0, 90)}`)
      const use = term.use.toLocaleLowerCase(language)
      if (!entries.some(([, text]) => text.toLocaleLowerCase(language).includes(use)))
        out.push(`${language} ${id}: "${term.use}" is never used`)
      if (term.key && table[term.key] !== term.use)
        out.push(`${language} ${id}: ${term.key} is "${table[term.key]}", not "${term.use}"`)
    }
  }
  return out
}

describe.each([
  ['chesswarrior', chesswarrior, CW, {}],
  ['double-cross', doubleCross, DX, sampleTexts],
  ['frostgrave', frostgrave, FG, {}],
  ['dice-roll-party', diceRollParty, DRP, {}],
] as const)('%s', (_, ui, sheet, extra) => {
  it('its strings in every language follow its term sheet', async () => {
    expect(breaches(sheet, await systemTexts(ui, extra))).toEqual([])
  })
})

describe('the shell', () => {
  it('its strings follow its term sheet', () => {
    expect(breaches(SHELL, shellTexts())).toEqual([])
  })

  it('says 棋盤/棋盘 in the hand-over only for Chesswarrior', () => {
    const texts = shellTexts()
    expect(texts['zh-Hant']!['game.handOverHint_chesswarrior']).toContain('棋盤')
    expect(texts['zh-Hans']!['game.handOverHint_chesswarrior']).toContain('棋盘')
    expect(texts['zh-Hant']!['game.handOverHint']).not.toContain('棋盤')
  })
})

describe('the term sheets themselves', () => {
  it('mark each word as the seed’s or as chosen', () => {
    for (const sheet of [CW, DX, FG, DRP, SHELL])
      for (const byLanguage of Object.values(sheet))
        for (const term of Object.values(byLanguage)) expect(['seed', 'chosen']).toContain(term.from)
  })
})
