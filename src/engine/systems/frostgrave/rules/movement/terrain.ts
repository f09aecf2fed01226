/**
 * FG-4.3/4.5/4.6 movement: what stands in a mover's way — blocking and rough outlines, enemy and friendly
 * bases, and the under-1" gaps between non-friendly obstacles. Built once per (immutable) state and side.
 */
import {
  INCH,
  closestBetweenPolygons,
  closestOnSegment,
  distance,
  distanceToPolygon,
  type Circle,
  type Point,
} from '../../geometry'
import type { FgState, Model } from '../../types'
import { areEnemies, indexTerrain, modelCircle, modelsOnTable, type IndexedPiece } from '../table'

/** Bases overlap when their centres are closer than the radii's sum minus this (rounding never overlaps). */
export const OVERLAP_TOLERANCE = 1
/** FG-4.3: the narrowest gap a model may pass. */
export const MIN_GAP = INCH

/** What stands in a model's way: built once per state and side, shared by every query. */
export interface Obstacles {
  size: number
  enemies: (Circle & { id: string; name: string; elevation: number })[]
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

/** The obstacles `mover` meets on `state` (cached per state and side). */
export function obstaclesFor(state: FgState, mover: Model): Obstacles {
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
      .map((m) => ({ ...modelCircle(m), id: m.id, name: m.name, elevation: m.elevation }))
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

/**
 * Movement rules 3: the enemy bases a walk from `start` overlaps in plan, each with its distance there. Such
 * a base stands at another height (at the same height the two would be in combat, FG-4.6), so it blocks only
 * a walk that comes closer (`Walker`). Under rules 2 it blocked every direction: a Thug clinging to a wall,
 * an enemy on the roof and one at its foot each overlapping its base, had no move and the game never ended
 * (issue 35, fg-bench-23: 6 000 actions).
 */
export function startOverlaps(enemies: Obstacles['enemies'], start: Point, r: number): Map<string, number> {
  const out = new Map<string, number>()
  for (const e of enemies) {
    const d = distance(start, e)
    if (d < e.r + r - OVERLAP_TOLERANCE) out.set(e.id, d)
  }
  return out
}
