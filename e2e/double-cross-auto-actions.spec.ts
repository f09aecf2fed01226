/**
 * Issue #30 items 2 and 3 in Japanese at 1366×768: the man in black attacks Keigo; Keigo answers with a
 * dodge combo (《リフレックス》, a reaction effect: its check and exact odds shown before the roll,
 * DX-6.6, DX-6.7); at "when taking damage" the attack waits and Keigo's 《電磁反応装甲》 lowers the damage
 * (DX-6.9); Keigo falls to HP 0 and, at the cleanup's "incapacitated" moment, rises with 《リザレクト》 as
 * one action — HP from its dice, encroachment up by as much (DX-6.13). Every step is in the log with its
 * rule ID. The sheets' effects come through the automation hook (the library, then the sheet); the fight
 * is played with the mouse; the dice come from the hook's script.
 */
import { test, expect } from './fixtures'
import { PLAIN_EFFECT, giveEffects } from './double-cross-setup'

interface Character {
  id: string
  name: string
  hp: number
  encroachment: number
  incapacitated: boolean
  effects: { id: string; name: string }[]
}

test.describe('Double Cross auto actions in Japanese', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } })
  test.setTimeout(150_000)

  test('a dodge combo, a damage-lowering auto action, リザレクト', async ({ tabletop, page }) => {
    await tabletop.open()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await tabletop.createTable('double-cross', { cast: 'sample' }, 'Auto table')
    await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })

    // Keigo's sheet gains a reaction effect and two auto actions (data: their timing says where they go).
    const library = [
      {
        ...PLAIN_EFFECT,
        name: 'リフレックス',
        timing: 'リアクション',
        skill: '<回避>',
        difficulty: '対決',
        dice: 2,
        cost: 2,
      },
      {
        ...PLAIN_EFFECT,
        name: '電磁反応装甲',
        timing: 'オート',
        autoTiming: 'taking-damage',
        damage: -10,
        cost: 3,
      },
      { ...PLAIN_EFFECT, name: 'リザレクト', timing: 'オート', level: 2, resurrect: true },
    ]
    await giveEffects(
      tabletop,
      library.map((effect) => ['c1', effect] as const),
    )
    // Keigo at HP 20, so that the blow brings him to 0.
    expect((await tabletop.dispatch({ type: 'double-cross/change', characterId: 'c1', hpBy: -10 })).ok).toBe(
      true,
    )
    const sheet = (await tabletop.session<{ characters: Character[] }>()).state.characters.find(
      (c) => c.id === 'c1',
    )!
    const id = (name: string) => sheet.effects.find((e) => e.name === name)!.id

    await page.locator('#dx-tab-combat').click()
    const form = page.getByTestId('dx-attack-form')
    await form.locator('select').first().selectOption('c10')
    await page.getByTestId('dx-attack-target-c1').check()
    // DX-6.5: 7 dice (Body 4 + 3 at 100 %) +1: [10,3,…] → 10 → 5: 10 + 10 + 5 + 1 = 26.
    await tabletop.script([10, 3, 3, 3, 3, 3, 3, 10, 5])
    await page.getByTestId('dx-attack-roll').click()
    await expect(page.getByTestId('dx-reaction-form')).toContainText('26')

    // DX-6.6: the dodge combo — 《リフレックス》 adds 2 dice; the check and its exact odds say so.
    const odds = page.getByTestId('dx-reaction-odds-c1')
    await expect(odds).toContainText('ドッジ 5DX+1')
    await page.getByTestId(`dx-reaction-effect-c1-${id('リフレックス')}`).check()
    await expect(odds).toContainText('ドッジ 7DX+1')
    await expect(odds).toContainText('回避成功率')
    await expect(page.getByTestId('dx-reaction-resolve')).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('double-cross-reaction-combo-ja.png') })

    // DX-6.7: the dodge rolls 3 + 1 = 4 < 26: hit. DX-6.9: 3D10 [10,10,10] + knife 3 = 33.
    await tabletop.script([2, 2, 2, 2, 2, 2, 3, 10, 10, 10])
    await page.getByTestId('dx-reaction-resolve').click()
    const window = page.getByTestId('dx-auto-window')
    await expect(window).toContainText('ケイゴがダメージを受ける時')
    await expect(window).toContainText('ダメージロール 30[10,10,10]')
    const armour = page.getByTestId(`dx-auto-use-c1-${id('電磁反応装甲')}`)
    await expect(armour).toContainText('ケイゴ：電磁反応装甲を使用')
    await expect(armour).toBeInViewport()
    await expect(page.getByTestId('dx-auto-pass')).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('double-cross-auto-taking-damage-ja.png') })
    await armour.click()
    await expect(page.getByTestId('dx-auto-mods')).toContainText('電磁反応装甲 -10')
    await page.getByTestId('dx-auto-pass').click()

    // 33 − 10 = 23 ≥ HP 20: Keigo falls; the cleanup offers 《リザレクト》 (DX-6.13).
    await expect(window).toContainText('HPが減少した時・戦闘不能になった時')
    const rise = page.getByTestId(`dx-auto-use-c1-${id('リザレクト')}`)
    await expect(rise).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('double-cross-auto-resurrect-ja.png') })
    await tabletop.script([6, 4])
    await rise.click()
    await page.getByTestId('dx-auto-pass').click()
    await expect(window).toHaveCount(0)

    const keigo = (await tabletop.session<{ characters: Character[] }>()).state.characters.find(
      (c) => c.id === 'c1',
    )!
    // 80 % + Reflex 2 + armour 3 at DX-6.11 = 85 %; リザレクト's 10 HP: 95 %.
    expect(keigo).toMatchObject({ hp: 10, incapacitated: false, encroachment: 95 })

    await page.locator('#tab-log').click()
    const log = page.getByTestId('log')
    await expect(log).toContainText('リフレックスを発動')
    await expect(log).toContainText('オートアクション(ケイゴがダメージを受ける時)：ケイゴ: 電磁反応装甲')
    await expect(log).toContainText('ケイゴ：電磁反応装甲を使用 — ダメージ-10')
    await expect(log).toContainText('(電磁反応装甲 -10) = 23')
    await expect(log).toContainText(
      'ケイゴ：リザレクト — 2D10 10[6,4]：HP10で戦闘不能から回復 ＞ 侵蝕率 85% → 95%',
    )
    for (const rule of ['DX-6.7', 'DX-6.9', 'DX-6.11', 'DX-6.13']) await expect(log).toContainText(rule)
  })
})
