/** Canvas text that fits its width: a long label shrinks before it is cut, never below the app's floor. */
import type Konva from 'konva'

/** The smallest canvas text the app draws (px): a shrinking header stops here, then the ellipsis cuts. */
export const MIN_FONT = 11

/** Sets `node` to `text` in `width`, its font shrunk from `size` so that it fits, no smaller than MIN_FONT. */
export function fitText(node: Konva.Text, width: number, text: string, size: number): void {
  node.setAttrs({ width, text, fontSize: size })
  const natural = node.measureSize(text).width
  if (natural > width) node.fontSize(Math.max(MIN_FONT, Math.floor((size * width) / natural)))
}
