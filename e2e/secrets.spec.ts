/**
 * Issue #31: a Chesswarrior side's hidden picks (CW-3.4) stay hidden on every screen a player sees — the
 * players' window while a human drafts, and the shared screen while the computer drafts (its builder and
 * its status line). What each system keeps secret is said once, in its `player-view.ts`.
 */
import { test, expect, Tabletop } from './fixtures'
import type { CwState } from '../src/engine/systems/chesswarrior'

test("Chesswarrior: the players' window does not show the picks of a team being built", async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }, 'Secret picks')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Open a player window' }).click()
  const player = new Tabletop(await popup)
  await expect(player.page.getByTestId('player-screen')).toBeVisible()
  for (const card of ['page', 'lyra', 'vex']) await tabletop.dispatch({ type: 'chesswarrior/pick', card })
  // The device's own screen lists them; the players' window says nothing of them.
  await expect(page.locator('.cw-builder-head')).toContainText('Chosen 3 / 5')
  await expect.poll(async () => (await player.session()).log.length).toBe(3)
  const head = player.page.locator('.cw-builder-head')
  await expect(head).toContainText('Chosen 0 / 5')
  for (const name of ['Page', 'Lyra', 'Vex']) await expect(head).not.toContainText(name)
})

test('Chesswarrior: the computer drafts in secret; its builder and status line name none of its picks', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('textbox', { name: 'Player 2' }).fill('Ben')
  await page.locator('select[name="seat-0"]').selectOption('normal')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  // Everything the shared screen says while the computer builds its team.
  const said = new Set<string>()
  const state = async () => (await tabletop.session<CwState>()).state
  let sawDisabled = false
  while ((await state()).actor === 'p1' && (await state()).stage === 'draft') {
    const pick = page.getByRole('button', { name: /^Pick / }).first()
    if (await pick.isVisible().catch(() => false)) sawDisabled ||= await pick.isDisabled()
    for (const text of await page
      .locator('[data-testid="computer-status"], .cw-builder-head')
      .allInnerTexts())
      said.add(text)
    await page.waitForTimeout(50)
  }
  expect(sawDisabled).toBe(true)
  const s = await state()
  const names = s.picks.p1.map((c) => s.cards[c]!.name)
  expect(names).toHaveLength(5)
  expect([...said].join(' | ')).toContain('Chooses in secret')
  // Its builder was shown as the computer's, every button disabled, saying why.
  expect([...said].join(' | ')).toContain('is playing its turn')
  for (const name of names) expect([...said].join(' | ')).not.toContain(name)
  // Ben's own builder still shows nothing of the computer's team (CW-3.4: both are shown together).
  await expect(page.getByTestId('cw-builder-title')).toHaveText('Ben: choose 5 heroes')
  for (const name of names) await expect(page.locator('.cw-builder-head')).not.toContainText(name)
})
