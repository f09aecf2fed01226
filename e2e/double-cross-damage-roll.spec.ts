/**
 * Double Cross damage dice on the animator, and no result before its animation ends (issue #30 item 8), in
 * Japanese at 1366×768 with the animation on (the attack's chain fast, 0.6 s a step; the damage slow, so the GM has time to open the log). Keigo attacks the man in black
 * with 電光石火 and コンセントレイト (DX-6.5: 17); while that chain plays, the reaction header holds the
 * achievement back. The dodge fails and the damage dice (DX-6.9: 2D10 [9,9] + 5 − armour 3 = 20) tumble on
 * the canvas after the dodge's chain; meanwhile neither the GM's log, the combat row's HP nor the players'
 * window tells the damage, and all of them do once it has landed. React commits are counted against the
 * frames drawn meanwhile: the dice move by Konva, not by React renders per frame.
 */
import type { Page } from '@playwright/test'
import { test, expect, Tabletop } from './fixtures'
import { openSampleTable } from './double-cross-setup'

/** Counts React commits (a stand-in for the devtools hook) and animation frames, from the first script. */
function countCommitsAndFrames() {
  const w = window as unknown as Record<string, unknown> & { __commits: number; __frames: number }
  w.__commits = 0
  w.__frames = 0
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => void w.__commits++,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
    checkDCE: () => {},
  }
  const tick = () => {
    w.__frames++
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

const counters = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __commits: number; __frames: number }
    return { commits: w.__commits, frames: w.__frames }
  })

/**
 * Each shown Konva text of the page's stages whose node (or a parent) is named `prefix…`, with its size,
 * and whether the roll still plays, read in the same task.
 */
const canvasTexts = (page: Page, prefix: string) =>
  page.evaluate((start) => {
    type Node = {
      name(): string
      getParent(): Node | null
      isVisible(): boolean
      text(): string
      fontSize(): number
    }
    const { Konva } = window as unknown as { Konva: { stages: { find(s: string): Node[] }[] } }
    const named = (n: Node | null): boolean => !!n && (n.name().startsWith(start) || named(n.getParent()))
    const texts = Konva.stages
      .flatMap((s) => s.find('Text'))
      .filter((t) => named(t) && t.isVisible() && t.text() !== '')
      .map((t) => ({ name: t.getParent()?.name() ?? '', text: t.text(), size: t.fontSize() }))
    // Read in the same task as the texts: whether the roll still plays.
    return { texts, rolling: document.querySelector('.dx-skip') !== null }
  }, prefix)

/**
 * One look at a page, in one task: whether its roll still plays (the skip button is there) and what the
 * element `testId` says then. Two separate looks could straddle the moment the dice land.
 */
const look = (page: Page, testId: string) =>
  page.evaluate(
    (id) => ({
      rolling: document.querySelector('.dx-skip') !== null,
      text: document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
    }),
    testId,
  )

/** Sets the animation speed in the settings dialog (0.5 fast, 1 normal, 2 slow). */
async function setSpeed(page: Page, speed: '0.5' | '1' | '2') {
  await page.getByRole('button', { name: '設定' }).click()
  await page.getByLabel('アニメーションの速さ').selectOption(speed)
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click()
}

test.describe('Double Cross damage roll (ja)', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } })
  test.setTimeout(120_000)

  test('the damage dice play on the canvas, and nothing tells a result before its dice land', async ({
    tabletop,
    page,
  }) => {
    await page.addInitScript(countCommitsAndFrames)
    await openSampleTable(tabletop, '卓')
    // Fast animation: a step tumbles 325 ms and rests 275 ms (the attack's chain of two: 1.2 s).
    await setSpeed(page, '0.5')

    await page.locator('#dx-tab-combat').click()
    await page.getByTestId('dx-combat-start').click()
    for (let i = 0; i < 4; i++) await page.getByTestId('dx-combat-next').click()
    await page.getByTestId('dx-attack-target-c10').check()
    await page.getByRole('checkbox', { name: /電光石火/ }).check()
    await page.getByRole('checkbox', { name: /コンセントレイト/ }).check()

    // DX-6.5: 7 dice at critical 8, [8,3,3,3,3,3,3] → [5]: 10 + 5 + 2 = 17, a chain of two rounds.
    await tabletop.script([8, 3, 3, 3, 3, 3, 3, 5])
    await page.getByTestId('dx-attack-roll').click()
    const skip = page.locator('.dx-skip')
    await expect(skip).toBeVisible()
    const form = page.getByTestId('dx-reaction-form')
    const header = await look(page, 'dx-reaction-form')
    expect(header.rolling, 'the attack still rolls').toBe(true)
    expect(header.text).toContain('達成値：ダイスを振っています')
    expect(header.text).not.toContain('17')
    await expect(skip).not.toBeAttached({ timeout: 10_000 })
    await expect(form).toContainText('達成値 17')

    // The GM switches to the log while the damage plays, which took up to 2 s on a loaded machine: the
    // damage's batch plays slow (1.3 s a step, about 5 s) so that the log is looked at while it rolls.
    await setSpeed(page, '2')
    // The players' window opens now, with the same speed (it reads the settings when it opens).
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'プレイヤー用ウィンドウを開く' }).click()
    const player = new Tabletop(await popup)
    await player.page.setViewportSize({ width: 1366, height: 768 })
    await expect(player.page.getByTestId('player-screen')).toBeVisible()

    // DX-6.7: the dodge (7DX+1) rolls 5 and fails; DX-6.9: 2D10 [9,9] + Claws 5 − armour 3 = 20.
    await tabletop.script([2, 2, 2, 2, 2, 2, 4, 9, 9])
    await page.getByTestId('dx-reaction-resolve').click()
    await expect(skip).toBeVisible()
    const before = await counters(page)
    const started = Date.now()
    // The combat row, the GM's log and the players' window wait for the dice.
    const row = await look(page, 'dx-combat-hp-c10')
    expect(row.rolling, 'the damage still rolls').toBe(true)
    expect(row.text).toContain('40/40')
    await page.locator('#tab-log').click()
    const log = page.getByTestId('log')
    await expect(log).toContainText('攻撃側達成値：17')
    const gmLog = await look(page, 'log')
    expect(gmLog.rolling, 'the damage still rolls when the log is open').toBe(true)
    expect(gmLog.text).not.toContain('ダメージ')
    const playersLog = await look(player.page, 'log')
    expect(playersLog.rolling, "the players' window still rolls").toBe(true)
    expect(playersLog.text).toContain('攻撃側達成値：17')
    expect(playersLog.text).not.toContain('ダメージ')
    // The damage card waits for the dodge's chain, then its dice tumble (named damage-0-d0, -d1).
    await expect
      .poll(async () => (await canvasTexts(page, 'damage-0-d')).texts.length, { timeout: 5_000 })
      .toBe(2)
    const result = await canvasTexts(page, 'damage-0-result')
    if (result.rolling) expect(result.texts.length, 'no damage drawn while its dice tumble').toBe(0)
    await page.screenshot({ path: test.info().outputPath('double-cross-damage-rolling-ja.png') })

    await expect(skip).not.toBeAttached({ timeout: 10_000 })
    const after = await counters(page)
    const took = Date.now() - started
    // Landed: the dice show 9 and 9, then the sum and the damage after armour.
    const { texts: dice } = await canvasTexts(page, 'damage-0-d')
    expect(dice.map((d) => d.text)).toEqual(['9', '9'])
    const { texts: card } = await canvasTexts(page, 'damage-0')
    const texts = card.map((t) => t.text)
    expect(texts).toContain('黒服の男へのダメージ（DX-6.9）')
    expect(texts).toContain('ダメージ 20')
    expect(texts).toContain('HP 40 → 20')
    expect(texts.join(' ')).toContain('2D10 18 + 武器 5 + コンボ 0 − 装甲値 3 − ガード値 0')
    for (const t of card) expect(t.size, t.text).toBeGreaterThanOrEqual(11)
    await expect(log).toContainText('黒服の男へのダメージ：2D10 18[9,9]')
    await expect(log).toContainText('= 20 ＞ HP 40 → 20')
    await expect(player.page.locator('.dx-skip')).not.toBeAttached({ timeout: 10_000 })
    await expect(player.page.getByTestId('log')).toContainText('ダメージ')
    await page.screenshot({ path: test.info().outputPath('double-cross-damage-landed-ja.png') })
    await player.page.screenshot({ path: test.info().outputPath('double-cross-damage-player-ja.png') })

    // The combat row's HP, held while the dice rolled, is the new one now.
    await page.locator('#tab-system').click()
    await page.locator('#dx-tab-combat').click()
    await expect(page.getByTestId('dx-combat-hp-c10')).toContainText('20/40')

    // Konva tweens move the dice: React commits a handful of times while dozens of frames are drawn.
    const commits = after.commits - before.commits
    const frames = after.frames - before.frames
    console.log(`damage batch: ${took} ms, ${frames} frames, ${commits} React commits`)
    expect(frames).toBeGreaterThan(20)
    expect(commits).toBeLessThan(frames / 3)
    expect(commits).toBeGreaterThan(0)
  })
})
