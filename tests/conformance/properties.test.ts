/**
 * The conformance suite's properties over random seeds (fast-check), for every registered system: a short
 * random legal game replays from its log to the live state, its save round-trips, and undo then redo
 * changes nothing. A failing seed is printed by fast-check; pin it in conformance.test.ts's games.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SystemId } from '../../src/engine'
import { systems } from '../../src/engine/systems/registry'
import { replayProblems, saveProblems, undoRedoProblems } from './checks'
import { playGame, type AnySystem } from './play'
import { ActionPool } from './probes'

/** Commands per random game: Frostgrave's legal actions cost tens of milliseconds a state. */
const ACTIONS: Partial<Record<SystemId, number>> = { frostgrave: 12 }

const registered = Object.entries(systems) as [SystemId, AnySystem][]

describe.each(registered)('%s over random seeds', (id, module) => {
  it('replays, saves and undoes/redoes to the live game', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const game = playGame(
          module,
          { options: {}, seed, maxActions: ACTIONS[id] ?? 30, probesPerState: 0, sampleEvery: 5 },
          new ActionPool(),
        )
        expect(game.incidents).toEqual([])
        expect([
          ...replayProblems(module, game),
          ...saveProblems(module, game, systems),
          ...undoRedoProblems(game),
        ]).toEqual([])
      }),
      { numRuns: 6 },
    )
  }, 60_000)
})
