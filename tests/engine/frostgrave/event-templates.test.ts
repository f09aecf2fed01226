/**
 * Log lines in every language: each event carries params, its English template reproduces the engine's
 * text exactly, and every event type has an English and a Japanese template with the same placeholders.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import {
  FG_DATA,
  apply,
  baseRadius,
  newGame,
  frostgrave,
  planMove,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { templateMismatches } from '../../../src/testing/event-templates'
import { strings as ja } from '../../../src/ui/systems/frostgrave/i18n/ja'
import { en } from '../../../src/ui/systems/frostgrave/i18n/strings'
import { IN, activated, rect, tableWith } from './helpers'
import { creatureEvents } from './creature-events'
import { guardEvents } from './guard-events'
import { meleeEvents } from './melee-events'
import { shootingEvents } from './shooting-events'
import { spellEvents } from './spell-events'
import { interplayEvents } from './interplay-events'
import { markEvents } from './mark-events'
import { beforeGameEvents } from './before-game-events'

const templates = (bundle: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(bundle)
      .filter(([key]) => key.startsWith('events.'))
      .map(([key, value]) => [key.slice('events.'.length), value]),
  )
const EN = templates(en)
const JA = templates(ja)

const placeholders = (template: string): string[] =>
  [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort()

/**
 * A seeded random game of legal actions; on every activated model it also tries a few random moves with
 * both descents (falls, clinging), as a player dragging freely would.
 */
function playRandom(seed: string, size: 24 | 36 | 48, turnLimit: number | null): GameEvent[] {
  const events: GameEvent[] = []
  const dice = seededDice(`${seed}/play`)
  let s: FgState = frostgrave.setup({ tableSize: size, turnLimit }, seededDice(seed))
  for (let step = 0; step < 3000 && !frostgrave.result(s).over; step++) {
    const member = s.turn.activation?.members.find((m) => !m.done)
    if (member && dice.roll(3) === 1) {
      const target = { x: dice.roll(size * IN), y: dice.roll(size * IN) }
      const descent = dice.roll(2) === 1 ? 'drop' : 'climb'
      const plan = planMove(s, member.id, [target], descent)
      if (plan && plan.path.length > 0) {
        const r = apply(s, { type: 'frostgrave/move', model: member.id, path: plan.path, descent }, dice)
        if (r.ok) {
          events.push(...r.events)
          s = r.state
          continue
        }
      }
    }
    const actions = frostgrave.legalActions(s)
    const action = actions[dice.roll(actions.length) - 1]!
    const r = frostgrave.apply(s, action, dice)
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}: ${r.error}`)
    events.push(...r.events)
    s = r.state
  }
  return events
}

/** Terrain the random game never draws: every kind, named and unnamed, placed and removed. */
function terrainEvents(): GameEvent[] {
  const events: GameEvent[] = []
  let s = newGame({ tableSize: 36 })
  const act = (a: FgAction): void => {
    const r = apply(s, a, seededDice('t'))
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
    s = r.state
  }
  for (const kind of ['open', 'rough', 'blocking', 'cover'] as const) {
    for (const name of [undefined, 'Old well']) {
      act({
        type: 'frostgrave/addTerrain',
        piece: {
          kind,
          name,
          shape: { type: 'rect', x: 1000, y: 1000, w: 200, h: 150 },
          ...(kind === 'blocking' ? { height: 250 } : {}),
        },
      })
      act({ type: 'frostgrave/removeTerrain', id: s.terrain[s.terrain.length - 1]!.id })
    }
  }
  for (const preset of FG_DATA.terrainPresets) {
    act({ type: 'frostgrave/useTerrainPreset', preset: preset.id })
    for (const piece of [...s.terrain]) act({ type: 'frostgrave/removeTerrain', id: piece.id })
  }
  return events
}

/** Moves the random game rarely makes: a group of three, falls, a killing fall, leaving by each edge. */
function scriptedEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, actions: FgAction[]): void => {
    for (const a of actions) {
      const r = apply(s, a, seededDice('s'))
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
      events.push(...r.events)
      s = r.state
    }
  }
  const wall = {
    kind: 'blocking' as const,
    name: 'Tower',
    height: 1200,
    shape: { type: 'rect' as const, x: 1500, y: 1500, w: 600, h: 600 },
  }
  // A wizard on a 12" tower drops off it (a fall of 12": 18 damage kills it).
  const high = tableWith({ 'p0-wizard': { x: 1800, y: 1800, elevation: 1200 } }, [wall])
  run(high, [
    { type: 'frostgrave/activate', model: 'p0-wizard' },
    { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 2300, y: 1800 }], descent: 'drop' },
  ])
  // Every way a game ends (FG-11), each won and drawn, from a wizard who falls to its death off the tower,
  // carries the last treasure off, or ends the last phase of the scenario.
  const secured = (id: string, by: 0 | 1) =>
    ({ id, placedBy: by, x: 0, y: 0, carrier: null, securedBy: by }) as const
  const tower = (withEnemy: boolean, carrying: boolean, extra: FgState['treasures']): FgState => {
    const s = tableWith(
      {
        'p0-wizard': { x: 2000, y: 1800, elevation: 1200 },
        ...(withEnemy ? { 'p1-wizard': [30, 5] as [number, number] } : {}),
      },
      [wall],
      36,
      false,
    )
    return activated(
      {
        ...s,
        models: s.models.map((m) => (m.id === 'p0-wizard' && carrying ? { ...m, carrying: 't9' } : m)),
        treasures: [
          ...s.treasures.map((t) => (carrying ? { ...t, carrier: 'p0-wizard', x: 2000, y: 1800 } : t)),
          ...extra,
        ],
      },
      'p0-wizard',
    )
  }
  const fall: FgAction = {
    type: 'frostgrave/move',
    model: 'p0-wizard',
    path: [{ x: 2200, y: 1800 }],
    descent: 'drop',
  }
  run(tower(false, false, []), [fall]) // lost, draw
  run(tower(false, false, [secured('t8', 0)]), [fall]) // lost, won
  run(tower(true, true, []), [fall]) // collected, won
  run(tower(true, true, [secured('t8', 0)]), [fall]) // collected, draw
  const carrier = (extra: FgState['treasures']): FgState => {
    const s = tableWith({ 'p0-wizard': [3, 18], 'p0-s2': [10, 30], 'p1-wizard': [30, 5] }, [], 36, false)
    return activated(
      {
        ...s,
        models: s.models.map((m) => (m.id === 'p0-wizard' ? { ...m, carrying: 't9' } : m)),
        treasures: [...s.treasures.map((t) => ({ ...t, carrier: 'p0-wizard', x: 300, y: 1800 })), ...extra],
      },
      'p0-wizard',
    )
  }
  const off: FgAction = {
    type: 'frostgrave/move',
    model: 'p0-wizard',
    path: [{ x: Math.ceil(baseRadius(25)), y: 1800 }],
    exit: true,
  }
  run(carrier([]), [off]) // the last treasure, won
  run(carrier([secured('t8', 1)]), [off]) // the last treasure, draw
  for (const extra of [[], [secured('t8', 0)]]) {
    const s = tableWith({ 'p0-wizard': [18, 30], 'p1-wizard': [18, 5] })
    run(
      {
        ...s,
        options: { ...s.options, turnLimit: 1 },
        treasures: [...s.treasures, ...extra],
        turn: { ...s.turn, phase: 'creature' },
      },
      [{ type: 'frostgrave/endPhase' }],
    ) // the scenario's turns, drawn and won
  }
  // A full and a half move, each across rough ground and a climb (FG-4.2, FG-4.4).
  run(
    activated(
      tableWith({ 'p0-wizard': [10, 10] }, [
        rect('rough', 10.6, 9, 1.4, 2),
        rect('blocking', 12, 9, 2, 2, 50),
      ]),
      'p0-wizard',
    ),
    [
      { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 1300, y: 1000 }] },
      { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 1120, y: 1000 }] },
    ],
  )
  // FG-2.4: a creature chosen on the new-game screen, placed after the treasure.
  {
    let s = newGame({ tableSize: 36, creatures: ['Wolf'] }, scriptedDice([]))
    s = { ...s, stage: 'creatures' }
    run(s, [{ type: 'frostgrave/placeCreature', x: 1800, y: 1800 }])
    // No open ground left for it (a wall over the whole middle band): it is left out.
    run({ ...s, terrain: [{ ...rect('blocking', 0, 6, 36, 24, 300), id: 'k1' }] }, [
      { type: 'frostgrave/skipCreature' },
    ])
  }
  // A roll-off with a tie rerolled.
  {
    const s: FgState = { ...newGame({ tableSize: 36 }), stage: 'rollOff' }
    const r = apply(s, { type: 'frostgrave/rollOff' }, scriptedDice([5, 5, 12, 3]))
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
  }
  // Leaving by each edge.
  for (const [x, y] of [
    [18, 1],
    [18, 35],
    [1, 18],
    [35, 18],
  ] as const) {
    const s = tableWith({ 'p0-wizard': [x < 2 ? 3 : x > 34 ? 33 : x, y < 2 ? 3 : y > 34 ? 33 : y] })
    const r = Math.ceil(baseRadius(25))
    const edge = { x: x < 2 ? r : x > 34 ? 3600 - r : x * IN, y: y < 2 ? r : y > 34 ? 3600 - r : y * IN }
    run(s, [
      { type: 'frostgrave/activate', model: 'p0-wizard' },
      {
        type: 'frostgrave/move',
        model: 'p0-wizard',
        path: [{ x: Math.round(edge.x), y: Math.round(edge.y) }],
        exit: true,
      },
    ])
  }
  // What the random games reach less often now that they also fight: a group of three, a half move over
  // rough ground and up a low wall, a treasure picked up and dropped.
  run(tableWith({ 'p0-wizard': [10, 10], 'p0-s1': [12, 10], 'p0-s2': [10, 12], 'p0-s3': [8, 10] }), [
    { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s1', 'p0-s2', 'p0-s3'] },
  ])
  run(
    activated(
      tableWith({ 'p0-wizard': [10, 9] }, [
        {
          kind: 'rough',
          name: 'Rough ground',
          height: 0,
          shape: { type: 'rect', x: 1060, y: 800, w: 50, h: 400 },
        },
        {
          kind: 'blocking',
          name: 'Wall',
          height: 50,
          shape: { type: 'rect', x: 1160, y: 800, w: 140, h: 400 },
        },
      ]),
      'p0-wizard',
    ),
    [
      { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 1000, y: 1000 }] },
      { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 1190, y: 1000 }] },
    ],
  )
  {
    const s = tableWith({ 'p0-wizard': [10, 10] })
    const token = { id: 't1', placedBy: 0 as const, x: 1098, y: 1000, carrier: null, securedBy: null }
    const withToken = activated({ ...s, treasures: [...s.treasures, token] }, 'p0-wizard')
    run(withToken, [{ type: 'frostgrave/pickUpTreasure', model: 'p0-wizard', treasure: 't1' }])
    const r = apply(
      withToken,
      { type: 'frostgrave/pickUpTreasure', model: 'p0-wizard', treasure: 't1' },
      seededDice('s'),
    )
    if (!r.ok) throw new Error(r.error)
    run(activated(r.state, 'p0-wizard'), [{ type: 'frostgrave/dropTreasure', model: 'p0-wizard' }])
  }
  return events
}

describe('Frostgrave log lines in every language', () => {
  const events = [
    ...playRandom('i18n-a', 24, 3),
    ...playRandom('i18n-b', 36, null),
    ...playRandom('i18n-c', 48, 2),
    ...playRandom('i18n-d', 24, null),
    ...terrainEvents(),
    ...scriptedEvents(),
    ...shootingEvents(),
    ...guardEvents(),
    ...spellEvents(),
    ...markEvents(),
    ...meleeEvents(),
    ...creatureEvents(),
    ...interplayEvents(),
    ...beforeGameEvents(),
  ]

  it('every event carries params, and its English template reproduces its text exactly', () => {
    expect(events.length).toBeGreaterThan(100)
    expect(events.filter((e) => !e.params).map((e) => e.type)).toEqual([])
    expect(templateMismatches(events, EN)).toEqual([])
  })

  it('every event type with params has English and Japanese templates', () => {
    const types = new Set(events.filter((e) => e.params).map((e) => e.type))
    for (const type of types) {
      expect(EN[type], type).toBeDefined()
      expect(JA[type], type).toBeDefined()
    }
  })

  it('params are plain strings and numbers', () => {
    for (const e of events)
      for (const value of Object.values(e.params ?? {})) expect(['string', 'number']).toContain(typeof value)
  })

  it('each Japanese template uses exactly the placeholders of its English one', () => {
    expect(Object.keys(JA).sort()).toEqual(Object.keys(EN).sort())
    for (const [type, template] of Object.entries(EN)) {
      expect([...new Set(placeholders(JA[type]!))], type).toEqual([...new Set(placeholders(template))])
    }
  })

  it('the games seen use every template', () => {
    const seen = new Set(events.map((e) => e.type))
    expect(Object.keys(EN).filter((type) => !seen.has(type))).toEqual([])
  })
})
