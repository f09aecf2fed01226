/**
 * Chesswarrior in each language: a first visit in that browser language, both teams built by clicking the
 * translated pick and confirm buttons, the field and placement done through the automation hook (to reach
 * play quickly; the clicks for those are covered in chesswarrior.spec.ts), an illegal drag refused with its
 * reason in the reader's language, a legal move, then the log and the rules reference — and no English
 * sentence on screen outside proper names (heroes, abilities, the rule book's kept English terms) and dice
 * notation. A screenshot per language at 1366x768 (in the test's output folder).
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import type { CwState } from '../src/engine/systems/chesswarrior'
import { DEFAULT_HEROES } from '../src/engine/systems/chesswarrior/heroes'
import { strings as ja } from '../src/ui/systems/chesswarrior/i18n/ja'
import { strings as ru } from '../src/ui/systems/chesswarrior/i18n/ru'
import { strings as th } from '../src/ui/systems/chesswarrior/i18n/th'
import { strings as zhHans } from '../src/ui/systems/chesswarrior/i18n/zh-Hans'
import { strings as zhHant } from '../src/ui/systems/chesswarrior/i18n/zh-Hant'

/** Each language with Page's type line (CW-2.1) as its card shows it: Thai keeps the book's English. */
const LANGUAGES = [
  { lang: 'ja', locale: 'ja-JP', t: ja, pageType: 'レギオン・ナイト・地' },
  { lang: 'th', locale: 'th-TH', t: th, pageType: 'Legion - Knight - Earth' },
  { lang: 'zh-Hant', locale: 'zh-TW', t: zhHant, pageType: '軍團 · 騎士 · 土' },
  { lang: 'zh-Hans', locale: 'zh-CN', t: zhHans, pageType: '军团 · 骑士 · 土' },
  { lang: 'ru', locale: 'ru-RU', t: ru, pageType: 'Легион — Рыцарь — Земля' },
] as const

/**
 * Names that stay as they are in every language: the heroes and their abilities (in English, as the Thai
 * rule book prints them), the rule book's kept English terms, the players, the table. The printed type lines
 * stay only in Thai (PRINTED_TYPES); every other language names their parts in its own words.
 */
const PROPER = [
  ...DEFAULT_HEROES.flatMap((h) => [h.name, ...h.abilities.map((a) => a.name)]),
  'Main Base',
  'Main Turn',
  'Start Turn',
  'End Turn',
  'Start Zone',
  'Remove Zone',
  'Hit Rate',
  'Side Back',
  // More terms the Thai rule book keeps in English (its hero types, zones, sight and target words).
  'Checking Point Zone',
  'Angle Of Sight',
  'Line Of Sight',
  'Font Side Of Target',
  'Non Target',
  'Target',
  'Feedback',
  ...['Tanker', 'Speeder', 'Damage Dealer', 'Runner', 'Supporter', 'Tricker', 'Disabler', 'Ranger'],
  // The glosses the rules reference gives for the book's acronyms and titles (FOT, Page's title).
  'Front or side Of Target',
  'Front Of Target',
  'the Grand Knight',
  'Chesswarrior',
  'Test table',
  'Tabletop',
  'Ann',
  'Ben',
].sort((a, b) => b.length - a.length)

const PRINTED_TYPES = DEFAULT_HEROES.map((h) => h.typeLine)

/** Runs of three or more English-looking words (a sentence), once proper names are taken out. */
function englishRuns(text: string, lang: string): string[] {
  let rest = text
  for (const name of lang === 'th' ? [...PRINTED_TYPES, ...PROPER] : PROPER) rest = rest.split(name).join(' ')
  return [...rest.matchAll(/\b[A-Za-z][a-z']+(?:[ ,:;-]+[A-Za-z][a-z']+){2,}\b/g)].map((m) => m[0])
}

const state = async (tabletop: Tabletop): Promise<CwState> => (await tabletop.session<CwState>()).state

/** Dismisses the hot-seat hand-over if it covers the board (after any rolled dice have landed). */
const handOver = (page: Page) => passHandOver(page, 80)

/** Picks a team through the builder's own buttons, found by their translated labels. */
async function pickTeam(page: Page, t: Record<string, string>, heroes: string[]): Promise<void> {
  for (const hero of heroes)
    await page.getByRole('button', { name: t['team.pick']!.replace('{{name}}', hero), exact: true }).click()
  await page.getByRole('button', { name: t['team.confirm'], exact: true }).click()
}

/** Where each hero stands after placement (one obstacle at h7 is scripted). */
const SPOTS: Record<string, string> = {
  'p1:page': 'd0',
  'p1:sirocco': 'a0',
  'p1:bram': 'b0',
  'p1:lyra': 'g0',
  'p1:oren': 'h0',
  'p2:vex': 'a9',
  'p2:grask': 'b9',
  'p2:kaede': 'c9',
  'p2:morwen': 'g9',
  'p2:torvald': 'h9',
}

/** The field, the placement roll and placement through the automation hook. */
async function placeThroughHook(tabletop: Tabletop): Promise<void> {
  await tabletop.script([1, 8, 6, 9, 2])
  expect((await tabletop.dispatch({ type: 'chesswarrior/buildField' })).ok).toBe(true)
  expect((await tabletop.dispatch({ type: 'chesswarrior/rollPlacement' })).ok).toBe(true)
  expect((await tabletop.dispatch({ type: 'chesswarrior/chooseOrder', first: 'p1' })).ok).toBe(true)
  for (let i = 0; i < 10; i++) {
    const s = await state(tabletop)
    const hero = s.heroOrder.find((id) => id.startsWith(s.actor) && !s.heroes[id]!.pos)!
    const sq = SPOTS[hero]!
    const square = { x: 'abcdefgh'.indexOf(sq[0]!), y: Number(sq[1]) }
    expect((await tabletop.dispatch({ type: 'chesswarrior/place', hero, square })).ok).toBe(true)
  }
}

for (const { lang, locale, t, pageType } of LANGUAGES) {
  test.describe(`Chesswarrior in ${lang}`, () => {
    test.use({ locale, viewport: { width: 1366, height: 768 } })

    test(`builds teams and plays a move with no English sentence (${lang})`, async ({ tabletop, page }) => {
      // CJK and Thai fonts load per language on first use: the machine shares two cores with other builds.
      test.setTimeout(180_000)
      await tabletop.open()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }, 'Test table')
      const scan = async (where: string) => {
        const text = await page.evaluate(() => document.body.innerText)
        expect(englishRuns(text, lang), `English on screen in ${lang} (${where})`).toEqual([])
      }
      // CW-3.1 team building by clicks, each side on its own screen.
      await handOver(page)
      await expect(page.getByTestId('cw-builder-title')).toBeVisible()
      await scan('team building')
      // CW-2.1 Page's card tells its type line (faction, class, element) in this language's words.
      await expect(page.locator('.cw-card[aria-label="Page"] .cw-typeline').first()).toHaveText(pageType)
      await page.screenshot({ path: test.info().outputPath(`chesswarrior-${lang}-team.png`) })
      await pickTeam(page, t, ['Page', 'Sirocco', 'Bram', 'Lyra', 'Oren'])
      await handOver(page)
      await pickTeam(page, t, ['Vex', 'Grask', 'Kaede', 'Morwen', 'Torvald'])
      await handOver(page)
      await expect.poll(async () => (await state(tabletop)).stage).toBe('field')
      await scan('field')

      await placeThroughHook(tabletop)
      await handOver(page)
      const s = await state(tabletop)
      expect(s.stage).toBe('play')
      expect(s.activation?.hero).toBe('p1:sirocco')
      // An illegal drag (five squares with three movement counters): refused with the reason in this language.
      await tabletop.dragPiece('p1:sirocco', await tabletop.locate('square:a5'))
      const message = page.getByTestId('cw-message')
      await expect(message).toContainText('CW-6.1')
      expect(englishRuns(await message.innerText(), lang), `refusal in ${lang}`).toEqual([])
      expect((await state(tabletop)).heroes['p1:sirocco']!.pos).toEqual({ x: 0, y: 0 })
      await scan('refused drag')
      await page.screenshot({ path: test.info().outputPath(`chesswarrior-${lang}-refused.png`) })
      // A legal move by drag: two squares north.
      await tabletop.dragPiece('p1:sirocco', await tabletop.locate('square:a2'))
      await expect.poll(async () => (await state(tabletop)).heroes['p1:sirocco']!.pos).toEqual({ x: 0, y: 2 })
      await scan('after a move')
      // The card notation (CW-2.3) in this language's words: only numbers, brackets and DL/AOE/FOT stay,
      // except in Thai, whose rule book prints the notation's English terms.
      const notations = await page.locator('.cw-view .cw-card code').allInnerTexts()
      expect(notations.length).toBeGreaterThan(0)
      if (lang !== 'th')
        for (const n of notations) expect(n.replace(/\b(DL|AOE|FOT)\b/g, ''), n).not.toMatch(/[A-Za-z]{2,}/)
      await page.screenshot({ path: test.info().outputPath(`chesswarrior-${lang}.png`) })

      // The side panel's tabs here: log, dice, rules.
      const tabs = page.getByRole('tab')
      await tabs.nth(0).click()
      await scan('log')
      await page.screenshot({ path: test.info().outputPath(`chesswarrior-${lang}-log.png`) })
      await tabs.nth(2).click()
      await scan('rules')
      await page.screenshot({ path: test.info().outputPath(`chesswarrior-${lang}-rules.png`) })
    })
  })
}
