import { describe, expect, it } from 'vitest'
import { startDecision } from '../../../src/engine/core/decision'
import { scriptedDice, seededDice, type DiceSource } from '../../../src/engine/core/dice'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import { decide } from '../../../src/engine/systems/dice-roll-party/decide'
import { evolve } from '../../../src/engine/systems/dice-roll-party/evolve'
import type { Action, DrpEvent, State } from '../../../src/engine/systems/dice-roll-party/types'
import { apply, char, legalActions, pickAction, tableState } from './helpers'

/** Freezes a plain JSON value all the way down: any write to it then throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

/** Decides one action on a running decision: the facts it emitted and their log lines, or the refusal. */
function decideOn(state: State, action: Action, dice: DiceSource) {
  const ctx = startDecision<State, DrpEvent>(state, dice, { evolve })
  const refused = decide(ctx, action)
  return refused ? refused : { ok: true as const, events: [...ctx.events], log: [...ctx.log] }
}

describe('decide and evolve', () => {
  it('never mutate their input, and apply is their fold with the carried log lines', () => {
    for (const seed of ['de-1', 'de-2', 'de-3']) {
      const dice = seededDice(seed)
      const choices = seededDice(`${seed}/policy`)
      const random = () => (choices.roll(1 << 20) - 1) / (1 << 20)
      let s: State = diceRollParty.setup({ firstTurn: 'auction', aspects: true }, dice)
      for (let n = 0; n < 600 && !diceRollParty.result(s).over; n++) {
        const action = pickAction(s, legalActions(s), random)
        const frozen = deepFreeze(structuredClone(s))
        const decision = decideOn(frozen, action, seededDice(`${seed}/${n}`))
        if (!decision.ok) throw new Error(decision.error)
        const folded = decision.events.reduce((state, e) => evolve(deepFreeze(state), e), frozen)
        const applied = apply(s, action, seededDice(`${seed}/${n}`))
        if (!applied.ok) throw new Error(applied.error)
        expect(folded).toEqual(applied.state)
        expect(decision.log).toEqual(applied.events)
        expect(decision.log).toEqual(decision.events.flatMap((e) => ('log' in e && e.log ? [e.log] : [])))
        s = applied.state
      }
    }
  })

  it('a refused command emits nothing and draws no die', () => {
    const s = tableState([
      [char(0, 1, 1, 2), char(2, 1, 1, 2), char(2, 1, 1, 2), char(2, 1, 1, 2)],
      [char(2, 1, 1, 2), char(2, 1, 1, 2), char(2, 1, 1, 2), char(2, 1, 1, 2)],
    ])
    const noAttack = { raiseClass: false, raiseDamage: 0, insurance: false, superiority: false }
    const decision = decideOn(
      s,
      { type: 'dice-roll-party/attack', attacker: 0, target: { player: 1, slot: 0 }, boosts: noAttack },
      scriptedDice([]),
    )
    expect(decision).toEqual({
      ok: false,
      rule: 'DRP-7.2',
      error: expect.stringContaining('(DRP-7.2)'),
      code: 'attackTooCostly',
      params: { cost: 1, n: 1, time: 0 },
    })
  })
})
