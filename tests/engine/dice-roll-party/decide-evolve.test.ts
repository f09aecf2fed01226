import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../src/engine/core/dice'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import { decide } from '../../../src/engine/systems/dice-roll-party/decide'
import { describeEvents } from '../../../src/engine/systems/dice-roll-party/describe'
import { evolve } from '../../../src/engine/systems/dice-roll-party/evolve'
import type { State } from '../../../src/engine/systems/dice-roll-party/types'
import { applyAction, char, legalActions, pickAction, tableState } from './helpers'

/** Freezes a plain JSON value all the way down: any write to it then throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
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
        const decision = decide(frozen, action, seededDice(`${seed}/${n}`))
        if (!decision.ok) throw new Error(decision.error)
        const folded = decision.events.reduce((state, e) => evolve(deepFreeze(state), e), frozen)
        const applied = applyAction(s, action, seededDice(`${seed}/${n}`))
        if (!applied.ok) throw new Error(applied.error)
        expect(folded).toEqual(applied.state)
        expect(describeEvents(decision.events)).toEqual(applied.events)
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
    const decision = decide(
      s,
      { type: 'dice-roll-party/attack', attacker: 0, target: { player: 1, slot: 0 }, boosts: noAttack },
      scriptedDice([]),
    )
    expect(decision).toEqual({
      ok: false,
      error: expect.stringContaining('(DRP-7.2)'),
      code: 'attackTooCostly',
      params: { cost: 1, n: 1, time: 0 },
    })
  })
})
