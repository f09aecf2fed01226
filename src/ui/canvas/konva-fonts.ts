/**
 * Canvas text in the reader's fonts. Konva's Text defaults to Arial, which has no Thai or CJK glyphs, so
 * an unset `fontFamily` reads the page's current stack instead (src/ui/app/fonts.ts). Web fonts arrive
 * after the first draw (the browser fetches only the unicode-range files the text needs): when they do,
 * every text is measured again and redrawn, so no label keeps a fallback font's width.
 *
 * Konva measures a sample "M" in the text's font every time it draws a text, to place the baseline; setting
 * the long font stack on its measuring context made that a quarter of a drag's move on a slow laptop (the
 * readout beside the pointer) and a share of every board redraw. The metrics of a font and a string do not
 * change until a web font arrives, so they are kept until then.
 */
import { Konva } from './konva-core'
import { currentFontStack } from '../app/fonts'
import { hasThai, keepRuleIdsWhole, thaiLines } from './thai-lines'

type TextInternals = {
  attrs: { fontFamily?: string; fontStyle?: string; fontVariant?: string; fontSize?: number }
  _setTextData(): void
  _getContextFont(): string
}
type Metrics = ReturnType<InstanceType<typeof Konva.Text>['measureSize']>
type MeasureSize = (this: TextInternals, text: string) => Metrics

const proto = Konva.Text.prototype as unknown as {
  getFontFamily(this: TextInternals): string
  measureSize: MeasureSize
  _getContextFont(this: TextInternals): string
}
proto.getFontFamily = function () {
  return this.attrs.fontFamily ?? currentFontStack()
}

/** Metrics by font and string; bounded, since a readout's numbers change on every move. */
const measured = new Map<string, Metrics>()
const MEASURED_MAX = 512
const measureSize = proto.measureSize
proto.measureSize = function (text) {
  const key = `${this._getContextFont()}\n${text}`
  let metrics = measured.get(key)
  if (!metrics) {
    if (measured.size >= MEASURED_MAX) measured.clear()
    metrics = measureSize.call(this, text)
    measured.set(key, metrics)
  }
  return metrics
}

/**
 * The canvas font of a text by its parts. Konva splits, quotes and joins the whole family stack again on
 * each draw and each measure: over a hundred texts on a mat made it a visible share of a redraw.
 */
const contextFonts = new Map<string, string>()
const getContextFont = proto._getContextFont
proto._getContextFont = function () {
  const { fontStyle, fontVariant, fontSize, fontFamily } = this.attrs
  const key = `${fontStyle}|${fontVariant}|${fontSize}|${fontFamily ?? currentFontStack()}`
  let font = contextFonts.get(key)
  if (font === undefined) {
    if (contextFonts.size >= MEASURED_MAX) contextFonts.clear()
    font = getContextFont.call(this)
    contextFonts.set(key, font)
  }
  return font
}

// globalThis: the system modules are also imported by unit tests in Node, which has no document.
globalThis.document?.fonts?.addEventListener('loadingdone', () => {
  measured.clear()
  for (const stage of Konva.stages) {
    for (const text of stage.find('Text')) (text as unknown as TextInternals)._setTextData()
    stage.batchDraw()
  }
})

type WrapInternals = TextInternals & {
  attrs: { text?: string; width?: number; wrap?: string }
  padding(): number
  measureSize: MeasureSize
}
const setTextData = (proto as unknown as { _setTextData(this: WrapInternals): void })._setTextData
/**
 * A wrapping text is laid out with its breaks made right before Konva lays it out: Thai between words
 * (`thai-lines.ts`; Konva itself breaks only at spaces and dashes, so a Thai line split mid-word), and a
 * rule ID's dash made non-breaking ("(DRP-8.3)" was cut into "(DRP-" and "8.3)").
 */
;(proto as unknown as { _setTextData(this: WrapInternals): void })._setTextData = function () {
  const { text, width, wrap } = this.attrs
  if (!text || width === undefined || wrap === 'none' || wrap === 'char') return setTextData.call(this)
  let laid = keepRuleIdsWhole(text)
  if (hasThai(laid)) laid = thaiLines(laid, width - this.padding() * 2, (s) => this.measureSize(s).width)
  if (laid === text) return setTextData.call(this)
  this.attrs.text = laid
  try {
    setTextData.call(this)
  } finally {
    this.attrs.text = text
  }
}
