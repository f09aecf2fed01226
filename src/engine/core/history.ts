/**
 * The command log: every game is options + seed + log. Undo drops the last command group and recomputes
 * from a snapshot; redo re-applies the group with its recorded rolls. A group that revealed randomness
 * (it consumed dice) is a commit point and cannot be undone outside GM override.
 */
import { formatExpressionRoll, parseDiceExpression, rollExpression } from './dice-expression'
import { recordingDice, replayDice, seededDice, type DiceSource, type RecordedRoll } from './dice'
import type { Failure, GameEvent, SystemModule } from './game-module'
import { err, ok, type Result } from './result'

/** Commands the core handles itself for every system (the shared dice tray). */
export type CoreAction = { type: 'core/roll'; expression: string; label?: string }

export const isCoreAction = (action: unknown): action is CoreAction =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'core/roll'

/** One committed command: the action, the rolls it consumed, its undo group. */
export interface LogEntry<A = unknown> {
  action: A | CoreAction
  rolls: RecordedRoll[]
  group: number
}

/** How many entries between cached states while the game is short: undo replays at most this many commands. */
export const SNAPSHOT_EVERY = 32

/**
 * The most states the snapshots keep. A long game thins them (every other one goes, then every fourth…),
 * so their memory stays bounded whatever the game's length (a Double Cross state is ~140 KB as JSON), at
 * the price of longer replays from a snapshot in very long games.
 */
export const MAX_SNAPSHOTS = 32

/** The spacing of snapshots in a log of `length` entries: SNAPSHOT_EVERY doubled until MAX_SNAPSHOTS fit. */
export function snapshotSpacing(length: number): number {
  let spacing = SNAPSHOT_EVERY
  while (Math.floor(length / spacing) > MAX_SNAPSHOTS) spacing *= 2
  return spacing
}

export interface History<S = unknown, A = unknown> {
  readonly module: SystemModule<S, A, unknown>
  readonly options: unknown
  readonly seed: string
  readonly initial: S
  readonly log: readonly LogEntry<A>[]
  /** Events produced by each log entry (same index). */
  readonly events: readonly (readonly GameEvent[])[]
  readonly state: S
  /** Undone groups, the most recently undone last. Not persisted: a new command clears it. */
  readonly redo: readonly (readonly LogEntry<A>[])[]
  /** State after the first `n` entries, for n a multiple of SNAPSHOT_EVERY (at most MAX_SNAPSHOTS of them). */
  readonly snapshots: ReadonlyMap<number, S>
}

const describeError = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/** Starts a game: `setup` draws from dice seeded by `seed`, so options + seed give the same start. */
export function startHistory<S, A>(
  module: SystemModule<S, A, unknown>,
  options: unknown,
  seed: string,
): Result<History<S, A>> {
  try {
    const initial = module.setup(options, seededDice(seed))
    return ok({
      module,
      options,
      seed,
      initial,
      log: [],
      events: [],
      state: initial,
      redo: [],
      snapshots: new Map(),
    })
  } catch (e) {
    return err(`the game could not be set up from these options: ${describeError(e)}`)
  }
}

/** Applies one command (a system's, or the dice tray's `core/roll`) to `state` with `dice`. */
export function step<S, A>(
  module: SystemModule<S, A, unknown>,
  state: S,
  action: NoInfer<A> | CoreAction,
  dice: DiceSource,
): { ok: true; state: S; events: GameEvent[] } | Failure {
  if (isCoreAction(action)) {
    const parsed = parseDiceExpression(action.expression)
    if (!parsed.ok)
      return { ok: false, error: `${parsed.error.message} (at character ${parsed.error.position + 1})` }
    const roll = rollExpression(parsed.value, dice)
    const label = action.label ? `${action.label}: ` : ''
    return {
      ok: true,
      state,
      events: [{ type: 'core/rolled', text: label + formatExpressionRoll(roll), dice: roll.dice }],
    }
  }
  return module.apply(state, action, dice)
}

/** The snapshots once the log has `length` entries ending in `state`: the new one added, thinned to the cap. */
function withSnapshot<S>(
  snapshots: ReadonlyMap<number, S>,
  length: number,
  state: S,
): ReadonlyMap<number, S> {
  const spacing = snapshotSpacing(length)
  if (length % spacing !== 0) return snapshots
  const next = new Map<number, S>()
  for (const [at, kept] of snapshots) if (at % spacing === 0) next.set(at, kept)
  next.set(length, state)
  return next
}

/**
 * The state each log's last group started from, as `execute` left it: the game screen asks whose move the
 * last group was at every command, and replaying up to a snapshot's worth of commands for it would put
 * that work on every move. Logs made otherwise (a replay, an undo) fall back to the replay.
 */
const groupStarts = new WeakMap<readonly LogEntry[], unknown>()

/**
 * Applies one command with live dice, recording the rolls. `join: true` adds it to the previous command's
 * undo group (a multi-step move undone as one).
 */
export function execute<S, A>(
  history: History<S, A>,
  action: NoInfer<A> | CoreAction,
  dice: DiceSource,
  { join = false }: { join?: boolean } = {},
): { ok: true; history: History<S, A>; events: GameEvent[] } | Failure {
  const recorder = recordingDice(dice)
  let outcome: ReturnType<typeof step<S, A>>
  try {
    outcome = step(history.module, history.state, action, recorder.dice)
  } catch (e) {
    // A code and the cause, so the reader sees the wrapper in their language (app `errors.commandFailed`).
    const detail = describeError(e)
    return {
      ok: false,
      error: `that command could not be carried out: ${detail}`,
      code: 'commandFailed',
      params: { detail },
    }
  }
  if (!outcome.ok) return outcome
  const last = history.log[history.log.length - 1]
  const group = last ? (join ? last.group : last.group + 1) : 0
  const entry: LogEntry<A> = { action, rolls: recorder.rolls, group }
  const log = [...history.log, entry]
  // The state its last group started from, known here for free (see `othersGroup`).
  if (!(join && last)) groupStarts.set(log, history.state)
  else if (groupStarts.has(history.log)) groupStarts.set(log, groupStarts.get(history.log))
  return {
    ok: true,
    events: outcome.events,
    history: {
      ...history,
      log,
      events: [...history.events, outcome.events],
      state: outcome.state,
      redo: [],
      snapshots: withSnapshot(history.snapshots, log.length, outcome.state),
    },
  }
}

/** A log that failed to replay: which entry (0-based) and why. */
export interface ReplayError {
  index: number
  message: string
}

/** Rebuilds a game from options + seed + log, checking every recorded roll is used exactly. */
export function replayHistory<S, A>(
  module: SystemModule<S, A, unknown>,
  options: unknown,
  seed: string,
  log: readonly LogEntry<A>[],
): Result<History<S, A>, ReplayError> {
  const started = startHistory(module, options, seed)
  if (!started.ok) return err({ index: -1, message: started.error })
  let history = started.value
  const events: GameEvent[][] = []
  let state = history.initial
  let snapshots: ReadonlyMap<number, S> = new Map<number, S>()
  for (let index = 0; index < log.length; index++) {
    const entry = log[index]!
    const dice = replayDice(entry.rolls)
    let outcome: ReturnType<typeof step<S, A>>
    try {
      outcome = step(module, state, entry.action, dice)
    } catch (e) {
      return err({ index, message: describeError(e) })
    }
    if (!outcome.ok) return err({ index, message: outcome.error })
    if (dice.remaining() !== 0) {
      return err({ index, message: `${dice.remaining()} recorded roll(s) were not used` })
    }
    state = outcome.state
    events.push(outcome.events)
    snapshots = withSnapshot(snapshots, index + 1, state)
  }
  history = { ...history, log: [...log], events, state, snapshots }
  return ok(history)
}

/** Index of the first entry of the last command group, or -1 when the log is empty. */
function lastGroupStart(log: readonly LogEntry[]): number {
  if (log.length === 0) return -1
  const group = log[log.length - 1]!.group
  let i = log.length - 1
  while (i > 0 && log[i - 1]!.group === group) i--
  return i
}

/**
 * Who may undo. `gm`: the GM override, which may undo anything. `agreed`: the side whose move it was agreed
 * to take it back (a hot-seat game: see `groupOwner`).
 */
export interface UndoOptions {
  gm?: boolean
  agreed?: boolean
}

/** The side (0 or 1) that made each history's last group, when another side must act now; memoised. */
const othersGroups = new WeakMap<readonly LogEntry[], 0 | 1 | null>()

/**
 * In a hot-seat game the device belongs to the side that must act: it may take back its own last move,
 * not the other side's (a declared attack, a hidden pick) unless that side agrees. The side that made the
 * last group is the one whose choice the state before it was (the module's `actor`); the computer's reply
 * joins its opponent's group, so a move and its reply are the mover's. Null when the sides are the same,
 * or either is nobody's (a table-wide step), or the system has no sides (a GM screen).
 */
export function othersGroup(history: History): 0 | 1 | null {
  // Called on the module (a module's `actor` may use `this`).
  const module = history.module as { actor?(state: unknown): 0 | 1 | null }
  const start = lastGroupStart(history.log)
  if (!module.actor || start < 0) return null
  const known = othersGroups.get(history.log)
  if (known !== undefined) return known
  const before = module.actor(
    groupStarts.has(history.log) ? groupStarts.get(history.log) : stateAfter(history, start),
  )
  const now = module.actor(history.state)
  const owner = before !== null && now !== null && before !== now ? before : null
  othersGroups.set(history.log, owner)
  return owner
}

/** Whether the last command group can be undone, and why not. */
export function canUndo(history: History, { gm = false, agreed = false }: UndoOptions = {}): Result<true> {
  const start = lastGroupStart(history.log)
  if (start < 0) return { ok: false, error: 'nothing to undo', code: 'nothingToUndo' }
  if (!gm && history.log.slice(start).some((e) => e.rolls.length > 0)) {
    return {
      ok: false,
      error: 'that revealed dice, so it stands (undo it with GM override)',
      code: 'diceStand',
    }
  }
  const owner = gm || agreed ? null : othersGroup(history)
  if (owner !== null)
    return {
      ok: false,
      error: `that was side ${owner + 1}'s move: only that side may take it back (or the GM override)`,
      code: 'othersMove',
      params: { side: owner },
    }
  return ok(true)
}

/** The state after the first `count` entries, from the nearest snapshot. */
function stateAfter<S, A>(history: History<S, A>, count: number): S {
  let from = Math.floor(count / SNAPSHOT_EVERY) * SNAPSHOT_EVERY
  while (from > 0 && !history.snapshots.has(from)) from -= SNAPSHOT_EVERY
  let state = from > 0 ? history.snapshots.get(from)! : history.initial
  for (let i = from; i < count; i++) {
    const entry = history.log[i]!
    const outcome = step(history.module, state, entry.action, replayDice(entry.rolls))
    if (!outcome.ok) throw new Error(`log entry ${i} no longer applies: ${outcome.error}`)
    state = outcome.state
  }
  return state
}

/** Drops the last command group (see `canUndo`). */
export function undo<S, A>(history: History<S, A>, options: UndoOptions = {}): Result<History<S, A>> {
  const allowed = canUndo(history as History, options)
  if (!allowed.ok) return allowed
  const start = lastGroupStart(history.log)
  const snapshots = new Map([...history.snapshots].filter(([n]) => n <= start))
  const trimmed = { ...history, snapshots, log: history.log.slice(0, start) }
  return ok({
    ...trimmed,
    events: history.events.slice(0, start),
    state: stateAfter(trimmed, start),
    redo: [...history.redo, history.log.slice(start)],
  })
}

/** Whether an undone group can be redone. */
export const canRedo = (history: History): boolean => history.redo.length > 0

/** Re-applies the most recently undone group with its recorded rolls. */
export function redo<S, A>(history: History<S, A>): Result<History<S, A>> {
  const group = history.redo[history.redo.length - 1]
  if (!group) return { ok: false, error: 'nothing to redo', code: 'nothingToRedo' }
  let state = history.state
  const log = [...history.log]
  const events = [...history.events]
  let snapshots = history.snapshots
  const last = log[log.length - 1]
  const groupId = last ? last.group + 1 : 0
  for (const entry of group) {
    const outcome = step(history.module, state, entry.action, replayDice(entry.rolls))
    if (!outcome.ok) return err(`cannot redo: ${outcome.error}`)
    state = outcome.state
    log.push({ ...entry, group: groupId })
    events.push(outcome.events)
    snapshots = withSnapshot(snapshots, log.length, state)
  }
  return ok({ ...history, log, events, state, snapshots, redo: history.redo.slice(0, -1) })
}
