/**
 * The overlay's shapes for a preview (the ruler, a dragged model's reach ring and path — legal part green,
 * the rest red —, the terrain being drawn, the treasure and creature ghosts), drawn as plain Konva nodes:
 * the view redraws them on every pointer move without a React render (see `Overlay`). A move changes the
 * nodes of the last preview in place rather than building new ones: on a slow laptop, making the nodes
 * anew cost as much as drawing them.
 */
import type { Context } from 'konva/lib/Context'
import type { Group } from 'konva/lib/Group'
import type { Node } from 'konva/lib/Node'
import type { Shape, ShapeConfig } from 'konva/lib/Shape'
import { currentFontStack } from '../../../app/fonts'
import { Konva } from '../../../canvas/konva-core'
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

/** One node of a preview: a Konva shape and its attributes, or the readout beside the pointer. */
type Part =
  | { shape: 'circle' | 'line' | 'rect' | 'hexagon'; attrs: ShapeConfig }
  | { shape: 'tip'; at: Point; text: string; bad: boolean }

const flat = (points: readonly Point[]) => points.flatMap((p) => [p.x, p.y])

/** A readout beside the pointer: dark, or red when the move or spot is refused. */
const tip = (at: Point, text: string, bad = false): Part => ({ shape: 'tip', at, text, bad })

/** A treasure or creature being placed: its token in its colour (red where it may not go) and the readout. */
function ghost(
  shape: 'circle' | 'hexagon',
  { at, r, ok, text }: { at: Point; r: number; ok: boolean; text: string },
  colour: string,
): Part[] {
  return [
    { shape, attrs: { x: at.x, y: at.y, radius: r, fill: ok ? colour : '#dc2626', opacity: 0.6 } },
    tip(at, text, !ok),
  ]
}

/** The parts that draw `preview` at `unit` pixels per hundredth of an inch. */
function previewParts(preview: Preview, unit: number): Part[] {
  const w = 2 / unit
  switch (preview.kind) {
    case 'move': {
      const parts: Part[] = [
        {
          shape: 'circle',
          attrs: {
            x: preview.from.x,
            y: preview.from.y,
            radius: preview.allowance,
            stroke: '#2563eb',
            strokeWidth: w,
            dash: [8 / unit, 6 / unit],
          },
        },
        {
          shape: 'line',
          attrs: {
            points: flat([preview.from, ...preview.path]),
            stroke: '#dc2626',
            strokeWidth: w,
            dash: [4 / unit, 4 / unit],
          },
        },
        {
          shape: 'line',
          attrs: {
            points: flat([preview.from, ...preview.plan.path]),
            stroke: '#16a34a',
            strokeWidth: w * 1.5,
          },
        },
      ]
      if (preview.plan.allowance - preview.plan.cost > 0)
        parts.push({
          shape: 'circle',
          attrs: {
            x: preview.plan.end.x,
            y: preview.plan.end.y,
            radius: preview.plan.allowance - preview.plan.cost,
            stroke: '#16a34a',
            strokeWidth: w / 2,
            opacity: 0.6,
          },
        })
      const end = preview.path[preview.path.length - 1] ?? preview.from
      parts.push(tip(end, preview.text, !preview.plan.legal))
      return parts
    }
    case 'ruler':
      return [
        {
          shape: 'line',
          attrs: { points: flat([preview.a, preview.b]), stroke: '#7c3aed', strokeWidth: w * 1.5 },
        },
        { shape: 'circle', attrs: { x: preview.a.x, y: preview.a.y, radius: 4 / unit, fill: '#7c3aed' } },
        { shape: 'circle', attrs: { x: preview.b.x, y: preview.b.y, radius: 4 / unit, fill: '#7c3aed' } },
        tip(preview.b, preview.text),
      ]
    case 'deploy':
      return [tip(preview.at, preview.text, !preview.ok)]
    case 'treasure':
      return ghost('circle', preview, '#f5c518')
    case 'creature':
      return ghost('hexagon', preview, '#7c3aed')
    case 'rect':
      return [
        {
          shape: 'rect',
          attrs: {
            x: Math.min(preview.a.x, preview.b.x),
            y: Math.min(preview.a.y, preview.b.y),
            width: Math.abs(preview.b.x - preview.a.x),
            height: Math.abs(preview.b.y - preview.a.y),
            stroke: '#f59e0b',
            strokeWidth: w,
            dash: [6 / unit, 4 / unit],
          },
        },
      ]
    case 'polygon':
      return [
        {
          shape: 'line',
          attrs: {
            points: flat([...preview.points, ...(preview.cursor ? [preview.cursor] : [])]),
            stroke: '#f59e0b',
            strokeWidth: w,
            dash: [6 / unit, 4 / unit],
          },
        },
      ]
  }
}

/** The readout's look, in screen pixels: it draws undoing the layer's scale, which is `unit` (see drawTip). */
const TIP = { fontSize: 12, padding: 5, offset: 14, radius: 4, opacity: 0.88, ink: '#f9fafb' }
const TIP_COLOURS = { ok: '#111827', bad: '#7f1d1d' }

/** Where the readout's tag goes from its point, in screen pixels, and its lines. */
interface TipBox {
  x: number
  y: number
  width: number
  height: number
  lines: string[]
}

/**
 * Whether the shape is drawn in a layer turned half-way round (the table drawn for the far seat, issue 37):
 * the readout then turns back, so it reads upright for the player it is drawn for.
 */
const isTurned = (shape: Shape): boolean => shape.getAbsoluteTransform().getMatrix()[0]! < 0

/** The readout's font: its size in screen pixels, in the reader's font stack. */
const tipFont = () => `${TIP.fontSize}px ${currentFontStack()}`

/** A 2D context to measure text with, made on first use (the system is also imported by Node tests). */
let measurer: CanvasRenderingContext2D | null = null
/** Widths of lines already measured, by font and line: most of a readout's lines repeat from move to move. */
const widths = new Map<string, number>()

function lineWidth(font: string, line: string): number {
  const key = `${font}\n${line}`
  let width = widths.get(key)
  if (width === undefined) {
    measurer ??= document.createElement('canvas').getContext('2d')
    if (!measurer) return 0
    measurer.font = font
    width = measurer.measureText(line).width
    if (widths.size >= 512) widths.clear()
    widths.set(key, width)
  }
  return width
}

/**
 * The readout's box: as wide as its longest line (measured in the reader's font stack, see
 * konva-fonts.ts), below right of the point, or on the other side where the canvas would cut it off. The
 * overlay's canvas is sized from it before each draw (fitted-layer.ts).
 */
function tipBox(shape: Shape): TipBox {
  const lines = String(shape.getAttr('text')).split('\n')
  const font = tipFont()
  const width = Math.max(...lines.map((line) => lineWidth(font, line))) + 2 * TIP.padding
  const height = lines.length * TIP.fontSize + 2 * TIP.padding
  const at = shape.getAbsolutePosition()
  const stage = shape.getStage()
  const x = stage && at.x + TIP.offset + width > stage.width() ? -TIP.offset - width : TIP.offset
  const y = stage && at.y + TIP.offset + height > stage.height() ? -TIP.offset - height : TIP.offset
  return { x, y, width, height, lines }
}

/**
 * Draws the readout: a rounded tag and its lines. One shape rather than a Konva Label (a Tag and a Text):
 * a Label lays its text out again and resizes its tag on every change of the text, which was most of a
 * move's readout cost on a slow laptop, and the readout needs none of Text's wrapping. It draws in screen
 * pixels, in the very font its lines were measured in: the browser shapes each new line once, not once
 * for the measure and again at the layer's scale.
 */
function drawTip(context: Context, shape: Shape) {
  const unit: number = shape.getAttr('unit')
  const { x, y, width, height, lines } = tipBox(shape)
  context.scale(1 / unit, 1 / unit)
  if (isTurned(shape)) context.rotate(Math.PI)
  context.setAttr('font', tipFont())
  context.save()
  context.setAttr('globalAlpha', TIP.opacity)
  context.setAttr('fillStyle', shape.getAttr('bad') ? TIP_COLOURS.bad : TIP_COLOURS.ok)
  context.translate(x, y)
  context.beginPath()
  Konva.Util.drawRoundedRectPath(context, width, height, TIP.radius)
  context.closePath()
  context.fill()
  context.restore()
  context.setAttr('fillStyle', TIP.ink)
  context.setAttr('textBaseline', 'middle')
  context.setAttr('textAlign', 'left')
  lines.forEach((line, i) =>
    context.fillText(line, x + TIP.padding, y + TIP.padding + (i + 0.5) * TIP.fontSize),
  )
}

/** The readout as a shape, with its extent (in its own units) for the overlay's fitted canvas. */
function tipShape(attrs: ReturnType<typeof tipAttrs>): Shape {
  const shape = new Konva.Shape({ ...attrs, sceneFunc: drawTip })
  shape.getSelfRect = () => {
    const unit: number = shape.getAttr('unit')
    const { x, y, width, height } = tipBox(shape)
    // Turned back (drawTip), the box lies on the other side of the point in the shape's own units.
    const [left, top] = isTurned(shape) ? [-(x + width), -(y + height)] : [x, y]
    return { x: left / unit, y: top / unit, width: width / unit, height: height / unit }
  }
  return shape
}

function tipAttrs(part: Extract<Part, { shape: 'tip' }>, unit: number) {
  return { x: part.at.x, y: part.at.y, text: part.text, bad: part.bad, unit }
}

function makeNode(part: Part, unit: number): Node {
  switch (part.shape) {
    case 'circle':
      return new Konva.Circle(part.attrs)
    case 'line':
      return new Konva.Line(part.attrs)
    case 'rect':
      return new Konva.Rect(part.attrs)
    case 'hexagon':
      return new Konva.RegularPolygon({ sides: 6, radius: 0, ...part.attrs })
    case 'tip':
      return tipShape(tipAttrs(part, unit))
  }
}

function updateNode(node: Node, part: Part, unit: number) {
  node.setAttrs(part.shape === 'tip' ? tipAttrs(part, unit) : part.attrs)
}

/**
 * Makes `group`'s children draw `preview` (nothing for null). Nodes are kept from the last call while the
 * preview is of the same kind and the part at that place is the same shape, and updated in place; a
 * node's attributes are always set in full for its kind and place, so nothing stale carries over.
 */
export function drawPreview(group: Group, preview: Preview | null, unit: number) {
  const parts = preview ? previewParts(preview, unit) : []
  const children: Node[] = group.getChildren()
  let i = 0
  for (; i < parts.length && i < children.length; i++) {
    const key = `${preview!.kind}/${parts[i]!.shape}`
    if (children[i]!.getAttr('previewPart') !== key) break
    updateNode(children[i]!, parts[i]!, unit)
  }
  for (const stale of children.slice(i)) stale.destroy()
  for (; i < parts.length; i++) {
    const node = makeNode(parts[i]!, unit)
    node.setAttr('previewPart', `${preview!.kind}/${parts[i]!.shape}`)
    group.add(node as Group)
  }
}
