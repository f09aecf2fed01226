/**
 * The card notation (CW-2.3) and log lines' ability names in the reader's language: English words give back
 * the engine's notation exactly; Japanese, Chinese and Russian say its words in their own (only numbers,
 * brackets and the book's abbreviations DL, AOE and FOT stay); Thai keeps the book's English terms; a log
 * line names a built-in ability as the reader's card does (Japanese has its own names, the others keep the
 * Thai book's) and an imported one as written.
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import {
  chesswarrior,
  DEFAULT_HEROES,
  formatAbility,
  type CwEvent,
} from '../../../../src/engine/systems/chesswarrior'
import { abilityParams } from '../../../../src/ui/systems/chesswarrior/ability-params'
import { notationWords } from '../../../../src/ui/systems/chesswarrior/card-text'
import { strings as ja } from '../../../../src/ui/systems/chesswarrior/i18n/ja'
import { en } from '../../../../src/ui/systems/chesswarrior/i18n/strings'
import { strings as ru } from '../../../../src/ui/systems/chesswarrior/i18n/ru'
import { strings as th } from '../../../../src/ui/systems/chesswarrior/i18n/th'
import { strings as zhHans } from '../../../../src/ui/systems/chesswarrior/i18n/zh-Hans'
import { strings as zhHant } from '../../../../src/ui/systems/chesswarrior/i18n/zh-Hant'

const BUNDLES = { en, ja, th, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ru }
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
const tIn = (lng: string) => i18n.getFixedT(lng)
const abilities = DEFAULT_HEROES.flatMap((card) => card.abilities)

describe('card notation', () => {
  it('in English words is the engine’s notation exactly', () => {
    const words = notationWords(tIn('en'))
    for (const a of abilities) expect(formatAbility(a, words)).toBe(formatAbility(a))
  })

  it.each(['ja', 'zh-Hant', 'zh-Hans', 'ru'])('in %s has no English word but DL, AOE and FOT', (lng) => {
    const words = notationWords(tIn(lng))
    for (const a of abilities) {
      const said = formatAbility(a, words)
      expect(said.replace(/\b(DL|AOE|FOT)\b/g, ''), said).not.toMatch(/[A-Za-z]{2,}/)
    }
  })

  it('in Thai keeps the book’s English terms (its "Turn", never เทิร์น) and says “every N” in Thai', () => {
    const words = notationWords(tIn('th'))
    const passive = abilities.find((a) => a.kind === 'passive' && a.trigger.when !== 'feedback')!
    expect(formatAbility(passive, words)).toMatch(/Passive, (Start|End) Turn ทุก \d+ Turn]/)
    const action = abilities.find((a) => a.kind === 'action')!
    expect(formatAbility(action, words)).toBe(formatAbility(action))
  })
})

describe('ability names in log lines', () => {
  /** Events of a seeded random game that name an ability. */
  const events = (() => {
    const dice = seededDice('names')
    let s = chesswarrior.setup({}, dice)
    const out: CwEvent[] = []
    for (let n = 0; n < 5_000 && out.length < 40; n++) {
      const acts = chesswarrior.legalActions(s)
      if (acts.length === 0) break
      const r = chesswarrior.apply(s, acts[dice.roll(acts.length) - 1]!, dice)
      if (!r.ok) throw new Error(r.error)
      out.push(...r.events.filter((e) => typeof e.params?.ability === 'string'))
      s = r.state
    }
    return out
  })()

  it('a built-in ability is named in the reader’s words, in English as the engine wrote it', () => {
    expect(events.length).toBeGreaterThan(5)
    for (const e of events) {
      expect(abilityParams(e.params!, tIn('en')).ability).toBe(e.params!.ability)
      // Japanese names the abilities in its own words; the other languages keep the Thai book's names.
      const shown = abilityParams(e.params!, tIn('ja')).ability as string
      expect(shown, e.text).not.toBe(e.params!.ability)
      expect(shown).not.toMatch(/[A-Za-z]/)
      expect(i18n.t(`events.${e.type}`, { ...abilityParams(e.params!, tIn('ja')), lng: 'ja' })).toContain(
        shown,
      )
    }
  })

  it('an imported hero set’s own ability keeps its name', () => {
    expect(abilityParams({ ability: 'Moon Kick', hero: 'Zed (Ann)' }, tIn('ru'))).toEqual({
      ability: 'Moon Kick',
      hero: 'Zed (Ann)',
    })
  })
})
