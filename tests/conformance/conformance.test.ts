/**
 * The conformance suite: the contract every registered system keeps, checked for each system of the
 * registry, so a new system is tested by registering it. Seeded random legal games are played through the
 * shared command log with probes (actions of other moments, bent actions, malformed values) tried at every
 * state; then:
 * - replaying the log gives the live state, and a save round-trips and replays to it;
 * - undo then redo is the identity;
 * - every refusal cites a rule of the system, has a code and params, and reads in all six languages;
 * - every log line has params and reads in all six languages;
 * - states are plain JSON data; apply never throws, never refuses a listed action, never changes its input.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { SystemId } from '../../src/engine'
import { catalogueEntry } from '../../src/engine/systems/catalogue'
import { systems } from '../../src/engine/systems/registry'
import {
  eventProblems,
  plainDataProblems,
  refusalProblems,
  replayProblems,
  saveProblems,
  undoRedoProblems,
} from './checks'
import { playGame, type AnySystem, type GameRecord } from './play'
import { ActionPool } from './probes'
import { loadSystemStrings } from './templates'

/** Seeded games per system. */
const GAMES = 4

/** How a system's games are played; a system without an entry plays `{}` for up to 150 commands. */
interface Settings {
  /** Set-ups that reach more of the system than its defaults; each game takes the next in turn. */
  options?: unknown[]
  /** Commands per game at most, so the suite takes a few seconds a system. */
  maxActions?: number
  /** Action types (the part after `<system>/`) that undo a step, taken only now and then. */
  rarely?: string[]
}

const SETTINGS: Partial<Record<SystemId, Settings>> = {
  chesswarrior: { options: [{}, { mode: 'expert', victoryPoints: 3 }], rarely: ['unpick'] },
  'dice-roll-party': {
    rarely: ['unplace'],
    options: [
      { firstTurn: 'roll-off', turnMode: 'simple' },
      { firstTurn: 'auction', turnMode: 'initiative', aspects: true, aspectBoosts: true },
      { players: 3, turnMode: 'cyclic', bag: { red: 50, blue: 55, green: 60 } },
    ],
  },
  frostgrave: {
    // Its legal actions sample the table's moves (tens of milliseconds a state): set-up and a turn or so.
    maxActions: 60,
    options: [
      { tableSize: 24, turnLimit: 2 },
      {
        tableSize: 36,
        turnLimit: 2,
        scenario: {
          creatures: [
            { type: 'Zombie', x: 1500, y: 1800 },
            { type: 'Wolf', x: 2100, y: 1800 },
          ],
        },
      },
    ],
  },
  'double-cross': { options: [{ cast: 'sample' }, { cast: 'empty', name: 'Conformance' }] },
}

const registered = Object.entries(systems) as [SystemId, AnySystem][]

describe.each(registered)('%s conforms to the system contract', (id, module) => {
  const games: GameRecord[] = []
  let prefix = ''
  let ruleIds = new Set<string>()

  // Playing and probing takes a few seconds a system; a busy machine may take several times that.
  beforeAll(async () => {
    const ui = await loadSystemStrings(id)
    ruleIds = new Set((await ui.loadRules()).map((rule) => rule.id))
    prefix = catalogueEntry(id).rulePrefix
    const pool = new ActionPool()
    const { options = [{}], maxActions = 150, rarely } = SETTINGS[id] ?? {}
    for (let g = 0; g < GAMES; g++)
      games.push(
        playGame(
          module,
          {
            options: options[g % options.length],
            seed: `conformance-${id}-${g}`,
            maxActions,
            probesPerState: 3,
            sampleEvery: 7,
            rarely,
          },
          pool,
        ),
      )
  }, 120_000)

  it('plays without throwing, refuses no listed action, and never changes the state it is given', () => {
    expect(games.flatMap((g) => g.incidents.map((i) => `${i.what} (${JSON.stringify(i.action)})`))).toEqual(
      [],
    )
  })

  it('keeps its state as plain JSON data', () => {
    expect(games.flatMap((g) => plainDataProblems(g.history.state))).toEqual([])
  })

  it('replays its log to the live state', () => {
    expect(games.flatMap((g) => replayProblems(module, g))).toEqual([])
  })

  it('round-trips a save, which replays to the live state', () => {
    expect(games.flatMap((g) => saveProblems(module, g, systems))).toEqual([])
  })

  it('undoes then redoes to the same game', () => {
    expect(games.flatMap((g) => undoRedoProblems(g))).toEqual([])
  })

  it('refuses with a rule, a code, params and a sentence in every language', () => {
    const refusals = games.flatMap((g) => g.refusals)
    expect(refusals.length).toBeGreaterThan(0)
    expect(refusalProblems(id, prefix, ruleIds, refusals)).toEqual([])
  })

  it('gives every log line params and a template in every language', () => {
    const events = games.flatMap((g) => g.events)
    expect(events.length).toBeGreaterThan(0)
    expect(eventProblems(id, events)).toEqual([])
  })
})
