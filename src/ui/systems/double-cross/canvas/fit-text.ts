/** Canvas text that fits its width: a long label shrinks before it is cut, never below the app's floor. */
import type Konva from 'konva'

/** The smallest canvas text the app draws (px): a shrinking header stops here, then the ellipsis cuts. */
export const MIN_FONT = 11

/** The width of `text` in `node`'s font at `size`, leaving the node as it is (konva-fonts caches it). */
function naturalWidth(node: Konva.Text, text: string, size: number): number {
  const attrs = node.attrs as { fontSize?: number }
  const was = attrs.fontSize
  // Straight on the attributes: a change through the setter lays the text out again (Konva's
  // _setTextData), and the font is only borrowed for the measure.
  attrs.fontSize = size
  try {
    return node.measureSize(text).width
  } finally {
    attrs.fontSize = was
  }
}

/**
 * Sets `node` to `text` in `width`, its font shrunk from `size` so that it fits, no smaller than MIN_FONT.
 * The node is set once, to its final font: an unchanged label is not laid out again (each update of the
 * animator sets every label; a timeline step or jump redraws them, issue 36).
 */
export function fitText(node: Konva.Text, width: number, text: string, size: number): void {
  const natural = naturalWidth(node, text, size)
  const fontSize = natural > width ? Math.max(MIN_FONT, Math.floor((size * width) / natural)) : size
  node.setAttrs({ width, text, fontSize })
}
