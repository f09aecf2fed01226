/**
 * Issue 36: going into review and back never resizes the board, at the laptop's width and on narrower
 * screens (a tablet's 1024 px, a portrait 800 px), in every system: the bar's row holds the same controls
 * live and in review (the moment's chip turns into the banner), so it wraps the same way in both.
 */
import type { Page } from '@playwright/test'
import { test, expect, passHandOver } from './fixtures'

type Action = { type: string }
const legal = (page: Page) => page.evaluate(() => window.__tabletop!.legalActions()) as Promise<Action[]>

const SYSTEMS = [
  ['chesswarrior', { names: { p1: 'Ann', p2: 'Ben' } }],
  ['dice-roll-party', { names: ['Ann', 'Ben'] }],
  ['frostgrave', { playerNames: ['Ann', 'Ben'] }],
  ['double-cross', { cast: 'sample' }],
] as const

for (const [width, height] of [
  [1366, 768],
  [1024, 768],
  [800, 1280],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } })
    for (const [system, options] of SYSTEMS) {
      test(`${system}: live and review show the board at the same size`, async ({ tabletop, page }) => {
        await tabletop.open()
        await tabletop.createTable(system, options, 'Widths')
        await tabletop.seed('timeline-widths')
        for (let n = 0; n < 4; n++) {
          const all = await legal(page)
          const forward = all.filter((a) => !/\/un(place|pick)$/.test(a.type))
          expect((await tabletop.dispatch((forward.length > 0 ? forward : all)[0])).ok).toBe(true)
          await passHandOver(page, 50)
        }
        await page.evaluate(() => window.__tabletop!.flush())
        const board = () => page.getByTestId('canvas-area').boundingBox()
        const bar = page.getByTestId('timeline')
        await expect(bar.getByTestId('timeline-position')).toHaveText('4 / 4')
        const live = await board()
        // Live play shows the moment now where review shows its banner (the same box, quiet).
        await expect(bar.getByTestId('timeline-now')).toHaveText(/^Now: /)
        await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
        await page.screenshot({ path: test.info().outputPath(`${system}-${width}-live.png`) })
        await bar.getByTestId('timeline-back').click()
        await expect(page.getByTestId('timeline-banner')).toBeVisible()
        await expect(page.getByTestId('timeline-banner')).toContainText('Viewing')
        // The banner's text is whole, not cut short, on every width (a narrow bar gives it a row).
        const text = page.getByTestId('timeline-banner').locator('.timeline-banner-text')
        expect(await text.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
        await page.screenshot({ path: test.info().outputPath(`${system}-${width}-review.png`) })
        expect(await board()).toEqual(live)
        await bar.getByTestId('timeline-back').click()
        await expect(bar.getByTestId('timeline-position')).toHaveText('2 / 4')
        expect(await board()).toEqual(live)
        await page.getByTestId('timeline-banner').getByRole('button', { name: 'Back to live' }).click()
        await expect(bar.getByTestId('timeline-position')).toHaveText('4 / 4')
        await expect(bar.getByTestId('timeline-now')).toBeVisible()
        expect(await board()).toEqual(live)
      })
    }
  })
}
