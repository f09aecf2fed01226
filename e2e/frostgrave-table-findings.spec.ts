/**
 * What a full game at the table showed (issue 32), checked through the screen at 1366×768: a drop onto an
 * enemy moves into contact (FG-4.5), a fired crossbow says reload first (FG-6.1), no Cast menu in combat
 * (FG-8.1), a bolt's odds before its casting roll (FG-12), the warband slots share one saved list.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import {
  EMBERS_COMPANY,
  PALE_LANTERN,
  activate,
  dispatchOk,
  fgState,
  pagePoint,
  passTo,
  rollInitiative,
  setUpNewTable,
} from './frostgrave-setup'

interface FgModel {
  id: string
  x: number
  y: number
  unloaded?: boolean
}
const models = async (page: Page): Promise<FgModel[]> => (await fgState<{ models: FgModel[] }>(page)).models
const at = async (page: Page, id: string): Promise<FgModel> => (await models(page)).find((m) => m.id === id)!

test.use({ viewport: { width: 1366, height: 768 } })

test('FG-4.5: a model dropped onto an enemy in reach moves into base contact in one step', async ({
  tabletop,
  page,
}) => {
  // A zombie (an enemy of both warbands, FG-10.1) stands 4" in front of Brann.
  await setUpNewTable(
    tabletop,
    page,
    { scenario: { creatures: [{ type: 'Zombie', x: 1800, y: 2600 }] } },
    { spots: { 'p0-s1': [1800, 3100] } },
  )
  await rollInitiative(tabletop, [15, 3])
  await passTo(tabletop, page, (t) => t.phase === 'soldier' && t.step === 0 && !t.activation)
  await activate(page, 'p0-s1')
  const enemy = await at(page, 'c1')
  await tabletop.dragPiece('p0-s1', await pagePoint(page, { x: enemy.x, y: enemy.y }))
  await expect.poll(async () => (await at(page, 'p0-s1')).y).toBeLessThan(3000)
  const me = await at(page, 'p0-s1')
  expect(Math.hypot(me.x - enemy.x, me.y - enemy.y)).toBeLessThan(100.5)
  await expect(page.getByTestId('fg-message')).toHaveCount(0)
})

test('FG-6.1: a fired crossbow is offered Reload, not Shoot, at its next activation', async ({
  tabletop,
  page,
}) => {
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [EMBERS_COMPANY, PALE_LANTERN] },
    { spots: { 'p0-s1': [1800, 3100], 'p1-s3': [1800, 500] } },
  )
  await rollInitiative(tabletop, [3, 15])
  await passTo(tabletop, page, (t) => t.phase === 'soldier' && t.step === 0 && !t.activation)
  // Lark walks 5" into range (24", FG-6.1) and shoots Brann: the crossbow is then unloaded.
  await dispatchOk(tabletop, { type: 'frostgrave/activate', model: 'p1-s3', group: [] })
  await dispatchOk(tabletop, { type: 'frostgrave/move', model: 'p1-s3', path: [{ x: 1800, y: 1000 }] })
  await tabletop.script([20, 1])
  await dispatchOk(tabletop, { type: 'frostgrave/shoot', model: 'p1-s3', target: 'p0-s1' })
  expect((await at(page, 'p1-s3')).unloaded).toBe(true)
  // On to the next turn's soldier phase, where Lark activates again.
  await passTo(tabletop, page, (t) => t.stage === 'initiative' || t.phase === 'creature')
  await passTo(tabletop, page, (t) => t.stage === 'initiative')
  await rollInitiative(tabletop, [3, 15])
  await passTo(tabletop, page, (t) => t.phase === 'soldier' && t.step === 0 && !t.activation)
  await activate(page, 'p1-s3')
  await expect(page.getByTestId('fg-reload')).toBeVisible()
  await expect(page.getByTestId('fg-reload-first')).toContainText('reload first')
  await expect(page.getByTestId('fg-shoot')).toHaveCount(0)
})

test('FG-8.1: a wizard in combat is told it cannot cast instead of being offered the Cast menu', async ({
  tabletop,
  page,
}) => {
  // A zombie stands against Ember's base in the deployment zone (a scenario's creature).
  await setUpNewTable(
    tabletop,
    page,
    { scenario: { creatures: [{ type: 'Zombie', x: 1800, y: 2952 }] } },
    { spots: { 'p0-wizard': [1800, 3051] } },
  )
  await rollInitiative(tabletop)
  await activate(page, 'p0-wizard')
  await expect(page.getByTestId('fg-cast-in-combat')).toContainText('FG-8.1')
  await expect(page.getByTestId('fg-cast')).toHaveCount(0)
})

test('FG-12: a Bone Dart aimed at a model shows its modifiers and odds before the casting roll', async ({
  tabletop,
  page,
}) => {
  // Morwen (Bone Dart) deploys in the south; Ember's knight-less company stands north, Brann beside a low wall.
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [PALE_LANTERN, EMBERS_COMPANY] },
    {
      terrain: [{ kind: 'cover', name: 'Low wall', shape: { type: 'rect', x: 1810, y: 550, w: 390, h: 50 } }],
      spots: { 'p0-wizard': [1800, 3100], 'p1-s1': [1800, 500] },
    },
  )
  await rollInitiative(tabletop)
  await activate(page, 'p0-wizard')
  await tabletop.dragPiece('p0-wizard', await pagePoint(page, { x: 1800, y: 2500 }))
  await expect.poll(async () => (await at(page, 'p0-wizard')).y).toBeLessThan(2600)
  await page.getByTestId('fg-cast').click()
  await page.getByTestId('fg-cast-Bone Dart').click()
  const targets = page.getByTestId('fg-spell-attack-targets')
  await expect(targets).toContainText('FG-12')
  const brann = page.getByTestId('fg-spell-attack-target-p1-s1')
  await brann.locator('summary').click()
  await expect(brann.getByTestId('fg-shot-mods')).toContainText('cover')
  await expect(brann.getByTestId('fg-shot-odds')).toContainText('%')
})

test("FG-1: a warband saved in one slot is in the other slot's list at once; two of one name are told apart; over budget says so", async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await page.evaluate(() => localStorage.removeItem('tabletop.frostgrave.warbands.v1'))
  await tabletop.startNewGame('Frostgrave')
  const slot0 = page.getByTestId('warband-slot-0')
  const slot1 = page.getByTestId('warband-slot-1')
  await slot0.getByRole('button', { name: 'Save warband' }).click()
  const list1 = slot1.getByRole('combobox', { name: 'Choose a warband' })
  await expect(list1.locator('option', { hasText: 'Saved' })).toHaveCount(1)
  // The other slot holds the same sample: saved too, the two are numbered.
  await slot1.getByRole('button', { name: 'Save warband' }).click()
  const saved = slot0
    .getByRole('combobox', { name: 'Choose a warband' })
    .locator('option', { hasText: 'Saved' })
  await expect(saved).toHaveCount(2)
  const texts = await saved.allTextContents()
  expect(new Set(texts).size).toBe(2)
  // Over budget: the builder says by how much, never "−N left".
  await slot0.getByRole('combobox', { name: 'Choose a warband' }).selectOption('new')
  const builder = page.getByTestId('warband-builder')
  for (let i = 0; i < 6; i++) await builder.getByRole('button', { name: '+ Soldier' }).click()
  for (let i = 0; i < 6; i++)
    await builder.getByRole('combobox', { name: 'Soldier type' }).nth(i).selectOption('Knight')
  await expect(page.getByTestId('budget')).toContainText('over budget by')
  await expect(page.getByTestId('budget')).not.toContainText(/[-−]\d+ left/)
})

test('the home card describes the whole of Frostgrave', async ({ tabletop, page }) => {
  await tabletop.open()
  await expect(page.getByText(/fight, shoot and cast spells/)).toBeVisible()
})

test.describe('in 繁體中文', () => {
  test.use({ locale: 'zh-TW' })

  test("FG-8.4 / FG-8.5: the empower panel names a creature in the reader's language", async ({
    tabletop,
    page,
  }) => {
    // Morwen (Slow, a Will-resisted spell) and a boar 8" in front of her.
    await setUpNewTable(
      tabletop,
      page,
      {
        warbands: [PALE_LANTERN, EMBERS_COMPANY],
        scenario: { creatures: [{ type: 'Boar', x: 1800, y: 2300 }] },
      },
      { spots: { 'p0-wizard': [1800, 3100] } },
    )
    await rollInitiative(tabletop)
    await dispatchOk(tabletop, { type: 'frostgrave/activate', model: 'p0-wizard', group: [] })
    await dispatchOk(tabletop, { type: 'frostgrave/move', model: 'p0-wizard', path: [{ x: 1800, y: 3000 }] })
    await tabletop.script([20])
    await dispatchOk(tabletop, { type: 'frostgrave/cast', model: 'p0-wizard', spell: 'Slow', target: 'c1' })
    const panel = page.getByTestId('fg-empower')
    await expect(panel).toContainText('野豬')
    await expect(panel).not.toContainText('Boar')
  })
})
