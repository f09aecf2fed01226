/**
 * Issue #30's "done means" in one round, in Japanese at 1366×768: at the climax Kaede fails her impulse
 * check and goes 暴走 (DX-4.4); in the combat Keigo's Minor action 《完全獣化》 raises his Major check's
 * dice, the odds shown before the roll include it (DX-1.4, DX-6.5); the man in black's combo with
 * 《餓狼の牙》 (a stacked trigger, DX-6.8) hits both PCs: Keigo answers with a dodge combo (《リフレックス》,
 * DX-6.6, DX-6.7), Kaede cannot react (暴走); 邪毒 falls on both; Keigo's "when taking damage" auto action
 * lowers his damage (DX-6.9); Kaede is incapacitated and rises with 《リザレクト》 (DX-6.13); the cleanup
 * process deals the poison (DX-5.4). Every step is in the log with its rule ID; reloaded, the table is the
 * same. The sheets' extra effects come through the automation hook; the round is played with the mouse;
 * the dice come from the hook's script.
 */
import { test, expect } from './fixtures'
import { exportedLog } from './leak-scan'
import { PLAIN_EFFECT, giveEffects } from './double-cross-setup'

interface Character {
  id: string
  name: string
  hp: number
  encroachment: number
  incapacitated: boolean
  badStatuses: string[]
  poisonRank?: number
  effects: { id: string; name: string }[]
}
interface State {
  characters: Character[]
  combat: { step: string; actor: string | null } | null
}

/** The effects each sheet gains, by the sample cast's names. */
const EXTRA: [string, Record<string, unknown>][] = [
  [
    'Keigo',
    {
      ...PLAIN_EFFECT,
      name: 'リフレックス',
      timing: 'リアクション',
      skill: '<回避>',
      difficulty: '対決',
      dice: 2,
      cost: 2,
    },
  ],
  [
    'Keigo',
    {
      ...PLAIN_EFFECT,
      name: '電磁反応装甲',
      timing: 'オート',
      autoTiming: 'taking-damage',
      damage: -10,
      cost: 3,
    },
  ],
  ['Kaede', { ...PLAIN_EFFECT, name: 'リザレクト', timing: 'オート', level: 2, resurrect: true }],
  [
    'Man in black',
    {
      ...PLAIN_EFFECT,
      name: '餓狼の牙',
      timing: 'メジャー',
      skill: '<白兵>',
      target: '範囲（選択）',
      difficulty: '対決',
      trigger: 'on-hit',
      inflicts: 'poison',
      cost: 2,
    },
  ],
]

test.describe('Double Cross: one round of issue 30 in Japanese', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } })
  test.setTimeout(240_000)

  test('impulse 暴走, a Minor buff, a dodge combo, 邪毒, a damage-lowering auto action, リザレクト', async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await tabletop.createTable(
      'double-cross',
      { cast: 'sample', lasting: true, statuses: true },
      '一ラウンド',
    )
    await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })
    const read = async () => (await tabletop.session<State>()).state
    const cast = (await read()).characters
    const idOf = (name: string) => cast.find((c) => c.name === name)!.id
    const [keigoId, kaedeId, npcId] = [idOf('Keigo'), idOf('Kaede'), idOf('Man in black')]
    await giveEffects(
      tabletop,
      EXTRA.map(([owner, effect]) => [idOf(owner), effect] as const),
    )
    // Kaede at HP 16, so that the man in black's blow brings her to 0.
    expect(
      (await tabletop.dispatch({ type: 'double-cross/change', characterId: kaedeId, hpBy: -10 })).ok,
    ).toBe(true)
    const who = async (id: string) => (await read()).characters.find((c) => c.id === id)!
    const effectId = async (character: string, name: string) =>
      (await who(character)).effects.find((e) => e.name === name)!.id

    // DX-4.4: the climax's impulse checks. Keigo: 3 dice [3,9,2] + Will 1 = 10 ≥ 9, 2D10 6+8;
    // Kaede: 4 dice [2,3,4,5] + Will 2 = 7 < 9 — she goes 暴走; 2D10 1+2.
    await page.locator('#dx-tab-session').click()
    await page.getByTestId('dx-record-pregame').click()
    await page.getByTestId('dx-start-climax').click()
    await tabletop.script([3, 9, 2, 6, 8, 2, 3, 4, 5, 1, 2])
    await page.getByTestId('dx-impulse').click()
    await expect.poll(async () => (await who(kaedeId)).badStatuses).toEqual(['berserk'])

    // The combat round: to Keigo's main process.
    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    await expect(page.getByTestId(`dx-combat-row-${kaedeId}`)).toContainText('暴走')
    const next = page.getByTestId('dx-combat-next')
    const toActor = async (id: string) => {
      for (let i = 0; i < 8 && (await read()).combat?.actor !== id; i++) await next.click()
      expect((await read()).combat?.actor).toBe(id)
    }
    await toActor(keigoId)

    // DX-1.4: the Minor action 《完全獣化》 (+3 dice for the scene) raises the Major check: 5 → 9 dice
    // (its cost 6 takes Keigo from 94 % to 100 %: one more bonus die), and the odds shown are those of 9.
    await page.getByTestId(`dx-attack-target-${npcId}`).check()
    const check = page.getByTestId('dx-attack-check')
    await expect(check).toHaveText(/^5DX/)
    await page.getByTestId('dx-minor-kind').selectOption('effect')
    await page.getByRole('combobox', { name: 'エフェクト' }).selectOption({ label: '完全獣化' })
    await page.getByTestId('dx-minor-take').click()
    await expect(check).toHaveText(/^9DX/)
    await expect(page.getByTestId('dx-attack-form')).toContainText('完全獣化')
    await expect(page.getByTestId('dx-attack-roll')).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('full-round-minor-buff-ja.png') })
    // 9 dice [3…3,5] + Melee 2 = 7; the man in black dodges with 7 dice [2…] + 1 = 3: hit, 1D10 4.
    await tabletop.script([3, 3, 3, 3, 3, 3, 3, 3, 5])
    await page.getByTestId('dx-attack-roll').click()
    await expect(page.getByTestId('dx-reaction-form')).toContainText('7')
    await tabletop.script([2, 2, 2, 2, 2, 2, 2, 4])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(page.getByTestId('dx-reaction-form')).toHaveCount(0)

    // The man in black's main process: knife and 《餓狼の牙》 on both PCs.
    await toActor(npcId)
    await page.getByTestId(`dx-attack-target-${keigoId}`).check()
    await page.getByTestId(`dx-attack-target-${kaedeId}`).check()
    await page
      .getByTestId('dx-attack-form')
      .getByRole('checkbox', { name: /餓狼の牙/ })
      .check()
    // 7 dice [10,3…] → critical, one die 5: 15 + Melee 1 = 16.
    await tabletop.script([10, 3, 3, 3, 3, 3, 3, 5])
    await page.getByTestId('dx-attack-roll').click()
    const reactions = page.getByTestId('dx-reaction-form')
    await expect(reactions).toContainText('16')
    // Kaede is 暴走: the form offers her no reaction and says why (DX-6.6).
    await expect(page.getByTestId(`dx-reaction-forbidden-${kaedeId}`)).toContainText(
      'カエデ — 暴走：リアクションを行えない',
    )

    // DX-6.6: Keigo's dodge combo — 《リフレックス》 adds 2 dice to Body 3 + 3 at 100 % + 《完全獣化》 3
    // (a Body check in its scene); the check and its odds say so.
    const odds = page.getByTestId(`dx-reaction-odds-${keigoId}`)
    await expect(odds).toContainText('ドッジ 9DX+1')
    await page.getByTestId(`dx-reaction-effect-${keigoId}-${await effectId(keigoId, 'リフレックス')}`).check()
    await expect(odds).toContainText('ドッジ 11DX+1')
    await expect(odds).toContainText('回避成功率')
    await expect(page.getByTestId('dx-reaction-resolve')).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('full-round-dodge-combo-ja.png') })
    // Kaede (暴走) rolls nothing; Keigo's 11 dice [2…] + 1 = 3 < 16: both are hit. 2D10 each: 10,10.
    await tabletop.script([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 10, 10, 10, 10])
    await page.getByTestId('dx-reaction-resolve').click()

    // DX-6.9: at "Keigo taking damage" the attack waits; 《電磁反応装甲》 lowers the damage by 10.
    const autoWindow = page.getByTestId('dx-auto-window')
    await expect(autoWindow).toContainText('ケイゴがダメージを受ける時')
    const armour = page.getByTestId(`dx-auto-use-${keigoId}-${await effectId(keigoId, '電磁反応装甲')}`)
    await expect(armour).toBeInViewport()
    await armour.click()
    await expect(page.getByTestId('dx-auto-mods')).toContainText('電磁反応装甲 -10')
    await page.getByTestId('dx-auto-pass').click()

    // DX-6.13: Kaede fell; the cleanup offers her 《リザレクト》: 2D10 [6,4] = 10 HP.
    await expect(autoWindow).toContainText('戦闘不能')
    const rise = page.getByTestId(`dx-auto-use-${kaedeId}-${await effectId(kaedeId, 'リザレクト')}`)
    await expect(rise).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('full-round-resurrect-ja.png') })
    await tabletop.script([6, 4])
    await rise.click()
    await page.getByTestId('dx-auto-pass').click()
    await expect(autoWindow).toHaveCount(0)

    const keigo = await who(keigoId)
    const kaede = await who(kaedeId)
    // Keigo: 30 − (20 + knife 3 − 10) = 17; Kaede rose with 10 HP; both carry 邪毒.
    expect(keigo).toMatchObject({ hp: 17, badStatuses: ['poison'] })
    expect(kaede).toMatchObject({ hp: 10, incapacitated: false })
    expect(kaede.badStatuses).toContain('poison')
    const rank = keigo.poisonRank!
    expect(rank).toBeGreaterThanOrEqual(2)

    // DX-5.4: to the cleanup process: 邪毒 costs each 3 × rank HP.
    for (let i = 0; i < 12 && (await read()).combat?.step !== 'cleanup'; i++) await next.click()
    await expect.poll(async () => (await who(keigoId)).hp).toBe(17 - 3 * rank)
    expect((await who(kaedeId)).hp).toBe(10 - 3 * kaede.poisonRank!)

    // The whole log, as the GM exports it (the panel shows the latest lines).
    await page.locator('#tab-log').click()
    const log = await exportedLog(page)
    for (const line of [
      'カエデ：衝動判定に失敗',
      'ケイゴの判定に完全獣化（ケイゴが使用）が適用：ダイス+3',
      'リフレックスを発動',
      'カエデは暴走しているため、リアクションを行えない',
      `餓狼の牙によりケイゴは邪毒（ランク${rank}）を受けた`,
      'ケイゴ：電磁反応装甲を使用 — ダメージ-10',
      'カエデ：リザレクト — 2D10 10[6,4]',
      `クリンナップ：邪毒（ランク${rank}）でケイゴに${3 * rank}点のダメージ`,
    ])
      expect(log).toContain(line)
    for (const rule of ['DX-4.4', 'DX-1.4', 'DX-6.7', 'DX-6.8', 'DX-6.9', 'DX-6.11', 'DX-6.13', 'DX-5.4'])
      expect(log).toContain(rule)
    await page.screenshot({ path: test.info().outputPath('full-round-log-ja.png') })

    // A reload keeps it all.
    const before = await read()
    await tabletop.reload()
    await page.waitForFunction(() => Boolean((window.__tabletop!.state() as { session: unknown }).session))
    expect((await read()).characters).toEqual(before.characters)
  })
})
