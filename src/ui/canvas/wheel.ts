/**
 * How far one wheel event zooms. A mouse's notch (100 px in Chromium) zooms 1.1×; a touchpad sends many
 * small deltas for one stroke of two fingers, and zooms as far as they travel: a fixed step per event
 * zoomed a short stroke twentyfold. A touchpad pinch arrives as a wheel event with Ctrl held, its delta a
 * hundred times the log of its scale, so it is followed ten times as closely (as d3-zoom does). One event
 * zooms at most 2×, whatever a device reports.
 */

/** Pixels per unit of `deltaMode`: pixels, lines, pages (Firefox reports lines). */
const DELTA_PX = [1, 25, 500] as const
/** The zoom of 100 px of wheel travel. */
const STEP = 1.1
const LIMIT = 2

export function wheelZoomFactor(e: Pick<WheelEvent, 'deltaY' | 'deltaMode' | 'ctrlKey'>): number {
  const px = e.deltaY * (DELTA_PX[e.deltaMode as 0 | 1 | 2] ?? 1) * (e.ctrlKey ? 10 : 1)
  const factor = STEP ** (-px / 100)
  return Math.min(LIMIT, Math.max(1 / LIMIT, factor))
}
