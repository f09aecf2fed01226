/**
 * Text contrast as WCAG AA measures it (4.5:1, or 3:1 for large text: 18.66 px, or 14 pt bold), against
 * what is behind the text: its element's background, or the nearest ancestor's that is not transparent.
 */
import type { Locator, Page } from '@playwright/test'

/** The contrast ratio of an element's text against what is behind it. */
export function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => (window as unknown as ContrastProbe).__contrast!(el).ratio)
}

/**
 * Every shown, enabled text on the page below AA, as "ratio tag "text" colour on background" lines (empty
 * when all pass). Canvas text is not in the page: the boards keep their own checks.
 */
export function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = (window as unknown as ContrastProbe).__contrast!
    const faded = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (Number(getComputedStyle(e).opacity) < 1) return true
      return false
    }
    const out = new Set<string>()
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      // Inactive controls, and what is faded to say it is spent, are exempt (WCAG 1.4.3).
      if (!el.offsetParent || el.closest(':disabled, [aria-disabled="true"]')) continue
      if (faded(el)) continue
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue
      const { ratio, needed, colour, back } = probe(el)
      if (ratio < needed)
        out.add(
          `${ratio.toFixed(2)} ${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}" ${colour} on ${back}`,
        )
    }
    return [...out]
  })
}

interface ContrastProbe {
  __contrast?: (el: Element) => { ratio: number; needed: number; colour: string; back: string }
}

/** Installs the measuring function in every page of the context (call before the first navigation). */
export async function installContrastProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    ;(window as unknown as ContrastProbe).__contrast = (el) => {
      let back = [255, 255, 255]
      for (let e: Element | null = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor)
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.5)) {
          back = c.slice(0, 3)
          break
        }
      }
      const style = getComputedStyle(el)
      const [a, b] = [luminance(rgba(style.color)), luminance(back)].sort((x, y) => y - x)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const ratio = (a! + 0.05) / (b! + 0.05)
      return { ratio, needed: large ? 3 : 4.5, colour: style.color, back: `rgb(${back.join(', ')})` }
    }
  })
}
