/**
 * Konva set up for fingers as well as a mouse (issue 37), once for every board: a finger's tap wobbles a
 * few pixels, so a touch must travel further than a mouse before it starts a drag; a second finger makes
 * the gesture a pinch, never a drag; a board turned to face the far player (`.face-far`, see GameScreen)
 * reads its pointer through the turn; and a long press on a canvas is the board's own (it shows what hover
 * shows), never the browser's context menu.
 */
import type FullKonva from 'konva'

/** How far (CSS px) a pointer travels before a press becomes a drag: Konva's default for a mouse. */
export const MOUSE_DRAG_DISTANCE = 3
/** A fingertip wobbles more than a mouse: a tap that moved this little is still a tap. */
export const TOUCH_DRAG_DISTANCE = 10

/** The class of an element whose content is turned 180° for the player across the table. */
export const FACE_FAR_CLASS = 'face-far'

/** Whether a stage's canvases are shown turned 180° (an ancestor faces the far player). */
export function isTurned(content: Element): boolean {
  return content.closest(`.${FACE_FAR_CLASS}`) !== null
}

type ContentPosition = { top: number; left: number; scaleX: number; scaleY: number }

/**
 * Cancels the piece being dragged the way Escape does on every board (each board's own keydown listener
 * on window): the piece goes home and nothing is dispatched. One path for both, so a board that can
 * cancel a drag from the keyboard cancels it for a second finger too.
 */
export function cancelDrag(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }))
}

/**
 * Teaches Konva the things above. The drag distance is set as each press begins, from its pointer type
 * (window, capture phase: before the stage's own listener reads the press). A second finger landing
 * cancels a drag under way (a piece left half-dragged would land wherever the pinch left the first
 * finger), and while two fingers are down a press never becomes a drag: the fingers are the zoom-pan's
 * (use-zoom-pan.ts). The content position is the one place Konva turns a client point into a stage point:
 * in a turned board the stage's left edge is on the box's right, so a point is read from the right and the
 * bottom.
 */
export function setUpTouch(Konva: typeof FullKonva): void {
  if (typeof window === 'undefined') return
  const flags = Konva as unknown as { touchSetUp?: boolean }
  if (flags.touchSetUp) return
  flags.touchSetUp = true
  /** The fingers down now (pointer ids). */
  const fingers = new Set<number>()
  window.addEventListener(
    'pointerdown',
    (e) => {
      if (e.pointerType !== 'touch') {
        Konva.dragDistance = MOUSE_DRAG_DISTANCE
        return
      }
      // The first finger of a gesture is the primary one: any finger still counted from before was lifted
      // where no event reached the window.
      if (e.isPrimary) fingers.clear()
      fingers.add(e.pointerId)
      if (fingers.size < 2) {
        Konva.dragDistance = TOUCH_DRAG_DISTANCE
        return
      }
      // A press waiting to travel far enough to drag never does now.
      Konva.dragDistance = Infinity
      if (Konva.isDragging()) cancelDrag()
    },
    { capture: true },
  )
  for (const type of ['pointerup', 'pointercancel'] as const)
    window.addEventListener(type, (e) => void fingers.delete(e.pointerId), { capture: true })
  window.addEventListener(
    'contextmenu',
    (e) => {
      if (e.target instanceof HTMLCanvasElement && e.target.closest('.konvajs-content')) e.preventDefault()
    },
    { capture: true },
  )
  const stage = Konva.Stage.prototype as unknown as {
    _getContentPosition(this: FullKonva.Stage): ContentPosition
  }
  const plain = stage._getContentPosition
  stage._getContentPosition = function (this: FullKonva.Stage) {
    const p = plain.call(this)
    if (!this.content || !isTurned(this.content)) return p
    const rect = this.content.getBoundingClientRect()
    return { left: rect.right, top: rect.bottom, scaleX: -p.scaleX, scaleY: -p.scaleY }
  }
}
