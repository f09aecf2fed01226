/**
 * The overlay layer (not listening). Previews change on every pointer move, so they are not React state:
 * the view calls `show(preview)` on the handle and the preview's Konva nodes are replaced and redrawn at
 * once, with no React render. A zoom (a new `unit`) redraws the preview shown at the new stroke widths.
 * Beside it is the drag layer, hidden: a dragged model rides on it while its snapshot follows the pointer
 * (see drag-layer.tsx), so each pointer move repaints the preview and nothing else.
 */
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { Group, Layer } from '../../../canvas/konva'
import { DragLayer } from '../../../canvas/drag-layer'
import type Konva from 'konva'
import { INCH } from '../engine'
import { previewShapes, type Preview } from './preview-shapes'

export type { Preview } from './preview-shapes'

export interface OverlayHandle {
  /** Draws `preview` (or clears the overlay for null). */
  show(preview: Preview | null): void
  /** The hidden layer a dragged model is lifted onto (see `liftOnto`). */
  layer(): Konva.Layer | null
}

interface Frame {
  x: number
  y: number
  scaleX: number
  scaleY: number
}

export function Overlay({ frame, unit, ref }: { frame: Frame; unit: number; ref: Ref<OverlayHandle> }) {
  const dragLayer = useRef<Konva.Layer>(null)
  const group = useRef<Konva.Group>(null)
  const shown = useRef<Preview | null>(null)
  const unitNow = useRef(unit)
  const draw = () => {
    const g = group.current
    if (!g) return
    g.destroyChildren()
    if (shown.current) g.add(...previewShapes(shown.current, unitNow.current))
    g.getLayer()?.batchDraw()
  }
  useImperativeHandle(ref, () => ({
    show(preview) {
      if (!preview && !shown.current) return
      shown.current = preview
      draw()
    },
    layer: () => dragLayer.current,
  }))
  useEffect(() => {
    unitNow.current = unit
    if (shown.current) draw()
  }, [unit])
  return (
    <>
      <Layer listening={false} {...frame}>
        <Group ref={group} />
      </Layer>
      <DragLayer ref={dragLayer} {...frame} />
    </>
  )
}

/** Inches with two decimals, trailing zeros dropped: 537 → 5.37". */
export const inches = (h: number): string => `${(Math.round(h) / INCH).toFixed(2).replace(/\.?0+$/, '')}"`
