/**
 * What stands on the table, as plain JSON data: the table's sizes and edges, terrain pieces, models and
 * treasure tokens, and the shape of a log line. `types.ts` builds the state, commands and domain events from
 * these; the rules' own type modules (the spells, the spells before the game) use them without importing
 * `types.ts`, which imports them. Positions and lengths are integer hundredths of an inch (`Hin`).
 */
import type { GameEvent } from '../../core/game-module'
import type { Hin, Point } from './geometry'

/** FG-2.1: table sides in inches. */
export const TABLE_SIZES = [24, 36, 48] as const
export type TableSize = (typeof TABLE_SIZES)[number]

/** FG-2.2/2.3: the two player edges face each other: north (y = 0) and south (y = side). */
export const PLAYER_EDGES = ['north', 'south'] as const
export type PlayerEdge = (typeof PLAYER_EDGES)[number]
export const TABLE_EDGES = ['north', 'south', 'west', 'east'] as const
export type TableEdge = (typeof TABLE_EDGES)[number]

export type PlayerIndex = 0 | 1

/** FG-6.1: the weapons that shoot. */
export const RANGED_WEAPONS = ['bow', 'crossbow'] as const
export type RangedWeapon = (typeof RANGED_WEAPONS)[number]

/**
 * What an action counts as for FG-3.2: a Move, a reload (FG-6.1: it may stand in for the Move, yet is no
 * move for FG-4.1 or a hasty shot), or any other action.
 */
export type ActionKind = 'move' | 'reload' | 'other'

/** Terrain kinds: open ground (marked, no effect), rough (×2 movement), blocking (climbable), cover. */
export const TERRAIN_KINDS = ['open', 'rough', 'blocking', 'cover'] as const
export type TerrainKind = (typeof TERRAIN_KINDS)[number]

export type TerrainShape =
  { type: 'rect'; x: Hin; y: Hin; w: Hin; h: Hin } | { type: 'polygon'; points: Hin[] }

export interface TerrainPiece {
  id: string
  kind: TerrainKind
  name: string
  shape: TerrainShape
  /** Blocking pieces: height above the ground (climbing, falling). 0 for other kinds. */
  height: Hin
}

export const MODEL_KINDS = ['wizard', 'apprentice', 'soldier', 'creature'] as const
export type ModelKind = (typeof MODEL_KINDS)[number]

/** Where a model is: waiting to deploy, on the table, off the table by choice (FG-4.9), or killed. */
export type ModelStatus = 'reserve' | 'onTable' | 'left' | 'dead'

export interface ModelStats {
  move: number
  fight: number
  shoot: number
  armour: number
  will: number
  health: number
}

export interface Model {
  id: string
  /** The owning player; null for uncontrolled creatures (FG-10). */
  player: PlayerIndex | null
  kind: ModelKind
  name: string
  /** Soldier type or creature name; 'Wizard' / 'Apprentice' for spellcasters. */
  type: string
  stats: ModelStats
  /** Current Health (FG-7; falling damage lowers it). */
  health: number
  baseMm: number
  traits: string[]
  weapons: string[]
  items: string[]
  status: ModelStatus
  x: Hin
  y: Hin
  /** Height of the base above the ground: on top of or climbing a blocking piece (FG-4.4). */
  elevation: Hin
  /** FG-4.4: the blocking piece this model is part-way up (or down), if any. */
  clinging: string | null
  /** The treasure carried (FG-9.2), if any. */
  carrying: string | null
  /** FG-6.1: a crossbow fired and not yet reloaded (absent: loaded, as every crossbow starts the game). */
  unloaded?: boolean
}

export interface Treasure {
  id: string
  placedBy: PlayerIndex
  x: Hin
  y: Hin
  /** The model carrying it (FG-9.2), if any; its position then follows the carrier. */
  carrier: string | null
  /** The player who carried it off the table (FG-9.4); null while in play. */
  securedBy: PlayerIndex | null
  /** Fool's Gold: a fake token (only its owner's view shows it); vanishes when touched. Absent: real. */
  fake?: true
}

/** A waypoint of a move path; `jump` marks the segment ending here as a jump (FG-4.10). */
export interface Waypoint extends Point {
  jump?: boolean
}

/** What a piece of terrain looks like before it has an id. */
export interface TerrainDraft {
  kind: TerrainKind
  name?: string
  shape: TerrainShape
  height?: Hin
}

/** Log events carry the rule that produced them (GameEvent.rule) and, for rolls, the faces. */
export type FgEvent = GameEvent & { type: `frostgrave/${string}` }
