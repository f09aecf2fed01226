/**
 * The shell every system shares: tables, autosave and resume, the dice tray, export/import and hostile
 * files, offline, keyboard undo/redo, the language switch, unreadable saves, and the log's filter.
 */
import { readFileSync } from 'node:fs'
import { test, expect } from './fixtures'
import { getRecord, putRecord } from './idb'
import { cwPolicy, drive, settle } from './policies'
import type { CwAction, CwState } from '../src/engine/systems/chesswarrior'
import { MARGIN } from '../src/ui/panels/use-virtual-rows'

test('the home screen offers every system, and unbuilt ones as coming soon', async ({ tabletop, page }) => {
  await tabletop.open()
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  for (const name of ['Double Cross 3rd Edition', 'Chesswarrior', 'Frostgrave', 'Dice Roll Party – Duel']) {
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible()
  }
  const available = await page.evaluate(() => window.__tabletop!.systems())
  await expect(page.getByText('Coming soon')).toHaveCount(4 - available.length)
})

test('roll in the dice tray, reload, and find the same log and state', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable(await tabletop.anySystem(), {}, 'Dice night')
  await page.getByRole('tab', { name: 'Dice' }).click()
  const input = page.getByLabel('Dice expression')
  await input.fill('2d6+')
  await expect(page.locator('#dice-feedback')).toHaveText(
    'At character 5: expected dice (like 2d6) or a number, found the end of the expression',
  )
  await expect(
    page.getByRole('region', { name: 'Dice' }).getByRole('button', { name: 'Roll', exact: true }),
  ).toBeDisabled()
  await input.fill('2d6+3')
  await expect(page.locator('#dice-feedback')).toHaveText('From 5 to 15, average 10.00.')
  await tabletop.script([4, 2])
  await input.press('Enter')
  await expect(page.getByTestId('tray-result')).toContainText('2d6+3 → [4,2]+3 = 9')
  const before = await tabletop.session()
  expect(before.log.at(-1)).toMatchObject({
    action: { type: 'core/roll', expression: '2d6+3' },
    rolls: [
      [6, 4],
      [6, 2],
    ],
  })

  await tabletop.reload()
  await page.waitForFunction(() => (window.__tabletop!.state() as { session: unknown }).session)
  const after = await tabletop.session()
  expect(after.state).toEqual(before.state)
  expect(after.log).toEqual(before.log)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByTestId('log')).toContainText('2d6+3 → [4,2]+3 = 9')
})

test('export a table, delete it, import the file: the game is identical', async ({ tabletop, page }) => {
  await tabletop.open()
  const id = await tabletop.createTable(await tabletop.anySystem(), {}, 'Round trip')
  await tabletop.script([3, 5, 1])
  await page.getByRole('tab', { name: 'Dice' }).click()
  await page.getByLabel('Dice expression').fill('3d8')
  await page.getByLabel('Dice expression').press('Enter')
  const before = await tabletop.session()
  await page.evaluate(() => window.__tabletop!.flush())
  await page.getByRole('button', { name: 'Tables', exact: true }).click()

  const row = page.locator(`tr[data-table-id="${id}"]`)
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: 'Export' }).click()
  const file = await (await download).path()
  expect((await download).suggestedFilename()).toBe('round-trip.tabletop.json')

  await row.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “Round trip”.' })).toBeVisible()
  await expect(row).toHaveCount(0)

  await page.getByTestId('import-file').setInputFiles({
    name: 'round-trip.tabletop.json',
    mimeType: 'application/json',
    buffer: readFileSync(file),
  })
  await expect(page.getByText('Imported round-trip.tabletop.json.')).toBeVisible()
  await row.getByRole('button', { name: 'Continue' }).click()
  await page.waitForFunction(
    (tableId) =>
      (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
    id,
  )
  const after = await tabletop.session()
  expect(after.state).toEqual(before.state)
  expect(after.log).toEqual(before.log)
})

test('a deleted table comes back with undo', async ({ tabletop, page }) => {
  await tabletop.open()
  const id = await tabletop.createTable(await tabletop.anySystem(), {}, 'Keep me')
  await page.getByRole('button', { name: 'Tables', exact: true }).click()
  await page.locator(`tr[data-table-id="${id}"]`).getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('status')
    .filter({ hasText: 'Deleted “Keep me”.' })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect(page.locator(`tr[data-table-id="${id}"]`)).toBeVisible()
  await tabletop.reload()
  await expect(page.locator(`tr[data-table-id="${id}"]`)).toBeVisible()
})

test('hostile files are refused with their reason and change nothing', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable(await tabletop.anySystem(), {}, 'Untouched')
  await page.getByRole('button', { name: 'Tables', exact: true }).click()
  const tables = (await tabletop.state()).tables
  const cases: [string, string, RegExp][] = [
    ['broken.json', '{"id": ', /not a valid JSON file/],
    [
      'proto.json',
      '{"schemaVersion":2,"system":"chesswarrior","options":{"__proto__":{"admin":true}}}',
      /forbidden key "__proto__"/,
    ],
    ['future.json', '{"schemaVersion":99,"system":"chesswarrior"}', /newer version of Tabletop \(schema 99/],
    ['alien.json', '{"schemaVersion":2,"system":"monopoly"}', /Unknown game system \("monopoly"\)/],
    ['huge.json', ' '.repeat(5 * 1024 * 1024 + 10), /saves are at most 5 MB/],
  ]
  for (const [name, text, message] of cases) {
    await page
      .getByTestId('import-file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
    await expect(page.getByRole('alert')).toContainText(`${name} was not imported`)
    await expect(page.getByRole('alert')).toContainText(message)
  }
  expect((await tabletop.state()).tables).toEqual(tables)
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).admin)).toBeUndefined()
})

test('keyboard undo and redo; rolls stand unless GM override is on', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable(await tabletop.anySystem(), {}, 'Undo')
  await page.getByRole('tab', { name: 'Dice' }).click()
  await tabletop.script([6])
  await page.getByRole('button', { name: 'd6', exact: true }).click()
  const rolled = (await tabletop.session()).log.length
  await page.locator('.canvas-area').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+z')
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot undo: that revealed dice' })).toBeVisible()
  expect((await tabletop.session()).log.length).toBe(rolled)

  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByLabel('GM override').check()
  await page.getByRole('button', { name: 'Close' }).click()
  await page.keyboard.press('Control+z')
  await expect.poll(async () => (await tabletop.session()).log.length).toBe(rolled - 1)
  await page.keyboard.press('Control+Shift+z')
  await expect.poll(async () => (await tabletop.session()).log.length).toBe(rolled)
  expect((await tabletop.session()).log.at(-1)!.rolls).toEqual([[6, 6]])
})

test('the language switch translates the app and is remembered', async ({ tabletop, page }) => {
  await tabletop.open()
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByLabel('Language').selectOption('ja')
  await page.getByRole('button', { name: '閉じる' }).click()
  await expect(page.getByRole('heading', { name: '新しいゲーム' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await tabletop.reload()
  await expect(page.getByRole('heading', { name: 'あなたのテーブル' })).toBeVisible()
  await page.getByRole('button', { name: '設定' }).click()
  await page.getByLabel('言語').selectOption('ru')
  await page.getByRole('button', { name: 'Закрыть' }).click()
  // Russian is complete: the tagline too, with no English left on the home screen.
  await expect(page.getByRole('heading', { name: 'Новая игра' })).toBeVisible()
  await expect(page.getByText('Виртуальный стол для игры вживую', { exact: false })).toBeVisible()
  await expect(page.getByText('A virtual tabletop for local play', { exact: false })).toHaveCount(0)
})

test('after the first visit the app works offline, tables included', async ({ tabletop, page, context }) => {
  await tabletop.open()
  const id = await tabletop.createTable(await tabletop.anySystem(), {}, 'Offline')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // Reload once so the service worker controls the page and has served every lazy chunk into its cache.
  await tabletop.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await context.setOffline(true)
  await page.evaluate(() => (window.location.hash = '#/'))
  await page.reload()
  await page.waitForFunction(
    () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
  )
  await expect(page.getByRole('heading', { name: 'Your tables' })).toBeVisible()
  await page.locator(`tr[data-table-id="${id}"]`).getByRole('link').click()
  await page.waitForFunction(
    (tableId) =>
      (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
    id,
  )
  await expect(page.getByRole('tab', { name: 'Log' })).toBeVisible()
  // The dice tray and the rules reference are chunks of their own: offline, they come from the cache.
  await page.getByRole('tab', { name: 'Dice' }).click()
  await expect(page.getByLabel('Dice expression')).toBeVisible()
  await page.getByRole('tab', { name: 'Rules' }).click()
  await expect(page.getByRole('region', { name: 'Rules' })).toBeVisible()
  await context.setOffline(false)
})

test("the log shows at once; its filter gives each rule's title once first used", async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', {}, 'Filter')
  // Both teams chosen (CW-3.4): the log now cites rules.
  await drive<CwState, CwAction>(tabletop, (s) => s.stage !== 'draft', cwPolicy)
  const log = page.getByRole('region', { name: 'Log' })
  await expect(log).toBeVisible()
  const filter = log.getByRole('combobox', { name: 'Show' })
  const rule = (await tabletop.session()).events.flat().find((e) => e.rule)?.rule
  expect(rule, 'a line of the new table cites a rule').toBeDefined()
  // Before: the rule's ID (the rules reference has not been fetched).
  const option = filter.locator(`option[value="${rule}"]`)
  await expect(option).toHaveText(rule!)
  await filter.focus()
  await expect(option).toHaveText(new RegExp(`^${rule} · .+`))
})

test('a log first shown empty follows the game, and scrolls back to its first line', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', {}, 'Story')
  const log = page.getByRole('region', { name: 'Log' })
  await expect(log.getByText('Nothing has happened yet.')).toBeVisible()
  // The panel stays open while the game fills it past its height.
  await drive<CwState, CwAction>(tabletop, (s) => s.stage === 'play', cwPolicy)
  const { events } = await tabletop.session()
  expect(events.flat().length, 'more lines than the panel shows').toBeGreaterThan(30)
  const entry = (i: number) => String(i + 1)
  // The newest line is brought into view without a scroll of the reader's.
  await expect(log.locator('li').last()).toBeInViewport()
  await expect(log.locator('li .log-entry').last()).toHaveText(
    entry(events.findLastIndex((e) => e.length > 0)),
  )
  // Only the rows the view needs are rendered: the fewest last rows that cover the view and the margin above
  // it, by their measured heights, whatever renders came before (a row measured later than it was first
  // placed would leave more or fewer; two equal logs would show different rows).
  await expect
    .poll(() => log.evaluate(renderedBeyondView, MARGIN))
    .toEqual({ allButFirst: 'within', all: 'beyond' })
  // Scrolled to the top, the first lines are rendered (virtualised: only the rows in view are).
  await log.evaluate((el) => {
    let scroller: Element | null = el
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
      scroller = scroller.parentElement
    scroller!.scrollTop = 0
  })
  await expect(log.locator('li .log-entry').first()).toHaveText(entry(events.findIndex((e) => e.length > 0)))
  await expect(log.locator('li').first()).toBeInViewport()
  // Opened again from another tab, the log shows its newest line.
  await settle(page)
  await page.getByRole('tab', { name: 'Dice' }).click()
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(log.locator('li').last()).toBeInViewport()
})

test('a new line of the log is measured once; the lines already shown are not measured again', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', {}, 'Measured')
  await drive<CwState, CwAction>(tabletop, (s) => s.stage === 'play', cwPolicy)
  // Opened again, the log is shown with its last lines at once. A line's first roll measures the lines in
  // view once more if the panel was sized since (its fonts came): the count starts after it.
  await tabletop.reload()
  await tabletop.waitForTable()
  await settle(page)
  expect((await tabletop.dispatch({ type: 'core/roll', expression: '1d6' })).ok).toBe(true)
  await settle(page)
  // Counts the reads of a log line's height (what the virtual rows measure with) from here on.
  await page.evaluate(() => {
    const read = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!.get!
    const w = window as unknown as { lineReads: number }
    w.lineReads = 0
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('log-line')) w.lineReads++
        return read.call(this)
      },
    })
  })
  const lines = async () => (await tabletop.session()).events.flat().length
  const before = await lines()
  for (let i = 0; i < 5; i++) {
    expect((await tabletop.dispatch({ type: 'core/roll', expression: '1d6' })).ok).toBe(true)
    await settle(page)
  }
  const added = (await lines()) - before
  expect(added).toBeGreaterThanOrEqual(5)
  // Each new line once (and a line whose measured height moved the window, at most once more).
  const reads = await page.evaluate(() => (window as unknown as { lineReads: number }).lineReads)
  expect(reads).toBeGreaterThanOrEqual(added)
  expect(reads).toBeLessThanOrEqual(2 * added)
})

test('an unreadable save is set aside, explained, and its last good state restored', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  const id = await tabletop.createTable(await tabletop.anySystem(), {}, 'Fragile')
  await page.getByRole('tab', { name: 'Dice' }).click()
  await tabletop.script([2])
  await page.getByRole('button', { name: 'd4', exact: true }).click()
  await tabletop.script([3])
  await page.getByRole('button', { name: 'd4', exact: true }).click()
  await page.evaluate(() => window.__tabletop!.flush())
  // Damage the stored save behind the app's back, as a failing disk or a bug might.
  const entry = await getRecord<{ entry: { rolls: number[][] } }>(page, 'entries', [id, 1])
  await putRecord(page, 'entries', { ...entry, entry: { ...entry.entry, rolls: [[4, 7]] } })
  // A real reload, so the store reads the damaged save from IndexedDB.
  await page.reload()
  await expect(page.getByRole('alert').first()).toContainText('“Fragile” could not be opened')
  await expect(page.getByRole('alert').first()).toContainText('a recorded face is larger than its die')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('heading', { name: 'Saves that need attention' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the damaged file' }).click()
  expect((await download).suggestedFilename()).toBe('fragile.damaged.json')
  await page.getByRole('button', { name: /Restore .* \(1 move\)/ }).click()
  await page.locator(`tr[data-table-id="${id}"]`).getByRole('button', { name: 'Continue' }).click()
  await page.waitForFunction(
    (tableId) =>
      (window.__tabletop!.state() as { session?: { doc: { id: string } } }).session?.doc.id === tableId,
    id,
  )
  const restored = await tabletop.session()
  expect(restored.log.at(-1)!.rolls).toEqual([[4, 2]])
})

/**
 * How the log's rendered rows (followed to its end) compare with its view and the `margin` above it:
 * every row but the first fits within them and all of them reach beyond (or the list starts at its first row).
 */
function renderedBeyondView(panel: Element, margin: number): { allButFirst: string; all: string } {
  let scroller: Element | null = panel
  while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement
  const list = panel.querySelector('ol')!
  const gap = parseFloat(getComputedStyle(list).rowGap) || 0
  const heights = [...list.children].map((row) => (row as HTMLElement).offsetHeight + gap)
  const reach = scroller!.clientHeight + margin
  const sum = (hs: number[]) => hs.reduce((a, b) => a + b, 0)
  const first = parseFloat(getComputedStyle(list).paddingTop) === 0
  return {
    allButFirst: sum(heights.slice(1)) <= reach ? 'within' : `${sum(heights.slice(1))} > ${reach}`,
    all: first || sum(heights) > reach ? 'beyond' : `${sum(heights)} <= ${reach}`,
  }
}
