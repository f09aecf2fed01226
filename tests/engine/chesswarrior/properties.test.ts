import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { execute, replayHistory, startHistory } from '../../../src/engine/core/history'
import { chesswarrior, DEFAULT_HEROES, FACINGS, legalActions } from '../../../src/engine/systems/chesswarrior'
import type { CwAction, CwState } from '../../../src/engine/systems/chesswarrior'
import { randomGame } from './helpers'

/** The system's invariants; returns the first broken one (plain checks: this runs on every state). */
function brokenInvariant(s: CwState): string | null {
  const seen = new Set<string>()
  for (const id of s.heroOrder) {
    const h = s.heroes[id]!
    const card = s.cards[h.card]!
    if (h.pos) {
      const key = `${h.pos.x},${h.pos.y}`
      if (seen.has(key)) return `two pieces share ${key}`
      seen.add(key)
      if (s.obstacles.some((o) => o.x === h.pos!.x && o.y === h.pos!.y)) return `${id} stands on an obstacle`
      if ((h.pos.y === 0 || h.pos.y === 9) && h.pos.y !== (h.side === 'p1' ? 0 : 9))
        return `${id} is in the enemy Start Zone`
    }
    if (h.damage < 0 || h.damage > card.lp) return `${id} damage ${h.damage} outside 0..Lp ${card.lp}`
    if (h.mana < 0 || h.mana > card.mp) return `${id} mana ${h.mana} outside 0..Mp ${card.mp}`
    if (s.stage === 'play' && h.mainBase < s.mainTurn)
      return `${id} Main Base ${h.mainBase} behind Main Turn ${s.mainTurn}`
  }
  if (s.stage === 'play' && !s.pending && !s.choosing && !s.activation) return 'play with nobody to act'
  return null
}

/** Candidate actions beyond the legal list, to check `apply` accepts exactly what `legalActions` lists. */
function candidates(s: CwState): CwAction[] {
  const out: CwAction[] = [{ type: 'chesswarrior/pass' }]
  for (const id of s.heroOrder) {
    out.push({ type: 'chesswarrior/activate', hero: id })
    const h = s.heroes[id]!
    for (const a of s.cards[h.card]!.abilities)
      out.push({ type: 'chesswarrior/respond', hero: id, ability: a.id })
  }
  const active = s.activation ? s.heroes[s.activation.hero]! : null
  if (active?.pos) {
    for (const a of s.cards[active.card]!.abilities) {
      out.push({ type: 'chesswarrior/move', ability: a.id })
      for (const f of FACINGS) out.push({ type: 'chesswarrior/use', ability: a.id, direction: f })
      out.push({ type: 'chesswarrior/use', ability: a.id })
      for (const t of s.heroOrder)
        for (const f of FACINGS) out.push({ type: 'chesswarrior/use', ability: a.id, target: t, facing: f })
    }
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 2; dy++)
        out.push({ type: 'chesswarrior/step', to: { x: active.pos.x + dx, y: active.pos.y + dy } })
  }
  return out
}

const options = [{}, { mode: 'expert' as const }]

describe('property: random legal play', () => {
  it('keeps every invariant, never sticks, and every game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, expert) => {
        const states = randomGame(`p${seed}`, options[expert ? 1 : 0])
        const last = states.at(-1)!
        expect(chesswarrior.result(last).over, 'the game ended').toBe(true)
        for (const s of states) {
          const broken = brokenInvariant(s)
          if (broken) expect.fail(broken)
        }
      }),
      { numRuns: 25 },
    )
    // 25 whole games: a busy two-core machine needs more than the default 30 s.
  }, 120_000)
  it('every listed action applies, and apply accepts nothing unlisted (sampled states)', () => {
    const states = randomGame('legal-exact').filter((s, i) => s.stage === 'play' && i % 7 === 0)
    expect(states.length).toBeGreaterThan(20)
    for (const s of states) {
      const legal = legalActions(s)
      const keys = new Set(legal.map((a) => JSON.stringify(a)))
      for (const a of legal)
        expect(chesswarrior.apply(s, a, seededDice('x')).ok, JSON.stringify(a)).toBe(true)
      for (const a of candidates(s)) {
        const r = chesswarrior.apply(s, a, seededDice('x'))
        // An omitted facing or phase takes its default: the same action as a listed one with it spelled out.
        const loose = (x: CwAction) =>
          x.type === 'chesswarrior/use'
            ? JSON.stringify({
                ...x,
                phase: undefined,
                facing: a.type === 'chesswarrior/use' && a.facing === undefined ? undefined : x.facing,
              })
            : JSON.stringify(x)
        const listed = keys.has(JSON.stringify(a)) || legal.some((l) => loose(l) === loose(a))
        if (!listed) expect(r.ok, `unlisted ${JSON.stringify(a)} was accepted`).toBe(false)
      }
    }
  })
  it('apply never mutates its input and states survive JSON', () => {
    const dice = seededDice('mutation')
    let s = chesswarrior.setup({}, dice)
    for (let i = 0; i < 1500 && !chesswarrior.result(s).over; i++) {
      const before = JSON.stringify(s)
      const acts = legalActions(s)
      const r = chesswarrior.apply(s, acts[dice.roll(acts.length) - 1]!, dice)
      expect(JSON.stringify(s)).toBe(before)
      if (!r.ok) throw new Error(r.error)
      if (i % 25 === 0) expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state)
      s = r.state
    }
  })
  it('a replay of the recorded log equals the live state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const options = { mode: seed % 2 ? ('expert' as const) : ('standard' as const) }
        const started = startHistory(chesswarrior, options, `seed-${seed}`)
        if (!started.ok) throw new Error(started.error)
        let history = started.value
        const live = seededDice(`live-${seed}`)
        for (let i = 0; i < 4000 && !chesswarrior.result(history.state).over; i++) {
          const acts = legalActions(history.state)
          const r = execute(history, acts[live.roll(acts.length) - 1]!, live)
          if (!r.ok) throw new Error(r.error)
          history = r.history
        }
        const replayed = replayHistory(chesswarrior, options, `seed-${seed}`, history.log)
        expect(replayed.ok).toBe(true)
        if (replayed.ok) expect(replayed.value.state).toEqual(history.state)
      }),
      { numRuns: 6 },
    )
  })
  it('malformed actions from a hostile file are refused, never thrown', () => {
    const s = randomGame('hostile', {}, 400).at(-1)!
    const junk: unknown[] = [
      null,
      42,
      {},
      { type: 'chesswarrior/step', to: null },
      { type: 'chesswarrior/step', to: { x: 99, y: -1 } },
      { type: 'chesswarrior/use', ability: 7 },
      { type: 'chesswarrior/use', ability: 'attack', target: { evil: true } },
      { type: 'chesswarrior/use', ability: 'attack', direction: 'UP' },
      { type: 'chesswarrior/place', hero: 'p1:page', square: { x: 1.5, y: 0 } },
      { type: 'chesswarrior/pick', card: '__proto__' },
      { type: 'chesswarrior/chooseOrder', first: 'p3' },
      { type: 'chesswarrior/endActivation', facing: 'UP' },
      { type: 'chesswarrior/respond', hero: 'nobody', ability: 'x' },
      { type: 'nonsense' },
    ]
    for (const a of junk) {
      const r = chesswarrior.apply(s, a as CwAction, seededDice('j'))
      expect(r.ok, JSON.stringify(a)).toBe(false)
    }
    expect(DEFAULT_HEROES.length).toBeGreaterThan(0)
  })
})
