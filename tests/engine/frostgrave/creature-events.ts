/** The creature phase's log lines (FG-10), from scripted situations: for the every-language template checks. */
import { scriptedDice } from '../../../src/engine/core/dice'
import type { GameEvent } from '../../../src/engine/core/game-module'
import {
  apply,
  newGame,
  type FgAction,
  type FgState,
  type TerrainPiece,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, rect, tableWith } from './helpers'

/** A table in the creature phase with a Zombie (`c1`) at `at` inches (elevation in hundredths). */
export function creatureTable(
  at: [number, number, number?],
  placed: Parameters<typeof tableWith>[0] = {},
  terrain: Omit<TerrainPiece, 'id'>[] = [],
  type = 'Zombie',
): FgState {
  const base = tableWith(placed, terrain)
  const scenario = newGame({ scenario: { creatures: [{ type, x: at[0] * IN, y: at[1] * IN }] } })
  const creature = { ...scenario.models.find((m) => m.kind === 'creature')!, elevation: at[2] ?? 0 }
  return { ...base, models: [...base.models, creature], turn: { ...base.turn, phase: 'creature', step: 0 } }
}

const RUN: FgAction = { type: 'frostgrave/runCreatures' }

export function creatureEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const run = (s: FgState, action: FgAction, faces: number[] = []): void => {
    const r = apply(s, action, scriptedDice(faces))
    if (!r.ok) throw new Error(r.error)
    events.push(...r.events)
  }
  const W = 'p0-wizard'
  // Full move then half move towards the nearest model in sight (FG-10.2 step 2).
  run(creatureTable([18, 18], { [W]: [28, 18] }), RUN)
  // Wandering: a free move and a stop with no one in sight, against a wall, and boxed in (step 3).
  run(creatureTable([18, 18]), RUN, [6])
  run(creatureTable([18, 18], {}, [rect('blocking', 20, 10, 2, 16, 300)]), RUN, [3])
  run(creatureTable([20.5, 18], {}, [rect('blocking', 21, 10, 2, 16, 300)]), RUN, [3])
  // On a tower, the creature sees a model below but does not climb down to it.
  run(creatureTable([12, 12, 300], { [W]: [12, 17] }, [rect('blocking', 10, 10, 4, 4, 300)]), RUN)
  // Already in contact: it fights (the creature rolls first: 18 against 2).
  run(creatureTable([18, 18], { [W]: [18.984, 18] }), RUN, [18, 2])
  // FG-10.1: a warband model moving within 1" of a creature is forced into combat.
  const near = creatureTable([16, 18], { [W]: [10, 18] })
  run(activated({ ...near, turn: { ...near.turn, phase: 'wizard' } }, W), {
    type: 'frostgrave/move',
    model: W,
    path: [{ x: Math.round((16 - 0.984 - 0.5) * IN), y: 1800 }],
  })
  // FG-10.1: a wall between them: the creature cannot reach the base, so there is no combat.
  const walled = creatureTable([16, 18], { [W]: [10, 18] }, [rect('blocking', 14.9, 17, 0.3, 2, 300)])
  run(activated({ ...walled, turn: { ...walled.turn, phase: 'wizard' } }, W), {
    type: 'frostgrave/move',
    model: W,
    path: [{ x: Math.round((16 - 0.984 - 0.9) * IN), y: 1800 }],
  })
  return events
}
