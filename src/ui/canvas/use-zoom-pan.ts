/**
 * Zoom (wheel, pinch) and pan (drag with the middle button, or with Space held, or with two fingers) for a
 * Konva stage. Returns the camera and the stage event handlers (pointer events: a mouse, a pen or a
 * finger); world coordinates stay the system's own (see each coords.ts).
 *
 * A gesture first moves and scales the drawn canvases with a CSS transform. The camera follows, and the
 * stage is drawn anew, once a frame if the stage draws fast, else when the pointer rests or lets go.
 * Redrawing a heavy table and rendering the view on every move cost 16 ms a move on Frostgrave's heaviest
 * table, 69 ms at 4× CPU (about 14 frames a second). Until the stage is drawn anew, an edge brought into
 * view shows the stage's background, and a zoom is the old drawing scaled.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type Konva from 'konva'
import { Konva as KonvaCore } from './konva-core'
import { isTurned } from './touch'
import { wheelZoomFactor } from './wheel'

export interface Camera {
  scale: number
  x: number
  y: number
}

/** How long the pointer rests mid-gesture before a heavy stage is drawn anew. */
const REST_MS = 120
/** A stage that draws in less than this (ms) is drawn anew on every frame of a gesture. */
const LIGHT_DRAW_MS = 4

/** What a gesture has done to the canvases since they were last drawn: page = k · drawn + (tx, ty). */
interface Moved {
  stage: Konva.Stage
  k: number
  tx: number
  ty: number
}

/** A field that takes typed text, where Space is a character. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)))

export function useZoomPan({
  min = 0.25,
  max = 8,
  initial = { scale: 1, x: 0, y: 0 },
}: { min?: number; max?: number; initial?: Camera } = {}) {
  const [camera, setCamera] = useState<Camera>(initial)
  /** Where `fit` goes back to. */
  const home = useRef(initial)
  /** The camera the stage is drawn with (ahead of `camera` between a settle and its render). */
  const drawn = useRef(camera)
  const space = useRef(false)
  /** Whether the pointer is over the stage (Space pans only then). */
  const over = useRef(false)
  const pan = useRef<{ x: number; y: number } | null>(null)
  const moved = useRef<Moved | null>(null)
  const rest = useRef<number | undefined>(undefined)
  const frame = useRef(0)
  /** How long the stage took to draw at the last settle; unknown (heavy) until then. */
  const drawMs = useRef(Infinity)
  /** A zoom's stage, to draw and show untransformed once the view has rendered its new scale. */
  const zoomed = useRef<Konva.Stage | null>(null)
  /** A two-finger gesture: the fingers' distance and their midpoint (client px) at the last move. */
  const pinch = useRef<{ distance: number; x: number; y: number } | null>(null)
  /** The stage the last gesture moved. */
  const moving = useRef<Konva.Stage | null>(null)

  useEffect(() => {
    // Held with the pointer over the stage, Space pans. Its default is kept from the page then: it would
    // also press the button that has the focus (a zoom or tool button clicked a moment ago) when let go,
    // or scroll. Elsewhere, or typing in a field, Space is the page's.
    const down = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || !over.current || isTyping(e.target)) return
      space.current = true
      e.preventDefault()
    }
    const up = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || !space.current) return
      space.current = false
      e.preventDefault()
    }
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
      window.clearTimeout(rest.current)
      cancelAnimationFrame(frame.current)
    }
  }, [])

  /** Shows the canvases as drawn, off their own layer once no gesture is on. */
  const showDrawn = useCallback((stage: Konva.Stage) => {
    stage.content.style.transform = ''
    if (!pan.current && pinch.current === null) stage.content.style.willChange = ''
  }, [])

  /**
   * A pan's end: the stage moved to where the gesture left it and drawn now, in the task that takes the
   * transform away, so no frame shows it moved twice. Konva's own draw on a change of position (a batch
   * draw on the next frame) is held off: it would draw the whole table a second time.
   */
  const drawPanned = useCallback(
    (stage: Konva.Stage, at: { x: number; y: number }) => {
      const autoDraw = KonvaCore.autoDrawEnabled
      KonvaCore.autoDrawEnabled = false
      try {
        stage.position(at)
      } finally {
        KonvaCore.autoDrawEnabled = autoDraw
      }
      const t0 = performance.now()
      stage.draw()
      drawMs.current = performance.now() - t0
      showDrawn(stage)
    },
    [showDrawn],
  )

  /**
   * A zoom's end, once the view has committed its sizes for the new scale: react-konva has asked Konva to
   * draw the changed layers on the next frame, and drawing them now as well cost a second draw of the
   * table (about 50 ms at 4× CPU on the heaviest one). So the stage is drawn then, with every layer, and
   * shown untransformed in that same frame, after the draw; its time is summed from the layers' draw
   * events, to tell a light stage from a heavy one.
   */
  const drawZoomed = useCallback(
    (stage: Konva.Stage) => {
      const layers = stage.getLayers()
      let total = 0
      let start = 0
      for (const layer of layers) {
        layer.on('beforeDraw.zoomPan', () => void (start = performance.now()))
        layer.on('draw.zoomPan', () => void (total += performance.now() - start))
      }
      stage.batchDraw()
      // Konva's frame callback was asked for first (by the commit, or just above), so this one runs after it.
      requestAnimationFrame(() => {
        for (const layer of layers) layer.off('.zoomPan')
        drawMs.current = total
        // A gesture begun since has its own transform, from the camera just drawn: it stays.
        if (!moved.current) showDrawn(stage)
      })
    },
    [showDrawn],
  )

  /** Makes what the gesture has done the camera, and draws the stage anew. */
  const settle = useCallback(() => {
    window.clearTimeout(rest.current)
    cancelAnimationFrame(frame.current)
    frame.current = 0
    const m = moved.current
    if (!m) return
    moved.current = null
    const { stage, k, tx, ty } = m
    const c = drawn.current
    let next = { scale: c.scale * k, x: k * c.x + tx, y: k * c.y + ty }
    // Back home within rounding (fit multiplies by home ÷ drawn): exactly home, so the camera reads as the
    // whole board again (a scale of 0.9999999999999999 is not 1).
    const h = home.current
    const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))
    if (near(next.scale, h.scale) && near(next.x, h.x) && near(next.y, h.y)) next = { ...next, ...h }
    drawn.current = next
    if (k === 1) {
      // A pan: drawn at its new place now. The camera then sets the same position, which draws nothing more.
      drawPanned(stage, { x: next.x, y: next.y })
    } else {
      // A zoom: the view renders its sizes for the new scale (strokes, labels) first; see below.
      zoomed.current = stage
    }
    setCamera(next)
  }, [drawPanned])

  // A zoom's render is committed: the stage is drawn at the new scale, then shown as it is.
  useLayoutEffect(() => {
    const stage = zoomed.current
    if (!stage) return
    zoomed.current = null
    drawZoomed(stage)
  }, [camera, drawZoomed])

  /** Applies `change` to the canvases' transform, and draws anew now-ish or at rest. */
  const move = useCallback(
    (stage: Konva.Stage, change: (m: Moved) => void) => {
      moving.current = stage
      if (!moved.current) {
        // The canvases move on a layer of their own, clipped to the stage's box.
        stage.container().style.overflow = 'hidden'
        stage.content.style.transformOrigin = '0 0'
        moved.current = { stage, k: 1, tx: 0, ty: 0 }
      }
      const m = moved.current
      change(m)
      stage.content.style.willChange = 'transform'
      stage.content.style.transform = `translate(${m.tx}px, ${m.ty}px)${m.k === 1 ? '' : ` scale(${m.k})`}`
      // A light stage keeps up with the pointer, once a frame; a heavy one waits for the pointer to rest.
      if (drawMs.current < LIGHT_DRAW_MS) frame.current ||= requestAnimationFrame(settle)
      else {
        window.clearTimeout(rest.current)
        rest.current = window.setTimeout(settle, REST_MS)
      }
    },
    [settle],
  )

  /** Zooms by `factor` about `point` (stage pixels, as drawn), within the camera's limits. */
  const zoomBy = useCallback(
    (stage: Konva.Stage, point: { x: number; y: number }, factor: number) =>
      move(stage, (m) => {
        const scale = drawn.current.scale * m.k
        const f = Math.min(max, Math.max(min, scale * factor)) / scale
        // The point under the pointer stays put: page = f · (page − p) + p, with p in page terms.
        const p = { x: m.k * point.x + m.tx, y: m.k * point.y + m.ty }
        m.k *= f
        m.tx = f * m.tx + p.x * (1 - f)
        m.ty = f * m.ty + p.y * (1 - f)
      }),
    [move, min, max],
  )

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault()
      const stage = e.target.getStage()
      const pointer = stage?.getPointerPosition()
      const factor = wheelZoomFactor(e.evt)
      // A sideways scroll has nothing to zoom.
      if (stage && pointer && factor !== 1) zoomBy(stage, pointer, factor)
    },
    [zoomBy],
  )

  /** The end of a pan or pinch: drawn as it was left, the canvases off their own layer. */
  const endGesture = useCallback(() => {
    settle()
    // Unless a zoom waits for its render (it takes the layer away itself).
    if (!zoomed.current && moving.current) moving.current.content.style.willChange = ''
  }, [settle])
  const endPan = useCallback(() => {
    pan.current = null
    endGesture()
  }, [endGesture])

  // Pointer events, so a pen's middle button or Space with a finger pans as a mouse's does (a finger
  // alone drags pieces; two fingers pan, below).
  const onPointerDown = useCallback(
    (e: Konva.KonvaEventObject<PointerEvent>) => {
      settle()
      if (e.evt.button === 1 || space.current) pan.current = { x: e.evt.clientX, y: e.evt.clientY }
    },
    [settle],
  )
  const onPointerMove = useCallback(
    (e: Konva.KonvaEventObject<PointerEvent>) => {
      over.current = true
      const from = pan.current
      const stage = e.target.getStage()
      if (!from || !stage) return
      // Let go outside the stage (no pointerup reached it): the pan is over.
      if (e.evt.buttons === 0) return endPan()
      // A board turned to the far player moves the other way on the page.
      const sign = isTurned(stage.content) ? -1 : 1
      const [dx, dy] = [sign * (e.evt.clientX - from.x), sign * (e.evt.clientY - from.y)]
      pan.current = { x: e.evt.clientX, y: e.evt.clientY }
      move(stage, (m) => {
        m.tx += dx
        m.ty += dy
      })
    },
    [endPan, move],
  )
  const onPointerUp = endPan

  /**
   * Two fingers: their spread zooms about their midpoint and the midpoint's travel pans (a piece is
   * dragged with one). The page never zooms: the canvases take no browser gestures (`touch-action: none`).
   */
  const onTouchMove = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      const [a, b] = [e.evt.touches[0], e.evt.touches[1]]
      const stage = e.target.getStage()
      if (!a || !b || !stage) {
        pinch.current = null
        return
      }
      if (e.evt.cancelable) e.evt.preventDefault()
      // The distance on the page (a ratio of two is the step's scale); the centre in stage pixels as drawn,
      // as Konva reads the touches through the canvases' transform (and a turned board's turn).
      const now = {
        distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        x: (a.clientX + b.clientX) / 2,
        y: (a.clientY + b.clientY) / 2,
      }
      const [p, q] = stage.getPointersPositions()
      const last = pinch.current
      pinch.current = now
      if (!last || !p || !q || last.distance === 0) return
      zoomBy(stage, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, now.distance / last.distance)
      const sign = isTurned(stage.content) ? -1 : 1
      move(stage, (m) => {
        m.tx += sign * (now.x - last.x)
        m.ty += sign * (now.y - last.y)
      })
    },
    [zoomBy, move],
  )
  const onTouchEnd = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      // One finger lifted of two: the gesture is over; the one left does not pan or zoom.
      if (e.evt.touches.length >= 2) return
      if (pinch.current === null) return
      pinch.current = null
      endGesture()
    },
    [endGesture],
  )
  /** Zooms by `factor` about the stage's centre (the zoom buttons and keys), as a wheel step does. */
  const zoomCentre = useCallback(
    (stage: Konva.Stage, factor: number) =>
      zoomBy(stage, { x: stage.width() / 2, y: stage.height() / 2 }, factor),
    [zoomBy],
  )
  /** Back to the initial camera (the whole table), as a gesture from the camera drawn. */
  const fit = useCallback(
    (stage: Konva.Stage) =>
      move(stage, (m) => {
        const [c, to] = [drawn.current, home.current]
        m.k = to.scale / c.scale
        m.tx = to.x - m.k * c.x
        m.ty = to.y - m.k * c.y
      }),
    [move],
  )
  // Stable, so the views can pass handlers built on it to memoised layers without re-rendering them.
  const isPanning = useCallback(() => pan.current !== null || space.current, [])

  return {
    camera,
    /** True while a pan gesture is in progress (views should not start drags then). */
    isPanning,
    zoomCentre,
    fit,
    stageProps: {
      scaleX: camera.scale,
      scaleY: camera.scale,
      x: camera.x,
      y: camera.y,
      onWheel,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerEnter: () => void (over.current = true),
      onPointerLeave: () => void (over.current = false),
      onTouchMove,
      onTouchEnd,
      onTouchCancel: onTouchEnd,
    },
  }
}
