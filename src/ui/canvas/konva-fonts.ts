/**
 * Canvas text in the reader's fonts. Konva's Text defaults to Arial, which has no Thai or CJK glyphs, so
 * an unset `fontFamily` reads the page's current stack instead (src/ui/app/fonts.ts). Web fonts arrive
 * after the first draw (the browser fetches only the unicode-range files the text needs): when they do,
 * every text is measured again and redrawn, so no label keeps a fallback font's width.
 */
import { Konva } from './konva-core'
import { currentFontStack } from '../app/fonts'

type TextInternals = { attrs: { fontFamily?: string }; _setTextData(): void }

const proto = Konva.Text.prototype as unknown as { getFontFamily(this: TextInternals): string }
proto.getFontFamily = function () {
  return this.attrs.fontFamily ?? currentFontStack()
}

// globalThis: the system modules are also imported by unit tests in Node, which has no document.
globalThis.document?.fonts?.addEventListener('loadingdone', () => {
  for (const stage of Konva.stages) {
    for (const text of stage.find('Text')) (text as unknown as TextInternals)._setTextData()
    stage.batchDraw()
  }
})
