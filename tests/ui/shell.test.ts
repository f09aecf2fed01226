import { describe, expect, it } from 'vitest'
import en from '../../src/ui/app/locales/en.json'
import ja from '../../src/ui/app/locales/ja.json'
import ru from '../../src/ui/app/locales/ru.json'
import th from '../../src/ui/app/locales/th.json'
import zhHans from '../../src/ui/app/locales/zh-Hans.json'
import zhHant from '../../src/ui/app/locales/zh-Hant.json'
import { textOn, tokenColour, TOKEN_MARKS } from '../../src/ui/app/palette'
import { parseRoute, routeHash } from '../../src/ui/app/router'
import { logToMarkdown } from '../../src/ui/panels/LogPanel'
import {
  englishRules,
  i18n,
  loadLanguage,
  loadSystemLanguage,
  registerSystemStrings,
  ruleTitle,
} from '../../src/ui/app/i18n'
import { loadRules } from '../../src/ui/app/use-english-rules'
import { systemUi as chesswarriorUi } from '../../src/ui/systems/chesswarrior'
import { RULES_JA } from '../../src/ui/systems/chesswarrior/i18n/rules-ja'
import { detectLanguage, localSettingsStorage, sanitizeSettings } from '../../src/store'

/** Every key path of a nested strings object, plural suffixes folded (`earlier_one` → `earlier`). */
function keys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? keys(v, `${prefix}${k}.`)
      : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  )
}
const unique = (list: string[]) => [...new Set(list)].sort()

const LOCALES = { ja, th, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ru }

/** The placeholders of every key (a plural's `_other` form stands for its key). */
const placeholders = (bundle: object) =>
  Object.fromEntries(
    keys(bundle).map((k) => {
      const value = k
        .split('.')
        .reduce<unknown>(
          (o, part) =>
            (o as Record<string, unknown>)?.[part] ?? (o as Record<string, unknown>)?.[`${part}_other`],
          bundle,
        )
      return [k, unique(String(value).match(/{{\w+}}/g) ?? [])]
    }),
  )

describe('locales', () => {
  it.each(Object.entries(LOCALES))(
    '%s translates every English string, and nothing else',
    (_name, bundle) => {
      expect(unique(keys(bundle))).toEqual(unique(keys(en)))
    },
  )

  it.each(Object.entries(LOCALES))('%s fills the same placeholders as English', (_name, bundle) => {
    expect(placeholders(bundle)).toEqual(placeholders(en))
  })

  it('Russian has every plural form its grammar needs where English has a plural', () => {
    const plurals = (bundle: object, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null
          ? plurals(v, `${prefix}${k}.`)
          : k.endsWith('_other')
            ? [`${prefix}${k.slice(0, -'_other'.length)}`]
            : [],
      )
    // Every leaf at any depth ("ai.reason.cw-strike_one" is two levels down).
    const leaves = (bundle: object, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      )
    const ruKeys = new Set(leaves(ru))
    for (const key of plurals(en))
      for (const form of ['one', 'few', 'many', 'other'])
        expect(ruKeys, `${key}_${form}`).toContain(`${key}_${form}`)
  })
})

describe('language on the first visit', () => {
  it.each([
    [['th-TH', 'en-US'], 'th'],
    [['ru'], 'ru'],
    [['ja-JP'], 'ja'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant-TW'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['de-DE', 'ru-RU'], 'ru'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ])('%j → %s', (preferred, language) => {
    expect(detectLanguage(preferred)).toBe(language)
  })

  const storage = (saved: object | null): Storage => {
    const items = new Map<string, string>(saved ? [['tabletop.settings', JSON.stringify(saved)]] : [])
    return {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
    } as Storage
  }

  it('follows the browser only until the user has chosen', () => {
    expect(localSettingsStorage(storage(null), ['th-TH']).load().language).toBe('th')
    expect(localSettingsStorage(storage({ language: 'ru' }), ['th-TH']).load().language).toBe('ru')
  })

  it("reads the old 'zh' setting as Simplified Chinese (its strings were)", () => {
    expect(sanitizeSettings({ language: 'zh' }).language).toBe('zh-Hans')
  })
})

describe('routes', () => {
  it.each([
    ['', { name: 'home' }],
    ['#/', { name: 'home' }],
    ['#/table/abc-123', { name: 'table', id: 'abc-123' }],
    ['#/new/frostgrave', { name: 'new', system: 'frostgrave' }],
    ['#/new/monopoly', { name: 'home' }],
    ['#/nonsense', { name: 'home' }],
  ])('%j → %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route)
  })

  it('round-trips ids that need escaping', () => {
    const route = { name: 'table', id: 'a/b c' } as const
    expect(parseRoute(routeHash(route))).toEqual(route)
  })
})

describe('settings', () => {
  it('keeps well-formed fields and drops the rest', () => {
    expect(
      sanitizeSettings({ language: 'ja', animationSpeed: 2, motion: 'reduce', handOver: false, extra: 1 }),
    ).toEqual({
      language: 'ja',
      animationSpeed: 2,
      motion: 'reduce',
      handOver: false,
    })
    expect(
      sanitizeSettings({ language: 'xx', animationSpeed: 100, motion: 'spin', gmOverride: 'yes' }),
    ).toEqual({})
    expect(sanitizeSettings(null)).toEqual({})
  })
})

describe('log export', () => {
  it('writes Markdown with rule IDs and dice', () => {
    const md = logToMarkdown('Friday', [
      { entry: 1, event: { type: 'core/rolled', text: '2d6 → [3,4] = 7', dice: [3, 4] } },
      { entry: 2, event: { type: 'x/moved', rule: 'CW-6.1', text: 'Page moves to c4' } },
    ])
    expect(md).toBe('# Friday\n\n1. 2d6 → [3,4] = 7 — dice: 3, 4\n2. Page moves to c4 _(CW-6.1)_\n')
  })

  it('says "dice" in the reader\'s language (issue 33)', () => {
    const md = logToMarkdown(
      '金曜',
      [{ entry: 1, event: { type: 'core/rolled', text: '2d6', dice: [5, 6] } }],
      (faces) => ja.log.exportDice.replace('{{faces}}', faces),
    )
    expect(md).toBe('# 金曜\n\n1. 2d6 — 出目: 5, 6\n')
  })
})

describe('palette', () => {
  it('gives every token colour a letter and a shape, and readable text', () => {
    for (const [colour, mark] of Object.entries(TOKEN_MARKS)) {
      expect(mark.letter).toMatch(/^[A-Z]$/)
      expect(textOn(tokenColour(colour as keyof typeof TOKEN_MARKS, true))).toMatch(/^#(111|fff)$/)
    }
    expect(textOn('#F0E442')).toBe('#111')
    expect(textOn('#0072B2')).toBe('#fff')
  })
})

describe('log filter', () => {
  it("names each cited rule by its title in the reader's language, English where it has none", async () => {
    // English is fetched when the filter is first used (loadRules).
    await loadRules(chesswarriorUi)
    const english = englishRules(chesswarriorUi)![0]!
    expect(ruleTitle(chesswarriorUi, 'en', english.id)).toBe(english.title)
    // Japanese is a pack of its own, fetched when the reader picks it.
    await loadSystemLanguage(chesswarriorUi, 'ja')
    const japanese = RULES_JA[english.id]?.title
    expect(japanese).toBeTruthy()
    expect(ruleTitle(chesswarriorUi, 'ja', english.id)).toBe(japanese)
    expect(ruleTitle(chesswarriorUi, 'ja', 'CW-99.9')).toBeUndefined()
  })
})

describe("the computer's status line", () => {
  it('names the facing it ends on in the reader’s words, as its buttons and log do', async () => {
    registerSystemStrings(chesswarriorUi)
    await loadLanguage('ru')
    await loadLanguage('ja')
    const t = (lng: string) => i18n.getFixedT(lng, 'app')
    expect(t('en')('ai.reason.cw-face', { facing: 'S' })).toBe('Ends the activation facing S')
    expect(t('ru')('ai.reason.cw-face', { facing: 'S' })).toBe('Завершает активацию лицом на юг')
    expect(t('ja')('ai.reason.cw-face', { facing: 'W' })).toBe('向きを西にしてアクティベーション終了')
  })
})
