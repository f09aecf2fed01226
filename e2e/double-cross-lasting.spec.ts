/**
 * Issue #30 in Japanese at 1366×768 (DX-5.4, DX-1.4, DX-5.1, DX-6.2): Kaede waits (待機) and Keigo acts
 * first; Keigo's Minor action 《完全獣化》 lasts the scene, so the attack form's check and its exact odds
 * carry its three dice, listed with their source; the GM adds a die with a reason; the attack rolls the
 * pool shown, and the log tells the lasting effect and the GM's modifier with their rule IDs. Dice come
 * from the automation hook's script.
 */
import { test, expect } from './fixtures'

interface Roll {
  type: string
  notation?: string
}

test.describe('Double Cross lasting effects in Japanese', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } })
  test.setTimeout(150_000)

  test('a Minor buff reaches the Major check; 待機; GM modifiers with a reason', async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await tabletop.createTable('double-cross', { cast: 'sample', lasting: true }, 'Lasting table')
    await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    const next = page.getByTestId('dx-combat-next')
    // Each combatant's encroachment and bonus dice (DX-4.1): Keigo at 80 % rolls 2 more.
    await expect(page.getByTestId('dx-combat-rate-c1')).toHaveText('侵蝕率80% +2D')

    // DX-5.4: Kaede's main process — she waits; the next initiative process hands it to Keigo.
    await next.click()
    await next.click()
    await expect(page.getByTestId('dx-main-process')).toContainText('カエデ')
    await page.getByTestId('dx-combat-wait').click()
    await expect(page.getByTestId('dx-combat-waiting')).toHaveText('待機中：カエデ')
    await next.click()
    await expect(page.getByTestId('dx-main-process')).toContainText('ケイゴ')

    // The attack form before the buff: Body 3 + 2 = 5 dice.
    await page.getByTestId('dx-attack-target-c10').check()
    const check = page.getByTestId('dx-attack-check')
    await expect(check).toHaveText(/^5DX/)
    // The Minor action: 《完全獣化》 (+3 dice for the scene).
    await page.getByTestId('dx-minor-kind').selectOption('effect')
    await page.getByRole('combobox', { name: 'エフェクト' }).selectOption({ label: '完全獣化' })
    await page.getByTestId('dx-minor-take').click()
    await expect(page.getByTestId('dx-minor-taken')).toBeVisible()
    // The Major check carries it: 8 dice, listed with its source and duration (DX-1.4).
    await expect(check).toHaveText(/^8DX/)
    await expect(page.getByTestId('dx-lasting')).toContainText('完全獣化 — ケイゴ、シーンの間：ダイス+3')

    // DX-5.1: the GM adds a die, with a reason.
    await page.getByTestId('dx-attack-gm').locator('summary').click()
    await page.locator('#dx-attack-gm-dice').fill('1')
    await page.getByTestId('dx-attack-gm-reason').fill('高所の利')
    await expect(check).toHaveText(/^9DX/)
    await expect(page.getByTestId('dx-attack-roll')).toBeInViewport()
    // The simulation with the buff's source and the odds that include it, scrolled into view.
    await page.getByTestId('dx-lasting').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('dx-attack-roll')).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('double-cross-lasting-ja.png') })

    // The man in black cannot react: 9 dice, no critical → 5 + 2 = 7 → 1D10 damage.
    await page.getByTestId('dx-attack-target-c10').locator('xpath=../..').getByRole('checkbox').nth(1).check()
    await tabletop.script([3, 3, 3, 3, 3, 3, 3, 3, 5, 4])
    await page.getByTestId('dx-attack-roll').click()
    await expect(page.getByTestId('dx-combat-hp-c10')).not.toContainText('40/40')
    const rolls = (await tabletop.session<{ rolls: Roll[] }>()).state.rolls
    // The attack's check, before its damage roll (DX-6.9) in the roll history.
    expect(rolls.filter((r) => r.type === 'check').at(-1)?.notation).toMatch(/^9DX/)

    // The log tells the buff and the GM's modifier with their rule IDs.
    await page.locator('#tab-log').click()
    const log = page.getByTestId('log')
    await expect(log).toContainText('ケイゴの判定に完全獣化（ケイゴが使用）が適用：ダイス+3')
    await expect(log).toContainText('ケイゴの判定にGM修正（DX-1.5）：ダイス+1')
    await expect(log).toContainText('理由：高所の利')
    await expect(log).toContainText('カエデは待機')
    await expect(log).toContainText('DX-1.4')
    await expect(log).toContainText('DX-5.1')
    await page.screenshot({ path: test.info().outputPath('double-cross-lasting-log-ja.png') })
  })
})
