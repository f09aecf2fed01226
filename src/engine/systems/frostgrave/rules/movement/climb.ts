/**
 * FG-4.1/4.4/4.10/4.11 movement costs: the allowance of a Move action, jump limits, falling damage, and
 * which way a clinging model heads.
 */
import { INCH, distance, distanceToPolygon, lerp } from '../../geometry'
import type { FgState, Model, Waypoint } from '../../types'
import { indexTerrain } from '../table'

/** How far (hundredths) a climbing model may sit from the wall it clings to, after rounding. */
export const CLING_SLACK = 3
/** FG-4.10: the longest jump, and the longest that needs no run-up. */
export const MAX_JUMP = 4 * INCH
export const FREE_JUMP = INCH

/** A fall during the walk (FG-4.11). */
export interface Fall {
  height: number
  damage: number
}

/** FG-4.11: falling damage: none under 3", else floor(1.5 × inches) (5" → 7). */
export function fallingDamage(height: number): number {
  const inches = height / INCH
  return inches < 3 ? 0 : Math.floor(1.5 * inches + 1e-9)
}

/** Movement allowance of one Move action (FG-4.1 full then half; FG-9.2 halved while carrying treasure). */
export function moveAllowance(model: Pick<Model, 'stats' | 'carrying'>, movesTaken: number): number {
  let allowance = model.stats.move * INCH
  if (movesTaken > 0) allowance /= 2
  if (model.carrying) allowance /= 2
  return allowance
}

/** Whether a clinging model's path heads into its wall (+1) or away from it (−1). */
export function clingHeading(
  state: FgState,
  model: Model,
  path: readonly Waypoint[],
): { piece: string; sign: 1 | -1 } | null {
  if (!model.clinging) return null
  const ip = indexTerrain(state.terrain).find((p) => p.piece.id === model.clinging)
  const first = path.find((w) => w.x !== model.x || w.y !== model.y)
  if (!ip || !first) return { piece: model.clinging, sign: 1 }
  const d = distance(model, first)
  const probe = lerp(model, first, Math.min(1, 5 / d))
  return {
    piece: model.clinging,
    sign: distanceToPolygon(probe, ip.poly) < distanceToPolygon(model, ip.poly) ? 1 : -1,
  }
}
