/**
 * Issue #31: in a hot-seat game Undo belongs to whoever holds the device. Taking back the other side's
 * move (here, each game's first move that hands the device over) asks that side over a covered table;
 * keeping it changes nothing, agreeing takes it back and hands the device back to that side.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import { OPEN_TREASURES } from './frostgrave-setup'
import { handOverCoversAll } from './leak-scan'

/** The page's automation hook, typed for what this spec asks of it. */
const hook = (page: Page) => ({
  legal: () => page.evaluate(() => window.__tabletop!.legalActions()),
  actor: () => page.evaluate(() => window.__tabletop!.actor()),
})

/**
 * Plays the open game forward through the hook (no steps back, seeded dice) until a move without dice
 * hands the device to the other side; returns the side that made it.
 */
async function playUntilHandOver(tabletop: Tabletop, page: Page): Promise<0 | 1> {
  await page.evaluate(() => window.__tabletop!.seed('hot-seat-undo'))
  for (let n = 0; n < 300; n++) {
    const before = await hook(page).actor()
    const all = (await hook(page).legal()) as { type: string }[]
    const forward = all.filter((a) => !/\/un(place|pick)$/.test(a.type))
    const action = (forward.length > 0 ? forward : all)[n % Math.max(1, Math.min(3, forward.length))]
    expect(action, 'a legal action').toBeDefined()
    await tabletop.dispatch(action)
    const session = await tabletop.session()
    const now = await hook(page).actor()
    if (before !== null && now !== null && before !== now && session.log.at(-1)!.rolls.length === 0)
      return before
  }
  throw new Error('no move handed the device over')
}

/**
 * Frostgrave's first hand-over without dice is a treasure placed (FG-2.2: the players take turns); its
 * legal actions sample the whole table, too slow to walk to it at random.
 */
async function placeFirstTreasure(tabletop: Tabletop, page: Page): Promise<0 | 1> {
  expect((await tabletop.dispatch({ type: 'frostgrave/finishTerrain' })).ok).toBe(true)
  const placer = (await hook(page).actor())!
  const [x, y] = OPEN_TREASURES[0]!
  expect((await tabletop.dispatch({ type: 'frostgrave/placeTreasure', x, y })).ok).toBe(true)
  expect(await hook(page).actor()).toBe(placer === 0 ? 1 : 0)
  return placer
}

const NAMES: Record<string, [string, string]> = {
  chesswarrior: ['Ann', 'Ben'],
  'dice-roll-party': ['Ann', 'Ben'],
  frostgrave: ['Ann', 'Ben'],
}
const OPTIONS: Record<string, unknown> = {
  chesswarrior: { names: { p1: 'Ann', p2: 'Ben' } },
  'dice-roll-party': { names: ['Ann', 'Ben'] },
  frostgrave: { playerNames: ['Ann', 'Ben'] },
}

for (const system of ['chesswarrior', 'dice-roll-party', 'frostgrave'] as const) {
  test(`${system}: the other side's move is taken back only once that side agrees`, async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    await tabletop.createTable(system, OPTIONS[system], 'Hot seat')
    const mover =
      system === 'frostgrave'
        ? await placeFirstTreasure(tabletop, page)
        : await playUntilHandOver(tabletop, page)
    const [moverName, otherName] = mover === 0 ? NAMES[system]! : [...NAMES[system]!].reverse()
    // The device is the other side's now: its hand-over first, hiding the whole table (issue #31's scan).
    await expect(page.getByTestId('hand-over-wait')).toHaveCount(0, { timeout: 15_000 })
    await expect(page.locator('.hand-over')).toBeVisible()
    expect(await handOverCoversAll(page)).toEqual({ covered: true, opaque: true })
    await passHandOver(page)
    const moves = (await tabletop.session()).log.length

    const undo = page.getByRole('button', { name: /Undo/ })
    await expect(undo).toHaveAttribute(
      'title',
      `Undo: take back ${moverName}’s move (${moverName} must agree)`,
    )
    await undo.click()
    const asking = page.getByRole('dialog', { name: `Take back ${moverName}’s move?` })
    await expect(asking).toBeVisible()
    // The table is covered, opaquely, while the device changes hands.
    expect(await asking.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 19, 26)')
    await asking.getByRole('button', { name: 'Keep the move' }).click()
    await expect(asking).toBeHidden()
    expect((await tabletop.session()).log.length).toBe(moves)
    expect(otherName).not.toBe(moverName)

    // Ctrl+Z asks too; this time the mover agrees: the move goes, and the device is the mover's again.
    await page.locator('.canvas-area').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+z')
    await asking.getByRole('button', { name: `I am ${moverName} — take my move back` }).click()
    await expect.poll(async () => (await tabletop.session()).log.length).toBeLessThan(moves)
    expect(await hook(page).actor()).toBe(mover)
    await expect(page.locator('.hand-over')).toContainText('Pass the device to')
  })
}
