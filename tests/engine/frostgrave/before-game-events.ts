/**
 * Before-game log lines (issue 10, FG-8) for the templates test: a plain and a modified casting roll, a
 * failure, each effect (familiar, a zombie, an illusion), the secret token, Fool's Gold vanishing, the
 * familiar lost at the last Health point, and an illusion dealing no damage and being dispelled.
 */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import {
  apply,
  newGame,
  findSpell,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, tableWith } from './helpers'

export function beforeGameEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, a: FgAction, faces: number[] = []): FgState => {
    const r = apply(s, a, scriptedDice(faces))
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
    events.push(...r.events)
    return r.state
  }
  const knowing = (s: FgState, spells: string[]): FgState => ({
    ...s,
    warbands: [{ ...s.warbands[0], school: findSpell(spells[0]!)!.school, spells }, s.warbands[1]],
  })
  const cast = (model: string, spell: string, choice?: string): FgAction => ({
    type: 'frostgrave/castBeforeGame',
    model,
    spell,
    ...(choice ? { choice } : {}),
  })
  const treasure = knowing(run(newGame({ tableSize: 36 }), { type: 'frostgrave/finishTerrain' }), [
    'Reveal Secret',
    'Familiar',
    'Raise Zombie',
    'Illusionary Soldier',
    "Fool's Gold",
  ])
  let s = run(treasure, cast('p0-wizard', 'Reveal Secret'), [12])
  s = run(s, cast('p0-apprentice', 'Familiar'), [20])
  s = run(s, cast('p0-wizard', 'Raise Zombie'), [20])
  s = run(s, cast('p0-wizard', 'Illusionary Soldier', 'Thug'), [20])
  s = run(s, cast('p0-wizard', "Fool's Gold"), [1])
  s = run(s, { type: 'frostgrave/empower', model: 'p0-wizard', points: 0 })
  for (const [x, y] of [
    [4, 12],
    [4, 24],
    [12, 12],
    [12, 24],
    [20, 12],
    [20, 24],
  ] as const)
    s = run(s, { type: 'frostgrave/placeTreasure', x: x * IN, y: y * IN })
  s = run(s, { type: 'frostgrave/rollOff' }, [15, 3])
  s = run(s, { type: 'frostgrave/chooseEdge', edge: 'south' })
  run(s, { type: 'frostgrave/placeTreasure', x: 30 * IN, y: 27 * IN })

  // In play: Fool's Gold vanishing at a touch; an illusion that deals no damage and is dispelled.
  const play = tableWith({ 'p0-s1': [10, 20], 'p1-s1': [20, 18] })
  const illusion = {
    ...play.models.find((m) => m.id === 'p0-s4')!,
    id: 'p0-illusion',
    name: 'Thug (illusion)',
    traits: ['illusion'],
    x: 20 * IN,
    y: 18 * IN + 100,
    status: 'onTable' as const,
  }
  const table: FgState = {
    ...play,
    models: [...play.models, illusion],
    treasures: [
      ...play.treasures,
      { id: 't7', placedBy: 1, x: 10 * IN, y: 17 * IN, carrier: null, securedBy: null, fake: true },
    ],
  }
  run(activated(table, 'p0-s1'), { type: 'frostgrave/move', model: 'p0-s1', path: [{ x: 10 * IN, y: 1750 }] })
  run(
    activated(table, 'p0-illusion'),
    { type: 'frostgrave/fight', model: 'p0-illusion', target: 'p1-s1' },
    [19, 1],
  )
  run(activated(table, 'p1-s1'), { type: 'frostgrave/fight', model: 'p1-s1', target: 'p0-illusion' }, [19, 1])

  // The familiar lost: a wizard at 5 Health spends 4 empowering a spell in play.
  const base = tableWith({ 'p0-wizard': [10, 20], 'p1-s1': [10, 14] })
  const bound = run(
    knowing({ ...base, stage: 'treasure', treasures: [], treasurePlacer: 0 }, ['Elemental Bolt', 'Familiar']),
    cast('p0-wizard', 'Familiar'),
    [20],
  )
  const hurt: FgState = activated(
    {
      ...bound,
      stage: 'play',
      treasures: base.treasures,
      models: bound.models.map((m) => (m.id === 'p0-wizard' ? { ...m, health: 5 } : m)),
    },
    'p0-wizard',
  )
  const rolled = run(
    hurt,
    { type: 'frostgrave/cast', model: 'p0-wizard', spell: 'Elemental Bolt', target: 'p1-s1' },
    [10],
  )
  run(rolled, { type: 'frostgrave/empower', model: 'p0-wizard', points: 4 }, [1, 1, 1, 1])
  return events
}
