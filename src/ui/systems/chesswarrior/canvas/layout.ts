/**
 * Board geometry: world ↔ pixel for the 8 × 10 play area (p2's Start Zone at the top, p1's at the bottom),
 * with a margin for the file and rank labels. Everything on the board is drawn from these functions. Drawn
 * for the far seat (`facing`, src/ui/canvas/facing.ts) the board is turned 180° in its frame: p2's side at
 * the bottom, which the play area's CSS turn puts back at the top of the physical screen.
 */
import { faceAngle, facePoint, type Facing } from '../../../canvas/facing'
import type { Square } from '../engine'

export const FILES = 8
export const ROWS = 10

export interface BoardGeometry {
  cell: number
  /** Top-left of square a9 (the top-left square) in stage pixels. */
  ox: number
  oy: number
  width: number
  height: number
  /** Which seat the board is drawn for: 'far' turns it 180° in its frame. */
  facing: Facing
}

/** The play area in square units (y grows north), the box the far seat's view turns about. */
const PLAY_AREA = { x: 0, y: 0, width: FILES, height: ROWS }

/**
 * The largest board that fits `width × height`, centred, with half a cell of label margin (left and
 * below; for the far seat right and above, the same physical edges once the play area is turned).
 */
export function boardGeometry(width: number, height: number, facing: Facing = 'near'): BoardGeometry {
  const cell = Math.max(12, Math.floor(Math.min(width / (FILES + 0.9), height / (ROWS + 0.9))))
  const boardW = cell * FILES
  const boardH = cell * ROWS
  const ox = Math.round((width - boardW) / 2 + cell * 0.25)
  const oy = Math.round((height - boardH) / 2 - cell * 0.2)
  // Turned, the board's box mirrors through the frame's centre, so the CSS turn puts it back in place.
  return facing === 'near'
    ? { cell, ox, oy, width, height, facing }
    : { cell, ox: width - boardW - ox, oy: height - boardH - oy, width, height, facing }
}

/** A square as drawn: for the far seat, its mirror through the board's centre. */
const seen = (g: BoardGeometry, s: Square): Square =>
  g.facing === 'near' ? s : { x: FILES - 1 - s.x, y: ROWS - 1 - s.y }

/** Pixel centre of a square. */
export function squareCentre(g: BoardGeometry, s: Square): { x: number; y: number } {
  const v = seen(g, s)
  return { x: g.ox + (v.x + 0.5) * g.cell, y: g.oy + (ROWS - 1 - v.y + 0.5) * g.cell }
}

/** Pixel top-left of a square. */
export function squareOrigin(g: BoardGeometry, s: Square): { x: number; y: number } {
  const v = seen(g, s)
  return { x: g.ox + v.x * g.cell, y: g.oy + (ROWS - 1 - v.y) * g.cell }
}

/** The pixel rectangle covering the squares from `a` to `b` (any two opposite corners). */
export function squaresRect(
  g: BoardGeometry,
  a: Square,
  b: Square,
): { x: number; y: number; width: number; height: number } {
  const [p, q] = [squareOrigin(g, a), squareOrigin(g, b)]
  return {
    x: Math.min(p.x, q.x),
    y: Math.min(p.y, q.y),
    width: Math.abs(p.x - q.x) + g.cell,
    height: Math.abs(p.y - q.y) + g.cell,
  }
}

/** A point in square units (as the sight lines use: y grows north) to pixels. */
export function worldPoint(g: BoardGeometry, p: { x: number; y: number }): { x: number; y: number } {
  const v = facePoint(p, PLAY_AREA, g.facing)
  return { x: g.ox + v.x * g.cell, y: g.oy + (ROWS - v.y) * g.cell }
}

/** The square under a pixel, or null off the board. */
export function squareAt(g: BoardGeometry, px: number, py: number): Square | null {
  const x = Math.floor((px - g.ox) / g.cell)
  const y = ROWS - 1 - Math.floor((py - g.oy) / g.cell)
  // The turn is its own inverse: the drawn square seen again is the board's.
  return x >= 0 && x < FILES && y >= 0 && y < ROWS ? seen(g, { x, y }) : null
}

export const ARROW_ANGLE = { N: 0, E: 90, S: 180, W: 270 } as const

/** The rotation of a hero's facing arrow as drawn: a compass direction turns with the board. */
export const arrowAngle = (g: BoardGeometry, facing: keyof typeof ARROW_ANGLE): number =>
  faceAngle(ARROW_ANGLE[facing], g.facing)
