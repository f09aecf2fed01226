/**
 * Encroachment rate (DX-4): the bonus table (DX-4.1) and what scene entry, the impulse check and the
 * backtrack do to the rate (DX-4.3 … DX-4.5).
 */
import type { EncroachmentRow } from '../types'

/**
 * DX-4.1 defaults, as the community sheets use them: each row applies from `from`% up to the next row.
 * The GM may edit the table; the state keeps its own copy.
 */
export const DEFAULT_ENCROACHMENT_TABLE: readonly EncroachmentRow[] = [
  { from: 0, dice: 0, effectLevel: 0 },
  { from: 60, dice: 1, effectLevel: 0 },
  { from: 80, dice: 2, effectLevel: 0 },
  { from: 100, dice: 3, effectLevel: 1 },
  { from: 130, dice: 4, effectLevel: 1 },
  { from: 160, dice: 4, effectLevel: 2 },
  { from: 200, dice: 5, effectLevel: 2 },
  { from: 220, dice: 5, effectLevel: 3 },
  { from: 260, dice: 6, effectLevel: 3 },
  { from: 300, dice: 7, effectLevel: 3 },
]

/** The dice and effect-level bonus at `rate`% (DX-4.1): the last row whose `from` is at or below the rate. */
export function encroachmentBonus(
  rate: number,
  table: readonly EncroachmentRow[] = DEFAULT_ENCROACHMENT_TABLE,
): { dice: number; effectLevel: number } {
  let found: EncroachmentRow | undefined
  for (const row of table) if (row.from <= rate && (!found || row.from >= found.from)) found = row
  return found ? { dice: found.dice, effectLevel: found.effectLevel } : { dice: 0, effectLevel: 0 }
}

/** A table's problem: the English sentence, and its code and params for other languages. */
export interface TableProblem {
  error: string
  code: string
  params?: Record<string, number>
}

/** Checks a GM-edited table: starts at 0, strictly rising thresholds, whole non-negative numbers. */
export function validateEncroachmentTable(rows: readonly EncroachmentRow[]): TableProblem | null {
  if (rows.length === 0 || rows.length > 30)
    return { error: 'the table needs 1 to 30 rows (DX-4.1)', code: 'tableRows' }
  if (rows[0]!.from !== 0) return { error: 'the first row must start at 0% (DX-4.1)', code: 'tableFirstRow' }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!
    for (const v of [row.from, row.dice, row.effectLevel]) {
      if (!Number.isInteger(v) || v < 0 || v > 999)
        return {
          error: `row ${i + 1}: whole numbers from 0 to 999 only (DX-4.1)`,
          code: 'tableWholeNumbers',
          params: { row: i + 1 },
        }
    }
    if (i > 0 && row.from <= rows[i - 1]!.from)
      return {
        error: `row ${i + 1}: thresholds must rise (DX-4.1)`,
        code: 'tableRise',
        params: { row: i + 1 },
      }
  }
  return null
}

/** Difficulty of the impulse check (DX-4.4). */
export const IMPULSE_DIFFICULTY = 9
/** d10s added to encroachment by the impulse check (DX-4.4). */
export const IMPULSE_DICE = 2
/** Above this rate after the backtrack a PC is lost (DX-4.5). */
export const LOST_ABOVE = 100

/** d10s a PC rolls at the backtrack: one per Lois still standing, twice as many if doubled (DX-4.5). */
export const backtrackDice = (loises: number, doubled: boolean): number => loises * (doubled ? 2 : 1)

/** Encroachment after the backtrack: it can drop to 0 but not below (DX-4.5). */
export const afterBacktrack = (rate: number, faces: readonly number[]): number =>
  Math.max(0, rate - faces.reduce((a, b) => a + b, 0))

/** DX-4.5: still above 100% after the backtrack → lost to the virus. */
export const isLostAfterBacktrack = (rate: number): boolean => rate > LOST_ABOVE
