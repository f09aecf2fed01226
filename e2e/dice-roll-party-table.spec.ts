/**
 * Dice Roll Party at 1366×768 (issue 32): the live odds of the attack and of the defence are readable, never
 * under the sticky button that commits; the defence with insurance "instead of the die" (DRP-8.2) charts and
 * labels the potential, not a floor; a stale refusal goes once a valid attacker is chosen; the keyboard's
 * operation menu is grouped by token; the last exchange is labelled; the computer's status box leaves its
 * mat's name readable, and a computer seat's name cannot be typed over.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import { aimFirstAttack, buildBothEvenly, drive, drpPolicy, settle } from './policies'
import type { Action as DrpAction, State as DrpState } from '../src/engine/systems/dice-roll-party/types'

test.use({ viewport: { width: 1366, height: 768 } })

test.afterEach(async ({ page }, info) => {
  await page.screenshot({ path: info.outputPath('drp.png') })
})

async function box(l: Locator) {
  const b = await l.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every odds line wholly in view and clear of the sticky commit bar. */
async function oddsReadable(page: Page) {
  const bar = await box(page.locator('.drp-sticky-actions'))
  const lines = await page.getByTestId('drp-odds').all()
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) {
    await expect(line).toBeInViewport({ ratio: 1 })
    expect(overlap(await box(line), bar)).toBe(false)
  }
}

async function start(page: Page, tabletop: Tabletop, seed: string) {
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await tabletop.seed(seed)
  await settle(page)
  await buildBothEvenly(page)
}

test('attack and defence odds are readable above their buttons; insurance replaces the die', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(180_000)
  await start(page, tabletop, 'drp-table-odds')
  await aimFirstAttack(tabletop, page)
  await oddsReadable(page)
  await page.screenshot({ path: test.info().outputPath('attack.png') })
  await page.getByRole('button', { name: /^Attack \(/ }).click()
  await passHandOver(page, 80)
  await expect(page.getByRole('button', { name: /^Defend \(/ })).toBeVisible()
  await oddsReadable(page)
  await page.screenshot({ path: test.info().outputPath('defence.png') })

  // DRP-8.2 insurance "instead of the die" (the new table's default): worded so, and once ticked, raise class
  // and superiority are off sale (they would gain nothing) and the odds read the potential alone.
  const insurance = page.getByRole('checkbox', { name: /^Insurance: \d+ instead of the die/ })
  await insurance.check()
  await expect(page.getByRole('checkbox', { name: /^Raise class/ })).toBeDisabled()
  await expect(page.getByRole('checkbox', { name: /^Superiority/ })).toBeDisabled()
  await expect(page.locator('.drp-picker')).toContainText(
    'the insured defence uses its potential instead of the die',
  )
  await expect(page.getByTestId('drp-absorption')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('insured.png') })
  await page.getByRole('button', { name: /^Defend \(/ }).click()
  await passHandOver(page, 80)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(
    page.getByText(/defends: no roll, insurance: the defence potential \d+ instead of the die = \d+/),
  ).toBeVisible()
  await expect(page.getByText(/defends: d\d+ → 0/)).toHaveCount(0)

  // The damage step names its two numbers apart; then, in the next turn, the dice band says it shows the last exchange.
  const rest = page.getByRole('button', { name: /^Pay the remaining \d+ damage in order/ })
  if (await rest.count()) {
    await expect(
      page.getByRole('button', { name: /^Pay with a time token \(the character has \d+\)/ }),
    ).toBeVisible()
    await rest.click()
  }
  await passHandOver(page, 80)
  await expect
    .poll(async () => (await canvasText(page)).some((x) => x.startsWith('Last exchange\n')))
    .toBe(true)
})

/** Every shown text on the Konva stages. */
const canvasText = (page: Page) =>
  page.evaluate(() => {
    type Node = { isVisible(): boolean; text(): string }
    const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva
    return (konva?.stages ?? [])
      .flatMap((stage) => stage.find('Text'))
      .filter((n) => n.isVisible())
      .map((n) => n.text())
  })

test('phase 1 operations grouped by token; a refusal goes once a valid attacker is picked', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(180_000)
  await start(page, tabletop, 'drp-table-menu')
  const s0 = await drive<DrpState, DrpAction>(tabletop, (x) => x.stage.kind === 'resources', drpPolicy)
  await settle(page)
  const me = (s0.stage as { player: number }).player
  // The keyboard's menu: one group per token (a character's group, or a store colour), each of a few entries.
  const groups = page.locator('select[name="operation"] optgroup')
  expect(await groups.count()).toBeGreaterThan(4)
  expect(await groups.first().getAttribute('label')).toMatch(/^#1 — /)
  const sizes = await groups.evaluateAll((gs) => gs.map((g) => g.querySelectorAll('option').length))
  expect(Math.max(...sizes)).toBeLessThan(40)
  // Character #2 gives its time away (DRP-6.1), so it cannot pay for an attack.
  const time = s0.players[me]!.characters[1]!.time
  for (let i = 0; i < time; i++)
    expect(
      (
        await tabletop.dispatch({
          type: 'dice-roll-party/transfer',
          from: { slot: 1, position: 'time' },
          to: { slot: 2 + (i % 2), position: 'time' },
        })
      ).ok,
    ).toBe(true)
  // Reviewing an earlier moment of phase 1 (issue 36): the menu stands there, disabled and empty, and no
  // token can be dragged; back at live play both come back.
  const draggableTokens = () =>
    page.evaluate(() => {
      type Node = { draggable(): boolean }
      const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva
      return (konva?.stages ?? []).flatMap((stage) => stage.find('Group')).filter((n) => n.draggable()).length
    })
  const operations = async () => (await page.evaluate(() => window.__tabletop!.legalActions())) as DrpAction[]
  if (time === 0) {
    // No transfer was made: one operation, so the moment before is phase 1 too.
    const shift = (await operations()).find((a) => a.type === 'dice-roll-party/shift')
    expect(shift, 'a legal shift').toBeDefined()
    expect((await tabletop.dispatch(shift!)).ok).toBe(true)
  }
  const menu = page.locator('select[name="operation"]')
  await page.getByTestId('timeline-back').click()
  await expect(page.getByTestId('timeline-banner')).toBeVisible()
  await expect(menu).toBeDisabled()
  await expect(menu.locator('option')).toHaveCount(1)
  expect(await draggableTokens()).toBe(0)
  await page.screenshot({ path: 'test-results-tl/timeline-dice-roll-party-phase1-review.png' })
  await page.getByTestId('timeline-banner').getByRole('button', { name: 'Back to live' }).click()
  await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
  expect(await draggableTokens()).toBeGreaterThan(0)
  // The live menu lists again whatever operations are left (none once the phase's limit is spent).
  const left = (await operations()).filter((a) => a.type !== 'dice-roll-party/endResources').length
  if (left > 0) await expect(menu).toBeEnabled()
  await expect(menu.locator('option')).toHaveCount(left > 0 ? left + 1 : 0)
  // The rest of the phase spent away from character #2 (which stays without time), so the menu goes.
  const spare = async () =>
    (await operations()).filter(
      (a) => a.type !== 'dice-roll-party/endResources' && !JSON.stringify(a).includes('"slot":1'),
    )
  for (let n = 0, spend = await spare(); n < 12 && spend.length > 0; n++, spend = await spare())
    expect((await tabletop.dispatch(spend[0]!)).ok).toBe(true)
  await expect(menu).toHaveCount(0)
  await tabletop.dispatch({ type: 'dice-roll-party/endResources' })
  await passHandOver(page, 80)
  await settle(page)
  // The moment the phase's operations were spent shows no menu under review either, as live play did not.
  await page.getByTestId('timeline-back').click()
  await expect(page.getByTestId('drp-ops')).toBeVisible()
  await expect(menu).toHaveCount(0)
  await page.getByTestId('timeline-banner').getByRole('button', { name: 'Back to live' }).click()
  await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
  await tabletop.clickPiece(`drp-char:p${me}:c1`)
  const refusal = page.locator('.drp-message')
  await expect(refusal).toContainText('DRP-7.2')
  await tabletop.clickPiece(`drp-char:p${me}:c0`)
  await expect(refusal).toHaveCount(0)
})

test("the computer's seat: its name is not typed over, and its status leaves its mat's name readable", async ({
  tabletop,
  page,
}) => {
  // Its worker never loads, so its turn stays and the status with it.
  await page.route('**/computer.worker-*.js', (route) => route.abort())
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await page.locator('select[name="seat-0"]').selectOption('easy')
  const name = page.locator('input[name="player-0"]')
  await expect(name).toHaveValue('Computer (easy)')
  await expect(name).not.toBeEditable()
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  const status = page.getByTestId('computer-status')
  await expect(status).toBeVisible()
  // Where the stage draws the computer's mat name and its first character's header, on the page.
  const covered = await page.evaluate(() => {
    type Rect = { x: number; y: number; width: number; height: number }
    type Node = { isVisible(): boolean; text(): string; getClientRect(): Rect }
    type Stage = { find(selector: string): Node[]; container(): HTMLElement }
    const konva = (window as unknown as { Konva?: { stages: Stage[] } }).Konva
    const box = document.querySelector('[data-testid="computer-status"]')!.getBoundingClientRect()
    const out: string[] = []
    for (const stage of konva?.stages ?? []) {
      const origin = stage.container().getBoundingClientRect()
      for (const n of stage.find('Text')) {
        if (!n.isVisible() || !/^(Computer \(easy\)|#1 )/.test(n.text())) continue
        const r = n.getClientRect()
        const x = origin.x + r.x
        const y = origin.y + r.y
        if (x < box.right && box.left < x + r.width && y < box.bottom && box.top < y + r.height)
          out.push(n.text())
      }
    }
    return out
  })
  expect(covered).toEqual([])
})
