/**
 * The static board (CW-1): squares with file and rank labels, both Start Zones, the Obstacle Zone tint, the
 * three checking zones (CW-5.1) and the Power Stone at the centre intersection; then the obstacles.
 */
import { memo, useEffect, useRef } from 'react'
import { Group, Line, Rect, RegularPolygon, Text } from '../../../canvas/konva'
import type Konva from 'konva'
import { useCachedGroup } from '../../../canvas/cached-group'
import { PLAYER_COLOURS } from '../../../app/palette'
import { POWER_STONE, ZONE_SQUARES, squareName, type Square } from '../engine'
import { FILES, ROWS, squareOrigin, squaresRect, worldPoint, type BoardGeometry } from './layout'

const LIGHT = '#eee3c8'
const DARK = '#c4ae86'
const ZONE = '#f1c40f'

export const Board = memo(function Board({ g }: { g: BoardGeometry }) {
  // ~110 shapes that change only with the board's size: one bitmap on each redraw of the pieces' layer.
  const cached = useCachedGroup([g])
  const squares: React.ReactNode[] = []
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < FILES; x++) {
      const o = squareOrigin(g, { x, y })
      const start = y === 0 || y === ROWS - 1
      const fill = start
        ? y === 0
          ? PLAYER_COLOURS[0]
          : PLAYER_COLOURS[1]
        : (x + y) % 2 === 0
          ? DARK
          : LIGHT
      squares.push(
        <Rect
          key={`${x},${y}`}
          x={o.x}
          y={o.y}
          width={g.cell}
          height={g.cell}
          fill={fill}
          opacity={start ? 0.28 : 1}
          perfectDrawEnabled={false}
        />,
      )
    }
  }
  const zoneTint = Object.values(ZONE_SQUARES)
    .flat()
    .map((s) => {
      const o = squareOrigin(g, s)
      return (
        <Rect
          key={`z${s.x},${s.y}`}
          x={o.x}
          y={o.y}
          width={g.cell}
          height={g.cell}
          fill={ZONE}
          opacity={0.28}
          perfectDrawEnabled={false}
        />
      )
    })
  const zoneOutlines = Object.entries(ZONE_SQUARES).map(([id, squares]) => {
    const xs = squares.map((s) => s.x)
    const zone = squaresRect(g, { x: Math.min(...xs), y: 5 }, { x: Math.max(...xs), y: 4 })
    return (
      <Rect
        key={id}
        x={zone.x + 1.5}
        y={zone.y + 1.5}
        width={zone.width - 3}
        height={zone.height - 3}
        stroke="#b7950b"
        strokeWidth={2}
        dash={[6, 4]}
        perfectDrawEnabled={false}
      />
    )
  })
  const obstacleZone = squaresRect(g, { x: 0, y: 7 }, { x: FILES - 1, y: 2 })
  const stone = worldPoint(g, POWER_STONE)
  const font = Math.max(9, Math.round(g.cell * 0.22))
  // The labels keep to the same physical edges (below and left for the near seat): drawn for the far
  // seat they sit above and right in the frame, which the play area's turn puts back there.
  const near = g.facing === 'near'
  return (
    <Group ref={cached} name="cached" listening={false}>
      {squares}
      <Rect
        x={obstacleZone.x}
        y={obstacleZone.y}
        width={obstacleZone.width}
        height={obstacleZone.height}
        fill="#5d6d7e"
        opacity={0.1}
      />
      {zoneTint}
      {zoneOutlines}
      <RegularPolygon
        x={stone.x}
        y={stone.y}
        sides={4}
        radius={g.cell * 0.22}
        fill="#8e44ad"
        stroke="#f5eef8"
        strokeWidth={2}
      />
      <RegularPolygon x={stone.x} y={stone.y} sides={4} radius={g.cell * 0.09} fill="#f5eef8" />
      <Rect
        x={g.ox}
        y={g.oy}
        width={g.cell * FILES}
        height={g.cell * ROWS}
        stroke="#5b4a2f"
        strokeWidth={2}
      />
      <Line
        points={[g.ox, g.oy + g.cell, g.ox + g.cell * FILES, g.oy + g.cell]}
        stroke="#5b4a2f"
        strokeWidth={2}
      />
      <Line
        points={[g.ox, g.oy + g.cell * 9, g.ox + g.cell * FILES, g.oy + g.cell * 9]}
        stroke="#5b4a2f"
        strokeWidth={2}
      />
      {Array.from({ length: FILES }, (_, x) => (
        <Text
          key={`f${x}`}
          x={squareOrigin(g, { x, y: 0 }).x}
          y={near ? g.oy + g.cell * ROWS + 3 : g.oy - font - 3}
          width={g.cell}
          align="center"
          text={'abcdefgh'[x]!}
          fontSize={font}
          fill="#a9b0c0"
        />
      ))}
      {Array.from({ length: ROWS }, (_, y) => (
        <Text
          key={`r${y}`}
          x={near ? g.ox - font * 1.4 : g.ox + g.cell * FILES + font * 0.6}
          y={squareOrigin(g, { x: 0, y }).y + g.cell / 2 - font / 2}
          text={String(y)}
          fontSize={font}
          fill="#a9b0c0"
        />
      ))}
    </Group>
  )
})

/** CW-3.5 obstacles; new ones drop in one after another as the field is built. */
export function Obstacles({
  g,
  obstacles,
  animate,
}: {
  g: BoardGeometry
  obstacles: Square[]
  animate: number
}) {
  return (
    <Group listening={false}>
      {obstacles.map((s, i) => (
        <Obstacle key={squareName(s)} g={g} s={s} delay={animate > 0 ? i * animate : -1} />
      ))}
    </Group>
  )
}

function Obstacle({ g, s, delay }: { g: BoardGeometry; s: Square; delay: number }) {
  const node = useRef<Konva.Group>(null)
  const o = squareOrigin(g, s)
  const c = g.cell
  useEffect(() => {
    const n = node.current
    if (!n || delay < 0) return
    n.scale({ x: 0.1, y: 0.1 })
    n.opacity(0)
    const timer = setTimeout(() => n.to({ scaleX: 1, scaleY: 1, opacity: 1, duration: 0.35 }), delay)
    return () => clearTimeout(timer)
  }, [delay])
  return (
    <Group ref={node} x={o.x + c / 2} y={o.y + c / 2}>
      <Line
        points={[
          -0.38 * c,
          0.3 * c,
          -0.3 * c,
          -0.18 * c,
          -0.05 * c,
          -0.36 * c,
          0.28 * c,
          -0.26 * c,
          0.4 * c,
          0.12 * c,
          0.22 * c,
          0.34 * c,
        ]}
        closed
        fill="#6b6b6b"
        stroke="#3a3a3a"
        strokeWidth={2}
        perfectDrawEnabled={false}
      />
      <Line
        points={[-0.2 * c, -0.05 * c, 0.05 * c, -0.2 * c, 0.2 * c, 0.02 * c]}
        stroke="#8d8d8d"
        strokeWidth={2}
      />
    </Group>
  )
}
