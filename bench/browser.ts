/**
 * The browser side of the bench: one production build served locally, Debian's Chromium, and the helpers
 * the system scenarios use to reach a position (a save imported through `window.__tabletop`). Each page is
 * opened with a React commit counter installed before load (see `COMMIT_COUNTER`) and service workers
 * blocked, so the network log is the page's own and commits can be counted per pointer move.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/chromium'
import {
  execute,
  SAVE_SCHEMA_VERSION,
  seededDice,
  startHistory,
  writeSave,
  type History,
  type SystemId,
  type SystemModule,
} from '../src/engine'

/** Where the bench serves its build (BENCH_PORT moves it, so two benches can run side by side). */
export const BENCH_ORIGIN = `http://127.0.0.1:${process.env.BENCH_PORT ?? '4299'}`

/**
 * Installed before any script of the page runs: React (and react-konva's reconciler) register with a
 * DevTools hook when one exists and call `onCommitFiberRoot` after every commit, production builds
 * included. The page reads the count with `window.__reactCommits()`.
 */
export const COMMIT_COUNTER = `(() => {
  let commits = 0
  window.__reactCommits = () => commits
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1
      this.renderers.set(id, renderer)
      return id
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { commits++ },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  }
})()`

/** React commits so far in the page (all roots, both reconcilers). */
export const reactCommits = (page: Page): Promise<number> =>
  page.evaluate('window.__reactCommits()') as Promise<number>

/** Resolves after the next frame has been produced (Konva draws in requestAnimationFrame). */
export const nextFrame = (page: Page): Promise<unknown> =>
  page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))')

/** A save file's text for a history, to import through the automation hook. */
export function saveOf(system: SystemId, history: History, name: string): string {
  const at = '2026-11-21T12:00:00.000Z'
  return writeSave({
    id: `bench-${system}`,
    system,
    schemaVersion: SAVE_SCHEMA_VERSION,
    name,
    options: history.options,
    seed: history.seed,
    log: history.log as unknown[],
    createdAt: at,
    updatedAt: at,
  })
}

/** Plays seeded random legal actions until `stop(state)` holds; the history replays exactly. */
export function playUntil<S, A>(
  module: SystemModule<S, A, unknown>,
  options: unknown,
  seed: string,
  stop: (state: S, history: History<S, A>) => boolean,
  { limit = 5000, prefer = () => true }: { limit?: number; prefer?: (action: A) => boolean } = {},
): History<S, A> {
  const started = startHistory(module, options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice(`${seed}/dice`)
  const policy = seededDice(`${seed}/policy`)
  for (let i = 0; i < limit && !stop(history.state, history); i++) {
    const legal = module.legalActions(history.state)
    const preferred = legal.filter(prefer)
    const actions = preferred.length > 0 ? preferred : legal
    if (actions.length === 0) throw new Error('no legal action before the wanted position')
    const done = execute(history, actions[policy.roll(actions.length) - 1]!, dice)
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  if (!stop(history.state, history)) throw new Error('the wanted position was not reached')
  return history
}

/** Imports a save through the automation hook and opens its table; returns the table id. */
export async function openSave(page: Page, text: string): Promise<string> {
  const id = await page.evaluate((t) => window.__tabletop!.importSave(t), text)
  await page.evaluate((tableId) => (window.location.hash = `#/table/${tableId}`), id)
  await page.waitForFunction(
    (tableId) =>
      (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
    id,
  )
  await page.waitForTimeout(1000)
  return id
}

/** Waits until the app has loaded its tables (the automation hook answers). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
  )
}

/** A fresh context and page at 1366×768, the commit counter installed, service workers blocked. */
export async function newAppPage(browser: Browser, hash = '#/'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'block',
  })
  await context.addInitScript(COMMIT_COUNTER)
  const page = await context.newPage()
  await page.goto(`${BENCH_ORIGIN}/?automation=1${hash}`)
  await waitForApp(page)
  return page
}

/**
 * Builds the app once, serves it, launches Chromium, and runs `work` against them. `minify: false` keeps
 * function names readable for a profile (bench/timeline-profile.ts).
 */
export async function withApp<T>(
  work: (browser: Browser, outDir: string) => Promise<T>,
  { minify = true }: { minify?: boolean } = {},
): Promise<T> {
  const { build, preview } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'tabletop-bench-app-'))
  await build({
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, ...(minify ? {} : { minify: false }) },
  })
  const server = await preview({
    logLevel: 'silent',
    preview: { port: Number(new URL(BENCH_ORIGIN).port), strictPort: true, host: '127.0.0.1' },
    build: { outDir },
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    return await work(browser, outDir)
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** The value at quantile `p` of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
}

/** A piece's page position once its view has drawn it (boards load lazily, after the table opens). */
export async function locateShown(page: Page, pieceId: string): Promise<{ x: number; y: number } | null> {
  const found = await page
    .waitForFunction((id) => window.__tabletop!.locate(id), pieceId, { timeout: 15_000 })
    .catch(() => null)
  return found ? ((await found.jsonValue()) as { x: number; y: number }) : null
}
