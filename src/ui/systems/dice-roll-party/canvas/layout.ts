/**
 * World layout of the table (coords owned here): two mats (the second player on top, the first at the
 * bottom), each with four character boards laid out as DRP-2.3 (time, attack, defence, form from left
 * to right) and a store; the bag and the combat dice in the band between the mats.
 *
 * The world is the near seat's drawing. Drawn for the far seat ("face the player", issue 37) it is turned
 * 180° about its centre (`seen`, `seenRect`): the second player's mat at the bottom of the frame they
 * read, and, once the play area's CSS turn puts the frame back, every mat and token physically in place.
 */
import { facePoint, faceRect, type Facing } from '../../../canvas/facing'
import type { Colour, Position } from '../engine'

export const MAT_HEIGHT = 234
export const BAND = { y: MAT_HEIGHT, height: 120 } as const
export const WORLD = { width: 1280, height: 2 * MAT_HEIGHT + BAND.height } as const
export const BOARD = { width: 254, height: 196, gap: 8, x0: 10, headerHeight: 26 } as const
export const STORE_BOX = { x: 1060, width: 210 } as const
export const TOKEN_RADIUS = 9
const TOKEN_STEP = 20
const COLUMN_TOP = 46

/** The whole world, the box the far seat's drawing turns about. */
export const WORLD_BOX = { x: 0, y: 0, width: WORLD.width, height: WORLD.height } as const

/** A world point as drawn for `facing`; the turn is its own inverse, so it also reads a drawn point back. */
export const seen = (p: { x: number; y: number }, facing: Facing): { x: number; y: number } =>
  facePoint(p, WORLD_BOX, facing)

/** A world rectangle as drawn for `facing`. */
export const seenRect = <R extends Rect>(r: R, facing: Facing): R => faceRect(r, WORLD_BOX, facing)

/** Canvas text is never drawn below this many pixels on screen. */
export const MIN_TEXT_PX = 11

/**
 * A font size in world units, never below `minFont` — the world size drawn as MIN_TEXT_PX at the view's
 * scale: the mats shrink to fit the window, their text does not shrink below readable.
 */
export const readableFont = (size: number, minFont: number): number => Math.max(size, minFont)

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const contains = (r: Rect, p: { x: number; y: number }): boolean =>
  p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height

/** The top of a player's mat: player 1 at the bottom, player 2 on top. */
export const matTop = (player: number): number => (player === 0 ? BAND.y + BAND.height : 0)

export function boardRect(player: number, slot: number): Rect {
  return {
    x: BOARD.x0 + slot * (BOARD.width + BOARD.gap),
    y: matTop(player) + 30,
    width: BOARD.width,
    height: BOARD.height,
  }
}

const POSITION_INDEX: Record<Position, number> = { time: 0, attack: 1, defence: 2, form: 3 }

/** DRP-2.3: the column of a group on its board. */
export function groupRect(player: number, slot: number, position: Position): Rect {
  const b = boardRect(player, slot)
  const w = (b.width - 8) / 4
  return {
    x: b.x + 4 + POSITION_INDEX[position] * w,
    y: b.y + BOARD.headerHeight,
    width: w,
    height: b.height - 50,
  }
}

/** Centre of the i-th token of a group: three to a row, filling downwards. */
export function tokenPosition(
  player: number,
  slot: number,
  position: Position,
  index: number,
): { x: number; y: number } {
  const g = groupRect(player, slot, position)
  const col = index % 3
  const row = Math.floor(index / 3)
  return { x: g.x + g.width / 2 + (col - 1) * TOKEN_STEP, y: g.y + COLUMN_TOP - 20 + row * TOKEN_STEP }
}

export function storeRect(player: number): Rect {
  return { x: STORE_BOX.x, y: matTop(player) + 30, width: STORE_BOX.width, height: BOARD.height }
}

const COLOUR_ROW: Record<Colour, number> = { red: 0, blue: 1, green: 2 }

/** The pile of one colour in a store. */
export function pilePosition(player: number, colour: Colour): { x: number; y: number } {
  const s = storeRect(player)
  return { x: s.x + 44, y: s.y + 52 + COLOUR_ROW[colour] * 48 }
}

export const BAG_RECT: Rect = { x: 10, y: BAND.y + 6, width: 250, height: BAND.height - 12 }
export const DICE_RECT: Rect = { x: 280, y: BAND.y + 4, width: 990, height: BAND.height - 8 }

/** Where a dragged token was dropped. */
export type DropTarget =
  | { kind: 'group'; player: number; slot: number; position: Position }
  | { kind: 'store'; player: number }
  | { kind: 'bag' }

/** The area a drop target covers, to light it up under a dragged token. */
export function dropTargetRect(t: DropTarget): Rect {
  if (t.kind === 'bag') return BAG_RECT
  if (t.kind === 'store') return storeRect(t.player)
  return groupRect(t.player, t.slot, t.position)
}

/** The drop target under a world point, or null. */
export function dropTargetAt(p: { x: number; y: number }, players: number): DropTarget | null {
  if (contains(BAG_RECT, p)) return { kind: 'bag' }
  for (let player = 0; player < Math.min(players, 2); player++) {
    if (contains(storeRect(player), p)) return { kind: 'store', player }
    for (let slot = 0; slot < 4; slot++) {
      if (!contains(boardRect(player, slot), p)) continue
      for (const position of ['time', 'attack', 'defence', 'form'] as const) {
        const g = groupRect(player, slot, position)
        if (p.x >= g.x && p.x <= g.x + g.width) return { kind: 'group', player, slot, position }
      }
    }
  }
  return null
}

/** Stable ids for the automation hook (src/ui/canvas/locator.ts). */
export const tokenId = (player: number, slot: number, position: Position, index: number): string =>
  `drp-token:p${player}:c${slot}:${position}:${index}`
export const storeTokenId = (player: number, colour: Colour): string =>
  `drp-token:p${player}:store:${colour}:0`
export const characterId = (player: number, slot: number): string => `drp-char:p${player}:c${slot}`
export const groupId = (player: number, slot: number, position: Position): string =>
  `drp-group:p${player}:c${slot}:${position}`
export const BAG_ID = 'drp-bag'
export const storeId = (player: number): string => `drp-store:p${player}`

/** The drop target under a point of the frame as drawn for `facing` (a drag reads its layer's pointer). */
export const drawnTargetAt = (
  p: { x: number; y: number },
  players: number,
  facing: Facing,
): DropTarget | null => dropTargetAt(seen(p, facing), players)

/** The area a drop target covers as drawn for `facing`. */
export const drawnTargetRect = (t: DropTarget, facing: Facing): Rect => seenRect(dropTargetRect(t), facing)
