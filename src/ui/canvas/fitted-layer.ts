/**
 * A layer whose canvas covers only what it draws, for a layer redrawn on every pointer move (a move
 * preview). Konva sizes every layer's canvas to the stage; without a GPU, Chromium copies each changed
 * canvas whole on every frame, so a stage-sized preview cost a slow laptop about 3 ms a move in the
 * frame's commit alone (a trace at 4× CPU), for a few shapes near the pointer.
 *
 * Each draw measures what the layer holds (its client rect, in stage pixels), places the canvas over that
 * box with a CSS transform, and draws shifted by the box's corner. The bitmap only grows, in steps, or
 * shrinks when far too large, since a new size reallocates it. Shapes drawn with a custom `sceneFunc` must
 * give their extent (`getSelfRect`), or they may be cut off. Drawing into another canvas (an export) is
 * Konva's own.
 */
import type Konva from 'konva'

/** Room around the content (antialiased edges, a stroke's half width). */
const PAD = 4
/** Bitmap sizes are multiples of this, so a growing preview reallocates its canvas rarely. */
const STEP = 256

const roundUp = (n: number) => Math.max(STEP, Math.ceil(n / STEP) * STEP)

export function fitToContent(layer: Konva.Layer): () => void {
  const own = layer.getCanvas()
  const element = layer.getNativeCanvasElement()
  const context = own.getContext()._context
  const drawScene = layer.drawScene
  const wasClearing = layer.clearBeforeDraw()
  // Konva's clear works in the layer's own frame; the shifted frame is cleared here instead.
  layer.clearBeforeDraw(false)
  // Its own compositing layer: moving it is then the compositor's job. Without this, every move of the
  // box repainted the page around it (Paint was 3.3 ms a move at 4× CPU in a trace, now none).
  element.style.willChange = 'transform'
  layer.drawScene = function (canvas, top) {
    if (canvas && canvas !== own) return drawScene.call(this, canvas, top)
    const stage = this.getStage()
    const r = this.getClientRect()
    const x0 = Math.max(0, Math.floor(r.x - PAD))
    const y0 = Math.max(0, Math.floor(r.y - PAD))
    const x1 = Math.min(stage?.width() ?? 0, Math.ceil(r.x + r.width + PAD))
    const y1 = Math.min(stage?.height() ?? 0, Math.ceil(r.y + r.height + PAD))
    const [w, h] = [Math.max(0, x1 - x0), Math.max(0, y1 - y0)]
    const [cw, ch] = [element.width / own.pixelRatio, element.height / own.pixelRatio]
    if (w > cw || h > ch || cw > w + 2 * STEP || ch > h + 2 * STEP) own.setSize(roundUp(w), roundUp(h))
    element.style.transform = `translate(${x0}px, ${y0}px)`
    const ratio = own.pixelRatio
    context.setTransform(1, 0, 0, 1, 0, 0)
    context.clearRect(0, 0, element.width, element.height)
    context.setTransform(ratio, 0, 0, ratio, -x0 * ratio, -y0 * ratio)
    try {
      return drawScene.call(this, canvas, top)
    } finally {
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
    }
  }
  return () => {
    layer.drawScene = drawScene
    layer.clearBeforeDraw(wasClearing)
    element.style.transform = ''
    element.style.willChange = ''
    const stage = layer.getStage()
    if (!stage) return
    own.setSize(stage.width(), stage.height())
    layer.batchDraw()
  }
}
