/**
 * The overlay: the ruler, a dragged model's reach ring and path (legal part green, the rest red), the
 * terrain being drawn, and the treasure ghost while placing. Not listening.
 */
import { Circle, Group, Label, Layer, Line, Rect, Tag, Text } from 'react-konva'
import { INCH, type MovePlan, type Waypoint } from '../engine'
import type { Point } from './coords'

export type Preview =
  | { kind: 'move'; from: Point; allowance: number; path: Waypoint[]; plan: MovePlan; text: string }
  | { kind: 'ruler'; a: Point; b: Point; text: string }
  | { kind: 'deploy'; at: Point; ok: boolean; text: string }
  | { kind: 'treasure'; at: Point; r: number; ok: boolean; text: string }
  | { kind: 'rect'; a: Point; b: Point }
  | { kind: 'polygon'; points: Point[]; cursor: Point | null }

interface Frame {
  x: number
  y: number
  scaleX: number
  scaleY: number
}

function Tip({ at, text, unit, bad }: { at: Point; text: string; unit: number; bad?: boolean }) {
  return (
    <Label x={at.x} y={at.y} offsetY={-14 / unit} offsetX={-14 / unit}>
      <Tag fill={bad ? '#7f1d1d' : '#111827'} opacity={0.88} cornerRadius={4 / unit} />
      <Text text={text} fontSize={12 / unit} padding={5 / unit} fill="#f9fafb" />
    </Label>
  )
}

export function Overlay({ preview, frame, unit }: { preview: Preview | null; frame: Frame; unit: number }) {
  if (!preview) return <Layer listening={false} {...frame} />
  const w = 2 / unit
  return (
    <Layer listening={false} {...frame}>
      {preview.kind === 'move' && (
        <Group>
          <Circle
            x={preview.from.x}
            y={preview.from.y}
            radius={preview.allowance}
            stroke="#2563eb"
            strokeWidth={w}
            dash={[8 / unit, 6 / unit]}
          />
          <Line
            points={[preview.from, ...preview.path].flatMap((p) => [p.x, p.y])}
            stroke="#dc2626"
            strokeWidth={w}
            dash={[4 / unit, 4 / unit]}
          />
          <Line
            points={[preview.from, ...preview.plan.path].flatMap((p) => [p.x, p.y])}
            stroke="#16a34a"
            strokeWidth={w * 1.5}
          />
          {preview.plan.allowance - preview.plan.cost > 0 && (
            <Circle
              x={preview.plan.end.x}
              y={preview.plan.end.y}
              radius={preview.plan.allowance - preview.plan.cost}
              stroke="#16a34a"
              strokeWidth={w / 2}
              opacity={0.6}
            />
          )}
          <Tip
            at={preview.path[preview.path.length - 1] ?? preview.from}
            text={preview.text}
            unit={unit}
            bad={!preview.plan.legal}
          />
        </Group>
      )}
      {preview.kind === 'ruler' && (
        <Group>
          <Line
            points={[preview.a.x, preview.a.y, preview.b.x, preview.b.y]}
            stroke="#7c3aed"
            strokeWidth={w * 1.5}
          />
          <Circle x={preview.a.x} y={preview.a.y} radius={4 / unit} fill="#7c3aed" />
          <Circle x={preview.b.x} y={preview.b.y} radius={4 / unit} fill="#7c3aed" />
          <Tip at={preview.b} text={preview.text} unit={unit} />
        </Group>
      )}
      {preview.kind === 'deploy' && <Tip at={preview.at} text={preview.text} unit={unit} bad={!preview.ok} />}
      {preview.kind === 'treasure' && (
        <Group>
          <Circle
            x={preview.at.x}
            y={preview.at.y}
            radius={preview.r}
            fill={preview.ok ? '#f5c518' : '#dc2626'}
            opacity={0.6}
          />
          <Tip at={preview.at} text={preview.text} unit={unit} bad={!preview.ok} />
        </Group>
      )}
      {preview.kind === 'rect' && (
        <Rect
          x={Math.min(preview.a.x, preview.b.x)}
          y={Math.min(preview.a.y, preview.b.y)}
          width={Math.abs(preview.b.x - preview.a.x)}
          height={Math.abs(preview.b.y - preview.a.y)}
          stroke="#f59e0b"
          strokeWidth={w}
          dash={[6 / unit, 4 / unit]}
        />
      )}
      {preview.kind === 'polygon' && (
        <Line
          points={[...preview.points, ...(preview.cursor ? [preview.cursor] : [])].flatMap((p) => [p.x, p.y])}
          stroke="#f59e0b"
          strokeWidth={w}
          dash={[6 / unit, 4 / unit]}
        />
      )}
    </Layer>
  )
}

/** Inches with two decimals, trailing zeros dropped: 537 → 5.37". */
export const inches = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`
