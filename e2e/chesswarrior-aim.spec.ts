/**
 * Chesswarrior's aim panel at 1366×768 (issue 32): once a target is chosen, the odds lines are not covered by
 * the sticky roll bar, End/Skip stay in view, a target is named with its side, and the board's sight label
 * is in the reader's language.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import { aimedAttack, aimUse, cwPolicy, drive, legalUses, settle } from './policies'
import { selectUseOdds, type CwAction, type CwState } from '../src/engine/systems/chesswarrior'
import { strings as ja } from '../src/ui/systems/chesswarrior/i18n/ja'

test.use({ viewport: { width: 1366, height: 768 } })

test.afterEach(async ({ page }, info) => {
  await page.screenshot({ path: info.outputPath('aim.png') })
})

const cwAttackReady = (s: CwState) => legalUses(s, aimedAttack).length > 0

async function box(l: Locator) {
  const b = await l.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

/** Whether two boxes share any area. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function startAndAim(page: Page, tabletop: Tabletop, seed: string) {
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await tabletop.seed(seed)
  const s = await drive<CwState, CwAction>(tabletop, cwAttackReady, cwPolicy)
  await settle(page)
  const use = legalUses(s, aimedAttack)[0]!
  await aimUse(page, s, use)
  return { s, use }
}

test('a chosen target: odds readable above the roll bar, End/Skip in view, the target named with its side', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  const { s, use } = await startAndAim(page, tabletop, 'viewport-cw')
  const odds = page.getByTestId('cw-odds')
  await expect(odds).toBeVisible()
  const target = s.heroes[use.target!]!
  await expect(odds).toContainText(`${s.cards[target.card]!.name} (${s.options.names[target.side]})`)
  const commit = page.getByTestId('cw-commit')
  await expect(commit).toBeInViewport({ ratio: 1 })
  for (const facing of ['N', 'E', 'S', 'W']) {
    const end = page.getByRole('button', {
      name: new RegExp(`^(End the activation facing|Skip, facing) ${facing}$`),
    })
    await expect(end).toBeInViewport({ ratio: 1 })
  }
  const bar = await box(page.locator('.cw-active-footer'))
  for (const line of await odds.locator('p').all()) expect(overlap(await box(line), bar)).toBe(false)
})

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test("the board's sight label is in the reader's language", async ({ tabletop, page }) => {
    test.setTimeout(180_000)
    await tabletop.open()
    await tabletop.createTable('chesswarrior', {}, 'Sight')
    await tabletop.seed('viewport-cw')
    const s = await drive<CwState, CwAction>(tabletop, cwAttackReady, cwPolicy)
    await settle(page)
    await passHandOver(page, 80)
    const use = legalUses(s, aimedAttack)[0]!
    await page
      .getByRole('button', { name: new RegExp(`^${ja[`data.ability.${use.ability}`] ?? use.ability} `) })
      .click()
    await tabletop.clickPiece(use.target!)
    const label = async () =>
      page.evaluate(() => {
        type Node = { isVisible(): boolean; text(): string }
        const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } })
          .Konva
        return (konva?.stages ?? [])
          .flatMap((stage) => stage.find('Text'))
          .filter((n) => n.isVisible())
          .map((n) => n.text())
          .find((x) => x.includes('[+') || x.includes('[-') || x.includes('[0'))
      })
    await expect.poll(label).toMatch(/^(完全視界|部分視界).* · \[[+-]?\d+\] · 撃破 \d+\.\d%$/)
  })
})

test('a direct line through an ally warns before it is committed (CW-8.5)', async ({ tabletop, page }) => {
  test.setTimeout(240_000)
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { rules: { directLineHits: 'card' } }, 'Friendly fire')
  await tabletop.seed('aim-cw-ally')
  const throughAlly = (x: CwState) =>
    legalUses(
      x,
      (a) => a.direction !== undefined && (selectUseOdds(x, a) ?? []).some((o) => o.friendlyFire),
    )[0]
  const s = await drive<CwState, CwAction>(
    tabletop,
    (x) => !!throughAlly(x),
    (x) => cwPolicy(x, 'seraphine'),
    3000,
  )
  await settle(page)
  await passHandOver(page, 80)
  const use = throughAlly(s)!
  const odds = selectUseOdds(s, use)!
  const ally = s.heroes[odds.find((o) => o.friendlyFire)!.hero]!
  const card = s.cards[s.heroes[s.activation!.hero]!.card]!
  const ability = card.abilities.find((a) => a.id === use.ability)!
  await page.getByRole('button', { name: new RegExp(`^${ability.name} `) }).click()
  const row = page.locator('.cw-aim p.cw-buttons').filter({ hasText: 'Direction:' })
  await row.getByRole('button', { name: new RegExp(` ${use.direction}$`) }).click()
  await expect(page.getByTestId('cw-ally-hit')).toHaveText(
    `${s.cards[ally.card]!.name} is on your side and will be hit too (CW-8.5).`,
  )
  await expect(page.getByTestId('cw-commit')).toBeInViewport({ ratio: 1 })
  // A direction chosen: End/Skip stay in view as well.
  for (const facing of ['N', 'E', 'S', 'W'])
    await expect(
      page.getByRole('button', { name: new RegExp(`^(End the activation facing|Skip, facing) ${facing}$`) }),
    ).toBeInViewport({ ratio: 1 })
})
