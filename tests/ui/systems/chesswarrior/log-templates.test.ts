/**
 * Translatable log lines and rules: every event the engine writes carries params, its English template gives
 * back the engine's text exactly, every template has a Japanese twin, and every rule has a Japanese entry.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import { chesswarrior, type CwEvent, type CwOptions } from '../../../../src/engine/systems/chesswarrior'
import { RULES } from '../../../../src/ui/systems/chesswarrior/i18n/rules'
import { RULES_JA } from '../../../../src/ui/systems/chesswarrior/i18n/rules-ja'
import { strings as ja } from '../../../../src/ui/systems/chesswarrior/i18n/ja'
import { en } from '../../../../src/ui/systems/chesswarrior/i18n/strings'
import { systemUi } from '../../../../src/ui/systems/chesswarrior'
import { templateMismatches } from '../../../../src/testing/event-templates'
import { act, playState } from '../../../engine/chesswarrior/helpers'

const PREFIX = 'events.'

/** The `events.<type>` templates of a strings table, by event type. */
function templates(strings: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(strings)
      .filter(([key]) => key.startsWith(PREFIX))
      .map(([key, t]) => [key.slice(PREFIX.length), t]),
  )
}

/** Every event of a seeded random legal game. */
function randomGameEvents(seed: string, options: CwOptions): CwEvent[] {
  const dice = seededDice(seed)
  let s = chesswarrior.setup(options, dice)
  const events: CwEvent[] = []
  for (let n = 0; n < 20_000; n++) {
    const acts = chesswarrior.legalActions(s)
    if (acts.length === 0) break
    const r = chesswarrior.apply(s, acts[dice.roll(acts.length) - 1]!, dice)
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
    s = r.state
  }
  return events
}

const OPTION_SETS: CwOptions[] = [
  {},
  { mode: 'expert' },
  { rules: { obstacleRepeat: 'remove' }, turnLimit: 6 },
  { turnLimit: 4, victoryPoints: 99, names: { p1: 'アリス', p2: 'Bob' } },
]

/** Lines random play seldom reaches, set up by hand. */
function scriptedEvents(): CwEvent[] {
  const out: CwEvent[] = []
  // CW-7.2 a successful Instant (Vex's Vanish) stops Page's attack before its cost.
  const targeted = playState(
    [
      { card: 'page', side: 'p1', at: 'd3' },
      { card: 'vex', side: 'p2', at: 'd4', facing: 'S', mana: 1 },
    ],
    { active: 'p1:page' },
  )
  const declared = act(targeted, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' })
  out.push(...declared.events)
  out.push(
    ...act(declared.state, { type: 'chesswarrior/respond', hero: 'p2:vex', ability: 'vanish' }, [8]).events,
  )
  // A swap into the opponent's Start Zone fails.
  const swap = playState(
    [
      { card: 'vex', side: 'p2', at: 'c2', mana: 1 },
      { card: 'page', side: 'p1', at: 'c0', facing: 'S' },
    ],
    { active: 'p2:vex' },
  )
  out.push(...act(swap, { type: 'chesswarrior/use', ability: 'switch', target: 'p1:page' }, [6]).events)
  // A delay (Grask's Snare) moves the target's Main Base on.
  const snare = playState(
    [
      { card: 'grask', side: 'p1', at: 'd3' },
      { card: 'kaede', side: 'p2', at: 'd5', mainBase: 4 },
    ],
    { active: 'p1:grask' },
  )
  out.push(...act(snare, { type: 'chesswarrior/use', ability: 'snare', target: 'p2:kaede' }, [9, 9]).events)
  // CW-5.3 the turn limit is reached with one side ahead.
  const limit = playState(
    [
      { card: 'page', side: 'p1', at: 'd4', mainBase: 3 },
      { card: 'kaede', side: 'p2', at: 'h8', mainBase: 9 },
    ],
    { turn: 3, active: 'p1:page', options: { turnLimit: 3 } },
  )
  const r = chesswarrior.apply(
    limit,
    { type: 'chesswarrior/endActivation', facing: 'N' },
    seededDice('limit'),
  )
  if (!r.ok) throw new Error(r.error)
  out.push(...r.events)
  return out
}

const allEvents: CwEvent[] = scriptedEvents()
for (let i = 0; i < 24; i++)
  allEvents.push(...randomGameEvents(`log-${i}`, OPTION_SETS[i % OPTION_SETS.length]!))
const EN = templates(en)
const JA = templates(ja)
/** English's singular forms (`<type>_one`, chosen by i18next for a `count` of 1) stand beside their type. */
const SINGULAR = /_one$/
const EN_TYPES = Object.keys(EN).filter((type) => !SINGULAR.test(type))

describe('translatable log lines', () => {
  it('every event carries params, and its English template reproduces its text exactly', () => {
    expect(allEvents.length).toBeGreaterThan(1000)
    expect(allEvents.filter((e) => !e.params).map((e) => e.type)).toEqual([])
    expect(templateMismatches(allEvents, EN)).toEqual([])
  })
  it('params are plain strings and numbers', () => {
    for (const e of allEvents)
      for (const [k, v] of Object.entries(e.params ?? {}))
        expect(typeof v === 'string' || typeof v === 'number', `${e.type}.${k}`).toBe(true)
  })
  it('every event type with params has an English and a Japanese template', () => {
    const types = new Set(allEvents.filter((e) => e.params).map((e) => e.type))
    for (const type of types) {
      expect(EN[type], `en ${type}`).toBeDefined()
      expect(JA[type], `ja ${type}`).toBeDefined()
    }
    // Random and scripted play reach every kind of line there is a template for.
    expect(EN_TYPES.filter((t) => !types.has(t))).toEqual([])
  })
  it('the Japanese templates use exactly the English placeholders and leave no English rule words', () => {
    expect(Object.keys(JA).sort()).toEqual([...EN_TYPES].sort())
    const holes = (t: string) => (t.match(/{{\w+}}/g) ?? []).sort()
    for (const one of Object.keys(EN).filter((type) => SINGULAR.test(type)))
      expect(holes(EN[one]!), one).toEqual(holes(EN[one.replace(SINGULAR, '')]!))
    for (const type of EN_TYPES) {
      expect(holes(JA[type]!), type).toEqual(holes(EN[type]!))
      const words = JA[type]!.replace(/{{\w+}}/g, '')
      expect(words, type).not.toMatch(/\b(turn|Mana|Main Base|Start Zone|damage|facing|success)/)
    }
  })
})

describe('translated rules reference', () => {
  it('every rule ID has a Japanese entry, and no Japanese entry is for an unknown rule', async () => {
    expect(Object.keys(RULES_JA).sort()).toEqual(RULES.map((r) => r.id).sort())
    for (const r of RULES) {
      expect(RULES_JA[r.id]!.title.length, r.id).toBeGreaterThan(0)
      expect(RULES_JA[r.id]!.text.length, r.id).toBeGreaterThan(0)
    }
    // Japanese comes as a pack of its own, fetched when the reader picks it.
    expect((await systemUi.languages!.ja!()).rules).toBe(RULES_JA)
  })
})
