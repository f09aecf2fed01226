/**
 * Every text on the main screens reads against its background at WCAG AA, at 1366×768: the home and set-up
 * screens, and each system's board with its controls and side panels at a few steps of a game. A
 * failure lists each offending text with its colours.
 */
import type { Page } from '@playwright/test'
import { installContrastProbe, lowContrast } from './contrast'
import { test, expect } from './fixtures'
import { activateFirst, setUpTable } from './frostgrave-setup'
import { aimFirstAttack, buildBothEvenly, cwPolicy, drive, settle } from './policies'
import type { CwAction, CwState } from '../src/engine/systems/chesswarrior'

const readable = async (page: Page, where: string) => expect(await lowContrast(page), where).toEqual([])

/** The side panel's tabs, each looked at in turn. */
async function eachTab(page: Page, where: string): Promise<void> {
  const tabs = page.getByRole('tab')
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click()
    await readable(page, `${where}, tab ${await tabs.nth(i).innerText()}`)
  }
}

test.beforeEach(async ({ page }) => installContrastProbe(page))

test('the home and set-up screens', async ({ tabletop, page }) => {
  await tabletop.open()
  await readable(page, 'home')
  for (const system of ['Double Cross', 'Chesswarrior', 'Frostgrave', 'Dice Roll Party']) {
    await tabletop.open()
    await tabletop.startNewGame(new RegExp(system))
    // Frostgrave's warbands are checked as the form loads: scan once their verdicts show.
    if (system === 'Frostgrave') await expect(page.getByText(/Legal warband/).first()).toBeVisible()
    await readable(page, `${system} set-up`)
  }
})

test('Chesswarrior: the draft and play', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable('chesswarrior', {}, 'Contrast')
  await settle(page)
  await readable(page, 'draft')
  await drive<CwState, CwAction>(tabletop, (s) => s.stage === 'play', cwPolicy)
  await settle(page)
  await eachTab(page, 'play')
})

test('Dice Roll Party: building and an attack', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable('dice-roll-party', {}, 'Contrast')
  await settle(page)
  await readable(page, 'build')
  await buildBothEvenly(page)
  await aimFirstAttack(tabletop, page)
  await eachTab(page, 'attack')
})

test('Frostgrave and Double Cross: a wizard activated, the GM screen', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  await settle(page)
  await readable(page, 'Frostgrave, terrain')
  await setUpTable(tabletop, page, { spots: {} })
  await activateFirst(tabletop, page, 'p0-wizard')
  await eachTab(page, 'Frostgrave, activated')
  await tabletop.open()
  await tabletop.createTable('double-cross', {}, 'Contrast')
  await settle(page)
  await eachTab(page, 'Double Cross')
})
