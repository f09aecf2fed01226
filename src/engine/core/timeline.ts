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

/** Positions the review cache keeps as it replays: a step back replays at most this many - 1 commands. */
export const CHECKPOINT_EVERY = 8

/** The most states the review cache keeps per log (the least recently used go first). */
export const REVIEW_CACHE_SIZE = 64

/**
 * States met while reviewing, per log: every CHECKPOINT_EVERY-th position replayed and each position
 * asked for. Keyed by the log, so live play (a new log) starts afresh and a closed game's cache goes
 * with it; states share their unchanged parts, so a cached state costs only what its commands changed.
 */
const reviewCache = new WeakMap<readonly LogEntry[], Map<number, unknown>>()

function remember(cache: Map<number, unknown>, at: number, state: unknown): void {
  cache.delete(at)
  cache.set(at, state)
  if (cache.size > REVIEW_CACHE_SIZE) cache.delete(cache.keys().next().value!)
}

/**
 * The state after the first `n` entries (0 = the set-up, log.length = now): from the closest state known
 * at or before `n` (a snapshot, the review cache, or `near`, the moment on screen), so stepping forward
 * replays one command, stepping back at most CHECKPOINT_EVERY - 1, and a jump at most the snapshot spacing.
 */
export function stateAt<S, A>(history: History<S, A>, n: number, near?: Known<S>): S {
  const count = Math.max(0, Math.min(history.log.length, Math.trunc(n)))
  if (count === history.log.length) return history.state
  let cache = reviewCache.get(history.log)
  if (!cache) reviewCache.set(history.log, (cache = new Map()))
  if (cache.has(count)) {
    const hit = cache.get(count) as S
    remember(cache, count, hit)
    return hit
  }
  let from = Math.floor(count / SNAPSHOT_EVERY) * SNAPSHOT_EVERY
  while (from > 0 && !history.snapshots.has(from)) from -= SNAPSHOT_EVERY
  let state = from > 0 ? history.snapshots.get(from)! : history.initial
  for (const [at, known] of cache)
    if (at <= count && at > from) {
      from = at
      state = known as S
    }
  if (near && near.at <= count && near.at > from) {
    from = near.at
    state = near.state
  }
  for (let i = from; i < count; i++) {
    state = replayOne(history as History<S>, state, i)
    if ((i + 1) % CHECKPOINT_EVERY === 0 && i + 1 < count) remember(cache, i + 1, state)
  }
  remember(cache, count, state)
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

/** How far the last pass got (`upTo` entries of `log`), so a pass resumes there: in slices, or as the log grows. */
let lastScan: {
  log: readonly LogEntry[]
  upTo: number
  momentOf: MomentOf
  list: Boundary[]
  state: unknown
  moment: Moment | null
} | null = null

/**
 * Whether `log` begins with the first `upTo` entries of `before`: logs grow by appending, and share their
 * entry objects only with the logs they grew from (or branched from, with the same options and seed), so
 * the last shared entry tells.
 */
const extendsLog = (log: readonly LogEntry[], before: readonly LogEntry[], upTo: number): boolean =>
  upTo > 0 && log.length >= upTo && log[upTo - 1] === before[upTo - 1]

/** A pass over the log so far: the boundaries found, and whether it reached the end. */
export interface BoundaryScan {
  list: readonly Boundary[]
  done: boolean
}

/**
 * Every position where the system's moment changes, the set-up first when it names one: a pass over the
 * log that carries on from the last one (the log grew, or the pass was cut), at most `limit` commands
 * this call. The screen runs it in slices while nothing else happens, so a long loaded game never stops
 * to scan when the timeline is first used; a finished pass is memoised per log.
 */
export function scanBoundaries<S, A>(
  history: History<S, A>,
  momentOf: MomentOf<S>,
  limit = Infinity,
): BoundaryScan {
  const cached = boundaryCache.get(history.log)
  if (cached && cached.momentOf === momentOf) return { list: cached.list, done: true }
  const resume =
    lastScan && lastScan.momentOf === momentOf && extendsLog(history.log, lastScan.log, lastScan.upTo)
      ? lastScan
      : null
  const list: Boundary[] = resume ? [...resume.list] : []
  let state = (resume ? resume.state : history.initial) as S
  let last = resume ? resume.moment : momentOf(state)
  if (!resume && last) list.push({ at: 0, moment: last })
  const from = resume ? resume.upTo : 0
  const upTo = Math.min(history.log.length, from + limit)
  for (let i = from; i < upTo; i++) {
    state = i + 1 === history.log.length ? history.state : replayOne(history as History<S>, state, i)
    const now = momentOf(state)
    if (now && !sameMoment(now, last)) list.push({ at: i + 1, moment: now })
    last = now
  }
  const done = upTo === history.log.length
  if (done) boundaryCache.set(history.log, { momentOf: momentOf as MomentOf, list })
  lastScan = { log: history.log, upTo, momentOf: momentOf as MomentOf, list, state, moment: last }
  return { list, done }
}

/** Every boundary of the whole log at once (see `scanBoundaries`). */
export function boundaries<S, A>(history: History<S, A>, momentOf: MomentOf<S>): readonly Boundary[] {
  return scanBoundaries(history, momentOf).list
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
