/**
 * Time per action late in a long game against early in it, in Chromium: dispatch (through the automation
 * hook, as the UI does) → the next frame drawn → the autosave written (`flush`). A seeded random game is
 * played in Node; its log up to just before action N is imported, and the next actions are dispatched in
 * the page with the very dice they consumed in Node (`script`), so the page plays the same game.
 *
 * What grows with a long game is its log, so early and late time the same work with 990 more entries
 * before it: a game that runs past action 1 000 is timed at action 10 and at action 1 000; a shorter one
 * at its last actions, and at the same actions again behind 990 dice-tray rolls (timing tray rolls as
 * "early" would compare a roll with a turn of the game).
 */
import type { Browser } from '@playwright/test'
import {
  execute,
  seededDice,
  startHistory,
  systems,
  type History,
  type LogEntry,
  type SystemId,
  type SystemModule,
} from '../src/engine'
import { newAppPage, openSave, percentile, saveOf } from './browser'

export interface LongGame {
  options: unknown
  /** Actions random play should favour (e.g. not ending the session), when any is legal. */
  prefer?: (action: unknown) => boolean
}

/**
 * A seeded random game of `total` commands. A game that ends sooner is preceded by dice-tray rolls
 * (`core/roll`, which leave the game's state alone) so that its own actions still come last.
 */
export function longHistory(
  module: SystemModule<unknown, unknown, unknown>,
  { options, prefer = () => true }: LongGame,
  total: number,
): { history: History; padding: number; unpadded: History } {
  const play = (padding: number): History => {
    const started = startHistory(module, options, 'long')
    if (!started.ok) throw new Error(started.error)
    let history = started.value
    const tray = seededDice('long/tray')
    const dice = seededDice('long/dice')
    const policy = seededDice('long/policy')
    const run = (action: unknown, source = dice) => {
      const done = execute(history, action, source)
      if (!done.ok) throw new Error(done.error)
      history = done.history
    }
    for (let i = 0; i < padding; i++) run({ type: 'core/roll', expression: '2d6' }, tray)
    while (history.log.length < total + padding && !module.result(history.state).over) {
      const legal = module.legalActions(history.state)
      if (legal.length === 0) break
      const preferred = legal.filter(prefer)
      const actions = preferred.length > 0 ? preferred : legal
      run(actions[policy.roll(actions.length) - 1])
    }
    return history
  }
  const first = play(0)
  if (first.log.length >= total) return { history: first, padding: 0, unpadded: first }
  return { history: play(GROWTH), padding: GROWTH, unpadded: first }
}

/** How many more log entries the late actions have before them than the early ones. */
const GROWTH = 990

/** Median ms per action for the `count` actions around action `at` of the game. */
async function timeAround(
  browser: Browser,
  system: SystemId,
  history: History,
  at: number,
  count: number,
): Promise<number> {
  const start = at - Math.floor(count / 2)
  const page = await newAppPage(browser)
  try {
    const prefix = { ...history, log: history.log.slice(0, start) }
    await openSave(page, saveOf(system, prefix, `Long game (${system})`))
    const next = history.log.slice(start, start + count).map((e: LogEntry, i) => ({
      action: e.action,
      faces: e.rolls.map((r) => r[1]),
      join: e.group === history.log[start + i - 1]?.group,
    }))
    const times = (await page.evaluate(`(async (entries) => {
      const out = []
      for (const e of entries) {
        const t0 = performance.now()
        window.__tabletop.script(e.faces)
        const r = window.__tabletop.dispatch(e.action, { join: e.join })
        if (!r.ok) throw new Error('refused: ' + r.error)
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
        await window.__tabletop.flush()
        out.push(performance.now() - t0)
      }
      return out
    })(${JSON.stringify(next)})`)) as number[]
    times.sort((a, b) => a - b)
    return percentile(times, 0.5)
  } finally {
    await page.context().close()
  }
}

/**
 * Time per action early in one long game (around action `earlyAt`) and late (around `lateAt`, 990 log
 * entries later): actions 10 and 1 000 of a game that runs past 1 000 actions, else the last actions of the
 * game without and with the padding in front of them.
 */
export async function measureLongGame(
  browser: Browser,
  system: SystemId,
  game: LongGame,
): Promise<{ early: number; late: number; earlyAt: number; lateAt: number }> {
  const { history, padding, unpadded } = longHistory(
    systems[system] as SystemModule<unknown, unknown, unknown>,
    game,
    1010,
  )
  const earlyAt = padding > 0 ? unpadded.log.length - 10 : 10
  const lateAt = earlyAt + GROWTH
  return {
    early: await timeAround(browser, system, unpadded, earlyAt, 10),
    late: await timeAround(browser, system, history, lateAt, 10),
    earlyAt,
    lateAt,
  }
}
