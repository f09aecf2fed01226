/**
 * The public log's words: helpers that build the `GameEvent` lines `apply` returns. A rule builds its line
 * where it establishes the fact (the words depend on the state at that moment) and hands it to `emit` with
 * the domain event, so the log stays exactly what the table saw.
 */
import { FG_DATA } from './data'
import { INCH } from './geometry'
import { TERRAIN_KINDS, type FgEvent, type FgState, type PlayerIndex, type TerrainPiece } from './types'

/**
 * One log event. `params` are the language-neutral values `text` was made from (names, distances, counts,
 * faces); an English word is never a param: each wording has its own type, `frostgrave/<type>`, whose
 * `events.<type>` templates (the UI's strings) tell the line in each language.
 */
export const logLine = (
  type: string,
  rule: string,
  text: string,
  params: Record<string, string | number>,
  dice?: number[],
): FgEvent =>
  dice
    ? { type: `frostgrave/${type}`, rule, text, dice, params }
    : { type: `frostgrave/${type}`, rule, text, params }

/** A length as the log and the screen write it: inches, two decimals at most, 537 → `5.37"`, 600 → `6"`. */
export const inches = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`

/** A player's warband name. */
export const playerName = (s: FgState, p: PlayerIndex): string => s.options.playerNames[p]

/** The params of a d20 roll-off line: each player's name and final roll. */
export const rollParams = (
  s: FgState,
  rolls: readonly [number, number],
): Record<string, string | number> => ({
  player1: playerName(s, 0),
  roll1: rolls[0],
  player2: playerName(s, 1),
  roll2: rolls[1],
})

/** The name a piece of terrain gets from its kind when the table gives it none. */
export function terrainName(kind: TerrainPiece['kind']): string {
  return { open: 'Open ground', rough: 'Rough ground', blocking: 'Wall', cover: 'Cover' }[kind]
}

/**
 * The terrain names the product gives (a piece's kind, the presets' pieces): a log line about such a piece
 * has a type of its own, `…-<slug>`, so that each language names it in its own words.
 */
export const GIVEN_TERRAIN_NAMES: ReadonlySet<string> = new Set([
  ...TERRAIN_KINDS.map(terrainName),
  ...FG_DATA.terrainPresets.flatMap((p) => p.pieces.map((piece) => piece.name)),
])

/** A given terrain name as an event-type suffix: "Ruined wall" → `ruined-wall`. */
export const terrainNameSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
