/**
 * FG-6 shooting on scripted dice: who may shoot, the modifiers the table's geometry gives (FG-6.4), shooting
 * into combat (FG-6.5), the roll and its damage (FG-6.3, FG-5.8, FG-7.1) and the crossbow's reload.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  baseRadius,
  legalActions,
  previewShot,
  shotModifiers,
  type FgAction,
  type FgState,
  type TerrainPiece,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, model, move, ok, rect, refused, tableWith } from './helpers'

const R = baseRadius(25) / IN
const shoot = (shooter: string, target: string): FgAction => ({
  type: 'frostgrave/shoot',
  model: shooter,
  target,
})
const reload = (id: string): FgAction => ({ type: 'frostgrave/reload', model: id })

/** The archer Ysolde (Shoot +2) at (10, 5) and the knight Sir Aldous (Fight +4, Armour 13) at (10, 20). */
function range(
  terrain: Omit<TerrainPiece, 'id'>[] = [],
  extra: Record<string, [number, number]> = {},
): FgState {
  return activated(tableWith({ 'p0-s3': [10, 5], 'p1-s1': [10, 20], ...extra }, terrain), 'p0-s3')
}

const kinds = (s: FgState, shooter = 'p0-s3', target = 'p1-s1'): Record<string, number> =>
  Object.fromEntries(
    shotModifiers(s, model(s, shooter), model(s, target), s.turn.activation?.members[0] ?? null).map((m) => [
      m.kind,
      m.value,
    ]),
  )

describe('FG-6.1 who may shoot', () => {
  it('FG-6.1 a model needs a bow or crossbow', () => {
    const s = activated(tableWith({ 'p0-s1': [10, 5], 'p1-s1': [10, 20] }), 'p0-s1')
    refused(s, shoot('p0-s1', 'p1-s1'), 'FG-6.1')
  })

  it.each([
    ['just in range (24" between base edges)', 24, true],
    ['out of range (24.1")', 24.1, false],
  ])('FG-6.1 range 24": %s', (_name, gap, legal) => {
    const s = range([], { 'p1-s1': [10, 5 + 2 * R + gap] })
    if (legal) ok(s, shoot('p0-s3', 'p1-s1'), scriptedDice([1, 1]))
    else refused(s, shoot('p0-s3', 'p1-s1'), 'FG-6.1')
  })

  it('FG-6.1 at most one shot per activation', () => {
    const s = range()
    const three = {
      ...s,
      turn: {
        ...s.turn,
        activation: {
          ...s.turn.activation!,
          members: [{ ...s.turn.activation!.members[0]!, maxActions: 3 }],
        },
      },
    }
    let r = ok(three, shoot('p0-s3', 'p1-s1'), scriptedDice([1, 1])).state
    r = ok(r, move('p0-s3', [10, 6])).state
    const error = refused(r, shoot('p0-s3', 'p1-s1'), 'FG-6.1')
    expect(error).toContain('already shot')
  })

  it('FG-6.1 not in combat: a model in base contact with an enemy cannot shoot', () => {
    const s = range([], { 'p1-s2': [10, 5 + 2 * R] })
    refused(s, shoot('p0-s3', 'p1-s1'), 'FG-6.1')
  })

  it('FG-6.1 only at an enemy on the table', () => {
    refused(range([], { 'p0-s1': [12, 12] }), shoot('p0-s3', 'p0-s1'), 'FG-6.2')
  })

  it('FG-3.2 a shot is an action: after shooting first, the other action must be a Move', () => {
    const r = ok(range(), shoot('p0-s3', 'p1-s1'), scriptedDice([1, 1])).state
    expect(r.turn.activation?.members[0]).toMatchObject({ actionsUsed: 1, mustMove: true, shot: true })
    refused(r, shoot('p0-s3', 'p1-s1'), 'FG-3.2')
  })
})

describe('FG-6.1 crossbow reload', () => {
  /** The crossbowman Lark (p1) at (10, 5), the archer Ysolde (p0) at (10, 20). */
  const lark = (): FgState => activated(tableWith({ 'p1-s3': [10, 5], 'p0-s3': [10, 20] }), 'p1-s3')

  it('FG-6.1 a fired crossbow must be reloaded, an action that may stand in for the Move', () => {
    let s = ok(lark(), shoot('p1-s3', 'p0-s3'), scriptedDice([1, 1])).state
    expect(model(s, 'p1-s3').unloaded).toBe(true)
    s = ok(s, reload('p1-s3')).state
    expect(model(s, 'p1-s3').unloaded).toBe(false)
    expect(s.turn.activation).toBeNull()
    // Next activation: reload first (no Move at all), then shoot; the reload is no move, so not hasty.
    let t = activated(
      { ...lark(), models: lark().models.map((m) => (m.id === 'p1-s3' ? { ...m, unloaded: true } : m)) },
      'p1-s3',
    )
    refused(t, shoot('p1-s3', 'p0-s3'), 'FG-6.1')
    t = ok(t, reload('p1-s3')).state
    expect(t.turn.activation?.members[0]).toMatchObject({ moves: 0, mustMove: false })
    const r = ok(t, shoot('p1-s3', 'p0-s3'), scriptedDice([10, 5]))
    expect(r.events.map((e) => e.type)).not.toContain('frostgrave/shotModifier-hasty')
  })

  it('FG-6.1 a loaded crossbow cannot be reloaded; a bow never needs it', () => {
    refused(lark(), reload('p1-s3'), 'FG-6.1')
    refused(range(), reload('p0-s3'), 'FG-6.1')
  })

  it('FG-6.1 the crossbow adds +2 damage', () => {
    // Lark 15+2 = 17 against Ysolde 3+2 = 5: 17 +2 − Armour 11 = 8.
    const r = ok(lark(), shoot('p1-s3', 'p0-s3'), scriptedDice([15, 3]))
    expect(model(r.state, 'p0-s3').health).toBe(2)
    expect(r.events.find((e) => e.type === 'frostgrave/shotHit')?.text).toBe(
      'Lark rolls 15+2 = 17, Ysolde rolls 3+2 = 5: a hit for 17+2 − Armour 11 = 8 damage.',
    )
  })
})

describe('FG-6.2 line of sight', () => {
  it('FG-6.2 a target completely hidden by a blocking piece cannot be shot', () => {
    const wall = rect('blocking', 7, 12, 6, 1, 300)
    refused(range([wall]), shoot('p0-s3', 'p1-s1'), 'FG-6.2')
  })

  it('FG-6.2 a target partly visible can be shot', () => {
    const wall = rect('blocking', 10.1, 12, 6, 1, 300)
    ok(range([wall]), shoot('p0-s3', 'p1-s1'), scriptedDice([1, 1]))
  })
})

describe('FG-6.3 the roll and its damage', () => {
  it.each([
    // [shooter face, target face, hit, damage, health after]: Ysolde +2 against Sir Aldous +4, Armour 13.
    ['shooter higher: hit, 18+2 − 13 = 7', 18, 5, true, 7, 5],
    ['a tie misses', 10, 8, false, 0, 12],
    ['target higher: a miss', 5, 12, false, 0, 12],
    ['a hit that does not beat Armour does no damage', 9, 1, true, 0, 12],
  ])('FG-6.3 %s', (_name, sf, tf, hit, damage, health) => {
    const r = ok(range(), shoot('p0-s3', 'p1-s1'), scriptedDice([sf, tf]))
    const roll = r.events.find((e) => e.rule === 'FG-6.3' && e.dice)
    expect(roll?.dice).toEqual([sf, tf])
    expect(roll?.type.startsWith(hit ? 'frostgrave/shotHit' : 'frostgrave/shotMissed')).toBe(true)
    expect(model(r.state, 'p1-s1').health).toBe(health)
    if (damage > 0) expect(r.events.some((e) => e.type === 'frostgrave/damaged')).toBe(true)
  })

  it('FG-5.8 an unmodified 20 hits whatever the totals and doubles the damage', () => {
    const heavy = rect('cover', 8, 19, 4, 0.5)
    // 20+2 = 22 against 19+4+4 = 27: still a hit; 22 − 13 = 9, doubled to 18: Sir Aldous (12) is killed.
    const r = ok(range([heavy]), shoot('p0-s3', 'p1-s1'), scriptedDice([20, 19]))
    const line = r.events.find((e) => e.type === 'frostgrave/shotHit-critical')
    expect(line).toMatchObject({ rule: 'FG-5.8', dice: [20, 19] })
    expect(line?.text).toContain('doubled to 18 damage')
    expect(model(r.state, 'p1-s1').status).toBe('dead')
    expect(r.events.find((e) => e.type === 'frostgrave/killed-damage')?.rule).toBe('FG-7.1')
  })

  it('FG-9.3 a carrier shot dead drops its treasure where it fell', () => {
    const s = range()
    const carrying: FgState = {
      ...s,
      models: s.models.map((m) => (m.id === 'p1-s1' ? { ...m, carrying: 't9', health: 2 } : m)),
      treasures: s.treasures.map((t) => ({ ...t, carrier: 'p1-s1', x: 1000, y: 2000 })),
    }
    const r = ok(carrying, shoot('p0-s3', 'p1-s1'), scriptedDice([18, 1]))
    expect(r.state.treasures[0]).toMatchObject({ carrier: null, x: 1000, y: 2000 })
  })
})

describe('FG-6.4 modifiers from the table', () => {
  it.each<[string, Omit<TerrainPiece, 'id'>[], Record<string, number>]>([
    ['open ground between: nothing', [rect('open', 8, 12, 4, 1)], {}],
    ['a piece of rough ground between: intervening +1', [rect('rough', 8, 12, 4, 1)], { intervening: 1 }],
    [
      'two pieces between: intervening +2 (cumulative)',
      [rect('rough', 8, 9, 4, 1), rect('cover', 8, 14, 4, 1)],
      { intervening: 2 },
    ],
    ['a low wall beside the line hides nothing: no modifier', [rect('cover', 11, 12, 2, 1)], {}],
    [
      'cover the target touches hides part of it: light cover +2',
      [rect('cover', 10.1, 19, 2, 0.5)],
      { 'lightCover-terrain': 2 },
    ],
    [
      'cover the target touches hides almost all of it: heavy cover +4, not intervening',
      [rect('cover', 8, 19, 4, 0.5)],
      { 'heavyCover-terrain': 4 },
    ],
    [
      'standing inside rough ground: light cover +2',
      [rect('rough', 8, 19, 4, 3)],
      { 'lightCover-terrain': 2 },
    ],
    ['cover behind the target gives nothing', [rect('cover', 8, 20.5, 4, 1)], {}],
    ['terrain touching the shooter does not count', [rect('cover', 8, 5.5, 4, 0.5)], {}],
    [
      'a blocking piece lower than the shooter standing above it matters only if the target is lower too',
      [rect('blocking', 8, 12, 4, 1, 100)],
      { intervening: 1 },
    ],
  ])('FG-6.4 %s', (_name, terrain, want) => {
    expect(kinds(range(terrain))).toEqual(want)
  })

  it('FG-6.4 a model the target touches gives cover too', () => {
    const s = range([], { 'p1-s2': [10, 20 - 2 * R] })
    expect(kinds(s)).toEqual({ 'heavyCover-model': 4 })
    const side = range([], { 'p1-s2': [10 + 2 * R * Math.cos(0.5), 20 - 2 * R * Math.sin(0.5)] })
    expect(kinds(side)).toEqual({ 'lightCover-model': 2 })
  })

  it('FG-6.4 a hasty shot: the shooter moved first, +1', () => {
    const s = ok(range(), move('p0-s3', [10, 6])).state
    expect(kinds(s)).toEqual({ hasty: 1 })
  })

  it('FG-6.4 a large target: -2; FG-9.2 a carrier: -1; FG-7.2 wounded: -2 to either roll', () => {
    const s = range()
    const big: FgState = {
      ...s,
      models: s.models.map((m) =>
        m.id === 'p1-s1'
          ? { ...m, traits: ['Large'], carrying: 't9', health: 4 }
          : m.id === 'p0-s3'
            ? { ...m, health: 3 }
            : m,
      ),
    }
    expect(kinds(big)).toEqual({ large: -2, carrying: -1, woundedShooter: -2, woundedTarget: -2 })
  })

  it('FG-6.4 every modifier is logged with its rule before the roll and added to the target', () => {
    const terrain = [rect('rough', 8, 12, 4, 1), rect('cover', 10.1, 19, 2, 0.5)]
    const s = ok(range(terrain), move('p0-s3', [10, 6])).state
    // Ysolde 15+2 = 17 against Sir Aldous 9 + 4 +1 +2 +1 = 17: a tie, a miss.
    const r = ok(s, shoot('p0-s3', 'p1-s1'), scriptedDice([15, 9]))
    const types = r.events.map((e) => e.type)
    expect(types).toEqual([
      'frostgrave/shot-bow',
      'frostgrave/shotModifier-intervening',
      'frostgrave/shotModifier-lightCover-terrain',
      'frostgrave/shotModifier-hasty',
      'frostgrave/shotMissed',
    ])
    expect(r.events.slice(1, 4).every((e) => e.rule === 'FG-6.4')).toBe(true)
    expect(r.events[4]?.text).toBe('Ysolde rolls 15+2 = 17, Sir Aldous rolls 9+8 = 17: a miss.')
  })
})

describe('FG-6.5 shooting into combat', () => {
  // Sir Aldous fights Brann (p0) in base contact; the shot is declared at Sir Aldous.
  const brawl = (): FgState => range([], { 'p0-s1': [10, 20 - 2 * R] })

  it.each([
    ['face 1: the first of the combat in table order (Brann, a friend)', 1, 'p0-s1'],
    ['face 2: Sir Aldous', 2, 'p1-s1'],
  ])('FG-6.5 a die picks the model hit: %s', (_name, face, hit) => {
    // The die, then both d20: 18+2 = 20 hits either (Brann Fight 3 + 1 = 4; Sir Aldous 1 + 4 (+cover) ≤ 9).
    const r = ok(brawl(), shoot('p0-s3', 'p1-s1'), scriptedDice([face, 18, 1]))
    const drawn = r.events.find((e) => e.type === 'frostgrave/shotIntoCombat')
    expect(drawn).toMatchObject({ rule: 'FG-6.5', dice: [face] })
    const victim = model(r.state, hit)
    expect(victim.health).toBeLessThan(victim.stats.health)
  })

  it('FG-6.5 the preview lists each model of the combat with its chance and odds', () => {
    const p = previewShot(brawl(), 'p0-s3', 'p1-s1')
    expect(p.ok).toBe(true)
    if (!p.ok) return
    expect(p.candidates.map((c) => [c.target, c.chance])).toEqual([
      ['p0-s1', 0.5],
      ['p1-s1', 0.5],
    ])
  })
})

describe('legal actions list shots and reloads', () => {
  it('FG-6 a shot at every enemy in range and in sight, and a reload when the crossbow is empty', () => {
    const s = range([], { 'p1-s2': [20, 20] })
    const shots = legalActions(s).filter((a) => a.type === 'frostgrave/shoot')
    expect(shots.map((a) => (a as { target: string }).target).sort()).toContain('p1-s1')
    expect(shots.map((a) => (a as { target: string }).target)).toContain('p1-s2')
    const lark = activated(
      {
        ...tableWith({ 'p1-s3': [10, 5] }),
        models: tableWith({ 'p1-s3': [10, 5] }).models.map((m) =>
          m.id === 'p1-s3' ? { ...m, unloaded: true } : m,
        ),
      },
      'p1-s3',
    )
    expect(legalActions(lark)).toContainEqual(reload('p1-s3'))
  })
})

describe('FG-5.8 critical hits are an option', () => {
  it('FG-5.8 with the option off, a natural 20 is just 20', () => {
    const s = range([rect('cover', 8, 19, 4, 0.5)])
    const off: FgState = { ...s, options: { ...s.options, criticalHits: false } }
    // 20+2 = 22 against 19+4+4 = 27: a miss without the option.
    const r = ok(off, shoot('p0-s3', 'p1-s1'), scriptedDice([20, 19]))
    expect(r.events.some((e) => e.type === 'frostgrave/shotMissed')).toBe(true)
    expect(model(r.state, 'p1-s1').health).toBe(12)
  })
})
