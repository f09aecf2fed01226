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
 *   but a move may not end on one (FG-4.3).
 * - FG-4.3 gaps: two non-friendly obstacles (enemy bases, creature bases, blocking outlines) closer than 1"
 *   are joined by a line a model on the ground cannot cross.
 * - FG-4.10 jumps are single straight segments of at most 4" that ignore the ground below (rough, gaps,
 *   pieces no taller than the jumper's elevation); longer than 1" they need an equal straight run-up
 *   (the previous segment of the same move). A jump cannot end higher than it started, nor stop mid-air.
 */
import {
  INCH,
  baseRadius,
  closestBetweenPolygons,
  closestOnSegment,
  distance,
  distanceToPolygon,
  lerp,
  pointInPolygon,
  segmentCapsuleParams,
  segmentCircleParams,
  segmentIntersection,
  segmentPolygonParams,
  type Circle,
  type Point,
} from '../geometry'
import type { FgState, Model, Waypoint } from '../types'
import { areEnemies, indexTerrain, modelCircle, modelsOnTable, type IndexedPiece } from './table'

/** Bases overlap when their centres are closer than the radii's sum minus this (rounding never overlaps). */
export const OVERLAP_TOLERANCE = 1
/** How far (hundredths) a climbing model may sit from the wall it clings to, after rounding. */
const CLING_SLACK = 3
/** FG-4.3: the narrowest gap a model may pass. */
export const MIN_GAP = INCH
/** FG-4.10: the longest jump, and the longest that needs no run-up. */
export const MAX_JUMP = 4 * INCH
export const FREE_JUMP = INCH

/** Why a walk stopped short, with the rule behind it. */
export type StopCode =
  | 'outOfMovement'
  | 'contact'
  | 'gap'
  | 'tableEdge'
  | 'climbing'
  | 'endOnFriend'
  | 'jumpTooLong'
  | 'jumpRunUp'
  | 'jumpUp'
  | 'jumpBlocked'
  | 'jumpShort'

export interface WalkStop {
  code: StopCode
  rule: string
  message: string
  /** For 'climbing': true when the model ran out of movement climbing down. */
  down?: boolean
}

/** A fall during the walk (FG-4.11). */
export interface Fall {
  height: number
  damage: number
}

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

/** What stands in a model's way: built once per state and side, shared by every query. */
interface Obstacles {
  size: number
  enemies: (Circle & { id: string; name: string })[]
  friends: (Circle & { id: string })[]
  blocking: IndexedPiece[]
  rough: IndexedPiece[]
  gaps: { a: Point; b: Point }[]
}

const obstacleCache = new WeakMap<FgState, Map<string, Obstacles>>()

/** FG-4.3: the lines between non-friendly obstacles closer than 1" that a model on the ground cannot cross. */
function gapLines(enemies: readonly Circle[], blocking: readonly IndexedPiece[]): { a: Point; b: Point }[] {
  const out: { a: Point; b: Point }[] = []
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i]!
    for (let j = i + 1; j < enemies.length; j++) {
      const f = enemies[j]!
      if (distance(e, f) - e.r - f.r < MIN_GAP) out.push({ a: e, b: f })
    }
    for (const ip of blocking) {
      if (
        e.x + e.r + MIN_GAP < ip.bounds.minX ||
        e.x - e.r - MIN_GAP > ip.bounds.maxX ||
        e.y + e.r + MIN_GAP < ip.bounds.minY ||
        e.y - e.r - MIN_GAP > ip.bounds.maxY
      ) {
        continue
      }
      if (distanceToPolygon(e, ip.poly) - e.r < MIN_GAP) {
        let best: Point = ip.poly[0]!
        let bestD = Infinity
        for (let k = 0; k < ip.poly.length; k++) {
          const c = closestOnSegment(e, ip.poly[k]!, ip.poly[(k + 1) % ip.poly.length]!)
          const d = distance(e, c)
          if (d < bestD) {
            bestD = d
            best = c
          }
        }
        out.push({ a: e, b: best })
      }
    }
  }
  for (let i = 0; i < blocking.length; i++) {
    for (let j = i + 1; j < blocking.length; j++) {
      const p = blocking[i]!
      const q = blocking[j]!
      if (
        p.bounds.maxX + MIN_GAP < q.bounds.minX ||
        q.bounds.maxX + MIN_GAP < p.bounds.minX ||
        p.bounds.maxY + MIN_GAP < q.bounds.minY ||
        q.bounds.maxY + MIN_GAP < p.bounds.minY
      ) {
        continue
      }
      const c = closestBetweenPolygons(p.poly, q.poly)
      if (c.distance > 0 && c.distance < MIN_GAP) out.push({ a: c.a, b: c.b })
    }
  }
  return out
}

function obstaclesFor(state: FgState, mover: Model): Obstacles {
  let bySide = obstacleCache.get(state)
  if (!bySide) {
    bySide = new Map()
    obstacleCache.set(state, bySide)
  }
  const key = `${String(mover.player)}`
  let found = bySide.get(key)
  if (!found) {
    const pieces = indexTerrain(state.terrain)
    const onTable = modelsOnTable(state)
    const enemies = onTable
      .filter((m) => areEnemies(m, mover))
      .map((m) => ({ ...modelCircle(m), id: m.id, name: m.name }))
    const friends = onTable.filter((m) => !areEnemies(m, mover)).map((m) => ({ ...modelCircle(m), id: m.id }))
    const blocking = pieces.filter((p) => p.piece.kind === 'blocking')
    found = {
      size: state.size,
      enemies,
      friends,
      blocking,
      rough: pieces.filter((p) => p.piece.kind === 'rough'),
      gaps: gapLines(enemies, blocking),
    }
    bySide.set(key, found)
  }
  return found
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

interface Cursor {
  pos: Point
  spent: number
  elevation: number
  clinging: string | null
  roughExtra: number
  climbed: number
  falls: Fall[]
}

interface Classification {
  off: boolean
  enemy: (Circle & { id: string; name: string }) | null
  friend: string | null
  height: number
  piece: string | null
  rough: boolean
}

type SegmentOutcome = { ok: true } | { ok: false; stop: WalkStop; at: Point }

const fmt = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`

/** The walker for one model: classification and segment walking share its context. */
class Walker {
  private readonly r: number
  constructor(
    private readonly obs: Obstacles,
    private readonly mover: Model,
    private readonly descent: 'climb' | 'drop',
    /** While the model starts clinging: +1 heading into the wall, −1 heading away. */
    private clingBias: { piece: string; sign: 1 | -1 } | null,
  ) {
    this.r = baseRadius(mover.baseMm)
  }

  classify(p: Point): Classification {
    const { r, obs } = this
    const off = p.x < r - 1e-9 || p.y < r - 1e-9 || p.x > obs.size - r + 1e-9 || p.y > obs.size - r + 1e-9
    let enemy: Classification['enemy'] = null
    for (const e of obs.enemies) {
      if (distance(p, e) < e.r + r - OVERLAP_TOLERANCE) {
        enemy = e
        break
      }
    }
    let friend: string | null = null
    for (const f of obs.friends) {
      if (f.id !== this.mover.id && distance(p, f) < f.r + r - OVERLAP_TOLERANCE) {
        friend = f.id
        break
      }
    }
    let height = 0
    let piece: string | null = null
    for (const ip of obs.blocking) {
      const reach = this.reach(ip.piece.id)
      if (
        p.x < ip.bounds.minX - reach ||
        p.x > ip.bounds.maxX + reach ||
        p.y < ip.bounds.minY - reach ||
        p.y > ip.bounds.maxY + reach
      ) {
        continue
      }
      if (ip.piece.height > height && distanceToPolygon(p, ip.poly) < reach) {
        height = ip.piece.height
        piece = ip.piece.id
      }
    }
    let rough = false
    if (height === 0) {
      for (const ip of obs.rough) {
        if (
          p.x >= ip.bounds.minX &&
          p.x <= ip.bounds.maxX &&
          p.y >= ip.bounds.minY &&
          p.y <= ip.bounds.maxY &&
          pointInPolygon(p, ip.poly)
        ) {
          rough = true
          break
        }
      }
    }
    return { off, enemy, friend, height, piece, rough }
  }

  /** How close a centre must come to a piece for the base to touch it (adjusted while clinging). */
  private reach(pieceId: string): number {
    if (this.clingBias && this.clingBias.piece === pieceId) return this.r + this.clingBias.sign * CLING_SLACK
    return this.r
  }

  private breakpoints(a: Point, b: Point): { ts: number[]; gapTs: number[] } {
    const { r, obs } = this
    const ts = [0, 1]
    const minX = Math.min(a.x, b.x)
    const maxX = Math.max(a.x, b.x)
    const minY = Math.min(a.y, b.y)
    const maxY = Math.max(a.y, b.y)
    const near = (bx: IndexedPiece['bounds'], pad: number): boolean =>
      !(bx.maxX + pad < minX || bx.minX - pad > maxX || bx.maxY + pad < minY || bx.minY - pad > maxY)
    for (const ip of obs.rough) if (near(ip.bounds, 0)) ts.push(...segmentPolygonParams(a, b, ip.poly))
    for (const ip of obs.blocking) {
      const reach = this.reach(ip.piece.id)
      if (!near(ip.bounds, reach)) continue
      for (let i = 0; i < ip.poly.length; i++) {
        ts.push(...segmentCapsuleParams(a, b, ip.poly[i]!, ip.poly[(i + 1) % ip.poly.length]!, reach))
      }
    }
    for (const e of obs.enemies) ts.push(...segmentCircleParams(a, b, e, e.r + r - OVERLAP_TOLERANCE))
    for (const f of obs.friends) {
      if (f.id !== this.mover.id) ts.push(...segmentCircleParams(a, b, f, f.r + r - OVERLAP_TOLERANCE))
    }
    const dx = b.x - a.x
    const dy = b.y - a.y
    for (const edge of [r, obs.size - r]) {
      if (dx !== 0) ts.push((edge - a.x) / dx)
      if (dy !== 0) ts.push((edge - a.y) / dy)
    }
    const gapTs: number[] = []
    for (const g of obs.gaps) {
      const hit = segmentIntersection(a, b, g.a, g.b)
      if (hit) gapTs.push(hit.t)
    }
    ts.push(...gapTs)
    const sorted = ts.filter((t) => t >= 0 && t <= 1).sort((x, y) => x - y)
    const unique: number[] = []
    for (const t of sorted) if (unique.length === 0 || t - unique[unique.length - 1]! > 1e-12) unique.push(t)
    return { ts: unique, gapTs }
  }

  /** Walks a–b on foot, updating `cur`; returns where and why it stops, if it does. */
  walk(cur: Cursor, a: Point, b: Point, allowance: number): SegmentOutcome {
    const len = distance(a, b)
    if (len === 0) return { ok: true }
    const { ts, gapTs } = this.breakpoints(a, b)
    for (let i = 0; i + 1 < ts.length; i++) {
      const t0 = ts[i]!
      const t1 = ts[i + 1]!
      const start = lerp(a, b, t0)
      const c = this.classify(lerp(a, b, (t0 + t1) / 2))
      cur.pos = start
      if (c.off) {
        return {
          ok: false,
          at: start,
          stop: {
            code: 'tableEdge',
            rule: 'FG-4.9',
            message: 'A model stops at the table edge (leaving is a choice).',
          },
        }
      }
      if (c.enemy) {
        return {
          ok: false,
          at: start,
          stop: {
            code: 'contact',
            rule: 'FG-4.6',
            message: `Base contact with ${c.enemy.name}: a model in combat cannot move on.`,
          },
        }
      }
      if (cur.elevation === 0 && c.height === 0 && gapTs.some((g) => Math.abs(g - t0) < 1e-9)) {
        return {
          ok: false,
          at: start,
          stop: { code: 'gap', rule: 'FG-4.3', message: 'A gap under 1" cannot be passed.' },
        }
      }
      if (c.height > cur.elevation) {
        const need = c.height - cur.elevation
        const left = allowance - cur.spent
        if (need > left) {
          cur.elevation += left
          cur.spent = allowance
          cur.climbed += left
          cur.clinging = c.piece
          return {
            ok: false,
            at: start,
            stop: {
              code: 'climbing',
              rule: 'FG-4.4',
              message: `Out of movement while climbing: clings to the wall ${fmt(cur.elevation)} up.`,
            },
          }
        }
        cur.spent += need
        cur.climbed += need
        cur.elevation = c.height
        cur.clinging = null
        this.clingBias = null
      } else if (c.height < cur.elevation) {
        const drop = cur.elevation - c.height
        const wall = cur.clinging ?? this.pieceAt(lerp(a, b, Math.max(0, t0 - 1e-6)))
        if (this.descent === 'drop') {
          cur.falls.push({ height: drop, damage: fallingDamage(drop) })
          cur.elevation = c.height
          cur.clinging = null
        } else {
          const left = allowance - cur.spent
          if (drop > left) {
            cur.elevation -= left
            cur.spent = allowance
            cur.climbed += left
            cur.clinging = wall
            return {
              ok: false,
              at: start,
              stop: {
                code: 'climbing',
                rule: 'FG-4.4',
                down: true,
                message: `Out of movement while climbing down: clings to the wall ${fmt(cur.elevation)} up.`,
              },
            }
          }
          cur.spent += drop
          cur.climbed += drop
          cur.elevation = c.height
          cur.clinging = null
        }
        this.clingBias = null
      }
      const mult = c.rough ? 2 : 1
      const need = (t1 - t0) * len * mult
      if (cur.spent + need > allowance + 1e-9) {
        const tStop = t0 + (allowance - cur.spent) / mult / len
        cur.roughExtra += c.rough ? (allowance - cur.spent) / 2 : 0
        cur.spent = allowance
        cur.pos = lerp(a, b, tStop)
        return {
          ok: false,
          at: cur.pos,
          stop: {
            code: 'outOfMovement',
            rule: c.rough ? 'FG-4.2' : this.mover.carrying ? 'FG-9.2' : 'FG-4.1',
            message: c.rough
              ? 'Out of movement (rough terrain costs double).'
              : this.mover.carrying
                ? 'Out of movement (carrying treasure halves Move).'
                : 'Out of movement.',
          },
        }
      }
      cur.spent += need
      if (c.rough) cur.roughExtra += need / 2
    }
    cur.pos = { x: b.x, y: b.y }
    return { ok: true }
  }

  private pieceAt(p: Point): string | null {
    return this.classify(p).piece
  }

  /** FG-4.10: one jump a–b; `runUp` is the previous segment of the path, if any. */
  jump(
    cur: Cursor,
    a: Point,
    b: Point,
    runUp: { a: Point; b: Point; jump: boolean } | null,
    allowance: number,
  ): SegmentOutcome {
    const len = distance(a, b)
    const fail = (code: StopCode, message: string): SegmentOutcome => ({
      ok: false,
      at: a,
      stop: { code, rule: 'FG-4.10', message },
    })
    if (len === 0) return { ok: true }
    if (len > MAX_JUMP + 1e-9) return fail('jumpTooLong', `A jump is at most 4" (this one is ${fmt(len)}).`)
    if (len > FREE_JUMP + 1e-9) {
      const runLen = runUp ? distance(runUp.a, runUp.b) : 0
      const straight =
        runUp !== null &&
        !runUp.jump &&
        runLen > 0 &&
        Math.abs((runUp.b.x - runUp.a.x) * (b.y - a.y) - (runUp.b.y - runUp.a.y) * (b.x - a.x)) /
          (runLen * len) <
          0.035 &&
        (runUp.b.x - runUp.a.x) * (b.x - a.x) + (runUp.b.y - runUp.a.y) * (b.y - a.y) > 0
      if (!straight || runLen + 1e-9 < len) {
        return fail(
          'jumpRunUp',
          `A ${fmt(len)} jump needs a straight run-up of at least ${fmt(len)} just before it.`,
        )
      }
    }
    if (cur.spent + len > allowance + 1e-9)
      return fail('jumpShort', 'Not enough movement left to finish the jump.')
    const landing = this.classify(b)
    if (landing.off) return fail('jumpShort', 'A jump must land on the table.')
    if (landing.height > cur.elevation)
      return fail('jumpUp', 'A jump cannot land higher than it started: climb instead.')
    const ts = [0, 1]
    for (const e of this.obs.enemies)
      ts.push(...segmentCircleParams(a, b, e, e.r + this.r - OVERLAP_TOLERANCE))
    for (const ip of this.obs.blocking) {
      for (let i = 0; i < ip.poly.length; i++) {
        ts.push(...segmentCapsuleParams(a, b, ip.poly[i]!, ip.poly[(i + 1) % ip.poly.length]!, this.r))
      }
    }
    ts.sort((x, y) => x - y)
    for (let i = 0; i + 1 < ts.length; i++) {
      if (ts[i + 1]! - ts[i]! < 1e-12) continue
      const c = this.classify(lerp(a, b, (ts[i]! + ts[i + 1]!) / 2))
      if (c.enemy) return fail('jumpBlocked', `${c.enemy.name} is in the way of the jump.`)
      if (c.height > cur.elevation)
        return fail('jumpBlocked', 'A jump cannot pass over terrain taller than the jumper.')
    }
    if (landing.friend) return fail('jumpShort', 'A jump cannot land on another model.')
    cur.spent += len
    if (landing.height < cur.elevation) {
      const drop = cur.elevation - landing.height
      cur.falls.push({ height: drop, damage: fallingDamage(drop) })
      cur.elevation = landing.height
    }
    cur.clinging = null
    cur.pos = { x: b.x, y: b.y }
    return { ok: true }
  }
}

const roundPoint = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) })

export interface WalkOptions {
  descent?: 'climb' | 'drop'
  /** Movement available (hundredths of an inch). */
  allowance: number
}

/** Whether a clinging model's path heads into its wall (+1) or away from it (−1). */
function clingHeading(
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
      return { cur, stop: outcome.stop, segment: i }
    }
    prev = { a, b, jump: !!w.jump }
  }
  // A move may pass through friends but not end on one (FG-4.3): back up to where the overlap began.
  const end = walker.classify(cur.pos)
  if (end.friend) {
    const stop: WalkStop = {
      code: 'endOnFriend',
      rule: 'FG-4.3',
      message: 'A move cannot end on another model.',
    }
    return { cur, stop, segment: path.length - 1 }
  }
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
