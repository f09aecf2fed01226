/**
 * Golden replays pinned before the engine-shape refactor: seeded random games must give the same final
 * state, the same event lists (log text, params, dice, animation fields) and the same refusals as the
 * code these hashes were computed with. A mismatch means behaviour, saves or log text changed. Event and
 * probe hashes were pinned again when the English log took its plurals ("1 success", "2 squares") and a
 * `count` param for them: every state hash stayed the same, and the old hashes came back with the old
 * words put back. State and probe hashes were pinned again when the table rules took `directLineHits`
 * (CW-8.5), Holy Spear's card said "every hero" and a friendly-fire destruction stopped counting for the
 * opponent: with those three taken out of the state, every hash of the code before was reproduced.
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
  'golden-0': { actions: 481, state: '296d039856a9c', events: '3eb8225ed4f61', probes: '14ea1b00257a95' },
  'golden-1': { actions: 182, state: 'e830fcca48b3b', events: '89b8f59bbedd6', probes: '1d3a91e7f990e0' },
  'golden-2': { actions: 261, state: '16cbdf3bd2d772', events: '1f94d12a5e4c9c', probes: 'a3100209c13d3' },
  'golden-3': { actions: 173, state: '4fe4d53e2a46b', events: '8e4a3ebbe4804', probes: '100552448e3fd8' },
  'golden-4': { actions: 286, state: '95cbba2eb9e50', events: '9642451d3496d', probes: '14a6481648c8cf' },
  'golden-5': { actions: 361, state: 'ac544beda9b83', events: 'f111357576509', probes: '36e9d1963afda' },
  'golden-6': { actions: 126, state: '197a689d27bc3a', events: '5273be1f81e03', probes: '9abc177b097e3' },
  'golden-7': { actions: 183, state: '15d1b6a820a842', events: 'acf73d435dcb', probes: '1e65768c11231' },
  'golden-8': { actions: 316, state: '10e1143cde22ea', events: 'f0a0bcf15ac5b', probes: '13e90d95e5d061' },
  'golden-9': { actions: 309, state: '1e0b1203264618', events: 'b019ac6c05c64', probes: '1607c20dbb6e97' },
  'golden-10': { actions: 700, state: 'bee38e2aebc30', events: '3c40cdf9d09fe', probes: '11ea2274f2950f' },
  'golden-11': { actions: 207, state: '122cae6cd456d6', events: '16f7b5ef6482b', probes: '116731e9f061fc' },
  'golden-12': { actions: 290, state: '83264eb0d72ce', events: '7a252667cb94d', probes: '1fed7156e0404d' },
  'golden-13': { actions: 523, state: '644882e633310', events: 'f83562ab68747', probes: '154d58fd92c39e' },
  'golden-14': { actions: 383, state: '1fc95983503c00', events: '9fcad05dfe776', probes: '11eb1bf28445d6' },
  'golden-15': { actions: 203, state: 'e92a6f9556a20', events: 'f4537ba889e91', probes: '1dc26bfe3d40a0' },
  'golden-16': { actions: 700, state: '137651b787ddfe', events: '1e3453a445a523', probes: '1f6509d3470c59' },
  'golden-17': { actions: 252, state: '179b97af93d1cd', events: '1e7aa07e4f5a8b', probes: '5490b68a4c373' },
  'golden-18': { actions: 217, state: '10d36f2846af5a', events: 'c376224d80e2a', probes: '7a6a938e56e37' },
  'golden-19': { actions: 192, state: '641ca1947b7f5', events: 'cf6c811bc054e', probes: 'f45e08205d9e9' },
}

describe('golden replays (behaviour pinned before the engine-shape refactor)', () => {
  it.each(SEEDS.map((seed, i) => [seed, i] as const))('%s replays identically', (seed, i) => {
    const got = play(seed, OPTIONS[i % OPTIONS.length]!, 700)
    expect(got).toEqual(EXPECTED[seed])
  })
})
