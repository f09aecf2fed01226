/**
 * The exact walker behind every move (FG-4): walks one segment on foot or as a jump, splitting it where
 * anything changes and costing each interval at its midpoint. See `path.ts` for the decisions it follows.
 */
import {
  CONTACT_TOLERANCE,
  INCH,
  baseRadius,
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
} from '../../geometry'
import type { Model } from '../../types'
import type { IndexedPiece } from '../table'
import { CLING_SLACK, FREE_JUMP, MAX_JUMP, fallingDamage, type Fall } from './climb'
import { OVERLAP_TOLERANCE, startOverlaps, type Obstacles } from './terrain'

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
  /** The sentence's key (`errors.<reason>` of the UI's strings) and its values. */
  reason: string
  params: Record<string, string | number>
  /** For 'climbing': true when the model ran out of movement climbing down. */
  down?: boolean
}

/** The walk so far: where the model is, what it spent and how. */
export interface Cursor {
  pos: Point
  spent: number
  elevation: number
  clinging: string | null
  roughExtra: number
  climbed: number
  falls: Fall[]
}

/** What a base centred at a point touches. */
export interface Classification {
  off: boolean
  enemy: (Circle & { id: string; name: string }) | null
  friend: string | null
  height: number
  piece: string | null
  rough: boolean
}

export type SegmentOutcome = { ok: true } | { ok: false; stop: WalkStop; at: Point }

const fmt = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`

/** The walker for one model: classification and segment walking share its context. */
export class Walker {
  private readonly r: number
  constructor(
    private readonly obs: Obstacles,
    private readonly mover: Model,
    private readonly descent: 'climb' | 'drop',
    /** While the model starts clinging: +1 heading into the wall, −1 heading away. */
    private clingBias: { piece: string; sign: 1 | -1 } | null,
    /** Movement rules 2 and later (`FgOptions.movementRules`): an enemy base blocks only at the mover's height. */
    private readonly heightAware = false,
    /** Movement rules 3: where the walk starts, for the pieces and enemy bases it overlaps. */
    start: Point | null = null,
  ) {
    this.r = baseRadius(mover.baseMm)
    if (start && !mover.clinging) this.startReach = this.overlapsAt(start)
    if (start) this.startGap = startOverlaps(obs.enemies, start, this.r)
  }

  /**
   * Movement rules 3: a base that starts the walk overlapping a piece taller than the model (after a fall
   * or a push back) touches it only when it comes closer than it started, so stepping away is not a climb.
   * Under rules 2 that overlap counted as climbing at once, onto the roof, where an enemy's base then
   * stopped every direction (FG-4.6) and left the model without a move (issue 35). `startGap`: the same
   * for an enemy base overlapped in plan at another height.
   */
  private startReach: Map<string, number> | null = null
  private startGap: Map<string, number> | null = null

  private overlapsAt(p: Point): Map<string, number> | null {
    let found: Map<string, number> | null = null
    for (const ip of this.obs.blocking) {
      if (ip.piece.height <= this.mover.elevation) continue
      const d = distanceToPolygon(p, ip.poly)
      if (d > 0 && d < this.r) (found ??= new Map()).set(ip.piece.id, d)
    }
    return found
  }

  classify(p: Point): Classification {
    const { r, obs } = this
    const off = p.x < r - 1e-9 || p.y < r - 1e-9 || p.x > obs.size - r + 1e-9 || p.y > obs.size - r + 1e-9
    const enemy = obs.enemies.find((e) => distance(p, e) < e.r + r - OVERLAP_TOLERANCE) ?? null
    const friend =
      obs.friends.find((f) => f.id !== this.mover.id && distance(p, f) < f.r + r - OVERLAP_TOLERANCE)?.id ??
      null
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
    return this.startReach?.get(pieceId) ?? this.r
  }

  /** How close a centre must come to an enemy's for the bases to touch (rules 3: nearer than the start). */
  private enemyReach(e: { id: string; r: number }): number {
    return this.startGap?.get(e.id) ?? e.r + this.r - OVERLAP_TOLERANCE
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
    for (const e of obs.enemies) ts.push(...segmentCircleParams(a, b, e, this.enemyReach(e)))
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
      const mid = lerp(a, b, (t0 + t1) / 2)
      const c = this.classify(mid)
      cur.pos = start
      if (c.off) {
        return {
          ok: false,
          at: start,
          stop: {
            code: 'tableEdge',
            rule: 'FG-4.9',
            message: 'A model stops at the table edge (leaving is a choice).',
            reason: 'stop-tableEdge',
            params: {},
          },
        }
      }
      const enemy = this.heightAware ? this.enemyAtHeight(mid, c.height) : c.enemy
      if (enemy) {
        return {
          ok: false,
          at: start,
          stop: {
            code: 'contact',
            rule: 'FG-4.6',
            message: `Base contact with ${enemy.name}: a model in combat cannot move on.`,
            reason: 'stop-contact',
            params: { model: enemy.name },
          },
        }
      }
      if (cur.elevation === 0 && c.height === 0 && gapTs.some((g) => Math.abs(g - t0) < 1e-9)) {
        return {
          ok: false,
          at: start,
          stop: {
            code: 'gap',
            rule: 'FG-4.3',
            message: 'A gap under 1" cannot be passed.',
            reason: 'stop-gap',
            params: {},
          },
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
              reason: 'stop-climbing',
              params: { height: fmt(cur.elevation) },
            },
          }
        }
        cur.spent += need
        cur.climbed += need
        cur.elevation = c.height
        cur.clinging = null
        this.clingBias = null
        this.startReach = null
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
                reason: 'stop-climbing-down',
                params: { height: fmt(cur.elevation) },
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
            reason: c.rough
              ? 'stop-outOfMovement-rough'
              : this.mover.carrying
                ? 'stop-outOfMovement-carrying'
                : 'stop-outOfMovement',
            params: {},
          },
        }
      }
      cur.spent += need
      if (c.rough) cur.roughExtra += need / 2
    }
    cur.pos = { x: b.x, y: b.y }
    return { ok: true }
  }

  /**
   * Movement rules 2, FG-4.3 read with FG-4.5's decision: bases at different heights do not touch (a model
   * clinging part-way up a wall and one at its foot or on top), so they do not block each other either.
   * `height` is where the mover stands over this interval: it climbs or drops at the interval's start, or
   * stops there clinging. Under rules 1 every enemy base blocked in plan, which could wedge a clinging
   * model between two enemies it could not fight (issue 35).
   */
  private enemyAtHeight(p: Point, height: number): Classification['enemy'] {
    for (const e of this.obs.enemies) {
      if (Math.abs(e.elevation - height) > CONTACT_TOLERANCE) continue
      if (distance(p, e) < this.enemyReach(e)) return e
    }
    return null
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
    const fail = (code: StopCode, reason: string, message: string, params = {}): SegmentOutcome => ({
      ok: false,
      at: a,
      stop: { code, rule: 'FG-4.10', message, reason: `stop-${reason}`, params },
    })
    if (len === 0) return { ok: true }
    if (len > MAX_JUMP + 1e-9)
      return fail('jumpTooLong', 'jumpTooLong', `A jump is at most 4" (this one is ${fmt(len)}).`, {
        length: fmt(len),
      })
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
          'jumpRunUp',
          `A ${fmt(len)} jump needs a straight run-up of at least ${fmt(len)} just before it.`,
          { length: fmt(len) },
        )
      }
    }
    if (cur.spent + len > allowance + 1e-9)
      return fail('jumpShort', 'jumpShort', 'Not enough movement left to finish the jump.')
    const landing = this.classify(b)
    if (landing.off) return fail('jumpShort', 'jumpOff', 'A jump must land on the table.')
    if (landing.height > cur.elevation)
      return fail('jumpUp', 'jumpUp', 'A jump cannot land higher than it started: climb instead.')
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
      if (c.enemy)
        return fail('jumpBlocked', 'jumpEnemy', `${c.enemy.name} is in the way of the jump.`, {
          model: c.enemy.name,
        })
      if (c.height > cur.elevation)
        return fail('jumpBlocked', 'jumpTerrain', 'A jump cannot pass over terrain taller than the jumper.')
    }
    if (landing.friend) return fail('jumpShort', 'jumpOnModel', 'A jump cannot land on another model.')
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
