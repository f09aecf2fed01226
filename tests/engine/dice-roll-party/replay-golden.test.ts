/**
 * Golden replays: seeded random legal games whose final state and every returned event list are pinned by
 * hash. The hashes were recorded before the engine was split into decide/evolve, so any change in
 * behaviour, state shape, dice order or log text (type, rule, text, params, dice) fails here.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import type { Options } from '../../../src/engine/systems/dice-roll-party/types'
import { applyAction, legalActions, pickAction } from './helpers'

/** cyrb53: a small, well-mixed 53-bit string hash, as hex. */
function hash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)
}

/** Enough actions for most games to end; the cap keeps the run to a few seconds. */
const MAX_ACTIONS = 1500

/** Options cycle through every first-turn mode, turn mode, aspect variant, and 2 or 3 players. */
function optionsFor(k: number): Partial<Options> {
  return {
    firstTurn: (['roll-off', 'auction'] as const)[k % 2],
    turnMode: (['simple', 'cyclic', 'initiative'] as const)[k % 3],
    aspects: k % 4 !== 0,
    aspectBoosts: k % 4 === 3,
    ...(k % 5 === 4 ? { players: 3, bag: { red: 50, blue: 55, green: 60 } } : { players: 2 }),
  }
}

interface Golden {
  actions: number
  over: boolean
  state: string
  events: string
}

function playGolden(seed: string, k: number): Golden {
  const dice = seededDice(seed)
  const choices = seededDice(`${seed}/policy`)
  const random = () => (choices.roll(1 << 20) - 1) / (1 << 20)
  let s = diceRollParty.setup(optionsFor(k), dice)
  let eventHash = ''
  let n = 0
  for (; n < MAX_ACTIONS && !diceRollParty.result(s).over; n++) {
    const a = pickAction(s, legalActions(s), random)
    const r = applyAction(s, a, dice)
    if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(a)} refused: ${r.error}`)
    eventHash = hash(eventHash + JSON.stringify(r.events))
    s = r.state
  }
  return { actions: n, over: diceRollParty.result(s).over, state: hash(JSON.stringify(s)), events: eventHash }
}

const SEEDS = Array.from({ length: 20 }, (_, k) => `golden-${k}`)

/** Recorded with the engine before the decide/evolve split. */
const EXPECTED: Record<string, Golden> = {
  'golden-0': { actions: 284, over: true, state: 'f1fe95747668a', events: '103e966707e463' },
  'golden-1': { actions: 356, over: true, state: 'cbc13cbce610f', events: '117f0937cbcf21' },
  'golden-2': { actions: 261, over: true, state: '182953ea0cb7b3', events: '606194ea9ca45' },
  'golden-3': { actions: 292, over: true, state: '1abea3be17125f', events: '16151eed190ee0' },
  'golden-4': { actions: 651, over: true, state: '552aebd6a0065', events: '1143b0b7518fbe' },
  'golden-5': { actions: 413, over: true, state: '4c8559c066199', events: 'f2f21507a3208' },
  'golden-6': { actions: 261, over: true, state: '66c4da1c940a9', events: '1fb4adb68092dc' },
  'golden-7': { actions: 280, over: true, state: '19efdd19998ee6', events: '1251af25ef2c83' },
  'golden-8': { actions: 343, over: true, state: '394507fd63b6a', events: 'd31d6c0cf830d' },
  'golden-9': { actions: 533, over: true, state: '100118a0775745', events: '147d21f5c8c264' },
  'golden-10': { actions: 327, over: true, state: 'c762f8beed8c4', events: 'a8f14ab0b0416' },
  'golden-11': { actions: 257, over: true, state: '3e32957333566', events: 'a8ebf9e576fad' },
  'golden-12': { actions: 169, over: true, state: 'ca896c5e82b5f', events: '177b3733d8a9b0' },
  'golden-13': { actions: 393, over: true, state: '1f59a9223928fa', events: '76f36102ddff0' },
  'golden-14': { actions: 649, over: true, state: 'f31fd76c168be', events: 'bda50f6a6b1dc' },
  'golden-15': { actions: 411, over: true, state: '13d511a1f1f687', events: 'a8398b449bd5e' },
  'golden-16': { actions: 226, over: true, state: 'efa579ff1c6b1', events: '83a02eeff169d' },
  'golden-17': { actions: 403, over: true, state: '1494831ef25674', events: '578257fd61b1b' },
  'golden-18': { actions: 293, over: true, state: '1ae090747b13d9', events: '14448a54ae0270' },
  'golden-19': { actions: 459, over: true, state: '1ca3be46be2ab0', events: '11f96284bfaa69' },
}

describe('golden replays', () => {
  it.each(SEEDS.map((seed, k) => [seed, k] as const))('%s plays exactly as recorded', (seed, k) => {
    expect(playGolden(seed, k)).toEqual(EXPECTED[seed])
  })
})
