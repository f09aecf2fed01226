/**
 * The layer a dragged piece rides on (see drag-layer.ts): hidden, since the piece's snapshot shows it, and
 * never cleared, since it draws nothing; so a pointer move that moves the piece costs no canvas work.
 * Pass the frame (position, scale) of the layer the piece comes from, so the piece keeps its place.
 */
import type Konva from 'konva'
import type { Ref } from 'react'
import { Layer } from './konva'

interface Frame {
  x?: number
  y?: number
  scaleX?: number
  scaleY?: number
}

export function DragLayer({ ref, ...frame }: Frame & { ref: Ref<Konva.Layer> }) {
  return <Layer ref={ref} visible={false} listening={false} clearBeforeDraw={false} {...frame} />
}
