/**
 * Dice Roll Party in each language: a first visit in that browser language, an illegal drag refused with its
 * reason in the reader's language, the characters built and the first turn decided (through the automation
 * hook, to get there quickly), phase 1 and an attack played to the defender's boost picker, then the log and
 * the rules reference — and no English sentence on screen outside proper names and dice notation. A
 * screenshot per language at 1366x768 (in the test's output folder).
 */
import type { Page } from '@playwright/test'
import type Konva from 'konva'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import { legalActions, type Action, type State } from '../src/engine/systems/dice-roll-party'
import { strings as ja } from '../src/ui/systems/dice-roll-party/i18n/ja'
import { strings as ru } from '../src/ui/systems/dice-roll-party/i18n/ru'
import { strings as th } from '../src/ui/systems/dice-roll-party/i18n/th'
import { strings as zhHans } from '../src/ui/systems/dice-roll-party/i18n/zh-Hans'
import { strings as zhHant } from '../src/ui/systems/dice-roll-party/i18n/zh-Hant'

const LANGUAGES = [
  { lang: 'ja', locale: 'ja-JP', t: ja },
  { lang: 'th', locale: 'th-TH', t: th },
  { lang: 'zh-Hant', locale: 'zh-TW', t: zhHant },
  { lang: 'zh-Hans', locale: 'zh-CN', t: zhHans },
  { lang: 'ru', locale: 'ru-RU', t: ru },
] as const

/** Names that stay as they are in every language: the players, the table, the game's own name. */
const PROPER = ['Dice Roll Party', 'Test table', 'Tabletop', 'Ann', 'Ben']

/** Runs of three or more English-looking words (a sentence), once proper names are taken out. */
function englishRuns(text: string): string[] {
  let rest = text
  for (const name of PROPER) rest = rest.split(name).join(' ')
  return [...rest.matchAll(/\b[A-Za-z][a-z']+(?:[ ,:;-]+[A-Za-z][a-z']+){2,}\b/g)].map((m) => m[0])
}

const state = async (tabletop: Tabletop): Promise<State> => (await tabletop.session<State>()).state

/** Dismisses the hot-seat hand-over if it covers the board (after any rolled dice have landed). */
const handOver = (page: Page) => passHandOver(page, 150)

/** Builds the acting player's characters through its own buttons, found by their translated labels. */
async function build(page: Page, t: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: t['build.fill'] }).click()
  await page.getByRole('button', { name: t['build.finish'] }).click()
}

for (const { lang, locale, t } of LANGUAGES) {
  test.describe(`Dice Roll Party in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })

    test(`plays to a defence with no English sentence (${lang})`, async ({ tabletop, page }) => {
      test.setTimeout(180_000)
      await tabletop.open()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await tabletop.seed(`drp-${lang}`)
      await tabletop.createTable('dice-roll-party', { names: ['Ann', 'Ben'] }, 'Test table')
      await handOver(page)
      const scan = async (where: string) => {
        const text = await page.evaluate(() => document.body.innerText)
        expect(englishRuns(text), `English on screen in ${lang} (${where})`).toEqual([])
      }
      // A red token dragged onto time: refused with the reason in the reader's language (DRP-2.3).
      const s0 = await state(tabletop)
      const colour = s0.players[0]!.store.red > 0 ? 'red' : 'green'
      await tabletop.dragPiece(
        `drp-token:p0:store:${colour}:0`,
        await tabletop.locate('drp-group:p0:c0:time'),
      )
      const message = page.locator('.drp-message')
      await expect(message).toContainText('DRP-2.3')
      await expect(message).not.toContainText('token goes in')
      await scan('building, refused drag')
      await page.screenshot({ path: test.info().outputPath(`dice-roll-party-${lang}-build.png`) })

      await build(page, t)
      await handOver(page)
      await build(page, t)
      await handOver(page)
      expect((await tabletop.dispatch({ type: 'dice-roll-party/rollOff' })).ok).toBe(true)
      await handOver(page)
      await expect(page.getByTestId('drp-ops')).toBeVisible()
      await scan('phase 1')
      expect((await tabletop.dispatch({ type: 'dice-roll-party/endResources' })).ok).toBe(true)
      await handOver(page)
      // An attack without boosts (the first player may not boost, DRP-3.1): the defender picks its boosts.
      const attack = legalActions(await state(tabletop)).find(
        (a: Action) =>
          a.type === 'dice-roll-party/attack' && !a.boosts.raiseClass && a.boosts.raiseDamage === 0,
      )
      expect(attack).toBeDefined()
      expect((await tabletop.dispatch(attack)).ok).toBe(true)
      await handOver(page)
      await expect(page.locator('.drp-picker')).toBeVisible()
      await scan('defence boosts')
      // "vs" (Russian "против") fits its gap and ends before the defender's line starts.
      const vs = await page.evaluate(() => {
        const stage = (window as unknown as { Konva: { stages: Konva.Stage[] } }).Konva.stages[0]!
        const word = stage.findOne('.drp-vs') as Konva.Text
        const waiting = stage.findOne('.drp-waiting')!
        return {
          text: word.getTextWidth(),
          box: word.width(),
          end: word.x() + word.width(),
          next: waiting.x(),
        }
      })
      expect(vs.text, `"vs" in ${lang}`).toBeLessThanOrEqual(vs.box)
      expect(vs.end).toBeLessThanOrEqual(vs.next)
      // The side panel's table: every column in view (Russian "Всего" was cut off).
      const table = await page
        .locator('.drp-summary')
        .first()
        .evaluate((el) => {
          const panel = el.closest('.side-panel')!.getBoundingClientRect()
          return { right: el.getBoundingClientRect().right, panel: panel.right }
        })
      expect(table.right, `table in ${lang}`).toBeLessThanOrEqual(table.panel)
      await page.screenshot({ path: test.info().outputPath(`dice-roll-party-${lang}.png`) })

      const tabs = page.getByRole('tab')
      await tabs.nth(1).click()
      await scan('log')
      await page.screenshot({ path: test.info().outputPath(`dice-roll-party-${lang}-log.png`) })
      await tabs.nth(3).click()
      await scan('rules')
      await page.screenshot({ path: test.info().outputPath(`dice-roll-party-${lang}-rules.png`) })
    })
  })
}

for (const { lang, locale, t } of LANGUAGES) {
  test.describe(`Dice Roll Party's new game in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })

    test(`prefills the players' names in ${lang} and starts with them`, async ({ tabletop, page }) => {
      await tabletop.open('#/new/dice-roll-party')
      const first = page.locator('input[name="player-0"]')
      await expect(first).toHaveValue(t['setup.playerName']!.replace('{{n}}', '1'))
      await expect(page.locator('input[name="player-1"]')).toHaveValue(
        t['setup.playerName']!.replace('{{n}}', '2'),
      )
      await page.getByRole('button', { name: t['setup.start'] }).click()
      await tabletop.waitForTable()
      expect((await state(tabletop)).players.map((p) => p.name)).toEqual([
        t['setup.playerName']!.replace('{{n}}', '1'),
        t['setup.playerName']!.replace('{{n}}', '2'),
      ])
    })
  })
}
