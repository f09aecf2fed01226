/**
 * The overlay layer (not listening). Previews change on every pointer move, so they are not React state:
 * the view calls `show(preview)` on the handle and the preview's Konva nodes are updated and redrawn at
 * once, with no React render. A zoom (a new `unit`) redraws the preview shown at the new stroke widths.
 * It is the drag layer too: a dragged model rides on it above the preview, so each pointer move repaints
 * this one canvas and no other. (The preview redraws it on every move anyway, so the model is drawn here
 * rather than by a snapshot of its own: see drag-layer.tsx.) Its canvas covers only the preview and the
 * model (fitted-layer.ts), not the whole stage: the browser copies it on every frame of a drag.
 */
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { Group, Layer } from '../../../canvas/konva'
import type Konva from 'konva'
import { fitToContent } from '../../../canvas/fitted-layer'
import type { TableFrame } from './coords'
import { drawPreview, type Preview } from './preview-shapes'

export type { Preview } from './preview-shapes'

export interface OverlayHandle {
  /** Draws `preview` (or clears the overlay for null). */
  show(preview: Preview | null): void
  /** The layer a dragged model is lifted onto (see `liftOnto`). */
  layer(): Konva.Layer | null
}

/**
 * The table's own frame (its rotation too: a model dragged for the far seat rides here, and the preview is
 * drawn in the table's points).
 */
export function Overlay({ frame, unit, ref }: { frame: TableFrame; unit: number; ref: Ref<OverlayHandle> }) {
  const layer = useRef<Konva.Layer>(null)
  const group = useRef<Konva.Group>(null)
  const shown = useRef<Preview | null>(null)
  const unitNow = useRef(unit)
  const draw = () => {
    const g = group.current
    if (!g) return
    drawPreview(g, shown.current, unitNow.current)
    g.getLayer()?.batchDraw()
  }
  useImperativeHandle(ref, () => ({
    show(preview) {
      if (!preview && !shown.current) return
      shown.current = preview
      draw()
    },
    layer: () => layer.current,
  }))
  useEffect(() => {
    const fitted = layer.current
    return fitted ? fitToContent(fitted) : undefined
  }, [])
  useEffect(() => {
    unitNow.current = unit
    if (shown.current) draw()
  }, [unit])
  return (
    <Layer ref={layer} listening={false} {...frame}>
      <Group ref={group} />
    </Layer>
  )
}
