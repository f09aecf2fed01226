/**
 * A line of text centred on a point, drawn straight onto a custom shape's context. A small label drawn
 * with its box in one shape (a token's letter, a counter's number) costs one node's draw, where a shape
 * and a Konva Text cost two, with the Text's layout on top: a board redraws dozens of them on every move
 * and timeline step (issue 36). The letter sits where a Text of the same font, centred on the same point,
 * puts it: Konva places its baseline by an "M"'s font ascent and descent, and so does this.
 */
import type Konva from 'konva'
import { currentFontStack } from '../app/fonts'
import { Konva as KonvaCore } from './konva-core'

/**
 * A canvas font, and how far below the text's centre its baseline lies; by style, size and font stack.
 * Bounded as konva-fonts.ts bounds its own: a size follows the board's scale, so each resize adds sizes.
 */
const styles = new Map<string, { font: string; shift: number }>()
const STYLES_MAX = 512
let probe: Konva.Text | undefined
// Metrics change when a web font arrives (konva-fonts.ts redraws every stage then).
globalThis.document?.fonts?.addEventListener('loadingdone', () => styles.clear())

function textStyle(size: number, fontStyle: string): { font: string; shift: number } {
  const key = `${fontStyle}|${size}|${currentFontStack()}`
  let style = styles.get(key)
  if (!style) {
    if (styles.size >= STYLES_MAX) styles.clear()
    probe ??= new KonvaCore.Text()
    probe.setAttrs({ fontSize: size, fontStyle })
    const m = probe.measureSize('M')
    const ascent = m.fontBoundingBoxAscent ?? m.actualBoundingBoxAscent
    const descent = m.fontBoundingBoxDescent ?? m.actualBoundingBoxDescent
    const font = (probe as unknown as { _getContextFont(): string })._getContextFont()
    styles.set(key, (style = { font, shift: (ascent - descent) / 2 }))
  }
  return style
}

/** Fills `text` centred on (x, y) in the page's font stack at `size` px, as a centred Konva Text would. */
export function fillCentredText(
  ctx: Konva.Context,
  text: string,
  x: number,
  y: number,
  size: number,
  ink: string,
  fontStyle = 'bold',
): void {
  const { font, shift } = textStyle(size, fontStyle)
  ctx.setAttr('font', font)
  ctx.setAttr('textAlign', 'center')
  ctx.setAttr('textBaseline', 'alphabetic')
  ctx.setAttr('fillStyle', ink)
  ctx.fillText(text, x, y + shift)
}
