/**
 * The timeline in the app (issue 36): a 1 000-command game per system (bench/long-game.ts) opened in the
 * production build at 1366×768, then jumps by the scrubber to random moments and steps by the ◀ / ▶
 * buttons, at normal speed and with the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`). The
 * moments are the game's own (`gameMoment`). Each figure is main-thread work: the update the input causes
 * (store, React commit; a microtask later) plus the drawing of the next frame (its requestAnimationFrame
 * work, Konva's among it), not the wait for it. Beside that wall time, the main thread's CPU time over
 * the same input (CDP Performance.getMetrics ThreadTime): what a loaded machine's waiting does not
 * inflate. At normal speed only: under CPU throttling Chromium's thread time is not the page's work times
 * the rate.
 */
import type { Browser, CDPSession, Page } from '@playwright/test'
import { seededDice, systems, type DiceSource, type SystemId, type SystemModule } from '../src/engine'
import { newAppPage, openSave, percentile, saveOf } from './browser'
import { longHistory, type LongGame } from './long-game'

const COMMANDS = 1000
const JUMPS = 24
/** After each jump: back, back (from the review cache's checkpoints), then forward (one command). */
const STEPS_AFTER_JUMP = ['timeline-back', 'timeline-back', 'timeline-forward'] as const

export interface TimelineBrowserFigures {
  commands: number
  /** The game's own commands (the rest are dice-tray rolls before it): every moment measured is one of them. */
  played: number
  jumpP50: number
  jumpWorst: number
  stepP50: number
  stepWorst: number
  /** Main-thread CPU time of the same inputs (ms), at normal speed only. */
  cpu?: { jumpP50: number; jumpWorst: number; stepP50: number; stepWorst: number }
}

/**
 * Runs `input` in the page and times the work it causes, as the file's header says: from the input to the
 * end of the next frame, less the idle wait (if any) between the update's end and the frame's start. The
 * frame's timestamp is when it began, which is often before the update ended (its vsync came while the
 * update ran, so it started late): timing the frame from there, as this bench once did, counted that
 * overlap twice, by 4 ms at the median of a Double Cross step.
 */
const TIMED = `(async (input) => {
  const t0 = performance.now()
  input()
  await new Promise((done) => { const c = new MessageChannel(); c.port1.onmessage = done; c.port2.postMessage(0) })
  const updated = performance.now()
  const [began, end] = await new Promise((done) =>
    requestAnimationFrame((ts) => setTimeout(() => done([ts, performance.now()]), 0)))
  return end - t0 - Math.max(0, began - updated)
})`

/**
 * A seeded moment of the game's own, after the `padding` dice-tray rolls that precede a game over before
 * 1 000 commands: the rolls leave the board as it was, and jumps and steps over them (most of the moments
 * in three systems, once) made the figures look better than a step through play is.
 */
export const gameMoment = (pick: DiceSource, padding: number, end: number): number =>
  padding + pick.roll(end - padding - 4) + 2

/** Sets the scrubber to `n` as a drag would (the native setter, then an input event React hears). */
export const jumpTo = (page: Page, n: number): Promise<number> =>
  page.evaluate(
    `${TIMED}(() => {
      const range = document.querySelector('[data-testid="timeline-scrubber"]')
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(range, String(${n}))
      range.dispatchEvent(new Event('input', { bubbles: true }))
    })`,
  ) as Promise<number>

export const stepBy = (page: Page, id: 'timeline-back' | 'timeline-forward'): Promise<number> =>
  page.evaluate(`${TIMED}(() => document.querySelector('[data-testid="${id}"]').click())`) as Promise<number>

/** The main thread's CPU time so far, in ms (Performance.enable with thread ticks). */
async function threadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000
}

/** Runs `input` (which returns its wall time) and also takes the main thread's CPU time over it. */
async function withCpu(cdp: CDPSession, input: () => Promise<number>): Promise<[number, number]> {
  const before = await threadMs(cdp)
  const wall = await input()
  return [wall, (await threadMs(cdp)) - before]
}

const quantiles = (list: number[]) => {
  list.sort((a, b) => a - b)
  return { p50: percentile(list, 0.5), worst: list.at(-1)! }
}

async function measureOne(
  page: Page,
  cdp: CDPSession,
  { from, end }: { from: number; end: number },
  seed: string,
): Promise<
  Omit<TimelineBrowserFigures, 'commands' | 'played' | 'cpu'> & { cpu: TimelineBrowserFigures['cpu'] }
> {
  const pick = seededDice(seed)
  const jumps: number[] = []
  const steps: number[] = []
  const jumpsCpu: number[] = []
  const stepsCpu: number[] = []
  for (let i = 0; i < JUMPS; i++) {
    const to = gameMoment(pick, from, end)
    const [jump, jumpCpu] = await withCpu(cdp, () => jumpTo(page, to))
    jumps.push(jump)
    jumpsCpu.push(jumpCpu)
    for (const id of STEPS_AFTER_JUMP) {
      const [step, stepCpu] = await withCpu(cdp, () => stepBy(page, id))
      steps.push(step)
      stepsCpu.push(stepCpu)
    }
  }
  const [j, s, jc, sc] = [quantiles(jumps), quantiles(steps), quantiles(jumpsCpu), quantiles(stepsCpu)]
  return {
    jumpP50: j.p50,
    jumpWorst: j.worst,
    stepP50: s.p50,
    stepWorst: s.worst,
    cpu: { jumpP50: jc.p50, jumpWorst: jc.worst, stepP50: sc.p50, stepWorst: sc.worst },
  }
}

/** Per CPU throttling rate, the jump and step figures of `system`'s 1 000-command game. */
export async function measureTimeline(
  browser: Browser,
  system: SystemId,
  game: LongGame,
  rates: readonly number[],
): Promise<Map<number, TimelineBrowserFigures>> {
  const { history, padding } = longHistory(
    systems[system] as SystemModule<unknown, unknown, unknown>,
    game,
    COMMANDS,
  )
  const end = history.log.length
  const page = await newAppPage(browser)
  const out = new Map<number, TimelineBrowserFigures>()
  try {
    await openSave(page, saveOf(system, history, `Timeline (${system})`))
    // Into review once, and the first jumps unmeasured, so the figures are not the first calls' compilation.
    await page.getByTestId('timeline-back').click()
    for (let i = 0; i < 4; i++) await jumpTo(page, Math.floor((end * (i + 1)) / 5))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    for (const rate of rates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      try {
        const { cpu, ...wall } = await measureOne(
          page,
          cdp,
          { from: padding, end },
          `timeline-browser/${system}/${rate}`,
        )
        out.set(rate, { commands: end, played: end - padding, ...wall, ...(rate === 1 ? { cpu } : {}) })
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
    }
  } finally {
    await page.context().close()
  }
  return out
}
