/**
 * Issue #30's bad statuses in Japanese at 1366×768 (`rules/bad-statuses.ts`): the GM sets them on the
 * characters' cards by hand (DX-5.1), each told with what it does, and the combat rows show them; 放心 takes two dice from the attack's check;
 * 硬直 refuses the Minor move with its reason; 邪毒 rank 2 deals 6 damage in the cleanup process (DX-5.4),
 * logged with its rule ID; the statuses survive a reload.
 */
import { test, expect } from './fixtures'

test.describe('Double Cross bad statuses in Japanese', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } })
  test.setTimeout(150_000)

  test('the GM sets 放心, 硬直 and 邪毒; each does what it says, and the cleanup deals the poison', async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    await tabletop.createTable('double-cross', { cast: 'sample', lasting: true, statuses: true }, '状態異常')
    await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
    const cast = (await tabletop.session<{ characters: { id: string; name: string }[] }>()).state.characters
    const idOf = (name: string) => cast.find((c) => c.name === name)!.id
    const [keigoId, kaedeId, npcId] = [idOf('Keigo'), idOf('Kaede'), idOf('Man in black')]
    /** Ticks a status on a character's card (the Characters tab), and comes back to the combat. */
    const statusOn = async (id: string, status: RegExp, rank?: string) => {
      await page.locator('#dx-tab-characters').click()
      const editor = page.getByTestId(`dx-bad-statuses-${id}`)
      if (!(await editor.evaluate((d) => (d as HTMLDetailsElement).open)))
        await editor.locator('summary').click()
      await editor.getByRole('checkbox', { name: status }).check()
      if (rank) await editor.getByRole('spinbutton', { name: 'ランク' }).fill(rank)
      await page.locator('#dx-tab-combat').click()
    }
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    const next = page.getByTestId('dx-combat-next')

    // The man in black: 邪毒, rank 2, each status told with what it does.
    await page.locator('#dx-tab-characters').click()
    const npc = page.getByTestId(`dx-bad-statuses-${npcId}`)
    await npc.locator('summary').click()
    await expect(npc).toContainText('邪毒 — クリンナッププロセスごとにランク×3点のHPを失う')
    await statusOn(npcId, /邪毒/, '2')
    await expect(page.getByTestId(`dx-combat-row-${npcId}`)).toContainText('邪毒')

    // Kaede acts first: 硬直 refuses her Minor move, and says why.
    await next.click()
    await next.click()
    await expect(page.getByTestId('dx-main-process')).toContainText('カエデ')
    await statusOn(kaedeId, /硬直/)
    await page.getByTestId('dx-minor-kind').selectOption('move')
    await page.getByTestId('dx-minor-take').click()
    await expect(page.getByTestId('dx-main-process')).toContainText(
      'カエデは硬直しているため、移動できません',
    )

    // Keigo's main process: 放心 takes two dice from his attack's check (Body 3 + 2 → 3 dice).
    const combat = async () =>
      (await tabletop.session<{ combat: { step: string; actor: string | null } | null }>()).state.combat
    for (let i = 0; i < 4 && (await combat())?.actor !== keigoId; i++) await next.click()
    await expect(page.getByTestId('dx-main-process')).toContainText('ケイゴ')
    await page.getByTestId(`dx-attack-target-${npcId}`).check()
    const check = page.getByTestId('dx-attack-check')
    await expect(check).toHaveText(/^5DX/)
    await statusOn(keigoId, /放心/)
    await page.getByTestId(`dx-attack-target-${npcId}`).check()
    await expect(check).toHaveText(/^3DX/)
    await expect(page.getByTestId(`dx-attack-roll`)).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('bad-statuses-ja.png') })

    // To the cleanup process: the poison hurts the man in black, rank 2 × 3 = 6.
    for (let i = 0; i < 12 && (await combat())?.step !== 'cleanup'; i++) await next.click()
    await expect(page.getByTestId(`dx-combat-hp-${npcId}`)).toContainText('34/40')
    await page.locator('#tab-log').click()
    await expect(page.getByTestId('log')).toContainText(
      'クリンナップ：邪毒（ランク2）で黒服の男に6点のダメージ ＞ HP 40 → 34',
    )
    await page.screenshot({ path: test.info().outputPath('bad-statuses-log-ja.png') })

    // A reload keeps every status.
    await tabletop.reload()
    await page.waitForFunction(() => Boolean((window.__tabletop!.state() as { session: unknown }).session))
    const state = (
      await tabletop.session<{ characters: { id: string; badStatuses: string[]; poisonRank?: number }[] }>()
    ).state
    const byId = (id: string) => state.characters.find((c) => c.id === id)!
    expect(byId(npcId)).toMatchObject({ badStatuses: ['poison'], poisonRank: 2 })
    expect(byId(kaedeId).badStatuses).toEqual(['rigor'])
    expect(byId(keigoId).badStatuses).toEqual(['dazed'])
  })
})
