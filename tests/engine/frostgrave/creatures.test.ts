import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  newGame,
  frostgrave,
  isInCombat,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { deviationDirection } from '../../../src/engine/systems/frostgrave/rules/creature-moves'
import { creatureTable } from './creature-events'
import { activated, model, move, ok, rect, refused, tableWith } from './helpers'

const W = 'p0-wizard'

const runCreatures = { type: 'frostgrave/runCreatures' } as const
const c1 = (s: FgState): Model => model(s, 'c1')
const gap = (a: Model, b: Model): number => Math.hypot(a.x - b.x, a.y - b.y) - 2 * ((25 / 25.4) * 50)

describe('FG-10 creatures', () => {
  it('FG-10.2 the creature phase is run by one command; endPhase is refused while creatures are on the table', () => {
    const s = creatureTable([18, 18])
    expect(frostgrave.legalActions(s)).toEqual([runCreatures])
    refused(s, { type: 'frostgrave/endPhase' }, 'FG-10.2')
    const r = ok(s, runCreatures, scriptedDice([12]))
    expect(r.state.turn).toMatchObject({ number: 2, stage: 'initiative' })
    expect(r.events.at(-1)!.type).toBe('frostgrave/phaseDone-creature')
  })

  it('FG-10.2 step 2: a model within 10" in sight: the creature moves its full Move towards it, then a half move', () => {
    // Zombie Move 4: 4" then 2" towards the wizard 9" away (edge to edge).
    const s = creatureTable([18, 18], { [W]: [18 + 9 + 0.984, 18] })
    const r = ok(s, runCreatures)
    const moved = r.events.filter((e) => e.rule === 'FG-10.2')
    expect(moved.map((e) => e.type)).toEqual([
      'frostgrave/creatureApproaches-full',
      'frostgrave/creatureApproaches-half',
    ])
    expect(c1(r.state).x).toBe(1800 + 600)
    expect(c1(r.state).y).toBe(1800)
    expect(moved[0]!.text).toContain('the nearest model in sight within 10"')
  })

  it('FG-10.2 step 2: the nearest of several models is the target; a model beyond 10" is ignored', () => {
    const s = creatureTable([18, 18], { [W]: [18, 18 - 8], 'p1-wizard': [18 + 6, 18] })
    const r = ok(s, runCreatures)
    expect(r.events[0]!.text).toContain(model(s, 'p1-wizard').name)
    const far = creatureTable([18, 18], { [W]: [18, 18 - 12] })
    const r2 = ok(far, runCreatures, scriptedDice([6, 6]))
    expect(r2.events[0]!.type).toMatch(/creatureWanders/)
  })

  it('FG-10.2 step 2: reaching contact, the second action is a fight (FG-5, the creature rolling first)', () => {
    const s = creatureTable([18, 18], { [W]: [18 + 3, 18] })
    const r = ok(s, runCreatures, scriptedDice([18, 2]))
    expect(gap(c1(r.state), model(r.state, W))).toBeLessThanOrEqual(2)
    expect(isInCombat(r.state, c1(r.state))).toBe(true)
    const types = r.events.map((e) => e.type)
    expect(types[0]).toBe('frostgrave/creatureApproaches-full')
    expect(types).toContain('frostgrave/fightRoll')
    // The Zombie (Fight 0) wins 18 against the wizard's 2 + Fight and deals damage (FG-5.3).
    expect(r.events.some((e) => e.type === 'frostgrave/fightWon')).toBe(true)
    expect(model(r.state, W).health).toBeLessThan(model(s, W).health)
  })

  it('FG-10.2 step 1: in combat the first action is a fight; winning, the creature stays in combat', () => {
    const s = creatureTable([18, 18], { [W]: [18.984, 18] })
    const r = ok(s, runCreatures, scriptedDice([18, 2]))
    expect(r.events[0]!.rule).not.toBe('FG-10.2')
    expect(r.events.some((e) => e.type === 'frostgrave/fightRoll')).toBe(true)
    expect(r.events.some((e) => e.type.startsWith('frostgrave/creatureApproaches'))).toBe(false)
    expect({ x: c1(r.state).x, y: c1(r.state).y }).toEqual({ x: 1800, y: 1800 })
    expect(r.state.pendingPushBack ?? null).toBeNull()
  })

  it('FG-10.2 step 1: killing its opponent, the creature re-evaluates: its second action moves towards the next model', () => {
    const base = creatureTable([18, 18], { [W]: [18.984, 18], 'p1-wizard': [18, 24] })
    const s: FgState = { ...base, models: base.models.map((m) => (m.id === W ? { ...m, health: 1 } : m)) }
    const r = ok(s, runCreatures, scriptedDice([18, 2]))
    expect(model(r.state, W).status).toBe('dead')
    const last = r.events.filter((e) => e.rule === 'FG-10.2')
    expect(last.map((e) => e.type)).toEqual(['frostgrave/creatureApproaches-full'])
    expect(c1(r.state).y).toBe(1800 + 400)
  })

  it('FG-10.2 step 2: a model hidden behind a wall is not seen; the creature wanders instead', () => {
    const wall = rect('blocking', 19, 14, 1, 8, 300)
    const s = creatureTable([18, 18], { [W]: [22, 18] }, [wall])
    // d12 = 6: south.
    const r = ok(s, runCreatures, scriptedDice([6]))
    expect(r.events[0]!.type).toBe('frostgrave/creatureWanders')
    expect(r.events[0]!.dice).toEqual([6])
    expect(c1(r.state)).toMatchObject({ x: 1800, y: 2200 })
  })

  it('FG-10.2 step 3: the deviation roll is a clock face; the creature stops at a wall without climbing', () => {
    expect(deviationDirection(12).y).toBeCloseTo(-1)
    expect(deviationDirection(3).x).toBeCloseTo(1)
    expect(deviationDirection(6).y).toBeCloseTo(1)
    expect(deviationDirection(9).x).toBeCloseTo(-1)
    const wall = rect('blocking', 20, 10, 2, 16, 300)
    const s = creatureTable([18, 18], {}, [wall])
    // 3: east, into the wall 2" away (the base's edge reaches it after 1.5").
    const r = ok(s, runCreatures, scriptedDice([3]))
    expect(r.events[0]!.type).toBe('frostgrave/creatureWanders-stopped')
    const c = c1(r.state)
    expect(c.elevation).toBe(0)
    expect(c.x).toBeGreaterThan(1800 + 140)
    expect(c.x).toBeLessThanOrEqual(2000 - 49)
    expect(r.events.some((e) => e.type === 'frostgrave/creatureStops')).toBe(true)
  })

  it('FG-10.2 step 3: after wandering, a model now in sight within 10" draws a half move', () => {
    // The wizard is 11" north: wandering north (12) brings it within 10".
    const s = creatureTable([18, 18], { [W]: [18, 18 - 12] })
    const r = ok(s, runCreatures, scriptedDice([12]))
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual([
      'frostgrave/creatureWanders',
      'frostgrave/creatureApproaches-half',
    ])
    expect(c1(r.state).y).toBe(1800 - 400 - 200)
  })

  it('FG-10.1 a warband model moving within 1" of a creature is forced into combat: the creature moves into contact', () => {
    const s = activated(tableWith({ [W]: [10, 18] }), W)
    const creature = newGame({
      scenario: { creatures: [{ type: 'Zombie', x: 1600, y: 1800 }] },
    }).models.find((m) => m.kind === 'creature')!
    const withC: FgState = { ...s, models: [...s.models, creature] }
    // Move to 0.5" from the zombie's base (25 mm bases: 0.984" between touching centres).
    const r = ok(withC, move(W, [16 - 0.984 - 0.5, 18]))
    const forced = r.events.find((e) => e.rule === 'FG-10.1')!
    expect(forced.type).toBe('frostgrave/creatureForcesCombat')
    expect(isInCombat(r.state, model(r.state, W))).toBe(true)
    // No player's forced-combat offer for a creature (it is no one's choice).
    expect(r.state.pendingForcedCombat).toEqual([])
  })

  it('FG-10.1 creatures never fight each other: two creatures in contact are not in combat', () => {
    const s = creatureTable([18, 18])
    const other = { ...c1(s), id: 'c2', name: 'Zombie 2', x: 1800 + 197 }
    const both: FgState = { ...s, models: [...s.models, other] }
    expect(isInCombat(both, c1(both))).toBe(false)
  })

  it('FG-4.5 bases touching across a height difference are not in contact', () => {
    const tower = rect('blocking', 10, 10, 4, 4, 300)
    const s = tableWith({ [W]: { x: 1360, y: 1200, elevation: 300 }, 'p1-wizard': { x: 1459, y: 1200 } }, [
      tower,
    ])
    expect(isInCombat(s, model(s, W))).toBe(false)
    const level = tableWith({ [W]: [13.6, 12], 'p1-wizard': [14.59, 12] })
    expect(isInCombat(level, model(level, W))).toBe(true)
  })

  it('FG-11 the result summary counts treasure per side, models killed and a row per turn', async () => {
    const { gameSummary } = await import('../../../src/engine/systems/frostgrave/rules/end')
    const s = tableWith({})
    const summary = gameSummary({
      ...s,
      models: s.models.map((m) => (m.id === 'p1-s1' ? { ...m, status: 'dead' } : m)),
      treasures: [...s.treasures, { id: 't1', placedBy: 0, x: 0, y: 0, carrier: null, securedBy: 0 }],
      turnRecords: [{ turn: 1, killed: ['p1-s1'], secured: ['t1'] }],
    })
    expect(summary.sides[0]).toEqual({ treasure: 1, lost: 0, left: 0 })
    expect(summary.sides[1]).toEqual({ treasure: 0, lost: 1, left: 0 })
    expect(summary.turns).toEqual([{ turn: 1, killed: [0, 1], creaturesKilled: 0, secured: [1, 0] }])
  })

  it('FG-10 a scenario creature cannot be placed inside (or half over) a blocking building', () => {
    const building = {
      kind: 'blocking' as const,
      height: 300,
      shape: { type: 'rect' as const, x: 1000, y: 1000, w: 400, h: 400 },
    }
    const at = (x: number) => ({
      scenario: { terrain: [building], creatures: [{ type: 'Zombie', x, y: 1200 }] },
    })
    expect(() => newGame(at(1200))).toThrow(/inside a blocking piece/)
    expect(() => newGame(at(1420))).toThrow(/inside a blocking piece/)
    expect(newGame(at(1460)).models.some((m) => m.kind === 'creature')).toBe(true)
  })
})
