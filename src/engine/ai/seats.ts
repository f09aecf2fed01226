/**
 * Where a table keeps its computer players: `options.computer` of the game's set-up options, an array
 * indexed by side (0, 1) of a level or null for a person — e.g. `{ computer: [null, 'hard'] }`. The
 * systems' `setup` ignores the key, and the options are saved with the game, so saves, imports and replays
 * carry the seats like any other option.
 */
import { isLevel, type Level } from './types'

export type ComputerSeats = [Level | null, Level | null]

/** The seats of a table's options; anything malformed reads as two people. */
export function computerSeats(options: unknown): ComputerSeats {
  const raw = (options as { computer?: unknown } | null | undefined)?.computer
  if (!Array.isArray(raw)) return [null, null]
  return [isLevel(raw[0]) ? raw[0] : null, isLevel(raw[1]) ? raw[1] : null]
}
