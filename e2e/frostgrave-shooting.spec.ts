import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import { fgState, pagePoint, rollToSoldierPhase, setUpTable } from './frostgrave-setup'

interface FgModel {
  id: string
  player: 0 | 1 | null
  x: number
  y: number
  health: number
}
interface FgState {
  stage: string
  size: number
  models: FgModel[]
  deploying: 0 | 1
  edges: ['north' | 'south', 'north' | 'south'] | null
  turn: { first: 0 | 1; phase: string; step: number; activation: { leader: string } | null }
}

const state = (page: Page): Promise<FgState> => fgState<FgState>(page)

test('FG-6: an archer moves, aims at a knight in light cover, sees every modifier and the exact odds, shoots; reload is identical', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  // Set-up through the automation hook: a low wall (cover) beside the knight's spot, treasure, roll-off.
  // Player 1 (south) deploys its archer Ysolde at (18", 30.6"); player 2's knight Sir Aldous stands at (18", 5")
  // against the wall; everyone else waits along the back edges.
  await setUpTable(tabletop, page, {
    terrain: [{ kind: 'cover', name: 'Low wall', shape: { type: 'rect', x: 1810, y: 550, w: 390, h: 50 } }],
    treasures: [
      [300, 1200],
      [1000, 1200],
      [1700, 1200],
      [2400, 1200],
      [3100, 1200],
      [1700, 2000],
    ],
    spots: { 'p0-s3': [1800, 3060], 'p1-s1': [1800, 500] },
  })
  // Both wizard and apprentice phases pass: the soldier phase of player 1.
  await rollToSoldierPhase(tabletop, [15, 3])
  let s = await state(page)
  expect([s.turn.phase, s.turn.step]).toEqual(['soldier', 0])
  await passHandOver(page)

  // The archer activates and moves 5.5" up the table with a real drag (so its shot is hasty, FG-6.4).
  await page.getByTestId('leader-p0-s3').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await tabletop.dragPiece('p0-s3', await pagePoint(page, { x: 1800, y: 2510 }))
  await expect
    .poll(async () => (await state(page)).models.find((m) => m.id === 'p0-s3')!.y)
    .toBeLessThan(2700)

  // Shoot: the knight is a target; a click on it on the canvas aims; the panel lists each modifier and the odds.
  await page.getByTestId('fg-shoot').click()
  const panel = page.getByTestId('fg-shot-panel')
  await expect(panel).toBeVisible()
  // Escape puts the bow down; Shoot takes it up again.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.getByTestId('fg-shoot').click()
  await expect(panel).toBeVisible()
  // A pan begun on the knight (the middle button) moves the table, and does not aim at it.
  const knight = await tabletop.locate('p1-s1')
  await page.mouse.move(knight.x, knight.y)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(knight.x + 40, knight.y + 20, { steps: 4 })
  await page.mouse.up({ button: 'middle' })
  await expect.poll(async () => (await tabletop.locate('p1-s1')).x).toBeGreaterThan(knight.x + 30)
  await expect(page.getByTestId('fg-shot-target-p1-s1')).toHaveAttribute('aria-pressed', 'false')
  await tabletop.clickPiece('p1-s1')
  await expect(page.getByTestId('fg-shot-target-p1-s1')).toHaveAttribute('aria-pressed', 'true')
  const mods = panel.getByTestId('fg-shot-mods')
  await expect(mods.locator('li[data-kind="lightCover-terrain"]')).toContainText('Light cover')
  await expect(mods.locator('li[data-kind="lightCover-terrain"]')).toContainText('+2')
  await expect(mods.locator('li[data-kind="lightCover-terrain"]')).toContainText('FG-6.4')
  await expect(mods.locator('li[data-kind="hasty"]')).toContainText('+1')
  await expect(panel).toContainText('d20+2 against d20+7')
  // Ysolde +2 against Sir Aldous +7: she hits on 111 of 400 face pairs (91, and the 20 natural 20s, FG-5.8).
  await expect(panel.getByTestId('fg-shot-odds')).toContainText('Hit 27.8%')

  // The roll: 18+2 = 20 against 5+7 = 12, a hit for 20 − Armour 13 = 7 damage.
  await tabletop.script([18, 5])
  await page.getByTestId('fg-shot-confirm').click()
  await expect(panel).toBeHidden()
  s = await state(page)
  expect(s.models.find((m) => m.id === 'p1-s1')!.health).toBe(5)
  const session = await tabletop.session()
  const lines = session.events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/shotModifier-lightCover-terrain')?.rule).toBe('FG-6.4')
  expect(lines.find((e) => e.type === 'frostgrave/shotModifier-hasty')?.rule).toBe('FG-6.4')
  expect(lines.find((e) => e.type === 'frostgrave/shotHit')).toMatchObject({ rule: 'FG-6.3', dice: [18, 5] })
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByText('Ysolde rolls 18+2 = 20, Sir Aldous rolls 5+7 = 12').first()).toBeVisible()

  // Reload: the same table, state and log.
  const before = JSON.stringify(await tabletop.session())
  await tabletop.reload()
  await tabletop.waitForTable()
  expect(JSON.stringify(await tabletop.session())).toBe(before)
})
