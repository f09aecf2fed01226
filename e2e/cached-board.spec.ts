/**
 * Issue 36: the static parts of a board (Chesswarrior's squares and labels and its clickable squares,
 * Dice Roll Party's mats) are drawn from a bitmap of themselves (src/ui/canvas/cached-group.ts), so a
 * timeline step redraws the pieces, not ~200 board shapes. The bitmap must look exactly like the shapes
 * drawn directly, at the table's own scale and after a zoom, or the board would be blurred or shifted.
 */
import type { Page } from '@playwright/test'
import type Konva from 'konva'
import { test, expect, passHandOver } from './fixtures'
import { play } from './timeline-play'
import { cwPolicy, drive } from './policies'
import type { CwAction, CwState } from '../src/engine/systems/chesswarrior'

type KonvaGlobal = { Konva: typeof Konva }

/** Counts from now on the shapes of a cached group drawn one by one onto their layer, not into its bitmap. */
const countDirectDraws = (page: Page) =>
  page.evaluate(() => {
    const { Konva } = window as unknown as KonvaGlobal
    const proto = Konva.Shape.prototype as unknown as {
      drawScene(this: Konva.Shape, can?: unknown, top?: Konva.Node): unknown
    }
    const draw = proto.drawScene
    const counter = window as unknown as { directDraws: number }
    counter.directDraws = 0
    proto.drawScene = function (can, top) {
      if (!top?.hasName('cached') && this.findAncestor('.cached')) counter.directDraws++
      return draw.call(this, can, top)
    }
  })

/**
 * For each cached group on the page: how far (the largest channel difference, 0–255) its layer's pixels
 * over the group differ between the bitmap and the shapes drawn directly, and the bitmap's pixel ratio
 * against the one the layer needs there. The group is drawn from its bitmap again afterwards.
 */
const bitmapAgainstShapes = (page: Page) =>
  page.evaluate(() => {
    const { Konva } = window as unknown as KonvaGlobal
    const groups = Konva.stages.flatMap((s) => s.find('.cached')) as Konva.Group[]
    return groups.map((g) => {
      const layer = g.getLayer()!
      const canvas = layer.getCanvas()
      const dpr = canvas.getPixelRatio()
      const box = g.getClientRect()
      const read = () => {
        layer.draw()
        const ctx = canvas.getContext()._context as CanvasRenderingContext2D
        const x = Math.max(0, Math.floor(box.x * dpr))
        const y = Math.max(0, Math.floor(box.y * dpr))
        const w = Math.min(canvas.width - x, Math.ceil(box.width * dpr))
        const h = Math.min(canvas.height - y, Math.ceil(box.height * dpr))
        return ctx.getImageData(x, y, w, h).data
      }
      const cache = (
        g as unknown as { _getCanvasCache(): { scene: { pixelRatio: number } } | null }
      )._getCanvasCache()
      const ratio = cache?.scene.pixelRatio ?? 0
      const fromBitmap = read()
      const config = { pixelRatio: ratio }
      g.clearCache()
      const direct = read()
      g.cache(config)
      let worst = 0
      for (let i = 0; i < direct.length; i++) worst = Math.max(worst, Math.abs(direct[i]! - fromBitmap[i]!))
      return { worst, ratio, needed: dpr * g.getAbsoluteScale().x }
    })
  })

for (const system of ['chesswarrior', 'dice-roll-party'] as const) {
  test(`${system}: the board is drawn from its bitmap, as sharp as its shapes, and a timeline step redraws none of it`, async ({
    tabletop,
    page,
  }) => {
    await tabletop.open()
    await tabletop.createTable(system, {}, 'Cached board')
    // Onto the board: Chesswarrior's battle (after the team building), some moves on the mats.
    if (system === 'chesswarrior') {
      await drive<CwState, CwAction>(tabletop, (s) => s.stage === 'play', cwPolicy)
      // The hand-over that follows the last placement may come twice (the Sp roll-off picks the first).
      for (let i = 0; i < 3; i++) await passHandOver(page, 400)
    } else await play(tabletop, page, 6)
    const n = (await tabletop.session()).log.length
    const bar = page.getByTestId('timeline')
    const position = bar.getByTestId('timeline-position')
    // A hot-seat game reviewed while it runs is covered when the moment's player changes (its player view).
    const step = async (id: string, to: number) => {
      await bar.getByTestId(id).click()
      await expect(position).toHaveText(`${to} / ${n}`)
      await passHandOver(page, 50)
    }
    await step('timeline-back', n - 1)

    await countDirectDraws(page)
    await step('timeline-back', n - 2)
    await step('timeline-forward', n - 1)
    await page.evaluate(() => new Promise(requestAnimationFrame))
    expect(await page.evaluate(() => (window as unknown as { directDraws: number }).directDraws)).toBe(0)

    const atTable = await bitmapAgainstShapes(page)
    expect(atTable.length).toBeGreaterThan(0)
    for (const g of atTable) {
      expect(g.ratio).toBeCloseTo(g.needed, 6)
      // Alpha blending in two steps rounds a shade apart at most; a half-pixel shift differs by far more.
      expect(g.worst).toBeLessThanOrEqual(3)
    }

    // Zoomed in: the bitmap is taken again at the new scale before the board is drawn.
    const area = (await page.getByTestId('canvas-area').boundingBox())!
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
    await page.mouse.wheel(0, -240)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as KonvaGlobal).Konva.stages.some((s) => s.scaleX() > 1.05)),
      )
      .toBe(true)
    await page.waitForTimeout(400)
    await page.evaluate(() => new Promise(requestAnimationFrame))
    const zoomed = await bitmapAgainstShapes(page)
    expect(zoomed.length).toBe(atTable.length)
    for (const [i, g] of zoomed.entries()) {
      expect(g.ratio).toBeGreaterThan(atTable[i]!.ratio * 1.05)
      expect(g.ratio).toBeCloseTo(g.needed, 6)
      expect(g.worst).toBeLessThanOrEqual(3)
    }
  })
}
