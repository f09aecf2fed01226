/**
 * A drag layer: while a piece is dragged it rides on a layer of its own, so each pointer move redraws that
 * one piece instead of every piece beside it (Konva redraws the whole layer of a moved node). The piece
 * is put back in its own layer, at its own place among its siblings, before anything is dispatched, so
 * react-konva finds its nodes where it left them.
 */
import type Konva from 'konva'

export interface Lifted {
  node: Konva.Node
  parent: Konva.Container
  index: number
}

/** Moves `node` onto `layer` for the drag; null when it has no parent (the stage itself). */
export function liftOnto(node: Konva.Node, layer: Konva.Layer | null): Lifted | null {
  const parent = node.getParent()
  if (!parent || !layer || parent === layer) return null
  const lifted = { node, parent, index: node.zIndex() }
  node.moveTo(layer)
  return lifted
}

/** Puts a lifted node back where it came from. */
export function putBack({ node, parent, index }: Lifted): void {
  if (node.getParent() === parent) return
  node.moveTo(parent)
  node.zIndex(Math.min(index, parent.children.length - 1))
  parent.getLayer()?.batchDraw()
}
