/**
 * Double Cross vehicles (issue #11, DX-6.1), by the mouse at 1366×768: a vehicle created in the Library tab,
 * given to Keigo from his card, boarded, then the vehicle ram — offered by the attack form only while he is
 * aboard, the vehicle as its one weapon — against the Man in black: the damage counts the vehicle's attack
 * power (DX-6.9); reloaded, everything is the same.
 */
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface Vehicle {
  id: string
  name: string
  drive: string
  attack: number
  armour: number
  initiative: number
  move: number
}
interface Character {
  id: string
  name: string
  hp: number
  armour: { armour: number } | null
  vehicles?: Vehicle[]
  boarded?: string
}
interface State {
  library?: { vehicles?: Vehicle[] }
  characters: Character[]
}

test.describe('Double Cross vehicles', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(120_000)

  test('create a vehicle, give it to a PC, board it, ram an NPC, reload', async ({ tabletop, page }) => {
    await openSampleTable(tabletop, 'Vehicle table')

    // The Library tab: a new vehicle with its data.
    await page.locator('#dx-tab-library').click()
    await page.getByRole('button', { name: 'New vehicle' }).click()
    const form = page.getByRole('form', { name: 'Library vehicle' })
    await form.getByRole('textbox', { name: 'Vehicle', exact: true }).fill('Bike')
    await form.getByRole('textbox', { name: 'Ride:' }).fill('Motorcycle')
    await form.locator('#dx-veh-attack-0').fill('8')
    await form.locator('#dx-veh-armour-0').fill('3')
    await form.locator('#dx-veh-initiative-0').fill('-1')
    await form.locator('#dx-veh-move-0').fill('300')
    const save = page.getByTestId('dx-library-save')
    await expect(save).toBeInViewport()
    await save.click()
    const vehicles = page.getByTestId('dx-library-vehicles')
    await expect(vehicles.locator('li')).toHaveCount(1)
    await expect(vehicles).toContainText('Bike')
    await expect(vehicles).toContainText('attack 8')

    // Keigo takes it from his card and boards it.
    const start = await tabletop.session<State>()
    const libraryBike = start.state.library!.vehicles![0]!
    expect(libraryBike).toMatchObject({
      name: 'Bike',
      drive: 'Motorcycle',
      attack: 8,
      armour: 3,
      initiative: -1,
    })
    const keigo = start.state.characters.find((c) => c.name === 'Keigo')!
    const man = start.state.characters.find((c) => c.name === 'Man in black')!
    await page.locator('#dx-tab-characters').click()
    await page.getByTestId(`dx-from-library-${keigo.id}`).selectOption(`vehicle:${libraryBike.id}`)
    await page.getByTestId(`dx-give-${keigo.id}`).click()
    const board = page.getByTestId(`dx-board-${keigo.id}`)
    await expect(board).toBeVisible()
    await board.click()
    await expect(page.getByTestId(`dx-vehicle-${keigo.id}`)).toContainText('Aboard Bike')

    // The attack form offers the vehicle ram now; the Bike replaces the weapon pick.
    await page.locator('#dx-tab-combat').click()
    const normal = page.getByTestId('dx-attack-normal')
    await expect(normal.locator('option[value="vehicle"]')).toHaveText('Vehicle ram')
    await normal.selectOption('vehicle')
    await expect(page.getByTestId('dx-ram-weapon')).toContainText('Bike')
    await expect(page.getByTestId('dx-attack-weapon')).toHaveCount(0)
    await page.getByTestId(`dx-attack-target-${man.id}`).check()
    const simulation = page.getByTestId('dx-attack-simulation')
    await expect(simulation).toContainText('No warning')
    await expect(simulation).toContainText('Man in black: hit')

    // Every die shows 3: no critical; the Man in black does not react; DX-6.9: 1D10 [3] + Bike 8 − armour.
    await tabletop.script(Array.from({ length: 40 }, () => 3))
    const roll = page.getByTestId('dx-attack-roll')
    await expect(roll).toBeInViewport()
    await roll.click()
    await page.getByTestId(`dx-reaction-${man.id}`).selectOption('none')
    const resolve = page.getByTestId('dx-reaction-resolve')
    await expect(resolve).toBeInViewport()
    await resolve.click()
    const damage = Math.max(0, 3 + 8 - (man.armour?.armour ?? 0))
    await expect
      .poll(async () => (await tabletop.session<State>()).state.characters.find((c) => c.id === man.id)!.hp)
      .toBe(Math.max(0, man.hp - damage))
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByTestId('log')).toContainText('Keigo declares an attack: Vehicle ram with Bike')

    const after = await tabletop.session<State>()
    const keigoAfter = after.state.characters.find((c) => c.id === keigo.id)!
    expect(keigoAfter.vehicles).toEqual([{ ...libraryBike, id: keigoAfter.boarded }])

    await tabletop.reload()
    await tabletop.waitForTable()
    const reloaded = await tabletop.session<State>()
    expect(reloaded.state).toEqual(after.state)
    await page.locator('#dx-tab-characters').click()
    await expect(page.getByTestId(`dx-vehicle-${keigo.id}`)).toContainText('Aboard Bike')
    await page.screenshot({ path: 'test-results/double-cross-vehicle.png' })
  })

  test('in a combat, boarding is the Minor action of the main process (DX-5.4)', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Vehicle combat table')
    const start = await tabletop.session<State>()
    const keigo = start.state.characters.find((c) => c.name === 'Keigo')!

    // Keigo's sheet gets a car in the character form.
    await page.getByTestId(`dx-card-${keigo.id}`).getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Add vehicle' }).click()
    await page.getByTestId('dx-vehicle-0').getByRole('textbox', { name: 'Vehicle', exact: true }).fill('Car')
    await page.locator('#dx-veh-attack-0').fill('10')
    await page.locator('#dx-veh-armour-0').fill('5')
    await page.getByTestId('dx-form-save').click()
    await expect(page.getByTestId(`dx-board-${keigo.id}`)).toBeVisible()

    // Kaede acts first, then Keigo (DX-5.4); in his main process he boards as his Minor action.
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    const next = page.getByTestId('dx-combat-next')
    for (let i = 0; i < 4; i++) await next.click()
    await expect(page.getByTestId(`dx-combat-row-${keigo.id}`)).toContainText('acting')
    const board = page.getByTestId(`dx-board-${keigo.id}`)
    await expect(board).toBeInViewport()
    await board.click()
    await expect(page.getByTestId(`dx-vehicle-${keigo.id}`)).toContainText('Aboard Car: armour +5')
    await expect(page.getByTestId('dx-minor-taken')).toHaveText('Taken: boarding a vehicle')
    // The Minor action is spent: leaving now is refused, said on screen.
    await page.getByRole('button', { name: 'Leave Car' }).click()
    await expect(page.getByTestId(`dx-vehicle-${keigo.id}`).getByRole('alert')).toContainText(
      "already taken this main process's Minor action",
    )

    const after = await tabletop.session<State>()
    const keigoAfter = after.state.characters.find((c) => c.id === keigo.id)!
    expect(keigoAfter.boarded).toBe(keigoAfter.vehicles![0]!.id)
    await tabletop.reload()
    await tabletop.waitForTable()
    expect((await tabletop.session<State>()).state).toEqual(after.state)
  })
})
