/**
 * The WCAG contrast ratio of an element's text against what is behind it: its own background, or the
 * nearest ancestor's that is not transparent.
 */
import type { Locator } from '@playwright/test'

export function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    let back: number[] = [255, 255, 255]
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor)
      if (c.length === 3 || (c.length === 4 && c[3]! > 0)) {
        back = c.slice(0, 3)
        break
      }
    }
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(back)].sort((x, y) => y - x)
    return (a! + 0.05) / (b! + 0.05)
  })
}
