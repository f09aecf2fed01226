/**
 * FG-2.4 with FG-10: the creatures a table chooses on the new-game screen. Each is a creature of the data
 * or `random` (a die over the creature list, drawn from the set-up dice, so a seed always gives the same
 * creatures); they wait off the table until the treasure is out, then the table places them one by one.
 *
 * Decisions: creatures belong to nobody, so either player places them (the stage has no actor, like the
 * terrain). A creature stands wholly on the table, outside both 6" deployment zones (FG-2.3: a zone stays
 * free for its warband), on open ground — never inside or half over a blocking piece, since creatures
 * neither climb nor jump (FG-10.2) — and never on another base. It may stand on or by a treasure token: a
 * scenario's creatures guard treasure (FG-9.1 then needs it dealt with before the pick-up).
 */
import type { DiceSource } from '../../../core/dice'
import { refuse, refuseWith, type Decider, type FgViolation, type Verdict } from '../decider'
import { inches, logLine } from '../describe'
import { FG_DATA, findCreature } from '../data'
import { baseRadius, distance, type Point } from '../geometry'
import type { FgState, Model } from '../types'
import { OVERLAP_TOLERANCE } from './movement/terrain'
import { DEPLOYMENT_DEPTH, distanceToEdge } from './setup'
import { blockingAt, modelCircle } from './table'

/** A set-up choice that lets the dice pick the creature. */
export const RANDOM_CREATURE = 'random'
/** The most creatures the new-game screen places. */
export const MAX_SET_UP_CREATURES = 10

/**
 * FG-2.4: the creature types for the new-game screen's choices, in order: a named creature as it is, a
 * `random` one by a d(number of creatures) over the data's list, rolled here in the order chosen.
 * Throws on a name the data lacks (the options schema is checked first; the form offers only the list).
 */
export function chooseCreatureTypes(choices: readonly string[], dice: DiceSource): string[] {
  const list = FG_DATA.creatures
  return choices.map((choice, i) => {
    if (choice === RANDOM_CREATURE) return list[dice.roll(list.length) - 1]!.name
    if (!findCreature(choice)) throw new Error(`Set-up creature ${i + 1}: "${choice}" is not a creature.`)
    return choice
  })
}

/** The next creature waiting to be placed (in the order chosen), if any. */
export const nextCreatureToPlace = (state: Pick<FgState, 'models'>): Model | undefined =>
  state.models.find((m) => m.kind === 'creature' && m.status === 'reserve')

/** Whether creatures wait to be placed: the set-up's creature stage comes after the treasure. */
export const creaturesWaiting = (state: Pick<FgState, 'models'>): boolean =>
  nextCreatureToPlace(state) !== undefined

/** FG-2.4: why `creature` may not stand at `p`, or null if it may. */
export function creatureSpotProblem(
  state: Pick<FgState, 'size' | 'terrain' | 'models'>,
  creature: Model,
  p: Point,
): FgViolation | null {
  const r = baseRadius(creature.baseMm)
  if (p.x - r < 0 || p.y - r < 0 || p.x + r > state.size || p.y + r > state.size) {
    return {
      code: 'creature-off-table',
      rule: 'FG-2.4',
      message: 'A creature stands wholly on the table.',
    }
  }
  for (const edge of ['north', 'south'] as const) {
    if (distanceToEdge(p, edge, state.size) - r < DEPLOYMENT_DEPTH) {
      return {
        code: 'creature-zone',
        rule: 'FG-2.4',
        message: `A creature stands outside both deployment zones (6" from the players' edges): this spot is in the ${edge} zone.`,
        params: { edge },
      }
    }
  }
  const { top, wall } = blockingAt(state, p, r)
  const piece = top[0] ?? wall[0]
  if (piece) {
    return {
      code: 'creature-blocking',
      rule: 'FG-2.4',
      message: `A creature stands on open ground, not in or over ${piece.piece.name}.`,
      params: { name: piece.piece.name },
    }
  }
  for (const other of state.models) {
    if (other.id === creature.id || other.status !== 'onTable') continue
    const c = modelCircle(other)
    if (distance(p, c) < c.r + r - OVERLAP_TOLERANCE) {
      return {
        code: 'creature-overlap',
        rule: 'FG-2.4',
        message: `That spot overlaps ${other.name}.`,
        params: { model: other.name },
      }
    }
  }
  return null
}

/** FG-2.4: the table places the next creature at `p`; after the last, the roll-off (FG-2.3) comes. */
export function placeCreature(d: Decider, p: Point): Verdict {
  const creature = nextCreatureToPlace(d.state)
  if (!creature) return refuse('FG-2.4', 'No creature waits to be placed', 'noCreatureToPlace')
  const problem = creatureSpotProblem(d.state, creature, p)
  if (problem) return refuseWith(problem)
  d.emit({
    type: 'frostgrave/creaturePlaced',
    model: creature.id,
    x: p.x,
    y: p.y,
    line: logLine(
      'creaturePlaced',
      'FG-2.4',
      `${creature.name} is placed at (${inches(p.x)}, ${inches(p.y)}).`,
      { model: creature.name, x: inches(p.x), y: inches(p.y) },
    ),
  })
  return null
}
