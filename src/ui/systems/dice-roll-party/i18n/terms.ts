/**
 * Dice Roll Party's term sheet (see `app/term-sheet.ts`). The seed is the Russian rule book, which says
 * "токен" (never "жетон"), "дайс" (once "кубик") and writes dice as 1D4…1D20; the other languages' words
 * are chosen.
 */
import { chosen, seed, type TermSheet } from '../../../app/term-sheet'

export const TERMS: TermSheet = {
  token: { ru: seed('токен', ['жетон']), ja: chosen('トークン'), th: chosen('โทเค็น') },
  dice: { ru: seed('дайс', ['кубик']) },
  d20: { ru: seed('1D20', [' d20', '1d20']) },
}
