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
import { refuse, type Verdict } from '../../../core/decision'
import type { DiceSource } from '../../../core/dice'
import { inches, logLine } from '../describe'
import { FG_DATA, findCreature } from '../data'
import { baseRadius, distance, type Point } from '../geometry'
import type { FgState, Model, Ctx } from '../types'
import { OVERLAP_TOLERANCE } from './movement/terrain'
import { DEPLOYMENT_DEPTH, distanceToEdge } from './setup'
import { blockingAt, modelCircle } from './table'
import { refuseWith, type FgViolation } from '../problems'

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
export function placeCreature(ctx: Ctx, p: Point): Verdict {
  const creature = nextCreatureToPlace(ctx.state)
  if (!creature)
    return refuse({
      rule: 'FG-2.4',
      code: 'noCreatureToPlace',
      text: 'No creature waits to be placed (FG-2.4)',
    })
  const problem = creatureSpotProblem(ctx.state, creature, p)
  if (problem) return refuseWith(problem)
  ctx.emit({
    type: 'frostgrave/creaturePlaced',
    model: creature.id,
    x: p.x,
    y: p.y,
    log: logLine(
      'creaturePlaced',
      'FG-2.4',
      `${creature.name} is placed at (${inches(p.x)}, ${inches(p.y)}).`,
      { model: creature.name, x: inches(p.x), y: inches(p.y) },
    ),
  })
  return null
}

/**
 * FG-2.4: up to `max` legal spots for the next creature, on a 3" lattice that halves (1.5", 0.75", 0.37")
 * until one is found (the legal-action sample); empty when no creature waits or none of its lattice
 * points is legal.
 */
export function creatureSpots(state: FgState, max = 12): Point[] {
  const creature = nextCreatureToPlace(state)
  if (!creature) return []
  const r = Math.ceil(baseRadius(creature.baseMm))
  const out: Point[] = []
  for (let step = 300; step >= 25 && out.length === 0; step = Math.floor(step / 2)) {
    for (
      let y = DEPLOYMENT_DEPTH + r;
      y <= state.size - DEPLOYMENT_DEPTH - r && out.length < max;
      y += step
    ) {
      for (let x = r; x <= state.size - r && out.length < max; x += step) {
        if (!creatureSpotProblem(state, creature, { x, y })) out.push({ x, y })
      }
    }
  }
  return out
}

/**
 * FG-2.4: whether the next creature has nowhere to stand — no spot on the finest (0.37") lattice is open
 * ground outside both deployment zones and off other bases (say, the middle band is all walls). The table
 * may then leave it out (`skipCreature`).
 */
export const creatureHasNoSpot = (state: FgState): boolean =>
  nextCreatureToPlace(state) !== undefined && creatureSpots(state, 1).length === 0

/**
 * FG-2.4: the next creature is left out of the game, logged, when it has no legal spot; refused while
 * one exists (the table places it instead).
 */
export function skipCreature(ctx: Ctx): Verdict {
  const creature = nextCreatureToPlace(ctx.state)
  if (!creature)
    return refuse({
      rule: 'FG-2.4',
      code: 'noCreatureToPlace',
      text: 'No creature waits to be placed (FG-2.4)',
    })
  if (!creatureHasNoSpot(ctx.state))
    return refuse({
      rule: 'FG-2.4',
      code: 'creatureHasRoom',
      text: `${creature.name} still has room on the table: place it (FG-2.4)`,
      params: {
        model: creature.name,
      },
    })
  ctx.emit({
    type: 'frostgrave/creatureSkipped',
    model: creature.id,
    log: logLine(
      'creatureSkipped',
      'FG-2.4',
      `No open ground is left outside the deployment zones for ${creature.name}: it stays out of the game.`,
      { model: creature.name },
    ),
  })
  return null
}
