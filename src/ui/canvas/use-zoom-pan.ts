/**
 * Zoom (wheel, pinch) and pan (drag with the middle button, or with Space held) for a Konva stage. Returns
 * the camera and the stage event handlers; world coordinates stay the system's own (see each coords.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type Konva from 'konva'

export interface Camera {
  scale: number
  x: number
  y: number
}

export function useZoomPan({
  min = 0.25,
  max = 8,
  initial = { scale: 1, x: 0, y: 0 },
}: { min?: number; max?: number; initial?: Camera } = {}) {
  const [camera, setCamera] = useState<Camera>(initial)
  const space = useRef(false)
  const pan = useRef<{ x: number; y: number } | null>(null)
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

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault()
      const pointer = e.target.getStage()?.getPointerPosition()
      if (pointer) zoomAt(pointer, e.evt.deltaY < 0 ? 1.1 : 1 / 1.1)
    },
    [zoomAt],
  )

  const onMouseDown = useCallback((e: Konva.KonvaEventObject<MouseEvent>) => {
    if (e.evt.button === 1 || space.current) pan.current = { x: e.evt.clientX, y: e.evt.clientY }
  }, [])
  const onMouseMove = useCallback((e: Konva.KonvaEventObject<MouseEvent>) => {
    const from = pan.current
    if (!from) return
    const dx = e.evt.clientX - from.x
    const dy = e.evt.clientY - from.y
    pan.current = { x: e.evt.clientX, y: e.evt.clientY }
    setCamera((c) => ({ ...c, x: c.x + dx, y: c.y + dy }))
  }, [])
  const onMouseUp = useCallback(() => {
    pan.current = null
  }, [])

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
