/**
 * The leak scan's reader (issue #31): everything a player can read on a page, surface by surface — the DOM's
 * text, the attributes a browser or a screen reader shows (`title`, `alt`, `placeholder`, `aria-*`, form
 * values), the document's title, and the text of every Konva node on the canvases. A secret is what a
 * system's `player-view.ts` takes out; the scan fails when it is found on any of these surfaces.
 */
import { expect, type Page } from '@playwright/test'

export interface Surfaces {
  dom: string
  attributes: string
  title: string
  canvas: string
}

/** What a player can read on `page` now. */
export function readSurfaces(page: Page): Promise<Surfaces> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript, template')) continue
      const text = node.textContent?.trim()
      if (text) texts.push(text)
    }
    const shown = /^(title|alt|placeholder|label|value|aria-.*)$/
    const attributes: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes)
        if (shown.test(attribute.name) && attribute.value.trim()) attributes.push(attribute.value)
      // A typed value is not an attribute, but it is on screen.
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        if (element.value.trim()) attributes.push(element.value)
    }
    type Node = { text(): string }
    const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva
    const canvas = (konva?.stages ?? []).flatMap((stage) =>
      ['Text', 'TextPath'].flatMap((kind) => stage.find(kind).map((node) => node.text())),
    )
    return {
      dom: texts.join('\n'),
      attributes: attributes.join('\n'),
      title: document.title,
      canvas: canvas.join('\n'),
    }
  })
}

/** Fails, naming the surface and the step, if any marker can be read on `page`. */
export async function expectNoMarker(page: Page, markers: readonly string[], step: string): Promise<void> {
  const surfaces = await readSurfaces(page)
  for (const [surface, text] of Object.entries(surfaces))
    for (const marker of markers)
      expect(text.includes(marker), `${step}: "${marker}" can be read in the ${surface}`).toBe(false)
}

/**
 * The Markdown the log's Export button downloads on `page` (a player window's export is the players' log).
 */
export async function exportedLog(page: Page): Promise<string> {
  const download = page.waitForEvent('download')
  await page.locator('.log-panel .panel-tools button').click()
  const stream = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Whether the hand-over hides the whole table: every point of a grid over the viewport is the cover's, and
 * the cover is fully opaque (a dim that lets the table show through hides nothing).
 */
export async function handOverCoversAll(page: Page): Promise<{ covered: boolean; opaque: boolean }> {
  return page.evaluate(() => {
    const cover = document.querySelector('.hand-over')
    if (!cover) return { covered: false, opaque: false }
    const { innerWidth: w, innerHeight: h } = window
    let covered = true
    for (let i = 0; i <= 10; i++)
      for (let j = 0; j <= 10; j++) {
        const at = document.elementFromPoint(Math.min(w - 1, (w * i) / 10), Math.min(h - 1, (h * j) / 10))
        if (!at || !cover.contains(at)) covered = false
      }
    const style = getComputedStyle(cover)
    const alpha = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(',')[3]
    const opaque = (alpha === undefined || Number(alpha) === 1) && Number(style.opacity) === 1
    return { covered, opaque }
  })
}
