/**
 * The Double Cross effect library editor (issue #11, DX-7), by the mouse at 1366×768: an effect created in
 * the Library tab, duplicated, the library exported to a file, a malformed file imported (its reason shown,
 * nothing changed), the exported file imported back (merged by id), the effect given to a PC from its card
 * and used in a check (critical lowered, cost paid), its level raised on the sheet (values recomputed,
 * DX-4.1); reloaded, everything is still there.
 */
import { readFile } from 'node:fs/promises'
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'

interface LibraryEntry {
  id: string
  name: string
  criticalReduction: number
  level: number
}
interface State {
  library?: { effects: LibraryEntry[]; weapons: unknown[] }
  characters: { id: string; name: string; encroachment: number; effects: LibraryEntry[] }[]
  rolls: { type: string; check?: { critical: number } }[]
}

test.describe('Double Cross effect library', () => {
  test.use({ viewport: { width: 1366, height: 768 } })
  test.setTimeout(120_000)

  test('create, duplicate, export, refuse a malformed file, import, give to a PC, check, reload', async ({
    tabletop,
    page,
  }) => {
    await openSampleTable(tabletop, 'Library table')

    await page.locator('#dx-tab-library').click()
    await page.getByRole('button', { name: 'New effect' }).click()
    const form = page.getByRole('form', { name: 'Library effect' })
    await form.getByRole('textbox', { name: 'Effect', exact: true }).fill('Concentrate: Salamandra')
    await form.locator('#dx-eff-crit-0').fill('2')
    await form.locator('#dx-eff-limit-0').fill('7')
    await form.locator('#dx-eff-cost-0').fill('2')
    await form.locator('#dx-eff-dice-level-0').fill('1')
    await form.getByRole('combobox', { name: 'Timing' }).selectOption({ label: 'Major action' })
    await form.getByRole('combobox', { name: 'Target', exact: true }).selectOption({ label: '— (none)' })
    const save = page.getByTestId('dx-library-save')
    await expect(save).toBeInViewport()
    await save.click()
    const effects = page.getByTestId('dx-library-effects')
    await expect(effects.locator('li')).toHaveCount(1)
    await expect(effects).toContainText('Concentrate: Salamandra')

    await effects.getByRole('button', { name: 'Duplicate' }).click()
    await expect(effects.locator('li')).toHaveCount(2)
    await expect(effects).toContainText('Concentrate: Salamandra (copy)')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('dx-library-export').click(),
    ])
    const exported = await readFile((await download.path())!, 'utf8')
    const file = JSON.parse(exported) as { kind: string; version: number; effects: LibraryEntry[] }
    expect(file).toMatchObject({ kind: 'tabletop/double-cross-library', version: 2 })
    expect(file.effects.map((e) => e.name)).toEqual([
      'Concentrate: Salamandra',
      'Concentrate: Salamandra (copy)',
    ])

    // A malformed file: its reason is told precisely and the library does not change.
    const before = await tabletop.session<State>()
    await page.getByTestId('dx-library-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...file, effects: [{ ...file.effects[0], cost: -5 }] })),
    })
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('effects.0.cost')
    expect((await tabletop.session<State>()).state).toEqual(before.state)

    // The exported file merges back by id: nothing added, both updated.
    await page.getByTestId('dx-library-file').setInputFiles({
      name: 'double-cross-library.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    })
    await expect(page.getByRole('status').filter({ hasText: 'imported' })).toContainText('0 added, 2 updated')
    await expect(effects.locator('li')).toHaveCount(2)

    // Keigo takes the effect from his card, then uses it in a check: critical 10 − 2 = 8 (limit 7), cost +2.
    await page.locator('#dx-tab-characters').click()
    const keigo = before.state.characters.find((c) => c.name === 'Keigo')!
    const original = file.effects[0]!
    await page.getByTestId(`dx-from-library-${keigo.id}`).selectOption(`effect:${original.id}`)
    await page.getByTestId(`dx-give-${keigo.id}`).click()
    await page.getByTestId(`dx-check-${keigo.id}`).click()
    await page.getByRole('checkbox', { name: /Concentrate: Salamandra/ }).check()
    const roll = page.getByTestId('dx-check-roll')
    await expect(roll).toBeInViewport()
    await roll.click()
    await expect
      .poll(async () => (await tabletop.session<State>()).state.rolls.length)
      .toBe(before.state.rolls.length + 1)
    // DX-4.1: on Keigo's sheet the copy shows its values at its level (+ the encroachment bonus), and a new
    // level recomputes them (1 die per level).
    await page.getByTestId(`dx-card-${keigo.id}`).getByRole('button', { name: 'Edit' }).click()
    const index = keigo.effects.length
    const values = page.getByTestId(`dx-effect-values-${index}`)
    const levelOf = async () => {
      const m = /At level (\d+): dice (\d+),/.exec((await values.textContent()) ?? '')
      expect(m?.[1]).toBe(m?.[2])
      return Number(m![1])
    }
    const level1 = await levelOf()
    await page.locator(`#dx-eff-level-${index}`).fill('3')
    await expect(values).toContainText(`At level ${level1 + 2}: dice ${level1 + 2},`)
    await page.getByTestId('dx-form-save').click()
    await expect(page.getByTestId(`dx-card-${keigo.id}`)).toBeVisible()

    const after = await tabletop.session<State>()
    expect(after.state.rolls.at(-1)!.check!.critical).toBe(8)
    const keigoAfter = after.state.characters.find((c) => c.id === keigo.id)!
    expect(keigoAfter.encroachment).toBe(keigo.encroachment + 2)
    expect(keigoAfter.effects.at(-1)).toMatchObject({
      name: 'Concentrate: Salamandra',
      criticalReduction: 2,
      level: 3,
      perLevel: { dice: 1 },
    })

    await tabletop.reload()
    await tabletop.waitForTable()
    const reloaded = await tabletop.session<State>()
    expect(reloaded.state).toEqual(after.state)
    await page.locator('#dx-tab-library').click()
    await expect(page.getByTestId('dx-library-effects').locator('li')).toHaveCount(2)
    await page.screenshot({ path: 'test-results/double-cross-library.png' })
  })
})
