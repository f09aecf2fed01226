/**
 * Numbers as the reader writes them (CLDR through `Intl.NumberFormat`): "0.17" and "56.2%" in English,
 * "0,17" and "56,2 %" in Russian (with a no-break space, so "%" never wraps alone onto a line). Every number
 * the UI shows with decimals or as a percentage goes through here, never through `toFixed`.
 */
import { i18n } from './i18n'

const formats = new Map<string, Intl.NumberFormat>()

function format(language: string, style: 'decimal' | 'percent', digits: number): Intl.NumberFormat {
  const key = `${language}|${style}|${digits}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(language, {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    })
    formats.set(key, f)
  }
  return f
}

/** `value` with exactly `digits` decimals in `language`'s format: 1.75 → "1.75", "1,75". */
export const formatNumber = (language: string, value: number, digits = 0): string =>
  format(language, 'decimal', digits).format(value)

/** A probability (0–1) as a percentage in `language`'s format: 0.562 → "56.2%", "56,2 %" (no-break space). */
export const formatPercent = (language: string, p: number, digits = 1): string =>
  format(language, 'percent', digits).format(p)

/** Inches as Frostgrave shows them: 1.75 → 1.8" / 1,8". */
export const formatInches = (language: string, inches: number, digits = 1): string =>
  `${formatNumber(language, inches, digits)}"`

/** `formatNumber` in the language the reader has chosen (for code that has no `i18n` at hand). */
export const readerNumber = (value: number, digits = 0): string => formatNumber(i18n.language, value, digits)

/** `formatPercent` in the language the reader has chosen. */
export const readerPercent = (p: number, digits = 1): string => formatPercent(i18n.language, p, digits)

/** `formatInches` in the language the reader has chosen. */
export const readerInches = (inches: number, digits = 1): string =>
  formatInches(i18n.language, inches, digits)
