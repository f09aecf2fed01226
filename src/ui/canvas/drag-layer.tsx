/**
 * A drag layer: while a piece is dragged it rides on a hidden layer of its own, and a snapshot of it (a
 * canvas as small as the piece) follows it on the page through a CSS transform. Konva still moves the node,
 * fires its drag events and reads its position on drop; but nothing is redrawn as it moves. Redrawing even
 * a layer that holds the piece alone cost a slow laptop about a third of each move: it clears and paints
 * two stage-sized canvases (the scene and its hit graph), where moving a small element is a style change.
 * (Chromium without a GPU also takes in every visible canvas again on each frame that changes anything, so
 * a board keeps its canvases few: a layer with nothing to draw is not rendered.)
 *
 * The layers the drag does not redraw are shown as bitmaps meanwhile (see `showStillAsBitmaps`).
 *
 * The piece is put back in its own layer, at its own place among its siblings, before anything is
 * dispatched, so react-konva finds its nodes where it left them.
 */
import type Konva from 'konva'
import type { Ref } from 'react'
import { Layer } from './konva'
import { liftedNodes } from './lifted'

export interface Lifted {
  node: Konva.Node
  parent: Konva.Container
  index: number
  /** Takes the snapshot off the page and stops it following the node. */
  drop: () => void
}

/**
 * Moves `node` onto `layer` for the drag; null when it has no parent (the stage itself). Onto a hidden
 * `DragLayer` its snapshot shows it. Onto a visible layer that is redrawn on every move anyway (a move
 * preview), it is drawn there: a snapshot would only add a canvas for the browser to take in.
 */
export function liftOnto(node: Konva.Node, layer: Konva.Layer | null): Lifted | null {
  const parent = node.getParent()
  if (!parent || !layer || parent === layer) return null
  // Taken while the node is still drawn on its own layer: on the hidden one it draws nothing.
  const dropImage = layer.visible() ? drawnAsImage(node, layer) : follow(node, layer)
  const showCanvases = showStillAsBitmaps(layer)
  const drop = () => {
    dropImage()
    showCanvases()
  }
  const lifted = { node, parent, index: node.zIndex(), drop }
  node.moveTo(layer)
  liftedNodes.add(node)
  return lifted
}

/** Puts a lifted node back where it came from. */
export function putBack({ node, parent, index, drop }: Lifted): void {
  drop()
  liftedNodes.delete(node)
  if (node.getParent() === parent) return
  node.moveTo(parent)
  node.zIndex(Math.min(index, parent.children.length - 1))
  parent.getLayer()?.batchDraw()
}

/**
 * The node's snapshot on the stage's content element, kept over the node as it moves, and as the stage is
 * zoomed or panned under it (scaled with the stage: its absolute transform is all that changes).
 */
function follow(node: Konva.Node, layer: Konva.Layer): () => void {
  const stage = node.getStage()
  if (!stage) return () => {}
  const box = node.getClientRect()
  const x0 = Math.floor(box.x)
  const y0 = Math.floor(box.y)
  const at0 = node.absolutePosition()
  const scale0 = node.getAbsoluteScale().x
  const snapshot = node.toCanvas({ pixelRatio: layer.getCanvas().getPixelRatio() })
  snapshot.dataset.dragProxy = node.id()
  Object.assign(snapshot.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    pointerEvents: 'none',
    transformOrigin: '0 0',
    willChange: 'transform',
  })
  const place = () => {
    const at = node.absolutePosition()
    const k = node.getAbsoluteScale().x / scale0
    const x = at.x + (x0 - at0.x) * k
    const y = at.y + (y0 - at0.y) * k
    snapshot.style.transform = `translate(${x}px, ${y}px)${k === 1 ? '' : ` scale(${k})`}`
  }
  place()
  stage.content.appendChild(snapshot)
  node.on('absoluteTransformChange.dragProxy', place)
  return () => {
    node.off('absoluteTransformChange.dragProxy')
    snapshot.remove()
  }
}

/**
 * The node drawn from a bitmap of itself while it rides on a layer redrawn on every move: one image to
 * copy per frame, not its shapes and texts to paint again.
 */
function drawnAsImage(node: Konva.Node, layer: Konva.Layer): () => void {
  const take = () => node.cache({ pixelRatio: layer.getCanvas().getPixelRatio() * node.getAbsoluteScale().x })
  take()
  retakes.set(node, () => {
    node.clearCache()
    take()
  })
  return () => {
    retakes.delete(node)
    node.clearCache()
  }
}

const retakes = new WeakMap<Konva.Node, () => void>()

/**
 * Shows each visible layer but `moving` as a bitmap of itself until the returned function is called.
 * Chromium without a GPU takes in every visible canvas again on each frame that changes anything (a copy
 * of the whole stage-sized canvas, about a millisecond a frame on a slow laptop), though a drag redraws
 * none of the board's; a bitmap that has not changed costs nothing. The layer's own canvas stays in place,
 * hidden, and Konva hit-tests and draws on it as ever.
 */
function showStillAsBitmaps(moving: Konva.Layer): () => void {
  const ends = (moving.getStage()?.getLayers() ?? [])
    .filter((layer) => layer !== moving && layer.isVisible())
    .map(showAsBitmap)
  return () => ends.forEach((end) => end())
}

/**
 * A layer that draws more often than this in half a second (an animation) is left as itself for the rest
 * of the drag: each new bitmap is a copy of the canvas too.
 */
const STILL_REDRAWS = 3
const STILL_WINDOW_MS = 500

function showAsBitmap(layer: Konva.Layer): () => void {
  const canvas = layer.getNativeCanvasElement()
  const shown = document.createElement('canvas')
  let taken = 0
  const draws: number[] = []
  let over = false
  const showCanvas = () => {
    canvas.style.visibility = ''
    shown.remove()
  }
  const end = () => {
    if (over) return
    over = true
    layer.off('draw.still')
    showCanvas()
  }
  const take = () => {
    if (!canvas.width || !canvas.height) return
    const n = ++taken
    // The bitmap arrives a task later; one taken before the layer's last draw would show it as it was.
    createImageBitmap(canvas).then((bitmap) => {
      if (over || n !== taken) return bitmap.close()
      shown.width = canvas.width
      shown.height = canvas.height
      shown.style.cssText = canvas.style.cssText
      shown.style.pointerEvents = 'none'
      shown.dataset.stillLayer = layer.id() || String(layer.index)
      shown.getContext('bitmaprenderer')?.transferFromImageBitmap(bitmap)
      if (!shown.isConnected) canvas.after(shown)
      canvas.style.visibility = 'hidden'
    }, end)
  }
  // A layer that draws during the drag (a render, a zoom, a drop mark) is shown as itself at once, then
  // as its new bitmap.
  layer.on('draw.still', () => {
    showCanvas()
    taken++
    const now = performance.now()
    draws.push(now)
    while (draws[0]! < now - STILL_WINDOW_MS) draws.shift()
    if (draws.length > STILL_REDRAWS) end()
    else take()
  })
  take()
  return end
}

/**
 * Takes a lifted node's image again after React changed it mid-drag (a model picked up is selected as
 * the drag starts, and the image was taken before that render). Call it from the piece's layout effect;
 * it does nothing for a node that is not lifted.
 */
export function retakeImage(node: Konva.Node | null): void {
  if (node) retakes.get(node)?.()
}

/** A layer's position and scale. */
interface Frame {
  x?: number
  y?: number
  scaleX?: number
  scaleY?: number
}

/**
 * The layer a dragged piece rides on: hidden, since the piece's snapshot shows it, and never cleared, since
 * it draws nothing; so a pointer move that moves the piece costs no canvas work. Pass the frame (position,
 * scale) of the layer the piece comes from, so the piece keeps its place.
 */
export function DragLayer({ ref, ...frame }: Frame & { ref: Ref<Konva.Layer> }) {
  // Listening, though hidden: a dragged piece's events bubble through its layer to the stage's handlers
  // (a hidden layer is never hit-tested).
  return <Layer ref={ref} visible={false} clearBeforeDraw={false} {...frame} />
}
