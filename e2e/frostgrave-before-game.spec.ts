import { test, expect, passHandOver } from './fixtures'
import { PALE_LANTERN, dispatchOk, fgState, pagePoint, warbandOf } from './frostgrave-setup'

interface FgState {
  stage: string
  treasures: { id: string; placedBy: 0 | 1; fake?: true }[]
  treasurePlacer: 0 | 1
  models: { id: string; type: string; player: 0 | 1 | null; status: string }[]
  beforeGame?: { attempted: [string[], string[]] }
}

test('Issue 10: before its first treasure token, player 2 raises a zombie before the game through the panel (FG-8.2)', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 36 })
  await dispatchOk(tabletop, { type: 'frostgrave/finishTerrain' })
  // The table is on screen (so the hand-over has seen who acts) before player 1 places a token.
  await expect(page.getByText("Ember's Company places treasure 1 of 6")).toBeVisible()
  await passHandOver(page)
  // Player 1 (Ember's Company) knows no before-game spell and places its first token.
  await expect(page.getByTestId('fg-before-game')).toBeHidden()
  await dispatchOk(tabletop, { type: 'frostgrave/placeTreasure', x: 600, y: 1200 })
  // Player 2 places next: its hand-over comes up and is passed.
  await expect(page.locator('.hand-over')).toBeVisible()
  await passHandOver(page)

  // Player 2 (The Pale Lantern, Necromancer) may now cast Raise Zombie: casting number 8, 65%.
  const panel = page.getByTestId('fg-before-game')
  await expect(panel).toBeVisible()
  await expect(page.getByTestId('fg-before-game-spell')).toHaveValue('Raise Zombie')
  await expect(panel).toContainText('casting number 8: 65%')
  await page.getByTestId('fg-before-game-caster').selectOption('p1-wizard')
  await expect(page.getByTestId('fg-before-game-cast')).toBeInViewport()
  await tabletop.script([11])
  await page.getByTestId('fg-before-game-cast').click()

  const s = await fgState<FgState>(page)
  expect(s.models.find((m) => m.id === 'p1-zombie')).toMatchObject({
    type: 'Zombie',
    player: 1,
    status: 'reserve',
  })
  expect(s.beforeGame?.attempted[1]).toEqual(['Raise Zombie'])
  const lines = (await tabletop.session()).events.flat()
  expect(lines.find((e) => e.type === 'frostgrave/beforeGameCast')).toMatchObject({
    rule: 'FG-8.2',
    text: 'Morwen casts Raise Zombie before the game: rolls 11 against casting number 8.',
  })
  expect(lines.find((e) => e.type === 'frostgrave/beforeGameJoined')?.text).toBe(
    "Zombie 1 joins The Pale Lantern's warband for this game.",
  )
  // Tried once: the spell is marked and Cast has nothing left to offer.
  await expect(page.getByTestId('fg-before-game-cast')).toBeDisabled()

  // The first token closes the step; the zombie is deployed later with the rest of the warband.
  await dispatchOk(tabletop, { type: 'frostgrave/placeTreasure', x: 1800, y: 1200 })
  await expect(page.getByTestId('fg-before-game')).toBeHidden()
  await tabletop.reload()
  await expect
    .poll(() =>
      fgState<FgState>(page).then(
        (s) => s.models.some((m) => m.id === 'p1-zombie'),
        () => false,
      ),
    )
    .toBe(true)
})

test("Fool's Gold through the panel: cast before the game, then one placement marked as the fake token", async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  const illusionist = warbandOf('Illusionist', [
    "Fool's Gold",
    'Illusionary Soldier',
    'Teleport',
    'Push',
    'Reveal Secret',
    'Heal',
    'Familiar',
    'Animate Construct',
  ])
  await tabletop.createTable('frostgrave', { tableSize: 36, warbands: [illusionist, PALE_LANTERN] })
  await dispatchOk(tabletop, { type: 'frostgrave/finishTerrain' })
  await passHandOver(page)
  await page.getByTestId('fg-before-game-spell').selectOption("Fool's Gold")
  await expect(page.getByTestId('fg-before-game')).toContainText('casting number 8: 65%')
  await tabletop.script([8])
  await page.getByTestId('fg-before-game-cast').click()
  // Seven tokens now: the three each, and the fake.
  await expect(page.getByText("Ember's Company places treasure 1 of 7")).toBeVisible()
  // The next placement is the fake: tick the box, click the table.
  await page.getByTestId('fg-fools-gold').locator('input').check()
  const at = await pagePoint(page, { x: 600, y: 1200 })
  await page.mouse.click(at.x, at.y)
  await expect.poll(async () => (await fgState<FgState>(page)).treasures.length).toBe(1)
  const s = await fgState<FgState>(page)
  expect(s.treasures[0]).toMatchObject({ placedBy: 0, fake: true })
  // The log tells the placement like any other: nothing gives the fake away.
  const placed = (await tabletop.session()).events
    .flat()
    .filter((e) => e.type === 'frostgrave/treasurePlaced')
  expect(placed.at(-1)?.text).toMatch(/^Ember's Company places treasure t1 at \([\d.]+", [\d.]+"\)\.$/)
  // The fake is placed: the choice is gone for the rest of the placements.
  await expect(page.getByTestId('fg-fools-gold')).toBeHidden()
})
