/**
 * One token: its colour (palette), and always a shape and a letter too (never colour alone); the letter is
 * the colour's first sign in the reader's language (token-letters.ts).
 */
import { memo } from 'react'
import { Group, RegularPolygon, Rect, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import { TOKEN_MARKS, textOn, tokenColour } from '../../../app/palette'
import type { Colour } from '../engine'
import { useTokenLetter } from '../token-letters'

export interface TokenProps {
  id: string
  colour: Colour
  x: number
  y: number
  radius: number
  colourBlind: boolean
  /** The smallest readable font size in world units: the letter never goes below it (see readableFont). */
  minFont?: number
  draggable?: boolean
  dimmed?: boolean
  onDragStart?(e: Konva.KonvaEventObject<DragEvent>): void
  onDragEnd?(e: Konva.KonvaEventObject<DragEvent>): void
}

const SIDES = { triangle: 3, square: 4, hexagon: 6 } as const

export const Token = memo(function Token({
  id,
  colour,
  x,
  y,
  radius,
  colourBlind,
  minFont = 0,
  draggable,
  dimmed,
  onDragStart,
  onDragEnd,
}: TokenProps) {
  const fill = tokenColour(colour, colourBlind)
  const mark = TOKEN_MARKS[colour]
  const letter = useTokenLetter(colour)
  const shape =
    mark.shape === 'triangle' || mark.shape === 'square' || mark.shape === 'hexagon' ? mark.shape : 'hexagon'
  return (
    <Group
      id={id}
      x={x}
      y={y}
      draggable={draggable}
      opacity={dimmed ? 0.45 : 1}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onMouseEnter={(e) => {
        if (draggable) e.target.getStage()!.container().style.cursor = 'grab'
      }}
      onMouseLeave={(e) => {
        e.target.getStage()!.container().style.cursor = ''
      }}
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
        y={-radius * 0.5 + (shape === 'triangle' ? radius * 0.2 : 0)}
        width={radius * 2}
        align="center"
        fontSize={Math.max(radius * 1.05, minFont)}
        fontStyle="bold"
        fill={textOn(fill)}
        listening={false}
      />
    </Group>
  )
})
