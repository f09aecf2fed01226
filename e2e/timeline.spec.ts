/**
 * Issue 36: the timeline in every system. Play some commands, step back with the bar's buttons (real
 * pointer events) and the ← key, find the board and the log showing the earlier moment read-only, play on
 * from there with new luck and make a different move, then find the original unchanged. And a replay
 * file opens read-only, while a hostile one changes nothing.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import { legal, play, TIMELINE_SYSTEMS as SYSTEMS } from './timeline-play'
import { playDrpToEnd, settle } from './policies'

/**
 * What the screen shows of the game: the board area's text (its DOM panels and buttons), the system
 * panel's text and the turn banner. The review of a moment must show what a live table at that moment
 * shows (the branch made from it), and not what the original shows now. (The canvas is not compared:
 * the review banner makes the board a little shorter, so its drawing is scaled.)
 */
async function shown(page: Page): Promise<string[]> {
  const system = page.getByRole('tab').first()
  const hasPanel = (await page.getByRole('tab').count()) > 3
  let panel = ''
  if (hasPanel) {
    await system.click()
    panel = await page.locator('#panel-system').innerText()
  }
  return [
    await page.getByTestId('canvas-area').innerText(),
    panel,
    await page.locator('.turn-banner').innerText(),
    await drawnPieces(page),
  ]
}

/**
 * Which of the game's pieces (every `id` in the live state: models, terrain, heroes, tokens…) the board
 * has drawn now, as the automation hook finds them on the canvas: an earlier moment draws fewer or others.
 */
const drawnPieces = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const ids = new Set<string>()
    const walk = (value: unknown, depth: number): void => {
      if (depth > 8 || typeof value !== 'object' || value === null) return
      if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1))
      const id = (value as { id?: unknown }).id
      if (typeof id === 'string') ids.add(id)
      for (const v of Object.values(value)) walk(v, depth + 1)
    }
    walk((window.__tabletop!.state() as { session?: { state?: unknown } }).session?.state, 0)
    // An earlier moment may hold pieces the live state no longer has: Frostgrave's terrain ids are k0, k1…
    for (let k = 0; k < 60; k++) ids.add(`k${k}`)
    // Frostgrave names its terrain and treasure nodes by kind (Board.tsx, Pieces.tsx).
    return [...ids]
      .sort()
      .flatMap((id) => [id, `terrain:${id}`, `treasure:${id}`])
      .filter((id) => window.__tabletop!.locate(id) !== null)
      .join(' ')
  })

/** The log panel's lines (the Log tab open). */
async function logLines(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Log' }).click()
  return page.locator('#panel-log li').count()
}

const COMMANDS = 6
/** Steps back: not a multiple of 3, so a play that cycles three choices (Frostgrave's layouts) shows another. */
const BACK = 4

for (const [system, options] of SYSTEMS) {
  test(`${system}: step back, see the earlier moment read-only, play on with new luck, original unchanged`, async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    const original = await tabletop.createTable(system, options, 'Timeline game')
    await play(tabletop, page, COMMANDS)
    const live = await tabletop.session()
    expect(live.log).toHaveLength(COMMANDS)
    const liveLines = await logLines(page)
    const bar = page.getByTestId('timeline')
    await expect(bar.getByTestId('timeline-position')).toHaveText(`${COMMANDS} / ${COMMANDS}`)
    const liveView = await shown(page)
    const boardBox = async () => page.getByTestId('canvas-area').boundingBox()
    const liveBoard = await boardBox()

    // Three steps back with the button, one with the ← key (the page, not a field, has the focus).
    for (let i = 1; i < BACK; i++) await bar.getByTestId('timeline-back').click()
    await page.locator('.game-title').click()
    await page.keyboard.press('ArrowLeft')
    const at = COMMANDS - BACK
    await expect(bar.getByTestId('timeline-position')).toHaveText(`${at} / ${COMMANDS}`)
    await expect(page.getByTestId('timeline-banner')).toContainText('Viewing')
    await expect(
      page.getByTestId('timeline-banner').getByRole('button', { name: 'Back to live' }),
    ).toBeVisible()
    // The banner sits in the bar's row: the board keeps its size (no canvas resized, nothing shifts).
    expect(await boardBox()).toEqual(liveBoard)
    // The log shows the first `at` commands' lines only; the board is drawn from that moment.
    const earlierLines = live.events.slice(0, at).flat().length
    expect(await logLines(page)).toBeLessThan(liveLines)
    expect(earlierLines).toBeLessThan(live.events.flat().length)
    // The board's controls are disabled while reviewing (one disabled fieldset over board and panel).
    await expect(page.getByTestId('review-lock').first()).toBeAttached()
    for (const button of await page.getByTestId('canvas-area').getByRole('button').all())
      await expect(button).toBeDisabled()
    await expect(page.getByRole('button', { name: /Redo/ })).toBeDisabled()
    await expect.poll(async () => JSON.stringify(await shown(page))).not.toBe(JSON.stringify(liveView))
    const reviewedView = await shown(page)
    await page.screenshot({ path: `test-results-tl/timeline-${system}-review.png` })
    // Nothing is written while reviewing: a command is refused and the stored game stays as it was.
    const refused = await tabletop.dispatch((await legal(page))[0])
    expect(refused.ok).toBe(false)
    expect((await tabletop.session()).log).toHaveLength(COMMANDS)

    // Play on from here, with new luck: a new table from the first `at` commands.
    await bar.getByTestId('timeline-play-on').click()
    const form = page.getByTestId('play-on')
    await expect(form.getByText('Same luck: later rolls show the faces')).toBeVisible()
    await form.getByLabel('New luck').check()
    await form.getByRole('button', { name: 'Create the table' }).click()
    await page.waitForFunction((id) => {
      const s = window.__tabletop?.state() as { session?: { doc: { id: string } } } | undefined
      return s?.session && s.session.doc.id !== id
    }, original)
    const branch = await tabletop.session()
    expect(branch.doc.name).toContain('Timeline game — from')
    expect(branch.log).toHaveLength(at)
    await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
    // The moment reviewed is the moment this live table shows: its panels, banner and drawn board.
    await expect.poll(async () => JSON.stringify(await shown(page))).toBe(JSON.stringify(reviewedView))
    // A different move than the original's next one.
    const next = JSON.stringify(live.log[at]!.action)
    const other = (await legal(page)).find((a) => JSON.stringify(a) !== next)
    expect(other, 'another legal move').toBeDefined()
    expect((await tabletop.dispatch(other)).ok).toBe(true)
    await passHandOver(page, 50)
    expect((await tabletop.session()).log).toHaveLength(at + 1)
    await page.screenshot({ path: `test-results-tl/timeline-${system}-branch.png` })

    // The original is untouched.
    await page.evaluate(() => window.__tabletop!.flush())
    await page.goto(`/?automation=1#/table/${original}`)
    await page.waitForFunction(
      (id) =>
        (window.__tabletop?.state() as { session?: { doc: { id: string } } } | undefined)?.session?.doc.id ===
        id,
      original,
    )
    const again = await tabletop.session()
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(live.log))
  })
}

test('a replay file opens read-only on its timeline; a hostile one changes nothing', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }, 'Replayed game')
  await play(tabletop, page, 4)
  const s = await tabletop.session()
  const at = new Date().toISOString()
  const doc = s.doc as unknown as Record<string, unknown>
  const text = JSON.stringify({
    ...doc,
    log: s.log,
    createdAt: doc.createdAt ?? at,
    updatedAt: doc.updatedAt ?? at,
  })
  await page.goto('/?automation=1#/')
  await page.waitForFunction(
    () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
  )
  const tables = (await tabletop.state()).tables.length

  const hostile = text.replace('"log"', '"__proto__":{"polluted":1},"log"')
  await page
    .getByTestId('replay-file')
    .setInputFiles({ name: 'bad.replay.json', mimeType: 'application/json', buffer: Buffer.from(hostile) })
  await expect(page.getByRole('alert')).toContainText('This replay could not be opened')
  expect((await tabletop.state()).tables.length).toBe(tables)

  await page
    .getByTestId('replay-file')
    .setInputFiles({ name: 'game.replay.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await page.waitForURL(/#\/table\/replay-/)
  const banner = page.getByTestId('timeline-banner')
  await expect(banner).toContainText('Replay, read-only')
  await expect(page.getByTestId('timeline-position')).toHaveText('0 / 4')
  await page.getByTestId('timeline-forward').click()
  await expect(page.getByTestId('timeline-position')).toHaveText('1 / 4')
  expect((await tabletop.dispatch((await legal(page))[0])).ok).toBe(false)
  expect((await tabletop.session()).log).toHaveLength(4)
  expect((await tabletop.state()).tables.length).toBe(tables)
  await page.screenshot({ path: 'test-results-tl/timeline-replay.png' })
})

test('a same-luck branch keeps its luck through a reload (in Japanese, at 1366×768)', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await page.getByRole('dialog').getByLabel('Language').selectOption('ja')
  await page.getByRole('dialog').getByRole('button', { name: '閉じる', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  const original = await tabletop.createTable('dice-roll-party', { names: ['Ann', 'Ben'] }, 'Luck game')
  await play(tabletop, page, 2)
  // The dice tray's roll is a command like any other: its faces are the luck a branch may keep.
  expect((await tabletop.dispatch({ type: 'core/roll', expression: '3d6' })).ok).toBe(true)
  await play(tabletop, page, 1)
  const live = await tabletop.session()
  const rolled = live.log[2]!
  expect(rolled.rolls).toHaveLength(3)

  const bar = page.getByTestId('timeline')
  await bar.getByTestId('timeline-back').click()
  await bar.getByTestId('timeline-back').click()
  await expect(bar.getByTestId('timeline-position')).toHaveText('2 / 4')
  await expect(page.getByTestId('timeline-banner')).toContainText('表示中')
  await expect(page.getByTestId('timeline-banner').getByRole('button', { name: '現在に戻る' })).toBeVisible()
  await bar.getByTestId('timeline-play-on').click()
  const form = page.getByTestId('play-on')
  await form.getByLabel('同じ運').check()
  await page.screenshot({ path: 'test-results-tl/timeline-ja-play-on.png' })
  await form.getByRole('button', { name: 'テーブルを作る' }).click()
  await page.waitForFunction((id) => {
    const s = window.__tabletop?.state() as { session?: { doc: { id: string } } } | undefined
    return s?.session && s.session.doc.id !== id
  }, original)
  const branch = (await tabletop.session()).doc.id
  await page.evaluate(() => window.__tabletop!.flush())

  // A reload: the branch opens from storage, and its saved luck still offers the original's faces.
  await page.reload()
  await page.waitForFunction(
    (id) =>
      (window.__tabletop?.state() as { session?: { doc: { id: string } } } | undefined)?.session?.doc.id ===
      id,
    branch,
  )
  // Fresh dice that would show other faces: only the kept luck gives the original's.
  await tabletop.script(rolled.rolls.map(([, face]) => (face === 1 ? 2 : 1)))
  expect((await tabletop.dispatch(rolled.action)).ok).toBe(true)
  await page.evaluate(() => window.__tabletop!.flush())
  expect((await tabletop.session()).log[2]!.rolls).toEqual(rolled.rolls)
  await page.screenshot({ path: 'test-results-tl/timeline-ja-same-luck.png' })
})

test('double-cross: stepping forward onto live play shows the last roll landed, as the step back did', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('double-cross', { cast: 'sample' }, 'Dice game')
  await tabletop.seed('timeline')
  expect((await tabletop.dispatch({ type: 'double-cross/roll', command: '4DX' })).ok).toBe(true)
  // A roll just made plays on the animator (its skip button shows while it rolls).
  const skip = page.locator('.dx-skip')
  await expect(skip).toBeVisible()
  await skip.click()
  await expect(skip).toHaveCount(0)
  const bar = page.getByTestId('timeline')
  const end = (await tabletop.session()).log.length
  await bar.getByTestId('timeline-back').click()
  await expect(bar.getByTestId('timeline-position')).toHaveText(`${end - 1} / ${end}`)
  // Watch every frame for the skip button from before the step forward until a second after it.
  await page.evaluate(() => {
    const w = window as unknown as { sawRolling: boolean }
    w.sawRolling = false
    const watch = () => {
      if (document.querySelector('.dx-skip')) w.sawRolling = true
      requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  await bar.getByTestId('timeline-forward').click()
  await expect(bar.getByTestId('timeline-position')).toHaveText(`${end} / ${end}`)
  await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => (window as unknown as { sawRolling: boolean }).sawRolling)).toBe(false)
})

test('reviewing a finished game, the banner tells the moment shown, not the ending', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(300_000)
  await tabletop.open()
  await tabletop.seed('timeline-over')
  await tabletop.createTable('dice-roll-party', { names: ['Ann', 'Ben'] }, 'Finished game')
  await playDrpToEnd(tabletop)
  await settle(page)
  const banner = page.locator('.turn-banner')
  await expect(banner).toContainText('Game over')
  await expect(banner).toHaveClass(/\bover\b/)

  // One step back is before the last command, which ended the game: nobody has won there yet.
  await page.getByTestId('timeline-back').click()
  await expect(page.getByTestId('timeline-banner')).toBeVisible()
  await expect(banner).not.toContainText('Game over')
  await expect(banner).not.toHaveClass(/\bover\b/)

  await page.getByTestId('timeline-forward').click()
  await expect(banner).toContainText('Game over')
})
