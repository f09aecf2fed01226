/**
 * The computer opponent in real Chromium (issue 16), against the production build and its CSP: a person
 * plays Chesswarrior and Dice Roll Party against the computer (easy), set up on the new-game form and
 * played with the mouse — buttons, clicks on the board's pieces and real pointer drags. Checked along the
 * way: the computer moves on its own (no hand-over screen), its seat is named "Computer (easy)", the
 * "thinking" status shows over the board without moving the layout, the main thread has no task over
 * 100 ms while the computer thinks (the search runs in a Worker), and after a reload in the middle of the
 * game the computer takes up its turn again.
 *
 * A task's length is its CPU time on the page's main thread, read from a Chromium trace: the machines that
 * run this suite are shared, and there a task of a few milliseconds can take 100–300 ms of wall-clock time
 * while the system runs other processes (measured: 230 ms wall for 9 ms of CPU). Wall-clock long tasks in
 * the windows are reported beside, with what ran in them (long animation frames), when the check fails.
 */
import type { Page } from '@playwright/test'
import { test, expect, type Tabletop } from './fixtures'
import { chesswarrior, type CwState } from '../src/engine/systems/chesswarrior'
import {
  diceRollParty,
  legalActions as drpLegalActions,
  type Action as DrpAction,
  type State as DrpState,
} from '../src/engine/systems/dice-roll-party'

interface Span {
  start: number
  end: number
}
/** A long animation frame's scripts: what ran in it, for the failure message (where a long task came from). */
interface Frame extends Span {
  scripts: string[]
  /** The thinking window it fell in. */
  thinking?: Span
}
/** The status line as first seen: its box and position, the board area's box, its text. */
interface StatusSeen {
  box: { x: number; y: number; right: number; bottom: number }
  area: { x: number; y: number; width: number; height: number }
  position: string
  thinking: boolean
  text: string
}
type Watch = {
  /** A performance mark made when the page loaded: ties the page's clock to the trace's. */
  clock: { name: string; at: number }
  /** The status line's first showing on this page (it may come and go between two polls). */
  status: StatusSeen | null
  frames: Frame[]
  thinking: Span[]
  open: number | null
  settled: number
}

/**
 * From the first script on, records the windows in which the computer is thinking — from its status gaining
 * `data-thinking` to losing it (the worker's answer has arrived) — and the long animation frames.
 */
async function watchMainThread(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __watch: Watch }
    const name = `tabletop-clock/${Math.random()}`
    const mark = performance.mark(name)
    w.__watch = {
      clock: { name, at: mark.startTime },
      status: null,
      frames: [],
      thinking: [],
      open: null,
      settled: 0,
    }
    // Long animation frames name the scripts that ran in them (invoker, source, function, duration).
    type Script = {
      invoker: string
      sourceURL: string
      sourceFunctionName: string
      sourceCharPosition: number
      duration: number
      forcedStyleAndLayoutDuration: number
    }
    type LoAF = PerformanceEntry & { scripts: Script[]; renderStart: number; styleAndLayoutStart: number }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LoAF[])
        if (e.duration > 100)
          w.__watch.frames.push({
            start: e.startTime,
            end: e.startTime + e.duration,
            scripts: [
              `render ${Math.round(e.startTime + e.duration - (e.renderStart || e.startTime + e.duration))} ms, ` +
                `style+layout ${Math.round(e.startTime + e.duration - (e.styleAndLayoutStart || e.startTime + e.duration))} ms`,
              ...e.scripts.map(
                (x) =>
                  `${Math.round(x.duration)} ms ${x.invoker} ${x.sourceFunctionName} ` +
                  `${x.sourceURL.split('/').pop()}:${x.sourceCharPosition} (forced layout ${Math.round(x.forcedStyleAndLayoutDuration)} ms)`,
              ),
            ],
          })
    }).observe({ type: 'long-animation-frame', buffered: true })
    const check = () => {
      const on = document.querySelector('[data-testid="computer-status"][data-thinking]') !== null
      const watch = w.__watch
      const status = document.querySelector('[data-testid="computer-status"]')
      const board = document.querySelector('[data-testid="canvas-area"]')
      if (status && board && watch.status === null) {
        const box = status.getBoundingClientRect()
        const area = board.getBoundingClientRect()
        watch.status = {
          box: { x: box.x, y: box.y, right: box.right, bottom: box.bottom },
          area: { x: area.x, y: area.y, width: area.width, height: area.height },
          position: getComputedStyle(status).position,
          thinking: status.hasAttribute('data-thinking'),
          text: status.textContent ?? '',
        }
      }
      if (on && watch.open === null) watch.open = performance.now()
      else if (!on && watch.open !== null) {
        watch.thinking.push({ start: watch.open, end: performance.now() })
        watch.open = null
      }
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/**
 * Reduced motion: moves land without tweens or tumbling dice, so what the main thread does while the
 * computer thinks is the page's own idle work, not animation frames (on a loaded machine a frame alone can
 * pass 100 ms). The search's cost is what is measured.
 */
async function calmPage(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

/** One top-level task of the page's main thread in the trace: when (trace clock, µs), wall and CPU ms. */
interface TracedTask {
  ts: number
  wall: number
  cpu: number
}

/**
 * A Chromium trace of every top-level task (`toplevel`) and the page's clock marks (`blink.user_timing`)
 * from now until `stop`: the main thread's tasks longer than 50 ms (wall or CPU) and where each mark fell.
 */
async function traceMainThread(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const mainThreads = new Set<string>()
  const tasks: (TracedTask & { thread: string })[] = []
  const marks = new Map<string, number>()
  type TraceEvent = {
    ph: string
    name: string
    cat: string
    pid: number
    tid: number
    ts: number
    dur?: number
    tdur?: number
    args?: { name?: string }
  }
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const e of value as unknown as TraceEvent[]) {
      const thread = `${e.pid}/${e.tid}`
      if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        mainThreads.add(thread)
      else if (e.cat.includes('blink.user_timing') && e.name.startsWith('tabletop-clock/'))
        marks.set(e.name, e.ts)
      else if (
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        (e.dur! > 50_000 || e.tdur! > 50_000)
      )
        tasks.push({ thread, ts: e.ts, wall: e.dur! / 1000, cpu: (e.tdur ?? e.dur!) / 1000 })
    }
  })
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      recordMode: 'recordAsMuchAsPossible',
      includedCategories: ['toplevel', 'blink.user_timing'],
    },
  })
  return {
    async stop(): Promise<{ tasks: TracedTask[]; marks: Map<string, number> }> {
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done))
      await cdp.send('Tracing.end')
      await complete
      await cdp.detach()
      return { tasks: tasks.filter((t) => mainThreads.has(t.thread)), marks }
    },
  }
}
type Trace = Awaited<ReturnType<typeof traceMainThread>>

/** What one page load saw: the windows in which the computer thought, and the long frames in them. */
interface Seen {
  windows: Span[]
  clock: Watch['clock']
  /** Long animation frames (wall clock) that began in a window: what ran. */
  frames: Frame[]
}

/** The thinking windows of this page load, and the long animation frames that began in them. */
async function thinkingWindows(page: Page): Promise<Seen> {
  const watch = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch)
  // A load's own work (the board's chunks, fonts, first paint) is not the computer's: windows count from
  // the moment the reloaded page first went idle.
  const windows = [
    ...watch.thinking,
    ...(watch.open === null ? [] : [{ start: watch.open, end: Infinity }]),
  ].filter((w) => w.start >= watch.settled)
  const frames = watch.frames
    .filter((f) => windows.some((w) => f.start >= w.start && f.start < w.end))
    .map((f) => ({ ...f, thinking: windows.find((w) => f.start >= w.start && f.start < w.end) }))
  return { windows, clock: watch.clock, frames }
}

/**
 * Reloads in the middle of the game while the computer is to move (the page's watch is read first: a load
 * starts a fresh one); the table comes back with nothing lost, and the caller checks the computer goes on.
 */
async function reloadMidGame(tabletop: Tabletop, page: Page, seen: Seen[]): Promise<void> {
  seen.push(await thinkingWindows(page))
  const before = (await tabletop.session()).log.length
  await tabletop.reload()
  await tabletop.waitForTable()
  await page.locator('[data-testid="canvas-area"] canvas').first().waitFor()
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => {
          ;(window as unknown as { __watch: Watch }).__watch.settled = performance.now()
          done()
        }),
      ),
  )
  expect((await tabletop.session()).log.length).toBeGreaterThanOrEqual(before)
}

/**
 * The test's own reads of the table (`__tabletop.state()` copies the whole log through JSON: real
 * main-thread work) wait until the computer is not thinking, and happen in one task with that check, so
 * the harness never adds a task to the windows it measures.
 */
function readOnlyWhileIdle(tabletop: Tabletop, page: Page): void {
  const read = () =>
    page.evaluate(() => {
      if ((window as unknown as { __watch: Watch }).__watch.open !== null) return null
      return (window.__tabletop!.state() as { session: unknown }).session
    })
  tabletop.session = (async () => {
    for (;;) {
      const session = await read()
      if (session) return session
      await page.waitForFunction(
        () => (window as unknown as { __watch: Watch }).__watch.open === null,
        undefined,
        { polling: 50, timeout: 60_000 },
      )
    }
  }) as Tabletop['session']
}

/** How many times the computer has thought on this page (its moves land at once under reduced motion). */
const thoughts = (page: Page) =>
  page.evaluate(() => {
    const watch = (window as unknown as { __watch: Watch }).__watch
    return watch.thinking.length + (watch.open === null ? 0 : 1)
  })

/**
 * No task of the main thread used over 100 ms of CPU while the computer thought (the search runs in its
 * Worker). The page's clock is tied to the trace's by the mark each load made.
 */
async function expectNoLongTasks(seen: Seen[], trace: Trace, atLeast: number): Promise<void> {
  const { tasks, marks } = await trace.stop()
  expect(seen.reduce((n, s) => n + s.windows.length, 0)).toBeGreaterThan(atLeast)
  const inWindows = seen.flatMap((load) => {
    const origin = marks.get(load.clock.name)
    expect(origin, "the page load's clock mark is in the trace").toBeDefined()
    return tasks
      .map((t) => ({ ...t, start: load.clock.at + (t.ts - origin!) / 1000 }))
      .filter((t) => load.windows.some((w) => t.start >= w.start && t.start < w.end))
  })
  const busy = inWindows.filter((t) => t.cpu > 100)
  const report = {
    longWallClockTasks: inWindows.map((t) => ({ wall: Math.round(t.wall), cpu: Math.round(t.cpu) })),
    frames: seen.flatMap((s) => s.frames),
  }
  expect(busy, JSON.stringify(report, null, 1)).toEqual([])
}

/**
 * The status line shows over the board, inside it and in view at 1366×768, and moves nothing: the board
 * area has the same box as when no status showed (`areaBefore`).
 */
async function checkStatus(page: Page, areaBefore: { x: number; y: number; width: number; height: number }) {
  const read = () => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch.status)
  await expect.poll(async () => (await read()) !== null, { timeout: 30_000 }).toBe(true)
  const { box, area, position, text } = (await read())!
  expect(position).toBe('absolute')
  expect(text).toContain('Computer (easy)')
  expect(box.x).toBeGreaterThanOrEqual(area.x)
  expect(box.y).toBeGreaterThanOrEqual(area.y)
  expect(box.right).toBeLessThanOrEqual(area.x + area.width)
  expect(box.bottom).toBeLessThanOrEqual(768)
  expect(area).toEqual(areaBefore)
}

const areaBox = async (page: Page) => (await page.getByTestId('canvas-area').boundingBox())!

/** Waits for the computer's next action to land in the log (it thinks, then moves after a readable pause). */
async function computerMoves(tabletop: Tabletop, before: number): Promise<void> {
  await expect
    .poll(async () => (await tabletop.session()).log.length, { timeout: 60_000 })
    .toBeGreaterThan(before)
}

const noHandOver = (page: Page) => expect(page.getByRole('button', { name: /show the board/ })).toHaveCount(0)

// --- Chesswarrior -------------------------------------------------------------------------------------

const cwState = async (tabletop: Tabletop): Promise<CwState> => (await tabletop.session<CwState>()).state
const square = (p: { x: number; y: number }) => `square:${'abcdefgh'[p.x]}${p.y}`

/** One decision of the person (p1) with the mouse. */
async function playChesswarrior(tabletop: Tabletop, page: Page, s: CwState): Promise<void> {
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: true }).first().click()
  switch (s.stage) {
    case 'draft':
    case 'select':
      for (const card of ['Kaede', 'Sirocco', 'Vex', 'Lyra', 'Page']) await button(`Pick ${card}`)
      return button('Confirm')
    case 'field':
      return button('Roll the field')
    case 'placement-roll':
      return button('Roll for placement')
    case 'placement-order':
      return button('Place first')
    case 'place': {
      const hero = s.heroOrder.find((id) => id.startsWith('p1') && !s.heroes[id]!.pos)!
      const taken = (x: number) =>
        s.heroOrder.some((o) => s.heroes[o]!.pos?.x === x && s.heroes[o]!.pos?.y === 0) ||
        s.obstacles.some((o) => o.x === x && o.y === 0)
      const x = [3, 4, 2, 5, 1, 6, 0, 7].find((f) => !taken(f))!
      await button(s.cards[s.heroes[hero]!.card]!.name)
      return tabletop.clickPiece(square({ x, y: 0 }))
    }
    case 'ban':
      throw new Error('no ban in the Standard game')
    case 'play':
      break
    case 'over':
      return
  }
  if (s.pending) return button('Pass')
  if (s.choosing) {
    const candidate = s.heroOrder.find((id) => {
      const h = s.heroes[id]!
      return h.side === s.choosing && h.mainBase === s.mainTurn
    })!
    return tabletop.clickPiece(candidate)
  }
  // The Active hero walks one square towards the centre by a real drag when it can, then ends facing N.
  const id = s.activation!.hero
  const hero = s.heroes[id]!
  const ahead = hero.pos && { x: hero.pos.x, y: hero.pos.y + 1 }
  const free =
    ahead &&
    ahead.y <= 4 &&
    !s.heroOrder.some((o) => s.heroes[o]!.pos?.x === ahead.x && s.heroes[o]!.pos?.y === ahead.y) &&
    !s.obstacles.some((o) => o.x === ahead.x && o.y === ahead.y) &&
    chesswarrior.legalActions(s).some((a) => a.type === 'chesswarrior/move')
  if (free) {
    const before = (await tabletop.session()).log.length
    await tabletop.dragPiece(id, await tabletop.locate(square(ahead)))
    await expect.poll(async () => (await tabletop.session()).log.length).toBeGreaterThan(before)
    const now = await cwState(tabletop)
    if (now.activation?.hero === id && !now.pending) return button('End the activation facing N')
    return
  }
  return button('Skip, facing N')
}

test('Chesswarrior against the computer: its turns by mouse and by worker, a reload mid-game, no frozen page', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(600_000)
  await calmPage(page)
  await watchMainThread(page)
  const trace = await traceMainThread(page)
  readOnlyWhileIdle(tabletop, page)
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.locator('select[name="seat-1"]').selectOption('easy')
  // The computer's seat is named for its level; its name field shows that and takes no typing.
  await expect(page.getByRole('textbox', { name: 'Player 2' })).toHaveValue('Computer (easy)')
  await expect(page.getByRole('textbox', { name: 'Player 2' })).not.toBeEditable()
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  expect((await cwState(tabletop)).options.names.p2).toBe('Computer (easy)')
  const area = await areaBox(page)

  let earlier = 0 // the computer's decisions on pages before the reload
  let afterReload = -1
  let sawStatus = false
  const seen: Seen[] = []
  const decisions = async () => earlier + (await thoughts(page))
  for (let n = 0; n < 400 && (afterReload < 0 || (await decisions()) - afterReload < 6); n++) {
    await noHandOver(page)
    const session = await tabletop.session<CwState>()
    const s = session.state
    if (s.stage === 'over') break
    const side = chesswarrior.actor(s)
    if (side === 1) {
      // Mid-game, its turn in play: reload, and the computer must take up its turn again.
      if (!sawStatus) {
        await checkStatus(page, area)
        await page.screenshot({ path: test.info().outputPath('computer-cw-thinking.png') })
        sawStatus = true
      }
      await computerMoves(tabletop, session.log.length)
    } else if (side === 0) {
      const before = session.log.length
      await playChesswarrior(tabletop, page, s)
      await expect
        .poll(async () => (await tabletop.session()).log.length, { timeout: 30_000 })
        .toBeGreaterThan(before)
      // Mid-game, right after the person's move (the computer may be answering it): reload, and the
      // computer must go on playing its side.
      if (afterReload < 0 && s.stage === 'play' && (await decisions()) >= 8) {
        earlier = await decisions()
        await reloadMidGame(tabletop, page, seen)
        afterReload = earlier
      }
    } else throw new Error(`nobody acts in ${s.stage}`)
  }
  const end = await cwState(tabletop)
  expect(end.stage === 'over' || afterReload >= 0).toBe(true)
  expect(afterReload).toBeGreaterThan(0)
  // The reloaded page's computer went on: it thought and moved after the reload.
  expect(await decisions()).toBeGreaterThan(afterReload)
  expect(await decisions()).toBeGreaterThan(12)
  // Its moves were made on the board: its heroes stand on it, and the log names the computer's side.
  expect(end.heroOrder.filter((id) => id.startsWith('p2') && end.heroes[id]!.pos).length).toBe(5)
  const events = (await tabletop.session()).events.flat()
  expect(events.some((e) => e.text.includes('Computer (easy)'))).toBe(true)
  await page.screenshot({ path: test.info().outputPath('computer-cw-end.png') })

  seen.push(await thinkingWindows(page))
  await expectNoLongTasks(seen, trace, 10)
})

// --- Dice Roll Party ----------------------------------------------------------------------------------

const drpState = async (tabletop: Tabletop): Promise<DrpState> => (await tabletop.session<DrpState>()).state

/** One decision of the person (side 0) with the mouse: the board's pieces and the panel's buttons. */
async function playDiceRollParty(tabletop: Tabletop, page: Page, s: DrpState): Promise<void> {
  const st = s.stage
  const button = (name: RegExp) => page.getByRole('button', { name }).first().click()
  if (st.kind === 'build') {
    await button(/^Fill evenly$/)
    return button(/^Finish building$/)
  }
  if (st.kind === 'first-turn') return button(/^Roll off/)
  if (st.kind === 'resources') return button(/^End phase 1$/)
  if (st.kind === 'defence') return button(/^Defend \(/)
  if (st.kind === 'damage') return button(/^Lose the next token/)
  if (st.kind !== 'attack') throw new Error(`no mouse play for ${st.kind}`)
  const attacks = drpLegalActions(s).filter(
    (a): a is Extract<DrpAction, { type: 'dice-roll-party/attack' }> =>
      a.type === 'dice-roll-party/attack' && a.boosts.raiseDamage === 0 && !a.boosts.raiseClass,
  )
  if (attacks.length === 0) return button(/^Skip the turn$/)
  // The hardest hitter at the enemy's weakest character, picked on the board.
  const me = s.players[0]!.characters
  const foe = s.players[1]!.characters
  const total = (slot: number) => {
    const c = foe[slot]!
    return c.time + c.attack + c.defence + c.form
  }
  const best = attacks.reduce((x, y) =>
    me[y.attacker]!.attack > me[x.attacker]!.attack ||
    (me[y.attacker]!.attack === me[x.attacker]!.attack && total(y.target.slot) < total(x.target.slot))
      ? y
      : x,
  )
  await tabletop.clickPiece(`drp-char:p0:c${best.attacker}`)
  await tabletop.clickPiece(`drp-char:p1:c${best.target.slot}`)
  return button(/^Attack \(/)
}

// The service worker would serve the worker's chunk from its cache, past the route that blocks it.
test.describe('with the service worker off', () => {
  test.use({ serviceWorkers: 'block' })

  test('while the computer is to act, nothing on screen moves for it, and a control left says whose turn it is', async ({
    tabletop,
    page,
  }) => {
    // Its worker never loads, so its turn stays: what the person sees then is what they see while it thinks.
    await page.route('**/computer.worker-*.js', (route) => route.abort())
    await tabletop.open()
    // Dice Roll Party, the computer building first: no build controls, its tokens stay put.
    await tabletop.startNewGame(/New Dice Roll Party/)
    await page.locator('select[name="seat-0"]').selectOption('easy')
    await page.getByRole('button', { name: 'Start' }).click()
    await tabletop.waitForTable()
    await expect(page.getByTestId('drp-computer-turn')).toHaveText(
      'Computer (easy) is playing its turn: its moves show on the boards and in the log.',
    )
    await expect(page.getByRole('button', { name: 'Fill evenly' })).toHaveCount(0)
    const token = await tabletop.locate('drp-token:p0:store:red:0')
    await page.mouse.move(token.x, token.y)
    await page.mouse.down()
    await page.mouse.move(token.x - 300, token.y + 40, { steps: 8 })
    await page.mouse.up()
    expect((await tabletop.session()).log.length).toBe(0)
    expect(await tabletop.locate('drp-token:p0:store:red:0')).toEqual(token)

    // Chesswarrior, the computer drafting first: its builder is shown as its own, every pick disabled, saying
    // whose turn it is (issue #31: no control that silently does nothing).
    await tabletop.open()
    await tabletop.startNewGame('Chesswarrior')
    await page.locator('select[name="seat-0"]').selectOption('easy')
    await page.getByRole('button', { name: 'Start' }).click()
    await tabletop.waitForTable()
    await expect(page.getByTestId('cw-computer-turn')).toHaveText(
      'Computer (easy) is playing its turn: its moves show on the board and in the log.',
    )
    await expect(page.getByRole('button', { name: 'Pick Kaede', exact: true })).toBeDisabled()
    await page.getByRole('button', { name: 'Pick Kaede', exact: true }).click({ force: true })
    expect((await tabletop.session()).log.length).toBe(0)
  })
})

test('Dice Roll Party against the computer: build, attacks and defences, a reload mid-game, no frozen page', async ({
  tabletop,
  page,
}) => {
  test.setTimeout(600_000)
  await calmPage(page)
  await watchMainThread(page)
  const trace = await traceMainThread(page)
  readOnlyWhileIdle(tabletop, page)
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.locator('select[name="seat-1"]').selectOption('easy')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  expect((await drpState(tabletop)).players[1]!.name).toBe('Computer (easy)')
  const area = await areaBox(page)

  let earlier = 0 // the computer's decisions on pages before the reload
  let afterReload = -1
  let sawStatus = false
  const seen: Seen[] = []
  const decisions = async () => earlier + (await thoughts(page))
  for (let n = 0; n < 1500 && (afterReload < 0 || (await decisions()) - afterReload < 8); n++) {
    await noHandOver(page)
    const session = await tabletop.session<DrpState>()
    const s = session.state
    if (s.stage.kind === 'over') break
    const side = diceRollParty.actor(s)
    if (side === 1) {
      // Mid-game, after its first attack: reload on its turn, and the computer must take it up again.
      if (!sawStatus) {
        await checkStatus(page, area)
        await page.screenshot({ path: test.info().outputPath('computer-drp-thinking.png') })
        sawStatus = true
      }
      await computerMoves(tabletop, session.log.length)
    } else if (side === 0) {
      const before = session.log.length
      await playDiceRollParty(tabletop, page, s)
      await expect
        .poll(async () => (await tabletop.session()).log.length, { timeout: 30_000 })
        .toBeGreaterThan(before)
      // Mid-game, right after the person's move (the computer may be answering it): reload, and the
      // computer must go on playing its side.
      if (afterReload < 0 && s.turnOwner !== null && (await decisions()) >= 10) {
        earlier = await decisions()
        await reloadMidGame(tabletop, page, seen)
        afterReload = earlier
      }
    } else if (s.stage.kind === 'first-turn') {
      // The roll-off is the table's, not a side's.
      await page.getByRole('button', { name: /Roll off/ }).click()
      await expect.poll(async () => (await drpState(tabletop)).stage.kind).not.toBe('first-turn')
    } else throw new Error(`nobody acts in ${s.stage.kind}`)
  }
  const end = await drpState(tabletop)
  expect(end.stage.kind === 'over' || afterReload >= 0).toBe(true)
  expect(afterReload).toBeGreaterThan(0)
  // The reloaded page's computer went on: it thought and moved after the reload.
  expect(await decisions()).toBeGreaterThan(afterReload)
  // Combat happened on both sides of the reload: attacks are in the log.
  const log = (await tabletop.session()).log
  expect(log.filter((e) => e.action.type === 'dice-roll-party/attack').length).toBeGreaterThan(1)
  await page.screenshot({ path: test.info().outputPath('computer-drp-end.png') })

  seen.push(await thinkingWindows(page))
  await expectNoLongTasks(seen, trace, 5)
})

// --- Whole games against Hard (issue 34) ------------------------------------------------------------------

/**
 * A whole game against the hard computer, played to its result screen: the person (Ann, side 0) plays
 * its quick, plain line by mouse (`play`), the computer answers from its worker, until the game is over.
 * The result dialog then names the winner the engine recorded.
 */
async function playToTheEnd<S>(
  tabletop: Tabletop,
  page: Page,
  actor: (s: S) => number | null,
  over: (s: S) => boolean,
  play: (s: S) => Promise<void>,
): Promise<S> {
  for (let n = 0; n < 2000; n++) {
    await noHandOver(page)
    const session = await tabletop.session<S>()
    const s = session.state
    if (over(s)) return s
    const side = actor(s)
    if (side === 1) {
      await computerMoves(tabletop, session.log.length)
      continue
    }
    await play(s)
    await expect
      .poll(async () => (await tabletop.session()).log.length, { timeout: 30_000 })
      .toBeGreaterThan(session.log.length)
  }
  throw new Error('the game did not end in 2000 decisions')
}

test('Chesswarrior against the hard computer, played to the result screen', async ({ tabletop, page }) => {
  test.setTimeout(240_000)
  await calmPage(page)
  await tabletop.open()
  await tabletop.startNewGame('Chesswarrior')
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.locator('select[name="seat-1"]').selectOption('hard')
  await expect(page.getByRole('textbox', { name: 'Player 2' })).toHaveValue('Computer (hard)')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  const end = await playToTheEnd<CwState>(
    tabletop,
    page,
    (s) => chesswarrior.actor(s),
    (s) => s.stage === 'over',
    async (s) => {
      // Ann's quick line: set up by the buttons, then let every activation go (CW-4.5 Skip) and every window
      // pass, so the game is decided by the computer's zones (CW-5.2).
      if (s.stage !== 'play') return playChesswarrior(tabletop, page, s)
      if (s.pending) return page.getByRole('button', { name: 'Pass', exact: true }).first().click()
      if (s.choosing) return playChesswarrior(tabletop, page, s)
      return page.getByRole('button', { name: 'Skip, facing N', exact: true }).first().click()
    },
  )
  expect(end.winner).not.toBeNull()
  const dialog = page.getByRole('dialog', { name: /wins/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading')).toHaveText(`${end.options.names[end.winner!]} wins`)
  // The computer won by the zones it held: its score reached the target (CW-3.1: 5 victory points).
  expect(end.winner).toBe('p2')
  expect(end.score.p2).toBeGreaterThanOrEqual(5)
  await page.screenshot({ path: test.info().outputPath('computer-cw-hard-result.png') })
})

test('Dice Roll Party against the hard computer, played to the result screen', async ({ tabletop, page }) => {
  test.setTimeout(240_000)
  await calmPage(page)
  await tabletop.open()
  await tabletop.startNewGame(/New Dice Roll Party/)
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Ann')
  await page.locator('select[name="seat-1"]').selectOption('hard')
  await page.getByRole('button', { name: 'Start' }).click()
  await tabletop.waitForTable()
  expect((await drpState(tabletop)).players[1]!.name).toBe('Computer (hard)')
  const end = await playToTheEnd<DrpState>(
    tabletop,
    page,
    (s) => (s.stage.kind === 'first-turn' ? 0 : diceRollParty.actor(s)),
    (s) => s.stage.kind === 'over',
    // Ann's quick line: an even build, no phase 1 operations, the hardest hitter at the weakest character.
    (s) =>
      s.stage.kind === 'first-turn'
        ? page.getByRole('button', { name: /Roll off/ }).click()
        : playDiceRollParty(tabletop, page, s),
  )
  if (end.stage.kind !== 'over') throw new Error('not over')
  const { winner } = end.stage
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading').first()).toHaveText(
    winner === null ? /draw/i : `${end.players[winner]!.name} wins!`,
  )
  // Attacks were made and the game ended by a side losing its last character (DRP-2.4), not in a draw.
  expect(winner).not.toBeNull()
  await page.screenshot({ path: test.info().outputPath('computer-drp-hard-result.png') })
})
