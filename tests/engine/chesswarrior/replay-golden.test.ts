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
  'golden-0': { actions: 481, state: '20d7149074cd7', events: '1abe6ccf5446ef', probes: '24333ff807265' },
  'golden-1': { actions: 182, state: '1ac1c928fdd7ac', events: '19780d067612ba', probes: '4b30cb2f7df8b' },
  'golden-2': { actions: 261, state: '67dd06551dd87', events: 'e1a920f79a2fc', probes: '1b97560eaa2c9b' },
  'golden-3': { actions: 173, state: '1b6c70c7e74423', events: '123340e0431272', probes: '1e9f247ebd96cf' },
  'golden-4': { actions: 286, state: '159e5788153287', events: '3316a65d6f400', probes: 'f04bface55d8e' },
  'golden-5': { actions: 361, state: 'e5467cfda15e8', events: 'd53bffdbfaa14', probes: 'f7c2615407c22' },
  'golden-6': { actions: 126, state: '75e64907110a9', events: '70753f36aac0f', probes: 'a90f0def4c945' },
  'golden-7': { actions: 183, state: '1d9104f3ecae24', events: 'b7c9866accc41', probes: 'aa425cf2ea30b' },
  'golden-8': { actions: 316, state: '349e336db681f', events: '48317b8603b5f', probes: '1d943ae9f86ef7' },
  'golden-9': { actions: 309, state: '1188c2823bee1e', events: 'd03760a4bc4f8', probes: '1ac7998d109558' },
  'golden-10': { actions: 700, state: '940496283dc91', events: 'dd8c1e0a22765', probes: 'e96f54c05c25f' },
  'golden-11': { actions: 207, state: '6a2dc1a34e002', events: '16f1746f3c7df5', probes: '258ffb27fe0d9' },
  'golden-12': { actions: 290, state: 'bbbae87d29e20', events: '106d7de4d958fa', probes: '65d66649d27f4' },
  'golden-13': { actions: 523, state: 'aba0c0d722483', events: '1457de5da36327', probes: '85ffd04abce51' },
  'golden-14': { actions: 383, state: '1c0504cf310c71', events: '1538bc5fa345f3', probes: 'f3ba1b47edbc0' },
  'golden-15': { actions: 203, state: '47e819cf30e9c', events: 'a80c6c96ae8c4', probes: 'f2d2b0f683ae2' },
  'golden-16': { actions: 700, state: '90d6ce639fd5f', events: '15ed9bb0791bc', probes: '694b83f0f8857' },
  'golden-17': { actions: 252, state: '81cab7f57ec1e', events: 'fc55595be9715', probes: '157eb8f29b30ef' },
  'golden-18': { actions: 217, state: '188ac656f0fccc', events: '46b876c1b8583', probes: '1a49647ebacad2' },
  'golden-19': { actions: 192, state: '8f3ea938c811d', events: '1c1cf34bff2166', probes: '124e7fbe875001' },
}

describe('golden replays (behaviour pinned before the engine-shape refactor)', () => {
  it.each(SEEDS.map((seed, i) => [seed, i] as const))('%s replays identically', (seed, i) => {
    const got = play(seed, OPTIONS[i % OPTIONS.length]!, 700)
    expect(got).toEqual(EXPECTED[seed])
  })
})
