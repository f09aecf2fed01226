/**
 * The readout beside the pointer while a model is dragged (src/ui/systems/frostgrave/canvas/
 * preview-shapes.ts): below right of the pointer, or on its other side where the canvas would cut it off,
 * so the reason for a refused move can always be read.
 */
import type { Page } from '@playwright/test'
import type Konva from 'konva'
import { test, expect } from './fixtures'
import { activateFirst, setUpNewTable } from './frostgrave-setup'

/** The readout's colours: a refused move's and an allowed one's (preview-shapes.ts, drawn at 0.88). */
const REFUSED: Rgb = [0x7f, 0x1d, 0x1d]
const ALLOWED: Rgb = [0x11, 0x18, 0x27]
type Rgb = [number, number, number]

/** The box (page pixels) of the readout's tag on the overlay, found by its `colour` at 0.88. */
function tipBox(page: Page, colour: Rgb) {
  return page.evaluate((colour) => {
    const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
    const stage = Konva.stages[0]!
    const canvas = stage.getLayers().at(-1)!.getNativeCanvasElement()
    // The overlay's canvas covers only what it draws (fitted-layer.ts): read it where it is.
    const page = canvas.getBoundingClientRect()
    const ratio = canvas.width / page.width
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    // The readout's tag is a filled box: its columns and rows hold many pixels of its colour, where the
    // dragged model's label (drawn on the same layer) holds a few.
    const columns = new Array<number>(width).fill(0)
    const rows = new Array<number>(height).fill(0)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4
        if (colour.every((c, k) => Math.abs(data[i + k]! - c) < 6) && Math.abs(data[i + 3]! - 224) < 8) {
          columns[x]!++
          rows[y]!++
        }
      }
    const dense = (counts: number[]) => counts.flatMap((n, i) => (n >= 10 ? [i] : []))
    const [xs, ys] = [dense(columns), dense(rows)]
    const box = {
      left: xs[0] ?? Infinity,
      right: xs.at(-1) ?? -Infinity,
      top: ys[0] ?? Infinity,
      bottom: ys.at(-1) ?? -Infinity,
    }
    const at = (v: number) => v / ratio
    return {
      left: page.left + at(box.left),
      right: page.left + at(box.right),
      top: page.top + at(box.top),
      bottom: page.top + at(box.bottom),
    }
  }, colour)
}

test('a refused move near the canvas edge shows its readout on the pointer’s other side, whole', async ({
  tabletop,
  page,
}) => {
  // Player 1's wizard stands in the middle of its deployment zone on a 36" table.
  await setUpNewTable(tabletop, page, {}, { spots: { 'p0-wizard': [1800, 3300] } })
  await activateFirst(tabletop, page, 'p0-wizard')
  const from = await tabletop.locate('p0-wizard')
  const box = await page.getByTestId('fg-canvas').boundingBox()
  const edge = box!.x + box!.width - 12

  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 })
  // A few pixels from the canvas's right edge, far beyond a move: refused (FG-4.1), the readout is red.
  await page.mouse.move(edge, from.y - 40, { steps: 8 })
  await expect.poll(async () => (await tipBox(page, REFUSED)).right).toBeGreaterThan(0)
  const refused = await tipBox(page, REFUSED)
  expect(refused.right - refused.left).toBeGreaterThan(60)
  expect(refused.right).toBeLessThan(edge)
  expect(refused.left).toBeGreaterThan(box!.x)

  // Back to a short move: allowed, and its readout is below right of the pointer.
  const to = { x: from.x - 40, y: from.y - 60 }
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await expect.poll(async () => (await tipBox(page, ALLOWED)).right).toBeGreaterThan(0)
  const allowed = await tipBox(page, ALLOWED)
  expect(allowed.left).toBeGreaterThan(to.x)
  expect(allowed.top).toBeGreaterThan(to.y)
  expect((await tipBox(page, REFUSED)).right).toBe(-Infinity)
  await page.keyboard.press('Escape')
  await page.mouse.up()
})
