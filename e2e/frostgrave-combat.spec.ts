import type { Page } from '@playwright/test'
import type Konva from 'konva'
import { test, expect, passHandOver } from './fixtures'
import {
  dispatchOk,
  fgState,
  pagePoint,
  rollToSoldierPhase,
  scrollLogToEnd,
  setUpTable,
} from './frostgrave-setup'

interface FgModel {
  id: string
  player: 0 | 1 | null
  x: number
  y: number
  health: number
}
interface FgState {
  stage: string
  models: FgModel[]
  pendingForcedCombat: { by: string; target: string }[]
  pendingPushBack?: { winner: string; loser: string } | null
  turn: { first: 0 | 1; phase: string; step: number; activation: { leader: string } | null }
}

const state = (page: Page): Promise<FgState> => fgState<FgState>(page)

const model = (s: FgState, id: string): FgModel => s.models.find((m) => m.id === id)!

test('FG-4.7 / FG-5 / FG-7: a soldier closes in by drag, the enemy forces combat, the fight shows every modifier and the exact odds, wounds; staying in combat outlasts a reload, undone it pushes back; reload is identical', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  const ok = (a: unknown): Promise<void> => dispatchOk(tabletop, a)
  // Set-up through the automation hook: open table, treasure, roll-off (player 1 takes the south edge).
  // Brann (player 1, Fight +3, Armour 12) faces Brute (player 2, Fight +2, Armour 10, Health 10).
  await setUpTable(tabletop, page, {
    treasures: [
      [300, 1200],
      [1000, 1200],
      [2600, 1200],
      [3300, 1200],
      [300, 2400],
      [3300, 2400],
    ],
    spots: { 'p0-s1': [1800, 3100], 'p1-s4': [1800, 500] },
  })
  // Turn 1: both close 9" up the middle; turn 2 (player 2 first): Brute steps 2" more.
  await rollToSoldierPhase(tabletop, [15, 3])
  const path = (x: number, y: number) => [{ x, y }]
  await ok({ type: 'frostgrave/activate', model: 'p0-s1' })
  await ok({ type: 'frostgrave/move', model: 'p0-s1', path: path(1800, 2500) })
  await ok({ type: 'frostgrave/move', model: 'p0-s1', path: path(1800, 2200) })
  await ok({ type: 'frostgrave/endPhase' })
  await ok({ type: 'frostgrave/activate', model: 'p1-s4' })
  await ok({ type: 'frostgrave/move', model: 'p1-s4', path: path(1800, 1100) })
  await ok({ type: 'frostgrave/move', model: 'p1-s4', path: path(1800, 1400) })
  // Ending player 2's soldier phase ends the turn (no creatures: the creature phase passes by itself).
  await ok({ type: 'frostgrave/endPhase' })
  await rollToSoldierPhase(tabletop, [3, 15])
  await ok({ type: 'frostgrave/activate', model: 'p1-s4' })
  await ok({ type: 'frostgrave/move', model: 'p1-s4', path: path(1800, 1600) })
  await ok({ type: 'frostgrave/endModel', model: 'p1-s4' })
  await ok({ type: 'frostgrave/endPhase' })
  let s = await state(page)
  expect([s.turn.phase, s.turn.step]).toEqual(['soldier', 1])
  await passHandOver(page)

  // Brann activates and is dragged with real pointer events to stop 0.7" short of Brute's base.
  await page.getByTestId('leader-p0-s1').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await passHandOver(page)
  await tabletop.dragPiece('p0-s1', await pagePoint(page, { x: 1800, y: 1768 }))
  await expect.poll(async () => model(await state(page), 'p0-s1').y).toBeLessThan(1800)
  s = await state(page)
  expect(s.pendingForcedCombat).toEqual([{ rule: 'FG-4.7', by: 'p1-s4', target: 'p0-s1' }])

  // FG-4.7: forcing combat is Brute's player's choice: the device goes to them (the hand-over names them),
  // who may also let it pass. Brute forces combat from the panel over the table: it steps into base contact.
  // Brann's own buttons step aside meanwhile: a tap on one would let Brute's choice lapse.
  await passHandOver(page)
  await expect(page.getByTestId('fg-no-force')).toBeInViewport()
  await expect(page.getByTestId('fg-waiting-choice')).toContainText(
    'The Pale Lantern (force combat or let it pass)',
  )
  await expect(page.getByRole('button', { name: 'End activation' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('fg-force-choice.png') })
  await page.getByTestId('fg-force-p1-s4').click()
  await expect(page.getByTestId('fg-force-p1-s4')).toBeHidden()
  await passHandOver(page)
  await expect(page.getByTestId('fg-waiting-choice')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'End activation' })).toBeVisible()
  s = await state(page)
  const gap = Math.hypot(model(s, 'p0-s1').x - model(s, 'p1-s4').x, model(s, 'p0-s1').y - model(s, 'p1-s4').y)
  expect(gap).toBeLessThan(100)

  // FG-5: Fight Brute: the preview lists both sides with their modifiers and the exact odds (FG-12).
  await page.getByTestId('fg-fight-p1-s4').click()
  const preview = page.getByTestId('fg-fight-preview')
  await expect(preview).toBeVisible()
  await expect(page.getByTestId('fg-fight-attacker')).toContainText('Brann: d20 +3 · Armour 12 · Health 12')
  await expect(page.getByTestId('fg-fight-defender')).toContainText('Brute: d20 +2 · Armour 10 · Health 10')
  // +3 against +2: 209 of 400 face pairs win, 172 lose, 18 ties, and both roll 20 once (FG-5.8).
  await expect(page.getByTestId('fg-fight-odds')).toContainText(/Win 52\.[23]%/)
  await expect(page.getByTestId('fg-fight-odds')).toContainText('Lose 43%')
  await expect(page.getByTestId('fg-fight-odds')).toContainText('Tie 4.5%')
  await expect(page.getByTestId('fg-fight-odds')).toContainText('Both roll 20: 0.3%')

  // The roll: 15 + 3 = 18 against 3 + 2 = 5: Brann wins, 18 − Armour 10 = 8 damage: Brute is wounded (FG-7.2).
  await tabletop.script([15, 3])
  await page.getByTestId('fg-fight-roll').click()
  await expect(preview).toBeHidden()
  s = await state(page)
  expect(model(s, 'p1-s4').health).toBe(2)
  // Brute's wounded mark is drawn over its neighbours: a wounded model is drawn after every other model.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stage = (window as unknown as { Konva: { stages: Konva.Stage[] } }).Konva.stages[0]!
        const pieces = stage.find('.model')
        const brute = pieces.findIndex((n) => n.id() === 'p1-s4')
        return brute === pieces.length - 1 && pieces.length > 2
      }),
    )
    .toBe(true)
  // The log (virtualised): scrolled to its end, the fight's lines in the reader's words.
  await page.getByRole('tab', { name: 'Log' }).click()
  await scrollLogToEnd(page)
  await expect(page.getByText('Brann fights Brute: 15 +3 = 18 against 3 +2 = 5.').first()).toBeVisible()
  await expect(page.getByText('Brute takes 8 damage (Health 2).').first()).toBeVisible()
  await expect(
    page.getByText('Brute is wounded: one action per turn and -2 to every roll.').first(),
  ).toBeVisible()
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/forcedCombat')?.rule).toBe('FG-4.7')
  expect(lines.find((e) => e.type === 'frostgrave/fightRoll')).toMatchObject({
    rule: 'FG-5.2',
    dice: [15, 3],
  })
  expect(lines.find((e) => e.type === 'frostgrave/fightWon')?.rule).toBe('FG-5.2')
  expect(lines.find((e) => e.type === 'frostgrave/damaged')).toMatchObject({
    rule: 'FG-5.3',
    text: 'Brute takes 8 damage (Health 2).',
  })
  expect(lines.find((e) => e.type === 'frostgrave/wounded')?.rule).toBe('FG-7.2')

  // FG-5.5: staying in combat is the winner's answer, logged: a reload does not offer the push again, and
  // Undo (no dice were rolled) brings the offer back.
  await page.getByTestId('fg-stay').click()
  await expect(page.getByTestId('fg-push-back')).toBeHidden()
  expect((await state(page)).pendingPushBack).toBeNull()
  expect(
    (await tabletop.session()).events.flat().find((e) => e.type === 'frostgrave/stayedInCombat')?.rule,
  ).toBe('FG-5.5')
  await tabletop.reload()
  await page.waitForFunction(() => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session)
  await passHandOver(page)
  await expect(page.getByTestId('fg-canvas')).toBeVisible()
  await expect(page.getByTestId('fg-push-back')).toHaveCount(0)
  await page.getByRole('button', { name: /Undo/ }).click()
  await passHandOver(page)
  await expect(page.getByTestId('fg-push-back')).toBeVisible()

  // FG-5.5: the winner pushes Brute back 1"; they are no longer in combat.
  const before = model(s, 'p1-s4').y
  await page.getByTestId('fg-push-back').click()
  await expect.poll(async () => model(await state(page), 'p1-s4').y).toBe(before - 100)
  expect((await tabletop.session()).events.flat().find((e) => e.type === 'frostgrave/pushedBack')?.rule).toBe(
    'FG-5.5',
  )

  // FG-7.2: the side panel tells Brute's wound (the board marks it too).
  await page.getByRole('tab', { name: 'Warbands' }).click()
  await page
    .getByRole('tabpanel', { name: 'Warbands' })
    .getByRole('button', { name: 'Brute', exact: true })
    .click()
  await expect(page.getByTestId('fg-wounded')).toContainText(
    'Wounded: one action per turn, −2 to every roll (FG-7.2)',
  )

  // Reload: the same table, state and log.
  const snapshot = JSON.stringify(await tabletop.session())
  await tabletop.reload()
  // The table's system loads on demand: wait until the session is back.
  await page.waitForFunction(() => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session)
  expect(JSON.stringify(await tabletop.session())).toBe(snapshot)
})
