/**
 * World ↔ pixel: the world is the table in hundredths of an inch; the layers carry a fit transform (the
 * table fills the canvas) under the stage's camera (zoom and pan).
 */
import type { Camera } from '../../../canvas/use-zoom-pan'

export interface Point {
  x: number
  y: number
}

export interface TableFrame {
  x: number
  y: number
  scaleX: number
  scaleY: number
}

const MARGIN = 16

/** The fit transform for a table of `size` hundredths in a `width` × `height` canvas. */
export function tableFrame(size: number, width: number, height: number): TableFrame {
  const fit = Math.max(0.01, Math.min(width - 2 * MARGIN, height - 2 * MARGIN) / size)
  return { x: (width - size * fit) / 2, y: MARGIN, scaleX: fit, scaleY: fit }
}

/** A stage pointer position (canvas pixels) as a table point (whole hundredths of an inch). */
export function toWorld(p: Point, camera: Camera, frame: TableFrame): Point {
  return {
    x: Math.round(((p.x - camera.x) / camera.scale - frame.x) / frame.scaleX),
    y: Math.round(((p.y - camera.y) / camera.scale - frame.y) / frame.scaleY),
  }
}
