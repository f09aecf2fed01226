/**
 * Issue 36: going into review and back never resizes the board, at the laptop's width and on narrower
 * screens (a tablet's 1024 px, a portrait 800 px), in every system: the bar's row holds the same controls
 * live and in review (the moment's chip turns into the banner), so it wraps the same way in both.
 */
import { test, expect } from './fixtures'
import { play, TIMELINE_SYSTEMS as SYSTEMS } from './timeline-play'

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
        await play(tabletop, page, 4)
        const board = () => page.getByTestId('canvas-area').boundingBox()
        const bar = page.getByTestId('timeline')
        await expect(bar.getByTestId('timeline-position')).toHaveText('4 / 4')
        const live = await board()
        // Live play shows the moment now where review shows its banner (the same box, quiet).
        const now = await bar.getByTestId('timeline-now').innerText()
        expect(now).toMatch(/^(the set-up|the start|turn \d|round \d|scene \d|Pre-game|.+ phase)/)
        await expect(page.getByTestId('timeline-banner')).toHaveCount(0)
        await page.screenshot({ path: test.info().outputPath(`${system}-${width}-live.png`) })
        await bar.getByTestId('timeline-back').click()
        await expect(page.getByTestId('timeline-banner')).toBeVisible()
        await expect(page.getByTestId('timeline-banner')).toContainText('Viewing')
        // A moment's name this short is whole at every width (a narrow bar gives the banner a row).
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
