/**
 * Double Cross in each language: a first visit in that browser language, a console roll through the
 * critical chain, a malformed command refused in the reader's language, the pre-game sheet and a scene
 * entry (through the automation hook, to reach the main game quickly), the tracker and the session flow —
 * and no English sentence on screen outside proper names. A screenshot per language at 1366x768
 * (test-results/double-cross-<lang>.png). In Japanese, Thai, Simplified Chinese and Russian, a combat on the Combat tab too: an attack
 * declared with a combo, simulated, rolled and dodged, each log line of the attack procedure (DX-6) in the
 * reader's language (double-cross-combat-<lang>.png, double-cross-combat-log-<lang>.png).
 */
import { test, expect } from './fixtures'

const LANGUAGES = [
  { lang: 'ja', locale: 'ja-JP' },
  { lang: 'th', locale: 'th-TH' },
  { lang: 'zh-Hant', locale: 'zh-TW' },
  { lang: 'zh-Hans', locale: 'zh-CN' },
  { lang: 'ru', locale: 'ru-RU' },
] as const

/** Names that stay as they are in every language: the sample PCs, the table, the game, the app. */
const PROPER = ['Keigo', 'Kaede', 'Double Cross', 'Test table', 'Tabletop', 'Opening']

/** The sample cast's man in black, as each language's new-game form names him. */
const MAN_IN_BLACK: Record<string, string> = {
  ja: '黒服の男',
  th: 'ชายชุดดำ',
  'zh-Hant': '黑衣男',
  'zh-Hans': '黑衣男',
  ru: 'Человек в чёрном',
}

/** Runs of three or more English-looking words (a sentence), once proper names are taken out. */
function englishRuns(text: string): string[] {
  let rest = text
  for (const name of PROPER) rest = rest.split(name).join(' ')
  return [...rest.matchAll(/\b[A-Za-z][a-z']+(?:[ ,:;-]+[A-Za-z][a-z']+){2,}\b/g)].map((m) => m[0])
}

for (const { lang, locale } of LANGUAGES) {
  test.describe(`Double Cross in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })
    // CJK and Thai fonts load per language on first use: the machine shares two cores with other builds.
    test.setTimeout(120_000)

    test(`runs a session's first steps with no English sentence (${lang})`, async ({ tabletop, page }) => {
      await tabletop.open()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await tabletop.createTable('double-cross', { cast: 'sample' }, 'Test table')
      const command = page.getByTestId('dx-command')
      await expect(command).toBeVisible({ timeout: 30_000 })
      // The sample cast in the reader's words: the man in black and Keigo's effects are no English.
      await expect(page.locator('body')).toContainText(MAN_IN_BLACK[lang]!)
      await expect(page.locator('body')).not.toContainText('Man in black')
      await expect(page.locator('body')).not.toContainText('Perfect Beast Form')

      // DX-2.8: a console roll with a critical, skipped to its verdict.
      await tabletop.script([10, 4, 7, 3])
      await command.fill('3DX+1>=8')
      await command.press('Enter')
      await page.getByTestId('dx-stage').click()
      await expect(page.getByTestId('dx-announce')).toContainText('3DX+1>=8', { timeout: 5_000 })
      const announced = await page.getByTestId('dx-announce').innerText()
      expect(announced).not.toMatch(/Console|success/)

      // A malformed command is refused in the reader's language, with its position.
      await command.fill('10DX>12')
      await command.press('Enter')
      const error = page.getByTestId('dx-command-error')
      await expect(error).toContainText('5')
      await expect(error).not.toContainText('expected')

      // The main game (hook), then a scene entry with a known d10.
      await tabletop.dispatch({ type: 'double-cross/recordPreGame', date: '2026-11-23', scenario: 'Test' })
      await tabletop.dispatch({ type: 'double-cross/addScene', name: 'Opening' })
      const { state } = await tabletop.session<{ scenes: { id: string }[] }>()
      await tabletop.script([6])
      const entered = await tabletop.dispatch({
        type: 'double-cross/enterScene',
        sceneId: state.scenes[0]!.id,
        characterIds: ['c1'],
      })
      expect(entered.ok).toBe(true)

      await page.locator('#dx-tab-session').click()
      let text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English on the session tab in ${lang}`).toEqual([])
      await page.locator('#dx-tab-characters').click()
      text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English on the tracker in ${lang}`).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`double-cross-${lang}.png`) })
    })
  })
}

/** The combat words each language's log must show (DX-6.1 … DX-6.9), and the combo's effects on the form. */
const COMBAT: Record<string, { lines: string[]; lightning: RegExp; concentrate: RegExp }> = {
  ja: {
    lines: [
      'ケイゴが攻撃を宣言',
      '攻撃シミュレーション：警告なし',
      '組み合わせ集約：白兵攻撃',
      '黒服の男：ドッジ',
    ],
    lightning: /電光石火/,
    concentrate: /コンセントレイト：キュマイラ/,
  },
  'zh-Hans': {
    lines: ['宣告攻击', '攻击模拟：没有警告', '组合：白兵攻击', '黑衣男：闪避'],
    lightning: /电光石火/,
    concentrate: /集中：奇美拉/,
  },
  th: {
    lines: ['ประกาศการโจมตี', 'การจำลองการโจมตี: ไม่มีคำเตือน', 'คอมโบ: การโจมตี Melee', 'ชายชุดดำ: Dodge'],
    lightning: /Lightning Speed/,
    concentrate: /Concentrate: Chimaera/,
  },
  ru: {
    lines: [
      'объявляет атаку',
      'Симуляция: предупреждений нет',
      'Комбо: атака ближнего боя',
      'Человек в чёрном: уклонение',
    ],
    lightning: /Молниеносная скорость/,
    concentrate: /Концентрация: Химера/,
  },
}

/** English words of the attack procedure's log lines, as the engine writes them. */
const ENGLISH_COMBAT = /declares an attack|Simulation|Combo:|activates|dodge|attack power|range|difficulty/

for (const { lang, locale } of LANGUAGES.filter((l) => l.lang in COMBAT)) {
  test.describe(`Double Cross combat in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })
    test.setTimeout(120_000)

    test(`declares an attack and a dodge on the Combat tab, logged in ${lang}`, async ({
      tabletop,
      page,
    }) => {
      const words = COMBAT[lang]!
      await tabletop.open()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await tabletop.createTable('double-cross', { cast: 'sample' }, 'Test table')
      await expect(page.getByTestId('dx-command')).toBeVisible({ timeout: 30_000 })

      // DX-5.4: a combat started by the mouse, stepped to Keigo's main process.
      await page.locator('#dx-tab-combat').click()
      await page.getByTestId('dx-combat-start').click()
      for (let i = 0; i < 4; i++) await page.getByTestId('dx-combat-next').click()
      // DX-6.1: Lightning Speed then Concentrate on the man in black, with Keigo's claws.
      await page.getByTestId('dx-attack-target-c10').check()
      await page.getByRole('checkbox', { name: words.lightning }).check()
      await page.getByRole('checkbox', { name: words.concentrate }).check()
      await expect(page.getByTestId('dx-attack-simulation')).not.toContainText(/No warning|hit/)
      let text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English on the Combat tab in ${lang}`).toEqual([])

      // DX-6.5: 7 dice at critical 8 → 17; DX-6.7: the dodge rolls 5; DX-6.9: 2D10 [9,9].
      await tabletop.script([8, 3, 3, 3, 3, 3, 3, 5])
      await page.getByTestId('dx-attack-roll').click()
      await expect(page.getByTestId('dx-reaction-form')).toContainText('17')
      await expect(page.getByTestId('dx-reaction-c10')).toHaveValue('dodge')
      await tabletop.script([2, 2, 2, 2, 2, 2, 4, 9, 9])
      await page.getByTestId('dx-reaction-resolve').click()
      await expect(page.getByTestId('dx-combat-hp-c10')).toContainText('20/40')

      text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English on the Combat tab after the attack in ${lang}`).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`double-cross-combat-${lang}.png`) })

      // The log: every line of the attack procedure in the reader's language.
      await page.locator('#tab-log').click()
      const log = page.getByTestId('log')
      for (const line of words.lines) await expect(log).toContainText(line)
      expect(await log.innerText()).not.toMatch(ENGLISH_COMBAT)
      text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English in the log in ${lang}`).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`double-cross-combat-log-${lang}.png`) })
    })
  })
}
