/**
 * The timeline's figures (issue 36): in a 1 000-command game of each system (the seeded random game of
 * bench/long-game.ts), the time to jump to any moment (from the nearest snapshot), to step one command
 * (from the moment on screen) or back one (from the review cache), to find the system's boundaries, and
 * the memory the snapshots take. Node at normal speed; bench/timeline-browser.ts times the same through
 * the app in Chromium, at normal speed and with the CPU throttled 4×.
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
import { MAX_SNAPSHOTS, snapshotSpacing } from '../src/engine/core/history'
import { longHistory, type LongGame } from './long-game'

type Figures = Record<string, string>

const COMMANDS = 1000
const JUMPS = 200

const ms = (n: number) => `${n.toFixed(2)} ms`

/** Wall time of `work` and its CPU time (user + system, which a loaded machine's waiting does not inflate). */
function timed<T>(work: () => T): { value: T; wall: number; cpu: number } {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const value = work()
  const wall = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { value, wall, cpu: (used.user + used.system) / 1000 }
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b)

export function timelineFigures(games: ReadonlyMap<SystemId, LongGame>): Figures {
  const out: Figures = {}
  for (const [id, game] of games) {
    const module = systems[id]
    if (!module) continue
    const { history } = longHistory(module, game, COMMANDS)
    const end = history.log.length
    const pick = seededDice(`timeline/${id}`)
    // Warmed up first (on a copy of the log, so the review cache starts empty for the figures).
    const warm = { ...history, log: [...history.log] }
    for (let i = 0; i < 20; i++) stateAt(warm, pick.roll(end) - 1)
    const jumps: number[] = []
    const jumpsCpu: number[] = []
    const forward: number[] = []
    const back: number[] = []
    for (let i = 0; i < JUMPS; i++) {
      const n = pick.roll(end - 1)
      const jump = timed(() => stateAt(history, n))
      jumps.push(jump.wall)
      jumpsCpu.push(jump.cpu)
      // Forward from the moment on screen (one command), then back past it (from the review cache).
      forward.push(timed(() => stateAt(history, n + 1, { at: n, state: jump.value })).wall)
      back.push(timed(() => stateAt(history, n - 1)).wall)
    }
    // From the start: a pass over a log nothing has scanned yet (opening the timeline of a loaded game).
    const scan = timed(() => boundaries({ ...history, log: [...history.log] }, momentOf(id)).length)
    const [j, c, f, b] = [sorted(jumps), sorted(jumpsCpu), sorted(forward), sorted(back)]
    const mid = JUMPS >> 1
    const kb = snapshotBytes(history) / 1024
    out[`${id}: jump to any moment of ${end} commands (median / worst of ${JUMPS}; worst CPU)`] =
      `${ms(j[mid]!)} / ${ms(j.at(-1)!)}; ${ms(c.at(-1)!)} CPU (goal ≤ 100 ms)`
    out[`${id}: step one command forward / back (median / worst)`] =
      `${ms(f[mid]!)} / ${ms(f.at(-1)!)}, ${ms(b[mid]!)} / ${ms(b.at(-1)!)} (goal ≤ 16 ms)`
    out[`${id}: boundaries of the whole game (once per log, in slices while idle)`] =
      `${ms(scan.wall)} (${ms(scan.cpu)} CPU), ${scan.value} boundaries`
    out[`${id}: snapshot memory (at most ${MAX_SNAPSHOTS} states, every ${snapshotSpacing(end)} commands)`] =
      `${history.snapshots.size} snapshots, ${kb.toFixed(0)} KB as JSON`
  }
  return out
}
