/**
 * A long press: a finger held still for about half a second, the touch way to what hover or a right click
 * gives a mouse (a hero's card, a sight line with its odds, a tooltip). Moving further than a tap's wobble,
 * lifting the finger or a second finger cancels it. The tap that ends a long press is not a tap: the caller
 * asks `tookTap()` in its tap handler, so the press does not also select or act.
 */

/** How long a finger stays down, still, before a press is a long press. */
export const LONG_PRESS_MS = 500
/** How far (CSS px) the finger may wobble meanwhile: the same as a tap's (see touch.ts). */
export const LONG_PRESS_SLOP = 10

/** When the last long press fired (performance.now()); the tap that ends it comes a moment later. */
let firedAt = -Infinity
/** The gesture now timed, so a new press replaces it. */
let cancelCurrent: (() => void) | null = null

/** Whether a press comes from a finger or a pen (a mouse hovers: it needs no long press). */
export const isTouchLike = (e: Event): boolean =>
  (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent) ||
  (e instanceof PointerEvent && e.pointerType !== 'mouse')

/**
 * Times a long press from `down` (a pointerdown or touchstart); `onPress` gets the client point once it
 * fires. Does nothing for a mouse.
 */
export function startLongPress(down: Event, onPress: (at: { x: number; y: number }) => void): void {
  // A new press: the tap of a long press that ended without one is no longer awaited.
  firedAt = -Infinity
  if (!isTouchLike(down)) return
  const start = clientPoint(down)
  if (!start) return
  cancelCurrent?.()
  const timer = window.setTimeout(() => {
    stop()
    firedAt = performance.now()
    onPress(start)
  }, LONG_PRESS_MS)
  const move = (e: Event) => {
    const at = clientPoint(e)
    const touches = typeof TouchEvent !== 'undefined' && e instanceof TouchEvent ? e.touches.length : 1
    if (touches > 1 || (at && Math.hypot(at.x - start.x, at.y - start.y) > LONG_PRESS_SLOP)) stop()
  }
  const events = ['pointermove', 'touchmove'] as const
  const ends = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const
  function stop() {
    window.clearTimeout(timer)
    for (const type of events) window.removeEventListener(type, move, true)
    for (const type of ends) window.removeEventListener(type, stop, true)
    if (cancelCurrent === stop) cancelCurrent = null
  }
  for (const type of events) window.addEventListener(type, move, true)
  for (const type of ends) window.addEventListener(type, stop, true)
  cancelCurrent = stop
}

/** True (once) when the tap now handled ends a long press: the handler then does nothing more. */
export function tookTap(): boolean {
  const taken = performance.now() - firedAt < 1500
  firedAt = -Infinity
  return taken
}

function clientPoint(e: Event): { x: number; y: number } | null {
  if (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent) {
    const t = e.touches[0] ?? e.changedTouches[0]
    return t ? { x: t.clientX, y: t.clientY } : null
  }
  return e instanceof MouseEvent ? { x: e.clientX, y: e.clientY } : null
}
