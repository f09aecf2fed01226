/**
 * Frostgrave in each language: a first visit in that browser language, a game set up to deployment (the
 * terrain preset and treasure through the UI, the rest through the automation hook to reach it quickly),
 * an illegal deployment refused, the side panel, the log and the rules reference open — and no English sentence on screen
 * outside proper names. A screenshot per language at 1366x768 (in the test's output folder).
 */
import { test, expect } from './fixtures'
import type Konva from 'konva'
import { PALE_LANTERN, EMBERS_COMPANY, rollInitiative, setUpNewTable } from './frostgrave-setup'

const LANGUAGES = [
  { lang: 'ja', locale: 'ja-JP' },
  { lang: 'th', locale: 'th-TH' },
  { lang: 'zh-Hant', locale: 'zh-TW' },
  { lang: 'zh-Hans', locale: 'zh-CN' },
  { lang: 'ru', locale: 'ru-RU' },
] as const

/** Names that stay as they are in every language: the sample warbands, their people, the table, notation. */
const PROPER = ["Ember's Company", 'The Pale Lantern', 'Sir Aldous', 'Frostgrave', 'Test table', 'Tabletop']

/** Runs of three or more English-looking words (a sentence), once proper names are taken out. */
function englishRuns(text: string): string[] {
  let rest = text
  for (const name of PROPER) rest = rest.split(name).join(' ')
  return [...rest.matchAll(/\b[A-Za-z][a-z']+(?:[ ,:;-]+[A-Za-z][a-z']+){2,}\b/g)].map((m) => m[0])
}

for (const { lang, locale } of LANGUAGES) {
  test.describe(`Frostgrave in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })

    test(`the new-game form and the warband builder say no English sentence (${lang})`, async ({
      tabletop,
      page,
    }) => {
      // The set-up screen loads its own strings (setup.ts), not the board's: the reader's language all the same.
      await tabletop.open('#/new/frostgrave')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByTestId('create-game')).toBeVisible()
      await expect(page.getByTestId('create-game')).not.toHaveText('Create table')
      await page.getByTestId('edit-warband-0').click()
      await expect(page.getByTestId('warband-builder')).toBeVisible()
      const text = await page.evaluate(() => document.body.innerText)
      expect(englishRuns(text), `English on the set-up screen in ${lang}`).toEqual([])
    })

    test(`plays set-up and a refused move with no English sentence (${lang})`, async ({ tabletop, page }) => {
      await tabletop.open()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await tabletop.createTable('frostgrave', {}, 'Test table')
      const view = page.getByTestId('fg-canvas')
      await expect(view).toBeVisible()
      // Terrain: the first preset, then done (buttons found by their test ids, whatever the language).
      await tabletop.dispatch({ type: 'frostgrave/useTerrainPreset', preset: 'ruined-square' })
      await tabletop.dispatch({ type: 'frostgrave/finishTerrain' })
      // Treasure: six tokens on a legal lattice, then the roll-off and an edge.
      for (const [x, y] of [
        [600, 1200],
        [1800, 1200],
        [3000, 1200],
        [600, 2400],
        [1800, 2400],
        [3000, 2400],
      ])
        await tabletop.dispatch({ type: 'frostgrave/placeTreasure', x, y })
      // Known dice: player 1 wins the roll-off (20 against 1), so player 1 deploys first.
      await tabletop.script([20, 1])
      await tabletop.dispatch({ type: 'frostgrave/rollOff' })
      await tabletop.dispatch({ type: 'frostgrave/chooseEdge', edge: 'north' })
      // Deploy through the UI: pick the wizard, click the middle of the table (outside the 6" zone): refused.
      await page.getByTestId('reserve-p0-wizard').click()
      const box = (await view.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(page.getByTestId('fg-message')).toContainText('FG-2.3')
      await expect(page.getByTestId('fg-message')).not.toContainText('Deploy within')
      const scan = async (where: string) => {
        const text = await page.evaluate(() => document.body.innerText)
        expect(englishRuns(text), `English on screen in ${lang} (${where})`).toEqual([])
      }
      await scan('board')
      // Terrain labels stay inside their box on the board (long Russian or Thai names wrap, never spill).
      const labels = await page.evaluate(() => {
        const stage = (window as unknown as { Konva: { stages: Konva.Stage[] } }).Konva.stages[0]!
        return stage
          .find(
            (n: Konva.Node) => n.getClassName() === 'Text' && !!n.getParent()?.id().startsWith('terrain:'),
          )
          .map((n) => {
            const text = n as Konva.Text
            return {
              label: text.text(),
              widest: Math.max(...text.textArr.map((l) => l.width)),
              box: text.width(),
            }
          })
      })
      expect(labels.length).toBeGreaterThan(0)
      for (const l of labels) expect(l.widest, `${l.label} in ${lang}`).toBeLessThanOrEqual(l.box + 0.5)
      await page.screenshot({ path: test.info().outputPath(`frostgrave-${lang}.png`) })
      const tabs = page.getByRole('tab')
      await tabs.nth(1).click()
      await scan('log')
      await page.screenshot({ path: test.info().outputPath(`frostgrave-${lang}-log.png`) })
      await tabs.nth(3).click()
      await scan('rules')
    })
  })
}

// The Cast menu's spell tooltips (each spell's summary) come from the reader's language, not the data's English.
for (const { lang, locale } of LANGUAGES.filter((l) => l.lang === 'ja' || l.lang === 'ru')) {
  test.describe(`Frostgrave spell tooltips in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })

    test(`the Cast menu's tooltips say each spell in ${lang}`, async ({ tabletop, page }) => {
      await setUpNewTable(tabletop, page, { warbands: [EMBERS_COMPANY, PALE_LANTERN] }, { spots: {} })
      await rollInitiative(tabletop)
      const acted = await tabletop.dispatch({ type: 'frostgrave/activate', model: 'p0-wizard' })
      expect(acted).toMatchObject({ ok: true })
      await page.getByTestId('fg-cast').click()
      const titles = await page
        .getByRole('menu')
        .locator('[data-testid^="fg-cast-"]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title') ?? ''))
      expect(titles.length).toBeGreaterThan(0)
      for (const title of titles) expect(title).not.toBe('')
      expect(englishRuns(titles.join('\n')), `English in the tooltips in ${lang}`).toEqual([])
    })
  })
}
