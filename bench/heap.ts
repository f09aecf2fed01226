/**
 * JavaScript heap after opening a system's table on a fresh page load: garbage collected first, then the
 * used size from `Runtime.getHeapUsage`.
 */
import type { Browser } from '@playwright/test'
import type { SystemId } from '../src/engine'
import { BENCH_ORIGIN, newAppPage, waitForApp } from './browser'

export async function measureHeap(browser: Browser, system: SystemId): Promise<number> {
  const maker = await newAppPage(browser)
  const context = maker.context()
  try {
    const id = await maker.evaluate((s) => window.__tabletop!.create(s), system)
    await maker.evaluate(() => window.__tabletop!.flush())
    await maker.close()
    const page = await context.newPage()
    await page.goto(`${BENCH_ORIGIN}/?automation=1#/table/${id}`)
    await waitForApp(page)
    await page.waitForFunction(
      (tableId) =>
        (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
      id,
    )
    await page.waitForTimeout(1000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / 1024 / 1024
  } finally {
    await context.close()
  }
}
