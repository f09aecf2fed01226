/**
 * The timeline's figures (issue 36): in a 1 000-command game of each system (the seeded random game of
 * bench/long-game.ts), the time to jump to any moment (from the nearest snapshot), to step one command
 * (from the moment on screen), to find the system's boundaries, and the memory the snapshots take. Node
 * at normal speed; the goals at 4× CPU throttle are a third of the time budget, read against these.
 */
import {
  boundaries,
  momentOf,
  seededDice,
  snapshotBytes,
  stateAt,
  systems,
  type SystemId,
} from '../src/engine'
import { SNAPSHOT_EVERY } from '../src/engine/core/history'
import { longHistory, type LongGame } from './long-game'

type Figures = Record<string, string>

const COMMANDS = 1000
const JUMPS = 200

const ms = (n: number) => `${n.toFixed(2)} ms`

export function timelineFigures(games: ReadonlyMap<SystemId, LongGame>): Figures {
  const out: Figures = {}
  for (const [id, game] of games) {
    const module = systems[id]
    if (!module) continue
    const { history } = longHistory(module, game, COMMANDS)
    const end = history.log.length
    const pick = seededDice(`timeline/${id}`)
    // Warmed up first, so the figures are the timeline's and not the first calls' compilation.
    for (let i = 0; i < 20; i++) stateAt(history, pick.roll(end) - 1)
    const jumps: number[] = []
    const steps: number[] = []
    for (let i = 0; i < JUMPS; i++) {
      const n = pick.roll(end) - 1
      let start = performance.now()
      const state = stateAt(history, n)
      jumps.push(performance.now() - start)
      start = performance.now()
      stateAt(history, n + 1, { at: n, state })
      steps.push(performance.now() - start)
    }
    // From the start: a pass over a log nothing has scanned yet (opening the timeline of a loaded game).
    const start = performance.now()
    const marks = boundaries({ ...history, log: [...history.log] }, momentOf(id)).length
    const scan = performance.now() - start
    jumps.sort((a, b) => a - b)
    steps.sort((a, b) => a - b)
    const kb = snapshotBytes(history) / 1024
    out[`${id}: jump to any moment of ${end} commands (median / worst of ${JUMPS})`] =
      `${ms(jumps[JUMPS >> 1]!)} / ${ms(jumps.at(-1)!)} (goal ≤ 100 ms)`
    out[`${id}: step one command (median / worst)`] =
      `${ms(steps[JUMPS >> 1]!)} / ${ms(steps.at(-1)!)} (goal ≤ 16 ms)`
    out[`${id}: boundaries of the whole game (once per log)`] = `${ms(scan)}, ${marks} boundaries`
    out[`${id}: snapshot memory (one state per ${SNAPSHOT_EVERY} commands)`] =
      `${history.snapshots.size} snapshots, ${kb.toFixed(0)} KB as JSON`
  }
  return out
}
