/**
 * Golden replays pinned before the engine-shape refactor: seeded random games must give the same final
 * state, the same event lists (log text, params, dice, animation fields) and the same refusals as the
 * code these hashes were computed with. A mismatch means behaviour, saves or log text changed. Event and
 * probe hashes were pinned again when the English log took its plurals ("1 success", "2 squares") and a
 * `count` param for them: every state hash stayed the same, and the old hashes came back with the old
 * words put back.
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
  'golden-0': { actions: 481, state: '20d7149074cd7', events: '3eb8225ed4f61', probes: 'a8597d094c4e2' },
  'golden-1': { actions: 182, state: '1ac1c928fdd7ac', events: '89b8f59bbedd6', probes: '13270e007a08f8' },
  'golden-2': { actions: 261, state: '67dd06551dd87', events: '1f94d12a5e4c9c', probes: '1bcdd710bcfcfa' },
  'golden-3': { actions: 173, state: '1b6c70c7e74423', events: '8e4a3ebbe4804', probes: '1bb065854b9860' },
  'golden-4': { actions: 286, state: '159e5788153287', events: '9642451d3496d', probes: '7ab7871874077' },
  'golden-5': { actions: 361, state: 'e5467cfda15e8', events: 'f111357576509', probes: 'e0cfefcb23ad2' },
  'golden-6': { actions: 126, state: '75e64907110a9', events: '5273be1f81e03', probes: '1fb485a2f00620' },
  'golden-7': { actions: 183, state: '1d9104f3ecae24', events: 'acf73d435dcb', probes: '561747fcac0df' },
  'golden-8': { actions: 316, state: '349e336db681f', events: 'f0a0bcf15ac5b', probes: 'b79785efffaf7' },
  'golden-9': { actions: 309, state: '1188c2823bee1e', events: 'b019ac6c05c64', probes: 'afc09ed827029' },
  'golden-10': { actions: 700, state: '940496283dc91', events: '3c40cdf9d09fe', probes: '182f1d073573f3' },
  'golden-11': { actions: 207, state: '6a2dc1a34e002', events: '16f7b5ef6482b', probes: '7f2373ac613a2' },
  'golden-12': { actions: 290, state: 'bbbae87d29e20', events: '7a252667cb94d', probes: 'c3a5e5f01e2c2' },
  'golden-13': { actions: 523, state: 'aba0c0d722483', events: 'f83562ab68747', probes: '78ce1a4484729' },
  'golden-14': { actions: 383, state: '1c0504cf310c71', events: '9fcad05dfe776', probes: '39447cc15a8ea' },
  'golden-15': { actions: 203, state: '47e819cf30e9c', events: 'f4537ba889e91', probes: '32fef0d4c5b8e' },
  'golden-16': { actions: 700, state: '90d6ce639fd5f', events: '1e3453a445a523', probes: '10f00891e5b474' },
  'golden-17': { actions: 252, state: '81cab7f57ec1e', events: '1e7aa07e4f5a8b', probes: '5dcbbcad5f230' },
  'golden-18': { actions: 217, state: '188ac656f0fccc', events: 'c376224d80e2a', probes: '8db1dae62e73c' },
  'golden-19': { actions: 192, state: '8f3ea938c811d', events: 'cf6c811bc054e', probes: '180b5ef29d9d79' },
}

describe('golden replays (behaviour pinned before the engine-shape refactor)', () => {
  it.each(SEEDS.map((seed, i) => [seed, i] as const))('%s replays identically', (seed, i) => {
    const got = play(seed, OPTIONS[i % OPTIONS.length]!, 700)
    expect(got).toEqual(EXPECTED[seed])
  })
})
