import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './chromium'

/**
 * Killed browsers. Debian's Chromium runs on a profile directory of our own (so IndexedDB survives), in a
 * process group of its own, and the whole group is SIGKILLed right after a click, then launched again:
 * - after "Fill evenly" (one command group of many moves) the table has the whole group or none of it;
 * - after a Double Cross roll, the roll is either stored with the very faces the screen showed, or it was
 *   never shown, is not in the table, and the player is told that the table did not close normally.
 */

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`

interface Launched {
  child: ChildProcess
  browser: Browser
  page: Page
}

async function launch(profile: string): Promise<Launched> {
  const portFile = join(profile, 'DevToolsActivePort')
  rmSync(portFile, { force: true })
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [...CHROMIUM_LAUNCH.args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    // A group of its own: the kill takes the renderer, GPU and storage processes with the browser.
    { stdio: 'ignore', detached: true },
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

/** SIGKILL to every process of the browser's group, and wait for the browser to be gone. */
async function kill({ child, browser }: Launched): Promise<void> {
  const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve()
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // Already gone.
  }
  await exited
  await browser.close().catch(() => undefined)
}

/** A fresh profile for `work`, removed afterwards (best effort: helpers may still be writing it). */
async function withProfile(work: (profile: string) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'tabletop-crash-'))
  try {
    await work(profile)
  } finally {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch {
      // Left in the temporary folder.
    }
  }
}

const state = (page: Page) =>
  page.evaluate(() => window.__tabletop!.state()) as Promise<{
    ready: boolean
    session: { doc: { id: string }; log: { rolls: [number, number][] }[]; saving: boolean } | null
  }>

async function openApp(page: Page, hash: string) {
  await page.goto(`${BASE}/?automation=1${hash}`)
  await page.waitForFunction(
    () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
  )
}

const hasSession = (page: Page) =>
  page.waitForFunction(() => (window.__tabletop!.state() as { session: unknown }).session)

// How long after the click the browser dies: before, during and after the group's one write.
for (const delayMs of [0, 10, 40]) {
  test(`SIGKILL ${delayMs} ms after "Fill evenly": the relaunch shows the whole group or none of it`, async () => {
    test.setTimeout(90_000)
    await withProfile(async (profile) => {
      const first = await launch(profile)
      await openApp(first.page, '#/')
      await first.page.getByRole('button', { name: /New Dice Roll Party/ }).click()
      await first.page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
      await first.page.getByRole('textbox', { name: 'Player 2' }).fill('Ben')
      await first.page.getByRole('button', { name: 'Start' }).click()
      await hasSession(first.page)
      await first.page.evaluate(() => window.__tabletop!.flush())
      const { session } = await state(first.page)
      const id = session!.doc.id
      const before = session!.log.length

      await first.page.getByRole('button', { name: 'Fill evenly' }).click()
      await new Promise((r) => setTimeout(r, delayMs))
      await kill(first)

      const second = await launch(profile)
      try {
        await openApp(second.page, `#/table/${id}`)
        await hasSession(second.page)
        const kept = (await state(second.page)).session!.log.length - before
        // Filling again places what the stored log did not: all of the group, or nothing.
        await second.page.getByRole('button', { name: 'Fill evenly' }).click()
        const added = (await state(second.page)).session!.log.length - before - kept
        test.info().annotations.push({ type: 'kept', description: `${kept} of ${kept + added} moves` })
        expect(kept + added).toBeGreaterThan(1)
        expect(kept === 0 || added === 0, `${kept} moves kept, ${added} missing`).toBe(true)
      } finally {
        await kill(second)
      }
    })
  })
}

/**
 * In the page, before the click: reports (as a console message) the faces of the first roll the screen
 * shows after `before` entries — as soon as the store has made it the shown history, every frame checked.
 */
function watchShown(page: Page, before: number): { shown: () => number[] | null; submitted: Promise<void> } {
  let shown: number[] | null = null
  let submitted!: () => void
  const heard = new Promise<void>((r) => (submitted = r))
  page.on('console', (m) => {
    const text = m.text()
    if (text.startsWith('shown:')) shown = JSON.parse(text.slice('shown:'.length)) as number[]
    if (text === 'submitted') submitted()
  })
  // Said as the console's form is submitted, before the app's own handler rolls (capture phase).
  void page
    .evaluate(() =>
      document.addEventListener('submit', () => console.log('submitted'), { capture: true, once: true }),
    )
    .catch(() => undefined)
  // Its promise ends with the page (the kill): that is no failure.
  void page
    .evaluate((n) => {
      const look = () => {
        const s = window.__tabletop!.state() as {
          session: { log: { rolls: [number, number][] }[]; saving: boolean } | null
        }
        const log = s.session?.log
        if (log && log.length > n && !s.session!.saving)
          return console.log(`shown:${JSON.stringify(log[n]!.rolls.map(([, face]) => face))}`)
        requestAnimationFrame(look)
      }
      look()
    }, before)
    .catch(() => undefined)
  return { shown: () => shown, submitted: heard }
}

/**
 * Keeps the app's `entries` store busy with a read-write transaction of the test's own, as a slow disk
 * would: a roll's write then waits behind it for as long as the test wants.
 */
const HOLD_ENTRIES = `new Promise((started) => {
  const open = indexedDB.open('tabletop')
  open.onsuccess = () => {
    const store = open.result.transaction('entries', 'readwrite').objectStore('entries')
    function spin() {
      started()
      store.count().onsuccess = spin
    }
    store.count().onsuccess = spin
  }
})`

// The browser dies this long after the page said the roll's form was submitted: while its write is under
// way (it lands some 15–130 ms after the click), about when it lands, and after. `busy`: the write cannot
// land at all, as on a disk that stalls.
for (const [delayMs, busy] of [
  [0, false],
  [5, false],
  [15, false],
  [40, false],
  [120, false],
  [40, true],
  [300, true],
] as const) {
  test(`SIGKILL ${delayMs} ms after a Double Cross roll${busy ? ', the disk busy' : ''}: stored with the faces shown, or never shown and told`, async () => {
    test.setTimeout(90_000)
    await withProfile(async (profile) => {
      const first = await launch(profile)
      await openApp(first.page, '#/')
      await first.page.getByRole('button', { name: /New Double Cross/ }).click()
      await first.page.getByRole('button', { name: 'Create' }).click()
      await hasSession(first.page)
      await first.page.evaluate(() => window.__tabletop!.flush())
      const { session } = await state(first.page)
      const id = session!.doc.id
      const before = session!.log.length
      const input = first.page.getByTestId('dx-command')
      await input.fill('6DX+2@8')
      const watch = watchShown(first.page, before)
      if (busy) await first.page.evaluate(HOLD_ENTRIES)

      const pressed = input.press('Enter').catch(() => undefined)
      await watch.submitted
      await new Promise((r) => setTimeout(r, delayMs))
      const shown = watch.shown()
      await kill(first)
      await pressed

      const second = await launch(profile)
      try {
        await openApp(second.page, `#/table/${id}`)
        await hasSession(second.page)
        const log = (await state(second.page)).session!.log
        const stored = log.length > before ? log[before]!.rolls.map(([, face]) => face) : null
        test.info().annotations.push({
          type: 'outcome',
          description: `${stored ? 'stored' : 'not stored'}; ${shown ? 'shown' : 'not shown'} before the kill`,
        })
        // Whatever was on screen was stored, with the same faces: nothing can be rolled again.
        if (shown) expect(stored).toEqual(shown)
        if (busy) expect(stored).toBeNull()
        // What was not stored was never shown, and the player is told the table did not close normally.
        if (!stored) {
          expect(shown).toBeNull()
          await expect(
            second.page.locator('.notice').filter({ hasText: /was not closed normally|was not saved/ }),
          ).toBeVisible()
        }
      } finally {
        await kill(second)
      }
    })
  })
}
