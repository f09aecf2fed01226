/**
 * FG-8 in the browser, the spells the other specs leave out, played by the mouse at 1366×768 on scripted
 * dice: the Words and Forget Spell name their spell in the panel's picker; a spell is aimed through a
 * wizard eye at a model the caster cannot see; Awareness adds its +1 to the next initiative roll; a model
 * the skeletal hand of Bones of the Earth holds breaks free.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import {
  PALE_LANTERN,
  SIGILISTS,
  activate,
  activateFirst,
  chooseSpell,
  dispatchOk,
  drawn,
  expectLogLines,
  fgState,
  pagePoint,
  passTo,
  rollInitiative,
  setUpNewTable,
  warbandOf,
} from './frostgrave-setup'

/** The second sample warband as Soothsayers: own, Chronomancer, Illusionist, Thaumaturge, two neutral. */
const SOOTHSAYERS = warbandOf(
  'Soothsayer',
  ['Awareness', 'Forget Spell', 'Wizard Eye', 'Fast Act', 'Teleport', 'Heal', 'Elemental Bolt', 'Push'],
  PALE_LANTERN,
)

interface Effect {
  spell: string
  caster: string
  model: string | null
  named: string | null
  point: { x: number; y: number } | null
}
interface FgState {
  models: { id: string; x: number; y: number; health: number }[]
  magic: { effects: Effect[] }
  turn: { number: number; stage: string; first: 0 | 1; phase: string; step: number; activation: unknown }
}

const state = (page: Page): Promise<FgState> => fgState<FgState>(page)
const effects = async (page: Page, spell: string): Promise<Effect[]> =>
  (await state(page)).magic.effects.filter((e) => e.spell === spell)

test('FG-8.2: Draining Word, Power Word and Forget Spell name their spell in the picker; a reload resumes and the forgotten spell cannot be chosen', async ({
  tabletop,
  page,
}) => {
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [SIGILISTS, SOOTHSAYERS] },
    {
      spots: { 'p0-wizard': [1800, 3100], 'p1-wizard': [1800, 500] },
    },
  )
  await activateFirst(tabletop, page, 'p0-wizard')

  // Ember casts Draining Word (14) naming Forget Spell, chosen in the picker: 15 succeeds, nobody resists.
  await chooseSpell(page, 'Draining Word')
  const aim = page.getByTestId('fg-cast-aim')
  await expect(aim).toContainText('Choose the spell Draining Word names, then cast it.')
  const go = page.getByTestId('fg-cast-named-go')
  await expect(go).toBeDisabled()
  await page.getByTestId('fg-cast-named-select').selectOption('Forget Spell')
  await expect(go).toBeInViewport()
  await tabletop.script([15])
  await go.click()
  await expect(aim).toBeHidden()
  expect(await effects(page, 'Draining Word')).toMatchObject([{ model: null, named: 'Forget Spell' }])

  let lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.text.startsWith('Ember casts Draining Word'))).toMatchObject({
    rule: 'FG-8.2',
    text: 'Ember casts Draining Word: rolls 15 against casting number 14.',
    dice: [15],
  })
  await expectLogLines(page, [
    ['Ember casts Draining Word: rolls 15 against casting number 14.', 'FG-8.2'],
    ['Forget Spell is cast at −3 by everyone for the rest of the game.', 'FG-8.2'],
  ])

  // Player 2's wizard phase: Morwen's menu already counts the Word's −3 on Forget Spell (12: 45% → 30%).
  await page.getByRole('button', { name: 'End activation' }).click()
  await activate(page, 'p1-wizard')
  await page.getByTestId('fg-cast').click()
  await expect(page.getByTestId('fg-cast-Forget Spell')).toContainText(
    'Forget Spell casting number 12 30% to succeed',
  )
  await page.getByTestId('fg-cast-Forget Spell').click()
  // Forget Spell: Ember first, on the canvas; the picker then lists only the spells Ember knows.
  await tabletop.clickPiece('p0-wizard')
  await expect(aim).toContainText('Choose the spell Forget Spell names for Ember, then cast it.')
  const options = await page.getByTestId('fg-cast-named-select').locator('option').allTextContents()
  expect(options).toEqual(['—', ...SIGILISTS.spells])
  await page.getByTestId('fg-cast-named-select').selectOption('Explosive Rune')
  // 19 − 3 = 16 against 12; Ember resists with Will 3 + 4 = 7 and fails by 9 (it may spend Health).
  await tabletop.script([19, 3])
  await page.getByTestId('fg-cast-named-go').click()
  const empower = page.getByTestId('fg-empower')
  await expect(empower).toContainText('Morwen rolled 16 against casting number 12')
  await page.getByTestId('fg-empower-0').click()
  await passHandOver(page)
  await expect(page.getByTestId('fg-will')).toContainText('Ember rolled Will 7 against 16')
  await page.getByTestId('fg-will-0').click()
  await expect(page.getByTestId('fg-will')).toBeHidden()
  // Ember's side chose with the device in its hands (issue #31): it goes back to Morwen's.
  await passHandOver(page)
  expect(await effects(page, 'Forget Spell')).toMatchObject([
    { caster: 'p1-wizard', model: 'p0-wizard', named: 'Explosive Rune' },
  ])
  lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.text.startsWith('Morwen casts Forget Spell'))).toMatchObject({
    rule: 'FG-8.2',
    text: 'Morwen casts Forget Spell: rolls 19, −3 (FG-8.2) = 16 against casting number 12.',
    dice: [19],
  })
  await expectLogLines(page, [['Ember forgets Explosive Rune for the rest of the game.', 'FG-8.2']])

  // The apprentice phase: Cinder casts Power Word (14) naming Explosive Rune: 18 − 2 = 16 succeeds.
  await page.getByRole('button', { name: 'End activation' }).click()
  await activate(page, 'p0-apprentice')
  await chooseSpell(page, 'Power Word')
  await page.getByTestId('fg-cast-named-select').selectOption('Explosive Rune')
  await tabletop.script([18])
  await page.getByTestId('fg-cast-named-go').click()
  await expect(aim).toBeHidden()
  expect(await effects(page, 'Power Word')).toMatchObject([
    { caster: 'p0-apprentice', model: null, named: 'Explosive Rune' },
  ])
  await expectLogLines(page, [
    ['Cinder casts Power Word: rolls 18, −2 (FG-1.5) = 16 against casting number 14.', 'FG-8.2'],
    ['Explosive Rune is cast at +3 by everyone for the rest of the game.', 'FG-8.2'],
  ])

  // A reload resumes the same game: state, log and the spells in play.
  await passHandOver(page)
  const snapshot = JSON.stringify(await tabletop.session())
  await tabletop.reload()
  await page.waitForFunction(() => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session)
  expect(JSON.stringify(await tabletop.session())).toBe(snapshot)
  await passHandOver(page)

  // The turn runs out. In turn 2 Ember's Cast menu, whole on screen under the button, shows Explosive
  // Rune forgotten: it cannot be chosen.
  await page.getByRole('button', { name: 'End activation' }).click()
  await toNextTurn(tabletop, page)
  await tabletop.script([15, 3])
  await passHandOver(page)
  await page.getByRole('button', { name: 'Roll initiative' }).click()
  await activate(page, 'p0-wizard')
  await page.getByTestId('fg-cast').click()
  const menu = page.getByRole('menu', { name: 'Spells of Ember' })
  await expect(menu.getByRole('menuitem')).toHaveCount(8)
  for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 })
  const forgotten = page.getByTestId('fg-cast-Explosive Rune')
  await expect(forgotten).toBeDisabled()
  await expect(forgotten).toContainText('forgotten (Forget Spell, FG-8.1)')
  await expect(forgotten).not.toContainText('to succeed')
  await page.getByTestId('fg-cast').click()
  await expect(menu).toBeHidden()

  // Cinder has not forgotten it, and Power Word's +3 outweighs the apprentice's −2: 10 needs a 9 (60%),
  // and a 9 draws the rune beside Cinder.
  await page.getByRole('button', { name: 'End activation' }).click()
  await passTo(tabletop, page, (turn) => turn.phase === 'apprentice' && turn.step === 0)
  await activate(page, 'p0-apprentice')
  await page.getByTestId('fg-cast').click()
  await expect(page.getByTestId('fg-cast-Explosive Rune')).toContainText('60% to succeed')
  await page.getByTestId('fg-cast-Explosive Rune').click()
  await tabletop.script([9])
  const cinder = (await state(page)).models.find((m) => m.id === 'p0-apprentice')!
  const beside = await pagePoint(page, { x: cinder.x, y: cinder.y - 120 })
  await page.mouse.click(beside.x, beside.y)
  await expect.poll(() => drawn(page, 'spell-rune')).toBe(1)
  expect(await effects(page, 'Explosive Rune')).toMatchObject([{ caster: 'p0-apprentice' }])
  await expectLogLines(page, [
    ['Cinder casts Explosive Rune: rolls 9, +1 (FG-1.5, FG-8.2) = 10 against casting number 10.', 'FG-8.2'],
  ])
})

/** Ends phases through the automation hook until the next turn waits for its initiative roll. */
async function toNextTurn(tabletop: Tabletop, page: Page): Promise<void> {
  await passTo(tabletop, page, (turn) => turn.stage === 'initiative')
}

test('FG-8.2: Awareness adds +1 to the initiative; a wizard eye lets Bones of the Earth reach a model behind a wall; the held model breaks free', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(90_000)
  // A 3"-high wall north-west of Ember, between it and where Nim (a thief, Move 7) will stand.
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [SIGILISTS, SOOTHSAYERS] },
    {
      terrain: [
        {
          kind: 'blocking',
          name: 'Old wall',
          height: 300,
          shape: { type: 'rect', x: 1000, y: 2400, w: 700, h: 100 },
        },
      ],
      spots: {
        'p0-wizard': [1800, 3100],
        'p0-apprentice': [2200, 3100],
        'p1-wizard': [1800, 500],
        'p1-s6': [1350, 550],
      },
    },
  )

  // Turn 1: player 1 wins the initiative and passes its wizard phase; Morwen casts Awareness (8): 12.
  await rollInitiative(tabletop)
  await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })
  await activate(page, 'p1-wizard')
  await tabletop.script([12])
  await chooseSpell(page, 'Awareness')
  await expect.poll(async () => (await effects(page, 'Awareness')).length).toBe(1)
  await page.getByRole('button', { name: 'End activation' }).click()
  // In the soldier phase Nim walks 7" and 3.5" to stand behind the wall, out of Ember's sight.
  await passTo(tabletop, page, (turn) => turn.phase === 'soldier' && turn.step === 1)
  await dispatchOk(tabletop, { type: 'frostgrave/activate', model: 'p1-s6' })
  await dispatchOk(tabletop, { type: 'frostgrave/move', model: 'p1-s6', path: [{ x: 1350, y: 1250 }] })
  await dispatchOk(tabletop, { type: 'frostgrave/move', model: 'p1-s6', path: [{ x: 1350, y: 1600 }] })
  await toNextTurn(tabletop, page)

  // Turn 2: the initiative controls tell The Pale Lantern's +1 before the roll. Both roll 10, and
  // Awareness makes it 11: The Pale Lantern goes first. The log says why.
  await tabletop.script([10, 10])
  await passHandOver(page)
  await expect(page.getByTestId('fg-initiative-bonus-1')).toHaveText(
    'The Pale Lantern +1 to initiative (Awareness, FG-8.2)',
  )
  await expect(page.getByTestId('fg-initiative-bonus-0')).toHaveCount(0)
  await page.getByRole('button', { name: 'Roll initiative' }).click()
  await expect.poll(async () => (await state(page)).turn.first).toBe(1)
  await expectLogLines(page, [
    ['Awareness: The Pale Lantern adds +1 to the initiative roll.', 'FG-8.2'],
    [
      "Turn 2 initiative: Ember's Company 10, The Pale Lantern 11. The Pale Lantern goes first in every phase.",
      'FG-3.1',
    ],
  ])
  await dispatchOk(tabletop, { type: 'frostgrave/endPhase' })

  // Ember cannot see Nim behind the wall: Bones of the Earth is refused. It opens a wizard eye 9" ahead
  // instead (8 + 4 neutral = 12): 14 succeeds and the eye is drawn on the table.
  await activate(page, 'p0-wizard')
  await chooseSpell(page, 'Bones of the Earth')
  await tabletop.clickPiece('p1-s6')
  await expect(page.getByTestId('fg-message')).toHaveText('Ember cannot see Nim (FG-8.2)')
  await page.getByTestId('fg-cast-cancel').click()
  await chooseSpell(page, 'Wizard Eye')
  await tabletop.script([14])
  const eye = await pagePoint(page, { x: 2000, y: 2200 })
  await page.mouse.click(eye.x, eye.y)
  await expect.poll(() => drawn(page, 'spell-eye')).toBe(1)
  // Where the click landed, to the pixel's worth of a hundredth of an inch.
  const [opened] = await effects(page, 'Wizard Eye')
  expect(opened).toMatchObject({ caster: 'p0-wizard' })
  expect(Math.hypot(opened!.point!.x - 2000, opened!.point!.y - 2200)).toBeLessThan(10)
  const eyeLine = (await tabletop.session()).events.flat().find((e) => e.type === 'frostgrave/eyeOpens')
  expect(eyeLine?.text).toBe(
    `A wizard eye opens at (${opened!.point!.x / 100}", ${opened!.point!.y / 100}").`,
  )
  await expectLogLines(page, [[eyeLine!.text, 'FG-8.2']])
  await toNextTurn(tabletop, page)

  // Turn 3: Ember wins the initiative (15 against 3 + 1) and, through its eye, grips Nim: 16 against 14.
  await tabletop.script([15, 3])
  await passHandOver(page)
  await page.getByRole('button', { name: 'Roll initiative' }).click()
  await activate(page, 'p0-wizard')
  await chooseSpell(page, 'Bones of the Earth')
  await tabletop.script([16])
  await tabletop.clickPiece('p1-s6')
  await expect.poll(() => drawn(page, 'spell-hand')).toBe(1)
  expect(await effects(page, 'Bones of the Earth')).toMatchObject([{ model: 'p1-s6' }])
  await expectLogLines(page, [['A skeletal hand bursts from the ground and grips Nim.', 'FG-8.2']])

  // The soldier phase: Nim, held, cannot walk; it fights the hand: 15 + 0 = 15 against 4: the hand breaks.
  await passTo(tabletop, page, (turn) => turn.phase === 'soldier' && turn.step === 1)
  await activate(page, 'p1-s6')
  const held = await state(page)
  await tabletop.dragPiece('p1-s6', await pagePoint(page, { x: 1350, y: 1300 }))
  await expect(page.getByTestId('fg-message')).toHaveText(
    'Nim is held by a skeletal hand: it must break free first (FG-8.2)',
  )
  expect((await state(page)).models.find((m) => m.id === 'p1-s6')).toEqual(
    held.models.find((m) => m.id === 'p1-s6'),
  )
  await tabletop.script([15, 4])
  await page.getByTestId('fg-break-free').click()
  await expect(page.getByTestId('fg-break-free')).toBeHidden()
  expect(await effects(page, 'Bones of the Earth')).toEqual([])
  await expect.poll(() => drawn(page, 'spell-hand')).toBe(0)
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/handBroken')).toMatchObject({
    rule: 'FG-5.2',
    dice: [15, 4],
  })
  // Free, Nim walks away with its other action.
  await tabletop.dragPiece('p1-s6', await pagePoint(page, { x: 1350, y: 1300 }))
  await expect
    .poll(async () => (await state(page)).models.find((m) => m.id === 'p1-s6')!.y)
    .toBeLessThan(1350)
})
