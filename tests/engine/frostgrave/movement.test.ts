import { describe, expect, it } from 'vitest'
import {
  baseRadius,
  edgeDistance,
  fallingDamage,
  modelCircle,
  planMove,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, model, move, ok, rect, refused, tableWith } from './helpers'

const R = baseRadius(25)
const W = 'p0-wizard'

/** The wizard (Move 6) alone at (10, 10) on a 36" table, activated. */
const alone = (
  terrain = [] as Parameters<typeof tableWith>[1],
  extra: Parameters<typeof tableWith>[0] = {},
): FgState => activated(tableWith({ [W]: [10, 10], ...extra }, terrain), W)

describe('FG-4.1 full move, then half', () => {
  it.each([
    [6, true],
    [6.01, false],
  ])('FG-4.1 a first move of %s" is legal: %s', (d, legal) => {
    const s = alone()
    if (legal) expect(model(ok(s, move(W, [10 + d, 10])).state, W).x).toBe(1000 + d * 100)
    else expect(refused(s, move(W, [10 + d, 10]), 'FG-4.1')).toContain('Out of movement')
  })

  it('FG-4.1 the second move is half (3")', () => {
    const s = ok(alone(), move(W, [10, 16])).state
    refused(s, move(W, [13.01, 16]), 'FG-4.1')
    const after = ok(s, move(W, [13, 16])).state
    expect(model(after, W)).toMatchObject({ x: 1300, y: 1600 })
  })

  it('FG-4.3 paths need not be straight: cost is the length of every leg', () => {
    const s = alone()
    ok(s, move(W, [13, 10], [13, 13]))
    refused(s, move(W, [13, 10], [13, 13], [13.01, 13]), 'FG-4.1')
  })

  it('FG-4.1 an over-long move is refused but previewed to its legal end', () => {
    const plan = planMove(alone(), W, [{ x: 2000, y: 1000 }])!
    expect(plan.legal).toBe(false)
    expect(plan.stop?.code).toBe('outOfMovement')
    expect(plan.path).toEqual([{ x: 1600, y: 1000 }])
    expect(plan.cost).toBe(600)
  })
})

describe('FG-4.2 rough terrain', () => {
  const rough = [rect('rough', 12, 5, 8, 10)]
  it.each([
    ['2" clear + 2" rough = 6"', 14, true, 200],
    ['2" clear + 2.01" rough', 14.01, false, 0],
    ['clear then 1" rough', 13, true, 100],
  ])('FG-4.2 %s', (_, x, legal, extra) => {
    const s = alone(rough)
    if (legal) {
      const plan = planMove(s, W, [{ x: x * IN, y: 1000 }])!
      expect(plan.legal).toBe(true)
      expect(plan.roughExtra).toBeCloseTo(extra, 6)
      expect(ok(s, move(W, [x, 10])).events[0]!.text).toContain('Rough terrain costs')
    } else {
      refused(s, move(W, [x, 10]), 'FG-4.2')
    }
  })
})

describe('FG-4.3 models in the way', () => {
  it('FG-4.3 friendly models do not block, but a move cannot end on one', () => {
    const s = alone([], { 'p0-apprentice': [12, 10] })
    expect(model(ok(s, move(W, [15, 10])).state, W).x).toBe(1500)
    refused(s, move(W, [12.5, 10]), 'FG-4.3')
    const plan = planMove(s, W, [{ x: 1250, y: 1000 }])!
    expect(plan.stop?.code).toBe('endOnFriend')
    const end = plan.path[plan.path.length - 1]!
    expect(edgeDistance({ ...end, r: R }, { x: 1200, y: 1000, r: R })).toBeGreaterThanOrEqual(-1)
  })

  it('FG-4.3 / FG-4.5 an enemy blocks: the legal part ends in base contact', () => {
    const s = alone([], { 'p1-s1': [13, 10] })
    refused(s, move(W, [15, 10]), 'FG-4.6')
    const plan = planMove(s, W, [{ x: 1500, y: 1000 }])!
    expect(plan.stop?.code).toBe('contact')
    const after = ok(s, { type: 'frostgrave/move', model: W, path: plan.path }).state
    const gap = edgeDistance(modelCircle(model(after, W)), modelCircle(model(after, 'p1-s1')))
    expect(gap).toBeLessThanOrEqual(2)
  })

  it.each([
    ['1.96" apart centre to centre (gap 0.98")', 0.98, false],
    ['2" apart (gap 1.02")', 1.0, true],
  ])('FG-4.3 between two enemies %s', (_, half, passes) => {
    const s = alone([], { 'p1-s1': [12, 10 - half], 'p1-s2': [12, 10 + half] })
    if (passes) ok(s, move(W, [14, 10]))
    else expect(refused(s, move(W, [14, 10]), 'FG-4.3')).toContain('gap under 1"')
  })
})

describe('FG-4.3 gaps between an enemy and a wall', () => {
  // Wall along y = 5..9"; an enemy whose base edge is 0.99" (or 1.01") from the wall; the mover walks
  // along y = 9.5", clear of both bases but through the gap.
  const setup = (gap: number) =>
    activated(
      tableWith({ [W]: { x: 1000, y: 950 }, 'p1-s1': { x: 1250, y: Math.round(900 + gap + R) } }, [
        rect('blocking', 11, 5, 3, 4, 300),
      ]),
      W,
    )
  it('FG-4.3 a 0.99" gap cannot be passed even though the base would fit', () => {
    expect(refused(setup(99), move(W, [15, 9.5]), 'FG-4.3')).toContain('gap under 1"')
  })
  it('FG-4.3 a 1.01" gap can', () => {
    ok(setup(101), move(W, [15, 9.5]))
  })
})

describe('FG-4.4 climbing and FG-4.11 falling', () => {
  const wall = (h: number) => [rect('blocking', 12, 5, 1, 10, h)]

  it('FG-4.4 climbing a 3" wall costs 3" of movement; the model stands on top', () => {
    const s = alone(wall(300))
    const plan = planMove(s, W, [{ x: 1250, y: 1000 }])!
    expect(plan.legal).toBe(true)
    expect(plan.climbed).toBe(300)
    expect(plan.cost).toBeCloseTo(250 + 300, 6)
    const after = ok(s, move(W, [12.5, 10])).state
    expect(model(after, W).elevation).toBe(300)
  })

  it('FG-4.4 over the wall and down again costs both climbs', () => {
    const s = alone(wall(200))
    // 4" across + 2" up + 2" down = 8" > 6": out of movement while climbing down, it clings (FG-4.4).
    const clings = ok(s, move(W, [14, 10]))
    expect(model(clings.state, W)).toMatchObject({ clinging: 'k1', elevation: 149 })
    expect(clings.events.some((e) => e.text.includes('climbing down'))).toBe(true)
    // Dropping down instead: 4" + 2" = 6", and a 2" fall does no damage.
    const dropped = ok(s, { ...move(W, [14, 10]), descent: 'drop' } as never)
    expect(model(dropped.state, W)).toMatchObject({ x: 1400, elevation: 0, health: 14 })
  })

  it('FG-4.4 out of movement on a tall wall: the model clings, showing the height climbed', () => {
    const s = alone(wall(800))
    const r = ok(s, move(W, [12.5, 10]))
    const m = model(r.state, W)
    expect(m.clinging).toBe('k1')
    expect(m.elevation).toBeCloseTo(600 - (1200 - R - 1000), 0)
    expect(r.events.some((e) => e.rule === 'FG-4.4' && e.text.includes('clings'))).toBe(true)
    // Next activation: the rest of the climb, then on top.
    const next = activated({ ...r.state, turn: { ...r.state.turn, activation: null } }, W)
    const up = ok(next, move(W, [12.5, 10])).state
    expect(model(up, W)).toMatchObject({ elevation: 800, clinging: null })
  })

  it('FG-4.4 / FG-4.3 a model cannot run out mid-climb where a friend stands below: it stops short', () => {
    const s = alone(wall(800), { 'p0-apprentice': { x: 1151, y: 1060 } })
    refused(s, move(W, [12.5, 10]), 'FG-4.3')
    const plan = planMove(s, W, [{ x: 1250, y: 1000 }])!
    expect(plan.stop?.code).toBe('endOnFriend')
    const after = ok(s, { type: 'frostgrave/move', model: W, path: plan.path }).state
    const gap = edgeDistance(modelCircle(model(after, W)), modelCircle(model(after, 'p0-apprentice')))
    expect(gap).toBeGreaterThanOrEqual(-1)
  })

  it.each([
    [250, 0],
    [299, 0],
    [300, 4],
    [500, 7],
    [800, 12],
  ])('FG-4.11 falling %i hundredths deals %i damage', (h, dmg) => {
    expect(fallingDamage(h)).toBe(dmg)
  })

  it('FG-4.11 dropping 5" from a roof deals 7 damage; climbing down costs movement instead', () => {
    const s = activated(tableWith({ [W]: { x: 1250, y: 1000, elevation: 500 } }, wall(500)), W)
    const dropped = ok(s, { ...move(W, [14.5, 10]), descent: 'drop' } as never)
    expect(model(dropped.state, W)).toMatchObject({ elevation: 0, health: 14 - 7 })
    expect(dropped.events.find((e) => e.rule === 'FG-4.11')!.text).toContain('7 damage')
    expect(planMove(s, W, [{ x: 1450, y: 1000 }])!.legal).toBe(false)
    const climbed = planMove(s, W, [{ x: 1350, y: 1000 }])!
    expect(climbed.legal).toBe(true)
    expect(climbed.stop).toBeNull()
    expect(climbed.climbed).toBe(500)
    expect(climbed.falls).toEqual([])
  })

  it('FG-4.11 a fall that takes the last Health kills the model', () => {
    let s = activated(tableWith({ [W]: { x: 1250, y: 1000, elevation: 1000 } }, wall(1000)), W)
    s = { ...s, models: s.models.map((m) => (m.id === W ? { ...m, health: 10 } : m)) }
    const r = ok(s, { ...move(W, [14.5, 10]), descent: 'drop' } as never)
    expect(model(r.state, W).status).toBe('dead')
  })
})

describe('FG-4.5 / FG-4.6 / FG-4.7 contact and combat', () => {
  it('FG-4.6 a model in base contact with an enemy cannot move', () => {
    const s = alone([], { 'p1-s1': [10 + (2 * R) / IN, 10] })
    refused(s, move(W, [8, 10]), 'FG-4.6')
  })

  it('FG-4.7 ending within 1" of an enemy records its option to force combat, cleared by the next action', () => {
    const s = alone([], { 'p1-s1': [15, 10] })
    const r = ok(s, move(W, [15 - (2 * R) / IN - 0.5, 10]))
    expect(r.state.pendingForcedCombat).toEqual([{ rule: 'FG-4.7', by: 'p1-s1', target: W }])
    expect(r.events.some((e) => e.rule === 'FG-4.7')).toBe(true)
    const next = ok(r.state, { type: 'frostgrave/endModel', model: W }).state
    expect(next.pendingForcedCombat).toEqual([])
  })

  it('FG-4.7 ending 1.1" away records nothing', () => {
    const s = alone([], { 'p1-s1': [15, 10] })
    expect(ok(s, move(W, [15 - (2 * R) / IN - 1.1, 10])).state.pendingForcedCombat).toEqual([])
  })
})

describe('FG-4.9 the table edge', () => {
  it('FG-4.9 a model is never moved off the table: it stops at the edge', () => {
    const s = activated(tableWith({ [W]: [2, 10] }), W)
    refused(s, move(W, [-2, 10]), 'FG-4.9')
    const plan = planMove(s, W, [{ x: -200, y: 1000 }])!
    expect(plan.stop?.code).toBe('tableEdge')
    expect(plan.end.x).toBeGreaterThanOrEqual(Math.ceil(R))
    expect(plan.end.x).toBeLessThanOrEqual(Math.ceil(R) + 2)
  })

  it('FG-4.9 leaving is voluntary: a move that ends touching an edge may exit, and the model never returns', () => {
    const s = activated(tableWith({ [W]: [2, 10] }), W)
    const r = ok(s, { ...move(W, [Math.ceil(R) / IN, 10]), exit: true } as never)
    expect(model(r.state, W).status).toBe('left')
    refused(s, { ...move(W, [4, 10]), exit: true } as never, 'FG-4.9')
  })
})

describe('FG-4.10 jumping', () => {
  // Two roofs 3" high with a 1.2" gap between x = 12 and x = 13.2.
  const roofs = [rect('blocking', 5, 5, 7, 10, 300), rect('blocking', 13.2, 5, 6, 10, 300)]
  const onRoof = (): FgState => activated(tableWith({ [W]: { x: 950, y: 1000, elevation: 300 } }, roofs), W)
  const jump = (pts: [number, number, boolean?][]) => ({
    type: 'frostgrave/move' as const,
    model: W,
    path: pts.map(([x, y, j]) => ({
      x: Math.round(x * IN),
      y: Math.round(y * IN),
      ...(j ? { jump: true } : {}),
    })),
  })

  it('FG-4.10 a 2" jump with a 2" straight run-up crosses the gap at the same height', () => {
    const r = ok(
      onRoof(),
      jump([
        [11.5, 10],
        [13.5, 10, true],
      ]),
    )
    expect(model(r.state, W)).toMatchObject({ x: 1350, elevation: 300 })
  })

  it('FG-4.10 without an equal run-up the jump is refused', () => {
    refused(
      onRoof(),
      jump([
        [10.5, 10],
        [13.5, 10, true],
      ]),
      'FG-4.10',
    )
    refused(onRoof(), jump([[13.5, 10, true]]), 'FG-4.10')
    refused(
      onRoof(),
      jump([
        [11.5, 11],
        [13.5, 10, true],
      ]),
      'FG-4.10',
    )
  })

  it('FG-4.10 a jump is at most 4"', () => {
    const s = activated(tableWith({ [W]: [5, 10] }), W)
    refused(
      s,
      jump([
        [9.5, 10],
        [14, 10, true],
      ]),
      'FG-4.10',
    )
  })

  it('FG-4.10 a 1" jump needs no run-up; jumping down falls', () => {
    const s = activated(tableWith({ [W]: [10, 10] }), W)
    ok(s, jump([[11, 10, true]]))
    const down = ok(
      onRoof(),
      jump([
        [11.5, 10],
        [12.5, 10, true],
      ]),
    )
    expect(model(down.state, W)).toMatchObject({ elevation: 0, health: 14 - 4 })
  })

  it('FG-4.10 a jump cannot land higher than it started', () => {
    const s = activated(tableWith({ [W]: [11, 17] }), W)
    refused(s, jump([[11, 14.7, true]]), 'FG-4.10')
  })
})
