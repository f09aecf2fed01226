/**
 * The timeline (issue 36): any moment of a game is the state after its first n log entries, rebuilt from
 * the nearest cached snapshot; a system names where its turns, rounds, phases or scenes start (`MomentOf`);
 * and a game can be branched at any moment into a new history, with the original's luck or fresh dice.
 * Everything here reads the history it is given and never changes it.
 */
import { replayDice, type DiceSource, type RecordedRoll } from './dice'
import type { TextParams } from './game-module'
import { SNAPSHOT_EVERY, step, type History, type LogEntry } from './history'
import { err, ok, type Result } from './result'

/** Where a game stands, as a label: `code` names the shell's `timeline.moment.<code>` text. */
export interface Moment {
  code: string
  params: TextParams
}

/** A system's labelling of a state (its turn, round, phase or scene); null where it names none. */
export type MomentOf<S = unknown> = (state: S) => Moment | null

/** A log position (0…log.length) where a new moment starts: the state after `at` entries is the first of it. */
export interface Boundary {
  at: number
  moment: Moment
}

/** One command forward from `state`, with the entry's recorded dice; throws when the log no longer applies. */
function replayOne<S>(history: History<S>, state: S, index: number): S {
  const entry = history.log[index]!
  const outcome = step(history.module, state, entry.action, replayDice(entry.rolls))
  if (!outcome.ok) throw new Error(`log entry ${index} no longer applies: ${outcome.error}`)
  return outcome.state
}

/** A state already known at a position (the one on screen), so stepping one command replays one command. */
export interface Known<S> {
  at: number
  state: S
}

/**
 * The state after the first `n` entries (0 = the set-up, log.length = now): from the nearest snapshot at or
 * before `n` (or `near`, when it is closer), replaying at most SNAPSHOT_EVERY - 1 commands.
 */
export function stateAt<S, A>(history: History<S, A>, n: number, near?: Known<S>): S {
  const count = Math.max(0, Math.min(history.log.length, Math.trunc(n)))
  if (count === history.log.length) return history.state
  let from = Math.floor(count / SNAPSHOT_EVERY) * SNAPSHOT_EVERY
  while (from > 0 && !history.snapshots.has(from)) from -= SNAPSHOT_EVERY
  let state = from > 0 ? history.snapshots.get(from)! : history.initial
  if (near && near.at <= count && near.at > from) {
    from = near.at
    state = near.state
  }
  for (let i = from; i < count; i++) state = replayOne(history as History<S>, state, i)
  return state
}

/** Bytes the cached snapshots take as JSON text (what `npm run bench` reports as their memory). */
export function snapshotBytes(history: History): number {
  let bytes = 0
  for (const state of history.snapshots.values()) bytes += JSON.stringify(state).length
  return bytes
}

const sameMoment = (a: Moment | null, b: Moment | null): boolean => JSON.stringify(a) === JSON.stringify(b)

const boundaryCache = new WeakMap<readonly LogEntry[], { momentOf: MomentOf; list: Boundary[] }>()

/** The last scan's end, so a log that grew by a command is scanned from there (live play adds one at a time). */
let lastScan: {
  log: readonly LogEntry[]
  momentOf: MomentOf
  list: Boundary[]
  state: unknown
  moment: Moment | null
} | null = null

/**
 * Whether `log` begins with `before`: logs grow by appending, and share their entry objects only with the
 * logs they grew from (or branched from, with the same options and seed), so the last shared entry tells.
 */
const extendsLog = (log: readonly LogEntry[], before: readonly LogEntry[]): boolean =>
  log.length >= before.length && log[before.length - 1] === before[before.length - 1]

/**
 * Every position where the system's moment changes, the set-up first when it names one. One pass over the
 * log, memoised per log and carried on from the last pass when the log only grew, so the timeline's
 * "previous/next turn" buttons are a search in this list.
 */
export function boundaries<S, A>(history: History<S, A>, momentOf: MomentOf<S>): readonly Boundary[] {
  const cached = boundaryCache.get(history.log)
  if (cached && cached.momentOf === momentOf) return cached.list
  const resume =
    lastScan &&
    lastScan.momentOf === momentOf &&
    lastScan.log.length > 0 &&
    extendsLog(history.log, lastScan.log)
      ? lastScan
      : null
  const list: Boundary[] = resume ? [...resume.list] : []
  let state = (resume ? resume.state : history.initial) as S
  let last = resume ? resume.moment : momentOf(state)
  if (!resume && last) list.push({ at: 0, moment: last })
  for (let i = resume ? resume.log.length : 0; i < history.log.length; i++) {
    state = i + 1 === history.log.length ? history.state : replayOne(history as History<S>, state, i)
    const now = momentOf(state)
    if (now && !sameMoment(now, last)) list.push({ at: i + 1, moment: now })
    last = now
  }
  boundaryCache.set(history.log, { momentOf: momentOf as MomentOf, list })
  lastScan = { log: history.log, momentOf: momentOf as MomentOf, list, state, moment: last }
  return list
}

/** The moment position `n` belongs to: the last boundary at or before it. */
export function momentAt(list: readonly Boundary[], n: number): Boundary | null {
  let found: Boundary | null = null
  for (const b of list) {
    if (b.at > n) break
    found = b
  }
  return found
}

/** The nearest boundary strictly before `n` (→ the start of this moment or the one before), else 0. */
export const previousBoundary = (list: readonly Boundary[], n: number): number =>
  list.findLast((b) => b.at < n)?.at ?? 0

/** The nearest boundary strictly after `n`, else the end of the log. */
export const nextBoundary = (list: readonly Boundary[], n: number, end: number): number =>
  list.find((b) => b.at > n)?.at ?? end

/**
 * "Same luck": the original game's entries after the branch point, so the branch's later commands reuse
 * their recorded dice while they are the original's commands, in its order. `from`: the branch point.
 */
export interface Luck<A = unknown> {
  from: number
  ahead: readonly LogEntry<A>[]
}

export type LuckChoice = 'same' | 'new'

/**
 * A new game from the first `n` entries of `history`: the same options and seed, the log up to `n`, its
 * states from the snapshots already cached (no replay of what is shared). With `same` luck it carries the
 * entries after `n` (see `luckDice`); with `new` luck none, so every later roll is fresh.
 */
export function branch<S, A>(
  history: History<S, A>,
  n: number,
  luck: LuckChoice,
): Result<{ history: History<S, A>; luck: Luck<A> | null }> {
  if (!Number.isInteger(n) || n < 0 || n > history.log.length)
    return err(`there is no moment ${n} in a log of ${history.log.length} commands`)
  const state = stateAt(history, n)
  const snapshots = new Map([...history.snapshots].filter(([at]) => at <= n))
  return ok({
    history: {
      ...history,
      log: history.log.slice(0, n),
      events: history.events.slice(0, n),
      state,
      redo: [],
      snapshots,
    },
    luck: luck === 'same' && n < history.log.length ? { from: n, ahead: history.log.slice(n) } : null,
  })
}

/** Structural equality of two JSON values, whatever their keys' order. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  if (ka.length !== kb.length) return false
  return ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/**
 * Whether the branch still follows the original: every command since the branch point is the original's
 * command at the same position. Once it strayed, its luck is its own for good.
 */
export function followsOriginal(luck: Luck, log: readonly LogEntry[]): boolean {
  const since = log.length - luck.from
  if (since < 0 || since > luck.ahead.length) return false
  for (let k = 0; k < since; k++)
    if (!sameData(log[luck.from + k]!.action, luck.ahead[k]!.action)) return false
  return true
}

/**
 * The dice for the branch's next command `action`: while the branch follows the original and `action` is
 * the original's next command, that command's recorded faces in order (fresh dice once they run out or a
 * die of another size is asked for); otherwise `fresh`. The faces used are recorded like any others, so
 * the branch replays with no reference to the original.
 */
export function luckDice(
  luck: Luck | null,
  log: readonly LogEntry[],
  action: unknown,
  fresh: DiceSource,
): DiceSource {
  if (!luck || !followsOriginal(luck, log)) return fresh
  const original = luck.ahead[log.length - luck.from]
  if (!original || !sameData(original.action, action)) return fresh
  const recorded: readonly RecordedRoll[] = original.rolls
  let next = 0
  let strayed = false
  return {
    roll(sides) {
      const roll = strayed ? undefined : recorded[next]
      if (roll && roll[0] === sides) {
        next++
        return roll[1]
      }
      strayed = true
      return fresh.roll(sides)
    },
  }
}
