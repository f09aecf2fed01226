/**
 * Dragging a piece on a system's canvas in Chromium, at normal speed and with the CPU throttled
 * (`Emulation.setCPUThrottlingRate`), with real pointer events:
 *
 * - per move: each pointer move is sent, then the page is let draw its next frame, and Chrome's own
 *   main-thread counter (`TaskDuration` of `Performance.getMetrics`) gives the work that move caused;
 *   React commits are read from the counter `COMMIT_COUNTER` installs before load;
 * - sustained: moves every 8 ms (a 125 Hz mouse) for two seconds while requestAnimationFrame stamps
 *   are sampled, giving the frame rate the page keeps up (headless Chromium runs frames at 60 Hz when
 *   the main thread has room, and fewer when it has not).
 */
import type { CDPSession, Page } from '@playwright/test'
import { locateShown, nextFrame, percentile, reactCommits } from './browser'

export interface DragScenario {
  /** Prepares the table (through `window.__tabletop`) and returns the piece to drag and where to. */
  prepare(page: Page): Promise<{ pieceId: string; to: { x: number; y: number } }>
  /** The view pans (middle button) and zooms (wheel), see use-zoom-pan.ts: time those too, at the piece. */
  pans?: boolean
}

export interface DragFigures {
  /** Main-thread work caused by one pointer move (ms): median and 95th percentile. */
  taskP50: number
  taskP95: number
  /** React commits per pointer move once the drag is under way (mean and the most in one move). */
  commitsPerMove: number
  commitsMaxMove: number
  /** Commits when the drag starts (first move past the drag distance) and when it ends (Escape, release). */
  commitsAtStart: number
  commitsAtEnd: number
  /** Sustained 125 Hz moves: frames per second and the 95th percentile / worst frame interval (ms). */
  fps: number
  frameP95: number
  frameWorst: number
  /** A middle-button pan: per move, and drawn anew once it is let go. */
  pan?: GestureFigures
  /** The wheel: per step of a burst, and drawn anew once the burst rests. */
  wheel?: GestureFigures
}

/** A gesture's steps (main-thread work: median, 95th percentile; mean React commits) and its rest (median work). */
export interface GestureFigures {
  taskP50: number
  taskP95: number
  commitsPerMove: number
  settle: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000
}

/**
 * Moves the pointer with the left button held, as the mouse does: one input event to the page. Not
 * `page.mouse.move`: with a button held, Playwright runs its drag-and-drop check in the page around each
 * move (a script that sets listeners up, then one that takes them down), and the counter counted that as
 * the page's work: about 5 ms of a Frostgrave move at 4× CPU (p50 12.5 → 7.3 ms, same code).
 */
const pointerTo = (cdp: CDPSession, at: Point) =>
  cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y, button: 'left', buttons: 1 })

/** One input event and the frame after it: the main-thread work it caused (less the probe's) and its commits. */
async function timedStep(page: Page, cdp: CDPSession, overhead: number, send: () => Promise<unknown>) {
  const c = await reactCommits(page)
  const before = await taskMs(cdp)
  await send()
  await nextFrame(page)
  return {
    work: Math.max(0, (await taskMs(cdp)) - before - overhead),
    commits: (await reactCommits(page)) - c,
  }
}

/** Timed steps summed up: the median and 95th percentile of their work, and their mean commits. */
function perStep(work: number[], commits: number[]) {
  const sorted = [...work].sort((a, b) => a - b)
  return {
    taskP50: percentile(sorted, 0.5),
    taskP95: percentile(sorted, 0.95),
    commitsPerMove: commits.reduce((a, b) => a + b, 0) / commits.length,
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

/** The main-thread work from `start` (a let-go, or nothing) until the page has rested and drawn a frame. */
async function workAtRest(page: Page, cdp: CDPSession, start: () => Promise<unknown> = async () => {}) {
  const before = await taskMs(cdp)
  await start()
  await sleep(400)
  await nextFrame(page)
  return (await taskMs(cdp)) - before
}

/** A middle-button event at `at` (a pan's press, move or release). */
const middle = (cdp: CDPSession, type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', at: Point) =>
  cdp.send('Input.dispatchMouseEvent', {
    type,
    x: at.x,
    y: at.y,
    button: 'middle',
    buttons: type === 'mouseReleased' ? 0 : 4,
    ...(type === 'mouseMoved' ? {} : { clickCount: 1 }),
  })

/** Where the pointer is after move `i` of `steps`: out along the path and back, as a hand drags. */
function along(from: { x: number; y: number }, to: { x: number; y: number }, i: number, steps: number) {
  const k = i <= steps / 2 ? (2 * i) / steps : 2 - (2 * i) / steps
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k }
}

/** Main-thread work of the probe itself (a frame wait and the counter read), to subtract from each move. */
async function probeOverhead(page: Page, cdp: CDPSession): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < 15; i++) {
    const before = await taskMs(cdp)
    await nextFrame(page)
    samples.push((await taskMs(cdp)) - before)
  }
  samples.sort((a, b) => a - b)
  return percentile(samples, 0.5)
}

async function perMove(page: Page, cdp: CDPSession, from: Point, to: Point, steps: number, drags = 1) {
  const overhead = await probeOverhead(page, cdp)
  const work: number[] = []
  const commits: number[] = []
  let atStart = 0
  let atEnd = 0
  for (let n = 0; n < drags; n++) {
    const one = await oneDrag(page, cdp, from, to, steps, overhead)
    work.push(...one.work)
    commits.push(...one.commits)
    atStart = Math.max(atStart, one.commitsAtStart)
    atEnd = Math.max(atEnd, one.commitsAtEnd)
  }
  return {
    ...perStep(work, commits),
    commitsMaxMove: Math.max(...commits),
    commitsAtStart: atStart,
    commitsAtEnd: atEnd,
  }
}

/** One drag out and back in `steps` moves: each move's main-thread work and React commits. */
async function oneDrag(page: Page, cdp: CDPSession, from: Point, to: Point, steps: number, overhead: number) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  const c0 = await reactCommits(page)
  // The first move starts the drag (Konva waits for the drag distance): its commits are the start's.
  await pointerTo(cdp, { x: from.x + 6, y: from.y + 6 })
  await nextFrame(page)
  const c1 = await reactCommits(page)
  const work: number[] = []
  const commits: number[] = []
  for (let i = 1; i <= steps; i++) {
    const one = await timedStep(page, cdp, overhead, () => pointerTo(cdp, along(from, to, i, steps)))
    work.push(one.work)
    commits.push(one.commits)
  }
  const c2 = await reactCommits(page)
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await nextFrame(page)
  await sleep(200)
  const c3 = await reactCommits(page)
  return { work, commits, commitsAtStart: c1 - c0, commitsAtEnd: c3 - c2 }
}

type Point = { x: number; y: number }

/**
 * Pans with the middle button along the drag's path, there and back in turn (so the table ends where it
 * began), four pans, each move timed as a drag's is, and the work once each is let go. The moves are
 * quicker than the pan's rest (use-zoom-pan.ts), so on a heavy table a move is the work of following the
 * pointer, not of redrawing; the table is drawn anew at its new place when the pan is let go.
 */
async function perPanMove(page: Page, cdp: CDPSession, from: Point, to: Point): Promise<GestureFigures> {
  const overhead = await probeOverhead(page, cdp)
  const work: number[] = []
  const commits: number[] = []
  const settles: number[] = []
  for (let n = 0; n < 4; n++) {
    const [a, b] = n % 2 ? [to, from] : [from, to]
    await pointerTo(cdp, a)
    await middle(cdp, 'mousePressed', a)
    const steps = n === 0 ? 10 : 40 // the first pan warms up, as the drags' does
    for (let i = 1; i <= steps; i++) {
      const at = { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }
      const one = await timedStep(page, cdp, overhead, () => middle(cdp, 'mouseMoved', at))
      if (n === 0) continue
      work.push(one.work)
      commits.push(one.commits)
    }
    const settle = await workAtRest(page, cdp, () => middle(cdp, 'mouseReleased', b))
    if (n > 0) settles.push(settle)
  }
  return { ...perStep(work, commits), settle: median(settles) }
}

async function sustained(page: Page, cdp: CDPSession, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await pointerTo(cdp, { x: from.x + 6, y: from.y + 6 })
  await nextFrame(page)
  await page.evaluate(`(() => {
    window.__frames = []
    window.__sampling = true
    const tick = (t) => {
      window.__frames.push(t)
      if (window.__sampling) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  const steps = 250
  const sent: Promise<unknown>[] = []
  for (let i = 1; i <= steps; i++) {
    const at = along(from, to, i, steps / 2)
    // Not awaited: a real mouse does not wait for the page; Chrome coalesces what the page cannot take.
    sent.push(pointerTo(cdp, at))
    await sleep(8)
  }
  await Promise.all(sent)
  const stamps = (await page.evaluate(`(() => {
    window.__sampling = false
    return window.__frames
  })()`)) as number[]
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await sleep(200)
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!)
  const span = stamps[stamps.length - 1]! - stamps[0]!
  intervals.sort((a, b) => a - b)
  return {
    fps: (intervals.length / span) * 1000,
    frameP95: percentile(intervals, 0.95),
    frameWorst: intervals[intervals.length - 1] ?? NaN,
  }
}

/**
 * Bursts of eight wheel steps at the piece, zooming in then out (so the table ends as it began), each
 * step timed as a move is; then the work until the table is drawn anew at rest.
 */
async function perWheelStep(page: Page, cdp: CDPSession, at: Point): Promise<GestureFigures> {
  const overhead = await probeOverhead(page, cdp)
  const work: number[] = []
  const settles: number[] = []
  const commits: number[] = []
  await pointerTo(cdp, at)
  for (let burst = 0; burst < 7; burst++) {
    for (let i = 0; i < 8; i++) {
      const one = await timedStep(page, cdp, overhead, () =>
        cdp.send('Input.dispatchMouseEvent', {
          type: 'mouseWheel',
          x: at.x,
          y: at.y,
          deltaX: 0,
          deltaY: burst % 2 ? 100 : -100,
        }),
      )
      if (burst === 0) continue // the first burst warms up
      work.push(one.work)
      commits.push(one.commits)
    }
    const settle = await workAtRest(page, cdp)
    if (burst > 0) settles.push(settle)
  }
  return { ...perStep(work, commits), settle: median(settles) }
}

/** Prepares the scenario once, then measures its drag at each CPU throttling rate. */
export async function measureDrag(
  page: Page,
  scenario: DragScenario,
  rates: readonly number[],
): Promise<Map<number, DragFigures>> {
  const { pieceId, to } = await scenario.prepare(page)
  const from = await locateShown(page, pieceId)
  if (!from) throw new Error(`piece ${pieceId} is not on screen`)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const out = new Map<number, DragFigures>()
  for (const rate of rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    try {
      // One warm-up drag so the first-use costs (JIT, font metrics, caches) are not counted as a move's.
      await perMove(page, cdp, from, to, 10)
      // Three drags of 60 moves: the p95 of one drag was its third-worst move, and moved by several ms
      // between runs. (More moves in one drag would make each move shorter, and measure something else.)
      const moves = await perMove(page, cdp, from, to, 60, 3)
      const pan = scenario.pans
        ? { pan: await perPanMove(page, cdp, from, to), wheel: await perWheelStep(page, cdp, from) }
        : {}
      out.set(rate, { ...moves, ...(await sustained(page, cdp, from, to)), ...pan })
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
  }
  return out
}
