/**
 * What each first screen downloads: the JavaScript and CSS a fresh page load fetches (gzip sizes of the
 * built files), for the home screen, each system's set-up screen and each system's board. Service workers
 * are blocked (bench/browser.ts), so the precache does not count as the screen's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import type { SystemId } from '../src/engine'
import { BENCH_ORIGIN, COMMIT_COUNTER, waitForApp } from './browser'

/**
 * Opens `hash` in a fresh page of `context`'s browser and sums the gzip size of the assets it fetched. The
 * page loads as a player's does, without `?automation=1`: the automation hook (and what it imports) is
 * for tests and the bench only, so `ready` watches the page itself.
 */
async function weigh(page: Page, outDir: string, hash: string, ready: (page: Page) => Promise<void>) {
  const files = new Set<string>()
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname
    if (/\.(js|css)$/.test(path)) files.add(path)
  })
  await page.goto(`${BENCH_ORIGIN}/${hash}`)
  await ready(page)
  await page.waitForLoadState('networkidle')
  let bytes = 0
  const sizes: string[] = []
  for (const f of files) {
    const size = gzipSync(readFileSync(join(outDir, f))).length
    bytes += size
    sizes.push(`${(size / 1024).toFixed(1).padStart(7)} ${f}`)
  }
  // BENCH_WEIGHT_FILES=1 lists what a screen fetched, largest first, to see what to split off.
  if (process.env.BENCH_WEIGHT_FILES) console.error(`${hash}\n${sizes.sort().reverse().join('\n')}`)
  return bytes / 1024
}

export interface PageWeights {
  home: number
  setup: Partial<Record<SystemId, number>>
  board: Partial<Record<SystemId, number>>
}

export async function measurePageWeights(
  browser: Browser,
  outDir: string,
  systems: readonly SystemId[],
): Promise<PageWeights> {
  const fresh = async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      serviceWorkers: 'block',
    })
    await context.addInitScript(COMMIT_COUNTER)
    return context
  }
  const out: PageWeights = { home: NaN, setup: {}, board: {} }
  let context = await fresh()
  out.home = await weigh(await context.newPage(), outDir, '#/', async (p) => {
    await p.getByRole('heading').first().waitFor()
  })
  await context.close()
  for (const system of systems) {
    context = await fresh()
    out.setup[system] = await weigh(await context.newPage(), outDir, `#/new/${system}`, async (p) => {
      // The set-up form, or the board for a system that starts without one.
      await p.waitForFunction(() => !document.querySelector('.loading, [aria-busy="true"]'))
      await p.waitForTimeout(500)
    })
    await context.close()
    context = await fresh()
    const maker = await context.newPage()
    await maker.goto(`${BENCH_ORIGIN}/?automation=1#/`)
    await waitForApp(maker)
    const id = await maker.evaluate((s) => window.__tabletop!.create(s), system)
    await maker.evaluate(() => window.__tabletop!.flush())
    await maker.close()
    out.board[system] = await weigh(await context.newPage(), outDir, `#/table/${id}`, async (p) => {
      // The table is open (the game screen's panels are shown) and nothing is still loading.
      await p.waitForFunction(
        () =>
          document.querySelector('[role="tabpanel"]') &&
          !document.querySelector('.loading, [aria-busy="true"]'),
      )
      await p.waitForTimeout(500)
    })
    await context.close()
  }
  return out
}
