/**
 * FG-8 in the browser: spells that leave something on the table are drawn on it. The Necromancer wizard,
 * aiming with the mouse, raises a bank of Fog in front of itself and grips a model with the skeletal hand
 * of Bones of the Earth cast by its apprentice; the canvas shows the fog bank and the hand.
 */
import { test, expect, passHandOver } from './fixtures'
import {
  PALE_LANTERN,
  activateFirst,
  chooseSpell,
  dispatchOk,
  drawn,
  fgState,
  pagePoint,
  setUpNewTable,
  warbandOf,
} from './frostgrave-setup'

/** The first sample warband as Necromancers (FG-1.2): three own spells, one of each aligned school, two neutral. */
const NECROMANCERS = warbandOf('Necromancer', [
  'Bones of the Earth',
  'Bone Dart',
  'Raise Zombie',
  'Fleet Feet',
  'Plane Walk',
  'Fog',
  'Explosive Rune',
  'Wizard Eye',
])

test('FG-8: Fog and Bones of the Earth aimed with the mouse are drawn on the table', async ({
  tabletop,
  page,
}) => {
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [NECROMANCERS, PALE_LANTERN] },
    {
      spots: { 'p0-wizard': [1800, 3100], 'p0-apprentice': [1500, 3100], 'p0-s1': [2600, 3100] },
    },
  )
  await activateFirst(tabletop, page, 'p0-wizard')

  // Fog (8, aligned +2 = 10): a bank 4" in front of Ember; 18 succeeds.
  await chooseSpell(page, 'Fog')
  await tabletop.script([18])
  const front = await pagePoint(page, { x: 1800, y: 2700 })
  await page.mouse.click(front.x, front.y)
  await expect.poll(() => drawn(page, 'spell-fog')).toBe(1)
  const fog = (await tabletop.session()).events.flat().find((e) => e.type === 'frostgrave/fogRises')
  expect(fog).toMatchObject({ rule: 'FG-8.2' })

  // Player 2's wizard phase passes; in the apprentice phase Cinder casts Bones of the Earth (10) on Brann,
  // 11" away, clicked on the canvas (no Will roll): 17 − 2 = 15 succeeds and the hand holds him.
  await dispatchOk(tabletop, { type: 'frostgrave/endActivation' })
  await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
  await passHandOver(page)
  await page.getByTestId('leader-p0-apprentice').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await chooseSpell(page, 'Bones of the Earth')
  await tabletop.script([17])
  await tabletop.clickPiece('p0-s1')
  await expect.poll(() => drawn(page, 'spell-hand')).toBe(1)
  const state = await fgState<{ magic: { effects: { spell: string; model: string | null }[] } }>(page)
  expect(state.magic.effects.filter((e) => e.spell === 'Bones of the Earth')).toMatchObject([
    { model: 'p0-s1' },
  ])
})
