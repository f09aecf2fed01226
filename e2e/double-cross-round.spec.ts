/**
 * Issue #11's "done means": a full Double Cross combat round of two PCs and an NPC group, by the mouse at
 * 1366×768. The GM makes three troopers from the Man in black's sheet (DX-5.4), writes an area effect with
 * attack power in the library and gives it to Keigo; in the round Kaede goes hidden, Keigo's combo (a
 * critical reduction and the attack-power effect) first draws the simulation's fizzle warning (DX-6.2),
 * then hits the whole group: Trooper A dodges, B guards, C takes the damage through his armour and is
 * incapacitated (DX-6.7, DX-6.9, DX-6.13); the encroachment is paid (DX-6.11); A and B then act in the
 * initiative order — A's knife against Keigo's guard, B's against Kaede's dodge — and C gets no main
 * process. Reloaded, the table is identical. Dice come from the automation hook's script.
 */
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface Character {
  id: string
  name: string
  hp: number
  encroachment: number
  incapacitated: boolean
  hidden: boolean
  group?: { id: string; name: string }
}
interface State {
  characters: Character[]
  combat: { round: number; step: string; acted: string[] } | null
  library?: { effects: { id: string; name: string }[] }
}

test.describe('Double Cross combat round with an NPC group', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(180_000)

  test('two PCs and a group of three: combo, warning, dodge, guard, armour, incapacitation, reload', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Round table')
    const initial = (await tabletop.session<State>()).state
    const id = (name: string, s = initial) => s.characters.find((c) => c.name === name)!.id
    const keigo = id('Keigo')
    const kaede = id('Kaede')
    const man = id('Man in black')

    // DX-5.4: a group of three from the Man in black's sheet, in one command.
    await page.getByTestId(`dx-group-open-${man}`).click()
    await page.getByTestId(`dx-group-name-${man}`).fill('Trooper')
    await page.getByTestId(`dx-group-count-${man}`).selectOption('3')
    await expect(page.getByRole('form', { name: 'NPC group from this sheet' })).toContainText(
      'Trooper A … Trooper C',
    )
    await page.getByTestId(`dx-group-add-${man}`).click()
    for (const letter of ['A', 'B', 'C'])
      await expect(page.getByRole('listitem', { name: `Trooper ${letter}` })).toContainText('Group Trooper')
    const made = await tabletop.session<State>()
    expect(made.events.flat().find((e) => e.type === 'double-cross/groupAdded')).toMatchObject({
      rule: 'DX-5.4',
      text: 'Group Trooper joins the tracker: Trooper A, Trooper B, Trooper C',
    })
    const grouped = made.state
    const [a, b, c] = ['Trooper A', 'Trooper B', 'Trooper C'].map((n) => id(n, grouped)) as [
      string,
      string,
      string,
    ]
    const group = grouped.characters.find((x) => x.id === a)!.group!

    // DX-7: an area effect with attack power, written in the library and given to Keigo.
    await page.locator('#dx-tab-library').click()
    await page.getByRole('button', { name: 'New effect' }).click()
    const form = page.getByRole('form', { name: 'Library effect' })
    await form.getByRole('textbox', { name: 'Effect', exact: true }).fill('Beast Sweep')
    await form.getByRole('combobox', { name: 'Timing' }).selectOption({ label: 'Major action' })
    await form.getByRole('combobox', { name: 'Skill', exact: true }).selectOption({ label: 'Melee' })
    await form.getByRole('combobox', { name: 'Attack it performs' }).selectOption('melee')
    await form.locator('#dx-eff-attack-0').fill('10')
    await form.locator('#dx-eff-cost-0').fill('3')
    await form.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: 'Area (select)' })
    await page.getByTestId('dx-library-save').click()
    await expect(page.getByTestId('dx-library-effects')).toContainText('Beast Sweep')
    const sweep = (await tabletop.session<State>()).state.library!.effects[0]!.id
    await page.locator('#dx-tab-characters').click()
    await page.getByTestId(`dx-from-library-${keigo}`).selectOption(`effect:${sweep}`)
    await page.getByTestId(`dx-give-${keigo}`).click()

    // The combat: both PCs and the group (the sheet's own NPC stays out); the group joins in one click.
    await page.locator('#dx-tab-combat').click()
    const joining = page.getByTestId(`dx-combat-group-${group.id}`)
    const trooperB = page
      .getByRole('group', { name: 'Who takes part' })
      .getByRole('checkbox', { name: 'Trooper B', exact: true })
    await joining.uncheck()
    await expect(trooperB).not.toBeChecked()
    await joining.check()
    await expect(trooperB).toBeChecked()
    await page
      .getByRole('group', { name: 'Who takes part' })
      .getByRole('checkbox', { name: 'Man in black', exact: true })
      .uncheck()
    await page.getByTestId('dx-combat-start').click()
    // DX-5.4: Kaede 8; Keigo and the troopers 5 — the PC first, then A, B, C as listed.
    const order = page.getByTestId('dx-combat-order')
    await expect(order.locator('li strong')).toHaveText([
      'Kaede',
      'Keigo',
      'Trooper A',
      'Trooper B',
      'Trooper C',
    ])
    const heading = page.getByTestId(`dx-group-${group.id}`)
    await expect(heading).toHaveText('Trooper: 3/3 standing')
    await expect(heading).toBeInViewport()
    const next = page.getByTestId('dx-combat-next')
    const menu = page.getByTestId('dx-main-process')

    // Kaede's main process: she goes hidden (a Major action from the menu).
    await next.click()
    await next.click()
    await expect(menu).toContainText("Kaede's main process")
    await page.getByTestId('dx-major-kind').selectOption('hide')
    await page.getByTestId('dx-major-take').click()
    await expect(page.getByTestId(`dx-combat-row-${kaede}`)).toContainText('Hidden')

    // Keigo's main process: the whole group as targets (an area attack, DX-6.4).
    await next.click()
    await next.click()
    await expect(menu).toContainText("Keigo's main process")
    await page.getByTestId(`dx-attack-group-${group.id}`).check()
    for (const target of [a, b, c]) await expect(page.getByTestId(`dx-attack-target-${target}`)).toBeChecked()
    // DX-6.2: Concentrate declared first would fizzle — the simulation says so before any roll.
    const concentrate = page.getByRole('checkbox', { name: /Concentrate/ })
    const simulation = page.getByTestId('dx-attack-simulation')
    await concentrate.check()
    await expect(simulation).toContainText('would fizzle')
    await concentrate.uncheck()
    await page.getByRole('checkbox', { name: /Lightning Speed/ }).check()
    await concentrate.check()
    await page.getByRole('checkbox', { name: /Beast Sweep/ }).check()
    await expect(simulation).toContainText('No warning')
    for (const name of ['Trooper A', 'Trooper B', 'Trooper C'])
      await expect(simulation).toContainText(`${name}: hit`)

    // DX-6.5: 7 dice at critical 8 (Concentrate): [8,3,…] → [8] → [5] = 25 + Melee 2 = 27.
    await tabletop.script([8, 3, 3, 3, 3, 3, 3, 8, 5])
    const roll = page.getByTestId('dx-attack-roll')
    await expect(roll).toBeInViewport()
    await roll.click()
    const reactions = page.getByTestId('dx-reaction-form')
    await expect(reactions).toContainText('27')
    // DX-6.6: A dodges (the default), B guards with his Knife, C does not react.
    await page.getByTestId(`dx-reaction-${b}`).selectOption('guard')
    await page.getByTestId(`dx-reaction-${c}`).selectOption('none')
    // DX-6.7: A's dodge 7DX+1: [10,1,…] → [10] → [7] = 28 ≥ 27, missed. DX-6.9: 3D10 each:
    // B 15 + Claws 5 + Beast Sweep 10 − armour 3 − guard 1 = 26; C 30 + 5 + 10 − 3 = 42.
    await tabletop.script([10, 1, 1, 1, 1, 1, 1, 10, 7, 5, 5, 5, 10, 10, 10])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(page.getByTestId(`dx-combat-hp-${a}`)).toContainText('40/40')
    await expect(page.getByTestId(`dx-combat-hp-${b}`)).toContainText('14/40')
    await expect(page.getByTestId(`dx-combat-hp-${c}`)).toContainText('0/40')
    // DX-6.13: C is incapacitated at the cleanup; the group's heading counts who still stands.
    await expect(page.getByTestId(`dx-combat-row-${c}`)).toContainText('Incapacitated')
    await expect(heading).toHaveText('Trooper: 2/3 standing')
    // DX-6.11: Lightning Speed 2 + Concentrate 3 + Beast Sweep 3.
    await expect
      .poll(
        async () =>
          (await tabletop.session<State>()).state.characters.find((x) => x.id === keigo)!.encroachment,
      )
      .toBe(88)
    await page.screenshot({ path: test.info().outputPath('double-cross-round-area.png') })
    // The attack's lines, each with its rule (the log shows the session's latest lines).
    await page.getByRole('tab', { name: 'Log' }).click()
    const log = page.getByTestId('log')
    for (const line of [
      'Trooper A dodges (28): the attack misses',
      'Damage to Trooper B: 3D10 15[5,5,5] + weapon 5 + combo 10 − armour 3 − guard 1 = 26 ＞ HP 40 → 14',
      'Damage to Trooper C: 3D10 30[10,10,10] + weapon 5 + combo 10 − armour 3 − guard 0 = 42 ＞ HP 40 → 0',
      'Keigo: Lightning Speed + Concentrate: Chimaera + Beast Sweep cost +8 ＞ encroachment 80% → 88%',
      'Trooper C is at HP 0: incapacitated',
    ])
      await expect(log).toContainText(line)
    await page.getByRole('tab', { name: 'GM screen' }).click()
    await page.locator('#dx-tab-combat').click()

    // Trooper A's main process: his Knife against Keigo, who guards with his Claws (guard 2).
    await next.click()
    await next.click()
    await expect(menu).toContainText("Trooper A's main process")
    await page.getByTestId(`dx-attack-target-${keigo}`).check()
    await tabletop.script([6, 5, 4, 3, 2, 1, 1])
    await page.getByTestId('dx-attack-roll').click()
    await expect(reactions).toContainText('7')
    await page.getByTestId(`dx-reaction-${keigo}`).selectOption('guard')
    // DX-6.9: 1D10 [8] + Knife 3 − guard 2 = 9.
    await tabletop.script([8])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(page.getByTestId(`dx-combat-hp-${keigo}`)).toContainText('21/30')

    // Trooper B's main process: his Knife against Kaede, who dodges (1 die: 9 ≥ 4).
    await next.click()
    await next.click()
    await expect(menu).toContainText("Trooper B's main process")
    await page.getByTestId(`dx-attack-target-${kaede}`).check()
    await tabletop.script([3, 3, 3, 3, 3, 3, 3])
    await page.getByTestId('dx-attack-roll').click()
    await tabletop.script([9])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(page.getByTestId(`dx-combat-hp-${kaede}`)).toContainText('26/26')

    // Trooper C, incapacitated, gets no main process: the round goes to its cleanup.
    await next.click()
    await next.click()
    await expect(page.getByTestId('dx-combat-round')).toHaveText('Round 1 — Cleanup process')

    const before = await tabletop.session<State>()
    expect(before.state.combat!.acted).toEqual([kaede, keigo, a, b])
    const byId = (x: string) => before.state.characters.find((ch) => ch.id === x)!
    expect(byId(c)).toMatchObject({ hp: 0, incapacitated: true })
    expect(byId(b)).toMatchObject({ hp: 14, incapacitated: false })
    expect(byId(keigo)).toMatchObject({ hp: 21, encroachment: 88 })
    expect(byId(kaede).hidden).toBe(true)

    await page.getByRole('tab', { name: 'Log' }).click()
    for (const line of [
      'Damage to Keigo: 1D10 8[8] + weapon 3 + combo 0 − armour 0 − guard 2 = 9 ＞ HP 30 → 21',
      'Kaede dodges (9): the attack misses',
      'Round 1: cleanup process',
    ])
      await expect(log).toContainText(line)

    await tabletop.reload()
    await tabletop.waitForTable()
    const after = await tabletop.session<State>()
    expect(after.state).toEqual(before.state)
    await page.locator('#dx-tab-combat').click()
    await expect(page.getByTestId(`dx-group-${group.id}`)).toHaveText('Trooper: 2/3 standing')
    await expect(page.getByTestId(`dx-combat-row-${c}`)).toContainText('Incapacitated')
    await page.screenshot({ path: test.info().outputPath('double-cross-round.png') })
  })
})
