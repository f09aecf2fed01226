/**
 * The table: its side, terrain outlines and the models' bases as geometry (FG-2.1, FG-2.6). Derived indexes
 * are cached per (immutable) terrain array, never stored in state.
 */
import type { TextParams } from '../../../core/decision'
import {
  baseRadius,
  distanceToPolygon,
  isSelfIntersecting,
  polygonBounds,
  signedArea2,
  type Circle,
  type Point,
} from '../geometry'
import {
  TERRAIN_KINDS,
  type FgState,
  type Model,
  type TerrainDraft,
  type TerrainPiece,
  type TerrainShape,
} from '../types'
import type { FgViolation } from '../problems'

/** A piece with its outline and bounds precomputed. */
export interface IndexedPiece {
  piece: TerrainPiece
  poly: Point[]
  bounds: { minX: number; minY: number; maxX: number; maxY: number }
}

/** The outline of a terrain shape as a list of corners. */
export function shapePolygon(shape: TerrainShape): Point[] {
  if (shape.type === 'rect') {
    const { x, y, w, h } = shape
    return [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ]
  }
  const out: Point[] = []
  for (let i = 0; i + 1 < shape.points.length; i += 2)
    out.push({ x: shape.points[i]!, y: shape.points[i + 1]! })
  return out
}

const cache = new WeakMap<readonly TerrainPiece[], IndexedPiece[]>()

/** Every terrain piece with its outline (cached per terrain array). */
export function indexTerrain(terrain: readonly TerrainPiece[]): IndexedPiece[] {
  let found = cache.get(terrain)
  if (!found) {
    found = terrain.map((piece) => {
      const poly = shapePolygon(piece.shape)
      return { piece, poly, bounds: polygonBounds(poly) }
    })
    cache.set(terrain, found)
  }
  return found
}

/** A model's base as a circle (FG-2.6: true size). */
export const modelCircle = (m: Pick<Model, 'x' | 'y' | 'baseMm'>): Circle => ({
  x: m.x,
  y: m.y,
  r: baseRadius(m.baseMm),
})

/** Tallest blocking piece height allowed (20"). */
export const MAX_TERRAIN_HEIGHT = 2000
/** Most corners a drawn polygon may have. */
export const MAX_POLYGON_POINTS = 64
/** Most terrain pieces on one table. */
export const MAX_TERRAIN_PIECES = 120

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n)

/** Checks a terrain piece before it goes on the table; null when it is acceptable. */
export function terrainDraftProblem(draft: TerrainDraft, size: number, count: number): FgViolation | null {
  const bad = (code: string, message: string, params?: TextParams): FgViolation => ({
    code: `terrain-${code}`,
    rule: 'FG-2.2',
    message,
    ...(params ? { params } : {}),
  })
  if (typeof draft !== 'object' || draft === null)
    return bad('draft', 'A terrain piece needs a kind and a shape.')
  if (!TERRAIN_KINDS.includes(draft.kind))
    return bad('kind', `"${String(draft.kind)}" is not a terrain kind.`, { kind: String(draft.kind) })
  if (count >= MAX_TERRAIN_PIECES)
    return bad('count', `A table holds at most ${MAX_TERRAIN_PIECES} terrain pieces.`, {
      max: MAX_TERRAIN_PIECES,
    })
  if (draft.name !== undefined && (typeof draft.name !== 'string' || draft.name.length > 60)) {
    return bad('name', 'A terrain name is at most 60 characters.')
  }
  const shape = draft.shape
  if (typeof shape !== 'object' || shape === null) return bad('shape', 'A terrain piece needs a shape.')
  if (shape.type === 'rect') {
    if (![shape.x, shape.y, shape.w, shape.h].every(isInt))
      return bad('whole', 'Terrain corners are whole hundredths of an inch.')
    if (shape.w < 10 || shape.h < 10)
      return bad('small-rect', 'A terrain rectangle is at least 0.1" on each side.')
  } else if (shape.type === 'polygon') {
    const pts = shape.points
    if (
      !Array.isArray(pts) ||
      pts.length % 2 !== 0 ||
      pts.length < 6 ||
      pts.length > MAX_POLYGON_POINTS * 2
    ) {
      return bad('corners', `A terrain outline has 3 to ${MAX_POLYGON_POINTS} corners.`, {
        max: MAX_POLYGON_POINTS,
      })
    }
    if (!pts.every(isInt)) return bad('whole', 'Terrain corners are whole hundredths of an inch.')
  } else {
    return bad('shape-type', 'A terrain shape is a rectangle or a polygon.')
  }
  const poly = shapePolygon(shape)
  const b = polygonBounds(poly)
  if (b.minX < 0 || b.minY < 0 || b.maxX > size || b.maxY > size)
    return bad('off-table', 'Terrain must lie on the table.')
  if (Math.abs(signedArea2(poly)) < 200) return bad('tiny', 'That outline is too small to be terrain.')
  if (isSelfIntersecting(poly)) return bad('crossing', 'A terrain outline must not cross itself.')
  if (draft.kind === 'blocking') {
    if (!isInt(draft.height) || draft.height < 1 || draft.height > MAX_TERRAIN_HEIGHT) {
      return bad(
        'height',
        'Blocking terrain needs a height from 0.01" to 20" (for climbing and falling, FG-4.4, FG-4.11).',
      )
    }
  } else if (draft.height !== undefined && draft.height !== 0) {
    return bad('height-kind', 'Only blocking terrain has a height.')
  }
  return null
}

/** The blocking pieces under or against a base at `p` (for placement: on top, or overlapping a wall). */
export function blockingAt(
  state: Pick<FgState, 'terrain'>,
  p: Point,
  r: number,
): { top: IndexedPiece[]; wall: IndexedPiece[] } {
  const top: IndexedPiece[] = []
  const wall: IndexedPiece[] = []
  for (const ip of indexTerrain(state.terrain)) {
    if (ip.piece.kind !== 'blocking') continue
    const d = distanceToPolygon(p, ip.poly)
    if (d === 0) top.push(ip)
    else if (d < r) wall.push(ip)
  }
  return { top, wall }
}

/** The height a base at `p` stands at: the tallest blocking piece its centre is on (0 on the ground). */
export function groundHeight(state: Pick<FgState, 'terrain'>, p: Point): number {
  let h = 0
  for (const ip of indexTerrain(state.terrain)) {
    if (ip.piece.kind === 'blocking' && ip.piece.height > h && distanceToPolygon(p, ip.poly) === 0)
      h = ip.piece.height
  }
  return h
}

/**
 * The model `id` as the (running) state has it now. Models are never removed from the state (the dead
 * and those who left keep their place), so an unknown id is a programmer's error: it throws.
 */
export function modelNow(s: Pick<FgState, 'models'>, id: string): Model {
  const m = s.models.find((x) => x.id === id)
  if (!m) throw new Error(`No model ${id}`)
  return m
}

/** The models still on the table. */
export const modelsOnTable = (state: Pick<FgState, 'models'>): Model[] =>
  state.models.filter((m) => m.status === 'onTable')

/**
 * Whether `a` and `b` are enemies: different players, or a warband model and an uncontrolled creature
 * (FG-10.1); creatures never fight each other.
 */
export const areEnemies = (a: Pick<Model, 'player'>, b: Pick<Model, 'player'>): boolean =>
  a.player !== b.player
