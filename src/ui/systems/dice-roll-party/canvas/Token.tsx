/**
 * One token: its colour (palette), and always a shape and a letter too (never colour alone); the letter is
 * the colour's first sign in the reader's language (token-letters.ts), looked up once by the part that
 * draws the tokens rather than by each of the hundred-odd tokens (issue 36: a timeline jump mounts dozens).
 * Its handlers are stable functions of its parent, so a memoised token renders again only when it changes.
 */
import { memo } from 'react'
import type Konva from 'konva'
import { Group, Konva as KonvaCore, Shape } from '../../../canvas/konva'
import { fillCentredText } from '../../../canvas/centred-text'
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

/** What one token's shape draws (its `token` attribute). */
interface TokenLook {
  shape: keyof typeof SIDES
  radius: number
  letter: string
  /** The letter's font size. */
  size: number
  ink: string
}

/**
 * The token's outline about its centre: a rounded square, or a regular polygon point up (a triangle a little
 * larger and lower, so its letter fits over its base), as Konva's Rect and RegularPolygon draw them.
 */
function outlineToken(ctx: Konva.Context, node: Konva.Shape): void {
  const { shape, radius } = node.getAttr('token') as TokenLook
  ctx.beginPath()
  if (shape === 'square') {
    ctx.translate(-radius * 0.85, -radius * 0.85)
    KonvaCore.Util.drawRoundedRectPath(ctx, radius * 1.7, radius * 1.7, 2)
    ctx.translate(radius * 0.85, radius * 0.85)
  } else {
    const sides = SIDES[shape]
    const r = shape === 'triangle' ? radius * 1.15 : radius
    const dy = shape === 'triangle' ? radius * 0.15 : 0
    for (let n = 0; n < sides; n++) {
      const a = (n * 2 * Math.PI) / sides
      if (n === 0) ctx.moveTo(r * Math.sin(a), dy - r * Math.cos(a))
      else ctx.lineTo(r * Math.sin(a), dy - r * Math.cos(a))
    }
  }
  ctx.closePath()
  ctx.fillStrokeShape(node)
}

/**
 * How far a token's box reaches from its centre, as a share of its radius: the triangle's points reach
 * 1.15. The shape's box (its x, y, width and height) is what Konva measures for a drag's snapshot and a
 * cache; it is drawn from the box's centre.
 */
const REACH = 1.15

/** The token's hit region: its outline (its letter is not drawn into the hit graph). */
function outlineInBox(ctx: Konva.Context, node: Konva.Shape): void {
  ctx.translate(node.width() / 2, node.height() / 2)
  outlineToken(ctx, node)
}

/**
 * The token in one shape: its outline, then its letter centred where the shape is widest (over a
 * triangle's base). A shape and a Text node each cost a draw of their own, with Konva's text layout on top;
 * a mat holds a hundred-odd tokens, redrawn on every move and timeline step (issue 36).
 */
function drawToken(ctx: Konva.Context, node: Konva.Shape): void {
  outlineInBox(ctx, node)
  const { shape, radius, letter, size, ink } = node.getAttr('token') as TokenLook
  fillCentredText(ctx, letter, 0, shape === 'triangle' ? radius * 0.25 : 0, size, ink)
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
      // A token that cannot be dragged takes no pointer: nothing else listens on a token, and the hundred-odd
      // still ones were drawn into the hit graph again on every move and timeline step (issue 36).
      listening={Boolean(draggable)}
      opacity={dimmed ? 0.45 : 1}
      onDragStart={onDragStart}
      onDragEnd={onDrop && ((e) => onDrop(e.target, { x, y }))}
      onMouseEnter={grabCursor}
      onMouseLeave={plainCursor}
    >
      <Shape
        x={-radius * REACH}
        y={-radius * REACH}
        width={radius * REACH * 2}
        height={radius * REACH * 2}
        sceneFunc={drawToken}
        hitFunc={outlineInBox}
        fill={fill}
        stroke="#111"
        strokeWidth={1}
        perfectDrawEnabled={false}
        token={{ shape, radius, letter, size: fitted.font, ink: textOn(fill) } satisfies TokenLook}
      />
    </Group>
  )
})
