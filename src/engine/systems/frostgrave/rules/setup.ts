/**
 * Set-up (FG-2): treasure placement, deployment zones. Each check returns the reason a spot is illegal, so
 * the table can shade illegal spots and say why.
 *
 * Decisions: treasure tokens are 25 mm round and lie wholly on the table; the 9" and 6" of FG-2.2 are measured
 * from the token's centre (the spot it marks). Measured from token edges, six tokens could not fit a 24"
 * table's 6"-deep legal band at all. A deployed model's whole base lies within 6" of its edge.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { inches, logLine, playerName, rollParams } from '../describe'
import { INCH, baseRadius, distance, type Point } from '../geometry'
import type { FgAction, FgState, Model, PlayerEdge, PlayerIndex, Treasure, Ctx } from '../types'
import { OVERLAP_TOLERANCE } from './movement/terrain'
import { blockingAt, groundHeight, modelCircle } from './table'
import { rollOffD20 } from './roll-off'
import { refuseWith, type FgViolation } from '../problems'

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
export function treasureSpotProblem(
  state: Pick<FgState, 'size' | 'treasures'>,
  p: Point,
): FgViolation | null {
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
        params: { distance: `${(d / INCH).toFixed(1)}"`, edge },
      }
    }
  }
  // The nearest token, its distance rounded down: "6.0"" would read as far enough. Tokens carry no name on
  // the table, so none is named.
  const nearest = Math.min(...state.treasures.filter((t) => t.securedBy === null).map((t) => distance(p, t)))
  if (nearest < TREASURE_SPACING) {
    const shown = `${(Math.floor((nearest / INCH) * 100) / 100).toFixed(2)}"`
    return {
      code: 'treasure-spacing',
      rule: 'FG-2.2',
      message: `Treasure goes at least 6" from every other token (the nearest is ${shown} away).`,
      params: { distance: shown },
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
): FgViolation | null {
  if (model.player !== player) {
    return {
      code: 'deploy-owner',
      rule: 'FG-2.3',
      message: `${model.name} is not in this warband.`,
      params: { model: model.name },
    }
  }
  if (model.status !== 'reserve' && model.status !== 'onTable') {
    return {
      code: 'deploy-status',
      rule: 'FG-2.3',
      message: `${model.name} is no longer in the game.`,
      params: { model: model.name },
    }
  }
  const edge = state.edges?.[player]
  if (!edge) return { code: 'deploy-edge', rule: 'FG-2.3', message: 'Edges are chosen before deployment.' }
  const r = baseRadius(model.baseMm)
  if (!inDeploymentZone(p, r, edge, state.size)) {
    return {
      code: 'deploy-zone',
      rule: 'FG-2.3',
      message: `Deploy within 6" of your table edge (the ${edge} edge): the whole base inside the zone.`,
      params: { edge },
    }
  }
  for (const other of state.models) {
    if (other.id === model.id || other.status !== 'onTable') continue
    const c = modelCircle(other)
    if (distance(p, c) < c.r + r - OVERLAP_TOLERANCE) {
      return {
        code: 'deploy-overlap',
        rule: 'FG-2.3',
        message: `That spot overlaps ${other.name}.`,
        params: { model: other.name },
      }
    }
  }
  const { top, wall } = blockingAt(state, p, r)
  if (top.length === 0 && wall.length > 0) {
    const name = wall[0]!.piece.name
    return name
      ? {
          code: 'deploy-wall',
          rule: 'FG-2.3',
          message: `That base would overlap ${name}: stand beside it or on top.`,
          params: { name },
        }
      : {
          code: 'deploy-wall-unnamed',
          rule: 'FG-2.3',
          message: 'That base would overlap a blocking piece: stand beside it or on top.',
        }
  }
  return null
}

/**
 * FG-2.2: the placer puts a treasure token at `p`; players alternate until all six are out. `fake`: the
 * token is the placer's Fool's Gold (rules/spells/before-game-tokens.ts), told in the log like any other.
 */
export function placeTreasure(ctx: Ctx, p: Point, fake = false): Verdict {
  const s = ctx.state
  const problem = treasureSpotProblem(s, p)
  if (problem) return refuseWith(problem)
  const placer = s.treasurePlacer
  const treasure: Treasure = {
    id: `t${s.treasures.length + 1}`,
    placedBy: placer,
    x: p.x,
    y: p.y,
    carrier: null,
    securedBy: null,
    ...(fake ? { fake: true as const } : {}),
  }
  ctx.emit({
    type: 'frostgrave/treasurePlaced',
    treasure,
    log: logLine(
      'treasurePlaced',
      'FG-2.2',
      `${playerName(s, placer)} places treasure ${treasure.id} at (${inches(p.x)}, ${inches(p.y)}).`,
      { player: playerName(s, placer), treasure: treasure.id, x: inches(p.x), y: inches(p.y) },
    ),
  })
  return null
}

/** FG-2.3: both roll a d20 (ties rerolled); the winner picks a side and deploys first. */
export function rollOff(ctx: Ctx): Verdict {
  const s = ctx.state
  const { rolls, faces } = rollOffD20(ctx.dice)
  const winner: PlayerIndex = rolls[0] > rolls[1] ? 0 : 1
  const rerolled = faces.length > 2
  ctx.emit({
    type: 'frostgrave/rolledOff',
    rolls,
    faces,
    winner,
    log: logLine(
      rerolled ? 'rollOff-rerolled' : 'rollOff',
      'FG-2.3',
      `Roll-off: ${playerName(s, 0)} ${rolls[0]}, ${playerName(s, 1)} ${rolls[1]}${rerolled ? ' (ties rerolled)' : ''}. ${playerName(s, winner)} picks a side and deploys first.`,
      { ...rollParams(s, rolls), winner: playerName(s, winner) },
      faces,
    ),
  })
  return null
}

/** FG-2.3: the roll-off winner takes an edge; the other side gets the opposite one. */
export function chooseEdge(ctx: Ctx, edge: PlayerEdge, winner: PlayerIndex): Verdict {
  const other: PlayerEdge = edge === 'north' ? 'south' : 'north'
  ctx.emit({
    type: 'frostgrave/edgeChosen',
    edges: winner === 0 ? [edge, other] : [other, edge],
    deploying: winner,
    log: logLine(
      `edgeChosen-${edge}`,
      'FG-2.3',
      `${playerName(ctx.state, winner)} takes the ${edge} edge and deploys all models first.`,
      { player: playerName(ctx.state, winner) },
    ),
  })
  return null
}

/**
 * FG-2.3: deploys one model; when a side has none left in reserve the other deploys, and when both are
 * done play begins with turn 1's initiative roll.
 */
export function deploy(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/deploy' }>): Verdict {
  const s = ctx.state
  const model = s.models.find((m) => m.id === a.model)
  if (!model)
    return refuse({
      rule: 'FG-2.3',
      code: 'noModel',
      text: `There is no model "${a.model}" (FG-2.3)`,
      params: { id: a.model },
    })
  const p = { x: a.x, y: a.y }
  const problem = deploymentProblem(s, s.deploying, model, p)
  if (problem) return refuseWith(problem)
  ctx.emit({
    type: 'frostgrave/modelDeployed',
    model: model.id,
    x: p.x,
    y: p.y,
    elevation: groundHeight(s, p),
    log: logLine('deployed', 'FG-2.3', `${model.name} deployed.`, { model: model.name }),
  })
  const waiting = (player: PlayerIndex): boolean =>
    ctx.state.models.some((m) => m.player === player && m.status === 'reserve')
  if (waiting(s.deploying)) return null
  const other = (1 - s.deploying) as PlayerIndex
  if (waiting(other)) {
    ctx.emit({
      type: 'frostgrave/deployHandedOver',
      deploying: other,
      log: logLine(
        'deployHandOver',
        'FG-2.3',
        `${playerName(s, s.deploying)} has deployed; ${playerName(s, other)} deploys.`,
        { done: playerName(s, s.deploying), next: playerName(s, other) },
      ),
    })
  } else {
    ctx.emit({
      type: 'frostgrave/playBegan',
      log: logLine(
        'playBegins',
        'FG-3.1',
        'Both warbands are deployed: turn 1 begins with the initiative roll.',
        {},
      ),
    })
  }
  return null
}
