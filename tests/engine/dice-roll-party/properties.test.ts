import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import {
  canUndo,
  execute,
  redo,
  replayHistory,
  startHistory,
  undo,
  type History,
} from '../../../src/engine/core/history'
import { diceRollParty, MAX_TOKENS, characterTotal } from '../../../src/engine/systems/dice-roll-party'
import type { Action, Options, State } from '../../../src/engine/systems/dice-roll-party/types'
import { apply, legalActions, pickAction, sumTokens } from './helpers'

const optionsArb = fc.record({
  firstTurn: fc.constantFrom('roll-off', 'auction'),
  turnMode: fc.constantFrom('simple', 'cyclic', 'initiative'),
  aspects: fc.boolean(),
  aspectBoosts: fc.boolean(),
  players: fc.constantFrom(2, 2, 3),
  bag: fc.record({
    red: fc.integer({ min: 30, max: 60 }),
    blue: fc.integer({ min: 30, max: 60 }),
    green: fc.integer({ min: 30, max: 60 }),
  }),
})

type OptionsIn = Partial<Options>
const fix = (o: OptionsIn): OptionsIn => {
  const bag = o.bag!
  const need = (o.players ?? 2) * 48
  const short = Math.max(0, need - bag.red - bag.blue - bag.green)
  return { ...o, aspectBoosts: o.aspects && o.aspectBoosts, bag: { ...bag, green: bag.green + short } }
}

/** Invariants after every action. */
function checkInvariants(s: State): void {
  // Tokens are conserved: bag + stores + characters hold exactly the starting tokens.
  expect(sumTokens(s)).toEqual(s.total)
  for (const p of s.players) {
    for (const v of Object.values(p.store)) expect(v).toBeGreaterThanOrEqual(0)
    for (const c of p.characters) {
      expect(characterTotal(c)).toBeLessThanOrEqual(MAX_TOKENS)
      for (const k of ['time', 'attack', 'defence', 'form'] as const) expect(c[k]).toBeGreaterThanOrEqual(0)
      if (c.gone) expect(characterTotal(c)).toBe(0)
    }
  }
  for (const v of Object.values(s.bag)) expect(v).toBeGreaterThanOrEqual(0)
}

/** A destroyed character never acts: attacks, moves and payments name living characters only. */
function checkActor(s: State, a: Action): void {
  const player = s.stage.kind === 'resources' || s.stage.kind === 'attack' ? s.stage.player : null
  if (player === null) return
  const chars = s.players[player]!.characters
  const slots: number[] = []
  if (a.type === 'dice-roll-party/attack') slots.push(a.attacker)
  if (a.type === 'dice-roll-party/shift' || a.type === 'dice-roll-party/add') slots.push(a.slot)
  if (a.type === 'dice-roll-party/transfer') slots.push(a.from.slot, a.to.slot)
  if (a.type === 'dice-roll-party/swap') slots.push(a.a.slot, a.b.slot)
  if (a.type === 'dice-roll-party/swapStore') slots.push(a.give.slot)
  if (a.type === 'dice-roll-party/discard') slots.push(a.from.slot)
  for (const slot of slots) expect(chars[slot]!.gone).toBe(false)
  if (a.type === 'dice-roll-party/attack')
    expect(s.players[a.target.player]!.characters[a.target.slot]!.gone).toBe(false)
}

const MAX_ACTIONS = 6000

describe('random legal play', () => {
  it('conserves tokens, caps characters at 18, never lets the gone act, round-trips JSON and always ends', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ minLength: 1, maxLength: 8 }), (o, seed) => {
        const options = fix(o as OptionsIn)
        const dice = seededDice(seed)
        const choices = seededDice(`${seed}/policy`)
        const random = () => (choices.roll(1 << 20) - 1) / (1 << 20)
        let s = diceRollParty.setup(options, dice)
        checkInvariants(s)
        let n = 0
        for (; n < MAX_ACTIONS && !diceRollParty.result(s).over; n++) {
          const actions = legalActions(s)
          expect(actions.length).toBeGreaterThan(0)
          // Every listed action applies (a sample, to keep the run short).
          for (let k = 0; k < 3; k++) {
            const probe = actions[Math.floor(random() * actions.length)]!
            expect(apply(s, probe, seededDice(`${seed}/probe${n}`)).ok).toBe(true)
          }
          const a = pickAction(s, actions, random)
          checkActor(s, a)
          const before = JSON.stringify(s)
          const r = apply(s, a, dice)
          expect(r.ok).toBe(true)
          if (!r.ok) return
          expect(JSON.stringify(s)).toBe(before)
          for (const e of r.events) expect(e.rule).toMatch(/^DRP-\d+\.\d+$/)
          s = r.state
          checkInvariants(s)
          expect(JSON.parse(JSON.stringify(s))).toEqual(s)
        }
        expect(diceRollParty.result(s).over).toBe(true)
        expect(legalActions(s)).toEqual([])
      }),
      { numRuns: 12 },
    )
    // Twelve whole games (up to 6 000 actions each), each state round-tripped through JSON: ~15 s alone,
    // more beside the rest of the suite on two cores.
  }, 90_000)

  it('replaying the recorded log gives the live state, and undo then redo is the identity', () => {
    fc.assert(
      fc.property(optionsArb, fc.string({ minLength: 1, maxLength: 8 }), (o, seed) => {
        const options = fix(o as OptionsIn)
        const started = startHistory(diceRollParty, options, seed)
        if (!started.ok) throw new Error(started.error)
        let h: History<State, Action> = started.value
        const live = seededDice(`${seed}/live`)
        const choices = seededDice(`${seed}/policy`)
        const random = () => (choices.roll(1 << 20) - 1) / (1 << 20)
        for (let n = 0; n < 400 && !diceRollParty.result(h.state).over; n++) {
          const a = pickAction(h.state, legalActions(h.state), random)
          const r = execute(h, a, live)
          if (!r.ok) throw new Error(r.error)
          h = r.history
        }
        // Undo then redo of a step that revealed no randomness gives the same state back.
        if (canUndo(h as History).ok) {
          const undone = undo(h)
          if (!undone.ok) throw new Error(undone.error)
          const redone = redo(undone.value)
          if (!redone.ok) throw new Error(redone.error)
          expect(redone.value.state).toEqual(h.state)
        }
        const replayed = replayHistory(diceRollParty, options, seed, h.log)
        if (!replayed.ok) throw new Error(replayed.error.message)
        expect(replayed.value.state).toEqual(h.state)
      }),
      { numRuns: 8 },
    )
  })

  it('malformed actions from a hostile save are refused, never thrown', () => {
    const s = diceRollParty.setup({}, seededDice('hostile'))
    const junk: unknown[] = [
      null,
      1,
      'x',
      {},
      { type: 5 },
      { type: 'dice-roll-party/place' },
      { type: 'dice-roll-party/place', slot: -1, position: 'time' },
      { type: 'dice-roll-party/place', slot: 0, position: '__proto__' },
      { type: 'dice-roll-party/attack', attacker: 0, target: null, boosts: {} },
      { type: 'dice-roll-party/bid', amount: 1.5 },
    ]
    for (const j of junk) expect(diceRollParty.apply(s, j as Action, seededDice('j')).ok).toBe(false)
  })
})
