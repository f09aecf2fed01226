/**
 * One token: its colour (palette), and always a shape and a letter too (never colour alone); the letter is
 * the colour's first sign in the reader's language (token-letters.ts), looked up once by the part that
 * draws the tokens rather than by each of the hundred-odd tokens (issue 36: a timeline jump mounts dozens).
 * Its handlers are stable functions of its parent, so a memoised token renders again only when it changes.
 */
import { memo } from 'react'
import { Group, RegularPolygon, Rect, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import { TOKEN_MARKS, textOn, tokenColour } from '../../../app/palette'
import type { Colour } from '../engine'

export interface TokenProps {
  id: string
  colour: Colour
  x: number
  y: number
  radius: number
  colourBlind: boolean
  /** The colour's letter in the reader's language (token-letters.ts). */
  letter: string
  /** The smallest readable font size in world units: the letter never goes below it (see readableFont). */
  minFont?: number
  draggable?: boolean
  dimmed?: boolean
  onDragStart?(): void
  /** The drag ended: the dragged node and the token's home (its x, y). */
  onDrop?(node: Konva.Node, home: { x: number; y: number }): void
}

const SIDES = { triangle: 3, square: 4, hexagon: 6 } as const

/**
 * The largest letter each shape holds, as a share of its radius: a full-width letter (赤, 紅, 綠) is as
 * wide as it is tall, so a triangle holds it only near its base and smaller than a Latin "R".
 */
const LETTER_FIT = {
  narrow: { triangle: 1.05, square: 1.05, hexagon: 1.05 },
  wide: { triangle: 0.72, square: 1.2, hexagon: 1.0 },
} as const

/** A full-width letter (CJK): wider than a Latin or Cyrillic capital of the same size. */
const isWide = (letter: string) => /[\u2E80-\u9FFF\uF900-\uFAFF]/.test(letter)

/** How much a shape may grow round its letter: more, and a pile of tokens hides its own letters. */
const MAX_GROWTH = 1.2

/**
 * The letter's size and the shape's radius: the letter as large as the shape holds and at least the
 * readable minimum, the shape growing round it; a full-width letter's shape grows only up to MAX_GROWTH,
 * beyond which the letter stays inside it (a little under the minimum: colour and shape still tell the token).
 */
export function tokenLetterFit(
  shape: keyof typeof SIDES,
  radius: number,
  minFont: number,
  letter: string,
): { font: number; radius: number } {
  const fit = LETTER_FIT[isWide(letter) ? 'wide' : 'narrow'][shape]
  const wanted = Math.max(radius * fit, minFont)
  // A Latin or Cyrillic letter is never under the readable minimum: its shape grows as much as it needs.
  if (!isWide(letter)) return { font: wanted, radius: Math.max(radius, wanted / fit) }
  const grown = Math.min(Math.max(radius, wanted / fit), radius * MAX_GROWTH)
  return { font: Math.min(wanted, grown * fit), radius: grown }
}

/** A draggable token shows the grab cursor (read from the token's group, so the handler is one function). */
const grabCursor = (e: Konva.KonvaEventObject<MouseEvent>) => {
  if (e.currentTarget.draggable()) e.target.getStage()!.container().style.cursor = 'grab'
}
const plainCursor = (e: Konva.KonvaEventObject<MouseEvent>) => {
  e.target.getStage()!.container().style.cursor = ''
}

export const Token = memo(function Token({
  id,
  colour,
  x,
  y,
  radius: size,
  colourBlind,
  letter,
  minFont = 0,
  draggable,
  dimmed,
  onDragStart,
  onDrop,
}: TokenProps) {
  const fill = tokenColour(colour, colourBlind)
  const mark = TOKEN_MARKS[colour]
  const shape =
    mark.shape === 'triangle' || mark.shape === 'square' || mark.shape === 'hexagon' ? mark.shape : 'hexagon'
  const fitted = tokenLetterFit(shape, size, minFont, letter)
  const radius = fitted.radius
  return (
    <Group
      id={id}
      x={x}
      y={y}
      draggable={draggable}
      opacity={dimmed ? 0.45 : 1}
      onDragStart={onDragStart}
      onDragEnd={onDrop && ((e) => onDrop(e.target, { x, y }))}
      onMouseEnter={grabCursor}
      onMouseLeave={plainCursor}
    >
      {shape === 'square' ? (
        <Rect
          x={-radius * 0.85}
          y={-radius * 0.85}
          width={radius * 1.7}
          height={radius * 1.7}
          fill={fill}
          stroke="#111"
          strokeWidth={1}
          cornerRadius={2}
          perfectDrawEnabled={false}
        />
      ) : (
        <RegularPolygon
          sides={SIDES[shape]}
          radius={shape === 'triangle' ? radius * 1.15 : radius}
          y={shape === 'triangle' ? radius * 0.15 : 0}
          fill={fill}
          stroke="#111"
          strokeWidth={1}
          perfectDrawEnabled={false}
        />
      )}
      <Text
        text={letter}
        x={-radius}
        // Centred where the shape is widest: a triangle's letter sits low, over its base.
        y={(shape === 'triangle' ? radius * 0.25 : 0) - fitted.font / 2}
        width={radius * 2}
        align="center"
        fontSize={fitted.font}
        fontStyle="bold"
        fill={textOn(fill)}
        listening={false}
      />
    </Group>
  )
})
