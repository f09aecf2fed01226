/**
 * Board geometry: world ↔ pixel for the 8 × 10 play area (p2's Start Zone at the top, p1's at the bottom),
 * with a margin for the file and rank labels. Everything on the board is drawn from these functions.
 */
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
}

/** The largest board that fits `width × height`, centred, with half a cell of label margin. */
export function boardGeometry(width: number, height: number): BoardGeometry {
  const cell = Math.max(12, Math.floor(Math.min(width / (FILES + 0.9), height / (ROWS + 0.9))))
  const boardW = cell * FILES
  const boardH = cell * ROWS
  return {
    cell,
    ox: Math.round((width - boardW) / 2 + cell * 0.25),
    oy: Math.round((height - boardH) / 2 - cell * 0.2),
    width,
    height,
  }
}

/** Pixel centre of a square. */
export function squareCentre(g: BoardGeometry, s: Square): { x: number; y: number } {
  return { x: g.ox + (s.x + 0.5) * g.cell, y: g.oy + (ROWS - 1 - s.y + 0.5) * g.cell }
}

/** Pixel top-left of a square. */
export function squareOrigin(g: BoardGeometry, s: Square): { x: number; y: number } {
  return { x: g.ox + s.x * g.cell, y: g.oy + (ROWS - 1 - s.y) * g.cell }
}

/** A point in square units (as the sight lines use: y grows north) to pixels. */
export function worldPoint(g: BoardGeometry, p: { x: number; y: number }): { x: number; y: number } {
  return { x: g.ox + p.x * g.cell, y: g.oy + (ROWS - p.y) * g.cell }
}

/** The square under a pixel, or null off the board. */
export function squareAt(g: BoardGeometry, px: number, py: number): Square | null {
  const x = Math.floor((px - g.ox) / g.cell)
  const y = ROWS - 1 - Math.floor((py - g.oy) / g.cell)
  return x >= 0 && x < FILES && y >= 0 && y < ROWS ? { x, y } : null
}

export const ARROW_ANGLE = { N: 0, E: 90, S: 180, W: 270 } as const
