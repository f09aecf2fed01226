/**
 * FG-8 in the browser: Crumble aimed with the mouse at a wall cuts a hole through it; Fast Act, cast by the
 * apprentice on a soldier, opens the next turn with the Fast Act phase, whose banner and single leader the
 * board shows although the other player won the initiative.
 */
import { test, expect, passHandOver } from './fixtures'
import {
  PALE_LANTERN,
  activateFirst,
  dispatchOk,
  fgState,
  pagePoint,
  setUpNewTable,
  warbandOf,
} from './frostgrave-setup'

/** The first sample warband as Chronomancers: three of their own spells, three aligned, two neutral. */
const CHRONOMANCERS = warbandOf('Chronomancer', [
  'Crumble',
  'Fast Act',
  'Time Walk',
  'Elemental Hammer',
  'Bone Dart',
  'Will Power',
  'Beauty',
  'Heal',
])

interface State {
  terrain: { id: string }[]
  turn: { stage: string; phase: string; activation: unknown }
}

test('FG-8: Crumble cuts a hole in a wall aimed with the mouse; Fast Act opens the next turn', async ({
  tabletop,
  page,
}) => {
  // A 3"-high wall 10" long across the table in front of Ember.
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [CHRONOMANCERS, PALE_LANTERN] },
    {
      terrain: [
        {
          kind: 'blocking',
          name: 'Old wall',
          height: 300,
          shape: { type: 'rect', x: 1300, y: 2500, w: 1000, h: 100 },
        },
      ],
      spots: { 'p0-wizard': [1800, 3100], 'p0-apprentice': [1500, 3100], 'p0-s1': [2100, 3100] },
    },
  )

  // Ember casts Crumble (casting number 10) at the wall, clicking its middle on the canvas; 15 succeeds.
  await activateFirst(tabletop, page, 'p0-wizard')
  await page.getByTestId('fg-cast').click()
  await expect(page.getByTestId('fg-cast-Crumble')).toContainText('casting number 10')
  await page.getByTestId('fg-cast-Crumble').click()
  await tabletop.script([15])
  const wall = await pagePoint(page, { x: 1800, y: 2550 })
  await page.mouse.click(wall.x, wall.y)
  await expect.poll(async () => (await fgState<State>(page)).terrain.length).toBe(2)
  let lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/crumbled')).toMatchObject({ rule: 'FG-8.2' })

  // Player 2's wizard phase passes; in the apprentice phase Cinder casts Fast Act on Brann: 12 − 2 = 10 ≥ 8.
  await dispatchOk(tabletop, { type: 'frostgrave/endActivation' })
  await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
  await passHandOver(page)
  await page.getByTestId('leader-p0-apprentice').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await page.getByTestId('fg-cast').click()
  await page.getByTestId('fg-cast-Fast Act').click()
  await tabletop.script([12])
  await tabletop.clickPiece('p0-s1')
  await expect
    .poll(async () => (await tabletop.session()).events.flat().some((e) => e.type === 'frostgrave/spellOn'))
    .toBe(true)

  // The rest of the turn passes; in turn 2 player 2 wins the initiative, yet Brann acts first.
  await dispatchOk(tabletop, { type: 'frostgrave/endActivation' })
  while ((await fgState<State>(page)).turn.stage !== 'initiative')
    await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
  await tabletop.script([3, 15])
  await dispatchOk(tabletop, { type: 'frostgrave/rollInitiative' })
  await passHandOver(page)
  await expect(page.locator('.fg-banner')).toContainText('Fast Act phase')
  await expect(page.locator('[data-testid^="leader-"]')).toHaveCount(1)
  await page.getByTestId('leader-p0-s1').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/fastActActs')).toMatchObject({ rule: 'FG-8.2' })
})
