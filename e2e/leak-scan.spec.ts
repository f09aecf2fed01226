/**
 * Issue #31's leak scan: what each system keeps secret (its `player-view.ts`, the one place that says it)
 * can be read on no surface a player sees — the shared screen behind and after the hand-over, the players'
 * window, its log and the log's Markdown export — in any of the four systems.
 *
 * Two kinds of secret, two kinds of check:
 * - A secret that is text (a GM note, an unrevealed NPC's name, a hidden difficulty) carries a unique
 *   marker, and the scan reads every surface for it (`expectNoMarker`).
 * - A secret that is a choice among things every player may see (Chesswarrior's hidden picks, bans and
 *   fielded heroes, CW-3.4: every hero's name is on the builder anyway) is checked by non-interference: two
 *   games that differ only in that choice must read the same on every surface at the other side's turn.
 * The first test shows the scan itself fails when a marker is put on each surface. Double Cross's secrets
 * (an NPC's name, HP, armour and effects until the GM reveals them, GM notes, secret rolls) are scanned with
 * these readers in `double-cross-player-window.spec.ts`, its hidden difficulty in `windows.spec.ts`; Dice
 * Roll Party and Frostgrave keep nothing secret (their `player-view.ts`), and their hand-over is checked to
 * hide the whole table in `hot-seat-undo.spec.ts`.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, Tabletop } from './fixtures'
import { expectNoMarker, exportedLog, handOverCoversAll, readSurfaces, type Surfaces } from './leak-scan'

test('the scan finds a marker on each surface it reads', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable('dice-roll-party', { names: ['Ann', 'Ben'] }, 'Scan check')
  await expectNoMarker(page, ['QX-MARK'], 'a clean table')
  const plant: Record<keyof Surfaces, string> = {
    dom: `document.body.append(Object.assign(document.createElement('span'), { textContent: 'QX-MARK' }))`,
    attributes: `document.body.firstElementChild.setAttribute('aria-label', 'QX-MARK')`,
    title: `document.title = 'QX-MARK'`,
    canvas: `window.Konva.stages[0].findOne('Text').text('QX-MARK')`,
  }
  for (const [surface, script] of Object.entries(plant)) {
    await page.reload()
    await page.waitForFunction(() =>
      Boolean((window.__tabletop?.state() as { session?: unknown } | undefined)?.session),
    )
    await expect.poll(() => page.evaluate(`Boolean(window.Konva?.stages[0]?.findOne('Text'))`)).toBe(true)
    await page.evaluate(script)
    const read = await readSurfaces(page)
    expect(read[surface as keyof Surfaces], surface).toContain('QX-MARK')
  }
})

type Side = 'p1' | 'p2'
interface Choices {
  team: Record<Side, string[]>
  ban: Record<Side, string>
  select: Record<Side, string[]>
}

const BASE: Choices = {
  team: {
    p1: ['page', 'sirocco', 'bram', 'lyra', 'oren', 'vex', 'grask', 'kaede'],
    p2: ['morwen', 'torvald', 'seraphine', 'page', 'sirocco', 'bram', 'lyra', 'oren'],
  },
  ban: { p1: 'morwen', p2: 'page' },
  select: {
    p1: ['sirocco', 'bram', 'lyra', 'oren', 'vex'],
    p2: ['torvald', 'seraphine', 'page', 'sirocco', 'bram'],
  },
}

/** What the other side reads at its turn to choose, in one game: the shared screen and the players' window. */
interface Reading {
  /** The players' window while side 1 still chooses (the device's own screen shows it to side 1). */
  choosing: Surfaces
  covered: Surfaces
  shared: Surfaces
  player: Surfaces
  playerLog: string
  /** The automation hook's public view (`publicView()`), which scripts driving a table for players read. */
  hook: string
}

/**
 * Plays an Expert table's set-up through the hook with `choices` until side 2's turn at `stage`, reading
 * each surface under the hand-over, after it, and in the players' window.
 */
async function readAtSide2(
  page: Page,
  choices: Choices,
  stage: 'draft' | 'ban' | 'select',
): Promise<Reading> {
  const tabletop = new Tabletop(page)
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Ben' }, mode: 'expert' }, 'Leak scan')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Open a player window' }).click()
  const player = new Tabletop(await popup)
  await expect(player.page.getByTestId('player-screen')).toBeVisible()
  const act = async (action: Record<string, unknown>) =>
    expect((await tabletop.dispatch(action)).ok, JSON.stringify(action)).toBe(true)
  const pickAll = async (cards: string[]) => {
    for (const card of cards) await act({ type: 'chesswarrior/pick', card })
  }

  const settled = async () =>
    expect.poll(async () => (await player.session()).log.length).toBe((await tabletop.session()).log.length)
  let choosing: Surfaces | undefined
  const readChoosing = async () => {
    await settled()
    choosing = await readSurfaces(player.page)
  }
  await pickAll(choices.team.p1)
  if (stage === 'draft') await readChoosing()
  await act({ type: 'chesswarrior/confirmTeam' })
  if (stage !== 'draft') {
    await passHandOver(page)
    await pickAll(choices.team.p2)
    await act({ type: 'chesswarrior/confirmTeam' })
    await passHandOver(page)
    if (stage === 'ban') await readChoosing()
    await act({ type: 'chesswarrior/ban', card: choices.ban.p1 })
  }
  if (stage === 'select') {
    await passHandOver(page)
    await act({ type: 'chesswarrior/ban', card: choices.ban.p2 })
    await passHandOver(page)
    await pickAll(choices.select.p1)
    await readChoosing()
    await act({ type: 'chesswarrior/confirmTeam' })
  }
  const s = (await tabletop.session<{ stage: string; actor: Side }>()).state
  expect([s.stage, s.actor]).toEqual([stage, 'p2'])
  await expect(page.locator('.hand-over')).toBeVisible()
  expect(await handOverCoversAll(page)).toEqual({ covered: true, opaque: true })
  await expect
    .poll(async () => (await player.session()).log.length)
    .toBe((await tabletop.session()).log.length)
  const covered = await readSurfaces(page)
  await passHandOver(page)
  const reading = {
    choosing: choosing!,
    covered,
    shared: await readSurfaces(page),
    player: await readSurfaces(player.page),
    playerLog: await exportedLog(player.page),
    hook: JSON.stringify(await page.evaluate(() => window.__tabletop!.publicView())),
  }
  await player.page.close()
  return reading
}

/** Two readings that must be the same, surface by surface. */
function expectSame(a: Reading, b: Reading, secret: string): void {
  for (const where of ['choosing', 'covered', 'shared', 'player'] as const)
    for (const surface of Object.keys(a[where]) as (keyof Surfaces)[])
      expect(b[where][surface], `${secret} shows in the ${where} screen's ${surface}`).toBe(a[where][surface])
  expect(b.playerLog, `${secret} shows in the players' log export`).toBe(a.playerLog)
  expect(b.hook, `${secret} shows in the automation hook's public view`).toBe(a.hook)
}

test.describe('Chesswarrior: a side chooses in secret (CW-3.2, CW-3.4)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('its team', async ({ page }) => {
    const other = { ...BASE, team: { ...BASE.team, p1: [...BASE.team.p1.slice(0, 7), 'morwen'] } }
    expectSame(await readAtSide2(page, BASE, 'draft'), await readAtSide2(page, other, 'draft'), "Ann's team")
  })

  test('its ban', async ({ page }) => {
    const other = { ...BASE, ban: { ...BASE.ban, p1: 'torvald' } }
    expectSame(await readAtSide2(page, BASE, 'ban'), await readAtSide2(page, other, 'ban'), "Ann's ban")
  })

  test('the heroes it fields', async ({ page }) => {
    const other = { ...BASE, select: { ...BASE.select, p1: ['sirocco', 'bram', 'lyra', 'oren', 'grask'] } }
    expectSame(
      await readAtSide2(page, BASE, 'select'),
      await readAtSide2(page, other, 'select'),
      "Ann's five",
    )
  })
})
