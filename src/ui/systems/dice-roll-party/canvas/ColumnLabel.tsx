/**
 * A group column's name (DRP-2.3: time, attack, defence, form) on one line. On a tablet the mats are drawn
 * small and the readable font (≥ 11 px on screen) is wider than a column: Konva would break the word
 * inside ('Attac/k', 'Defen/ce'), so the name is squeezed sideways instead — its letters keep their
 * height — down to 70 % of its width, and centred over its column.
 */
import { useMemo } from 'react'
import { Konva } from '../../../canvas/konva-core'
import type { Facing } from '../../../canvas/facing'
import { FacedText } from '../../../canvas/FacedText'
import { WORLD_BOX, type Rect } from './layout'

/** Narrower than this the letters read badly; a name that still does not fit runs past its column. */
const MOST_SQUEEZED = 0.7

/** How much a text `natural` wide is squeezed to fit `room` (1: not at all). */
export const squeezeFor = (natural: number, room: number): number =>
  natural > room ? Math.max(MOST_SQUEEZED, room / natural) : 1

export function ColumnLabel({
  text,
  column,
  fontSize,
  facing,
}: {
  text: string
  column: Rect
  fontSize: number
  facing: Facing
}) {
  // Konva's own measure of the line (its font stack, konva-fonts.ts), from a node never drawn.
  const natural = useMemo(() => new Konva.Text({ text, fontSize, wrap: 'none' }).width(), [text, fontSize])
  const squeeze = squeezeFor(natural, column.width - 4)
  return (
    <FacedText
      box={WORLD_BOX}
      facing={facing}
      x={column.x + (column.width - natural * squeeze) / 2}
      y={column.y + 4}
      text={text}
      wrap="none"
      fontSize={fontSize}
      scaleX={squeeze}
      fill="#444"
    />
  )
}
