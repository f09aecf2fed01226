import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'

/**
 * A crash right after a one-click action of many moves ("Fill evenly": one command group) leaves the
 * table with the whole group or none of it. The browser is Debian's Chromium, launched here on a profile
 * directory of our own (so IndexedDB survives), SIGKILLed right after the click, and launched again.
 */

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`

async function launch(profile: string): Promise<{ child: ChildProcess; browser: Browser; page: Page }> {
  const portFile = join(profile, 'DevToolsActivePort')
  rmSync(portFile, { force: true })
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [...CHROMIUM_LAUNCH.args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore' },
  )
  // Chromium writes the debugging port it chose into the profile.
  await expect
    .poll(() => existsSync(portFile) && readFileSync(portFile, 'utf8').split('\n')[0], { timeout: 20_000 })
    .toBeTruthy()
  const port = readFileSync(portFile, 'utf8').split('\n')[0]
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]!
  const page = context.pages()[0] ?? (await context.newPage())
  await page.setViewportSize({ width: 1366, height: 768 })
  return { child, browser, page }
}

const state = (page: Page) =>
  page.evaluate(() => window.__tabletop!.state()) as Promise<{
    ready: boolean
    session: { doc: { id: string }; log: unknown[] } | null
  }>

async function openApp(page: Page, hash: string) {
  await page.goto(`${BASE}/?automation=1${hash}`)
  await page.waitForFunction(() => (window.__tabletop?.state() as { ready?: boolean })?.ready === true)
}

// How long after the click the browser dies: before, during and after the group's one write.
for (const delayMs of [0, 10, 40]) {
  test(`SIGKILL ${delayMs} ms after "Fill evenly": the relaunch shows the whole group or none of it`, async () => {
    test.setTimeout(90_000)
    const profile = mkdtempSync(join(tmpdir(), 'tabletop-crash-'))
    try {
      const first = await launch(profile)
      await openApp(first.page, '#/')
      await first.page.getByRole('button', { name: /New Dice Roll Party/ }).click()
      await first.page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
      await first.page.getByRole('textbox', { name: 'Player 2' }).fill('Ben')
      await first.page.getByRole('button', { name: 'Start' }).click()
      await first.page.waitForFunction(() => (window.__tabletop!.state() as { session: unknown }).session)
      await first.page.evaluate(() => window.__tabletop!.flush())
      const { session } = await state(first.page)
      const id = session!.doc.id
      const before = session!.log.length

      await first.page.getByRole('button', { name: 'Fill evenly' }).click()
      await new Promise((r) => setTimeout(r, delayMs))
      first.child.kill('SIGKILL')
      await new Promise((r) => first.child.once('exit', r))
      await first.browser.close().catch(() => undefined)

      const second = await launch(profile)
      try {
        await openApp(second.page, `#/table/${id}`)
        await second.page.waitForFunction(() => (window.__tabletop!.state() as { session: unknown }).session)
        const kept = (await state(second.page)).session!.log.length - before
        // Filling again places what the stored log did not: all of the group, or nothing.
        await second.page.getByRole('button', { name: 'Fill evenly' }).click()
        const added = (await state(second.page)).session!.log.length - before - kept
        test.info().annotations.push({ type: 'kept', description: `${kept} of ${kept + added} moves` })
        expect(kept + added).toBeGreaterThan(1)
        expect(kept === 0 || added === 0, `${kept} moves kept, ${added} missing`).toBe(true)
      } finally {
        second.child.kill('SIGKILL')
        if (second.child.exitCode === null) await new Promise((r) => second.child.once('exit', r))
        await second.browser.close().catch(() => undefined)
      }
    } finally {
      // Chromium's helper processes may still be writing the profile for a while after the kill: removing
      // this temporary folder is best effort, and never what the test is about.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch {
        // Left in the temporary folder.
      }
    }
  })
}
