/**
 * A computer seat is named "Computer (level)" in the reader's language wherever its name shows (turn line,
 * hand-over, result, log). The table stores the name in the language of whoever created it (the engine's
 * English log text and saves keep that), so the shown name is swapped for the reader's at display time.
 */
import type { TFunction } from 'i18next'
// The seats module alone: the shell must not pull the engine (it loads per system).
import { computerSeats } from '../../../engine/ai/seats'
import { computerToAct } from './protocol'

/** The names a table's options give its two sides: an array (`['Ann', 'Bo']`), by side (`{ p1, p2 }`) or `playerNames`. */
export function storedSeatNames(options: unknown): [string | null, string | null] {
  // Frostgrave keeps them as `playerNames` (FG-11's result names the winner by it).
  const opts = options as { names?: unknown; playerNames?: unknown } | null | undefined
  const names = opts?.names ?? opts?.playerNames
  const list = Array.isArray(names)
    ? names
    : names && typeof names === 'object'
      ? Object.values(names as Record<string, unknown>)
      : []
  const at = (i: number) => (typeof list[i] === 'string' ? (list[i] as string) : null)
  return [at(0), at(1)]
}

/**
 * From each computer seat's stored name to its name in the reader's language; empty for two people.
 * A person's name is never in the map, even when the computer's stored name happens to equal it.
 */
export function seatNameMap(options: unknown, t: TFunction): Map<string, string> {
  const seats = computerSeats(options)
  const stored = storedSeatNames(options)
  const out = new Map<string, string>()
  const people = new Set(stored.filter((n, i) => n !== null && seats[i] === null))
  seats.forEach((level, i) => {
    const name = stored[i] ?? null
    if (level && name !== null && !people.has(name))
      out.set(name, t('ai.seatName', { level: t(`ai.level.${level}`) }))
  })
  return out
}

/** `text` with each computer seat named in brackets (how Chesswarrior's log names a piece: "Vex (Ann)") renamed. */
function renameBracketed(text: string, names: ReadonlyMap<string, string>): string {
  let out = text
  for (const [stored, shown] of names) out = out.split(`(${stored})`).join(`(${shown})`)
  return out
}

/**
 * An event's params with every computer seat's name shown in the reader's language: a param that is the
 * name, or that names a piece by its player ("Sirocco (Computer (normal))").
 */
export function renameParams(
  params: Record<string, unknown>,
  names: ReadonlyMap<string, string>,
): Record<string, unknown> {
  if (names.size === 0) return params
  let out: Record<string, unknown> | null = null
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string') continue
    const shown = names.get(v) ?? renameBracketed(v, names)
    if (shown !== v) (out ??= { ...params })[k] = shown
  }
  return out ?? params
}

/** The computer seat's name in the reader's language while it is to act (see `computerToAct`), else null. */
export function computerTurnName(
  module: unknown,
  state: unknown,
  options: unknown,
  t: TFunction,
): string | null {
  const side = computerToAct(module, state, options)
  if (side === null) return null
  const stored = storedSeatNames(options)[side] ?? ''
  return seatNameMap(options, t).get(stored) ?? stored
}
