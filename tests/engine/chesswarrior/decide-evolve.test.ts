import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { chesswarrior, decide, evolve } from '../../../src/engine/systems/chesswarrior'
import type { CwState } from '../../../src/engine/systems/chesswarrior'
import { randomGame } from './helpers'

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
      const decision = decide(frozen, action, seededDice(`d${i}`))
      if (!decision.ok) throw new Error(decision.error)
      const folded = decision.events.reduce(evolve, frozen)
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
        const decision = decide(s, action, seededDice(`j${i}`))
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
