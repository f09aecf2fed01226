import type { Page } from '@playwright/test'
import { test, expect, passHandOver, type Tabletop } from './fixtures'
import type Konva from 'konva'
import { fgState, pagePoint } from './frostgrave-setup'

interface FgModel {
  id: string
  player: 0 | 1 | null
  status: string
  x: number
  y: number
}
interface FgState {
  stage: string
  size: number
  models: FgModel[]
  treasures: unknown[]
  terrain?: { id: string; kind: string; height: number; shape: { type: string } }[]
  rollOff: { winner: 0 | 1 } | null
  deploying: 0 | 1
  edges: ['north' | 'south', 'north' | 'south'] | null
  turn: { first: 0 | 1; activation: { leader: string } | null }
}

const state = (page: Page): Promise<FgState> => fgState<FgState>(page)

test('build a warband, set up a 36" table, place treasure, deploy, measure and move; reload resumes', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.startNewGame('Frostgrave')

  // FG-1: build a warband from scratch in the builder.
  await page
    .getByTestId('warband-slot-0')
    .getByRole('combobox', { name: 'Choose a warband' })
    .selectOption('new')
  const builder = page.getByTestId('warband-builder')
  await expect(builder).toBeVisible()
  await expect(page.getByTestId('warband-problems')).toContainText('FG-1.2')
  await builder.locator('input[name="warband-name"]').fill('Frost Seekers')
  await builder.locator('input[name="wizard-name"]').fill('Ysra')
  for (const spell of [
    'Elemental Bolt',
    'Elemental Shield',
    'Wall',
    'Fleet Feet',
    'Telekinesis',
    'Leap',
    'Bone Dart',
    'Heal',
  ]) {
    await builder.getByLabel(new RegExp(`^${spell} \\(`)).check()
  }
  await builder.getByRole('button', { name: '+ Soldier' }).click()
  await builder.getByRole('button', { name: '+ Soldier' }).click()
  await builder.getByRole('combobox', { name: 'Soldier type' }).nth(1).selectOption('Knight')
  await expect(page.getByTestId('budget')).toContainText('120 / 500 gc (380 left)')
  await expect(page.getByTestId('warband-problems')).toContainText('Legal warband')
  // An over-budget warband is refused with its rule ID.
  for (let i = 0; i < 4; i++) await builder.getByRole('button', { name: '+ Soldier' }).click()
  for (let i = 2; i < 6; i++)
    await builder.getByRole('combobox', { name: 'Soldier type' }).nth(i).selectOption('Knight')
  await expect(page.getByTestId('warband-problems')).toContainText('FG-1.3')
  await expect(page.getByTestId('create-game')).toBeDisabled()
  for (let i = 0; i < 4; i++) await builder.getByRole('button', { name: 'Remove' }).last().click()
  await expect(page.getByTestId('create-game')).toBeEnabled()
  await page.locator('input[name="table-size"][value="36"]').check()
  await page.getByTestId('create-game').click()
  await tabletop.waitForTable()
  await passHandOver(page)

  // FG-2.2: terrain preset, then treasure; an illegal spot is refused with its reason.
  await page.getByRole('button', { name: 'Ruined square' }).click()
  await page.getByRole('button', { name: 'Terrain done' }).click()
  let s = await state(page)
  expect(s.stage).toBe('treasure')
  await passHandOver(page)
  const bad = await pagePoint(page, { x: 1800, y: 500 }, s.size)
  await page.mouse.click(bad.x, bad.y)
  await expect(page.getByTestId('fg-message')).toContainText('FG-2.2')
  for (const [x, y] of [
    [300, 1200],
    [1000, 1200],
    [1700, 1200],
    [2400, 1200],
    [3100, 1200],
    [1700, 2000],
  ] as const) {
    await passHandOver(page)
    const placed = (await state(page)).treasures.length
    const p = await pagePoint(page, { x, y }, s.size)
    await page.mouse.click(p.x, p.y)
    await expect.poll(async () => (await state(page)).treasures.length).toBe(placed + 1)
  }
  s = await state(page)
  expect(s.treasures).toHaveLength(6)
  expect(s.stage).toBe('rollOff')

  // FG-2.3: roll-off with seeded dice, the winner takes the south edge and deploys first.
  await tabletop.seed('frostgrave-e2e')
  await passHandOver(page)
  await page.getByRole('button', { name: /Roll off/ }).click()
  await passHandOver(page)
  await page.getByRole('button', { name: 'South edge' }).click()
  s = await state(page)
  const first = s.rollOff!.winner
  expect(s.deploying).toBe(first)
  // Deploy two models by hand (reserve button, then a click in the zone) …
  await passHandOver(page)
  const mine = s.models.filter((m) => m.player === first)
  for (const [i, m] of mine.slice(0, 2).entries()) {
    await page.getByTestId(`reserve-${m.id}`).click()
    const p = await pagePoint(page, { x: 1500 + i * 300, y: 3600 - 300 }, s.size)
    await page.mouse.click(p.x, p.y)
  }
  // … a click outside the zone is refused (FG-2.3) …
  await page.getByTestId(`reserve-${mine[2]!.id}`).click()
  const outside = await pagePoint(page, { x: 1800, y: 1800 }, s.size)
  await page.mouse.click(outside.x, outside.y)
  await expect(page.getByTestId('fg-message')).toContainText('FG-2.3')
  // … and the rest quickly through the automation hook, to reach play.
  s = await state(page)
  for (const player of [first, 1 - first]) {
    const edgeY = s.edges![player] === 'south' ? 3600 - 150 : 150
    let i = 0
    for (const m of s.models.filter((x) => x.player === player && x.status === 'reserve')) {
      const r = await tabletop.dispatch({
        type: 'frostgrave/deploy',
        model: m.id,
        x: 300 + i++ * 250,
        y: edgeY,
      })
      expect(r.ok).toBe(true)
    }
  }
  s = await state(page)
  expect(s.stage).toBe('play')

  // FG-3.1 initiative, then activate the wizard of the side that goes first.
  await passHandOver(page)
  await page.getByRole('button', { name: 'Roll initiative' }).click()
  await passHandOver(page)
  s = await state(page)
  const wizard = `p${s.turn.first}-wizard`
  await page.getByRole('button', { name: 'Activate' }).click()
  await passHandOver(page)
  s = await state(page)
  expect(s.turn.activation?.leader).toBe(wizard)

  // FG-2.5: the ruler measures base edge to base edge between two models.
  await page.getByRole('button', { name: /Ruler/ }).click()
  const a = await tabletop.locate(wizard)
  const b = await tabletop.locate(`p${s.turn.first}-apprentice`)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 6 })
  await expect(page.getByTestId('fg-readout')).toContainText('(FG-2.6)')
  await expect(page.getByTestId('fg-readout')).toContainText('in line of sight')
  await page.mouse.up()
  await page.getByRole('button', { name: /Ruler/ }).click()

  // FG-4.1: an over-long move (9") is refused and snaps back, with the reason.
  const w0 = s.models.find((m) => m.id === wizard)!
  const north = s.edges![s.turn.first] === 'south' ? -1 : 1
  const from = await tabletop.locate(wizard)
  const far = await pagePoint(page, { x: w0.x, y: w0.y + north * 900 }, s.size)
  await tabletop.dragPiece(wizard, far)
  await expect(page.getByTestId('fg-message')).toContainText('FG-4.1')
  s = await state(page)
  expect(s.models.find((m) => m.id === wizard)).toMatchObject({ x: w0.x, y: w0.y })
  expect(await tabletop.locate(wizard)).toEqual(from)

  // A legal 4" move with a real pointer drag: the distance is shown while dragging and logged. Another
  // model is selected first, so picking the wizard up selects it mid-drag.
  await tabletop.clickPiece(`p${s.turn.first}-apprentice`)
  const to = await pagePoint(page, { x: w0.x, y: w0.y + north * 400 }, s.size)
  const start = await tabletop.locate(wizard)
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 2, start.y + 2, { steps: 2 })
  await page.mouse.move(to.x, to.y, { steps: 10 })
  await expect(page.getByTestId('fg-readout')).toContainText('of 6"')
  // The wizard rides on the preview's layer (redrawn on every move anyway) under the pointer: no snapshot
  // is made for it (src/ui/canvas/drag-layer.tsx).
  const held = await tabletop.locate(wizard)
  expect(Math.abs(held.x - to.x)).toBeLessThan(2)
  expect(Math.abs(held.y - to.y)).toBeLessThan(2)
  await expect(page.locator('canvas[data-drag-proxy]')).toHaveCount(0)
  // It is drawn from an image of itself, taken again once it is selected: its ring is the selection's
  // amber (#f59e0b), not the acting model's yellow it had when picked up.
  const ringPixels = (colour: [number, number, number]) =>
    page.evaluate(
      ({ at, colour }) => {
        const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
        const stage = Konva.stages[0]!
        const canvas = stage.getLayers().at(-1)!.getNativeCanvasElement()
        // The overlay's canvas covers only what it draws (fitted-layer.ts): read it where it is.
        const box = canvas.getBoundingClientRect()
        const ratio = canvas.width / box.width
        const [x, y] = [(at.x - box.left - 30) * ratio, (at.y - box.top - 30) * ratio]
        const data = canvas.getContext('2d')!.getImageData(x, y, 60 * ratio, 60 * ratio).data
        let n = 0
        for (let i = 0; i < data.length; i += 4)
          if (colour.every((c, k) => Math.abs(data[i + k]! - c) < 14) && data[i + 3]! > 200) n++
        return n
      },
      { at: held, colour },
    )
  expect(await ringPixels([0xf5, 0x9e, 0x0b])).toBeGreaterThan(20)
  expect(await ringPixels([0xfa, 0xcc, 0x15])).toBe(0)
  // The table, which the drag does not redraw, is shown as a bitmap of itself; taken again after the
  // selection's render (the apprentice's ring is gone), so it shows the table as it is now.
  expect(await tabletop.visibleCanvases(wizard)).toEqual({ drawn: 1, stills: 1 })
  // The preview's canvas follows the model by a CSS transform on a layer of its own, so a move does not
  // repaint the page around it.
  const previewWillChange = await page.evaluate(() => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    return getComputedStyle(Konva.stages[0]!.getLayers().at(-1)!.getNativeCanvasElement()).willChange
  })
  expect(previewWillChange).toBe('transform')
  const stillDiffers = await page.evaluate(() => {
    const still = document.querySelector<HTMLCanvasElement>('canvas[data-still-layer]')!
    const table = still.previousElementSibling as HTMLCanvasElement
    const copy = document.createElement('canvas')
    copy.width = still.width
    copy.height = still.height
    const context = copy.getContext('2d')!
    context.drawImage(still, 0, 0)
    const a = context.getImageData(0, 0, copy.width, copy.height).data
    const b = table.getContext('2d')!.getImageData(0, 0, table.width, table.height).data
    let n = 0
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++
    return n
  })
  expect(stillDiffers).toBe(0)
  await page.mouse.up()
  await expect(page.locator('canvas[data-still-layer]')).toHaveCount(0)
  s = await state(page)
  const moved = s.models.find((m) => m.id === wizard)!
  // One screen pixel is about 5 hundredths of an inch at this zoom.
  expect(Math.abs(moved.y - w0.y)).toBeGreaterThan(370)
  expect(Math.abs(moved.y - w0.y)).toBeLessThan(430)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByText(/moves [34](\.\d+)?" of a full move/).first()).toBeVisible()

  // Reload resumes exactly.
  const before = await state(page)
  await tabletop.reload()
  await tabletop.waitForTable()
  expect(await state(page)).toEqual(before)
})

/**
 * A new 24" table at its terrain stage, with one rectangle of terrain drawn by mouse (4"–8" × 4"–7");
 * the Rectangle tool is left on. Returns the table's size in hundredths of an inch.
 */
async function newTableWithRectangle(tabletop: Tabletop, page: Page, kind?: string): Promise<number> {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 24 })
  await passHandOver(page)
  const size = 2400
  if (kind) await page.getByRole('combobox', { name: 'Terrain kind' }).selectOption(kind)
  await page.getByRole('button', { name: 'Rectangle' }).click()
  const a = await pagePoint(page, { x: 400, y: 400 }, size)
  const b = await pagePoint(page, { x: 800, y: 700 }, size)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (await state(page)).terrain?.length).toBe(1)
  return size
}

test('terrain: draw a rectangle and an outline, select and remove a piece, zoom with the wheel', async ({
  tabletop,
  page,
}) => {
  const size = await newTableWithRectangle(tabletop, page, 'rough')
  const rect = (await state(page)).terrain![0]!
  expect(rect.kind).toBe('rough')
  expect(rect.shape.type).toBe('rect')

  await page.getByRole('combobox', { name: 'Terrain kind' }).selectOption('blocking')
  await page.getByRole('button', { name: 'Outline' }).click()
  for (const p of [
    { x: 1200, y: 1200 },
    { x: 1600, y: 1200 },
    { x: 1400, y: 1600 },
  ]) {
    const q = await pagePoint(page, p, size)
    await page.mouse.click(q.x, q.y)
  }
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await state(page)).terrain?.length).toBe(2)
  expect((await state(page)).terrain![1]).toMatchObject({ kind: 'blocking', height: 300 })

  await page.getByRole('button', { name: 'Outline' }).click()
  const inside = await pagePoint(page, { x: 600, y: 550 }, size)
  await page.mouse.click(inside.x, inside.y)
  await page.getByRole('button', { name: 'Remove piece' }).click()
  await expect.poll(async () => (await state(page)).terrain?.length).toBe(1)

  // Zoom: the wheel scales the table around the pointer.
  const before = (await page.getByTestId('fg-canvas').boundingBox())!
  const centre = { x: before.x + before.width / 2, y: before.y + before.height / 2 }
  await page.mouse.move(centre.x, centre.y)
  const locBefore = await page.evaluate(() => window.__tabletop!.locate('terrain:k2'))
  await page.mouse.wheel(0, -300)
  await expect
    .poll(async () => JSON.stringify(await page.evaluate(() => window.__tabletop!.locate('terrain:k2'))))
    .not.toBe(JSON.stringify(locBefore))
})

type PagePoint = { x: number; y: number }
/** Two page points within a pixel and a half. */
const near = (p: PagePoint, q: PagePoint) => Math.abs(p.x - q.x) < 1.5 && Math.abs(p.y - q.y) < 1.5
const at = (p: PagePoint, dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy })
/** Waits until `piece` is shown within a pixel and a half of `p`. */
const shownNear = (tabletop: Tabletop, piece: string, p: PagePoint) =>
  expect.poll(async () => near(await tabletop.locate(piece), p)).toBe(true)
/** Where `p` is shown once the table is scaled `k` times about `c`. */
const scaledAbout = (c: PagePoint, p: PagePoint, k: number) => ({
  x: c.x + (p.x - c.x) * k,
  y: c.y + (p.y - c.y) * k,
})
/** A new table with one rectangle of terrain, the select tool back on: the rectangle's piece id. */
async function rectanglePiece(tabletop: Tabletop, page: Page): Promise<string> {
  await newTableWithRectangle(tabletop, page)
  await page.getByRole('button', { name: 'Rectangle' }).click()
  return `terrain:${(await state(page)).terrain![0]!.id}`
}
/** The canvases' CSS transform: empty once a pan or zoom is drawn anew (use-zoom-pan.ts). */
const canvasesTransform = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>('.konvajs-content')!.style.transform)

/**
 * Counts, from now on, the draws of the layer that holds `piece` (Konva's `draw` event); the count is read
 * with `drawsOf`. A pan or zoom is drawn anew once: a second draw of the same picture doubled the cost of
 * letting go on a heavy table (use-zoom-pan.ts).
 */
async function countDraws(page: Page, piece: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as { Konva: { stages: Konva.Stage[] }; __draws: number }
    const node = w.Konva.stages.map((s) => s.findOne((n: Konva.Node) => n.id() === id)).find(Boolean)
    const layer = node!.getLayer()!
    w.__draws = 0
    layer.off('draw.e2e')
    layer.on('draw.e2e', () => void w.__draws++)
  }, piece)
}
/** The draws counted since `countDraws`, once a few frames have passed with nothing more to draw. */
async function drawsOf(page: Page): Promise<number> {
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
  )
  return page.evaluate(() => (window as unknown as { __draws: number }).__draws)
}

test('pan and zoom: the table follows the middle button and the wheel, then is drawn anew where it was shown', async ({
  tabletop,
  page,
}) => {
  const piece = await rectanglePiece(tabletop, page)

  // Mid-pan the table as drawn follows the pointer (moved whole, or drawn anew where it now is).
  const p0 = await tabletop.locate(piece)
  const box = (await page.getByTestId('fg-canvas').boundingBox())!
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(grab.x + 120, grab.y + 60, { steps: 6 })
  await shownNear(tabletop, piece, at(p0, 120, 60))
  await page.mouse.up({ button: 'middle' })
  // Let go, the stage is drawn at its new place: the canvases are back in their box, the piece stays put
  // and a click there finds it.
  await expect.poll(() => canvasesTransform(page)).toBe('')
  const p1 = await tabletop.locate(piece)
  expect(near(p1, at(p0, 120, 60))).toBe(true)
  await page.mouse.click(p1.x, p1.y)
  await expect(page.getByRole('button', { name: 'Remove piece' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The wheel zooms about the pointer: three steps up scale the table 1.1³ there, first as drawn, then
  // drawn anew at the new scale, where a click still finds the piece.
  const q = { x: p1.x - 60, y: p1.y + 40 }
  await page.mouse.move(q.x, q.y)
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100)
  const zoomed = scaledAbout(q, p1, 1.331)
  await shownNear(tabletop, piece, zoomed)
  await expect.poll(() => canvasesTransform(page)).toBe('')
  expect(near(await tabletop.locate(piece), zoomed)).toBe(true)
  await page.mouse.click(zoomed.x, zoomed.y)
  await expect(page.getByRole('button', { name: 'Remove piece' })).toBeVisible()
  const p1z = await tabletop.locate(piece)

  // One step of a pan, and one of the wheel, are each drawn once (this light table is drawn every frame).
  await page.keyboard.press('Escape')
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down({ button: 'middle' })
  await countDraws(page, piece)
  await page.mouse.move(grab.x + 30, grab.y)
  await page.mouse.up({ button: 'middle' })
  expect(await drawsOf(page)).toBe(1)
  await countDraws(page, piece)
  await page.mouse.wheel(0, 100)
  expect(await drawsOf(page)).toBe(1)
  // Back as it was: zoomed in about the same point, panned back.
  await page.mouse.wheel(0, -100)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.up({ button: 'middle' })
  await shownNear(tabletop, piece, p1z)

  // Let go outside the table: the table follows the pointer up to the table's edge, and the pan ends
  // with the button let go there; back over the table, the pointer moves nothing.
  const edge = box.x + box.width - 10
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(edge, grab.y, { steps: 4 })
  await page.mouse.move(box.x + box.width + 100, grab.y)
  await page.mouse.up({ button: 'middle' })
  const p2 = at(p1z, edge - grab.x, 0)
  await shownNear(tabletop, piece, p2)
  await page.mouse.move(grab.x, grab.y + 50, { steps: 3 })
  await page.mouse.move(grab.x - 80, grab.y + 50, { steps: 3 })
  expect(near(await tabletop.locate(piece), p2)).toBe(true)

  // The zoom buttons, in view at 1366×768, name the wheel and the pan; they zoom about the table's centre
  // (two wheel notches, 1.21×), as + and − do, and "Fit the table" (or 0) shows it as it first was.
  const zoom = page.getByRole('group', { name: /Wheel or \+ − zooms · middle button or Space \+ drag pans/ })
  await expect(zoom).toBeInViewport({ ratio: 1 })
  const content = (await page.locator('.konvajs-content').boundingBox())!
  const centre = { x: content.x + content.width / 2, y: content.y + content.height / 2 }
  const about = (p: PagePoint, k: number) => scaledAbout(centre, p, k)
  await zoom.getByRole('button', { name: 'Zoom in' }).click()
  await shownNear(tabletop, piece, about(p2, 1.21))
  await page.keyboard.press('-')
  await shownNear(tabletop, piece, p2)
  await zoom.getByRole('button', { name: 'Zoom out' }).click()
  await shownNear(tabletop, piece, about(p2, 1 / 1.21))
  await zoom.getByRole('button', { name: 'Fit the table' }).click()
  await shownNear(tabletop, piece, p0)
  await expect.poll(() => canvasesTransform(page)).toBe('')
  await page.keyboard.press('+')
  await shownNear(tabletop, piece, about(p0, 1.21))
  await page.keyboard.press('0')
  await shownNear(tabletop, piece, p0)

  // Space over the table is the pan's, also just after a button was clicked: it does not press the button
  // that kept the focus (here a second zoom), and Space + drag pans.
  await zoom.getByRole('button', { name: 'Zoom in' }).click()
  await expect(zoom.getByRole('button', { name: 'Zoom in' })).toBeFocused()
  await shownNear(tabletop, piece, about(p0, 1.21))
  // Read once the zoom is drawn anew (between the new scale's commit and the frame that takes the
  // transform away, the stage is read at its new scale through the old transform).
  await expect.poll(() => canvasesTransform(page)).toBe('')
  const zoomedIn = await tabletop.locate(piece)
  expect(near(zoomedIn, about(p0, 1.21))).toBe(true)
  await page.mouse.move(grab.x, grab.y)
  await page.keyboard.press('Space')
  await page.waitForTimeout(300)
  expect(near(await tabletop.locate(piece), zoomedIn)).toBe(true)
  await page.keyboard.down('Space')
  await page.mouse.down()
  await page.mouse.move(grab.x - 50, grab.y - 30, { steps: 5 })
  await page.mouse.up()
  await page.keyboard.up('Space')
  const spaced = at(zoomedIn, -50, -30)
  await shownNear(tabletop, piece, spaced)
  await page.waitForTimeout(300)
  expect(near(await tabletop.locate(piece), spaced)).toBe(true)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('pinch: two fingers zoom the table about their centre; let go, it is drawn anew there', async ({
    tabletop,
    page,
  }) => {
    const piece = await rectanglePiece(tabletop, page)
    const p0 = await tabletop.locate(piece)
    // Fingers below the piece, on the bare table.
    const c = { x: p0.x, y: p0.y + 120 }
    const fingers = (d: number) => [
      { x: c.x - d, y: c.y, id: 1 },
      { x: c.x + d, y: c.y, id: 2 },
    ]
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) })
    for (let d = 45; d <= 80; d += 5)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) })
    // The pinch is taken from its first move (fingers 90 px apart) to its last (160 px).
    const k = 160 / 90
    const zoomed = scaledAbout(c, p0, k)
    await shownNear(tabletop, piece, zoomed)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => canvasesTransform(page)).toBe('')
    expect(near(await tabletop.locate(piece), zoomed)).toBe(true)
  })
})

test('group activation: pick soldiers within 3", activate, every member moves first, actions left shown', async ({
  tabletop,
  page,
}) => {
  await tabletop.open()
  await tabletop.createTable('frostgrave', { tableSize: 24 })
  // Reach play quickly through the automation hook (set-up is covered by the first test).
  await tabletop.seed('groups')
  const steps: unknown[] = [{ type: 'frostgrave/finishTerrain' }]
  for (const [x, y] of [
    [100, 900],
    [700, 900],
    [1300, 900],
    [1900, 900],
    [100, 1500],
    [700, 1500],
  ])
    steps.push({ type: 'frostgrave/placeTreasure', x, y })
  steps.push({ type: 'frostgrave/rollOff' })
  for (const a of steps) expect((await tabletop.dispatch(a)).ok).toBe(true)
  expect((await tabletop.dispatch({ type: 'frostgrave/chooseEdge', edge: 'south' })).ok).toBe(true)
  let s = await state(page)
  for (const player of [s.deploying, 1 - s.deploying]) {
    const y = s.edges![player] === 'south' ? 2400 - 200 : 200
    let i = 0
    for (const m of s.models.filter((x) => x.player === player)) {
      expect(
        (await tabletop.dispatch({ type: 'frostgrave/deploy', model: m.id, x: 200 + i++ * 110, y })).ok,
      ).toBe(true)
    }
  }
  expect((await tabletop.dispatch({ type: 'frostgrave/rollInitiative' })).ok).toBe(true)
  s = await state(page)
  const p = s.turn.first
  await passHandOver(page)

  // The wizard leads; its soldiers within 3" are offered; pick two.
  await page.getByTestId(`leader-p${p}-wizard`).click()
  const boxes = page.locator('.fg-group input[type="checkbox"]')
  await expect(boxes.first()).toBeVisible()
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await page.getByRole('button', { name: 'Activate' }).click()
  s = await state(page)
  const members = (s.turn.activation as unknown as { members: { id: string }[] }).members.map((m) => m.id)
  expect(members).toHaveLength(3)
  expect(members[0]).toBe(`p${p}-wizard`)
  await expect(page.getByRole('button', { name: /2 actions/ })).toHaveCount(3)

  // FG-3.4: the wizard moves, then cannot take a second action before the group has moved.
  const w = s.models.find((m) => m.id === `p${p}-wizard`)!
  const dir = s.edges![p] === 'south' ? -1 : 1
  await tabletop.dragPiece(`p${p}-wizard`, await pagePoint(page, { x: w.x, y: w.y + dir * 300 }, 2400))
  await expect
    .poll(async () => (await state(page)).models.find((m) => m.id === `p${p}-wizard`)!.y)
    .not.toBe(w.y)
  await tabletop.dragPiece(`p${p}-wizard`, await pagePoint(page, { x: w.x, y: w.y + dir * 400 }, 2400))
  await expect(page.getByTestId('fg-message')).toContainText('FG-3.4')
  await page.getByRole('button', { name: 'End activation' }).click()
  s = await state(page)
  expect(s.turn.activation).toBeNull()
})
