/**
 * World ↔ pixel: the world is the table in hundredths of an inch; the layers carry a fit transform (the
 * table fills the canvas) under the stage's camera (zoom and pan). Drawn for the far seat (issue 37, face
 * the player) the fit transform is turned 180° about the canvas's centre: the play area's CSS turn then
 * puts every model, treasure and terrain piece back where it physically lies on the glass.
 */
import type { Camera } from '../../../canvas/use-zoom-pan'
import { facePoint, type Facing } from '../../../canvas/facing'

export interface Point {
  x: number
  y: number
}

export interface TableFrame {
  x: number
  y: number
  scaleX: number
  scaleY: number
  /** 180 when drawn for the far seat (Konva turns the layer about its origin, `x`/`y`). */
  rotation: 0 | 180
}

const MARGIN = 16

/** The fit transform for a table of `size` hundredths in a `width` × `height` canvas, drawn for `facing`. */
export function tableFrame(size: number, width: number, height: number, facing: Facing = 'near'): TableFrame {
  const fit = Math.max(0.01, Math.min(width - 2 * MARGIN, height - 2 * MARGIN) / size)
  const origin = { x: (width - size * fit) / 2, y: MARGIN }
  // About the canvas's centre, not the table's: on a tall canvas the table keeps to the top, and the CSS
  // turn (of the canvas's box) puts it back there only if it is drawn at the bottom.
  const at = facePoint(origin, { x: 0, y: 0, width, height }, facing)
  return { ...at, scaleX: fit, scaleY: fit, rotation: facing === 'far' ? 180 : 0 }
}

/** A stage pointer position (canvas pixels) as a table point (whole hundredths of an inch). */
export function toWorld(p: Point, camera: Camera, frame: TableFrame): Point {
  // Turned half-way round, a step right on the canvas is a step west on the table.
  const sign = frame.rotation === 180 ? -1 : 1
  // (+ 0 turns the −0 that rounding gives along the turned far edges into 0.)
  return {
    x: Math.round((sign * ((p.x - camera.x) / camera.scale - frame.x)) / frame.scaleX) + 0,
    y: Math.round((sign * ((p.y - camera.y) / camera.scale - frame.y)) / frame.scaleY) + 0,
  }
}

/**
 * A point as the reader sees the table: the far seat reads it turned, so "below a base" or "by the south
 * edge" in the reader's frame is the table's north. Labels are laid out in these coordinates.
 */
export function readerPoint(p: Point, size: number, facing: Facing): Point {
  return facePoint(p, { x: 0, y: 0, width: size, height: size }, facing)
}

/** The rotation that keeps a piece's text upright for the reader inside a layer drawn for `facing`. */
export const upright = (facing: Facing): 0 | 180 => (facing === 'far' ? 180 : 0)
