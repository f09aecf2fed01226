/**
 * Every language of Chesswarrior is complete (issue 12): each has every English key (plural families in the
 * forms its plural rules need), the same placeholders per key, every rule ID of the rules reference, and an
 * `errors.<code>` template for every refusal code the engine produced while random games were probed with
 * illegal actions. The English templates give back the engine's refusal text exactly.
 */
import i18next, { type i18n as I18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import {
  chesswarrior,
  parseHeroSet,
  type CwAction,
  type CwOptions,
  type CwState,
} from '../../../../src/engine/systems/chesswarrior'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { systemUi as shownUi } from '../../../../src/ui/systems/chesswarrior'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { RULES } from '../../../../src/ui/systems/chesswarrior/i18n/rules'

// Thai, Chinese and Russian are packs the app fetches on demand: load them all here.
const systemUi = await withEveryLanguage(shownUi)

const strings = systemUi.strings as Record<string, Record<string, string>>
const en = strings.en!
const PLURAL = /_(zero|one|two|few|many|other)$/
const family = (key: string) => key.replace(PLURAL, '')
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort()

/** English keys, plural families folded to their base. */
const baseKeys = [...new Set(Object.keys(en).map(family))]
const isPluralFamily = (base: string) => !(base in en)

/** The plural forms a language needs, from its own rules (`Intl.PluralRules`). */
const formsOf = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lng) => {
  const table = strings[lng]
  it('has strings', () => expect(table, `no strings for ${lng}`).toBeDefined())

  it('has every English key (plural families in each form the language needs)', () => {
    const missing: string[] = []
    for (const base of baseKeys) {
      if (!isPluralFamily(base)) {
        if (!(base in table!)) missing.push(base)
        continue
      }
      for (const form of formsOf(lng)) if (!(`${base}_${form}` in table!)) missing.push(`${base}_${form}`)
    }
    expect(missing).toEqual([])
  })

  it('uses the same placeholders as English, key by key', () => {
    const wrong: string[] = []
    for (const [key, text] of Object.entries(en)) {
      if (isPluralFamily(family(key))) continue
      const mine = table![key]
      if (mine !== undefined && placeholders(mine).join() !== placeholders(text).join())
        wrong.push(`${key}: ${placeholders(mine).join()} ≠ ${placeholders(text).join()}`)
    }
    expect(wrong).toEqual([])
  })

  it('has every rule ID of the rules reference', () => {
    const rules = systemUi.translatedRules?.[lng] ?? {}
    const missing = RULES.filter((r) => !rules[r.id]?.title || !rules[r.id]?.text).map((r) => r.id)
    expect(missing).toEqual([])
  })
})

/** Off-list actions tried at every step of a random game: each refusal's code and params are kept. */
function probes(s: CwState): CwAction[] {
  const active = s.activation ? s.heroes[s.activation.hero] : undefined
  const someHero = s.heroOrder[0] ?? 'p1:page'
  const out: CwAction[] = [
    { type: 'chesswarrior/pass' },
    { type: 'chesswarrior/activate', hero: someHero },
    { type: 'chesswarrior/pick', card: 'page' },
    { type: 'chesswarrior/pick', card: 'nobody' },
    { type: 'chesswarrior/unpick', card: 'nobody' },
    { type: 'chesswarrior/ban', card: 'page' },
    { type: 'chesswarrior/confirmTeam' },
    { type: 'chesswarrior/place', hero: someHero, square: { x: 0, y: 5 } },
    { type: 'chesswarrior/place', hero: someHero, square: { x: 0, y: 0 } },
    { type: 'chesswarrior/endActivation', facing: 'E' },
    { type: 'chesswarrior/respond', hero: someHero, ability: 'guard' },
    { type: 'chesswarrior/nonsense' } as unknown as CwAction,
  ]
  if (active?.pos) {
    for (const a of s.cards[active.card]!.abilities) {
      out.push({ type: 'chesswarrior/move', ability: a.id })
      for (const h of s.heroOrder)
        out.push({ type: 'chesswarrior/use', ability: a.id, target: h, facing: 'N' })
      out.push({ type: 'chesswarrior/use', ability: a.id, direction: 'S' })
      out.push({ type: 'chesswarrior/use', ability: a.id, phase: 'support' })
    }
    out.push({ type: 'chesswarrior/step', to: { x: active.pos.x + 1, y: active.pos.y + 1 } })
    out.push({ type: 'chesswarrior/step', to: { x: active.pos.x, y: active.pos.y + 1 } })
    out.push({ type: 'chesswarrior/step', to: { x: active.pos.x, y: active.pos.y - 1 } })
  }
  return out
}

interface Seen {
  code: string
  error: string
  params?: Record<string, string | number>
}

function collectRefusals(): Seen[] {
  const seen: Seen[] = []
  const options: CwOptions[] = [{}, { mode: 'expert', victoryPoints: 3 }]
  for (let g = 0; g < 6; g++) {
    const dice = seededDice(`langs-${g}`)
    let s = chesswarrior.setup(options[g % 2]!, dice)
    for (let n = 0; n < 400; n++) {
      for (const probe of probes(s)) {
        const r = chesswarrior.apply(s, probe, seededDice('probe'))
        if (!r.ok) seen.push({ code: r.code ?? '(none)', error: r.error, params: r.params })
      }
      const legal = chesswarrior.legalActions(s)
      if (legal.length === 0) break
      const r = chesswarrior.apply(s, legal[dice.roll(legal.length) - 1]!, dice)
      if (!r.ok) throw new Error(r.error)
      s = r.state
    }
  }
  for (const text of ['x'.repeat(1_000_001), '{', '{"format":"nope"}']) {
    const r = parseHeroSet(text)
    if (!r.ok) seen.push({ code: r.code, error: r.error, params: r.params })
  }
  const r = chesswarrior.apply(
    chesswarrior.setup({}, seededDice('x')),
    null as unknown as CwAction,
    seededDice('x'),
  )
  if (!r.ok) seen.push({ code: r.code ?? '(none)', error: r.error, params: r.params })
  return seen
}

describe('refusals', () => {
  let i18n: I18n
  const seen = collectRefusals()
  beforeAll(async () => {
    i18n = i18next.createInstance()
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(Object.entries(strings).map(([l, t]) => [l, { chesswarrior: t }])),
    })
  })

  it('probing reaches most refusal codes', () => {
    const codes = new Set(seen.map((s) => s.code))
    expect(codes.size).toBeGreaterThanOrEqual(25)
  })

  it('every refusal carries a code with an errors.<code> template', () => {
    const missing = [...new Set(seen.map((s) => s.code))].filter((c) => !(`errors.${c}` in en))
    expect(missing).toEqual([])
  })

  /**
   * Each refusal once (the probes meet the same one in many states): telling thousands of copies in six
   * languages took most of a minute on a loaded machine.
   */
  const distinct = () => [
    ...new Map(seen.map((s) => [`${s.code}|${JSON.stringify(s.params)}|${s.error}`, s])).values(),
  ]

  it('the English templates give back the engine text exactly', () => {
    const wrong = distinct()
      .map((s) => ({ s, told: i18n.t(`chesswarrior:errors.${s.code}`, { ...s.params, lng: 'en' }) }))
      .filter(({ s, told }) => told !== s.error)
      .map(({ s, told }) => `${s.code}: "${told}" ≠ "${s.error}"`)
    expect([...new Set(wrong)]).toEqual([])
  })

  it('every language tells every refusal without leftover placeholders or nesting', () => {
    const bad: string[] = []
    const once = distinct()
    for (const lng of LANGUAGES) {
      for (const s of once) {
        const told = i18n.t(`chesswarrior:errors.${s.code}`, { ...s.params, lng })
        if (/\{\{|\$t\(|errors\.|term\./.test(told)) bad.push(`${lng} ${s.code}: ${told}`)
      }
    }
    expect([...new Set(bad)]).toEqual([])
  })

  it('a number meets its noun in the right plural form (Russian three forms, English two)', () => {
    const say = (lng: string, n: number) => i18n.t('chesswarrior:victory.turns', { n, lng })
    expect([1, 2, 5, 21].map((n) => say('ru', n))).toEqual([
      'Битва длилась 1 ход.',
      'Битва длилась 2 хода.',
      'Битва длилась 5 ходов.',
      'Битва длилась 21 ход.',
    ])
    expect([1, 7].map((n) => say('en', n))).toEqual([
      'The battle lasted 1 turn.',
      'The battle lasted 7 turns.',
    ])
    expect(say('ja', 7)).toBe('戦いは 7 ターン続きました。')
  })
})
