/**
 * The pointer preview: the overlay's Konva nodes and the readout that mirrors the canvas tip in the
 * controls (for screen readers and tests).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { OverlayHandle, Preview } from '../canvas/Overlay'

/** How long the pointer rests before the controls' readout repeats the canvas tip (see `usePreview`). */
const READOUT_REST_MS = 120

/**
 * Previews follow the pointer, so they bypass React: the overlay redraws its Konva nodes and the readout
 * (the canvas tip's text, mirrored in the controls for screen readers and tests) is written straight into
 * its element. The readout waits until the pointer rests (`READOUT_REST_MS`): a DOM write restyles, lays
 * out and repaints the page, which was half of each drag move's work on a slow laptop, and a live region
 * should announce where the piece stops, not every step on the way. Clearing it is immediate. Returns
 * `setPreview`.
 */
export function usePreview(
  overlay: RefObject<OverlayHandle | null>,
  readout: RefObject<HTMLSpanElement | null>,
): (preview: Preview | null) => void {
  const readoutText = useRef('')
  const readoutTimer = useRef<number | undefined>(undefined)
  // When the pointer will have rested long enough. One timer runs while the pointer moves and checks this
  // when it fires: clearing and setting a timer on every move cost a slow laptop 0.4 ms a move.
  const readoutDue = useRef(0)
  const writeReadout = useCallback(() => {
    window.clearTimeout(readoutTimer.current)
    readoutTimer.current = undefined
    const el = readout.current
    if (!el) return
    const text = readoutText.current
    if (el.textContent !== text) el.textContent = text
    el.hidden = text === ''
  }, [readout])
  const setPreview = useCallback(
    (preview: Preview | null) => {
      overlay.current?.show(preview)
      readoutText.current = preview && 'text' in preview ? preview.text.replace(/\n/g, ' · ') : ''
      if (readoutText.current === '') {
        writeReadout()
        return
      }
      readoutDue.current = performance.now() + READOUT_REST_MS
      if (readoutTimer.current !== undefined) return
      const wait = () => {
        const left = readoutDue.current - performance.now()
        if (left > 0) readoutTimer.current = window.setTimeout(wait, left)
        else writeReadout()
      }
      readoutTimer.current = window.setTimeout(wait, READOUT_REST_MS)
    },
    [overlay, writeReadout],
  )
  useEffect(() => () => window.clearTimeout(readoutTimer.current), [])
  return setPreview
}
