/**
 * Frame time while dragging on the canvas, in headless Chromium: builds the app, serves it, sets a table
 * up through the automation hook, then drags a piece along a path with real pointer events while
 * sampling requestAnimationFrame intervals. Each system supplies its scenario in `bench/<id>.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
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

export interface DragScenario {
  /** Prepares the table (through `window.__tabletop`) and returns the piece to drag and where to. */
  prepare(page: Page): Promise<{ pieceId: string; to: { x: number; y: number } }>
}

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
  stop: (state: S) => boolean,
  { limit = 5000, prefer = () => true }: { limit?: number; prefer?: (action: A) => boolean } = {},
): History<S, A> {
  const started = startHistory(module, options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const dice = seededDice(`${seed}/dice`)
  const policy = seededDice(`${seed}/policy`)
  for (let i = 0; i < limit && !stop(history.state); i++) {
    const legal = module.legalActions(history.state)
    const preferred = legal.filter(prefer)
    const actions = preferred.length > 0 ? preferred : legal
    if (actions.length === 0) throw new Error('no legal action before the wanted position')
    const done = execute(history, actions[policy.roll(actions.length) - 1]!, dice)
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  if (!stop(history.state)) throw new Error('the wanted position was not reached')
  return history
}

/** Imports a save through the automation hook and opens its table. */
export async function openSave(page: Page, text: string): Promise<void> {
  const id = await page.evaluate((t) => window.__tabletop!.importSave(t), text)
  await page.evaluate((tableId) => (window.location.hash = `#/table/${tableId}`), id)
  await page.waitForFunction(
    (tableId) =>
      (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
    id,
  )
  await page.waitForTimeout(1000)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
}

async function measureDrag(page: Page, scenario: DragScenario): Promise<string> {
  const { pieceId, to } = await scenario.prepare(page)
  const from = await page.evaluate((id) => window.__tabletop!.locate(id), pieceId)
  if (!from) throw new Error(`piece ${pieceId} is not on screen`)
  // Strings, not functions: the bench runs through tsx, whose helpers would not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = []
    window.__sampling = true
    const tick = (t) => {
      window.__frames.push(t)
      if (window.__sampling) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  // Main-thread busy time (script, style, layout, paint) per frame, from Chrome's own counters: the frame
  // interval alone is capped by vsync, so it cannot show how much headroom each frame has.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN
  const busyBefore = await taskSeconds()
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  const steps = 120
  for (let i = 1; i <= steps; i++) {
    // Back and forth along the path, one pointer move per frame's worth of time, as a hand drags.
    const k = i <= steps / 2 ? (2 * i) / steps : 2 - (2 * i) / steps
    await page.mouse.move(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k)
    await page.waitForTimeout(8)
  }
  await page.keyboard.press('Escape')
  await page.mouse.up()
  const stamps = (await page.evaluate(`(() => {
    window.__sampling = false
    return window.__frames
  })()`)) as number[]
  const busyMs = ((await taskSeconds()) - busyBefore) * 1000
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - stamps[i]!)
    .sort((a, b) => a - b)
  return (
    `frame interval median ${percentile(intervals, 0.5).toFixed(1)} ms, p95 ${percentile(intervals, 0.95).toFixed(1)} ms ` +
    `over ${intervals.length} frames (goal: median < 16.7 ms); main-thread work ${(busyMs / intervals.length).toFixed(2)} ms per frame`
  )
}

/** Runs every scenario against one production build; returns a figure per scenario. */
export async function measureDragScenarios(
  scenarios: Record<string, DragScenario>,
): Promise<Record<string, string>> {
  const { build, preview } = await import('vite')
  const outDir = mkdtempSync(join(tmpdir(), 'tabletop-frames-'))
  const out: Record<string, string> = {}
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    logLevel: 'silent',
    preview: { port: 4299, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    for (const [name, scenario] of Object.entries(scenarios)) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } })
      await page.goto('http://127.0.0.1:4299/?automation=1#/')
      await page.waitForFunction(
        () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
      )
      try {
        out[name] = await measureDrag(page, scenario)
      } catch (e) {
        out[name] = `not measured: ${e instanceof Error ? e.message : String(e)}`
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
  return out
}
