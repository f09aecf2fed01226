import { test, expect } from './fixtures'

/**
 * The Double Cross GM screen end to end: console roll with scripted dice through the critical-chain
 * animation into the log, a sheet check, scene entry raising encroachment and its bonus dice, reload, and
 * a malformed command's message.
 */
test.describe('Double Cross GM screen', () => {
  test.beforeEach(async ({ tabletop, page }) => {
    await tabletop.open()
    await tabletop.startNewGame('Double Cross 3rd Edition')
    await page.getByRole('button', { name: 'Create' }).click()
    await tabletop.waitForTable()
    await expect(page.getByTestId('dx-command')).toBeVisible()
  })

  test('DX-2.8 console roll: animation, then the chain in the log, success', async ({ tabletop, page }) => {
    await tabletop.script([2, 9, 9, 5, 7, 6])
    const input = page.getByTestId('dx-command')
    await input.fill('3DX+3@7>=12')
    await expect(page.getByTestId('dx-chance')).toContainText('Success')
    await input.press('Enter')
    // The chain is still playing: the skip button shows, the announcement waits for the result.
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeVisible()
    await expect(page.getByTestId('dx-announce')).toHaveText(
      'Console (3DX+3@7>=12) ＞ 10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success',
      { timeout: 15_000 },
    )
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeHidden()
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByTestId('log')).toContainText('10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success')
    const session = await tabletop.session()
    expect(session.log.at(-1)!.rolls.map(([, face]) => face)).toEqual([2, 9, 9, 5, 7, 6])
  })

  test("the rules reference, fetched when the log's filter is first used, titles it and opens at a rule", async ({
    tabletop,
    page,
  }) => {
    await tabletop.script([4, 5, 6])
    await page.getByTestId('dx-command').fill('3DX')
    await page.getByTestId('dx-command').press('Enter')
    await page.getByRole('tab', { name: 'Log' }).click()
    // The log shows at once, its filter with the rule's ID; using the filter fetches the titles.
    await expect(page.getByRole('option', { name: 'DX-2.8', exact: true })).toBeAttached()
    await page.getByRole('region', { name: 'Log' }).getByRole('combobox', { name: 'Show' }).focus()
    await expect(page.getByRole('option', { name: 'DX-2.8 · Console notation' })).toBeAttached()
    await page.getByTestId('log').getByRole('button', { name: 'DX-2.8' }).first().click()
    await expect(page.locator('[data-rule="DX-2.8"]')).toContainText('Console notation')
    await expect(page.locator('[data-rule="DX-2.8"]')).toHaveClass(/exact/)
  })

  test('a click or Space skips the animation to the result', async ({ tabletop, page }) => {
    await tabletop.script([10, 10, 7, 10, 3, 5])
    await page.getByTestId('dx-command').fill('3DX')
    await page.getByTestId('dx-command').press('Enter')
    await page.getByTestId('dx-stage').click()
    await expect(page.getByTestId('dx-announce')).toContainText('10[10,10,7]+10[10,3]+5[5] ＞ 25', {
      timeout: 2_000,
    })

    await tabletop.script([10, 10, 3, 10, 10, 2, 2])
    await page.getByTestId('dx-command').fill('3DX')
    await page.getByTestId('dx-command').press('Enter')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    await expect(page.getByTestId('dx-announce')).toContainText('10[10,10,3]+10[10,10]+2[2,2] ＞ 22', {
      timeout: 2_000,
    })
    // Every die lands upright, also those the skip caught mid-tumble (Konva is on window in the app).
    const tilted = await page.evaluate(() => {
      type Node = { name(): string; rotation(): number }
      const { Konva } = window as unknown as { Konva: { stages: { find(selector: string): Node[] }[] } }
      return Konva.stages
        .flatMap((stage) => stage.find('Group'))
        .filter((group) => /-r\d+-d\d+$/.test(group.name()) && group.rotation() !== 0).length
    })
    expect(tilted).toBe(0)
  })

  test('a chain taller than the panel follows its last round, and the wheel scrolls it once played', async ({
    tabletop,
    page,
  }) => {
    // DX-2.3 with a critical value of 2: thirty critical rounds, then a 1 ends the chain.
    await tabletop.script([...Array<number>(30).fill(10), 1])
    await page.getByTestId('dx-command').fill('1DX@2')
    await page.getByTestId('dx-command').press('Enter')
    await page.getByTestId('dx-stage').click()
    await expect(page.getByTestId('dx-announce')).toContainText('＞ 301', { timeout: 2_000 })
    /** A die's centre on the page, by its name: round r, die 0 of the first chain. */
    const dieY = (round: number) =>
      page.evaluate((name) => {
        type Node = { getAbsolutePosition(): { y: number } }
        const { Konva } = window as unknown as {
          Konva: { stages: { findOne(s: string): Node | undefined }[] }
        }
        const found = Konva.stages.map((s) => s.findOne(`.${name}`)).find(Boolean)
        return found ? found.getAbsolutePosition().y : null
      }, `chain-0-r${round}-d0`)
    const box = (await page.getByTestId('dx-stage').locator('canvas').first().boundingBox())!
    // The panel shows its last round: the first is scrolled above the panel.
    expect(await dieY(30)).toBeLessThan(box.height)
    expect(await dieY(0)).toBeLessThan(0)
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2)
    await page.mouse.wheel(0, -5_000)
    await expect.poll(() => dieY(0)).toBeGreaterThan(40)
    expect(await dieY(30)).toBeGreaterThan(box.height)
  })

  test('DX-3 opposed check: both chains, the winner and why', async ({ tabletop, page }) => {
    await page.getByRole('tab', { name: 'Opposed' }).click()
    await page.getByTestId('dx-action-who').selectOption({ label: 'Keigo' })
    await page.getByTestId('dx-reaction-who').selectOption({ label: 'Kaede' })
    await expect(page.getByTestId('dx-opposed-odds')).toContainText('5DX vs 1DX')
    await expect(page.getByTestId('dx-opposed-odds')).toContainText('action wins')
    await tabletop.script([3, 4, 2, 2, 1, 6])
    await page.getByTestId('dx-opposed-roll').click()
    await expect(page.getByTestId('dx-opposed-result')).toHaveText('Kaede — Body wins: 4 against 6 (DX-3.3)')
    await expect(page.getByTestId('dx-announce')).toContainText('reaction 6 beats action 4 (DX-3.3)', {
      timeout: 15_000,
    })
  })

  test('issue #11: an opposed check with an effect and "cannot react", a Titus revival, reload identical', async ({
    tabletop,
    page,
  }) => {
    // DX-3.2 / DX-6.6: Keigo (Body 3 + 2 encroachment dice + Perfect Beast Form's 3) against the Man in
    // black, who cannot react: only Keigo rolls.
    await page.getByRole('tab', { name: 'Opposed' }).click()
    await page.getByTestId('dx-action-who').selectOption({ label: 'Keigo' })
    await page.getByTestId('dx-reaction-who').selectOption({ label: 'Man in black' })
    await page
      .getByTestId('dx-action-effects')
      .getByRole('checkbox', { name: /Perfect Beast Form/ })
      .check()
    await page.getByTestId('dx-opposed-cannot-react').check()
    await expect(page.getByTestId('dx-opposed-odds')).toContainText('8DX vs no reaction')
    await expect(page.getByTestId('dx-opposed-roll')).toBeInViewport()
    await tabletop.script([2, 3, 4, 5, 6, 7, 2, 3])
    await page.getByTestId('dx-opposed-roll').click()
    await expect(page.getByTestId('dx-opposed-result')).toHaveText(
      'Keigo — Body wins: the reaction could not react and was not rolled (DX-3.2)',
    )

    // DX-4.7: Keigo falls to a typed −30 HP, then turns his Lois for the Man in black into a Titus and
    // sublimates it from his row of the combat order: HP = [Body] 3.
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    await page.getByTestId('dx-hp-by-c1').fill('-30')
    await page.getByTestId('dx-hp-by-c1').press('Enter')
    await expect(page.getByTestId('dx-combat-row-c1')).toContainText('Incapacitated')
    await page.getByTestId('dx-titus-pick-c1').selectOption({ label: 'Man in black — Lois → Titus' })
    await expect(page.getByTestId('dx-titus-revive-c1')).toBeInViewport({ ratio: 1 })
    await page.getByTestId('dx-titus-revive-c1').click()
    await expect(page.getByTestId('dx-combat-hp-c1')).toContainText('3/30')
    await expect(page.getByTestId('dx-combat-row-c1')).not.toContainText('Incapacitated')
    await expect(page.getByTestId('dx-titus-c1')).toBeHidden()

    await page.getByRole('tab', { name: 'Log' }).click()
    const log = page.getByTestId('log')
    await expect(log).toContainText('the reaction cannot react and is not rolled (DX-3.2): action wins')
    await expect(log).toContainText(
      'Keigo turns the Lois for Man in black into a Titus and sublimates it: revived from incapacitation, HP 0 → 3 ([Body])',
    )
    const before = await tabletop.session<{ characters: { name: string; encroachment: number }[] }>()
    expect(before.state.characters.find((c) => c.name === 'Keigo')!.encroachment).toBe(86)
    await tabletop.reload()
    await tabletop.waitForTable()
    const after = await tabletop.session()
    expect(after.state).toEqual(before.state)
    await page.getByRole('tab', { name: 'GM screen' }).click()
    await page.getByRole('tab', { name: 'Characters' }).click()
    await expect(page.getByTestId('dx-card-c1').locator('.dx-sublimated')).toHaveText('✝Man in black')
  })

  test('a malformed command shows its message and rolls nothing', async ({ tabletop, page }) => {
    const input = page.getByTestId('dx-command')
    await input.fill('10DX@1')
    await input.press('Enter')
    await expect(page.getByTestId('dx-command-error')).toContainText(
      'critical value must be 2 or more at character 6',
    )
    await input.fill('10DX+3 foo')
    await input.press('Enter')
    await expect(page.getByTestId('dx-command-error')).toContainText('unexpected "foo" at character 8')
    expect((await tabletop.session()).log).toHaveLength(0)
  })

  test('DX-1.2 a PC sheet check in one click', async ({ tabletop, page }) => {
    const keigo = (
      await tabletop.session<{ characters: { id: string; name: string }[] }>()
    ).state.characters.find((c) => c.name === 'Keigo')!
    await page.getByTestId(`dx-check-${keigo.id}`).click()
    await page.getByTestId('dx-check-what').selectOption({ label: 'Info: Rumors 2 (Social)' })
    await page.getByRole('spinbutton', { name: 'Difficulty', exact: true }).fill('8')
    await expect(page.getByTestId('dx-breakdown')).toContainText('= 3 dice, +2')
    await tabletop.script([4, 7, 2])
    await page.getByTestId('dx-check-roll').click()
    await expect(page.getByTestId('dx-announce')).toHaveText(
      'Keigo — Info: Rumors (3DX+2>=8) ＞ 7[4,7,2]+2 ＞ 9 ＞ success',
      {
        timeout: 15_000,
      },
    )
  })

  test('DX-4.1 the effects a check may use say what they add at the level they are used at', async ({
    tabletop,
    page,
  }) => {
    const keigo = (
      await tabletop.session<{ characters: { id: string; name: string }[] }>()
    ).state.characters.find((c) => c.name === 'Keigo')!
    await page.getByTestId(`dx-check-${keigo.id}`).click()
    // Concentrate lowers the critical value by its level (a per-level formula): the label says by how much.
    await expect(page.getByRole('checkbox', { name: /Concentrate: Chimaera C−[1-9]/ })).toBeVisible()
  })

  test('DX-1.1 / DX-1.5 difficulty bands and the GM difficulty modifier', async ({ tabletop, page }) => {
    const keigo = (
      await tabletop.session<{ characters: { id: string; name: string }[] }>()
    ).state.characters.find((c) => c.name === 'Keigo')!
    await page.getByTestId(`dx-check-${keigo.id}`).click()
    await page.getByTestId('dx-check-what').selectOption({ label: 'Info: Rumors 2 (Social)' })
    const bands = page.getByTestId('dx-check-bands')
    await bands.getByRole('button', { name: '6–9 average task' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Difficulty', exact: true })).toHaveValue('6')
    await expect(bands.getByRole('button', { name: '6–9 average task' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // +4 from the GM moves the check into the next band.
    await page.getByRole('spinbutton', { name: 'GM difficulty (±2)' }).fill('4')
    await expect(page.getByTestId('dx-check-final-difficulty')).toHaveText('With the GM modifier: 10')
    await expect(bands.getByRole('button', { name: '10–13 somewhat difficult' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByTestId('dx-check-roll')).toBeInViewport()
    await page.screenshot({ path: 'test-results/dx-bands.png' })
    await tabletop.script([4, 7, 2])
    await page.getByTestId('dx-check-roll').click()
    await expect(page.getByTestId('dx-announce')).toHaveText(
      'Keigo — Info: Rumors (3DX+2>=10) ＞ 7[4,7,2]+2 ＞ 9 ＞ failure',
      { timeout: 15_000 },
    )
  })

  test('DX-4.3 entering scenes raises encroachment and the bonus dice; a reload keeps everything', async ({
    tabletop,
    page,
  }) => {
    const state = (await tabletop.session<{ characters: { id: string; name: string }[] }>()).state
    const keigo = state.characters.find((c) => c.name === 'Keigo')!
    await page.getByRole('tab', { name: 'Session' }).click()
    await page.getByTestId('dx-record-pregame').click()
    for (const name of ['School', 'Rooftop']) {
      await page.getByLabel('Scene name').fill(name)
      await page.getByTestId('dx-add-scene').click()
    }
    const scenes = (await tabletop.session<{ scenes: { id: string }[] }>()).state.scenes
    await tabletop.script([10, 10])
    await page.getByTestId(`dx-enter-${scenes[0]!.id}`).click()
    await tabletop.script([10, 10])
    await page.getByTestId(`dx-enter-${scenes[1]!.id}`).click()
    await page.getByRole('tab', { name: 'Characters' }).click()
    await expect(page.getByTestId(`dx-enc-${keigo.id}`)).toHaveText('100%')
    await expect(page.getByTestId(`dx-bonus-${keigo.id}`)).toHaveText('Bonus: +3 dice, effect level +1')
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByTestId('log')).toContainText(
      'Keigo enters “Rooftop”: +10[10] ＞ encroachment 90% → 100%',
    )

    await tabletop.reload()
    await expect(page.getByTestId('dx-command')).toBeVisible()
    await page.getByRole('tab', { name: 'GM screen' }).click()
    await expect(page.getByTestId(`dx-enc-${keigo.id}`)).toHaveText('100%')
    await expect(page.getByTestId(`dx-bonus-${keigo.id}`)).toHaveText('Bonus: +3 dice, effect level +1')
    const after = await tabletop.session<{ phase: string; rolls: unknown[] }>()
    expect(after.state.phase).toBe('main')
    expect(after.state.rolls).toHaveLength(4)
  })

  test('DX-4.4 … DX-4.6 climax, impulse checks, backtrack and the after-game sheet', async ({
    tabletop,
    page,
  }) => {
    await page.getByRole('tab', { name: 'Session' }).click()
    await page.getByTestId('dx-record-pregame').click()
    await page.getByTestId('dx-start-climax').click()
    // Keigo: Mind 1 + 2 dice at 80%, Will 1; Kaede: Mind 4, Will 2 — each check, then 2d10
    await tabletop.script([3, 9, 2, 6, 8, 2, 3, 4, 5, 1, 2])
    await page.getByTestId('dx-impulse').click()
    await expect(page.getByText('Keigo: impulse check passed (10), +14%')).toBeVisible()
    await expect(page.getByText('Kaede: impulse check failed (7), +3%')).toBeVisible()
    await page.getByTestId('dx-start-backtrack').click()
    const state = (await tabletop.session<{ characters: { id: string; name: string }[] }>()).state
    const [keigo, kaede] = ['Keigo', 'Kaede'].map((n) => state.characters.find((c) => c.name === n)!)
    await tabletop.script([5, 6])
    await page.getByTestId(`dx-backtrack-${keigo!.id}`).click()
    await tabletop.script([9])
    await page.getByTestId(`dx-backtrack-${kaede!.id}`).click()
    await expect(page.getByText('Keigo: 94% → 83% — back')).toBeVisible()
    await page.getByLabel('Experience').first().fill('5')
    await page.getByTestId('dx-finish').click()
    await expect(page.getByTestId('dx-after-game')).toContainText('Keigo')
    await expect(page.getByTestId('dx-after-game')).toContainText('survived')
    await expect(page.getByRole('status').filter({ hasText: 'Session over' })).toContainText('survived')
    const after = await tabletop.session<{
      phase: string
      characters: { name: string; encroachment: number; experience: number }[]
    }>()
    expect(after.state.phase).toBe('after-game')
    expect(after.state.characters.find((c) => c.name === 'Keigo')).toMatchObject({
      encroachment: 35,
      experience: 5,
    })
  })

  test('tracker edits undo like any command; a roll stands', async ({ tabletop, page }) => {
    const kaede = (
      await tabletop.session<{ characters: { id: string; name: string }[] }>()
    ).state.characters.find((c) => c.name === 'Kaede')!
    await page.getByRole('button', { name: 'Kaede: encroachment +1' }).click()
    await page.getByRole('button', { name: 'Kaede: encroachment +1' }).click()
    await expect(page.getByTestId(`dx-enc-${kaede.id}`)).toHaveText('42%')
    await page.getByRole('button', { name: /Undo/ }).click()
    await expect(page.getByTestId(`dx-enc-${kaede.id}`)).toHaveText('41%')
    await tabletop.script([5])
    await page.getByTestId('dx-command').fill('1DX')
    await page.getByTestId('dx-command').press('Enter')
    // The roll stands: Undo is disabled and says why.
    const undo = page.getByRole('button', { name: /Undo/ })
    await expect(undo).toBeDisabled()
    await expect(undo).toHaveAttribute('title', /revealed dice, so it stands/)
    expect((await tabletop.session()).log).toHaveLength(2)
  })
})

test.describe('Double Cross animator canvas', () => {
  // Requests are held below; the service worker would answer them from its cache instead.
  test.use({ serviceWorkers: 'block' })

  test('a new table opens without the canvas; the first roll fetches it, and its chain waits for it', async ({
    tabletop,
    page,
  }) => {
    const konvaFetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/assets\/konva-[^/]*\.js$/.test(e.name)),
      )
    // The animator's chunk lands 4 s after it is asked for, longer than the whole chain below plays.
    await page.route(/\/assets\/Animator-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 4_000))
      await route.continue()
    })
    await tabletop.open()
    await tabletop.startNewGame('Double Cross 3rd Edition')
    await page.getByRole('button', { name: 'Create' }).click()
    await tabletop.waitForTable()
    const stage = page.getByTestId('dx-stage')
    await expect(stage).toContainText('Roll from the console above or from a character sheet')
    await expect(stage.locator('canvas')).toHaveCount(0)
    expect(await konvaFetched()).toBe(false)

    await tabletop.script([2, 9, 9, 5, 7, 6])
    await page.getByTestId('dx-command').fill('3DX+3@7>=12')
    await page.getByTestId('dx-command').press('Enter')
    // While the canvas is on its way the stage says so, and no longer invites a roll.
    await expect(stage.getByRole('status')).toHaveText('Loading…')
    await expect(stage).not.toContainText('Roll from the console above')
    await expect(stage.locator('canvas').first()).toBeVisible({ timeout: 10_000 })
    expect(await konvaFetched()).toBe(true)
    // The chain did not play while its canvas was on the way: it is still playing, the result unsaid.
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeVisible()
    await expect(page.getByTestId('dx-announce')).toHaveText('')
    await expect(page.getByTestId('dx-announce')).toHaveText(
      'Console (3DX+3@7>=12) ＞ 10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success',
      { timeout: 15_000 },
    )
  })
})
