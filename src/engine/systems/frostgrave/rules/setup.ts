/**
 * Set-up (FG-2): treasure placement, deployment zones. Each check returns the reason a spot is illegal, so
 * the table can shade illegal spots and say why.
 *
 * Decisions: treasure tokens are 25 mm round and lie wholly on the table; the 9" and 6" of FG-2.2 are measured
 * from the token's centre (the spot it marks). Measured from token edges, six tokens could not fit a 24"
 * table's 6"-deep legal band at all. A deployed model's whole base lies within 6" of its edge.
 */
import type { Violation } from '../../../core/result'
import { INCH, baseRadius, distance, type Point } from '../geometry'
import type { FgState, Model, PlayerEdge, PlayerIndex } from '../types'
import { OVERLAP_TOLERANCE } from './movement'
import { blockingAt, modelCircle } from './table'

/** FG-2.2: each player brings 3 treasure tokens. */
export const TREASURES_PER_PLAYER = 3
/** FG-2.2: distance from both players' edges, and between tokens. */
export const TREASURE_EDGE_DISTANCE = 9 * INCH
export const TREASURE_SPACING = 6 * INCH
/** FG-2.3: the deployment zone's depth. */
export const DEPLOYMENT_DEPTH = 6 * INCH
/** Treasure token size (decision): a 25 mm round token. */
export const TREASURE_MM = 25
export const treasureRadius = (): number => baseRadius(TREASURE_MM)

/** Distance from `p` to a player's edge (north: y = 0, south: y = side). */
export const distanceToEdge = (p: Point, edge: PlayerEdge, size: number): number =>
  edge === 'north' ? p.y : size - p.y

/** FG-2.2: why a treasure token may not go at `p`, or null if it may. */
export function treasureSpotProblem(state: Pick<FgState, 'size' | 'treasures'>, p: Point): Violation | null {
  const r = treasureRadius()
  if (p.x - r < 0 || p.y - r < 0 || p.x + r > state.size || p.y + r > state.size) {
    return { code: 'treasure-off-table', rule: 'FG-2.2', message: 'The token must lie wholly on the table.' }
  }
  for (const edge of ['north', 'south'] as const) {
    const d = distanceToEdge(p, edge, state.size)
    if (d < TREASURE_EDGE_DISTANCE) {
      return {
        code: 'treasure-edge',
        rule: 'FG-2.2',
        message: `Treasure goes at least 9" from both players' edges (${(d / INCH).toFixed(1)}" from the ${edge} edge).`,
      }
    }
  }
  for (const t of state.treasures) {
    if (t.securedBy !== null) continue
    const d = distance(p, t)
    if (d < TREASURE_SPACING) {
      return {
        code: 'treasure-spacing',
        rule: 'FG-2.2',
        message: `Treasure goes at least 6" from every other token (${(d / INCH).toFixed(1)}" from ${t.id}).`,
      }
    }
  }
  return null
}

/** FG-2.3: whether a base at `p` of radius `r` lies wholly within 6" of `edge` (and on the table). */
export function inDeploymentZone(p: Point, r: number, edge: PlayerEdge, size: number): boolean {
  if (p.x - r < 0 || p.x + r > size || p.y - r < 0 || p.y + r > size) return false
  return distanceToEdge(p, edge, size) + r <= DEPLOYMENT_DEPTH
}

/** FG-2.3: why `model` may not be deployed at `p` by `player`, or null if it may. */
export function deploymentProblem(
  state: FgState,
  player: PlayerIndex,
  model: Model,
  p: Point,
): Violation | null {
  if (model.player !== player) {
    return { code: 'deploy-owner', rule: 'FG-2.3', message: `${model.name} is not in this warband.` }
  }
  if (model.status !== 'reserve' && model.status !== 'onTable') {
    return { code: 'deploy-status', rule: 'FG-2.3', message: `${model.name} is no longer in the game.` }
  }
  const edge = state.edges?.[player]
  if (!edge) return { code: 'deploy-edge', rule: 'FG-2.3', message: 'Edges are chosen before deployment.' }
  const r = baseRadius(model.baseMm)
  if (!inDeploymentZone(p, r, edge, state.size)) {
    return {
      code: 'deploy-zone',
      rule: 'FG-2.3',
      message: `Deploy within 6" of your table edge (the ${edge} edge): the whole base inside the zone.`,
    }
  }
  for (const other of state.models) {
    if (other.id === model.id || other.status !== 'onTable') continue
    const c = modelCircle(other)
    if (distance(p, c) < c.r + r - OVERLAP_TOLERANCE) {
      return { code: 'deploy-overlap', rule: 'FG-2.3', message: `That spot overlaps ${other.name}.` }
    }
  }
  const { top, wall } = blockingAt(state, p, r)
  if (top.length === 0 && wall.length > 0) {
    return {
      code: 'deploy-wall',
      rule: 'FG-2.3',
      message: `That base would overlap ${wall[0]!.piece.name || 'a blocking piece'}: stand beside it or on top.`,
    }
  }
  return null
}
