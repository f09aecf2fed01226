/**
 * A Konva text placed for a board drawn for either seat (issue 37, "face the player", facing.ts): given
 * where it stands in the near seat's drawing, for the far seat it is anchored at the turned point by its
 * own far corner and aligned the other way, so its letters cover the turned box of the near drawing's
 * letters and still read upright. Its size is Konva's own measure, so a wrapped or translated text of
 * any length turns exactly.
 */
import { useLayoutEffect, useRef, type ComponentProps } from 'react'
import type Konva from 'konva'
import { Text } from './konva'
import { facePoint, type Box, type Facing } from './facing'

export type TextProps = ComponentProps<typeof Text>

const TURNED_ALIGN: Record<string, string> = { left: 'right', right: 'left', center: 'center' }

export function FacedText({
  box,
  facing,
  x = 0,
  y = 0,
  align = 'left',
  ...rest
}: TextProps & {
  /** The box the drawing turns about (the board's own frame). */
  box: Box
  facing: Facing
}) {
  const ref = useRef<Konva.Text>(null)
  const far = facing === 'far'
  // After every render: the text or its font may have changed its measured size.
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const offset = far ? { x: node.width(), y: node.height() } : { x: 0, y: 0 }
    if (node.offsetX() !== offset.x || node.offsetY() !== offset.y) node.offset(offset)
  })
  const at = facePoint({ x, y }, box, facing)
  return <Text ref={ref} {...rest} x={at.x} y={at.y} align={far ? (TURNED_ALIGN[align] ?? align) : align} />
}
