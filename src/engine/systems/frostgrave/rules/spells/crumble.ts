/**
 * Crumble (FG-8.2): a door-sized hole collapses through a man-made wall or a floor. On our table a wall,
 * a ruin or a building is a blocking piece, and its top is the floor figures stand on; so Crumble cuts a
 * gap `HOLE_WIDTH` wide right through the blocking piece at the aimed point, square to its longer side,
 * from the ground to the top. What is left stays as up to two pieces of the same kind and height (the
 * first keeps the piece's id). A figure standing on the piece over the hole rolls Will against the casting
 * score (FG-8.5): on a success it keeps its footing at the hole's nearer edge; on a failure it drops to
 * the ground in the hole and takes falling damage (FG-4.11). Spell-made walls are not man-made: refused.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { inches, logLine } from '../../describe'
import { INCH, baseRadius, distanceToPolygon, polygonBounds, toHin, type Point } from '../../geometry'
import type { FgState, Model, TerrainPiece, TerrainShape, Ctx } from '../../types'
import { fallingDamage } from '../movement/climb'
import { blockingAt, groundHeight, shapePolygon } from '../table'
import { hurt, isFreeSpot, willRoll, type CastContext } from './common'
import { magicOf } from './state'

/** The width of the hole: a door, wide enough for a 25 mm base to pass (a gap under 1" cannot, FG-4.3). */
export const HOLE_WIDTH = 1.5 * INCH

/** The pieces Crumble may cut: every blocking piece no spell made (the aiming marks show them). */
export function crumbleTargets(s: FgState): TerrainPiece[] {
  const spellMade = new Set(magicOf(s).effects.flatMap((e) => (e.terrain ? [e.terrain] : [])))
  return s.terrain.filter((p) => p.kind === 'blocking' && !spellMade.has(p.id))
}

/** The blocking piece Crumble would cut at `p`: the tallest one under the point that no spell made. */
export function crumblePiece(s: FgState, p: Point): TerrainPiece | null {
  const cuttable = new Set(crumbleTargets(s).map((x) => x.id))
  let best: TerrainPiece | null = null
  for (const ip of blockingAt(s, p, 0).top)
    if (cuttable.has(ip.piece.id) && (!best || ip.piece.height > best.height)) best = ip.piece
  return best
}

/** Crumble is aimed at a point on a wall or building. */
export const crumblePoint = (s: FgState, p: Point): Refusal | null =>
  crumblePiece(s, p)
    ? null
    : refuse({
        rule: 'FG-8.2',
        code: 'crumbleNeedsWall',
        text: 'Crumble needs a point on a wall or building (a blocking piece) (FG-8.2)',
      })

type Axis = 'x' | 'y'

/** The hole through `piece` at `p`: the axis it cuts along and its two edges. */
function holeOf(piece: TerrainPiece, p: Point): { axis: Axis; lo: number; hi: number } {
  const b = polygonBounds(shapePolygon(piece.shape))
  const axis: Axis = b.maxX - b.minX >= b.maxY - b.minY ? 'x' : 'y'
  return { axis, lo: toHin(p[axis] - HOLE_WIDTH / 2), hi: toHin(p[axis] + HOLE_WIDTH / 2) }
}

/** The part of `poly` with `axis` ≤ `at` (side −1) or ≥ `at` (side 1): one clip of Sutherland–Hodgman. */
function clip(poly: readonly Point[], axis: Axis, at: number, side: -1 | 1): Point[] {
  const inside = (q: Point) => (q[axis] - at) * side >= 0
  const out: Point[] = []
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!
    const b = poly[(i + 1) % poly.length]!
    if (inside(a)) out.push(a)
    if (inside(a) !== inside(b)) {
      const t = (at - a[axis]) / (b[axis] - a[axis])
      out.push({ x: toHin(a.x + (b.x - a.x) * t), y: toHin(a.y + (b.y - a.y) * t) })
    }
  }
  return out
}

/** What is left of `shape` on one side of the hole, or null when nothing worth a piece is. */
function remainder(shape: TerrainShape, axis: Axis, at: number, side: -1 | 1): TerrainShape | null {
  if (shape.type === 'rect') {
    const lo = axis === 'x' ? shape.x : shape.y
    const len = axis === 'x' ? shape.w : shape.h
    const from = side < 0 ? lo : Math.max(lo, at)
    const to = side < 0 ? Math.min(lo + len, at) : lo + len
    if (to - from < 1) return null
    return axis === 'x' ? { ...shape, x: from, w: to - from } : { ...shape, y: from, h: to - from }
  }
  const pts = clip(shapePolygon(shape), axis, at, side)
  const b = polygonBounds(pts)
  if (pts.length < 3 || b.maxX - b.minX < 1 || b.maxY - b.minY < 1) return null
  return { type: 'polygon', points: pts.flatMap((q) => [q.x, q.y]) }
}

/** The pieces `piece` becomes with the hole cut at `p` (the first keeps its id). */
export function crumbleInto(s: FgState, piece: TerrainPiece, p: Point): TerrainPiece[] {
  const { axis, lo, hi } = holeOf(piece, p)
  const parts = [remainder(piece.shape, axis, lo, -1), remainder(piece.shape, axis, hi, 1)].filter(
    (x): x is TerrainShape => x !== null,
  )
  return parts.map((shape, i) => ({ ...piece, id: i === 0 ? piece.id : `k${s.nextTerrainId}`, shape }))
}

/** The effect: the hole, then a Will roll for each figure on the floor over it. */
export const crumble = (ctx: Ctx, c: CastContext): void => {
  const p = c.point
  const piece = p ? crumblePiece(ctx.state, p) : null
  if (!p || !piece) return
  const poly = shapePolygon(piece.shape)
  const { axis, lo, hi } = holeOf(piece, p)
  const onFloor = ctx.state.models.filter(
    (m) =>
      m.status === 'onTable' &&
      m.elevation > 0 &&
      m[axis] >= lo &&
      m[axis] <= hi &&
      distanceToPolygon(m, poly) === 0,
  )
  ctx.emit({
    type: 'frostgrave/terrainCrumbled',
    piece: piece.id,
    into: crumbleInto(ctx.state, piece, p),
    log: logLine(
      'crumbled',
      'FG-8.2',
      `The wall crumbles: a door-sized hole opens at (${inches(p.x)}, ${inches(p.y)}).`,
      { x: inches(p.x), y: inches(p.y) },
    ),
  })
  for (const m of onFloor) {
    const now = ctx.state.models.find((x) => x.id === m.id)
    if (!now || now.status !== 'onTable') continue
    const steady = willRoll(ctx, now, c.score)
    const edge = steady ? footing(ctx.state, now, axis, lo, hi, piece.height) : null
    if (edge) {
      place(
        ctx,
        now,
        edge,
        now.elevation,
        'crumbleSteps',
        `${now.name} keeps its footing at the edge of the hole.`,
      )
      continue
    }
    const down = { ...now, [axis]: Math.round((lo + hi) / 2) }
    if (!isFreeSpot(ctx.state, down, baseRadius(now.baseMm), [now.id])) continue
    const ground = groundHeight(ctx.state, down)
    const height = Math.max(0, now.elevation - ground)
    place(ctx, now, down, ground, 'crumbleFalls', `${now.name} falls ${inches(height)} through the hole.`, {
      height: inches(height),
    })
    const damage = fallingDamage(height)
    if (damage > 0) hurt(ctx, now.id, damage, 'FG-4.11')
  }
}

/** The nearer edge of the hole where `m`'s whole base stands on what is left at the same height. */
function footing(s: FgState, m: Model, axis: Axis, lo: number, hi: number, height: number): Point | null {
  const r = baseRadius(m.baseMm)
  const sides = [lo - r - 1, hi + r + 1].sort((a, b) => Math.abs(a - m[axis]) - Math.abs(b - m[axis]))
  for (const at of sides) {
    const q = { x: m.x, y: m.y, [axis]: Math.round(at) }
    if (groundHeight(s, q) === height && isFreeSpot(s, q, r, [m.id])) return q
  }
  return null
}

function place(
  ctx: Ctx,
  m: Model,
  to: Point,
  elevation: number,
  type: string,
  text: string,
  extra: Record<string, string> = {},
): void {
  ctx.emit({
    type: 'frostgrave/spellMoved',
    model: m.id,
    x: to.x,
    y: to.y,
    elevation,
    log: logLine(type, type === 'crumbleFalls' ? 'FG-4.11' : 'FG-8.5', text, { model: m.name, ...extra }),
  })
  if (m.carrying) ctx.emit({ type: 'frostgrave/treasureMoved', treasure: m.carrying, x: to.x, y: to.y })
}

/** Folds `terrainCrumbled` into the state: the pieces replaced, a model clinging to one moved to its part. */
export function crumbled(s: FgState, id: string, into: readonly TerrainPiece[]): FgState {
  const terrain = s.terrain.flatMap((p) => (p.id === id ? into : [p]))
  const polys = into.map((p) => ({ id: p.id, poly: shapePolygon(p.shape) }))
  const models = s.models.map((m) => {
    if (m.clinging !== id) return m
    const near = [...polys].sort((a, b) => distanceToPolygon(m, a.poly) - distanceToPolygon(m, b.poly))[0]
    return { ...m, clinging: near?.id ?? null }
  })
  return { ...s, terrain, models, nextTerrainId: s.nextTerrainId + Math.max(0, into.length - 1) }
}
