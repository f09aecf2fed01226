/**
 * Saved games: the `.json` files users export and import, and what autosave stores. `readSave` is the one
 * door for untrusted documents: it never throws, validates the shape with a schema, migrates old schema
 * versions by named steps, and replays the log before accepting it.
 */
import { z } from './core/zod'
import { replayHistory, type LogEntry } from './core/history'
import { findHostileStructure } from './core/untrusted-json'
import type { SystemModule } from './core/game-module'
import { isSystemId, SYSTEM_NAMES, type SystemId } from './systems/catalogue'

/** The schema version `writeSave` writes. */
export const SAVE_SCHEMA_VERSION = 3
/**
 * Imported files larger than this are refused before parsing: the longest real game's save is far smaller
 * (`npm run bench` reports it per system). Tables the app stored itself are read without it (see `ReadOptions`).
 */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024
const MAX_DEPTH = 64

export interface SavedGame {
  id: string
  system: string
  schemaVersion: number
  name: string
  options: unknown
  seed: string
  log: unknown[]
  createdAt: string
  updatedAt: string
  /**
   * A branch played on with "same luck" (issue 36): where it left its original and the original's later
   * commands with their faces, offered again while the branch plays the same commands (core/timeline.ts
   * `luckDice`). Optional, so saves from before it, and branches with new luck, mean what they meant.
   */
  luck?: { from: number; ahead: unknown[] }
}

const rollSchema = z
  .tuple([z.int().check(z.gte(1), z.lte(2 ** 32)), z.int().check(z.gte(1))])
  .check(z.refine(([sides, face]) => face <= sides, { message: 'a recorded face is larger than its die' }))

const entrySchema = z.object({
  action: z.looseObject({ type: z.string().check(z.minLength(1), z.maxLength(100)) }),
  rolls: z.array(rollSchema).check(z.maxLength(100_000)),
  group: z.int().check(z.gte(0)),
})

const saveSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  system: z.string(),
  schemaVersion: z.literal(SAVE_SCHEMA_VERSION),
  name: z.string().check(z.minLength(1, 'the game has no name'), z.maxLength(200)),
  options: z.unknown(),
  seed: z.string().check(z.maxLength(200)),
  log: z.array(entrySchema).check(z.maxLength(200_000)),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  luck: z.optional(
    z.object({
      from: z.int().check(z.gte(0)),
      ahead: z.array(entrySchema).check(z.maxLength(200_000)),
    }),
  ),
})

type Doc = Record<string, unknown>

/** Named, numbered migrations: step `from` turns a version-`from` document into version `from + 1`. */
export const SAVE_MIGRATIONS: readonly { from: number; name: string; migrate(doc: Doc): Doc }[] = [
  {
    from: 1,
    name: 'give every log entry its own undo group',
    migrate: (doc) => ({
      ...doc,
      schemaVersion: 2,
      log: Array.isArray(doc.log)
        ? doc.log.map((entry: unknown, group) =>
            typeof entry === 'object' && entry ? { ...entry, group } : entry,
          )
        : doc.log,
    }),
  },
  {
    from: 2,
    name: "Dice Roll Party's commands take the system's name: drp/finish-build becomes dice-roll-party/finishBuild",
    migrate: (doc) => ({
      ...doc,
      schemaVersion: 3,
      log:
        doc.system === 'dice-roll-party' && Array.isArray(doc.log) ? doc.log.map(renameDrpAction) : doc.log,
    }),
  },
]

/**
 * Migration 2: a Dice Roll Party log entry whose action is `drp/<kebab-case>` gets `dice-roll-party/<camelCase>`.
 * Anything else (the dice tray's `core/roll`, an entry already renamed, a malformed entry) is left as it is:
 * an autosaved table keeps its first text and appends entries after it, so one log may hold both names.
 */
function renameDrpAction(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return entry
  const action = (entry as Doc).action
  if (typeof action !== 'object' || action === null) return entry
  const type = (action as Doc).type
  if (typeof type !== 'string' || !type.startsWith('drp/')) return entry
  const name = type.slice('drp/'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
  return { ...entry, action: { ...action, type: `dice-roll-party/${name}` } }
}

/** The text of a `.json` save file. */
export function writeSave(save: SavedGame): string {
  return JSON.stringify(save)
}

/** Why a file was refused for its structure: a code, its params and the English words for them. */
interface Hostile {
  code: 'tooDeep' | 'forbiddenKey' | 'forbiddenKeyAtTop'
  params: Record<string, string | number>
  text: string
}

/** Finds `__proto__`/`constructor`/`prototype` keys and absurd nesting (core/untrusted-json.ts). */
function findHostile(value: unknown): Hostile | null {
  const found = findHostileStructure(value, MAX_DEPTH)
  if (!found) return null
  if (found.kind === 'tooDeep')
    return {
      code: 'tooDeep',
      params: { max: found.max, at: found.at },
      text: `it is nested more than ${found.max} levels deep (at ${found.at})`,
    }
  const { key, parent } = found
  return {
    code: parent ? 'forbiddenKey' : 'forbiddenKeyAtTop',
    params: { key, at: parent },
    text: `it contains the forbidden key "${key}" (at ${parent || 'the top'})`,
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.join('.') : 'the file'
  return `${path}: ${issue.message}`
}

/**
 * Why a save was refused: the English sentence in `error`; `code` (the shell's `errors.save.<code>`) and its
 * `params` say it in the reader's language. Details that come from a parser or a system (a JSON syntax
 * error, a schema issue, a replay failure) stay as they were written, in `params.detail`.
 */
export interface SaveRefusal {
  ok: false
  error: string
  code: `save.${SaveErrorCode}`
  params: Record<string, string | number>
}

export type SaveErrorCode =
  | 'unreadable'
  | 'notText'
  | 'tooLarge'
  | 'notJson'
  | 'notObject'
  | Hostile['code']
  | 'noSchemaVersion'
  | 'newerVersion'
  | 'unknownSystem'
  | 'noSystem'
  | 'comingSoon'
  | 'wrongShape'
  | 'setupFails'
  | 'entryFails'

type ReadResult = { ok: true; save: SavedGame; migratedFrom?: number } | SaveRefusal

const refuse = (
  code: SaveErrorCode,
  error: string,
  params: Record<string, string | number> = {},
): SaveRefusal => ({ ok: false, error, code: `save.${code}`, params })

/**
 * Validates and migrates a save file's text against `systems` (the app passes the one system it loaded,
 * see `peekSystem`; `index.ts` passes every system). Pure and total: never throws.
 */
/**
 * `maxBytes`: the size limit, `MAX_SAVE_BYTES` by default. The app reads the tables it stored itself with
 * none (`Infinity`): it wrote them from a validated game, so a table that grew long must still open; the
 * limit guards the import door against files from elsewhere.
 */
export interface ReadOptions {
  maxBytes?: number
}

export function readSave(
  text: string,
  systems: Partial<Record<string, SystemModule<unknown, unknown, unknown>>>,
  options: ReadOptions = {},
): ReadResult {
  try {
    return readSaveUnsafe(text, systems, options.maxBytes ?? MAX_SAVE_BYTES)
  } catch (e) {
    // A defect in a system module must not escape the import boundary.
    const detail = e instanceof Error ? e.message : String(e)
    return refuse('unreadable', `This save could not be read: ${detail}`, { detail })
  }
}

function readSaveUnsafe(
  text: string,
  systems: Partial<Record<string, SystemModule<unknown, unknown, unknown>>>,
  maxBytes: number,
): ReadResult {
  if (typeof text !== 'string') return refuse('notText', 'This is not a text file.')
  if (text.length > maxBytes) {
    const mb = (text.length / 1024 / 1024).toFixed(1)
    const max = MAX_SAVE_BYTES / 1024 / 1024
    return refuse('tooLarge', `This file is ${mb} MB; saves are at most ${max} MB.`, { mb, max })
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    const detail = e instanceof Error ? e.message : 'parse error'
    return refuse('notJson', `This is not a valid JSON file (${detail}).`, { detail })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse('notObject', 'This is not a Tabletop save: expected a JSON object.')
  }
  const hostile = findHostile(parsed)
  if (hostile) return refuse(hostile.code, `This file was refused because ${hostile.text}.`, hostile.params)
  let doc = parsed as Doc
  const version = doc.schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuse('noSchemaVersion', 'This is not a Tabletop save: it has no valid schemaVersion.')
  }
  if (version > SAVE_SCHEMA_VERSION) {
    return refuse(
      'newerVersion',
      `This save was made by a newer version of Tabletop (schema ${version}; this version reads up to ${SAVE_SCHEMA_VERSION}).`,
      { version, max: SAVE_SCHEMA_VERSION },
    )
  }
  if (!isSystemId(doc.system)) {
    if (typeof doc.system !== 'string') return refuse('noSystem', 'Unknown game system (missing).')
    const system = doc.system.slice(0, 40)
    return refuse('unknownSystem', `Unknown game system ("${system}").`, { system })
  }
  const module = systems[doc.system]
  if (!module)
    return refuse(
      'comingSoon',
      `${SYSTEM_NAMES[doc.system]} games cannot be opened yet: the system is coming soon.`,
      { system: doc.system },
    )
  for (const step of SAVE_MIGRATIONS) {
    if (doc.schemaVersion === step.from) doc = step.migrate(doc)
  }
  const checked = saveSchema.safeParse(doc)
  if (!checked.success) {
    // The document is an object by now, so every issue has a path.
    const issue = checked.error.issues[0]!
    return refuse('wrongShape', `This save has the wrong shape: ${describeIssue(issue)}.`, {
      path: issue.path.join('.'),
      detail: issue.message,
    })
  }
  const save = checked.data as SavedGame
  if (save.luck && save.luck.from > save.log.length)
    return refuse('wrongShape', `This save has the wrong shape: luck.from: it is past the log's end.`, {
      path: 'luck.from',
      detail: "it is past the log's end",
    })
  const replay = replayHistory(module, save.options, save.seed, save.log as LogEntry[])
  if (!replay.ok) {
    const { index, message: detail } = replay.error
    const where = index < 0 ? 'its set-up' : `log entry ${index + 1}`
    const error = `This save's log does not replay: ${where} fails (${detail}).`
    return index < 0
      ? refuse('setupFails', error, { detail })
      : refuse('entryFails', error, { entry: index + 1, detail })
  }
  return version < SAVE_SCHEMA_VERSION ? { ok: true, save, migratedFrom: version } : { ok: true, save }
}

/**
 * The system a save's text claims to be, or null (not JSON, too large, no known system). Lets the app load
 * that one system before `readSave` checks the whole file; never throws.
 */
export function peekSystem(text: string, { maxBytes = MAX_SAVE_BYTES }: ReadOptions = {}): SystemId | null {
  if (typeof text !== 'string' || text.length > maxBytes) return null
  try {
    const doc: unknown = JSON.parse(text)
    const system = typeof doc === 'object' && doc !== null ? (doc as Doc).system : undefined
    return isSystemId(system) ? system : null
  } catch {
    return null
  }
}
