/**
 * Issue 10's property for the spells that bend the turn, cut the terrain and guard the caster (FG-8): the
 * legal-action sample offers each of them, and random legal play with warbands that know them casts them,
 * still ends its games (FG-11) and replays exactly — Fast Act's phase, stored actions, second activations,
 * holes in walls and the Will rolls of Beauty and Monstrous Form included.
 */
import { describe, expect, it } from 'vitest'
import {
  FG_DATA,
  frostgrave,
  type FgSetupOptions,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { RANDOM_PLAY_OPTIONS, playRandomGame } from '../../../src/testing/frostgrave-random-play'
import { rect } from './helpers'
import { spellTable } from './spells-helpers'

const [first, second] = FG_DATA.samples.warbands as [
  (typeof FG_DATA.samples.warbands)[number],
  (typeof FG_DATA.samples.warbands)[number],
]

/** Chronomancers (three of their own, three aligned, two neutral) against Illusionists (likewise). */
const OPTIONS: FgSetupOptions = {
  ...RANDOM_PLAY_OPTIONS,
  warbands: [
    {
      ...first,
      school: 'Chronomancer',
      spells: [
        'Crumble',
        'Fast Act',
        'Time Store',
        'Elemental Hammer',
        'Bone Dart',
        'Will Power',
        'Heal',
        'Push',
      ],
    },
    {
      ...second,
      school: 'Illusionist',
      spells: [
        'Beauty',
        'Monstrous Form',
        'Teleport',
        'Push',
        'Will Power',
        'Heal',
        'Time Walk',
        'Bone Dart',
      ],
    },
  ],
}

const SPELLS = [
  'Crumble',
  'Fast Act',
  'Time Store',
  'Time Walk',
  'Elemental Hammer',
  'Beauty',
  'Monstrous Form',
]

describe('Frostgrave random legal play with the turn, terrain and guard spells (FG-8)', () => {
  it('casts them, ends within 20 000 actions and replays exactly', () => {
    const casts: Record<string, number> = {}
    for (const seed of ['turn-spells-1', 'turn-spells-2', 'turn-spells-3']) {
      const game = playRandomGame(seed, OPTIONS)
      expect(game.ended, `${seed} ended after ${game.actions} actions`).toBe(true)
      expect(game.replays).toBe(true)
      for (const [spell, n] of Object.entries(game.casts)) casts[spell] = (casts[spell] ?? 0) + n
    }
    // Which of the seven a game meets depends on every other rule's sample; most of them come up.
    expect(SPELLS.filter((s) => (casts[s] ?? 0) > 0).length, JSON.stringify(casts)).toBeGreaterThanOrEqual(4)
  }, 300_000)

  it.each(SPELLS)('the legal-action sample offers %s to a caster who knows it', (spell) => {
    const s = spellTable([spell], { 'p0-s1': [12, 20] })
    const walled: FgState = {
      ...s,
      terrain: [{ ...rect('blocking', 5, 16, 10, 1, 400), id: 'k1' }],
      nextTerrainId: 2,
    }
    const casts = frostgrave.legalActions(walled).filter((a) => a.type === 'frostgrave/cast')
    expect(casts.map((a) => a.type === 'frostgrave/cast' && a.spell)).toContain(spell)
  })
})
