/**
 * Frame time while dragging on the canvas, in headless Chromium: builds the app, serves it, sets a table
 * up through the automation hook, then drags a piece along a path with real pointer events while
 * sampling requestAnimationFrame intervals. Each system supplies its scenario in `bench/<id>.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'

export interface DragScenario {
  /** Prepares the table (through `window.__tabletop`) and returns the piece to drag and where to. */
  prepare(page: Page): Promise<{ pieceId: string; to: { x: number; y: number } }>
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
}

async function measureDrag(page: Page, scenario: DragScenario): Promise<string> {
  const { pieceId, to } = await scenario.prepare(page)
  const from = await page.evaluate((id) => window.__tabletop!.locate(id), pieceId)
  if (!from) throw new Error(`piece ${pieceId} is not on screen`)
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __sampling: boolean }
    w.__frames = []
    w.__sampling = true
    const tick = (t: number) => {
      w.__frames.push(t)
      if (w.__sampling) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
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
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __sampling: boolean }
    w.__sampling = false
    return w.__frames
  })
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - stamps[i]!)
    .sort((a, b) => a - b)
  return `median ${percentile(intervals, 0.5).toFixed(1)} ms, p95 ${percentile(intervals, 0.95).toFixed(1)} ms over ${intervals.length} frames (goal: median < 16.7 ms)`
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
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
