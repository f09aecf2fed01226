import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import { activateFirst, dispatchOk, fgState, setUpTable } from './frostgrave-setup'

interface FgModel {
  id: string
  health: number
}
interface FgState {
  models: FgModel[]
  magic?: { pending: unknown }
}

const health = async (page: Page, id: string): Promise<number> =>
  (await fgState<FgState>(page)).models.find((m) => m.id === id)!.health

test('FG-8: an empowered Elemental Bolt with the mouse, then a Steal Health resisted with Will', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  // Ember (player 1's Elementalist wizard) on the south edge, Sir Aldous and Morwen across the open table.
  await setUpTable(tabletop, page, {
    spots: {
      'p0-wizard': [1800, 3100],
      'p1-s1': [1800, 500],
      'p1-wizard': [2000, 300],
      'p1-s2': [100, 100],
    },
  })

  // Ember activates and casts Elemental Bolt (casting number 12) at Sir Aldous, aimed on the canvas.
  await activateFirst(tabletop, page, 'p0-wizard')
  await page.getByTestId('fg-cast').click()
  await expect(page.getByTestId('fg-cast-Elemental Bolt')).toContainText('casting number 12')
  await expect(page.getByTestId('fg-cast-Elemental Bolt')).toContainText('45%')
  await page.getByTestId('fg-cast-Elemental Bolt').click()
  await expect(page.getByTestId('fg-cast-aim')).toBeVisible()
  // The prompt sits beside the fitted table: a model in its corner can still be clicked as the target.
  const prompt = (await page.getByTestId('fg-cast-aim').boundingBox())!
  const corner = await tabletop.locate('p1-s2')
  expect(corner.x > prompt.x + prompt.width || corner.y > prompt.y + prompt.height).toBe(true)
  // The roll 10 fails by 2; then the bolt: 15 + 8 = 23 against 5 + 4 = 9, 23 − Armour 13 = 10 damage.
  await tabletop.script([10, 15, 5])
  await tabletop.clickPiece('p1-s1')
  const empower = page.getByTestId('fg-empower')
  await expect(empower).toContainText('rolled 10 against casting number 12')
  // FG-12: the bolt's own odds before its attack roll (+8 against Fight 4, Armour 13, Health 12).
  await expect(page.getByTestId('fg-spell-attack-odds')).toHaveText(
    'If it works: Sir Aldous is hit 66%, loses 5.0 Health on average, killed 20% (FG-12)',
  )
  await page.getByTestId('fg-empower-2').click()
  await expect(empower).toBeHidden()
  expect(await health(page, 'p0-wizard')).toBe(12)
  expect(await health(page, 'p1-s1')).toBe(2)
  let lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/empowered-raise')).toMatchObject({ rule: 'FG-8.4' })
  expect(lines.find((e) => e.type === 'frostgrave/spellAttackHit')).toMatchObject({
    rule: 'FG-6.3',
    dice: [15, 5],
  })

  // Player 2's wizard phase: Morwen casts Steal Health (10) on Ember; 14 succeeds, Ember's Will 13 + 4 = 17 resists.
  // Ending Ember's activation ends player 1's wizard phase (nobody else leads in it).
  await dispatchOk(tabletop, { type: 'frostgrave/endActivation' })
  await passHandOver(page)
  await page.getByTestId('leader-p1-wizard').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await page.getByTestId('fg-cast').click()
  await page.getByTestId('fg-cast-Steal Health').click()
  await tabletop.script([14, 13])
  await tabletop.clickPiece('p0-wizard')
  await expect(empower).toContainText('Ember resists')
  await page.getByTestId('fg-empower-0').click()
  await expect(empower).toBeHidden()
  expect(await health(page, 'p0-wizard')).toBe(12)
  lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/willResisted')).toMatchObject({
    rule: 'FG-8.5',
    dice: [13],
  })
})
