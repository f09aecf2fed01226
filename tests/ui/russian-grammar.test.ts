/**
 * Russian log lines and refusals read as written by a native speaker (issue 33). Every `events.*` and
 * `errors.*` template of every system (and the shell's refusals) is rendered in Russian with a woman's and a
 * man's name in each name slot and with 1, 2, 5 and 21 in every other slot, and the test fails on:
 * - a guessed gender: a pronoun (он/она/его/её) right after a name, or a past-tense verb or short participle
 *   in one gender after a name ("Аня выбрал", "Пётр отброшена");
 * - a declined name: a name after a preposition that would change its form ("у Аня");
 * - a colon workaround: a noun in the genitive plural, a colon, then a number ("ходов: 2");
 * - a wrong plural: a counted noun whose form does not match the number (`Intl.PluralRules('ru')`).
 */
import { describe, expect, it } from 'vitest'
import { i18n } from '../../src/ui/app/i18n'
import ruShell from '../../src/ui/app/locales/ru.json'
import { withEveryLanguage } from '../../src/testing/every-language'
import { systemUi as chesswarrior } from '../../src/ui/systems/chesswarrior'
import { systemUi as diceRollParty } from '../../src/ui/systems/dice-roll-party'
import { systemUi as doubleCross } from '../../src/ui/systems/double-cross'
import { systemUi as frostgrave } from '../../src/ui/systems/frostgrave'

/** Slots that hold a person's, a side's or a model's name (the rest are numbers, words or lists). */
const NAME_SLOTS = new Set([
  'name',
  'name1',
  'name2',
  'name3',
  'name4',
  'model',
  'caster',
  'target',
  'targetName',
  'hero',
  'player',
  'player1',
  'player2',
  'p1',
  'p2',
  'side',
  'other',
  'winner',
  'loser',
  'leader',
  'attacker',
  'defender',
  'collector',
  'soldier1',
  'soldier2',
  'soldier3',
  'enemy',
  'by',
])
/** Slots that hold a word or a list (an ability, a spell, a card): a noun in quotes, never a number. */
const WORD_SLOTS = new Set(
  (
    'ability spell spells card cards effect effects power weapon creature type phase rule rules text names ' +
    'scene lois school edge stage want action kind source id found mods detail reason path key field problem ' +
    'targets rolls faces colour token combo guard date version soldierType choices group chosen affects ' +
    'declared vehicle square from to at against first time done next updated pieces sign removed treasure ' +
    'treasure1 treasure2 item items spellName'
  ).split(' '),
)
const WORD = '«Щит»'
const WOMAN = 'Аня'
const MAN = 'Пётр'
const NUMBERS = [1, 2, 5, 21] as const

/** Counted nouns as [one, few, many] (nominative/accusative after a number). */
const NOUNS: readonly (readonly [string, string, string])[] = [
  ['ход', 'хода', 'ходов'],
  ['успех', 'успеха', 'успехов'],
  ['клетку', 'клетки', 'клеток'],
  ['очко', 'очка', 'очков'],
  ['кубик', 'кубика', 'кубиков'],
  ['жетон', 'жетона', 'жетонов'],
  ['токен', 'токена', 'токенов'],
  ['дайс', 'дайса', 'дайсов'],
  ['герой', 'героя', 'героев'],
  ['модель', 'модели', 'моделей'],
  ['раунд', 'раунда', 'раундов'],
  ['действие', 'действия', 'действий'],
  ['сокровище', 'сокровища', 'сокровищ'],
  ['препятствие', 'препятствия', 'препятствий'],
]
const CATEGORY = { one: 0, few: 1, many: 2 } as const
const plural = new Intl.PluralRules('ru')

const PRONOUN = /^[:,]?\s*(он|она|оно|его|её|ее|ему|ей|им|ней|нему)(?![а-яё])/i
const PREPOSITION = /(?:^|[\s(«])(у|для|к|ко|от|без|о|об|про|над|под|перед|при|из|до|с|со|против)\s$/i
const MASCULINE_PREDICATE = /^\s+(не\s+)?[а-яё]+(л|лся|ен|ён|ан|ян|ов|ив|ый|ий)(?=[\s,.;:)!?—]|$)/
// Adverbs that end like a feminine past tense ("сначала") are not predicates.
const FEMININE_PREDICATE =
  /^\s+(не\s+)?(?!сначала|сперва|снова)[а-яё]+(ла|лась|на|ена|ёна|ана|ая|ова)(?=[\s,.;:)!?—]|$)/
const GENITIVE_PLURAL_COLON = /([а-яё]{3,}(ов|ев|ей|ок|ек|ий))\s*:\s*\{\{\s*\w+\s*\}\}/i

/** A gender written both ways instead of avoided: "собрал(а)", "действовал(а)". */
const BOTH_GENDERS = /[а-яё]+\((а|ла|ась|на)\)/i

/** What is wrong with one rendered line around a name, or nothing. */
function nameProblems(line: string, name: string): string[] {
  const out: string[] = []
  let at = line.indexOf(name)
  while (at >= 0) {
    const before = line.slice(0, at)
    const after = line.slice(at + name.length)
    if (PRONOUN.test(after)) out.push(`pronoun after a name: "…${line.slice(at, at + 30)}"`)
    if (PREPOSITION.test(before)) out.push(`name after a preposition: "${before.slice(-12)}${name}"`)
    const guessed = name === WOMAN ? MASCULINE_PREDICATE : FEMININE_PREDICATE
    if (guessed.test(after)) out.push(`gendered word after a name: "${name}${after.slice(0, 20)}"`)
    at = line.indexOf(name, at + name.length)
  }
  return out
}

/** Wrong plural forms after each number in the line. */
function pluralProblems(line: string): string[] {
  const out: string[] = []
  for (const m of line.matchAll(/(?<![\d.,])(\d+)\s+([а-яё]+)/gi)) {
    const n = Number(m[1])
    const word = m[2]!.toLowerCase()
    const want = CATEGORY[plural.select(n) as keyof typeof CATEGORY]
    if (want === undefined) continue
    for (const forms of NOUNS) {
      const index = forms.indexOf(word)
      // A word that is one form of the noun and not the form this number needs.
      if (index >= 0 && forms[want] !== word && !forms.slice(0, 3).every((f) => f === word))
        out.push(`"${m[0]}" should be "${n} ${forms[want]}"`)
    }
  }
  return out
}

/** Fills every slot of `template`: names in name slots, `n` elsewhere. */
function values(template: string, name: string, n: number): Record<string, string | number> {
  const out: Record<string, string | number> = { count: n }
  for (const m of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g))
    out[m[1]!] = NAME_SLOTS.has(m[1]!) ? name : WORD_SLOTS.has(m[1]!) ? WORD : n
  return out
}

/** Every Russian template of a namespace whose key is a log line or a refusal, plural families folded. */
function templates(strings: Record<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [key, text] of Object.entries(strings)) {
    if (!/(^|\.)(events|errors)\./.test(key) && !key.startsWith('errors.')) continue
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
    out.set(base, [...(out.get(base) ?? []), text])
  }
  return out
}

/** Every problem of a namespace's Russian log lines and refusals, rendered as the app does. */
function problems(ns: string, strings: Record<string, string>): string[] {
  const t = i18n.getFixedT('ru', ns)
  const out: string[] = []
  for (const [base, texts] of templates(strings)) {
    for (const text of texts) {
      const both = BOTH_GENDERS.exec(text)
      if (both) out.push(`${ns}:${base}: both genders written out "${both[0]}"`)
      const colon = GENITIVE_PLURAL_COLON.exec(text)
      if (colon) out.push(`${ns}:${base}: colon workaround "${colon[0]}"`)
    }
    const all = texts.join(' ')
    for (const name of [WOMAN, MAN])
      for (const n of NUMBERS) {
        const line = t(base, values(all, name, n))
        for (const p of [...nameProblems(line, name), ...pluralProblems(line)])
          out.push(`${ns}:${base}: ${p}`)
      }
  }
  return [...new Set(out)]
}

const flatten = (tree: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[prefix + k, v]]
        : v && typeof v === 'object'
          ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
          : [],
    ),
  )

describe('Russian log lines and refusals', () => {
  it.each([chesswarrior, doubleCross, frostgrave, diceRollParty].map((ui) => [ui.id, ui] as const))(
    '%s: no guessed gender, declined name, colon workaround or wrong plural',
    async (id, ui) => {
      const all = await withEveryLanguage(ui as never as typeof chesswarrior)
      const ru = (all.strings as Record<string, Record<string, string>>).ru!
      expect(problems(id, ru)).toEqual([])
    },
  )

  it('the shell: no guessed gender, declined name, colon workaround or wrong plural', async () => {
    await i18n.loadLanguages('ru')
    i18n.addResourceBundle('ru', 'app', ruShell, true, true)
    expect(problems('app', flatten(ruShell))).toEqual([])
  })

  it('catches what it is meant to catch', () => {
    expect(nameProblems('Модели есть только у Аня: он забирает сокровища', WOMAN)).toHaveLength(2)
    expect(nameProblems('Аня выбрал запрет', WOMAN)).toHaveLength(1)
    expect(nameProblems('Пётр отброшена назад', MAN)).toHaveLength(1)
    expect(nameProblems('Аня: запрет выбран', WOMAN)).toEqual([])
    expect(GENITIVE_PLURAL_COLON.test('платит за Longshot ходов: {{turns}}')).toBe(true)
    expect(pluralProblems('отброшен на 2 клеток')).toHaveLength(1)
    expect(pluralProblems('21 ход, 2 хода, 5 ходов')).toEqual([])
    expect(BOTH_GENDERS.test('{{name}} собрал(а) четырёх персонажей')).toBe(true)
  })
})
