/**
 * Log lines of the spells that mark the table (FG-8) the golden cases do not reach, for the templates
 * test: the hand broken, tied, holding on and pulled off; a rune going off (beside a creature and on its way); Awareness at the initiative
 * roll; fog clearing and lingering; a plane walker dropping its treasure.
 */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import { apply, type FgAction, type FgState } from '../../../src/engine/systems/frostgrave'
import { activated, rect } from './helpers'
import { withCreature } from './spells-cases'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard'
const T = 'p1-s1'

const nextInitiative = (s: FgState): FgState => ({
  ...s,
  turn: { ...s.turn, number: s.turn.number + 1, stage: 'initiative', initiative: null, activation: null },
})

export function markEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const cast = (s: FgState, spell: string, action: object, faces: number[]): FgState => {
    const r = castThrough(s, castAction(W, spell, action), faces)
    events.push(...(r.events as GameEvent[]))
    return r.state
  }
  const act = (s: FgState, a: FgAction, faces: number[]): FgState => {
    const r = apply(s, a, scriptedDice(faces))
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`)
    events.push(...(r.events as GameEvent[]))
    return r.state
  }
  // The hand: destroyed, tied, holding on; then a Push pulls the model out of it.
  const held = activated(
    cast(spellTable(['Bones of the Earth', 'Push']), 'Bones of the Earth', { target: T }, [20]),
    T,
  )
  const breakFree: FgAction = { type: 'frostgrave/breakFree', model: T }
  act(held, breakFree, [9, 12])
  act(held, breakFree, [14, 18])
  act(held, breakFree, [1, 20])
  cast(activated(held, W), 'Push', { target: T }, [20, 20, 1])
  // A wolf beside a rune sets it off.
  const rune = cast(spellTable(['Explosive Rune']), 'Explosive Rune', { point: at(11, 20) }, [20])
  act(withCreature(rune, 'Wolf', 12, 20), { type: 'frostgrave/endModel', model: W }, [1, 18, 15, 2])
  // A wolf running at the wizard passes the rune: it goes off on the way (both missed), the wolf moves on.
  const phase = (s: FgState): FgState => ({
    ...s,
    turn: { ...s.turn, phase: 'creature', step: 0, activation: null },
  })
  act(phase(withCreature(rune, 'Wolf', 19, 20)), { type: 'frostgrave/runCreatures' }, [1, 20, 1, 20, 15, 5])
  // Alone on the table, a wolf wandering west (9 o'clock) passes the rune, then stops at a wall.
  const alone = withCreature(rune, 'Wolf', 19, 20)
  act(
    phase({
      ...alone,
      models: alone.models.map((m) =>
        m.id === W ? { ...m, x: 200, y: 3400 } : m.id === T ? { ...m, x: 3400, y: 200 } : m,
      ),
      terrain: [{ ...rect('blocking', 11.3, 15, 0.5, 10, 300), id: 'k1' }],
    }),
    { type: 'frostgrave/runCreatures' },
    [9, 1, 20],
  )
  // Awareness at the next initiative roll.
  const aware = cast(spellTable(['Awareness']), 'Awareness', {}, [20])
  act(nextInitiative(aware), { type: 'frostgrave/rollInitiative' }, [10, 10])
  // Fog lingering, then clearing.
  const fog = nextInitiative(cast(spellTable(['Fog']), 'Fog', { point: at(10, 17) }, [20]))
  act(fog, { type: 'frostgrave/rollInitiative' }, [18, 12, 8])
  act(fog, { type: 'frostgrave/rollInitiative' }, [19, 12, 8])
  // A plane walker carrying treasure drops it.
  const base = spellTable(['Plane Walk'])
  cast(
    {
      ...base,
      models: base.models.map((m) => (m.id === W ? { ...m, carrying: 't9' } : m)),
      treasures: base.treasures.map((t) => ({ ...t, carrier: W, x: 1000, y: 2000 })),
    },
    'Plane Walk',
    {},
    [20],
  )
  return events
}
