/**
 * Movement (FG-4): walks a path of waypoints and says how far the model legally gets and why it stops.
 *
 * The walk is exact, not sampled: every segment is split where anything changes (rough outlines, the
 * distance at which a base touches a blocking piece, other bases, the table edge, under-1" gaps), and each
 * interval is costed at its midpoint.
 *
 * Decisions (where the digest is silent):
 * - A model stands ON a blocking piece when its centre is over the outline; its base TOUCHES the piece
 *   when the centre is closer than the base radius. Touching a piece taller than the model's elevation
 *   means climbing it: the height difference costs movement inch for inch (FG-4.4); leaving a height
 *   costs the same to climb down, or nothing with `descent: 'drop'`, which falls (FG-4.11).
 * - Rough terrain (FG-4.2) is judged by the base's centre and only on the ground.
 * - Non-friendly bases block; a move stops at base contact (FG-4.5/4.6). Friendly bases are passed through
 *   but a move may not end on one (FG-4.3). Under movement rules 2 (`FgOptions.movementRules`, new games)
 *   a non-friendly base blocks only at the height the mover stands at there, as FG-4.5's decision says bases
 *   at different heights do not touch; older saves keep blocking in plan at any height. Under rules 3 a base
 *   that starts a walk overlapping a taller piece (after a fall or a push back) climbs it only by coming closer,
 *   and an enemy base it starts overlapping in plan (at another height) blocks it only by coming closer.
 * - FG-4.3 gaps: two non-friendly obstacles (enemy bases, creature bases, blocking outlines) closer than 1"
 *   are joined by a line a model on the ground cannot cross.
 * - FG-4.10 jumps are single straight segments of at most 4" that ignore the ground below (rough, gaps,
 *   pieces no taller than the jumper's elevation); longer than 1" they need an equal straight run-up
 *   (the previous segment of the same move). A jump cannot end higher than it started, nor stop mid-air.
 */
import { distance, lerp, type Point } from '../../geometry'
import type { FgState, Model, Waypoint } from '../../types'
import { clingHeading, type Fall } from './climb'
import { obstaclesFor } from './terrain'
import { Walker, type Cursor, type WalkStop } from './walker'

/** The outcome of walking a path: how far the model legally gets, what it cost, and why it stopped. */
export interface WalkResult {
  /** True when the whole path was walked. */
  complete: boolean
  stop: WalkStop | null
  /** The legal portion: whole-hundredth waypoints after the start (a climbing stop keeps the original path). */
  path: Waypoint[]
  /** Where the model ends (whole hundredths). */
  end: Point
  /** Movement spent, of `allowance` (hundredths of an inch). */
  cost: number
  allowance: number
  /** Extra movement paid for rough terrain (FG-4.2). */
  roughExtra: number
  /** Movement paid for climbing up or down (FG-4.4). */
  climbed: number
  elevation: number
  clinging: string | null
  falls: Fall[]
}

const roundPoint = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) })

export interface WalkOptions {
  descent?: 'climb' | 'drop'
  /** Movement available (hundredths of an inch). */
  allowance: number
}

const endOnFriend: WalkStop = {
  code: 'endOnFriend',
  rule: 'FG-4.3',
  message: 'A move cannot end on another model.',
  reason: 'stop-endOnFriend',
  params: {},
}

/** Walks `path` without rounding: the raw outcome (a stop point may be fractional). */
function walkRaw(
  state: FgState,
  model: Model,
  path: readonly Waypoint[],
  options: WalkOptions,
): { cur: Cursor; stop: WalkStop | null; segment: number } {
  const walker = new Walker(
    obstaclesFor(state, model),
    model,
    options.descent ?? 'climb',
    clingHeading(state, model, path),
    (state.options.movementRules ?? 1) >= 2,
    state.options.movementRules === 3 ? model : null,
  )
  const cur: Cursor = {
    pos: { x: model.x, y: model.y },
    spent: 0,
    elevation: model.elevation,
    clinging: model.clinging,
    roughExtra: 0,
    climbed: 0,
    falls: [],
  }
  let prev: { a: Point; b: Point; jump: boolean } | null = null
  for (let i = 0; i < path.length; i++) {
    const a = cur.pos
    const w = path[i]!
    const b = { x: w.x, y: w.y }
    const outcome = w.jump
      ? walker.jump(cur, a, b, prev, options.allowance)
      : walker.walk(cur, a, b, options.allowance)
    if (!outcome.ok) {
      cur.pos = outcome.at
      // Running out mid-climb is a legal end (FG-4.4), but not on a friend's base (FG-4.3).
      if (outcome.stop.code === 'climbing' && walker.classify(cur.pos).friend)
        return { cur, stop: endOnFriend, segment: i }
      return { cur, stop: outcome.stop, segment: i }
    }
    prev = { a, b, jump: !!w.jump }
  }
  // A move may pass through friends but not end on one (FG-4.3): back up to where the overlap began.
  if (walker.classify(cur.pos).friend) return { cur, stop: endOnFriend, segment: path.length - 1 }
  return { cur, stop: null, segment: path.length }
}

/** Distances (hundredths) to back off a stop point until the prefix walks completely. */
const BACK_OFF = [
  0, 0.5, 1, 1.5, 2, 3, 5, 8, 12, 20, 30, 45, 65, 90, 120, 160, 220, 300, 400, 550, 750, 1000, 1400, 2000,
  3000, 5000, 8000,
]

/** Most waypoints a move path may have. */
export const MAX_PATH_POINTS = 64

/**
 * FG-4: walks `path` for `model`. The result is either complete, or stopped with the reason and the longest
 * legal prefix (`path`, whole hundredths) that would itself walk completely.
 */
export function walkPath(
  state: FgState,
  model: Model,
  path: readonly Waypoint[],
  options: WalkOptions,
): WalkResult {
  const raw = walkRaw(state, model, path, options)
  const result = (
    cur: Cursor,
    legal: Waypoint[],
    stop: WalkStop | null,
    complete: boolean,
    end: Point,
  ): WalkResult => ({
    complete,
    stop,
    path: legal,
    end,
    cost: cur.spent,
    allowance: options.allowance,
    roughExtra: cur.roughExtra,
    climbed: cur.climbed,
    elevation: Math.round(cur.elevation),
    clinging: cur.clinging,
    falls: cur.falls,
  })
  if (!raw.stop) return result(raw.cur, [...path], null, true, roundPoint(raw.cur.pos))
  if (raw.stop.code === 'climbing') {
    // FG-4.4: running out while climbing is a legal end: the model stays on the wall.
    return result(raw.cur, [...path], raw.stop, true, roundPoint(raw.cur.pos))
  }
  // Otherwise find the longest whole-hundredth prefix that walks completely.
  const prefix = path.slice(0, raw.segment)
  const segStart: Point = raw.segment === 0 ? model : path[raw.segment - 1]!
  const target = raw.cur.pos
  const dir = distance(segStart, target)
  for (const back of BACK_OFF) {
    const t = dir === 0 ? 0 : Math.max(0, 1 - back / dir)
    const p = roundPoint(lerp(segStart, target, t))
    const candidate: Waypoint[] = p.x === segStart.x && p.y === segStart.y ? [...prefix] : [...prefix, p]
    const check = walkRaw(state, model, candidate, options)
    if (!check.stop) return result(check.cur, candidate, raw.stop, false, roundPoint(check.cur.pos))
    if (t === 0) break
  }
  const fallback = walkRaw(state, model, prefix, options)
  if (!fallback.stop) return result(fallback.cur, prefix, raw.stop, false, roundPoint(fallback.cur.pos))
  return result(
    {
      pos: model,
      spent: 0,
      elevation: model.elevation,
      clinging: model.clinging,
      roughExtra: 0,
      climbed: 0,
      falls: [],
    },
    [],
    raw.stop,
    false,
    { x: model.x, y: model.y },
  )
}
