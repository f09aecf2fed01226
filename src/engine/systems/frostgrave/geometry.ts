/**
 * Table geometry. Stored positions are integer hundredths of an inch (`Hin`), so JSON and replay never
 * drift; derived quantities (distances, base radii) are plain floats computed the same way on every machine.
 */

/** Hundredths of an inch: the stored unit of every position and length. */
export type Hin = number
/** One inch in stored units. */
export const INCH: Hin = 100

export interface Point {
  x: number
  y: number
}

/** A round base: its centre and radius (hundredths of an inch). */
export interface Circle extends Point {
  r: number
}

/** Tolerance (hundredths of an inch) for "touching": rounding to whole hundredths never breaks contact. */
export const CONTACT_TOLERANCE = 2

/** A coordinate rounded to the grid. `+ 0` turns -0 into 0: JSON has no -0, so a saved game would differ. */
export const toHin = (v: number): Hin => Math.round(v) + 0

/** FG-2.6: a round base of `mm` millimetres, as a radius in hundredths of an inch (25 mm → 49.2). */
export const baseRadius = (mm: number): number => ((mm / 25.4) * INCH) / 2

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y)

/** FG-2.6: the distance between the closest edges of two bases; 0 when they touch or overlap. */
export const edgeDistance = (a: Circle, b: Circle): number => Math.max(0, distance(a, b) - (a.r + b.r))

/** FG-2.6: the distance from a point to the closest edge of a base (0 inside the base). */
export const pointToBase = (p: Point, b: Circle): number => Math.max(0, distance(p, b) - b.r)

/** FG-2.6: whether two bases are within `inches` of each other (closest edges). */
export const isWithin = (a: Circle, b: Circle, inches: number): boolean =>
  edgeDistance(a, b) <= inches * INCH + CONTACT_TOLERANCE / 2

/** FG-4.5: base contact (closest edges touch, up to the rounding tolerance). */
export const inBaseContact = (a: Circle, b: Circle): boolean =>
  distance(a, b) - a.r - b.r <= CONTACT_TOLERANCE

export const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
})

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len2 = dx * dx + dy * dy
  if (len2 === 0) return distance(p, a)
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

/** The closest point to `p` on the segment a–b. */
export function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len2 = dx * dx + dy * dy
  if (len2 === 0) return { x: a.x, y: a.y }
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
  return { x: a.x + t * dx, y: a.y + t * dy }
}

/** Even-odd point-in-polygon test (points on an edge may fall either way). */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!
    const b = poly[j]!
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside
  }
  return inside
}

/** Distance from `p` to the polygon's outline (whether `p` is inside or not). */
export function distanceToOutline(p: Point, poly: readonly Point[]): number {
  let best = Infinity
  for (let i = 0; i < poly.length; i++) {
    const d = distanceToSegment(p, poly[i]!, poly[(i + 1) % poly.length]!)
    if (d < best) best = d
  }
  return best
}

/** Distance from `p` to the polygon as an area: 0 inside. */
export const distanceToPolygon = (p: Point, poly: readonly Point[]): number =>
  pointInPolygon(p, poly) ? 0 : distanceToOutline(p, poly)

/** Where segments a–b and p–q cross: `t` along a–b and `u` along p–q, both in [0, 1]; null if they do not. */
export function segmentIntersection(a: Point, b: Point, p: Point, q: Point): { t: number; u: number } | null {
  const rx = b.x - a.x
  const ry = b.y - a.y
  const sx = q.x - p.x
  const sy = q.y - p.y
  const denom = rx * sy - ry * sx
  if (denom === 0) return null
  const qpx = p.x - a.x
  const qpy = p.y - a.y
  const t = (qpx * sy - qpy * sx) / denom
  const u = (qpx * ry - qpy * rx) / denom
  if (t < 0 || t > 1 || u < 0 || u > 1) return null
  return { t, u }
}

/** The parameters t ∈ [0, 1] where the segment a–b is exactly `r` from the point c. */
export function segmentCircleParams(a: Point, b: Point, c: Point, r: number): number[] {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const fx = a.x - c.x
  const fy = a.y - c.y
  const A = dx * dx + dy * dy
  if (A === 0) return []
  const B = 2 * (fx * dx + fy * dy)
  const C = fx * fx + fy * fy - r * r
  const disc = B * B - 4 * A * C
  if (disc < 0) return []
  const s = Math.sqrt(disc)
  return [(-B - s) / (2 * A), (-B + s) / (2 * A)].filter((t) => t >= 0 && t <= 1)
}

/** The parameters t where a–b crosses the boundary of the capsule of radius r around p–q (candidates). */
export function segmentCapsuleParams(a: Point, b: Point, p: Point, q: Point, r: number): number[] {
  const out = [...segmentCircleParams(a, b, p, r), ...segmentCircleParams(a, b, q, r)]
  const len = distance(p, q)
  if (len > 0) {
    const nx = (-(q.y - p.y) / len) * r
    const ny = ((q.x - p.x) / len) * r
    for (const sign of [1, -1]) {
      const hit = segmentIntersection(
        a,
        b,
        { x: p.x + sign * nx, y: p.y + sign * ny },
        { x: q.x + sign * nx, y: q.y + sign * ny },
      )
      if (hit) out.push(hit.t)
    }
  }
  return out
}

/** The parameters where a–b crosses the polygon's outline. */
export function segmentPolygonParams(a: Point, b: Point, poly: readonly Point[]): number[] {
  const out: number[] = []
  for (let i = 0; i < poly.length; i++) {
    const hit = segmentIntersection(a, b, poly[i]!, poly[(i + 1) % poly.length]!)
    if (hit) out.push(hit.t)
  }
  return out
}

/** The closest pair of points between two polygons' outlines (or a polygon and a point), and their distance. */
export function closestBetweenPolygons(
  pa: readonly Point[],
  pb: readonly Point[],
): { distance: number; a: Point; b: Point } {
  let best = { distance: Infinity, a: pa[0]!, b: pb[0]! }
  const scan = (from: readonly Point[], to: readonly Point[], swap: boolean): void => {
    for (const v of from) {
      for (let i = 0; i < to.length; i++) {
        const c = closestOnSegment(v, to[i]!, to[(i + 1) % to.length]!)
        const d = distance(v, c)
        if (d < best.distance) best = swap ? { distance: d, a: c, b: v } : { distance: d, a: v, b: c }
      }
    }
  }
  scan(pa, pb, false)
  scan(pb, pa, true)
  return best
}

/** Whether the segment a–b passes through the polygon's interior (not merely along or outside it). */
export function segmentEntersPolygon(a: Point, b: Point, poly: readonly Point[]): boolean {
  const ts = [0, 1, ...segmentPolygonParams(a, b, poly)].sort((x, y) => x - y)
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i]!
    const t1 = ts[i + 1]!
    if (t1 - t0 < 1e-9) continue
    if (pointInPolygon(lerp(a, b, (t0 + t1) / 2), poly)) return true
  }
  return false
}

/** The polygon's axis-aligned bounds. */
export function polygonBounds(poly: readonly Point[]): {
  minX: number
  minY: number
  maxX: number
  maxY: number
} {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const p of poly) {
    if (p.x < minX) minX = p.x
    if (p.y < minY) minY = p.y
    if (p.x > maxX) maxX = p.x
    if (p.y > maxY) maxY = p.y
  }
  return { minX, minY, maxX, maxY }
}

/** Twice the signed area (positive for counter-clockwise in a y-up frame). */
export function signedArea2(poly: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!
    const b = poly[(i + 1) % poly.length]!
    sum += a.x * b.y - b.x * a.y
  }
  return sum
}

/** Whether two edges of the polygon cross (other than neighbours sharing a corner). */
export function isSelfIntersecting(poly: readonly Point[]): boolean {
  const n = poly.length
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue
      const a = poly[i]!
      const b = poly[(i + 1) % n]!
      const p = poly[j]!
      const q = poly[(j + 1) % n]!
      const hit = segmentIntersection(a, b, p, q)
      if (hit) return true
    }
  }
  return false
}
