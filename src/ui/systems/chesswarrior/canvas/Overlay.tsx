/**
 * Clickable squares with the highlights the engine allows (legal steps, reach, placement squares, a direct
 * line), and the three sight lines of CW-8.2 with the hit rate they leave.
 */
import { Circle, Group, Label, Layer, Line, Rect, Tag, Text } from '../../../canvas/konva'
import { useCachedGroup } from '../../../canvas/cached-group'
import { squareName, type Square } from '../engine'
import { FILES, ROWS, squareCentre, squareOrigin, worldPoint, type BoardGeometry } from './layout'

export type SquareMark = 'step' | 'reach' | 'place' | 'line' | 'path'

const FILL: Record<SquareMark, string> = {
  step: '#27ae60',
  reach: '#82e0aa',
  place: '#3498db',
  line: '#e67e22',
  path: '#1e8449',
}

export function Squares({
  g,
  marks,
  onSquareClick,
}: {
  g: BoardGeometry
  marks: Map<string, SquareMark>
  onSquareClick(s: Square): void
}) {
  // The 80 clear squares that take clicks change only with the board's size: their hit graph comes from
  // one bitmap. The highlights are drawn apart, as few as they are.
  const cached = useCachedGroup([g])
  const cells: React.ReactNode[] = []
  const shown: React.ReactNode[] = []
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < FILES; x++) {
      const s = { x, y }
      const name = squareName(s)
      const o = squareOrigin(g, s)
      const mark = marks.get(name)
      cells.push(
        <Rect
          key={name}
          id={`square:${name}`}
          x={o.x}
          y={o.y}
          width={g.cell}
          height={g.cell}
          fill="rgba(0,0,0,0)"
          onClick={() => onSquareClick(s)}
          onTap={() => onSquareClick(s)}
          perfectDrawEnabled={false}
        />,
      )
      if (mark)
        shown.push(
          <Rect
            key={name}
            x={o.x}
            y={o.y}
            width={g.cell}
            height={g.cell}
            fill={FILL[mark]}
            opacity={mark === 'reach' ? 0.35 : 0.5}
            stroke={mark === 'step' || mark === 'place' ? FILL[mark] : undefined}
            strokeWidth={2}
            perfectDrawEnabled={false}
          />,
        )
    }
  }
  return (
    <>
      <Group listening={false}>{shown}</Group>
      <Group ref={cached} name="cached">
        {cells}
      </Group>
    </>
  )
}

export interface SightDrawing {
  lines: { from: { x: number; y: number }; to: { x: number; y: number }; blocked: boolean }[]
  target: Square
  label: string
}

export function SightLayer({ g, sight }: { g: BoardGeometry; sight: SightDrawing | null }) {
  if (!sight) return null
  const at = squareCentre(g, sight.target)
  return (
    <Layer listening={false}>
      {sight.lines.map((l, i) => {
        const a = worldPoint(g, l.from)
        const b = worldPoint(g, l.to)
        return (
          <Line
            key={i}
            points={[a.x, a.y, b.x, b.y]}
            stroke={l.blocked ? '#c0392b' : '#27ae60'}
            strokeWidth={i === 0 ? 3 : 2}
            dash={l.blocked ? [8, 5] : undefined}
            opacity={0.9}
          />
        )
      })}
      <Circle x={at.x} y={at.y} radius={g.cell * 0.46} stroke="#c0392b" strokeWidth={3} />
      <Label x={at.x} y={at.y - g.cell * 0.55}>
        <Tag
          fill="#1b1b1b"
          opacity={0.85}
          cornerRadius={4}
          pointerDirection="down"
          pointerWidth={8}
          pointerHeight={6}
        />
        <Text text={sight.label} fill="#fff" padding={5} fontSize={13} />
      </Label>
    </Layer>
  )
}
