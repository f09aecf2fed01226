/**
 * CW-8 line of sight, arcs and areas. A square (x, y) covers [x, x+1] × [y, y+1].
 */
import { FILES, ROWS, STEP, add, inBounds, isObstacle, manhattan } from '../board'
import type { CwState, Facing, HeroPiece, Square } from '../types'

/** A line of sight: two points on the board, in square units. */
export interface Line {
  from: { x: number; y: number }
  to: { x: number; y: number }
  blocked: boolean
}

export type Sight = 'full' | 'part' | 'none'

export interface SightResult {
  /** Centre line first, then the two edge lines (CW-8.2). */
  lines: Line[]
  blocked: number
  sight: Sight
}

/** Corner points sit this far inside the square, so an edge line never runs exactly along a grid line. */
const INSET = 0.02
const CORNERS = [
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
] as const

/** Whether the segment p→q passes through the interior of the unit square at (sx, sy) (Liang–Barsky). */
export function crossesSquare(
  p: { x: number; y: number },
  q: { x: number; y: number },
  sx: number,
  sy: number,
): boolean {
  const dx = q.x - p.x
  const dy = q.y - p.y
  let t0 = 0
  let t1 = 1
  const clip = (den: number, num: number): boolean => {
    // den·t ≤ num
    if (den === 0) return num >= 0
    const t = num / den
    if (den > 0) {
      if (t < t1) t1 = t
    } else if (t > t0) t0 = t
    return t0 <= t1
  }
  if (!clip(-dx, p.x - sx)) return false
  if (!clip(dx, sx + 1 - p.x)) return false
  if (!clip(-dy, p.y - sy)) return false
  if (!clip(dy, sy + 1 - p.y)) return false
  return (t1 - t0) * Math.hypot(dx, dy) > 1e-6
}

/**
 * CW-8.2 the three lines from `a` to `b`: centre to centre, and the two lines joining the matching far
 * corners on either side (front point to front point, back point to back point).
 */
export function sightLines(
  a: Square,
  b: Square,
): { from: { x: number; y: number }; to: { x: number; y: number } }[] {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const nx = -dy
  const ny = dx
  let hi: readonly [number, number] = CORNERS[0]
  let lo: readonly [number, number] = CORNERS[0]
  for (const corner of CORNERS) {
    const v = nx * corner[0] + ny * corner[1]
    if (v > nx * hi[0] + ny * hi[1]) hi = corner
    if (v < nx * lo[0] + ny * lo[1]) lo = corner
  }
  const half = 0.5 - INSET
  const at = (s: Square, corner: readonly [number, number]) => ({
    x: s.x + 0.5 + corner[0] * half,
    y: s.y + 0.5 + corner[1] * half,
  })
  return [
    { from: { x: a.x + 0.5, y: a.y + 0.5 }, to: { x: b.x + 0.5, y: b.y + 0.5 } },
    { from: at(a, hi), to: at(b, hi) },
    { from: at(a, lo), to: at(b, lo) },
  ]
}

/** Squares that block sight for `viewer`: obstacles, and (unless `obstaclesOnly`) enemy heroes (CW-8.2). */
function blockers(state: CwState, viewer: HeroPiece, exclude: Square, obstaclesOnly: boolean): Square[] {
  const out: Square[] = [...state.obstacles]
  if (!obstaclesOnly) {
    for (const id of state.heroOrder) {
      const h = state.heroes[id]!
      if (h.side !== viewer.side && h.pos && !(h.pos.x === exclude.x && h.pos.y === exclude.y))
        out.push(h.pos)
    }
  }
  return out
}

/**
 * CW-8.2 what `viewer` sees of square `target`: all lines clear = Full Sight, all blocked = Non Sight,
 * otherwise Part Sight. Obstacles and enemy heroes block; allies never do. With `obstaclesOnly` (AOE, CW-8.4)
 * only obstacles count.
 */
export function lineOfSight(
  state: CwState,
  viewer: HeroPiece,
  target: Square,
  obstaclesOnly = false,
): SightResult {
  const from = viewer.pos!
  const walls = blockers(state, viewer, target, obstaclesOnly)
  const minX = Math.min(from.x, target.x)
  const maxX = Math.max(from.x, target.x)
  const minY = Math.min(from.y, target.y)
  const maxY = Math.max(from.y, target.y)
  const near = walls.filter(
    (w) =>
      w.x >= minX &&
      w.x <= maxX &&
      w.y >= minY &&
      w.y <= maxY &&
      !(w.x === from.x && w.y === from.y) &&
      !(w.x === target.x && w.y === target.y),
  )
  const lines = sightLines(from, target).map((l) => ({
    ...l,
    blocked: near.some((w) => crossesSquare(l.from, l.to, w.x, w.y)),
  }))
  const blocked = lines.filter((l) => l.blocked).length
  return { lines, blocked, sight: blocked === 0 ? 'full' : blocked === 3 ? 'none' : 'part' }
}

/** CW-8.2 Decision: each blocked line lowers the hit rate by 2 (the default of `rules.partSightPenalty`). */
export const PART_SIGHT_PENALTY = 2

/** CW-8.1 the facings that look at `to` from `from`: its quadrant, or either side on an exact diagonal. */
export function facingsToward(from: Square, to: Square): Facing[] {
  const dx = to.x - from.x
  const dy = to.y - from.y
  if (dx === 0 && dy === 0) return []
  const vertical: Facing = dy > 0 ? 'N' : 'S'
  const horizontal: Facing = dx > 0 ? 'E' : 'W'
  if (Math.abs(dy) > Math.abs(dx)) return [vertical]
  if (Math.abs(dx) > Math.abs(dy)) return [horizontal]
  return [vertical, horizontal]
}

/**
 * CW-8.3 arcs of a hero facing `facing` at `from`: 'front' (including the front diagonals, F/S in the rule
 * book's figure), 'side', or 'back' (strictly behind; the back diagonals count as side, B/S).
 */
export function arcOf(from: Square, facing: Facing, to: Square): 'front' | 'side' | 'back' {
  const f = STEP[facing]
  const dx = to.x - from.x
  const dy = to.y - from.y
  const forward = dx * f.x + dy * f.y
  const lateral = Math.abs(dx * f.y - dy * f.x)
  if (forward > 0 && lateral <= forward) return 'front'
  if (forward < 0 && lateral < -forward) return 'back'
  return 'side'
}

/** CW-8.3 FOT: front or side arcs, never behind. */
export const isFot = (from: Square, facing: Facing, to: Square): boolean => arcOf(from, facing, to) !== 'back'

/**
 * CW-8.5 the squares of a direct line from `from` towards `direction`, up to `range` (0 = to the board's
 * edge). Decision: an obstacle stops the line; heroes do not.
 */
export function directLine(state: CwState, from: Square, direction: Facing, range: number): Square[] {
  const out: Square[] = []
  const limit = range > 0 ? range : Math.max(FILES, ROWS)
  let at = from
  for (let i = 0; i < limit; i++) {
    at = add(at, STEP[direction])
    if (!inBounds(at) || isObstacle(state, at)) break
    out.push(at)
  }
  return out
}

/** CW-8.4 whether `to` is inside an AOE of `range` around `viewer` (obstacles block only as Non Sight). */
export function inArea(state: CwState, viewer: HeroPiece, to: Square, range: number): boolean {
  if (!viewer.pos || manhattan(viewer.pos, to) > range) return false
  if (manhattan(viewer.pos, to) === 0) return true
  return lineOfSight(state, viewer, to, true).sight !== 'none'
}
