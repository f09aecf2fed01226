import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../src/engine/core/dice'
import { execute, replayHistory, startHistory } from '../../../src/engine/core/history'
import {
  FG_DATA,
  apply,
  newGame,
  creatureHasNoSpot,
  frostgrave,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { ok, refused } from './helpers'

const TREASURES: [number, number][] = [
  [300, 1200],
  [1000, 1200],
  [1700, 1200],
  [2400, 1200],
  [3100, 1200],
  [1700, 2000],
]

/** A 36" table whose treasure is out, with `creatures` chosen on the new-game screen. */
function atCreatureStage(creatures: string[], terrain: FgAction[] = [], dice = scriptedDice([])): FgState {
  let s = newGame({ tableSize: 36, creatures }, dice)
  for (const a of [
    ...terrain,
    { type: 'frostgrave/finishTerrain' } as const,
    ...TREASURES.map(([x, y]) => ({ type: 'frostgrave/placeTreasure' as const, x, y })),
  ])
    s = ok(s, a).state
  return s
}

const place = (x: number, y: number): FgAction => ({ type: 'frostgrave/placeCreature', x, y })

describe('FG-2.4 creatures chosen on the new-game screen', () => {
  it('FG-2.4 chosen creatures wait off the table, named and numbered in the order chosen', () => {
    const s = newGame({ creatures: ['Wolf', 'Zombie'] }, scriptedDice([]))
    const creatures = s.models.filter((m) => m.kind === 'creature')
    expect(creatures.map((m) => [m.id, m.name, m.status, m.player])).toEqual([
      ['c1', 'Wolf 1', 'reserve', null],
      ['c2', 'Zombie 2', 'reserve', null],
    ])
    expect(creatures[0]!.stats.move).toBe(8)
  })

  it('FG-2.4 a random creature is rolled by the set-up dice over the whole creature list', () => {
    const list = FG_DATA.creatures
    const s = newGame({ creatures: ['random', 'Zombie', 'random'] }, scriptedDice([5, list.length]))
    expect(s.models.filter((m) => m.kind === 'creature').map((m) => m.type)).toEqual([
      list[4]!.name,
      'Zombie',
      list[list.length - 1]!.name,
    ])
    // The game module's setup draws from the seeded set-up dice: one seed, the same creatures.
    const a = frostgrave.setup({ creatures: ['random', 'random', 'random'] }, seededDice('fg-creatures'))
    const b = frostgrave.setup({ creatures: ['random', 'random', 'random'] }, seededDice('fg-creatures'))
    expect(a).toEqual(b)
  })

  it('FG-2.4 a name the data lacks, or random creatures without set-up dice, are refused at set-up', () => {
    expect(() => newGame({ creatures: ['Dragon'] }, scriptedDice([]))).toThrow(/not a creature/)
    expect(() => newGame({ creatures: ['random'] })).toThrow(/set-up dice/)
    expect(() => newGame({ creatures: Array(11).fill('Wolf') }, scriptedDice([]))).toThrow(/creatures/)
  })

  it('FG-2.4 after the last treasure the table places the creatures (nobody in particular acts), then the roll-off', () => {
    const s = atCreatureStage(['Wolf', 'Zombie'])
    expect(s.stage).toBe('creatures')
    expect(frostgrave.actor(s)).toBeNull()
    refused(s, { type: 'frostgrave/rollOff' }, 'FG-2.3')
    const r1 = ok(s, place(900, 1800))
    expect(r1.events).toEqual([
      {
        type: 'frostgrave/creaturePlaced',
        rule: 'FG-2.4',
        text: 'Wolf 1 is placed at (9", 18").',
        params: { model: 'Wolf 1', x: '9"', y: '18"' },
      },
    ])
    expect(r1.state.models.find((m) => m.id === 'c1')).toMatchObject({ status: 'onTable', x: 900, y: 1800 })
    expect(r1.state.stage).toBe('creatures')
    const r2 = ok(r1.state, place(2700, 1800))
    expect(r2.state.stage).toBe('rollOff')
    refused(r2.state, place(1800, 1800), 'FG-2.4')
  })

  it('FG-2.4 without chosen creatures the treasure goes straight to the roll-off', () => {
    expect(atCreatureStage([]).stage).toBe('rollOff')
  })

  it('FG-2.4 a creature is refused off the table, in a deployment zone, in or over a blocking piece, or on another base', () => {
    const building: FgAction = {
      type: 'frostgrave/addTerrain',
      piece: { kind: 'blocking', height: 300, shape: { type: 'rect', x: 1000, y: 1500, w: 400, h: 400 } },
    }
    const s = atCreatureStage(['Wolf', 'Zombie'], [building])
    const code = (x: number, y: number): string | undefined => {
      const r = apply(s, place(x, y), scriptedDice([]))
      return r.ok ? undefined : r.code
    }
    expect(code(20, 1800)).toBe('creature-off-table')
    // The 6" zones: a 25 mm base (radius 0.49") needs its centre 6.49" from each player's edge.
    expect(code(1800, 640)).toBe('creature-zone')
    expect(code(1800, 3600 - 640)).toBe('creature-zone')
    expect(code(1800, 650)).toBeUndefined()
    expect(code(1200, 1700)).toBe('creature-blocking')
    expect(code(1420, 1700)).toBe('creature-blocking')
    expect(code(1460, 1700)).toBeUndefined()
    refused(s, place(1200, 1700), 'FG-2.4')
    const next = ok(s, place(2000, 2000)).state
    const r = apply(next, place(2050, 2000), scriptedDice([]))
    expect(r.ok ? null : [r.code, r.params]).toEqual(['creature-overlap', { model: 'Wolf 1' }])
  })

  it('FG-2.4 the legal-action sample places every creature, and the game replays to the same state', () => {
    const options = { tableSize: 24 as const, creatures: ['random', 'Snow Leopard', 'random'] }
    const started = startHistory(frostgrave, options, 'creature-seed')
    if (!started.ok) throw new Error('set-up failed')
    let history = started.value
    while (history.state.stage !== 'rollOff') {
      const actions = frostgrave.legalActions(history.state)
      expect(actions.length).toBeGreaterThan(0)
      // The last of each sample: finishing the terrain, then the far end of each lattice.
      const done = execute(history, actions[actions.length - 1]!, scriptedDice([]))
      if (!done.ok) throw new Error(done.error)
      history = done.history
    }
    const creatures = history.state.models.filter((m) => m.kind === 'creature')
    expect(creatures.map((m) => m.type)[1]).toBe('Snow Leopard')
    expect(creatures.every((m) => m.status === 'onTable')).toBe(true)
    const replayed = replayHistory(frostgrave, options, 'creature-seed', history.log)
    expect(replayed.ok && replayed.value.state).toEqual(history.state)
  })

  describe('FG-2.4 a table with no room for a creature', () => {
    /** A wall over the whole middle band (6" to 30" on a 36" table): no open ground outside the zones. */
    const walled: FgAction = {
      type: 'frostgrave/addTerrain',
      piece: { kind: 'blocking', height: 300, shape: { type: 'rect', x: 0, y: 600, w: 3600, h: 2400 } },
    }
    const skip: FgAction = { type: 'frostgrave/skipCreature' }

    it('is detected; leaving the creature out is the one legal action, logged with FG-2.4', () => {
      const s = atCreatureStage(['Wolf', 'Zombie'], [walled])
      expect(s.stage).toBe('creatures')
      expect(creatureHasNoSpot(s)).toBe(true)
      expect(frostgrave.legalActions(s)).toEqual([skip])
      refused(s, place(1800, 1800), 'FG-2.4')
      const first = ok(s, skip)
      expect(first.events).toEqual([
        {
          type: 'frostgrave/creatureSkipped',
          rule: 'FG-2.4',
          text: 'No open ground is left outside the deployment zones for Wolf 1: it stays out of the game.',
          params: { model: 'Wolf 1' },
        },
      ])
      expect(first.state.stage).toBe('creatures')
      const second = ok(first.state, skip)
      expect(second.state.stage).toBe('rollOff')
      expect(second.state.models.filter((m) => m.kind === 'creature').map((m) => m.status)).toEqual([
        'left',
        'left',
      ])
    })

    it('is refused while the creature has room, and out of the creature stage', () => {
      const open = atCreatureStage(['Wolf'])
      expect(creatureHasNoSpot(open)).toBe(false)
      const r = apply(open, skip, scriptedDice([]))
      expect(r.ok ? null : [r.code, r.params]).toEqual(['creatureHasRoom', { model: 'Wolf 1' }])
      refused(newGame({ creatures: ['Wolf'] }, scriptedDice([])), skip, 'FG-2.4')
    })

    it('a creature that fits is placed and only the next, with no room left, is left out; the game replays', () => {
      // The wall leaves one 1.6" hole in the middle: the wolf takes it, the zombie has no room beside it.
      const holed = [
        {
          type: 'frostgrave/addTerrain',
          piece: { kind: 'blocking', height: 300, shape: { type: 'rect', x: 0, y: 600, w: 1720, h: 2400 } },
        },
        {
          type: 'frostgrave/addTerrain',
          piece: {
            kind: 'blocking',
            height: 300,
            shape: { type: 'rect', x: 1880, y: 600, w: 1720, h: 2400 },
          },
        },
        {
          type: 'frostgrave/addTerrain',
          piece: { kind: 'blocking', height: 300, shape: { type: 'rect', x: 1720, y: 600, w: 160, h: 1120 } },
        },
        {
          type: 'frostgrave/addTerrain',
          piece: {
            kind: 'blocking',
            height: 300,
            shape: { type: 'rect', x: 1720, y: 1880, w: 160, h: 1120 },
          },
        },
      ] as FgAction[]
      const options = { tableSize: 36 as const, creatures: ['Wolf', 'Zombie'] }
      const started = startHistory(frostgrave, options, 'no-room')
      if (!started.ok) throw new Error('set-up failed')
      let history = started.value
      const steps: FgAction[] = [
        ...holed,
        { type: 'frostgrave/finishTerrain' },
        ...TREASURES.map(([x, y]) => ({ type: 'frostgrave/placeTreasure' as const, x, y })),
      ]
      for (const a of steps) {
        const done = execute(history, a, scriptedDice([]))
        if (!done.ok) throw new Error(done.error)
        history = done.history
      }
      expect(creatureHasNoSpot(history.state)).toBe(false)
      while (history.state.stage === 'creatures') {
        const [a] = frostgrave.legalActions(history.state)
        const done = execute(history, a!, scriptedDice([]))
        if (!done.ok) throw new Error(done.error)
        history = done.history
      }
      expect(
        history.state.models.filter((m) => m.kind === 'creature').map((m) => [m.status, m.x, m.y]),
      ).toEqual([
        ['onTable', expect.any(Number), expect.any(Number)],
        ['left', expect.any(Number), expect.any(Number)],
      ])
      const replayed = replayHistory(frostgrave, options, 'no-room', history.log)
      expect(replayed.ok && replayed.value.state).toEqual(history.state)
    })
  })
})
