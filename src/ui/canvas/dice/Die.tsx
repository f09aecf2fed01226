/**
 * One die on a react-konva canvas: its real shape, the face, and a state colour (critical, kept, dropped,
 * highlighted, fumble). `rollMs` tumbles it for a moment before it lands on `face` (see `die-look.ts`).
 */
import { useEffect, useRef, useState } from 'react'
import { Group, Line, Text } from '../konva'
import type Konva from 'konva'
import { dieLook, faceFontSize, firstTumbleFace, tumbleDie, type DieState } from './die-look'

export type { DieState } from './die-look'

export interface DieProps {
  sides: number
  face: number
  x: number
  y: number
  /** Radius in pixels. */
  size: number
  state?: DieState
  /** Tumble before landing, for this many milliseconds (0: show the face at once). */
  rollMs?: number
  /** Called once the die has landed. */
  onLanded?(): void
  /** Marks the die (e.g. the last round's highest die) with a ring. */
  marked?: boolean
  name?: string
}

export function Die({
  sides,
  face,
  x,
  y,
  size,
  state = 'normal',
  rollMs = 0,
  onLanded,
  marked = false,
  name,
}: DieProps) {
  const [shown, setShown] = useState(rollMs > 0 ? firstTumbleFace(face, sides) : face)
  const group = useRef<Konva.Group>(null)
  const landed = useRef(onLanded)
  landed.current = onLanded

  useEffect(
    () =>
      tumbleDie({
        sides,
        face,
        rollMs,
        show: setShown,
        // Upright, also when a skip cut a tumble short (a 9 left at an angle reads as a 6).
        turn: (degrees) => group.current?.rotation(degrees),
        landed: () => landed.current?.(),
      }),
    [face, rollMs, sides],
  )

  const look = dieLook(sides, size, state, marked)
  return (
    <Group ref={group} x={x} y={y} name={name} opacity={look.opacity}>
      {look.ring && <Line {...look.ring} />}
      <Line {...look.body} />
      {look.facets.map((facet, i) => (
        <Line key={i} {...facet} />
      ))}
      <Text {...look.face} text={String(shown)} fontSize={faceFontSize(size, shown)} />
    </Group>
  )
}
