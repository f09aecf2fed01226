/**
 * Double Cross main process by the mouse (DX-5.4, DX-6.8 … DX-6.13): Kaede takes a Minor move and goes
 * hidden from the Major action menu; Keigo's attack is resolved step by step — the panel names each step
 * with its rule ID (damage, encroachment, cleanup), one click each, then "Resolve the rest"; in round 2
 * Kaede deals the incapacitated Man in black a finishing blow. Reloaded, the table is identical. Dice come
 * from the automation hook's script.
 */
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface Character {
  id: string
  name: string
  hp: number
  status: string
  hidden: boolean
  incapacitated: boolean
}

test.describe('Double Cross main process', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(150_000)

  test('Minor and Major actions, a step-by-step attack, a finishing blow, reload', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Main process table')
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    const next = page.getByTestId('dx-combat-next')
    // DX-5.4: setup → initiative → Kaede's main process.
    await next.click()
    await next.click()
    const menu = page.getByTestId('dx-main-process')
    await expect(menu).toContainText("Kaede's main process")

    // A Minor move (no map: logged), then the Major action "Go hidden".
    await page.getByTestId('dx-minor-kind').selectOption('move')
    await page.getByTestId('dx-minor-take').click()
    await expect(page.getByTestId('dx-minor-take')).toBeHidden()
    await page.getByTestId('dx-major-kind').selectOption('full-move')
    await expect(menu).toContainText('No map')
    await page.getByTestId('dx-major-kind').selectOption('hide')
    await page.getByTestId('dx-major-take').click()
    await expect(page.getByTestId('dx-combat-row-c8')).toContainText('Hidden')
    // The Major action is taken: no attack form, the menu says so.
    await expect(page.getByTestId('dx-attack-form')).toBeHidden()
    await expect(page.getByTestId('dx-major-kind')).toBeDisabled()

    // Keigo's main process: the attack, resolved step by step.
    await next.click()
    await next.click()
    await expect(menu).toContainText("Keigo's main process")
    await page.getByTestId('dx-step-mode').check()
    await page.getByTestId('dx-attack-target-c10').check()
    await page.getByRole('checkbox', { name: /Lightning Speed/ }).check()
    await page.getByRole('checkbox', { name: /Concentrate/ }).check()
    // DX-6.5: 7 dice at critical 8: [8,3,3,3,3,3,3] → reroll [5] → 17; DX-6.7: the dodge rolls 5.
    await tabletop.script([8, 3, 3, 3, 3, 3, 3, 5])
    await page.getByTestId('dx-attack-roll').click()
    await expect(page.getByTestId('dx-reaction-form')).toContainText('17')
    await tabletop.script([2, 2, 2, 2, 2, 2, 4])
    await page.getByTestId('dx-reaction-resolve').click()
    const nextStep = page.getByTestId('dx-resolution-next')
    await expect(nextStep).toHaveText('Next: Damage to Man in black (DX-6.9)')
    await expect(page.getByTestId('dx-resolution-step')).toBeInViewport()
    await expect(page.getByTestId('dx-combat-hp-c10')).toContainText('40/40')
    // DX-6.9: 2D10 [9,9] + Claws 5 − armour 3 = 20.
    await tabletop.script([9, 9])
    await page.getByTestId('dx-resolution-step').click()
    await expect(page.getByTestId('dx-combat-hp-c10')).toContainText('20/40')
    await expect(nextStep).toHaveText('Next: Encroachment (DX-6.11)')
    await page.getByTestId('dx-resolution-step').click()
    await expect(nextStep).toHaveText('Next: Cleanup (DX-6.13)')
    await page.getByTestId('dx-resolution-rest').click()
    await expect(page.getByTestId('dx-resolution')).toBeHidden()
    await page.screenshot({ path: test.info().outputPath('double-cross-main-process-step.png') })

    // The Man in black falls (a typed −20); he gets no main process; round 2: Kaede's finishing blow.
    await page.getByTestId('dx-hp-by-c10').fill('-20')
    await page.getByTestId('dx-hp-by-c10').press('Enter')
    await expect(page.getByTestId('dx-combat-row-c10')).toContainText('Incapacitated')
    for (let i = 0; i < 5; i++) await next.click()
    await expect(page.getByTestId('dx-combat-round')).toContainText('Round 2')
    await expect(menu).toContainText("Kaede's main process")
    await page.getByTestId('dx-major-kind').selectOption('finishing-blow')
    await page.getByTestId('dx-major-take').click()
    await expect(page.getByTestId('dx-major-kind')).toBeDisabled()
    await expect(page.getByTestId('dx-combat-row-c10')).toContainText('Dead')

    const before = await tabletop.session<{ characters: Character[]; combat: unknown }>()
    const byName = (name: string) => before.state.characters.find((c) => c.name === name)!
    expect(byName('Man in black')).toMatchObject({ hp: 0, status: 'dead' })
    expect(byName('Kaede').hidden).toBe(true)

    await page.getByRole('tab', { name: 'Log' }).click()
    const log = page.getByTestId('log')
    // The log's latest lines (it shows the end of the session).
    for (const line of [
      'The GM resolves the rest of the attack step by step',
      'Damage to Man in black: 2D10 18[9,9]',
      'Kaede deals Man in black a finishing blow: Man in black dies',
    ])
      await expect(log).toContainText(line)

    await tabletop.reload()
    await tabletop.waitForTable()
    const after = await tabletop.session<{ characters: Character[]; combat: unknown }>()
    expect(after.state).toEqual(before.state)
    await page.locator('#dx-tab-combat').click()
    await expect(page.getByTestId('dx-main-process')).toContainText("Kaede's main process")
    await expect(page.getByTestId('dx-major-kind')).toBeDisabled()
    // After the reload the menu still says which Major action was taken (DX-5.4).
    await expect(page.getByTestId('dx-major-taken')).toHaveText('Taken: Finishing blow')
    await expect(page.getByTestId('dx-major-kind')).toHaveValue('finishing-blow')
    await page.screenshot({ path: test.info().outputPath('double-cross-main-process.png') })
  })
})
