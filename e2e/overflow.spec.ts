/**
 * Nothing cut or overflowing, in any language (issue 33): each system's main screens at 1366×768 are opened
 * once and read in all six languages (switched in the settings, as a reader does), and on every screen
 * - every visible element that clips its content (overflow hidden/clip, or text cut with an ellipsis) has
 *   scrollWidth ≤ clientWidth + 1, and no line clamp hides lines;
 * - every Konva text node's measured text fits its box (width set: the text's own width ≤ the box; no
 *   text cut with an ellipsis; a wrapping text's lines within the box, no word broken mid-word).
 * Screens: Double Cross's GM screen and its climax dice cards, Frostgrave's table in play and after the game
 * (results, game-over banner), Chesswarrior's battle, Dice Roll Party's phase 1 and its game-over banner.
 * A screenshot per system, screen and language goes to the test's output folder.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { openSampleTable } from './double-cross-setup'
import { EMBERS_COMPANY, PALE_LANTERN, rollInitiative, setUpNewTable } from './frostgrave-setup'
import { cwPolicy, drive, drpPolicy, playDrpToEnd, settle } from './policies'
import type { CwState } from '../src/engine/systems/chesswarrior'
import type { State as DrpState } from '../src/engine/systems/dice-roll-party'

const LANGUAGES = ['en', 'ja', 'th', 'zh-Hans', 'zh-Hant', 'ru'] as const
type Language = (typeof LANGUAGES)[number]

/** The settings button, the language field and the close button in each language (the shell's strings). */
const SETTINGS: Record<Language, [button: string, field: string, close: string]> = {
  en: ['Settings', 'Language', 'Close'],
  ja: ['設定', '言語', '閉じる'],
  th: ['การตั้งค่า', 'ภาษา', 'ปิด'],
  'zh-Hans': ['设置', '语言', '关闭'],
  'zh-Hant': ['設定', '語言', '關閉'],
  ru: ['Настройки', 'Язык', 'Закрыть'],
}

/** Switches the app from `from` to `to` through the settings dialog. */
async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  if (from === to) return
  const [button, field] = SETTINGS[from]
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: 15_000 })
  await page.getByRole('dialog').getByLabel(field).selectOption(to, { timeout: 15_000 })
  // The dialog now speaks the new language: its close button by its exact new name.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: SETTINGS[to][2], exact: true })
    .click({ timeout: 15_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', to)
  // The system's strings in that language arrive as a chunk; the canvas redraws on the next frame.
  await page.waitForTimeout(600)
}

/** Every element whose content is cut, and every Konva text wider than its box, on the page now. */
function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid')
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : ''
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : cls ? `.${cls}` : ''}`
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (el.getClientRects().length === 0 || el.closest('[hidden], [aria-hidden="true"]')) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || el.tagName === 'CANVAS') continue
      // A visually hidden live region (1×1 px, for screen readers) is meant to hold its text unseen.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue
      // Lines cut by a line clamp ("… and the rest" never shown).
      const clamp = (style as unknown as { webkitLineClamp?: string }).webkitLineClamp
      if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1)
        out.push(
          `${name(el)} clamped: ${el.scrollHeight} > ${el.clientHeight} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        )
      const clips = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis'
      // A scrolling box is meant to scroll; only content that is cut counts.
      if (!clips || /auto|scroll/.test(style.overflowX)) continue
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${name(el)} cut: ${el.scrollWidth} > ${el.clientWidth} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        )
    }
    type KText = {
      isVisible(): boolean
      text(): string
      width(): number
      getTextWidth(): number
      wrap(): string
      ellipsis(): boolean
      textArr: { text: string; width: number }[]
      attrs: { width?: number }
      name(): string
    }
    const konva = (window as unknown as { Konva?: { stages: { find(s: string): KText[] }[] } }).Konva
    for (const node of (konva?.stages ?? []).flatMap((s) => s.find('Text'))) {
      if (!node.isVisible() || !node.text().trim() || node.attrs.width === undefined) continue
      const box = node.width()
      const widest = Math.max(...node.textArr.map((l) => l.width))
      if (widest > box + 1)
        out.push(
          `konva ${node.name() || 'text'} "${node.text().slice(0, 30)}": ${widest.toFixed(1)} > ${box}`,
        )
      // A text cut with an ellipsis: what is drawn is not the whole text.
      if (
        node.ellipsis() &&
        node.textArr
          .map((l) => l.text)
          .join('')
          .replace(/\s/g, '') !== node.text().replace(/\s/g, '')
      )
        out.push(`konva ${node.name() || 'text'} "${node.text().slice(0, 30)}": cut with an ellipsis`)
      // A wrapping text that had to break inside a word (its box narrower than one word).
      if (node.wrap() !== 'none' && node.textArr.length > 1) {
        const words = node.text().split(/[\s\u200b]+/)
        const lines = node.textArr.map((l) => l.text.trim())
        if (lines.some((l) => l && !words.some((w) => w.startsWith(l) || l.endsWith(w) || l.includes(' '))))
          out.push(`konva ${node.name() || 'text'} "${node.text().slice(0, 30)}": a word split across lines`)
      }
    }
    return out
  })
}

/** Reads the current screen in every language and returns what is cut, as "<lang> <where>: <what>". */
async function scanLanguages(page: Page, system: string, where: string, prepare?: () => Promise<void>) {
  const found: string[] = []
  let current: Language = 'en'
  for (const language of LANGUAGES) {
    await switchLanguage(page, current, language)
    current = language
    await prepare?.()
    for (const problem of await findOverflow(page)) found.push(`${language} ${where}: ${problem}`)
    await page.screenshot({ path: test.info().outputPath(`${system}-${where}-${language}.png`) })
  }
  await switchLanguage(page, current, 'en')
  return found
}

test.use({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' })

test('Double Cross: the GM screen, the session tab and the climax dice cards fit in every language', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(300_000)
  await openSampleTable(tabletop, 'Overflow')
  const found = await scanLanguages(page, 'double-cross', 'gm-screen')
  await page
    .getByTestId('dx-tab-session')
    .or(page.getByRole('tab', { name: 'Session' }))
    .first()
    .click({ timeout: 15_000 })
  await page.getByTestId('dx-record-pregame').click()
  await page.getByTestId('dx-start-climax').click()
  await tabletop.script([3, 9, 2, 6, 8, 2, 3, 4, 5, 1, 2])
  await page.getByTestId('dx-impulse').click()
  await expect(page.getByText('Keigo: impulse check passed (10), +14%')).toBeVisible()
  found.push(...(await scanLanguages(page, 'double-cross', 'climax')))
  expect(found).toEqual([])
})

/** A warband of a wizard and an apprentice only: both can leave the table in one turn and end the game. */
const PAIR = { ...EMBERS_COMPANY, name: 'Two Scouts', soldiers: [] }

test('Frostgrave: the table in play, the results and the game-over banner fit in every language', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(400_000)
  await setUpNewTable(
    tabletop,
    page,
    { warbands: [PAIR, PALE_LANTERN] },
    { spots: { 'p0-wizard': [1200, 3450], 'p0-apprentice': [2400, 3450] } },
  )
  await rollInitiative(tabletop)
  await settle(page)
  const found = await scanLanguages(page, 'frostgrave', 'play')
  // FG-4.9, FG-11.1: the pair walks off its own (south) edge; with no model of theirs left, the game ends.
  for (const model of ['p0-wizard', 'p0-apprentice']) {
    for (let tries = 0; tries < 6; tries++) {
      if ((await tabletop.dispatch({ type: 'frostgrave/activate', model })).ok) break
      await tabletop.dispatch({ type: 'frostgrave/endActivation' })
      await tabletop.dispatch({ type: 'frostgrave/endPhase' })
    }
    const x = model === 'p0-wizard' ? 1200 : 2400
    const left = await tabletop.dispatch({
      type: 'frostgrave/move',
      model,
      path: [{ x, y: 3550 }],
      exit: true,
    })
    expect(left.ok, left.error).toBe(true)
    await tabletop.dispatch({ type: 'frostgrave/endActivation' })
  }
  await settle(page)
  await expect(page.getByTestId('fg-result')).toBeVisible()
  found.push(...(await scanLanguages(page, 'frostgrave', 'over')))
  expect(found).toEqual([])
})

test('Chesswarrior: the battle screen fits in every language', async ({ tabletop, page }) => {
  test.setTimeout(300_000)
  await tabletop.open()
  await tabletop.seed('overflow-cw')
  await tabletop.createTable('chesswarrior', {}, 'Overflow')
  await drive<CwState, ReturnType<typeof cwPolicy>>(
    tabletop,
    (s) => s.stage === 'play',
    (s) => cwPolicy(s),
  )
  await settle(page)
  expect(await scanLanguages(page, 'chesswarrior', 'battle', () => settle(page))).toEqual([])
})

test('Dice Roll Party: the mats in phase 1 and the game-over banner fit in every language', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(600_000)
  await tabletop.open()
  await tabletop.seed('overflow-drp')
  await tabletop.createTable('dice-roll-party', { names: ['Ann', 'Ben'] }, 'Overflow')
  await drive<DrpState, ReturnType<typeof drpPolicy>>(
    tabletop,
    (s) => s.stage.kind === 'resources',
    drpPolicy,
  )
  await settle(page)
  const found = await scanLanguages(page, 'dice-roll-party', 'phase1', () => settle(page))
  await playDrpToEnd(tabletop)
  await settle(page)
  found.push(...(await scanLanguages(page, 'dice-roll-party', 'over', () => settle(page))))
  expect(found).toEqual([])
})
