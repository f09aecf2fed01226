/**
 * Self-hosted Noto fonts, so Thai and CJK text renders on a machine without those system fonts. Each
 * language loads its font's stylesheet when it is chosen; the stylesheets are split by unicode-range, so
 * the browser downloads only the files that cover the glyphs on screen. Han characters are drawn in the
 * reader's own regional forms: Japanese, Traditional and Simplified Chinese each put their font first.
 */
import type { Language } from './system-ui'

const LATIN = ['system-ui', '-apple-system', "'Segoe UI'", "'Noto Sans'"]
const SCRIPT_FONTS: Record<Language, readonly string[]> = {
  en: ["'Noto Sans JP'", "'Noto Sans Thai'"],
  ja: ["'Noto Sans JP'", "'Noto Sans Thai'"],
  th: ["'Noto Sans Thai'", "'Noto Sans JP'"],
  'zh-Hant': ["'Noto Sans TC'", "'Noto Sans Thai'"],
  'zh-Hans': ["'Noto Sans SC'", "'Noto Sans Thai'"],
  ru: ["'Noto Sans JP'", "'Noto Sans Thai'"],
}

/** The font stack for a language: Latin and Cyrillic from the system, its own script's Noto font next. */
export const fontStack = (language: Language): string =>
  [...LATIN, ...SCRIPT_FONTS[language], 'sans-serif'].join(', ')

// Vite turns each import into a stylesheet chunk of its own (and the fonts into hashed assets).
const STYLESHEETS: Partial<Record<Language, () => Promise<unknown>>> = {
  ja: () => import('@fontsource/noto-sans-jp/400.css'),
  th: () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
  'zh-Hant': () => import('@fontsource/noto-sans-tc/400.css'),
  'zh-Hans': () => import('@fontsource/noto-sans-sc/400.css'),
}

let current = fontStack('en')

/** The reader's font stack now: the canvas draws its text with it (src/ui/canvas/konva-fonts.ts). */
export const currentFontStack = (): string => current

/** Loads the language's font stylesheet (once) and makes its stack the page's. */
export function applyFonts(language: Language, root: HTMLElement): void {
  current = fontStack(language)
  root.style.setProperty('--font-stack', current)
  void STYLESHEETS[language]?.().catch(() => {
    // Offline before the fonts were ever fetched: the system's fonts stand in.
  })
}
