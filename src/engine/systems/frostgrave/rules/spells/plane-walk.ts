/**
 * Plane Walk (FG-8.2): until its next activation the walker may only move, moves ignoring terrain but
 * may not end inside a wall, and cannot be targeted, shot at or fought; it drops the treasure it
 * carries. Casting it in consecutive turns costs −5 per turn.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import { pointInPolygon, type Point } from '../../geometry'
import type { FgState, Model } from '../../types'
import { indexTerrain } from '../table'
import { beginEffect, type Effect } from './common'
import { effectsOf, magicOf } from './state'

/** Plane Walk: the casting penalty per consecutive turn it was cast before. */
export const PLANE_WALK_PENALTY = -5

/** Whether the model walks another plane (until its next activation). */
export const isPlaneWalking = (s: FgState, model: string): boolean =>
  effectsOf(s, model, 'Plane Walk').length > 0

/** How many consecutive turns, this one included, `caster` will have cast Plane Walk if it casts it now. */
export function planeWalkStreak(s: FgState, caster: string): number {
  const last = magicOf(s).planeWalks?.[caster]
  if (!last) return 1
  if (last.turn === s.turn.number) return last.streak
  return last.turn === s.turn.number - 1 ? last.streak + 1 : 1
}

/** The casting modifier for Plane Walk: −5 for each consecutive turn before this one it was cast. */
export const planeWalkModifier = (s: FgState, caster: string): number =>
  PLANE_WALK_PENALTY * (planeWalkStreak(s, caster) - 1)

/** Plane Walk: the caster drops what it carries (it cannot carry treasure) and walks another plane. */
export const planeWalk: Effect = (ctx, c) => {
  if (c.caster.carrying)
    ctx.emit({
      type: 'frostgrave/treasureDropped',
      model: c.caster.id,
      treasure: c.caster.carrying,
      log: logLine(
        'planeWalkDrops',
        'FG-9.3',
        `${c.caster.name} cannot carry treasure into another plane and drops it.`,
        {
          model: c.caster.name,
        },
      ),
    })
  beginEffect(ctx, c, c.caster, 'nextActivation', {}, { value: planeWalkStreak(ctx.state, c.caster.id) })
}

/** A plane walker may only move: it cannot affect anything (fight, shoot, cast, pick up treasure). */
export function planeWalkerActs(s: FgState, model: Model, kind: 'move' | 'other'): Refusal | null {
  return kind !== 'move' && isPlaneWalking(s, model.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'planeWalking',
        text: `${model.name} walks another plane and can only move (FG-8.2)`,
        params: {
          model: model.name,
        },
      })
    : null
}

/** A plane walker cannot be attacked or targeted. */
export function outOfReach(s: FgState, target: Model): Refusal | null {
  return isPlaneWalking(s, target.id)
    ? refuse({
        rule: 'FG-8.2',
        code: 'targetPlaneWalking',
        text: `${target.name} walks another plane and cannot be attacked or targeted (FG-8.2)`,
        params: {
          model: target.name,
        },
      })
    : null
}

/** The table a model moves on: a plane walker ignores terrain (walls, rough ground). */
export function movingTable(s: FgState, model: Model): FgState {
  return isPlaneWalking(s, model.id) ? { ...s, terrain: [] } : s
}

/** A plane walker may pass through a wall but not end inside one. */
export function endsInsideWall(s: FgState, model: Model, end: Point): boolean {
  if (!isPlaneWalking(s, model.id)) return false
  return indexTerrain(s.terrain).some((ip) => ip.piece.kind === 'blocking' && pointInPolygon(end, ip.poly))
}

/** FG-4.1 with Plane Walk: the walk may pass through walls but not end inside one. */
export function insideWallRefusal(s: FgState, model: Model, end: Point): Refusal | null {
  return endsInsideWall(s, model, end)
    ? refuse({
        rule: 'FG-8.2',
        code: 'planeWalkInsideWall',
        text: `${model.name} may walk through walls but not stop inside one (FG-8.2)`,
        params: { model: model.name },
      })
    : null
}
