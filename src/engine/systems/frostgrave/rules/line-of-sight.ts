/**
 * Line of sight (FG-6.2; shooting and the spells use it, the geometry lives here). A target is visible
 * unless completely hidden: some straight line from the viewer's base to the target's base must pass no
 * blocking terrain.
 *
 * Decisions: models never block sight; cover and rough terrain do not block sight (they modify shots in
 * `shot-modifiers.ts`); a blocking piece does not block sight between two models when either stands on
 * it, or when both stand higher than it. Bases are sampled at their centre and 8 rim points: the test is
 * symmetric. A bank of Fog (FG-8.2, through the hooks) blocks sight like a 3" wall (it stands on open
 * ground: it never blocks moving).
 */
import { pointInPolygon, segmentEntersPolygon, type Circle, type Point } from '../geometry'
import type { FgState, Model } from '../types'
import { sightBlockers } from './hooks'
import { indexTerrain, modelCircle } from './table'

/** A base for line of sight: its circle and how high it stands. */
export interface Viewer extends Circle {
  elevation: number
}

/** A model's base as a viewer: where it stands and how high. */
export const modelViewer = (m: Pick<Model, 'x' | 'y' | 'baseMm' | 'elevation'>): Viewer => ({
  ...modelCircle(m),
  elevation: m.elevation,
})

function samplePoints(c: Circle): Point[] {
  const out: Point[] = [{ x: c.x, y: c.y }]
  if (c.r <= 0) return out
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    out.push({ x: c.x + Math.cos(a) * c.r * 0.98, y: c.y + Math.sin(a) * c.r * 0.98 })
  }
  return out
}

/** Whether `a` can see `b` (symmetric). Points are bases of radius 0. */
export function hasLineOfSight(
  state: Pick<FgState, 'terrain'> & Partial<Pick<FgState, 'magic'>>,
  a: Viewer,
  b: Viewer,
): boolean {
  // FG-8.2 Fog: a bank blocks sight like a wall of its height, though it never blocks moving.
  const fog = sightBlockers(state)
  const blockers = indexTerrain(state.terrain).filter((ip) => {
    const isFog = fog.has(ip.piece.id)
    if (ip.piece.kind !== 'blocking' && !isFog) return false
    if (a.elevation > ip.piece.height - 1e-9 && b.elevation > ip.piece.height - 1e-9) return false
    if (isFog) return true
    const on = (v: Viewer): boolean =>
      v.elevation > 0 && v.elevation >= ip.piece.height && pointInPolygon(v, ip.poly)
    return !(on(a) || on(b))
  })
  if (blockers.length === 0) return true
  const pa = samplePoints(a)
  const pb = samplePoints(b)
  for (const p of pa) {
    for (const q of pb) {
      if (!blockers.some((ip) => segmentEntersPolygon(p, q, ip.poly))) return true
    }
  }
  return false
}
