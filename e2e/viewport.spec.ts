/**
 * Every system at 1366×768 (the playwright default viewport, set again here so the spec says what it checks):
 * each primary action button is wholly inside the viewport when it is offered — no scrolling to roll, attack,
 * start or answer. `toBeInViewport({ ratio: 1 })` is an IntersectionObserver check, so a button clipped by a
 * scrolling panel fails as well as one below the fold. Every board's canvas text, too, is drawn at 11 px or
 * more (Frostgrave's on its largest, 48" table, at the fit-to-screen scale and zoomed out below it).
 *
 * Late positions are reached by dispatching legal actions picked by a small policy (the engine's own
 * `legalActions`, run here in Node); the buttons under test are then found and pressed as a user would.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect, type Tabletop } from './fixtures'
import {
  aimedAttack,
  aimFirstAttack,
  aimUse,
  buildBothEvenly,
  cwPolicy,
  drive,
  legalUses,
  settle,
} from './policies'
import { type CwAction, type CwState } from '../src/engine/systems/chesswarrior'

test.use({ viewport: { width: 1366, height: 768 } })

// What the user saw when a button was out of view.
test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await page.screenshot({ path: info.outputPath('viewport.png') })
})

const inView = (button: Locator) => expect(button).toBeInViewport({ ratio: 1 })

/**
 * Every shown text on the boards' Konva stages, with the size it is drawn at on the page (font × scale) and
 * what Konva lays out of it (`drawn`: a text wider than its box with wrapping off is cut, to nothing when
 * not even its first character fits).
 */
async function canvasTexts(page: Page): Promise<{ text: string; px: number; drawn: string }[]> {
  return page.evaluate(() => {
    type Node = {
      isVisible(): boolean
      text(): string
      fontSize(): number
      getAbsoluteScale(): { x: number; y: number }
      textArr: { text: string }[]
    }
    const konva = (window as unknown as { Konva?: { stages: { find(selector: string): Node[] }[] } }).Konva
    return (konva?.stages ?? []).flatMap((stage) =>
      stage
        .find('Text')
        .filter((n) => n.isVisible() && n.text().trim() !== '')
        .map((n) => ({
          text: n.text(),
          px: Math.round(n.fontSize() * n.getAbsoluteScale().y * 100) / 100,
          drawn: n.textArr.map((line) => line.text).join(''),
        })),
    )
  })
}

/** Canvas text is never drawn below 11 px at 1366×768 (issue 15); the offenders are named when it is. */
async function canvasTextReadable(page: Page): Promise<void> {
  // react-konva adds the stage's children in a render of its own, which can land after the DOM controls
  // are usable: wait for the first text rather than read an empty stage.
  await expect.poll(async () => (await canvasTexts(page)).length).toBeGreaterThan(0)
  const texts = await canvasTexts(page)
  expect(texts.filter((x) => x.px < 11)).toEqual([])
}

/** No canvas text is cut short (an ellipsis, or lines past its box): it is shortened or left out instead. */
async function nothingCut(page: Page): Promise<void> {
  const squeeze = (text: string) => text.replace(/\s/g, '')
  expect((await canvasTexts(page)).filter((x) => squeeze(x.drawn) !== squeeze(x.text))).toEqual([])
}

const cwAttackReady = (s: CwState) => legalUses(s, aimedAttack).length > 0

/**
 * Frostgrave deployment through the hook (FG-2.3): every model in reserve in a row along its own edge of a
 * table `depth` hundredths deep.
 */
async function deployAlongEdges(tabletop: Tabletop, depth: number): Promise<void> {
  const fg = (
    await tabletop.session<{
      models: { id: string; player: 0 | 1 | null; status: string }[]
      edges: ['north' | 'south', 'north' | 'south']
    }>()
  ).state
  for (const player of [0, 1] as const) {
    const y = fg.edges[player] === 'south' ? depth - 150 : 150
    let i = 0
    for (const m of fg.models.filter((x) => x.player === player && x.status === 'reserve'))
      expect(
        (await tabletop.dispatch({ type: 'frostgrave/deploy', model: m.id, x: 300 + i++ * 250, y })).ok,
      ).toBe(true)
  }
}

test('Chesswarrior: the field roll, the placement roll and the attack roll are in view', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await inView(page.getByRole('button', { name: 'Start' }))
  const firstForm = await page.locator('form.cw-new-game').boundingBox()
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await tabletop.seed('viewport-cw')
  await drive<CwState, CwAction>(tabletop, (s) => s.stage === 'field', cwPolicy)
  await settle(page)
  await inView(page.getByRole('button', { name: 'Roll the field' }))
  await page.getByRole('button', { name: 'Roll the field' }).click()
  await settle(page)
  await inView(page.getByRole('button', { name: 'Roll for placement' }))
  const s = await drive<CwState, CwAction>(tabletop, cwAttackReady, cwPolicy)
  await settle(page)
  await aimUse(page, s, legalUses(s, aimedAttack)[0]!)
  await expect(page.getByTestId('cw-odds')).toBeVisible()
  await inView(page.getByTestId('cw-commit'))
  await canvasTextReadable(page)
  // Back home without a reload (the board's stylesheet now loaded): the set-up form is laid out as on a
  // first visit, and Start is still in view.
  await page.evaluate(() => {
    location.hash = '#/'
  })
  await tabletop.startNewGame('Chesswarrior')
  await inView(page.getByRole('button', { name: 'Start' }))
  expect(await page.locator('form.cw-new-game').boundingBox()).toEqual(firstForm)
})

test('Dice Roll Party: Start and Attack are in view', async ({ tabletop, page }) => {
  test.setTimeout(120_000)
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await inView(page.getByRole('button', { name: 'Start' }))
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  await tabletop.seed('viewport-drp')
  // DRP-2.2: while building, a character's total counts towards the 12 tokens of the build, not the 18 cap.
  await settle(page)
  await canvasTextReadable(page)
  const totals = async () =>
    (await canvasTexts(page)).map((x) => x.text).filter((x) => /^\d+ \/ \d+ tokens$/.test(x))
  expect(await totals()).toContain('0 / 12 tokens')
  await buildBothEvenly(page)
  await aimFirstAttack(tabletop, page)
  await inView(page.getByRole('button', { name: /^Attack \(/ }))
  await canvasTextReadable(page)
  expect(await totals()).toContain('12 / 18 tokens')
  expect((await totals()).every((x) => x.endsWith(' / 18 tokens'))).toBe(true)
})

test('Double Cross: the opposed check Roll is in view', async ({ tabletop, page }) => {
  await tabletop.open()
  await tabletop.startNewGame('Double Cross 3rd Edition')
  await page.getByRole('button', { name: 'Create' }).click()
  await tabletop.waitForTable()
  await page.getByRole('tab', { name: 'Opposed' }).click()
  await page.getByTestId('dx-action-who').selectOption({ index: 1 })
  await page.getByTestId('dx-reaction-who').selectOption({ index: 2 })
  await inView(page.getByTestId('dx-opposed-roll'))
  // A new table draws no canvas (the animator comes with the first roll): roll, then read the chains.
  await page.getByTestId('dx-opposed-roll').click()
  await page.getByTestId('dx-stage').click()
  await canvasTextReadable(page)
})

test('Frostgrave: create, terrain done, roll-off, edge, initiative and activate are in view', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  await tabletop.open()
  await tabletop.startNewGame('Frostgrave')
  await inView(page.getByTestId('create-game'))
  // The sample warbands are enough; the table is created through the hook to skip the builder.
  await tabletop.createTable('frostgrave', {}, 'Viewport')
  await expect(page.getByTestId('fg-canvas')).toBeVisible()
  await settle(page)
  const terrainDone = page.getByRole('button', { name: 'Terrain done' })
  await inView(terrainDone)
  await page.getByRole('button', { name: 'Ruined square' }).click()
  await terrainDone.click()
  // Treasure through the hook (the clicks are the Frostgrave spec's), then the roll-off with known dice.
  for (const [x, y] of [
    [600, 1200],
    [1800, 1200],
    [3000, 1200],
    [600, 2400],
    [1800, 2400],
    [3000, 2400],
  ])
    expect((await tabletop.dispatch({ type: 'frostgrave/placeTreasure', x, y })).ok).toBe(true)
  await settle(page)
  const rollOff = page.getByRole('button', { name: /Roll off/ })
  await inView(rollOff)
  await tabletop.script([20, 1])
  await rollOff.click()
  await settle(page)
  const edge = page.getByRole('button', { name: 'North edge' })
  await inView(edge)
  await edge.click()
  // Deployment through the hook: every model along its own edge.
  await deployAlongEdges(tabletop, 3600)
  await settle(page)
  const initiative = page.getByRole('button', { name: 'Roll initiative' })
  await inView(initiative)
  await tabletop.seed('viewport-fg')
  await initiative.click()
  await settle(page)
  await inView(page.getByRole('button', { name: 'Activate' }))
})

test('Frostgrave: on a 48" table every canvas text is 11 px or more, and zoomed out none goes below', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(120_000)
  await tabletop.open()
  // The largest table (FG-2.1) is scaled the most to fit: the sample warbands, a boar, terrain and treasure.
  await tabletop.createTable(
    'frostgrave',
    { tableSize: 48, scenario: { creatures: [{ type: 'Boar', x: 2400, y: 2400 }] } },
    'Viewport 48',
  )
  await expect(page.getByTestId('fg-canvas')).toBeVisible()
  for (const piece of [
    {
      kind: 'blocking',
      name: 'Ruined tower',
      height: 300,
      shape: { type: 'rect', x: 1400, y: 2000, w: 400, h: 400 },
    },
    { kind: 'cover', name: 'Low wall', shape: { type: 'rect', x: 3000, y: 2300, w: 600, h: 60 } },
  ])
    expect((await tabletop.dispatch({ type: 'frostgrave/addTerrain', piece })).ok).toBe(true)
  expect((await tabletop.dispatch({ type: 'frostgrave/finishTerrain' })).ok).toBe(true)
  for (const [x, y] of [
    [800, 1500],
    [2400, 1500],
    [4000, 1500],
    [800, 3300],
    [2400, 3300],
    [4000, 3300],
  ])
    expect((await tabletop.dispatch({ type: 'frostgrave/placeTreasure', x, y })).ok).toBe(true)
  await tabletop.script([20, 1])
  expect((await tabletop.dispatch({ type: 'frostgrave/rollOff' })).ok).toBe(true)
  expect((await tabletop.dispatch({ type: 'frostgrave/chooseEdge', edge: 'north' })).ok).toBe(true)
  await deployAlongEdges(tabletop, 4800)
  await tabletop.seed('viewport-fg48')
  expect((await tabletop.dispatch({ type: 'frostgrave/rollInitiative' })).ok).toBe(true)
  await page
    .getByRole('button', { name: /show the board/ })
    .click({ timeout: 700 })
    .catch(() => undefined)
  await settle(page)
  // At the fit-to-screen scale every mark is shown: both wizards' W, both apprentices' A, the boar's C and
  // the six treasure tokens' $, with the names, terrain labels and all, at 11 px or more.
  await canvasTextReadable(page)
  const shown = async (text: string) =>
    (await canvasTexts(page)).filter((x) => x.text === text && x.drawn === text).length
  expect(await shown('W')).toBe(2)
  expect(await shown('A')).toBe(2)
  expect(await shown('C')).toBe(1)
  expect(await shown('$')).toBe(6)
  // The blocking piece's name and height fit on it at 11 px, wrapped by word (it is 4" square: 48 px).
  expect((await canvasTexts(page)).filter((x) => x.text === 'Ruined tower 3.0"')).toHaveLength(1)
  await nothingCut(page)
  // Zoomed out below fit, nothing is drawn below 11 px either (a mark that would no longer fit on its base
  // at 11 px is left out; the names stay at 11 px).
  const box = (await page.getByTestId('fg-canvas').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 100)
  await settle(page)
  await canvasTextReadable(page)
  await nothingCut(page)
  expect(await shown('W')).toBe(0)
})

test('a turn banner on two lines leaves the board where it was', async ({ tabletop, page }) => {
  // A long table name takes the title its most room, so a long player's name wraps the banner.
  const table = 'An evening table with a name long enough to fill the title'
  const area = async () => (await page.getByTestId('canvas-area').boundingBox())!
  await tabletop.open()
  await tabletop.createTable('chesswarrior', { names: { p1: 'Ann', p2: 'Bo' } }, table)
  const banner = page.locator('.turn-banner')
  await expect(banner).toContainText('Ann')
  const oneLine = await area()
  const line = (await banner.boundingBox())!.height

  await tabletop.open()
  const long = 'Annabelle-Marguerite of the Northern Reaches'
  await tabletop.createTable('chesswarrior', { names: { p1: long, p2: 'Bo' } }, table)
  await expect(banner).toContainText('Annabelle-Marguerite')
  expect((await banner.boundingBox())!.height).toBeGreaterThan(line * 1.5)
  expect(await area()).toEqual(oneLine)
})
