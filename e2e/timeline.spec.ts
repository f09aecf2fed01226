/**
 * Issue 36: the timeline in every system. Play some commands, step back with the bar's buttons (real
 * pointer events) and the ← key, find the board and the log showing the earlier moment read-only, play on
 * from there with new luck and make a different move, then find the original unchanged. And a replay
 * file opens read-only, while a hostile one changes nothing.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'

type Action = { type: string }
const legal = (page: Page) => page.evaluate(() => window.__tabletop!.legalActions()) as Promise<Action[]>

/** Plays `count` forward legal commands through the hook (seeded dice), passing any hand-over. */
async function play(tabletop: Tabletop, page: Page, count: number): Promise<void> {
  await tabletop.seed('timeline')
  for (let n = 0; n < count; n++) {
    const all = await legal(page)
    const forward = all.filter((a) => !/\/un(place|pick)$/.test(a.type))
    const action = (forward.length > 0 ? forward : all)[n % Math.max(1, Math.min(3, forward.length))]
    expect(action, 'a legal action').toBeDefined()
    expect((await tabletop.dispatch(action)).ok).toBe(true)
    await passHandOver(page, 50)
  }
  await page.evaluate(() => window.__tabletop!.flush())
}

/** The log panel's lines (the Log tab open). */
async function logLines(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Log' }).click()
  return page.locator('#panel-log li').count()
}

const SYSTEMS = [
  ['chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }],
  ['dice-roll-party', { names: ['Ann', 'Ben'] }],
  ['frostgrave', { playerNames: ['Ann', 'Ben'] }],
  ['double-cross', { cast: 'sample' }],
] as const

const COMMANDS = 6
const BACK = 3

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
    const liveBoard = await page.getByTestId('canvas-area').screenshot()

    // Two steps back with the button, one with the ← key (the page, not a field, has the focus).
    await bar.getByTestId('timeline-back').click()
    await bar.getByTestId('timeline-back').click()
    await page.locator('.game-title').click()
    await page.keyboard.press('ArrowLeft')
    const at = COMMANDS - BACK
    await expect(bar.getByTestId('timeline-position')).toHaveText(`${at} / ${COMMANDS}`)
    await expect(page.getByTestId('timeline-banner')).toContainText('Viewing')
    await expect(
      page.getByTestId('timeline-banner').getByRole('button', { name: 'Back to live' }),
    ).toBeVisible()
    // The log shows the first `at` commands' lines only; the board is drawn from that moment.
    const earlierLines = live.events.slice(0, at).flat().length
    expect(await logLines(page)).toBeLessThan(liveLines)
    expect(earlierLines).toBeLessThan(live.events.flat().length)
    await expect
      .poll(async () => (await page.getByTestId('canvas-area').screenshot()).equals(liveBoard))
      .toBe(false)
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
      (id) => (window.__tabletop?.state() as { session?: { doc: { id: string } } }).session?.doc.id === id,
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
  await page.waitForFunction(() => (window.__tabletop?.state() as { ready?: boolean }).ready === true)
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
