import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import { dispatchOk, fgState, setUpTable } from './frostgrave-setup'

interface FgState {
  models: { id: string; health: number }[]
  magic?: { pendingWill?: unknown }
}

const health = async (page: Page, id: string): Promise<number> =>
  (await fgState<FgState>(page)).models.find((m) => m.id === id)!.health

test('FG-8.5: a wizard that fails its Will roll spends Health on it from the panel and resists', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  await setUpTable(tabletop, page, {
    spots: { 'p0-wizard': [1800, 3100], 'p1-s1': [1800, 500], 'p1-wizard': [2000, 300] },
  })
  // Player 2 wins the initiative: Morwen acts first.
  await tabletop.script([3, 15])
  await dispatchOk(tabletop, { type: 'frostgrave/rollInitiative' })
  await passHandOver(page)
  await passHandOver(page)
  await page.getByTestId('leader-p1-wizard').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await page.getByTestId('fg-cast').click()
  await page.getByTestId('fg-cast-Steal Health').click()
  // Cast 14 against 10; Ember (Will 4, Health 14) may spend up to 13 Health on its Will roll.
  await tabletop.script([14, 5])
  await tabletop.clickPiece('p0-wizard')
  const empower = page.getByTestId('fg-empower')
  await expect(empower).toContainText('Ember resists 55% (Will 4) · with 13 Health: 100%')
  await page.getByTestId('fg-empower-0').click()
  // Will 5 + 4 = 9 against 14: Ember's player chooses.
  await passHandOver(page)
  const will = page.getByTestId('fg-will')
  await expect(will).toContainText('Ember rolled Will 9 against 14')
  await page.getByTestId('fg-will-5').click()
  await expect(will).toBeHidden()
  expect(await health(page, 'p0-wizard')).toBe(9)
  expect(await health(page, 'p1-wizard')).toBe(14)
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/willEmpowered-resisted')).toMatchObject({ rule: 'FG-8.5' })
})
