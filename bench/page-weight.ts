/**
 * What each first screen downloads: the JavaScript and CSS a fresh page load fetches (gzip sizes of the
 * built files), for the home screen, each system's set-up screen and each system's board. Service workers
 * are blocked (bench/browser.ts), so the precache does not count as the screen's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from '@playwright/test'
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
  /**
   * A board whose log already holds a roll, for a system whose board loads more then: Double Cross's
   * animator (Konva) comes with the first roll, so a new table and a table in play weigh differently.
   */
  boardInPlay: Partial<Record<SystemId, number>>
}

/** What a table in play has done first, for the systems whose board loads more once it has (see above). */
const IN_PLAY: Partial<Record<SystemId, unknown>> = {
  'double-cross': { type: 'double-cross/roll', command: '3DX+1@8' },
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
  const out: PageWeights = { home: NaN, setup: {}, board: {}, boardInPlay: {} }
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
    out.board[system] = await weighBoard(browser, fresh, outDir, system)
    if (IN_PLAY[system])
      out.boardInPlay[system] = await weighBoard(browser, fresh, outDir, system, IN_PLAY[system])
  }
  return out
}

/** A board as a fresh load shows it: a new table, or one whose log holds `action` (then reopened). */
async function weighBoard(
  browser: Browser,
  fresh: () => Promise<BrowserContext>,
  outDir: string,
  system: SystemId,
  action?: unknown,
) {
  const context = await fresh()
  const maker = await context.newPage()
  await maker.goto(`${BENCH_ORIGIN}/?automation=1#/`)
  await waitForApp(maker)
  const id = await maker.evaluate((s) => window.__tabletop!.create(s), system)
  if (action) {
    const done = (await maker.evaluate((a) => window.__tabletop!.dispatch(a), action)) as { ok: boolean }
    if (!done.ok) throw new Error(`${system}: ${JSON.stringify(done)}`)
  }
  await maker.evaluate(() => window.__tabletop!.flush())
  await maker.close()
  const kb = await weigh(await context.newPage(), outDir, `#/table/${id}`, async (p) => {
    // The table is open (the game screen's panels are shown) and nothing is still loading.
    await p.waitForFunction(
      () =>
        document.querySelector('[role="tabpanel"]') &&
        !document.querySelector('.loading, [aria-busy="true"]'),
    )
    await p.waitForTimeout(500)
  })
  await context.close()
  return kb
}
