/**
 * The overlay's shapes for a preview (the ruler, a dragged model's reach ring and path — legal part green,
 * the rest red —, the terrain being drawn, the treasure and creature ghosts), built as plain Konva nodes:
 * the view redraws them on every pointer move without a React render (see `Overlay`).
 */
import type { Group } from 'konva/lib/Group'
import type { Shape } from 'konva/lib/Shape'
import type { Label } from 'konva/lib/shapes/Label'
import { Konva } from '../../../canvas/konva'
import type { MovePlan, Waypoint } from '../engine'
import type { Point } from './coords'

export type Preview =
  | { kind: 'move'; from: Point; allowance: number; path: Waypoint[]; plan: MovePlan; text: string }
  | { kind: 'ruler'; a: Point; b: Point; text: string }
  | { kind: 'deploy'; at: Point; ok: boolean; text: string }
  | { kind: 'treasure'; at: Point; r: number; ok: boolean; text: string }
  | { kind: 'creature'; at: Point; r: number; ok: boolean; text: string }
  | { kind: 'rect'; a: Point; b: Point }
  | { kind: 'polygon'; points: Point[]; cursor: Point | null }

const flat = (points: readonly Point[]) => points.flatMap((p) => [p.x, p.y])

/** A readout beside the pointer: dark, or red when the move or spot is refused. */
function tip(at: Point, text: string, unit: number, bad = false): Label {
  const label = new Konva.Label({ x: at.x, y: at.y, offsetY: -14 / unit, offsetX: -14 / unit })
  label.add(new Konva.Tag({ fill: bad ? '#7f1d1d' : '#111827', opacity: 0.88, cornerRadius: 4 / unit }))
  label.add(new Konva.Text({ text, fontSize: 12 / unit, padding: 5 / unit, fill: '#f9fafb' }))
  return label
}

/** The shapes that draw `preview` at `unit` pixels per hundredth of an inch. */
export function previewShapes(preview: Preview, unit: number): (Shape | Group)[] {
  const w = 2 / unit
  switch (preview.kind) {
    case 'move': {
      const shapes: (Shape | Group)[] = [
        new Konva.Circle({
          x: preview.from.x,
          y: preview.from.y,
          radius: preview.allowance,
          stroke: '#2563eb',
          strokeWidth: w,
          dash: [8 / unit, 6 / unit],
        }),
        new Konva.Line({
          points: flat([preview.from, ...preview.path]),
          stroke: '#dc2626',
          strokeWidth: w,
          dash: [4 / unit, 4 / unit],
        }),
        new Konva.Line({
          points: flat([preview.from, ...preview.plan.path]),
          stroke: '#16a34a',
          strokeWidth: w * 1.5,
        }),
      ]
      if (preview.plan.allowance - preview.plan.cost > 0)
        shapes.push(
          new Konva.Circle({
            x: preview.plan.end.x,
            y: preview.plan.end.y,
            radius: preview.plan.allowance - preview.plan.cost,
            stroke: '#16a34a',
            strokeWidth: w / 2,
            opacity: 0.6,
          }),
        )
      const end = preview.path[preview.path.length - 1] ?? preview.from
      shapes.push(tip(end, preview.text, unit, !preview.plan.legal))
      return shapes
    }
    case 'ruler':
      return [
        new Konva.Line({ points: flat([preview.a, preview.b]), stroke: '#7c3aed', strokeWidth: w * 1.5 }),
        new Konva.Circle({ x: preview.a.x, y: preview.a.y, radius: 4 / unit, fill: '#7c3aed' }),
        new Konva.Circle({ x: preview.b.x, y: preview.b.y, radius: 4 / unit, fill: '#7c3aed' }),
        tip(preview.b, preview.text, unit),
      ]
    case 'deploy':
      return [tip(preview.at, preview.text, unit, !preview.ok)]
    case 'treasure':
      return [
        new Konva.Circle({
          x: preview.at.x,
          y: preview.at.y,
          radius: preview.r,
          fill: preview.ok ? '#f5c518' : '#dc2626',
          opacity: 0.6,
        }),
        tip(preview.at, preview.text, unit, !preview.ok),
      ]
    case 'creature':
      return [
        new Konva.RegularPolygon({
          x: preview.at.x,
          y: preview.at.y,
          sides: 6,
          radius: preview.r,
          fill: preview.ok ? '#7c3aed' : '#dc2626',
          opacity: 0.6,
        }),
        tip(preview.at, preview.text, unit, !preview.ok),
      ]
    case 'rect':
      return [
        new Konva.Rect({
          x: Math.min(preview.a.x, preview.b.x),
          y: Math.min(preview.a.y, preview.b.y),
          width: Math.abs(preview.b.x - preview.a.x),
          height: Math.abs(preview.b.y - preview.a.y),
          stroke: '#f59e0b',
          strokeWidth: w,
          dash: [6 / unit, 4 / unit],
        }),
      ]
    case 'polygon':
      return [
        new Konva.Line({
          points: flat([...preview.points, ...(preview.cursor ? [preview.cursor] : [])]),
          stroke: '#f59e0b',
          strokeWidth: w,
          dash: [6 / unit, 4 / unit],
        }),
      ]
  }
}
