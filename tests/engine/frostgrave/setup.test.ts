import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  FG_DATA,
  baseRadius,
  newGame,
  edgeDistance,
  frostgrave,
  hasLineOfSight,
  inDeploymentZone,
  isWithin,
  measure,
  treasureSpotProblem,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { IN, ok, rect, refused, tableWith } from './helpers'

const toTreasure = (size: 24 | 36 | 48 = 36): FgState =>
  ok(newGame({ tableSize: size }), { type: 'frostgrave/finishTerrain' }).state

function placeSix(s: FgState): FgState {
  const spots: [number, number][] = [
    [3, 12],
    [10, 12],
    [17, 12],
    [24, 12],
    [31, 12],
    [17, 20],
  ]
  for (const [x, y] of spots) s = ok(s, { type: 'frostgrave/placeTreasure', x: x * IN, y: y * IN }).state
  return s
}

describe('FG-2.1 the table', () => {
  it.each([24, 36, 48] as const)('FG-2.1 a %s" table is its side in hundredths', (size) => {
    expect(newGame({ tableSize: size }).size).toBe(size * 100)
  })
  it('FG-2.1 other sizes are refused; the default is 36"', () => {
    expect(() => newGame({ tableSize: 30 })).toThrow(/24, 36 or 48/)
    expect(frostgrave.setup({}, scriptedDice([])).size).toBe(3600)
  })
})

describe('FG-2.2 terrain then treasure', () => {
  it('FG-2.2 terrain pieces are validated and can be removed before treasure', () => {
    let s = newGame({})
    s = ok(s, {
      type: 'frostgrave/addTerrain',
      piece: { kind: 'rough', shape: { type: 'rect', x: 100, y: 100, w: 300, h: 300 } },
    }).state
    expect(s.terrain[0]).toMatchObject({ id: 'k1', kind: 'rough', name: 'Rough ground', height: 0 })
    refused(
      s,
      {
        type: 'frostgrave/addTerrain',
        piece: { kind: 'blocking', shape: { type: 'rect', x: 0, y: 0, w: 100, h: 100 } },
      },
      'FG-2.2',
    )
    refused(
      s,
      {
        type: 'frostgrave/addTerrain',
        piece: { kind: 'rough', shape: { type: 'rect', x: 3500, y: 0, w: 200, h: 100 } },
      },
      'FG-2.2',
    )
    refused(
      s,
      {
        type: 'frostgrave/addTerrain',
        piece: { kind: 'cover', shape: { type: 'polygon', points: [0, 0, 500, 500, 500, 0, 0, 500] } },
      },
      'FG-2.2',
    )
    s = ok(s, { type: 'frostgrave/removeTerrain', id: 'k1' }).state
    expect(s.terrain).toEqual([])
  })

  it('FG-2.4 a preset lays out the table, scaled to its size', () => {
    for (const size of [24, 48] as const) {
      const s = ok(newGame({ tableSize: size }), {
        type: 'frostgrave/useTerrainPreset',
        preset: 'ruined-square',
      }).state
      const tower = s.terrain[0]!
      expect(tower.kind).toBe('blocking')
      expect(tower.shape).toEqual({ type: 'rect', x: size * 43, y: size * 43, w: size * 14, h: size * 14 })
      expect(tower.height).toBe(FG_DATA.terrainPresets[0]!.pieces[0]!.height)
    }
    refused(newGame({}), { type: 'frostgrave/useTerrainPreset', preset: 'nowhere' }, 'FG-2.4')
  })

  it('FG-2.2 treasure cannot be placed before terrain is finished', () => {
    refused(newGame({}), { type: 'frostgrave/placeTreasure', x: 1800, y: 1800 }, 'FG-2.2')
  })

  it.each([
    ['8.9" from the north edge', 1800, 890, 'treasure-edge'],
    ['8.9" from the south edge', 1800, 3600 - 890, 'treasure-edge'],
    ['off the table', 20, 1800, 'treasure-off-table'],
  ])('FG-2.2 refuses a token %s', (_, x, y, code) => {
    expect(treasureSpotProblem(toTreasure(), { x, y })?.code).toBe(code)
  })

  it('FG-2.2 exactly 9" from the edges is legal; tokens are 6" apart', () => {
    let s = toTreasure(24)
    expect(treasureSpotProblem(s, { x: 100, y: 900 })).toBeNull()
    expect(treasureSpotProblem(s, { x: 100, y: 1500 })).toBeNull()
    s = ok(s, { type: 'frostgrave/placeTreasure', x: 100, y: 900 }).state
    const why = refused(s, { type: 'frostgrave/placeTreasure', x: 599, y: 900 }, 'FG-2.2')
    // 5.99", rounded down: rounded to "6.0"" it read as far enough. The tokens have no names on the table.
    expect(why).toContain('at least 6" from every other token (the nearest is 4.99" away)')
    expect(treasureSpotProblem(s, { x: 699.6, y: 900 })).toMatchObject({ params: { distance: '5.99"' } })
    expect(treasureSpotProblem(s, { x: 700, y: 900 })).toBeNull()
    expect(treasureSpotProblem(s, { x: 100, y: 1500 })).toBeNull()
  })

  it('FG-2.2 players alternate; after 6 tokens the roll-off follows', () => {
    let s = toTreasure()
    s = ok(s, { type: 'frostgrave/placeTreasure', x: 300, y: 1200 }).state
    expect(s.treasures[0]!.placedBy).toBe(0)
    expect(s.treasurePlacer).toBe(1)
    s = placeSix(toTreasure())
    expect(s.treasures.map((t) => t.placedBy)).toEqual([0, 1, 0, 1, 0, 1])
    expect(s.stage).toBe('rollOff')
  })

  it('FG-2.2 six tokens always fit a 24" table on the legal-action lattice', () => {
    let s = toTreasure(24)
    for (let i = 0; i < 6; i++) {
      const options = frostgrave.legalActions(s)
      expect(options.length).toBeGreaterThan(0)
      s = ok(s, options[options.length - 1]!).state
    }
    expect(s.stage).toBe('rollOff')
  })
})

describe('FG-2.3 roll-off and deployment', () => {
  const rolled = (faces: number[]): FgState =>
    ok(placeSix(toTreasure()), { type: 'frostgrave/rollOff' }, scriptedDice(faces)).state

  it('FG-2.3 the higher roll wins; ties are rerolled and every face is logged', () => {
    const r = ok(placeSix(toTreasure()), { type: 'frostgrave/rollOff' }, scriptedDice([7, 7, 4, 12]))
    expect(r.state.rollOff).toEqual({ rolls: [4, 12], winner: 1 })
    expect(r.events[0]!.dice).toEqual([7, 7, 4, 12])
    expect(r.events[0]!.rule).toBe('FG-2.3')
  })

  it('FG-2.3 the winner picks an edge and deploys all models first', () => {
    let s = rolled([3, 18])
    refused(s, { type: 'frostgrave/deploy', model: 'p1-wizard', x: 1800, y: 300 }, 'FG-2.3')
    s = ok(s, { type: 'frostgrave/chooseEdge', edge: 'south' }).state
    expect(s.edges).toEqual(['north', 'south'])
    expect(s.deploying).toBe(1)
    refused(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 1800, y: 300 }, 'FG-2.3')
    const p1 = s.models.filter((m) => m.player === 1)
    p1.forEach((m, i) => {
      expect(s.deploying).toBe(1)
      s = ok(s, { type: 'frostgrave/deploy', model: m.id, x: 300 + i * 300, y: 3600 - 100 }).state
    })
    expect(s.deploying).toBe(0)
    const p0 = s.models.filter((m) => m.player === 0)
    p0.forEach(
      (m, i) => (s = ok(s, { type: 'frostgrave/deploy', model: m.id, x: 300 + i * 300, y: 100 }).state),
    )
    expect(s.stage).toBe('play')
    expect(s.turn.stage).toBe('initiative')
  })

  it('FG-2.3 the whole base lies within 6" of the edge', () => {
    let s = ok(rolled([18, 3]), { type: 'frostgrave/chooseEdge', edge: 'north' }).state
    const r = baseRadius(25)
    expect(inDeploymentZone({ x: 1800, y: 600 - Math.ceil(r) }, r, 'north', 3600)).toBe(true)
    expect(inDeploymentZone({ x: 1800, y: 600 - Math.floor(r) + 1 }, r, 'north', 3600)).toBe(false)
    refused(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 1800, y: 570 }, 'FG-2.3')
    s = ok(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 1800, y: 550 }).state
    const overlap = refused(
      s,
      { type: 'frostgrave/deploy', model: 'p0-apprentice', x: 1850, y: 550 },
      'FG-2.3',
    )
    expect(overlap).toContain('overlaps')
    // A model already placed may be moved again while its side deploys.
    s = ok(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 1000, y: 300 }).state
    expect(s.models.find((m) => m.id === 'p0-wizard')).toMatchObject({ x: 1000, y: 300, status: 'onTable' })
  })

  it('FG-2.3 a base may stand on top of a blocking piece, not half over its wall', () => {
    let s = ok(rolled([18, 3]), { type: 'frostgrave/chooseEdge', edge: 'north' }).state
    s = {
      ...s,
      terrain: [
        {
          id: 'k1',
          kind: 'blocking',
          name: 'Hut',
          height: 300,
          shape: { type: 'rect', x: 1000, y: 100, w: 400, h: 300 },
        },
      ],
    }
    refused(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 980, y: 250 }, 'FG-2.3')
    s = ok(s, { type: 'frostgrave/deploy', model: 'p0-wizard', x: 1200, y: 250 }).state
    expect(s.models.find((m) => m.id === 'p0-wizard')!.elevation).toBe(300)
  })
})

describe('FG-2.5 / FG-2.6 measuring', () => {
  const s = tableWith({ 'p0-wizard': [10, 10], 'p1-wizard': [13, 10] })
  const r = baseRadius(25)

  it('FG-2.6 25 mm bases are true size; distance is between closest edges', () => {
    expect(r).toBeCloseTo(49.21, 2)
    expect(measure(s, { model: 'p0-wizard' }, { model: 'p1-wizard' })).toBeCloseTo(300 - 2 * r, 6)
    expect(measure(s, { model: 'p0-wizard' }, { point: { x: 1000, y: 1500 } })).toBeCloseTo(500 - r, 6)
    expect(measure(s, { point: { x: 0, y: 0 } }, { point: { x: 300, y: 400 } })).toBe(500)
  })

  it('FG-2.6 "within N" and base contact follow from edge distance', () => {
    const a = { x: 0, y: 0, r }
    expect(isWithin(a, { x: 2 * r + 100, y: 0, r }, 1)).toBe(true)
    expect(isWithin(a, { x: 2 * r + 102, y: 0, r }, 1)).toBe(false)
    expect(edgeDistance(a, { x: r, y: 0, r })).toBe(0)
  })

  const circle = fc.record({
    x: fc.integer({ min: 0, max: 4800 }),
    y: fc.integer({ min: 0, max: 4800 }),
    r: fc.constantFrom(0, baseRadius(25), baseRadius(40), baseRadius(50)),
  })

  it('FG-2.6 property: distances are symmetric and never negative', () => {
    fc.assert(
      fc.property(circle, circle, (a, b) => {
        const d = edgeDistance(a, b)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBe(edgeDistance(b, a))
      }),
    )
  })

  it('FG-2.6 property: "within N" is symmetric and agrees with the edge distance', () => {
    fc.assert(
      fc.property(circle, circle, fc.integer({ min: 0, max: 30 }), (a, b, n) => {
        expect(isWithin(a, b, n)).toBe(isWithin(b, a, n))
        if (edgeDistance(a, b) <= n * IN) expect(isWithin(a, b, n)).toBe(true)
        if (edgeDistance(a, b) > n * IN + 1) expect(isWithin(a, b, n)).toBe(false)
      }),
    )
  })

  it('FG-2.5 property: the ruler is symmetric between any points and models', () => {
    const end = fc.oneof(
      fc.record({
        point: fc.record({ x: fc.integer({ min: 0, max: 3600 }), y: fc.integer({ min: 0, max: 3600 }) }),
      }),
      fc.constantFrom({ model: 'p0-wizard' }, { model: 'p1-wizard' }),
    )
    fc.assert(
      fc.property(end, end, (a, b) => {
        const d = measure(s, a, b)!
        expect(d).toBeGreaterThanOrEqual(0)
        expect(measure(s, b, a)).toBeCloseTo(d, 9)
      }),
    )
  })

  it('line of sight: a wall between hides; models on top see over; the test is symmetric', () => {
    const wall = {
      ...tableWith({}),
      terrain: [
        {
          id: 'k1',
          kind: 'blocking' as const,
          name: 'Wall',
          height: 300,
          shape: { type: 'rect' as const, x: 1000, y: 500, w: 100, h: 2000 },
        },
      ],
    }
    const a = { x: 500, y: 1500, r, elevation: 0 }
    const b = { x: 1600, y: 1500, r, elevation: 0 }
    expect(hasLineOfSight(wall, a, b)).toBe(false)
    expect(hasLineOfSight(wall, { ...a, y: 300 }, { ...b, y: 300 })).toBe(true)
    expect(hasLineOfSight(wall, { ...a, elevation: 400 }, { ...b, elevation: 400 })).toBe(true)
    expect(hasLineOfSight(wall, { x: 1050, y: 1500, r, elevation: 300 }, b)).toBe(true)
    const rough = { ...wall, terrain: [{ ...wall.terrain[0]!, kind: 'rough' as const, height: 0 }] }
    expect(hasLineOfSight(rough, a, b)).toBe(true)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        (x1, y1, x2, y2) => {
          const p = { x: x1, y: y1, r, elevation: 0 }
          const q = { x: x2, y: y2, r, elevation: 0 }
          expect(hasLineOfSight(wall, p, q)).toBe(hasLineOfSight(wall, q, p))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('FG-2.2 rect helper builds terrain in inches', () => {
    expect(rect('rough', 1, 2, 3, 4).shape).toEqual({ type: 'rect', x: 100, y: 200, w: 300, h: 400 })
  })
})

describe('FG-2.4 scenarios', () => {
  it('FG-2.4 a scenario sets terrain and creatures; unknown creatures and overlaps are refused', () => {
    const s = newGame({
      scenario: {
        terrain: [
          { kind: 'blocking', height: 300, shape: { type: 'rect', x: 1000, y: 1000, w: 300, h: 300 } },
        ],
        creatures: [
          { type: 'Bear', x: 1800, y: 1800 },
          { type: 'Zombie', x: 2400, y: 1800 },
        ],
      },
    })
    expect(s.terrain[0]).toMatchObject({ id: 'k1', kind: 'blocking', height: 300 })
    expect(
      s.models.filter((m) => m.kind === 'creature').map((m) => [m.id, m.player, m.baseMm, m.status]),
    ).toEqual([
      ['c1', null, 40, 'onTable'],
      ['c2', null, 25, 'onTable'],
    ])
    expect(() => newGame({ scenario: { creatures: [{ type: 'Dragon', x: 1800, y: 1800 }] } })).toThrow(
      /not a creature/,
    )
    expect(() =>
      newGame({
        scenario: {
          creatures: [
            { type: 'Wolf', x: 1800, y: 1800 },
            { type: 'Wolf', x: 1850, y: 1800 },
          ],
        },
      }),
    ).toThrow(/overlap/)
  })

  it('FG-3.1 / FG-10.2 with creatures on the table the creature phase is theirs: they act, then it ends', () => {
    const base = tableWith({ 'p0-wizard': [10, 10] })
    let s: FgState = {
      ...base,
      models: [
        ...base.models,
        { ...base.models[0]!, id: 'c1', player: null, kind: 'creature', name: 'Wolf', x: 1800, y: 1800 },
      ],
      turn: { ...base.turn, phase: 'soldier', step: 1 },
    }
    s = ok(s, { type: 'frostgrave/endPhase' }).state
    expect(s.turn.phase).toBe('creature')
    expect(frostgrave.legalActions(s)).toEqual([{ type: 'frostgrave/runCreatures' }])
    s = ok(s, { type: 'frostgrave/runCreatures' }, scriptedDice([6])).state
    expect(s.turn).toMatchObject({ number: 2, stage: 'initiative' })
  })
})
