/**
 * Click to stored: how long a roll waits, unshown, between the player's click and its entry landing in
 * IndexedDB (the store shows a roll only then: `Session.pending`). A Double Cross table's dice tray, a real
 * mouse click on "d20" per roll; the click's time is taken by a capturing listener, the store's time by the
 * `complete` event of the first read-write transaction on `entries` after it (an init script wraps
 * `IDBDatabase.transaction`, changing nothing else), and the roll shown when the "Saving the roll…" mark is
 * gone from the page. At normal speed and with the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`).
 */
import type { Browser, Page } from '@playwright/test'
import { newAppPage, percentile } from './browser'

const ROLLS = 40

/** Stamps every click and every completed write of log entries, in page time. */
const STAMPS = `(() => {
  const stamps = { clicks: [], stored: [] }
  window.__stamps = stamps
  document.addEventListener('click', () => stamps.clicks.push(performance.now()), true)
  const transaction = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (names, mode, options) {
    const tx = transaction.call(this, names, mode, options)
    const list = typeof names === 'string' ? [names] : [...names]
    if (mode === 'readwrite' && list.includes('entries'))
      tx.addEventListener('complete', () => stamps.stored.push(performance.now()))
    return tx
  }
})()`

interface Stamps {
  clicks: number[]
  stored: number[]
}

export interface ClickToStored {
  storedP50: number
  storedP95: number
  shownP50: number
  shownP95: number
}

async function rollOnce(page: Page): Promise<{ stored: number; shown: number }> {
  const before = (await page.evaluate('window.__stamps')) as Stamps
  await page.getByRole('button', { name: 'd20', exact: true }).click()
  await page.waitForFunction(
    (n) => (window as unknown as { __stamps: Stamps }).__stamps.stored.length > n,
    before.stored.length,
  )
  // A string, not a function: tsx would name the inner function with a helper the page does not have.
  const shownAt = (await page.evaluate(`new Promise((resolve) => {
    function look() {
      if (document.querySelector('[data-testid="saving"]')) requestAnimationFrame(look)
      else resolve(performance.now())
    }
    look()
  })`)) as number
  const after = (await page.evaluate('window.__stamps')) as Stamps
  const click = after.clicks.at(-1)!
  const stored = after.stored[before.stored.length]!
  return { stored: stored - click, shown: shownAt - click }
}

export async function measureClickToStored(
  browser: Browser,
  rates: readonly number[],
): Promise<Map<number, ClickToStored>> {
  const page = await newAppPage(browser)
  const out = new Map<number, ClickToStored>()
  try {
    await page.context().addInitScript(STAMPS)
    const id = await page.evaluate(() => window.__tabletop!.create('double-cross', {}, 'Click to stored'))
    await page.goto(`${new URL(page.url()).origin}/?automation=1#/table/${id}`)
    // A new document, so the init script runs (changing the hash alone would keep this one).
    await page.reload()
    await page.waitForFunction(
      () => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session,
    )
    await page.getByRole('tab', { name: 'Dice' }).click()
    const cdp = await page.context().newCDPSession(page)
    for (const rate of rates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      try {
        for (let i = 0; i < 3; i++) await rollOnce(page)
        const stored: number[] = []
        const shown: number[] = []
        for (let i = 0; i < ROLLS; i++) {
          const one = await rollOnce(page)
          stored.push(one.stored)
          shown.push(one.shown)
        }
        stored.sort((a, b) => a - b)
        shown.sort((a, b) => a - b)
        out.set(rate, {
          storedP50: percentile(stored, 0.5),
          storedP95: percentile(stored, 0.95),
          shownP50: percentile(shown, 0.5),
          shownP95: percentile(shown, 0.95),
        })
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
    }
  } finally {
    await page.context().close()
  }
  return out
}
