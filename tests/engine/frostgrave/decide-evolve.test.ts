/**
 * The engine's shape: `apply` is `decide` then `evolve` per domain event. Domain events are plain data
 * that record outcomes (dice faces included), so folding them again, without dice, gives the same state.
 */
import { describe, expect, it } from 'vitest'
import { startDecision, type Refusal } from '../../../src/engine/core/decision'
import { scriptedDice, seededDice, type DiceSource } from '../../../src/engine/core/dice'
import {
  apply,
  newGame,
  decide,
  evolve,
  frostgrave,
  type FgAction,
  type FgDomainEvent,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { tableWith } from './helpers'

const fold = (state: FgState, events: readonly FgDomainEvent[]): FgState => events.reduce(evolve, state)

/** `decide` on a fresh running decision over `state`: the events it emitted, or its refusal. */
function decideOn(
  state: FgState,
  action: FgAction,
  dice: DiceSource,
): { ok: true; events: FgDomainEvent[] } | Refusal {
  const ctx = startDecision(state, dice, { evolve })
  return decide(ctx, action) ?? { ok: true, events: [...ctx.events] }
}

describe('Frostgrave decide → evolve', () => {
  it('on every step of a seeded game, folding the (JSON round-tripped) events gives apply’s state and log', () => {
    let state = frostgrave.setup({ tableSize: 24, turnLimit: 1 }, seededDice('shape'))
    const chooser = seededDice('shape/choose')
    for (let step = 0; step < 45 && !frostgrave.result(state).over; step++) {
      const legal = frostgrave.legalActions(state)
      const action = legal[chooser.roll(legal.length) - 1]!
      const frozen = JSON.stringify(state)
      const decision = decideOn(state, action, seededDice(`shape/${step}`))
      const applied = apply(state, action, seededDice(`shape/${step}`))
      expect(JSON.stringify(state)).toBe(frozen)
      if (!decision.ok || !applied.ok) throw new Error('a listed action was refused')
      const events = JSON.parse(JSON.stringify(decision.events)) as FgDomainEvent[]
      expect(fold(state, events)).toEqual(applied.state)
      expect(JSON.stringify(state)).toBe(frozen)
      expect(events.flatMap((e) => (e.log ? [e.log] : []))).toEqual(applied.events)
      state = applied.state
    }
  })

  it('FG-2.3 a roll-off records every face, tie included; replaying its event rolls no dice', () => {
    const s: FgState = { ...newGame({ tableSize: 36 }), stage: 'rollOff' }
    const decision = decideOn(s, { type: 'frostgrave/rollOff' }, scriptedDice([6, 6, 3, 11]))
    if (!decision.ok) throw new Error(decision.error)
    expect(decision.events).toEqual([
      expect.objectContaining({
        type: 'frostgrave/rolledOff',
        rolls: [3, 11],
        faces: [6, 6, 3, 11],
        winner: 1,
      }),
    ])
    expect(fold(s, decision.events)).toMatchObject({
      stage: 'chooseEdge',
      rollOff: { rolls: [3, 11], winner: 1 },
    })
  })

  it('FG-3.3 a refusal is data with its rule ID and its code for other languages, and emits nothing', () => {
    const decision = decideOn(tableWith({}), { type: 'frostgrave/endActivation' }, scriptedDice([]))
    expect(decision).toEqual({
      ok: false,
      rule: 'FG-3.3',
      error: 'No activation is in progress (FG-3.3)',
      code: 'noActivationToEnd',
      params: {},
    })
  })

  it('FG-4.7 a lapsed forced-combat chance is its own event, before the command’s', () => {
    const s: FgState = {
      ...tableWith({}),
      pendingForcedCombat: [{ rule: 'FG-4.7', by: 'p1-s1', target: 'p0-wizard' }],
    }
    const decision = decideOn(s, { type: 'frostgrave/endPhase' }, scriptedDice([]))
    if (!decision.ok) throw new Error(decision.error)
    expect(decision.events.map((e) => e.type).slice(0, 2)).toEqual([
      'frostgrave/forcedCombatLapsed',
      'frostgrave/phaseEnded',
    ])
  })

  it('evolve never mutates its input', () => {
    const s = tableWith({})
    const frozen = JSON.stringify(s)
    const events: FgDomainEvent[] = [
      { type: 'frostgrave/modelMoved', model: 'p0-wizard', x: 500, y: 500, elevation: 0, clinging: null },
      { type: 'frostgrave/modelFell', model: 'p0-wizard', height: 400, damage: 6, health: 8 },
      { type: 'frostgrave/phaseEnded' },
    ]
    fold(s, events)
    expect(JSON.stringify(s)).toBe(frozen)
  })
})
