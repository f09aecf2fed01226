/**
 * Canvas text sizes (issue 15: never below 11 px on screen at 1366×768). The layers draw in table units
 * (hundredths of an inch) under the fit transform and the camera, so a size in table units shows at
 * `size × unit` pixels; `unit` changes once per zoom (or resize), never per pointer move, and the sizes
 * below are derived from it when the pieces render, not in the drag path.
 *
 * Zoomed out, a text keeps 11 px rather than shrinking with the table: the names, terrain labels and
 * readouts say what a piece is when its colour and shape are too small to tell, so they stay readable at
 * every zoom. A mark drawn inside a piece (a model's letter, a treasure's $) cannot grow past its piece
 * without covering its neighbours: once an 11 px mark no longer fits on its base it is left out (a mark
 * that spills off its piece, or one too small to read, is noise), and the name beside the base remains.
 */
import { labelWidthPx } from './label-layout'

/** The smallest text drawn on the canvas, in screen pixels. */
export const MIN_TEXT_PX = 11

/** The font size (table units) for a text of `size` table units, raised so that it shows at 11 px or more. */
export const readableFont = (size: number, unit: number): number => Math.max(size, MIN_TEXT_PX / unit)

/**
 * The font size (table units) of a one-character mark drawn centred in a piece of radius `r` (table units):
 * `size` raised to 11 px on screen, or null when that is more than the piece's diameter. A capital is about
 * 0.72 of its font size tall and at most 0.94 wide, so up to that point it sits on the base (a wide W's
 * corners reach the wizard's thick rim at the limit) and never spills onto its neighbours.
 */
export function pieceMarkFont(size: number, r: number, unit: number): number | null {
  const font = readableFont(size, unit)
  return font <= 2 * r ? font : null
}

/**
 * Whether the wizard's inner ring (radius 0.72 r) still clears a letter of font size `font`: a bold W is
 * about 0.6 of its font size from its centre to its corners; nearer, the ring would cross the letter and
 * the W alone (with the wizard's thick rim) marks the wizard.
 */
export const ringClearsMark = (font: number, r: number): boolean => 0.6 * font <= 0.72 * r

/** The lines `text` takes word-wrapped at `widthPx` (11 px text); a word wider than a line breaks by letter. */
function wrappedLines(text: string, widthPx: number): number {
  let lines = 0
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word
    if (labelWidthPx(joined) <= widthPx) {
      line = joined
      continue
    }
    if (line) lines++
    line = ''
    for (const ch of word) {
      if (line && labelWidthPx(line + ch) > widthPx) {
        lines++
        line = ''
      }
      line += ch
    }
  }
  return lines + (line ? 1 : 0)
}

/**
 * The first of `candidates` (longest first) that fits, at 11 px, word-wrapped inside a box of
 * `widthPx` × `heightPx` screen pixels, or null when none does (the label is left out). A terrain label
 * stays inside its piece: outside it lands on the board or a neighbour, and a blocking piece's white
 * label can no longer be read at all off its dark fill.
 */
export function fitLabel(candidates: readonly string[], widthPx: number, heightPx: number): string | null {
  const rows = Math.floor(heightPx / MIN_TEXT_PX)
  if (rows < 1 || widthPx < labelWidthPx('M')) return null
  return candidates.find((text) => wrappedLines(text, widthPx) <= rows) ?? null
}
