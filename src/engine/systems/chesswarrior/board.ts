/**
 * CW-1 the board: 8 files × 10 rows. Row 0 is p1's Start Zone, rows 1..8 the Battle Zone (battle rows 1..8),
 * row 9 p2's Start Zone. The Obstacle Zone is battle rows 2–7 (CW-1.2); the checking zones are on battle
 * rows 4–5 (CW-5.1).
 */
import type { CwState, Facing, HeroPiece, Side, Square } from './types'

export const FILES = 8
export const ROWS = 10
export const FILE_NAMES = 'abcdefgh'

/** CW-1.1 each side's Start Zone row. */
export const startRow = (side: Side): number => (side === 'p1' ? 0 : ROWS - 1)
export const other = (side: Side): Side => (side === 'p1' ? 'p2' : 'p1')

export const inBounds = (s: Square): boolean => s.x >= 0 && s.x < FILES && s.y >= 0 && s.y < ROWS
export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y
export const isStartRow = (y: number): boolean => y === 0 || y === ROWS - 1
/** CW-1.2 the Obstacle Zone: battle rows 2–7. */
export const isObstacleZone = (s: Square): boolean => s.y >= 2 && s.y <= 7

/** CW-5.1 Decision: left = c4,c5; centre = d4,d5,e4,e5; right = f4,f5. */
export const ZONES = ['left', 'centre', 'right'] as const
export type ZoneId = (typeof ZONES)[number]
export function zoneOf(s: Square): ZoneId | null {
  if (s.y !== 4 && s.y !== 5) return null
  if (s.x === 2) return 'left'
  if (s.x === 3 || s.x === 4) return 'centre'
  if (s.x === 5) return 'right'
  return null
}
export const ZONE_SQUARES: Record<ZoneId, Square[]> = {
  left: [
    { x: 2, y: 4 },
    { x: 2, y: 5 },
  ],
  centre: [
    { x: 3, y: 4 },
    { x: 3, y: 5 },
    { x: 4, y: 4 },
    { x: 4, y: 5 },
  ],
  right: [
    { x: 5, y: 4 },
    { x: 5, y: 5 },
  ],
}

/**
 * CW-1.3 the Power Stone stands at the centre intersection of the field: the corner shared by d4, e4, d5 and
 * e5, in square units (x across files, y up the rows; square (x, y) covers [x, x+1] × [y, y+1]).
 */
export const POWER_STONE = { x: 4, y: 5 } as const

/** "c4"; the Start Zones are rank 0 (p1) and rank 9 (p2). */
export const squareName = (s: Square): string => `${FILE_NAMES[s.x] ?? '?'}${s.y}`

export function parseSquare(name: string): Square | null {
  const m = /^([a-h])([0-9])$/.exec(name)
  if (!m) return null
  return { x: FILE_NAMES.indexOf(m[1]!), y: Number(m[2]) }
}

export const manhattan = (a: Square, b: Square): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y)

export const STEP: Record<Facing, Square> = {
  N: { x: 0, y: 1 },
  E: { x: 1, y: 0 },
  S: { x: 0, y: -1 },
  W: { x: -1, y: 0 },
}
export const add = (a: Square, b: Square): Square => ({ x: a.x + b.x, y: a.y + b.y })

/** The facing a side's heroes start with: towards the opponent. */
export const homeFacing = (side: Side): Facing => (side === 'p1' ? 'N' : 'S')

export const isObstacle = (state: CwState, s: Square): boolean =>
  state.obstacles.some((o) => sameSquare(o, s))

export function heroAt(state: CwState, s: Square): HeroPiece | null {
  for (const id of state.heroOrder) {
    const h = state.heroes[id]!
    if (h.pos && h.pos.x === s.x && h.pos.y === s.y) return h
  }
  return null
}

/**
 * CW-6.1 Decision: a hero may stand on any free square of the Battle Zone or its own Start Zone; never on an
 * obstacle, another hero, or the opponent's Start Zone.
 */
export function canStand(state: CwState, side: Side, s: Square, ignore: string | null = null): boolean {
  if (!inBounds(s)) return false
  if (isStartRow(s.y) && s.y !== startRow(side)) return false
  if (isObstacle(state, s)) return false
  const h = heroAt(state, s)
  return !h || h.id === ignore
}
