import { describe, expect, it } from 'vitest'
import { Group } from 'konva/lib/Group'
import {
  readerPoint,
  tableFrame,
  toWorld,
  upright,
  type Point,
  type TableFrame,
} from '../../../../src/ui/systems/frostgrave/canvas/coords'
import { layOutLabels } from '../../../../src/ui/systems/frostgrave/canvas/label-layout'

describe('Frostgrave table coordinates', () => {
  it('fits the whole table in the canvas, centred horizontally', () => {
    const f = tableFrame(3600, 1000, 700)
    expect(f.scaleX).toBeCloseTo((700 - 32) / 3600, 9)
    expect(f.x + 3600 * f.scaleX).toBeCloseTo(1000 - f.x, 9)
    expect(f.y + 3600 * f.scaleY).toBeLessThanOrEqual(700)
  })

  it('maps a pointer back to the table point under it, at any zoom and pan', () => {
    const f = tableFrame(2400, 900, 600)
    for (const camera of [
      { scale: 1, x: 0, y: 0 },
      { scale: 2.5, x: -300, y: 120 },
    ]) {
      const world = { x: 1234, y: 567 }
      const px = {
        x: (f.x + world.x * f.scaleX) * camera.scale + camera.x,
        y: (f.y + world.y * f.scaleY) * camera.scale + camera.y,
      }
      expect(toWorld(px, camera, f)).toEqual(world)
    }
  })
})

/**
 * Face the player (issue 37): drawn for the far seat, the table's layer is turned 180° about the canvas's
 * centre; the play area's CSS turn (a point p of a w × h canvas goes to (w − x, h − y)) then puts every
 * table point back where the near seat's drawing has it. The layer's transform is Konva's own, from the
 * frame's attributes, so these check what the canvas draws.
 */
describe('Frostgrave table coordinates, drawn for the far seat', () => {
  const drawnAt = (frame: TableFrame, p: Point) => new Group({ ...frame }).getTransform().point(p)
  const cssTurn = (p: Point, w: number, h: number) => ({ x: w - p.x, y: h - p.y })
  // A laptop's canvas beside the controls, and a tall tablet's under them (the table keeps to the top).
  const canvases = [
    { size: 3600, width: 1066, height: 768 },
    { size: 2400, width: 800, height: 1168 },
  ]
  const points = [
    { x: 0, y: 0 },
    { x: 3600, y: 3600 },
    { x: 1234, y: 2987 },
    { x: 300, y: 1800 },
  ]

  it('keeps every table point physically in place through the CSS turn', () => {
    for (const { size, width, height } of canvases) {
      const near = tableFrame(size, width, height, 'near')
      const far = tableFrame(size, width, height, 'far')
      expect(far.rotation).toBe(180)
      expect(near.rotation).toBe(0)
      for (const p of points) {
        const physical = cssTurn(drawnAt(far, p), width, height)
        const before = drawnAt(near, p)
        expect(physical.x).toBeCloseTo(before.x, 6)
        expect(physical.y).toBeCloseTo(before.y, 6)
      }
    }
  })

  it('draws the north edge at the bottom of the frame the far player reads', () => {
    const far = tableFrame(3600, 1066, 768, 'far')
    expect(drawnAt(far, { x: 1800, y: 0 }).y).toBeGreaterThan(drawnAt(far, { x: 1800, y: 3600 }).y)
    // and the west edge on the right, as the player across the table sees it
    expect(drawnAt(far, { x: 0, y: 1800 }).x).toBeGreaterThan(drawnAt(far, { x: 3600, y: 1800 }).x)
  })

  it('reads a pointer on the turned table as the table point under it, at any zoom and pan', () => {
    const f = tableFrame(2400, 900, 600, 'far')
    for (const camera of [
      { scale: 1, x: 0, y: 0 },
      { scale: 2.5, x: -300, y: 120 },
    ]) {
      for (const world of points.filter((p) => p.x <= 2400 && p.y <= 2400)) {
        const at = drawnAt(f, world)
        const px = { x: at.x * camera.scale + camera.x, y: at.y * camera.scale + camera.y }
        expect(toWorld(px, camera, f)).toEqual(world)
      }
    }
  })

  it("turns a piece's text back upright inside the turned layer", () => {
    const layer = new Group({ ...tableFrame(3600, 1066, 768, 'far') })
    const piece = new Group({ x: 500, y: 700, rotation: upright('far') })
    const label = new Group({ y: 40 })
    layer.add(piece)
    piece.add(label)
    const m = label.getAbsoluteTransform().getMatrix()
    // No rotation left (a positive scale on both axes, no shear): the far player reads it upright ...
    expect(m[0]).toBeGreaterThan(0)
    expect(m[3]).toBeGreaterThan(0)
    expect(Math.abs(m[1]!)).toBeLessThan(1e-9)
    // ... and a label below the base in the piece's frame is below it on the frame that player reads.
    expect(label.getAbsolutePosition().y).toBeGreaterThan(piece.getAbsolutePosition().y)
    expect(upright('near')).toBe(0)
  })

  it("lays out labels in the reader's frame: a model by the north edge shows its name above, for the far seat", () => {
    const model = { id: 'm', x: 1800, y: 60, r: 50, text: 'Ysolde', wounded: false }
    const place = (facing: 'near' | 'far') =>
      layOutLabels([{ ...model, ...readerPoint(model, 3600, facing) }], 0.2, 3600).get('m')
    // Near, the name hangs south of the base, onto the table; far, the reader's "below" is off the table.
    expect(place('near')).toBe('below')
    expect(place('far')).toBe('above')
  })
})
