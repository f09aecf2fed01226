/**
 * Issue 10's property: random legal play (legalActions → apply) on a table with creatures ends its games
 * (FG-11) within 20 000 actions, and replaying each game's log from its seed reproduces it exactly. A few
 * games here; `npx tsx bench/frostgrave-random-play.ts --games 50` measures the share over many.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { playRandomGame } from '../../../src/testing/frostgrave-random-play'

describe('Frostgrave random legal play with creatures', () => {
  it('ends within 20 000 actions and replays exactly (FG-10, FG-11)', () => {
    const games = new Set<string>()
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), (seed) => {
        const game = playRandomGame(`rp-${seed}`)
        games.add(game.seed)
        expect(game.ended, `${game.seed} ended after ${game.actions} actions`).toBe(true)
        expect(game.actions).toBeLessThanOrEqual(20_000)
        expect(game.replays).toBe(true)
        expect(game.taken['frostgrave/runCreatures'] ?? 0).toBeGreaterThan(0)
      }),
      { numRuns: 2, seed: 10 },
    )
    expect(games.size).toBeGreaterThan(0)
  }, 180_000)
})
