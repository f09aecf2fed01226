import { describe, expect, it } from 'vitest'
import { startDecision } from '../../../src/engine/core/decision'
import { seededDice, type DiceSource } from '../../../src/engine/core/dice'
import { chesswarrior, decide, evolve } from '../../../src/engine/systems/chesswarrior'
import type { CwAction, CwDomainEvent, CwState } from '../../../src/engine/systems/chesswarrior'
import { randomGame } from './helpers'

/** Decides one action on a running decision: the facts it emitted, or the refusal. */
function decideOn(state: CwState, action: CwAction, dice: DiceSource) {
  const ctx = startDecision<CwState, CwDomainEvent>(state, dice, { evolve })
  const refused = decide(ctx, action)
  return refused ? refused : { ok: true as const, events: [...ctx.events], state: ctx.state }
}

/** Freezes a state all the way down, so any mutation throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

describe('decide → evolve', () => {
  const states = randomGame('decide-evolve', {}, 1500).filter((_, i) => i % 5 === 0)

  it('folding the domain events from the input gives apply’s state, and neither mutates', () => {
    expect(states.length).toBeGreaterThan(50)
    states.forEach((s, i) => {
      const frozen = deepFreeze(structuredClone(s)) as CwState
      const action = chesswarrior.legalActions(frozen)[0]
      if (!action) return
      const decision = decideOn(frozen, action, seededDice(`d${i}`))
      if (!decision.ok) throw new Error(decision.error)
      const folded = decision.events.reduce(evolve, frozen)
      expect(folded).toEqual(decision.state)
      const applied = chesswarrior.apply(frozen, action, seededDice(`d${i}`))
      if (!applied.ok) throw new Error(applied.error)
      expect(folded).toEqual(applied.state)
      expect(applied.events).toEqual(decision.events.flatMap((e) => (e.log ? [e.log] : [])))
    })
  })

  it('domain events are plain JSON and carry the faces rolled', () => {
    let rolled = 0
    states.forEach((s, i) => {
      for (const action of chesswarrior.legalActions(s).slice(0, 3)) {
        const decision = decideOn(s, action, seededDice(`j${i}`))
        if (!decision.ok) throw new Error(decision.error)
        expect(JSON.parse(JSON.stringify(decision.events))).toEqual(decision.events)
        for (const e of decision.events) {
          if (e.log?.dice && 'faces' in e) {
            expect(e.faces).toEqual(e.log.dice)
            rolled++
          }
        }
      }
    })
    expect(rolled).toBeGreaterThan(0)
  })
})
