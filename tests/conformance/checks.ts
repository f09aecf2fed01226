/**
 * The contract every registered system keeps, as checks over what seeded games met. Each check returns the
 * problems it found as sentences (empty when the system conforms), so a failing run lists every gap at once.
 */
import { isDeepStrictEqual } from 'node:util'
import {
  canUndo,
  readSave,
  redo,
  replayHistory,
  SAVE_SCHEMA_VERSION,
  undo,
  othersGroup,
  writeSave,
  type Failure,
  type GameEvent,
  type History,
  type SavedGame,
  type SystemId,
  type TextParams,
} from '../../src/engine'
import type { AnySystem, GameRecord } from './play'
import { eventLanguagesMissing, refusalLanguagesMissing, type Language } from './templates'

/** The same JSON data (what a save keeps), whatever the key order or `undefined` fields. */
const sameData = (a: unknown, b: unknown): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a) ?? 'null'), JSON.parse(JSON.stringify(b) ?? 'null'))

/** Where two JSON values first differ, for a readable failure. */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (isDeepStrictEqual(a, b)) return ''
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path || 'the value'}: ${JSON.stringify(a)?.slice(0, 80)} ≠ ${JSON.stringify(b)?.slice(0, 80)}`
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    )
    if (found) return found
  }
  return `${path || 'the value'} differs`
}

const normal = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')
const differ = (a: unknown, b: unknown): string => firstDifference(normal(a), normal(b))

const game = (record: GameRecord) => `game ${record.seed}`

/** Replaying the log from options + seed gives the live state, log lines and log. */
export function replayProblems(module: AnySystem, record: GameRecord): string[] {
  const live = record.history
  const replayed = replayHistory(module, record.options, record.seed, live.log)
  if (!replayed.ok)
    return [`${game(record)}: entry ${replayed.error.index} does not replay: ${replayed.error.message}`]
  const problems: string[] = []
  if (!sameData(replayed.value.state, live.state))
    problems.push(`${game(record)}: the replayed state differs (${differ(replayed.value.state, live.state)})`)
  if (!sameData(replayed.value.events, live.events))
    problems.push(`${game(record)}: the replayed log lines differ`)
  return problems
}

/** `readSave(writeSave(s))` gives back `s`, and the game it replays is the live one. */
export function saveProblems(
  module: AnySystem,
  record: GameRecord,
  systems: Parameters<typeof readSave>[1],
): string[] {
  const save: SavedGame = {
    id: `conformance-${record.seed}`,
    system: module.id,
    schemaVersion: SAVE_SCHEMA_VERSION,
    name: `Conformance ${record.seed}`,
    options: record.options,
    seed: record.seed,
    log: [...record.history.log],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T04:05:06.000Z',
  }
  const read = readSave(writeSave(save), systems)
  if (!read.ok) return [`${game(record)}: the save is refused: ${read.error}`]
  const problems: string[] = []
  if (!sameData(read.save, save))
    problems.push(`${game(record)}: the save read back differs (${differ(read.save, save)})`)
  if (read.migratedFrom !== undefined) problems.push(`${game(record)}: a fresh save was migrated`)
  const replayed = replayHistory(module, read.save.options, read.save.seed, read.save.log as History['log'])
  if (!replayed.ok) problems.push(`${game(record)}: the save read back does not replay`)
  else if (!sameData(replayed.value.state, record.history.state))
    problems.push(
      `${game(record)}: the save replays to another state (${differ(replayed.value.state, record.history.state)})`,
    )
  return problems
}

/** Undo then redo is the identity (GM override where dice were rolled); undo is refused without it. */
export function undoRedoProblems(record: GameRecord): string[] {
  const problems: string[] = []
  for (const history of record.samples) {
    const at = `${game(record)} after ${history.log.length} commands`
    const last = history.log[history.log.length - 1]
    const rolled = history.log.filter((e) => e.group === last?.group).some((e) => e.rolls.length > 0)
    // With the agreement of the side whose move it was, only dice keep a move from being taken back.
    if (canUndo(history, { agreed: true }).ok === rolled)
      problems.push(`${at}: plain undo is ${rolled ? 'allowed' : 'refused'}`)
    const others = othersGroup(history)
    if (!rolled && canUndo(history).ok !== (others === null))
      problems.push(`${at}: undo of side ${others}'s move is ${others === null ? 'refused' : 'allowed'}`)
    const undone = undo(history, { gm: true })
    if (!undone.ok) {
      problems.push(`${at}: undo refused: ${undone.error}`)
      continue
    }
    const redone = redo(undone.value)
    if (!redone.ok) {
      problems.push(`${at}: redo refused: ${redone.error}`)
      continue
    }
    for (const part of ['state', 'log', 'events'] as const)
      if (!sameData(redone.value[part], history[part]))
        problems.push(
          `${at}: undo then redo changes the ${part} (${differ(redone.value[part], history[part])})`,
        )
  }
  return problems
}

/** Where a state is not plain JSON data (a class instance, a function, a number JSON cannot write). */
export function plainDataProblems(value: unknown, path = 'state'): string[] {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean')
    return []
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} is ${value}`]
  if (typeof value !== 'object') return [`${path} is a ${typeof value}`]
  const proto = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    return [`${path} is a ${proto?.constructor?.name ?? 'class instance'}`]
  return Object.entries(value).flatMap(([key, v]) => plainDataProblems(v, `${path}.${key}`))
}

/** Lists each distinct problem once, with how often it was met and one example. */
class Findings {
  private readonly found = new Map<string, { count: number; example: string }>()

  add(problem: string, example: string): void {
    const known = this.found.get(problem)
    if (known) known.count++
    else this.found.set(problem, { count: 1, example })
  }

  list(): string[] {
    return [...this.found].map(
      ([problem, { count, example }]) => `${problem} (${count}×, e.g. ${example.slice(0, 140)})`,
    )
  }
}

const looked = new Map<string, Language[]>()

/**
 * The languages a sentence is missing in, worked out once per key and the params that choose its form
 * (i18next picks `_one`/`_other`… by `count` and `_<context>` by `context`; the other params only fill it).
 */
function languagesOnce(key: string, params: TextParams | undefined, find: () => Language[]): Language[] {
  const form = `${key}|${params?.count}|${params?.context}|${params?.reasonCode}`
  let missing = looked.get(form)
  if (!missing) looked.set(form, (missing = find()))
  return missing
}

/**
 * A rule ID of the reference, a section whose rules it lists ("CW-4" for CW-4.1 …), or a whole section of
 * the digest: a refusal of a malformed action cites the "what the product must offer" section (CW-9),
 * which the reference has no entry for.
 */
const isRuleOf = (rule: string, ids: ReadonlySet<string>): boolean =>
  /^[A-Z]+-\d+$/.test(rule) || ids.has(rule) || [...ids].some((id) => id.startsWith(`${rule}.`))

/**
 * Every refusal cites a rule of the system (`<prefix>-…`, listed in its rules reference `ruleIds`, or a
 * section of it), has a code and params, and reads in all six languages through `errors.<code>`.
 */
export function refusalProblems(
  system: SystemId,
  prefix: string,
  ruleIds: ReadonlySet<string>,
  refusals: readonly { action: unknown; refusal: Failure }[],
): string[] {
  const findings = new Findings()
  for (const { action, refusal } of refusals) {
    const example = `${JSON.stringify(action)?.slice(0, 60)} → "${refusal.error}"`
    const name = refusal.code ? `errors.${refusal.code}` : `"${refusal.error.slice(0, 50)}"`
    if (typeof refusal.error !== 'string' || refusal.error === '')
      findings.add(`${name}: no English sentence`, example)
    if (typeof refusal.rule !== 'string') findings.add(`${name}: no rule`, example)
    else if (!refusal.rule.startsWith(`${prefix}-`))
      findings.add(`${name}: rule ${refusal.rule} is not a ${prefix}- rule`, example)
    else if (!isRuleOf(refusal.rule, ruleIds))
      findings.add(`${name}: rule ${refusal.rule} is not in the system's rules reference`, example)
    if (!refusal.code) findings.add(`${name}: no code`, example)
    if (typeof refusal.params !== 'object' || refusal.params === null)
      findings.add(`${name}: no params`, example)
    const missing = refusal.code
      ? languagesOnce(`${system}:errors.${refusal.code}`, refusal.params, () =>
          refusalLanguagesMissing(system, refusal),
        )
      : []
    if (missing.length) findings.add(`${name}: no template in ${missing.join(', ')}`, example)
  }
  return findings.list()
}

/** Every log line has params and reads in all six languages through `events.<type>`. */
export function eventProblems(system: SystemId, events: readonly GameEvent[]): string[] {
  const findings = new Findings()
  for (const event of events) {
    const example = `"${event.text}"`
    if (typeof event.params !== 'object' || event.params === null)
      findings.add(`events.${event.type}: no params`, example)
    else {
      const missing = languagesOnce(`${system}:events.${event.type}`, event.params, () =>
        eventLanguagesMissing(system, event),
      )
      if (missing.length) findings.add(`events.${event.type}: no template in ${missing.join(', ')}`, example)
    }
  }
  return findings.list()
}
