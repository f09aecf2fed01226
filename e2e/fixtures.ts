/**
 * Page object for every e2e spec: opens the app with the automation hook, reads the store's state,
 * seeds or scripts the dice, and drives the canvas through real pointer events at pieces' positions.
 */
import { test as base, expect, type Page } from '@playwright/test'
import type Konva from 'konva'

export interface SessionSnapshot<S = unknown> {
  doc: { id: string; system: string; name: string }
  state: S
  log: { action: { type: string }; rolls: [number, number][]; group: number }[]
  events: { type: string; rule?: string; text: string; dice?: number[] }[][]
  canRedo: boolean
}

/** How `dragPiece` drags: see there. */
export interface DragOptions {
  steps?: number
  watch?: boolean
  midway?: () => Promise<void>
}

export class Tabletop {
  constructor(readonly page: Page) {}

  /** Opens the app (optionally at a hash route) with the automation hook, and waits until it is ready. */
  async open(hash = '#/'): Promise<void> {
    await this.page.goto(`/?automation=1${hash}`)
    await this.page.waitForFunction(
      () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
    )
  }

  async state<T = unknown>(): Promise<{
    ready: boolean
    tables: { id: string; name: string; system: string; commands: number }[]
    session: SessionSnapshot<T> | null
    problems: unknown[]
    settings: Record<string, unknown>
  }> {
    return this.page.evaluate(() => window.__tabletop!.state()) as never
  }

  async session<T = unknown>(): Promise<SessionSnapshot<T>> {
    const s = await this.state<T>()
    if (!s.session) throw new Error('no table is open')
    return s.session
  }

  /** Makes every following roll come from a seeded source (deterministic outcomes). */
  async seed(seed: string): Promise<void> {
    await this.page.evaluate((s) => window.__tabletop!.seed(s), seed)
  }

  /** Makes the following rolls exactly these faces, in order. */
  async script(faces: number[]): Promise<void> {
    await this.page.evaluate((f) => window.__tabletop!.script(f), faces)
  }

  async dispatch(action: unknown): Promise<{ ok: boolean; error?: string }> {
    return this.page.evaluate((a) => window.__tabletop!.dispatch(a), action) as never
  }

  /** Centre of a piece on the canvas, in page coordinates (fails the test if it is not shown). */
  async locate(pieceId: string): Promise<{ x: number; y: number }> {
    await expect.poll(() => this.page.evaluate((id) => window.__tabletop!.locate(id), pieceId)).not.toBeNull()
    return (await this.page.evaluate((id) => window.__tabletop!.locate(id), pieceId))!
  }

  async clickPiece(pieceId: string): Promise<void> {
    const { x, y } = await this.locate(pieceId)
    await this.page.mouse.click(x, y)
  }

  /**
   * The canvases the browser shows for the stage that holds a piece: `drawn`, its layers' and a drag
   * snapshot's; `stills`, the layers shown as bitmaps during a drag (src/ui/canvas/drag-layer.tsx).
   * Without GPU raster Chromium copies every drawn one again on each frame that changes anything, so a
   * board keeps them few (src/ui/README.md); a bitmap that does not change costs nothing.
   */
  async visibleCanvases(pieceId: string): Promise<{ drawn: number; stills: number }> {
    return this.page.evaluate((id) => {
      const { Konva } = window as unknown as { Konva: { stages: Konva.Stage[] } }
      const stage = Konva.stages.find((s) => s.findOne((n: Konva.Node) => n.id() === id))
      if (!stage) throw new Error(`no stage holds ${id}`)
      const shown = [...stage.content.querySelectorAll('canvas')].filter((c) => {
        const style = getComputedStyle(c)
        return style.display !== 'none' && style.visibility !== 'hidden'
      })
      const stills = shown.filter((c) => c.dataset.stillLayer !== undefined).length
      return { drawn: shown.length - stills, stills }
    }, pieceId)
  }

  /**
   * Drags a piece with real pointer events to a page position, in small steps as a hand would. `watch`:
   * while the pointer rests at `to`, the piece's drag snapshot (src/ui/canvas/drag-layer.tsx) is on the page
   * under the pointer, and it is gone after the drop. `midway` runs while the pointer rests there too.
   */
  async dragPiece(
    pieceId: string,
    to: { x: number; y: number },
    { steps = 12, watch = false, midway }: DragOptions = {},
  ): Promise<void> {
    const from = await this.locate(pieceId)
    await this.page.mouse.move(from.x, from.y)
    await this.page.mouse.down()
    await this.page.mouse.move(from.x + 3, from.y + 3, { steps: 2 })
    await this.page.mouse.move(to.x, to.y, { steps })
    if (watch) {
      const box = await this.page.locator(`canvas[data-drag-proxy="${pieceId}"]`).boundingBox()
      expect(box, `the drag snapshot of ${pieceId}`).not.toBeNull()
      expect(to.x).toBeGreaterThanOrEqual(box!.x)
      expect(to.x).toBeLessThanOrEqual(box!.x + box!.width)
      expect(to.y).toBeGreaterThanOrEqual(box!.y)
      expect(to.y).toBeLessThanOrEqual(box!.y + box!.height)
      // The piece itself is where its snapshot is (the locator still finds it mid-drag).
      const at = await this.locate(pieceId)
      expect(Math.abs(at.x - to.x)).toBeLessThan(2)
      expect(Math.abs(at.y - to.y)).toBeLessThan(2)
    }
    await midway?.()
    await this.page.mouse.up()
    if (watch) await expect(this.page.locator('canvas[data-drag-proxy]')).toHaveCount(0)
  }

  /** Drags a piece onto the centre of something the locator knows (a square, a group, a store). */
  async dragOnto(pieceId: string, targetId: string, options?: DragOptions): Promise<void> {
    await this.dragPiece(pieceId, await this.locate(targetId), options)
  }

  /** Starts a new game of a system from the home screen (its set-up form, if any, is left to the caller). */
  async startNewGame(systemName: RegExp | string): Promise<void> {
    await this.page
      .getByRole('button', { name: typeof systemName === 'string' ? `New ${systemName} game` : systemName })
      .click()
  }

  /** Creates a table through the automation hook (as "New game" with default options would) and opens it. */
  async createTable(system: string, options: unknown = {}, name = 'Test table'): Promise<string> {
    const id = await this.page.evaluate(
      ([sys, opts, n]) => window.__tabletop!.create(sys as never, opts, n as string),
      [system, options, name] as const,
    )
    await this.page.goto(`/?automation=1#/table/${id}`)
    await this.page.waitForFunction(
      (tableId) =>
        (window.__tabletop?.state() as { session?: { doc: { id: string } } } | undefined)?.session?.doc.id ===
        tableId,
      id,
    )
    // The game screen is a lazy chunk: until it is drawn, commands change the store unseen, and a hand-over
    // they cause is never shown (the screen mounts on the new turn as a reopened table would).
    await this.page.getByTestId('canvas-area').waitFor({ state: 'attached' })
    return id
  }

  /** The first system whose UI is available, in home-screen order. */
  async anySystem(): Promise<string> {
    const systems = await this.page.evaluate(() => window.__tabletop!.systems())
    const first = ['double-cross', 'dice-roll-party', 'chesswarrior', 'frostgrave'].find((s) =>
      systems.includes(s as never),
    )
    if (!first) throw new Error('no system is available yet')
    return first
  }

  async waitForTable(): Promise<string> {
    await this.page.waitForURL(/#\/table\//)
    await this.page.waitForFunction(
      () => (window.__tabletop?.state() as { session?: unknown } | undefined)?.session,
    )
    return (await this.session()).doc.id
  }

  /** Waits for autosave, reloads the page, and waits until the same table is open again. */
  async reload(): Promise<void> {
    await this.page.evaluate(() => window.__tabletop!.flush())
    await this.page.reload()
    await this.page.waitForFunction(
      () => (window.__tabletop?.state() as { ready?: boolean } | undefined)?.ready === true,
    )
  }
}

export const test = base.extend<{ tabletop: Tabletop }>({
  tabletop: async ({ page }, use) => {
    const errors: string[] = []
    const foreign: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(m.text())) errors.push(m.text())
    })
    // A CSP violation that reaches no console message (an eval probe, a blocked inline style) is still
    // reported as a DOM event: every page of the context, popups included, passes it on.
    await page
      .context()
      .exposeBinding('__reportCspViolation', (_source, text: string) => errors.push(`CSP violation: ${text}`))
    await page.context().addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?(text: string): void })
          .__reportCspViolation
        report?.(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`,
        )
      })
    })
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol))
        foreign.push(r.url())
    })
    await use(new Tabletop(page))
    // An uncaught exception or a CSP violation fails the test, even if its assertions passed;
    // so does any request to another host (the app makes none at run time).
    expect(errors, 'uncaught page errors and CSP violations').toEqual([])
    expect(foreign, 'requests to other hosts').toEqual([])
  },
})

export { expect }

/**
 * Passes the hot-seat hand-over if one covers the board. A hand-over after a roll first waits (the table
 * blocked) until the dice have landed, and that wait follows the store's update by a render: hence the
 * pause before looking. The cover's button is found by its place, so this works in every language.
 * Returns whether there was a cover to pass.
 */
export async function passHandOver(page: Page, pause = 150): Promise<boolean> {
  await page.waitForTimeout(pause)
  await expect(page.getByTestId('hand-over-wait')).toHaveCount(0, { timeout: 15_000 })
  const ready = page.locator('.hand-over button').first()
  if (!(await ready.isVisible().catch(() => false))) return false
  await ready.click()
  return true
}
