/**
 * FG-7 damage and wounds: the one damage path (`dealDamage`), death at 0 (FG-7.1) with the treasure dropped
 * where the model fell (FG-9.3), the wounded state (FG-7.2) and its exceptions, healing that clears it.
 */
import { describe, expect, it } from 'vitest'
import { startDecision } from '../../../src/engine/core/decision'
import { scriptedDice } from '../../../src/engine/core/dice'
import { evolve } from '../../../src/engine/systems/frostgrave/evolve'
import {
  dealDamage,
  healDamage,
  isWounded,
  woundModifier,
} from '../../../src/engine/systems/frostgrave/rules/wounds'
import type { Ctx, FgDomainEvent, FgState, Model } from '../../../src/engine/systems/frostgrave'
import { activated, model, move, ok, refused, tableWith } from './helpers'

/** A running decision over `s`, as `apply` starts one: every emitted event is folded in at once. */
function decider(s: FgState): { ctx: Ctx; events: readonly FgDomainEvent[] } {
  const ctx = startDecision(s, scriptedDice([]), { evolve })
  return { ctx, events: ctx.events }
}

const withHealth = (m: Model, start: number, health: number, traits: string[] = []): Model => ({
  ...m,
  stats: { ...m.stats, health: start },
  health,
  traits,
})

describe('FG-7.2 who is wounded', () => {
  const base = tableWith({}).models[0]!
  it.each([
    // [starting Health, Health now, traits, wounded]
    [14, 14, [], false],
    [14, 5, [], false],
    [14, 4, [], true],
    [14, 1, [], true],
    [4, 4, [], false], // starting Health ≤ 4: wounded only after losing 1
    [4, 3, [], true],
    [1, 1, [], false],
    [14, 3, ['Undead'], false],
    [14, 3, ['Construct', 'Large'], false],
    [14, 3, ['demon'], false],
    [14, 3, ['Animal'], true],
    [14, 0, [], false], // dead, not wounded
  ] as const)('FG-7.2 start %i, now %i, traits %j → wounded %s', (start, now, traits, wounded) => {
    const m = withHealth(base, start, now, [...traits])
    expect(isWounded(m)).toBe(wounded)
    expect(woundModifier(m)).toBe(wounded ? -2 : 0)
  })
})

describe('FG-7 dealDamage', () => {
  it('FG-7 damage lowers Health and its line cites the rule given', () => {
    const { ctx, events } = decider(tableWith({ 'p1-wizard': [10, 10] }))
    expect(dealDamage(ctx, 'p1-wizard', 3, 'FG-5.3')).toBe(11)
    expect(model(ctx.state, 'p1-wizard').health).toBe(11)
    expect(events.map((e) => e.log?.rule)).toEqual(['FG-5.3'])
    expect(events[0]!.log!.text).toBe('Morwen takes 3 damage (Health 11).')
  })

  it('FG-5.3 damage of 0 or less does nothing', () => {
    const { ctx, events } = decider(tableWith({ 'p1-wizard': [10, 10] }))
    expect(dealDamage(ctx, 'p1-wizard', 0, 'FG-5.3')).toBe(14)
    expect(events).toEqual([])
  })

  it('FG-7.2 falling to 4 or less tells the wound once', () => {
    const { ctx, events } = decider(tableWith({ 'p1-wizard': [10, 10] }))
    dealDamage(ctx, 'p1-wizard', 10, 'FG-5.3')
    dealDamage(ctx, 'p1-wizard', 1, 'FG-5.3')
    expect(events.map((e) => e.type)).toEqual([
      'frostgrave/modelDamaged',
      'frostgrave/modelWounded',
      'frostgrave/modelDamaged',
    ])
    expect(events[1]!.log!.rule).toBe('FG-7.2')
  })

  it('FG-7.1 / FG-9.3 at 0 the model is killed and drops its treasure where it fell', () => {
    let s = tableWith({ 'p1-wizard': [10, 10] })
    s = {
      ...s,
      models: s.models.map((m) => (m.id === 'p1-wizard' ? { ...m, carrying: 't9' } : m)),
      treasures: s.treasures.map((t) => ({ ...t, carrier: 'p1-wizard', x: 1000, y: 1000 })),
    }
    const { ctx, events } = decider(s)
    expect(dealDamage(ctx, 'p1-wizard', 20, 'FG-5.3')).toBe(0)
    expect(events.map((e) => [e.type, e.log?.rule])).toEqual([
      ['frostgrave/modelDamaged', 'FG-5.3'],
      ['frostgrave/modelKilled', 'FG-7.1'],
      ['frostgrave/treasureDropped', 'FG-9.3'],
    ])
    expect(model(ctx.state, 'p1-wizard').status).toBe('dead')
    expect(ctx.state.treasures[0]).toMatchObject({ carrier: null, x: 1000, y: 1000 })
  })

  it('FG-7.2 healing above 4 clears the wound; never above the starting Health', () => {
    const { ctx, events } = decider(tableWith({ 'p1-wizard': [10, 10] }))
    dealDamage(ctx, 'p1-wizard', 11, 'FG-5.3')
    expect(isWounded(model(ctx.state, 'p1-wizard'))).toBe(true)
    expect(healDamage(ctx, 'p1-wizard', 5, 'FG-8')).toBe(8)
    expect(events.at(-1)!.log!.type).toBe('frostgrave/healed-unwounded')
    expect(isWounded(model(ctx.state, 'p1-wizard'))).toBe(false)
    expect(healDamage(ctx, 'p1-wizard', 50, 'FG-8')).toBe(14)
    expect(events.at(-1)!.log!.type).toBe('frostgrave/healed')
  })

  it('FG-7.2 a model wounded during its activation keeps one action for the turn', () => {
    const s = activated(tableWith({ 'p0-wizard': [10, 10] }), 'p0-wizard')
    const moved = ok(s, move('p0-wizard', [10, 12])).state
    const { ctx } = decider(moved)
    dealDamage(ctx, 'p0-wizard', 12, 'FG-5.3')
    // It had used its one action: the activation is over.
    expect(ctx.state.turn.activation).toBeNull()
  })
})

describe('FG-7.2 wounded models activate with one action', () => {
  it('FG-7.2 one action (any action, not necessarily a Move)', () => {
    let s = tableWith({ 'p0-wizard': [10, 10] })
    s = { ...s, models: s.models.map((m) => (m.id === 'p0-wizard' ? { ...m, health: 3 } : m)) }
    s = ok(s, { type: 'frostgrave/activate', model: 'p0-wizard' }).state
    expect(s.turn.activation!.members[0]!.maxActions).toBe(1)
    s = ok(s, move('p0-wizard', [10, 12])).state
    expect(s.turn.activation).toBeNull()
  })

  it('FG-7.2 Undead, Constructs and Demons keep both actions', () => {
    let s = tableWith({ 'p0-wizard': [10, 10] })
    s = {
      ...s,
      models: s.models.map((m) => (m.id === 'p0-wizard' ? { ...m, health: 3, traits: ['Undead'] } : m)),
    }
    s = ok(s, { type: 'frostgrave/activate', model: 'p0-wizard' }).state
    expect(s.turn.activation!.members[0]!.maxActions).toBe(2)
  })
})

describe('FG-3.4 group activation', () => {
  it('FG-3.4 a member that has moved takes no other action before the whole group has moved', () => {
    let s = tableWith({ 'p0-wizard': [10, 10], 'p0-s1': [12, 10], 'p0-s2': [10, 12] })
    s = {
      ...s,
      treasures: [
        ...s.treasures,
        { id: 't1', placedBy: 0, x: 1000, y: 1500, carrier: null, securedBy: null },
      ],
    }
    s = ok(s, { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s1', 'p0-s2'] }).state
    s = ok(s, move('p0-wizard', [10, 14.15])).state
    const pick = { type: 'frostgrave/pickUpTreasure', model: 'p0-wizard', treasure: 't1' } as const
    refused(s, pick, 'FG-3.4')
    s = ok(s, move('p0-s1', [13, 10])).state
    s = ok(s, move('p0-s2', [8, 12])).state
    ok(s, pick)
  })
})

describe('FG-7.2 in the activation list', () => {
  it('FG-7.2 a waiting wounded model shows one action', async () => {
    const { selectActivationList } = await import('../../../src/engine/systems/frostgrave')
    let s = tableWith({ 'p0-wizard': [10, 10], 'p0-s1': [20, 20] })
    s = { ...s, models: s.models.map((m) => (m.id === 'p0-s1' ? { ...m, health: 2 } : m)) }
    const list = selectActivationList(s)
    expect(list.find((m) => m.id === 'p0-s1')!.actionsLeft).toBe(1)
    expect(list.find((m) => m.id === 'p0-wizard')!.actionsLeft).toBe(2)
  })
})
