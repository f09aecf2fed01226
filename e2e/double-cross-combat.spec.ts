/**
 * Double Cross combat on the GM screen, by the mouse: a combat started from the Combat tab, the
 * initiative order (DX-5.4), a combo whose simulation warns before the roll (DX-6.2: Concentrate first
 * would fizzle), the attack with a critical, the target's dodge, damage through armour (DX-6.9), the
 * encroachment paid (DX-6.11), a typed HP change to 0 and the incapacitation (DX-6.13); reloaded, the
 * table is identical. Dice come from the automation hook's script.
 */
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface Character {
  id: string
  name: string
  hp: number
  encroachment: number
  incapacitated: boolean
}

test.describe('Double Cross combat', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(120_000)

  test('a round: initiative, a simulated combo, dodge, damage, encroachment, incapacitation, reload', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Combat table')

    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    // DX-5.4: Kaede (action value 8), then Keigo (5, a PC before the NPC at 5), then the Man in black.
    await expect(page.getByTestId('dx-combat-order').locator('li strong')).toHaveText([
      'Kaede',
      'Keigo',
      'Man in black',
    ])
    const next = page.getByTestId('dx-combat-next')
    for (let i = 0; i < 4; i++) await next.click()
    await expect(page.getByTestId('dx-combat-round')).toContainText('Main process')
    await expect(page.getByTestId('dx-combat-row-c1')).toContainText('acting')

    // DX-6.2: Concentrate declared first would fizzle — the simulation says so before any roll.
    const concentrate = page.getByRole('checkbox', { name: /Concentrate/ })
    const lightning = page.getByRole('checkbox', { name: /Lightning Speed/ })
    await page.getByTestId('dx-attack-target-c10').check()
    await concentrate.check()
    const simulation = page.getByTestId('dx-attack-simulation')
    await expect(simulation).toContainText('would fizzle')
    await concentrate.uncheck()
    await lightning.check()
    await concentrate.check()
    await expect(simulation).toContainText('No warning')
    await expect(simulation).toContainText('Man in black: hit')
    // DX-6.9: the exact damage distribution if it hits, with the target's HP marked.
    await expect(simulation.getByTestId('dx-damage-chart')).toContainText('Damage to Man in black if hit')
    await expect(simulation.getByRole('img', { name: /Damage to Man in black if hit/ })).toBeVisible()

    // DX-6.5: 7 dice at critical 8: [8,3,3,3,3,3,3] → reroll [5] → 15 + 2 = 17.
    await tabletop.script([8, 3, 3, 3, 3, 3, 3, 5])
    await page.getByTestId('dx-attack-roll').click()
    await expect(page.getByTestId('dx-reaction-form')).toContainText('17')
    // DX-6.7: the dodge (7 dice +1) rolls 5; DX-6.9: 2D10 [9,9] + Claws 5 − armour 3 = 20.
    await tabletop.script([2, 2, 2, 2, 2, 2, 4, 9, 9])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(page.getByTestId('dx-combat-hp-c10')).toContainText('20/40')

    // A typed amount: −20 in one step; at HP 0 the Man in black is incapacitated.
    await page.getByTestId('dx-hp-by-c10').fill('-20')
    await page.getByTestId('dx-hp-by-c10').press('Enter')
    await expect(page.getByTestId('dx-combat-row-c10')).toContainText('Incapacitated')

    const before = await tabletop.session<{ characters: Character[]; combat: unknown }>()
    const byName = (name: string) => before.state.characters.find((c) => c.name === name)!
    expect(byName('Keigo').encroachment).toBe(85)
    expect(byName('Man in black')).toMatchObject({ hp: 0, incapacitated: true })

    await tabletop.reload()
    await tabletop.waitForTable()
    const after = await tabletop.session<{ characters: Character[]; combat: unknown }>()
    expect(after.state).toEqual(before.state)
    await page.locator('#dx-tab-combat').click()
    await expect(page.getByTestId('dx-combat-row-c10')).toContainText('Incapacitated')
    await page.screenshot({ path: 'test-results/double-cross-combat.png' })
  })
})
