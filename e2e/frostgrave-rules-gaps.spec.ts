/**
 * Frostgrave set-up, creature-phase and odds gaps in the browser at 1366×768: a table whose middle band is
 * all wall offers to leave its creature out (FG-2.4); the creature phase waits, its button disabled with
 * the reason, while the winner of a creature's fight chooses to push it back or stay (FG-5.5, FG-10.2);
 * an area attack's empower panel gives each model in the area its odds (FG-12), and a shot at a Beauty
 * caster says the shooter must pass Will first, its odds counting that roll (FG-8.2, FG-12).
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'
import {
  EMBERS_COMPANY,
  PALE_LANTERN,
  activateFirst,
  dispatchOk,
  expectLogLines,
  fgState,
  passTo,
  rollInitiative,
  setUpTable,
  warbandOf,
} from './frostgrave-setup'

interface FgState {
  stage: string
  models: { id: string; kind: string; status: string }[]
  turn: { phase: string; stage: string }
}
const state = (page: Page): Promise<FgState> => fgState<FgState>(page)

test('FG-2.4: with no open ground left outside the deployment zones the creature is left out, logged', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36, creatures: ['Wolf'] })
  // One wall over the whole middle band, from 6" to 30": nowhere for a creature to stand.
  await dispatchOk(tabletop, {
    type: 'frostgrave/addTerrain',
    piece: { kind: 'blocking', height: 300, shape: { type: 'rect', x: 0, y: 600, w: 3600, h: 2400 } },
  })
  await dispatchOk(tabletop, { type: 'frostgrave/finishTerrain' })
  for (const [x, y] of [
    [300, 1200],
    [1000, 1200],
    [2600, 1200],
    [3300, 1200],
    [600, 2000],
    [3000, 2000],
  ])
    await dispatchOk(tabletop, { type: 'frostgrave/placeTreasure', x, y })
  await passHandOver(page)
  expect((await state(page)).stage).toBe('creatures')
  await expect(page.getByTestId('fg-creature-prompt')).toHaveText(
    'No open ground is left outside both deployment zones for Wolf 1: it cannot be placed (FG-2.4)',
  )
  const skip = page.getByTestId('fg-skip-creature')
  await expect(skip).toBeInViewport()
  await skip.click()
  await expect.poll(async () => (await state(page)).stage).toBe('rollOff')
  expect((await state(page)).models.find((m) => m.kind === 'creature')?.status).toBe('left')
  await expectLogLines(page, [
    ['No open ground is left outside the deployment zones for Wolf 1: it stays out of the game.', 'FG-2.4'],
  ])
})

test('FG-5.5 / FG-10.2: the creature phase waits for the push-back choice, its button disabled with the reason', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  // The boar stands in base contact with Brann from the start (two 25 mm bases, centres 0.98" apart).
  await tabletop.createTable('frostgrave', {
    tableSize: 36,
    scenario: { creatures: [{ type: 'Boar', x: 1800, y: 2952 }] },
  })
  await setUpTable(tabletop, page, { spots: { 'p0-s1': [1800, 3050] } })
  await rollInitiative(tabletop)
  await passTo(tabletop, page, (turn) => turn.phase === 'creature')
  await passHandOver(page)

  // The boar fights first, 5 against Brann's 10: Brann wins and chooses.
  await tabletop.script([5, 10])
  const run = page.getByTestId('fg-run-creatures')
  await run.click()
  await passHandOver(page)
  await expect(page.getByTestId('fg-push-back')).toBeInViewport()
  await expect(run).toBeDisabled()
  await expect(page.getByTestId('fg-run-creatures-waits')).toHaveText(
    'Brann first chooses whether to push Boar 1 back 1" or stay in combat (FG-5.5); then the creatures act on.',
  )

  // Staying in combat: the phase may run on.
  await page.getByTestId('fg-stay').click()
  await passHandOver(page)
  await expect(run).toBeEnabled()
  await expect(page.getByTestId('fg-run-creatures-waits')).toHaveCount(0)
  await run.click()
  await expect.poll(async () => (await state(page)).turn.stage).toBe('initiative')
})

test('FG-12: after a failed casting roll that Health can lift, Destructive Sphere lists the odds of each model in its area', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  const sphere = warbandOf('Elementalist', [
    'Elemental Bolt',
    'Elemental Shield',
    'Destructive Sphere',
    'Fleet Feet',
    'Telekinesis',
    'Leap',
    'Bone Dart',
    'Heal',
  ])
  await tabletop.createTable('frostgrave', { tableSize: 36, warbands: [sphere, PALE_LANTERN] })
  // Brann and Wren stand within 3" of Ember; the apprentice and the others far off.
  await setUpTable(tabletop, page, {
    spots: { 'p0-wizard': [1800, 3300], 'p0-s1': [1800, 3100], 'p0-s2': [2050, 3300] },
  })
  await activateFirst(tabletop, page, 'p0-wizard')
  await page.getByTestId('fg-cast').click()
  // Casting number 12; 10 fails by 2, within the Health Ember may spend: the empower choice waits.
  await tabletop.script([10])
  await page.getByTestId('fg-cast-Destructive Sphere').click()
  const panel = page.getByTestId('fg-empower')
  await expect(panel).toBeVisible()
  const odds = page.getByTestId('fg-area-odds')
  await expect(odds).toBeInViewport()
  await expect(odds).toContainText('If it works, each model in the area (FG-12):')
  // The engine's figures for each, as the panel rounds them.
  await expect(page.getByTestId('fg-area-odds-p0-s1')).toHaveText(
    /^Brann: hit \d+%, loses \d+\.\d Health on average, killed \d+%$/,
  )
  await expect(page.getByTestId('fg-area-odds-p0-s2')).toContainText('Wren: hit ')
  await expect(odds.locator('li')).toHaveCount(2)
  await expect(page.getByTestId('fg-empower-2')).toBeInViewport()
})

test('FG-8.2 / FG-12: a shot at a Beauty caster first needs the Will roll, and its odds count it', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  const lantern = warbandOf(
    'Illusionist',
    [
      "Fool's Gold",
      'Illusionary Soldier',
      'Beauty',
      'Push',
      'Reveal Secret',
      'Heal',
      'Familiar',
      'Animate Construct',
    ],
    PALE_LANTERN,
  )
  // A 24" table: Ysolde (an archer) and Morwen face each other 11.8" apart, in bow range.
  await tabletop.createTable('frostgrave', { tableSize: 24, warbands: [EMBERS_COMPANY, lantern] })
  const ids = ['wizard', 'apprentice', 's1', 's2', 's3', 's4', 's5', 's6']
  const spots: Record<string, [number, number]> = {}
  ids.forEach((id, i) => {
    spots[`p0-${id}`] = [150 + i * 250, 2300]
    spots[`p1-${id}`] = [150 + i * 250, 100]
  })
  spots['p0-s3'] = [1200, 1850]
  spots['p1-wizard'] = [1200, 550]
  const treasures: [number, number][] = [
    [300, 910],
    [900, 910],
    [1500, 910],
    [2100, 910],
    [600, 1490],
    [1800, 1490],
  ]
  await setUpTable(tabletop, page, { spots, treasures })
  await rollInitiative(tabletop)
  await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
  // Morwen casts Beauty: 15 against casting number 10.
  await dispatchOk(tabletop, { type: 'frostgrave/activate', model: 'p1-wizard' })
  await tabletop.script([15])
  await dispatchOk(tabletop, { type: 'frostgrave/cast', model: 'p1-wizard', spell: 'Beauty' })
  await passTo(tabletop, page, (turn) => turn.phase === 'soldier')
  await passHandOver(page)
  await page.getByTestId('leader-p0-s3').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await page.getByTestId('fg-shoot').click()
  await page.getByTestId('fg-shot-target-p1-wizard').click()
  // Ysolde's Will is 0: she needs 15 on the d20, 6 faces in 20.
  await expect(page.getByTestId('fg-shot-beauty')).toHaveText(
    'Beauty: Ysolde must first roll d20 + Will 15+ to attack Morwen: the attack happens 30.0%; the odds below count it (FG-8.2, FG-8.5)',
  )
  await expect(page.getByTestId('fg-shot-confirm')).toBeInViewport()
})
