/**
 * Golden replays: seeded random legal games whose final state and every returned event list are pinned by
 * hash. The hashes were recorded before the engine was split into decide/evolve, so any change in
 * behaviour, state shape, dice order or log text (type, rule, text, params, dice) fails here.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import type { Options } from '../../../src/engine/systems/dice-roll-party/types'
import { apply, legalActions, pickAction } from './helpers'

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
    const r = apply(s, a, dice)
    if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(a)} refused: ${r.error}`)
    eventHash = hash(eventHash + JSON.stringify(r.events))
    s = r.state
  }
  return { actions: n, over: diceRollParty.result(s).over, state: hash(JSON.stringify(s)), events: eventHash }
}

const SEEDS = Array.from({ length: 20 }, (_, k) => `golden-${k}`)

/**
 * Recorded with the engine before the decide/evolve split; event hashes pinned again when the log changed its
 * words only ("N damage", the game-over line without "Game over:", the aspects read at the declaration,
 * the cyclic skip naming its character; the absorption line saying the defence potential blocks the
 * damage) — every state hash stayed the same.
 */
const EXPECTED: Record<string, Golden> = {
  'golden-0': { actions: 284, over: true, state: 'f1fe95747668a', events: 'c25f44be3e1ab' },
  'golden-1': { actions: 356, over: true, state: 'cbc13cbce610f', events: '3dc849230ac7e' },
  'golden-2': { actions: 261, over: true, state: '182953ea0cb7b3', events: '9a0dfa4a9d0f5' },
  'golden-3': { actions: 292, over: true, state: '1abea3be17125f', events: 'd6ff714e1d8ef' },
  'golden-4': { actions: 651, over: true, state: '552aebd6a0065', events: 'bfcc38777f756' },
  'golden-5': { actions: 413, over: true, state: '4c8559c066199', events: '9161923e98eda' },
  'golden-6': { actions: 261, over: true, state: '66c4da1c940a9', events: '4e939dd6308f0' },
  'golden-7': { actions: 280, over: true, state: '19efdd19998ee6', events: '12fe41106697cf' },
  'golden-8': { actions: 343, over: true, state: '394507fd63b6a', events: 'a1fc2e8f58d20' },
  'golden-9': { actions: 533, over: true, state: '100118a0775745', events: '4e1003ee9c214' },
  'golden-10': { actions: 327, over: true, state: 'c762f8beed8c4', events: '11ebf38517b3a4' },
  'golden-11': { actions: 257, over: true, state: '3e32957333566', events: '1586695ec8acde' },
  'golden-12': { actions: 169, over: true, state: 'ca896c5e82b5f', events: '1a598e22282cbe' },
  'golden-13': { actions: 393, over: true, state: '1f59a9223928fa', events: '7bee878ad7892' },
  'golden-14': { actions: 649, over: true, state: 'f31fd76c168be', events: '2da06df06b201' },
  'golden-15': { actions: 411, over: true, state: '13d511a1f1f687', events: '1d663434ca5eaa' },
  'golden-16': { actions: 226, over: true, state: 'efa579ff1c6b1', events: '39d88fcd7bf17' },
  'golden-17': { actions: 403, over: true, state: '1494831ef25674', events: '1d892e8ac2515e' },
  'golden-18': { actions: 293, over: true, state: '1ae090747b13d9', events: '1f694cbfd08105' },
  'golden-19': { actions: 459, over: true, state: '1ca3be46be2ab0', events: 'd68ec3f86b5fe' },
}

describe('golden replays', () => {
  it.each(SEEDS.map((seed, k) => [seed, k] as const))('%s plays exactly as recorded', (seed, k) => {
    expect(playGolden(seed, k)).toEqual(EXPECTED[seed])
  })
})
