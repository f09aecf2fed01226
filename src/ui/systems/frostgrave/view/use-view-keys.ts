/**
 * The table's keys: Escape cancels a drag, a ruler or a drawing; W and J lay a waypoint (J: the next leg
 * is a jump, FG-4.10); R toggles the ruler; Enter closes the outline being drawn; +, − and 0 zoom.
 */
import { useEffect, type RefObject } from 'react'
import type Konva from 'konva'
import type { RulerEnd } from '../engine'
import type { Point } from '../canvas/coords'
import type { Preview } from '../canvas/Overlay'
import { ZOOM_STEP } from '../panels/ZoomControls'
import { getUi, setUi } from '../selection'
import type { Drag } from './move-preview'

/** What the keys act on: the view's drag, ruler and drawing, and its callbacks. */
export interface ViewKeyTargets {
  stageRef: RefObject<Konva.Stage | null>
  drag: RefObject<Drag | null>
  polygon: RefObject<Point[]>
  rectStart: RefObject<Point | null>
  ruler: RefObject<RulerEnd | null>
  closePolygon(): void
  finishDrag(): void
  setPreview(preview: Preview | null): void
  fitView(): void
  zoomView(factor: number): void
}

/** Listens to the table's keys while the view is shown (not while typing in a field). */
export function useViewKeys({
  stageRef,
  drag,
  polygon,
  rectStart,
  ruler,
  closePolygon,
  finishDrag,
  setPreview,
  fitView,
  zoomView,
}: ViewKeyTargets): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof Element && e.target.closest('input, select, textarea')) return
      const d = drag.current
      if (e.key === 'Escape') {
        if (d) {
          d.cancelled = true
          const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
          node?.stopDrag()
          node?.position(d.home)
          finishDrag()
        }
        polygon.current = []
        rectStart.current = null
        ruler.current = null
        setPreview(null)
      } else if (d && (e.key === 'w' || e.key === 'W')) {
        const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
        if (node) d.waypoints.push({ x: Math.round(node.x()), y: Math.round(node.y()) })
      } else if (d && (e.key === 'j' || e.key === 'J')) {
        const node = stageRef.current?.findOne((n: Konva.Node) => n.id() === d.id)
        if (node) d.waypoints.push({ x: Math.round(node.x()), y: Math.round(node.y()) })
        d.jump = true
      } else if (e.key === 'r' || e.key === 'R') {
        setUi({ tool: getUi().tool === 'ruler' ? 'select' : 'ruler' })
      } else if (e.key === 'Enter') {
        closePolygon()
      } else if (!d && (e.key === '+' || e.key === '=' || e.key === '-' || e.key === '0')) {
        // The zoom buttons' keys ('=' is + without Shift on most layouts).
        if (e.key === '0') fitView()
        else zoomView(e.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [stageRef, drag, polygon, rectStart, ruler, closePolygon, finishDrag, setPreview, fitView, zoomView])
}
