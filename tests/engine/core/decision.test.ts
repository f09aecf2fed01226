/**
 * The decision kit (core/decision.ts): refusals as one object, `emit` folding at once, and `applyWith`
 * putting schema, decide and evolve together. A toy counter system stands in for a real one.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { applyWith, refuse, startDecision, type SystemRules } from '../../../src/engine/core/decision'
import type { GameEvent } from '../../../src/engine/core/game-module'

interface Counter {
  total: number
  rolls: number[]
}
type Action = { type: 'toy/add'; n: number } | { type: 'toy/roll' }
type Event = { type: 'toy/added'; n: number; log?: GameEvent } | { type: 'toy/rolled'; face: number }

const schema: SystemRules<Counter, Action, Event>['schema'] = {
  safeParse: (raw) => {
    const a = raw as { type?: unknown; n?: unknown }
    if (a?.type === 'toy/roll') return { success: true, data: a }
    if (a?.type === 'toy/add' && Number.isInteger(a.n)) return { success: true, data: a }
    return { success: false, error: 'not a toy action' }
  },
}

const rules: SystemRules<Counter, Action, Event> = {
  schema,
  malformed: (_raw, error) => refuse({ rule: 'TOY-0', code: 'malformed', text: String(error) }),
  decide(ctx, action) {
    if (action.type === 'toy/roll') {
      const face = ctx.dice.roll(6)
      ctx.emit({ type: 'toy/rolled', face })
      // A later step sees the fact at once.
      if (ctx.state.total > 10) return refuse({ rule: 'TOY-2', code: 'tooHigh', text: 'too high (TOY-2)' })
      return null
    }
    if (action.n < 0)
      return refuse({
        rule: 'TOY-1',
        code: 'negative',
        text: 'add a positive number (TOY-1)',
        params: { n: action.n },
      })
    ctx.emit({
      type: 'toy/added',
      n: action.n,
      log: { type: 'toy/added', rule: 'TOY-1', text: `+${action.n}`, params: { n: action.n } },
    })
    return undefined
  },
  evolve(state, event) {
    if (event.type === 'toy/added') return { ...state, total: state.total + event.n }
    return { total: state.total + event.face, rolls: [...state.rolls, event.face] }
  },
}

const apply = applyWith(rules)
const start: Counter = { total: 0, rolls: [] }

describe('refuse', () => {
  it('builds a refusal from one object, params defaulting to none', () => {
    expect(refuse({ rule: 'TOY-1', code: 'x', text: 'no (TOY-1)' })).toEqual({
      ok: false,
      rule: 'TOY-1',
      code: 'x',
      error: 'no (TOY-1)',
      params: {},
    })
  })
})

describe('applyWith', () => {
  it('folds the emitted events and returns the log lines the events carry', () => {
    const r = apply(start, { type: 'toy/add', n: 3 }, scriptedDice([]))
    expect(r).toEqual({
      ok: true,
      state: { total: 3, rolls: [] },
      events: [{ type: 'toy/added', rule: 'TOY-1', text: '+3', params: { n: 3 } }],
    })
  })

  it('refuses a malformed action through the system, without deciding it', () => {
    const r = apply(start, { type: 'toy/add', n: 'three' }, scriptedDice([]))
    expect(r).toMatchObject({ ok: false, rule: 'TOY-0', code: 'malformed', error: 'not a toy action' })
  })

  it('drops what a refused command emitted and leaves the input untouched', () => {
    const state: Counter = { total: 8, rolls: [] }
    const r = apply(state, { type: 'toy/roll' }, scriptedDice([5]))
    expect(r).toMatchObject({ ok: false, rule: 'TOY-2', code: 'tooHigh' })
    expect(state).toEqual({ total: 8, rolls: [] })
  })

  it('records the faces rolled in the events, so the fold needs no dice', () => {
    const r = apply(start, { type: 'toy/roll' }, scriptedDice([4]))
    expect(r.ok && r.state).toEqual({ total: 4, rolls: [4] })
  })
})

describe('startDecision', () => {
  it('describes each event from the state just before it when the system writes its own lines', () => {
    const seen: number[] = []
    const ctx = startDecision<Counter, Event>(start, scriptedDice([]), {
      evolve: rules.evolve,
      describe: (event, before) => {
        seen.push(before.total)
        return { type: event.type, text: `at ${before.total}`, params: { at: before.total } }
      },
    })
    ctx.emit({ type: 'toy/added', n: 2 }, { type: 'toy/added', n: 5 })
    expect(seen).toEqual([0, 2])
    expect(ctx.state.total).toBe(7)
    expect(ctx.events).toHaveLength(2)
    expect(ctx.log.map((l) => l.text)).toEqual(['at 0', 'at 2'])
  })
})
