/**
 * Zoom (wheel, pinch) and pan (drag with the middle button, or with Space held) for a Konva stage. Returns
 * the camera and the stage event handlers; world coordinates stay the system's own (see each coords.ts).
 *
 * A pan moves the drawn canvases with a CSS transform, and draws the stage at its new place (and sets the
 * camera) once a frame if it draws fast, else only when the pointer rests or lets go. Redrawing a heavy
 * table and rendering the view on every move cost 16 ms a move on Frostgrave's heaviest table, 69 ms at
 * 4× CPU (about 14 frames a second). Until then, an edge brought into view shows the stage's background.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type Konva from 'konva'

export interface Camera {
  scale: number
  x: number
  y: number
}

/** How long the pointer rests mid-pan before a heavy stage is drawn at its new place. */
const PAN_REST_MS = 120
/** A stage that draws in less than this (ms) is drawn at its new place on every frame of a pan. */
const LIGHT_DRAW_MS = 4

/** A pan under way: the last pointer position, and how far the canvases have moved since last drawn. */
interface Pan {
  stage: Konva.Stage
  x: number
  y: number
  dx: number
  dy: number
}

export function useZoomPan({
  min = 0.25,
  max = 8,
  initial = { scale: 1, x: 0, y: 0 },
}: { min?: number; max?: number; initial?: Camera } = {}) {
  const [camera, setCamera] = useState<Camera>(initial)
  const space = useRef(false)
  const pan = useRef<Pan | null>(null)
  const rest = useRef<number | undefined>(undefined)
  const frame = useRef(0)
  /** How long the stage took to draw at the last settle; unknown (heavy) until then. */
  const drawMs = useRef(Infinity)
  const pinch = useRef<{ distance: number; scale: number } | null>(null)

  useEffect(() => {
    const down = (e: KeyboardEvent) => e.code === 'Space' && (space.current = true)
    const up = (e: KeyboardEvent) => e.code === 'Space' && (space.current = false)
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
    }
  }, [])

  const zoomAt = useCallback(
    (point: { x: number; y: number }, factor: number) =>
      setCamera((c) => {
        const scale = Math.min(max, Math.max(min, c.scale * factor))
        const k = scale / c.scale
        return { scale, x: point.x - (point.x - c.x) * k, y: point.y - (point.y - c.y) * k }
      }),
    [min, max],
  )

  /** Draws the stage where the pan has brought it, and makes that the camera. */
  const settle = useCallback(() => {
    window.clearTimeout(rest.current)
    cancelAnimationFrame(frame.current)
    frame.current = 0
    const p = pan.current
    if (!p || (p.dx === 0 && p.dy === 0)) return
    const { stage, dx, dy } = p
    p.dx = 0
    p.dy = 0
    // Drawn at its new place in the task that takes the transform away: no frame shows it moved twice.
    // The camera then sets the same position, which draws nothing more.
    stage.position({ x: stage.x() + dx, y: stage.y() + dy })
    const t0 = performance.now()
    stage.draw()
    drawMs.current = performance.now() - t0
    stage.content.style.transform = ''
    setCamera((c) => ({ ...c, x: c.x + dx, y: c.y + dy }))
  }, [])

  const endPan = useCallback(() => {
    settle()
    const p = pan.current
    if (p) p.stage.content.style.willChange = ''
    pan.current = null
  }, [settle])
  useEffect(
    () => () => {
      window.clearTimeout(rest.current)
      cancelAnimationFrame(frame.current)
    },
    [],
  )

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault()
      // A zoom works from the camera: a pan under way is made the camera first.
      settle()
      const pointer = e.target.getStage()?.getPointerPosition()
      if (pointer) zoomAt(pointer, e.evt.deltaY < 0 ? 1.1 : 1 / 1.1)
    },
    [zoomAt, settle],
  )

  const onMouseDown = useCallback(
    (e: Konva.KonvaEventObject<MouseEvent>) => {
      const stage = e.target.getStage()
      if (!stage || !(e.evt.button === 1 || space.current)) return
      endPan()
      // The canvases move on a layer of their own, clipped to the stage's box.
      stage.container().style.overflow = 'hidden'
      stage.content.style.willChange = 'transform'
      pan.current = { stage, x: e.evt.clientX, y: e.evt.clientY, dx: 0, dy: 0 }
    },
    [endPan],
  )
  const onMouseMove = useCallback(
    (e: Konva.KonvaEventObject<MouseEvent>) => {
      const p = pan.current
      if (!p) return
      // Let go outside the stage (no mouseup reached it): the pan is over.
      if (e.evt.buttons === 0) return endPan()
      p.dx += e.evt.clientX - p.x
      p.dy += e.evt.clientY - p.y
      p.x = e.evt.clientX
      p.y = e.evt.clientY
      p.stage.content.style.transform = `translate(${p.dx}px, ${p.dy}px)`
      // A light stage keeps up with the pointer, once a frame; a heavy one waits for the pointer to rest.
      if (drawMs.current < LIGHT_DRAW_MS) frame.current ||= requestAnimationFrame(settle)
      else {
        window.clearTimeout(rest.current)
        rest.current = window.setTimeout(settle, PAN_REST_MS)
      }
    },
    [endPan, settle],
  )
  const onMouseUp = endPan

  const onTouchMove = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      const [a, b] = [e.evt.touches[0], e.evt.touches[1]]
      if (!a || !b) return
      e.evt.preventDefault()
      const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)
      const rect = e.target.getStage()?.container().getBoundingClientRect()
      const centre = {
        x: (a.clientX + b.clientX) / 2 - (rect?.left ?? 0),
        y: (a.clientY + b.clientY) / 2 - (rect?.top ?? 0),
      }
      if (pinch.current) zoomAt(centre, distance / pinch.current.distance)
      pinch.current = { distance, scale: camera.scale }
    },
    [zoomAt, camera.scale],
  )
  const onTouchEnd = useCallback(() => {
    pinch.current = null
  }, [])
  // Stable, so the views can pass handlers built on it to memoised layers without re-rendering them.
  const isPanning = useCallback(() => pan.current !== null || space.current, [])

  return {
    camera,
    setCamera,
    zoomAt,
    /** True while a pan gesture is in progress (views should not start drags then). */
    isPanning,
    stageProps: {
      scaleX: camera.scale,
      scaleY: camera.scale,
      x: camera.x,
      y: camera.y,
      onWheel,
      onMouseDown,
      onMouseMove,
      onMouseUp,
      onTouchMove,
      onTouchEnd,
    },
  }
}
