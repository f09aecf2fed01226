/**
 * A group that changes only with a few inputs (a board's squares and labels, its highlights) drawn from a
 * bitmap of itself: one image to copy each time its layer is redrawn, not its shapes to paint again.
 * Konva redraws a whole layer for any change in it, so a board of ~200 squares, tints and labels was
 * painted again for every piece that moved and every timeline step (issue 36).
 *
 * The bitmap is taken again when the inputs change, before a draw at a new scale or a new part of a pixel
 * (a zoom or a slide stays sharp), and when a web font arrives (`konva-fonts.ts` has measured the texts
 * again). The group's hit graph is cached with it, so its shapes still take clicks. Too large a bitmap (a
 * deep zoom) is not worth its memory: the group is then drawn shape by shape.
 */
import { useLayoutEffect, useRef, type DependencyList } from 'react'
import type Konva from 'konva'

/** The largest bitmap kept, in device pixels (a 700-pixel board at 4× zoom is 7.8 million). */
const MAX_PIXELS = 8_000_000

/**
 * Where each cached group's bitmap was taken: the pixel ratio and the part of a device pixel its origin fell
 * on. Drawn anywhere else the bitmap is resampled (a zoom blurs it, half a pixel softens its text), so it
 * is taken again before that draw.
 */
const takenAt = new Map<Konva.Group, string>()

/** The group's device pixels per unit, and where its origin falls within a device pixel. */
function placing(node: Konva.Group): { dpr: number; ratio: number; key: string; m: number[] } {
  const dpr = node.getLayer()?.getCanvas().getPixelRatio() ?? 1
  const m = node.getAbsoluteTransform().getMatrix()
  const ratio = dpr * Math.hypot(m[0]!, m[1]!)
  // Thousandths of a pixel: closer than that, the resampling cannot be seen.
  const part = (v: number) => Math.round(((((v * dpr) % 1) + 1) % 1) * 1000)
  return { dpr, ratio, key: `${ratio} ${part(m[4]!)} ${part(m[5]!)}`, m }
}

function takeImage(node: Konva.Group): void {
  node.clearCache()
  const { dpr, ratio, key, m } = placing(node)
  takenAt.set(node, key)
  const box = node.getClientRect({ skipTransform: true, relativeTo: node.getParent() ?? undefined })
  if (box.width === 0 || box.height === 0 || box.width * box.height * ratio * ratio > MAX_PIXELS) return
  // Turned, skewed or mirrored, no origin lines up with the pixels: Konva's own box then.
  if (m[1] !== 0 || m[2] !== 0 || m[0]! <= 0 || m[3]! <= 0) return void node.cache({ pixelRatio: ratio })
  // The bitmap's corner on a device pixel's corner, so its pixels are the ones a direct draw would make.
  const x = (Math.floor((m[4]! + m[0]! * box.x) * dpr) / dpr - m[4]!) / m[0]!
  const y = (Math.floor((m[5]! + m[3]! * box.y) * dpr) / dpr - m[5]!) / m[3]!
  node.cache({
    pixelRatio: ratio,
    x,
    y,
    width: box.x + box.width - x + 1 / ratio,
    height: box.y + box.height - y + 1 / ratio,
  })
}

// A task later, once `konva-fonts.ts`'s own listener has measured the texts anew, whichever was added first.
globalThis.document?.fonts?.addEventListener('loadingdone', () =>
  setTimeout(() => {
    for (const node of takenAt.keys()) {
      takeImage(node)
      node.getLayer()?.batchDraw()
    }
  }),
)

/**
 * A ref for a Konva group drawn from its bitmap, taken again whenever `deps` change: they must name all
 * that the group's drawing depends on. (The boards name such a group "cached", for their e2e test.)
 */
export function useCachedGroup(deps: DependencyList) {
  const ref = useRef<Konva.Group>(null)
  useLayoutEffect(() => {
    const node = ref.current
    const layer = node?.getLayer()
    if (!node || !layer) return
    takeImage(node)
    const samePlace = () => {
      if (takenAt.get(node) !== placing(node).key) takeImage(node)
    }
    layer.on('beforeDraw', samePlace)
    return () => {
      layer.off('beforeDraw', samePlace)
      takenAt.delete(node)
      node.clearCache()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the drawing depends on
  }, deps)
  return ref
}
