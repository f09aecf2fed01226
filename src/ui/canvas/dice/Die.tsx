/**
 * One die on a Konva canvas: its real shape, the face, and a state colour (critical, kept, dropped,
 * highlighted, fumble). `rolling` tumbles it for a moment before it lands on `face`; the tumble is cosmetic
 * and only ever shows an outcome that already exists.
 */
import { useEffect, useRef, useState } from 'react'
import { beginRoll } from './rolling'
import { Group, Line, Text } from '../konva'
import type Konva from 'konva'
import { OUTCOME_COLOURS } from '../../app/palette'
import { dieFacets, dieOutline, faceOffsetY } from './die-shapes'

export type DieState = 'normal' | 'critical' | 'kept' | 'dropped' | 'highlight' | 'fumble'

const FILL: Record<DieState, string> = {
  normal: '#f5f1e6',
  critical: OUTCOME_COLOURS.critical,
  kept: '#cfe8ff',
  dropped: '#8a8a8a',
  highlight: '#9fe3c8',
  fumble: OUTCOME_COLOURS.fumble,
}

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
  const [shown, setShown] = useState(rollMs > 0 ? 1 + ((face * 7) % sides) : face)
  const group = useRef<Konva.Group>(null)
  const landed = useRef(onLanded)
  landed.current = onLanded

  useEffect(() => {
    if (rollMs <= 0) {
      setShown(face)
      // Upright, also when a skip cut a tumble short (a 9 left at an angle reads as a 6).
      if (group.current?.rotation()) {
        group.current.rotation(0)
        group.current.getLayer()?.batchDraw()
      }
      landed.current?.()
      return
    }
    const start = performance.now()
    const rolled = beginRoll()
    let frame = 0
    let lastSwap = 0
    const tick = (now: number) => {
      const t = now - start
      if (t >= rollMs) {
        setShown(face)
        group.current?.rotation(0)
        rolled()
        landed.current?.()
        return
      }
      if (now - lastSwap > 70) {
        lastSwap = now
        setShown(1 + Math.floor(Math.random() * sides))
      }
      // Spin fast, then settle: rotation eases out to zero as the die lands.
      const remaining = 1 - t / rollMs
      group.current?.rotation(remaining * remaining * 540)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      rolled()
    }
  }, [face, rollMs, sides])

  const points = dieOutline(sides).map((v) => v * size)
  const fill = FILL[state]
  const ink = state === 'dropped' ? '#3a3a3a' : '#1b1b1b'
  return (
    <Group ref={group} x={x} y={y} name={name} opacity={state === 'dropped' ? 0.65 : 1}>
      {marked && (
        <Line
          points={dieOutline(sides).map((v) => v * (size + 5))}
          closed
          stroke="#ffffff"
          strokeWidth={3}
          dash={[6, 3]}
          listening={false}
          perfectDrawEnabled={false}
        />
      )}
      <Line
        points={points}
        closed
        fill={fill}
        stroke="#1b1b1b"
        strokeWidth={2}
        lineJoin="round"
        perfectDrawEnabled={false}
        shadowForStrokeEnabled={false}
      />
      {dieFacets(sides).map((facet, i) => (
        <Line
          key={i}
          points={facet.map((v) => v * size)}
          stroke="rgba(0,0,0,0.25)"
          strokeWidth={1}
          listening={false}
          perfectDrawEnabled={false}
        />
      ))}
      <Text
        text={String(shown)}
        x={-size}
        y={-size + faceOffsetY(sides) * size}
        width={size * 2}
        height={size * 2}
        align="center"
        verticalAlign="middle"
        fontSize={size * (shown >= 10 ? 0.8 : 0.95)}
        fontStyle="bold"
        fill={ink}
        listening={false}
        perfectDrawEnabled={false}
      />
    </Group>
  )
}
