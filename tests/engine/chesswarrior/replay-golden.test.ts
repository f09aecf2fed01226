/**
 * Golden replays pinned before the engine-shape refactor: seeded random games must give the same final
 * state, the same event lists (log text, params, dice, animation fields) and the same refusals as the
 * code these hashes were computed with. A mismatch means behaviour, saves or log text changed.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { chesswarrior } from '../../../src/engine/systems/chesswarrior'
import type { CwAction, CwOptions, CwState } from '../../../src/engine/systems/chesswarrior'

/** cyrb53: a small, well-mixed string hash (hex), enough to tell two JSON texts apart. */
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

/** Off-list actions tried (and thrown away) at every step, so refusal texts are pinned too. */
function probes(s: CwState): CwAction[] {
  const active = s.activation ? s.heroes[s.activation.hero] : undefined
  const someHero = s.heroOrder[0] ?? 'p1:page'
  const out: CwAction[] = [
    { type: 'chesswarrior/pass' },
    { type: 'chesswarrior/activate', hero: someHero },
    { type: 'chesswarrior/pick', card: 'page' },
    { type: 'chesswarrior/confirmTeam' },
    { type: 'chesswarrior/endActivation', facing: 'E' },
    { type: 'chesswarrior/respond', hero: someHero, ability: 'guard' },
  ]
  if (active?.pos) {
    const card = s.cards[active.card]!
    for (const a of card.abilities) {
      out.push({ type: 'chesswarrior/move', ability: a.id })
      out.push({ type: 'chesswarrior/use', ability: a.id, target: someHero, facing: 'N' })
    }
    out.push({ type: 'chesswarrior/step', to: { x: active.pos.x + 1, y: active.pos.y + 1 } })
    out.push({ type: 'chesswarrior/step', to: { x: active.pos.x, y: active.pos.y + 1 } })
  }
  return out
}

/**
 * Narrows the legal list so the capped games reach deep play: picks are seldom taken back, responses are
 * usually taken, and the Active hero usually acts before it ends its activation. `r` is a d12 face.
 */
function policy(legal: CwAction[], r: number): CwAction[] {
  const of = (type: CwAction['type']) => legal.filter((a) => a.type === type)
  const not = (...types: CwAction['type'][]) => legal.filter((a) => !types.includes(a.type))
  const narrowed =
    r === 1
      ? legal
      : of('chesswarrior/respond').length && r <= 8
        ? of('chesswarrior/respond')
        : r <= 9
          ? not('chesswarrior/unpick', 'chesswarrior/endActivation')
          : not('chesswarrior/unpick')
  return narrowed.length ? narrowed : legal
}

interface Golden {
  actions: number
  state: string
  events: string
  probes: string
}

function play(seed: string, options: CwOptions, cap: number): Golden {
  const pick = seededDice(`pick-${seed}`)
  const dice = seededDice(`dice-${seed}`)
  let s = chesswarrior.setup(options, dice)
  const eventHashes: string[] = []
  const probeHashes: string[] = []
  let actions = 0
  for (; actions < cap; actions++) {
    const legal = chesswarrior.legalActions(s)
    if (legal.length === 0) break
    const list = probes(s)
    const probe = list[pick.roll(list.length) - 1]!
    const tried = chesswarrior.apply(s, probe, seededDice(`probe-${seed}-${actions}`))
    probeHashes.push(hash(JSON.stringify(tried.ok ? [tried.events, tried.state] : tried.error)))
    const choices = policy(legal, pick.roll(12))
    const a = choices[pick.roll(choices.length) - 1]!
    const r = chesswarrior.apply(s, a, dice)
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}: ${r.error}`)
    eventHashes.push(hash(JSON.stringify(r.events)))
    s = r.state
  }
  return {
    actions,
    state: hash(JSON.stringify(s)),
    events: hash(eventHashes.join(',')),
    probes: hash(probeHashes.join(',')),
  }
}

const SEEDS = Array.from({ length: 20 }, (_, i) => `golden-${i}`)
/** Standard, Expert, a short game that ends by points, and the table options with a turn limit. */
const OPTIONS: CwOptions[] = [
  {},
  { mode: 'expert', victoryPoints: 3 },
  { victoryPoints: 2, names: { p1: 'Ann', p2: 'Bo' } },
  { rules: { obstacleRepeat: 'remove', partSightPenalty: 3, destroyedDelay: 2 }, turnLimit: 8 },
]

const EXPECTED: Record<string, Golden> = {
  'golden-0': { actions: 568, state: '2e70d59185b80', events: 'a23ebb26862c1', probes: '1042f5e2f13a2c' },
  'golden-1': { actions: 352, state: '13ce7599c630c6', events: '11eef9b39a8d16', probes: '369c29edd7ab6' },
  'golden-2': { actions: 564, state: '4cd31e1d58760', events: '10d31b79884ef', probes: '127e8f4fb45546' },
  'golden-3': { actions: 190, state: 'cbbe8f2e23a19', events: '184520dc92d2d2', probes: '1bce4cd7e53691' },
  'golden-4': { actions: 286, state: '159e5788153287', events: '3316a65d6f400', probes: 'f04bface55d8e' },
  'golden-5': { actions: 514, state: '1db3a3db7bd79f', events: '144b14de33a435', probes: '6e4664ed85d8e' },
  'golden-6': { actions: 278, state: '1872d0a1d54efc', events: 'fc6891fe6420e', probes: 'f62059b5fc505' },
  'golden-7': { actions: 184, state: '7b8cb67a1dbce', events: '6fc8702210035', probes: '1e061e0cdd6415' },
  'golden-8': { actions: 576, state: 'c8406f5ed7577', events: '1e1d6a8c696dbb', probes: '1420249760b209' },
  'golden-9': { actions: 551, state: '7e18d0b4e8b78', events: '15fde2560f52d5', probes: '577570f8c6896' },
  'golden-10': { actions: 269, state: '1ed783e6e9eb32', events: '135968547dbee4', probes: '4a82d7ed29654' },
  'golden-11': { actions: 200, state: '198ad916205258', events: '6999fb5e7c85c', probes: 'c3e79b969ce3c' },
  'golden-12': { actions: 559, state: '175f98e2db2051', events: 'd84832bb46d73', probes: '138ca952e31a29' },
  'golden-13': { actions: 390, state: 'aca1edb44606f', events: 'da241dcbb8486', probes: '1f3e9cc40ef8af' },
  'golden-14': { actions: 383, state: '1c0504cf310c71', events: '1538bc5fa345f3', probes: 'f3ba1b47edbc0' },
  'golden-15': { actions: 196, state: 'eb5e04c2f6ca7', events: '15cf02ad2355a3', probes: '130ef62a5dedae' },
  'golden-16': { actions: 457, state: '8bb75f4e8c3a0', events: 'a2f46f6f8dcb4', probes: '1bb9c58bb51176' },
  'golden-17': { actions: 237, state: '14f6d0efe3796e', events: '101723c97a88b6', probes: 'fe82ee121fbad' },
  'golden-18': { actions: 287, state: '3c73a4d37d3a3', events: '1604b745d822a4', probes: '10294df2308634' },
  'golden-19': { actions: 196, state: '684aa343e0e94', events: 'f0bf96e5f0e15', probes: '4611ea4bd3b57' },
}

describe('golden replays (behaviour pinned before the engine-shape refactor)', () => {
  it.each(SEEDS.map((seed, i) => [seed, i] as const))('%s replays identically', (seed, i) => {
    const got = play(seed, OPTIONS[i % OPTIONS.length]!, 700)
    expect(got).toEqual(EXPECTED[seed])
  })
})
