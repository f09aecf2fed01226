/**
 * Translated log lines: every event the engine writes carries params, its English template reproduces the
 * engine's text exactly, and a Japanese template exists for it. Random legal games (seeded) over all set-ups.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine/core/dice'
import type { GameEvent } from '../../../../src/engine/core/game-module'
import { diceRollParty } from '../../../../src/engine/systems/dice-roll-party'
import type { Action, Options, State } from '../../../../src/engine/systems/dice-roll-party/types'
import { templateMismatches } from '../../../../src/testing/event-templates'
import { i18n, loadSystemLanguage, registerSystemStrings } from '../../../../src/ui/app/i18n'
import { systemUi } from '../../../../src/ui/systems/dice-roll-party'
import { RULES } from '../../../../src/ui/systems/dice-roll-party/i18n/rules'
import { strings as ja } from '../../../../src/ui/systems/dice-roll-party/i18n/ja'
import { en } from '../../../../src/ui/systems/dice-roll-party/i18n/strings'
import { scriptedDice } from '../../../../src/engine/core/dice'
import { NO_ATTACK_BOOSTS, NO_DEFENCE_BOOSTS } from '../../../../src/engine/systems/dice-roll-party'
import type { AttackBoosts, Character } from '../../../../src/engine/systems/dice-roll-party/types'
import {
  apply,
  char,
  legalActions,
  pickAction,
  play,
  tableState,
} from '../../../engine/dice-roll-party/helpers'

/** The `events.<type>` templates of one language, by event type. */
const templates = (strings: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(strings).flatMap(([k, v]) => (k.startsWith('events.') ? [[k.slice(7), v]] : [])),
  )
const EN = templates(en)
const JA = templates(ja)

const SETUPS: Partial<Options>[] = [
  { firstTurn: 'roll-off', turnMode: 'simple' },
  { firstTurn: 'auction', turnMode: 'cyclic', aspects: true },
  { firstTurn: 'roll-off', turnMode: 'initiative', aspects: true, aspectBoosts: true },
  { firstTurn: 'auction', turnMode: 'simple', aspects: true },
  {
    players: 3,
    firstTurn: 'roll-off',
    turnMode: 'simple',
    aspects: true,
    bag: { red: 50, blue: 50, green: 50 },
  },
  { players: 4, firstTurn: 'auction', turnMode: 'cyclic', bag: { red: 70, blue: 70, green: 70 } },
  { firstTurn: 'roll-off', turnMode: 'simple', bag: { red: 20, blue: 6, green: 70 } },
]

/** Plays one seeded game: the tests' usual policy, mixed with any legal action (boosts, swaps, damage by time). */
function playGame(options: Partial<Options>, seed: string): GameEvent[] {
  const dice = seededDice(seed)
  const choices = seededDice(`${seed}/policy`)
  const random = () => (choices.roll(1 << 20) - 1) / (1 << 20)
  let s: State = diceRollParty.setup(options, dice)
  const events: GameEvent[] = []
  for (let n = 0; n < 3000 && !diceRollParty.result(s).over; n++) {
    const actions = legalActions(s)
    const a: Action =
      s.stage.kind !== 'build' && random() < 0.35
        ? actions[Math.floor(random() * actions.length)]!
        : pickAction(s, actions, random)
    const r = apply(s, a, dice)
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
    s = r.state
  }
  return events
}

/** Rare lines, set up exactly: player 1's character 1 attacks player 2's character 1, then defence and damage. */
function exchange(attacker: Character, target: Character, boosts: Partial<AttackBoosts>, faces: number[]) {
  const filler = () => char(1, 1, 1, 2)
  const s = tableState([
    [attacker, filler(), filler(), filler()],
    [target, filler(), filler(), filler()],
  ])
  const actions: Action[] = [
    {
      type: 'dice-roll-party/attack',
      attacker: 0,
      target: { player: 1, slot: 0 },
      boosts: { ...NO_ATTACK_BOOSTS, ...boosts },
    },
    { type: 'dice-roll-party/defend', boosts: NO_DEFENCE_BOOSTS },
  ]
  return play(s, actions, scriptedDice(faces)).events
}
const RARE: GameEvent[] = [
  // Insured from its minimum (d10 → 1), so the defender absorbs: drp/absorbed-min.
  ...exchange(char(3, 4, 0, 2), char(0, 0, 2, 2), { insurance: true }, [1, 1]),
  // Superiority and insurance together: drp/attack-rolled-twice-insured.
  ...exchange(char(4, 4, 0, 2), char(0, 0, 1, 2), { insurance: true, superiority: true }, [1, 2, 4]),
  // No attack potential and no defence potential: both sides roll no die; the target has only time left.
  ...exchange(char(2, 0, 0, 2), char(3, 0, 0, 0), {}, []),
  ...exchange(char(2, 2, 0, 2), char(3, 0, 0, 0), {}, [5]),
]

const ALL: GameEvent[] = [
  ...SETUPS.flatMap((o, i) => Array.from({ length: 4 }, (_, k) => playGame(o, `templates-${i}-${k}`)).flat()),
  ...RARE,
]

describe('translated log lines', () => {
  it('every event carries params, and its English template gives exactly the engine text', () => {
    expect(ALL.length).toBeGreaterThan(1000)
    expect(ALL.filter((e) => !e.params).map((e) => e.type)).toEqual([])
    expect(templateMismatches(ALL, EN)).toEqual([])
  })

  it('the rare lines are covered too', () => {
    const types = new Set(RARE.map((e) => e.type))
    for (const t of [
      'drp/absorbed-min',
      'drp/attack-rolled-twice-insured',
      'drp/attack-rolled-no-die',
      'drp/defence-rolled-no-die',
      'drp/token-lost-time',
    ])
      expect(types, t).toContain(t)
  })

  it('params are names and numbers only, never an English word of the game', () => {
    const words = /^(red|blue|green|time|attack|defence|form|potential|null|insurance|superiority)$/i
    for (const e of ALL)
      for (const [k, v] of Object.entries(e.params ?? {})) {
        expect(['string', 'number'].includes(typeof v), `${e.type}.${k}`).toBe(true)
        if (typeof v === 'string') expect(v, `${e.type}.${k}`).not.toMatch(words)
      }
  })

  it('every event type that carries params has an English and a Japanese template', () => {
    const types = new Set(ALL.filter((e) => e.params).map((e) => e.type))
    for (const type of types) {
      expect(EN[type], type).toBeDefined()
      expect(JA[type], type).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
    // The games reach most variants (colours, groups, boosts, singular and plural).
    expect(types.size).toBeGreaterThan(80)
  })

  it('i18next fills the templates as the log does: the English line is the engine text', async () => {
    registerSystemStrings(systemUi)
    // Japanese is a pack of its own, fetched when the reader picks it.
    await loadSystemLanguage(systemUi, 'ja')
    const sample = ALL.filter((e, i) => ALL.findIndex((f) => f.type === e.type) === i)
    await i18n.changeLanguage('en')
    for (const e of sample) expect(i18n.t(`dice-roll-party:events.${e.type}`, e.params)).toBe(e.text)
    await i18n.changeLanguage('ja')
    for (const e of sample) {
      const line = i18n.t(`dice-roll-party:events.${e.type}`, e.params)
      expect(line, e.type).not.toMatch(/\{\{|\b(red|blue|green|token|character)\b/)
      expect(line, e.type).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    }
    await i18n.changeLanguage('en')
  })

  it("every rule ID of the reference has a Japanese entry in the Japanese pack's rules", async () => {
    const ruleJa = (await systemUi.languages!.ja!()).rules ?? {}
    for (const r of RULES) expect(ruleJa[r.id]?.text, r.id).toBeTruthy()
  })
})
