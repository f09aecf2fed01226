/**
 * Saved games: the `.json` files users export and import, and what autosave stores. `readSave` is the one
 * door for untrusted documents: it never throws, validates the shape with a schema, migrates old schema
 * versions by named steps, and replays the log before accepting it.
 */
import { z } from './core/zod'
import { replayHistory, type LogEntry } from './core/history'
import { isSystemId, type SystemId, type SystemModule } from './core/game-module'

/** The schema version `writeSave` writes. */
export const SAVE_SCHEMA_VERSION = 2
/** Files larger than this are refused before parsing (a save of a long game is well under 1 MB). */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024
const MAX_DEPTH = 64
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export const SYSTEM_NAMES: Record<SystemId, string> = {
  'double-cross': 'Double Cross 3rd Edition',
  chesswarrior: 'Chesswarrior',
  frostgrave: 'Frostgrave',
  'dice-roll-party': 'Dice Roll Party – Duel',
}

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
}

const rollSchema = z
  .tuple([
    z
      .number()
      .int()
      .min(1)
      .max(2 ** 32),
    z.number().int().min(1),
  ])
  .refine(([sides, face]) => face <= sides, { message: 'a recorded face is larger than its die' })

const entrySchema = z.object({
  action: z.looseObject({ type: z.string().min(1).max(100) }),
  rolls: z.array(rollSchema).max(100_000),
  group: z.number().int().min(0),
})

const saveSchema = z.object({
  id: z.string().min(1).max(100),
  system: z.string(),
  schemaVersion: z.literal(SAVE_SCHEMA_VERSION),
  name: z.string().min(1, 'the game has no name').max(200),
  options: z.unknown(),
  seed: z.string().max(200),
  log: z.array(entrySchema).max(200_000),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
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
]

/** The text of a `.json` save file. */
export function writeSave(save: SavedGame): string {
  return JSON.stringify(save)
}

/** Finds `__proto__`/`constructor`/`prototype` keys and absurd nesting without recursion. */
function findHostileStructure(value: unknown): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }]
  while (stack.length) {
    const { value: v, depth, path } = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    if (depth > MAX_DEPTH) return `it is nested more than ${MAX_DEPTH} levels deep (at ${path || 'the top'})`
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(key)) return `it contains the forbidden key "${key}" (at ${path || 'the top'})`
      stack.push({ value: (v as Doc)[key], depth: depth + 1, path: path ? `${path}.${key}` : key })
    }
  }
  return null
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.join('.') : 'the file'
  return `${path}: ${issue.message}`
}

type ReadResult = { ok: true; save: SavedGame; migratedFrom?: number } | { ok: false; error: string }

/**
 * Validates and migrates a save file's text against `systems` (the app passes the one system it loaded,
 * see `peekSystem`; `index.ts` passes every system). Pure and total: never throws.
 */
export function readSave(
  text: string,
  systems: Partial<Record<string, SystemModule<unknown, unknown, unknown>>>,
): ReadResult {
  try {
    return readSaveUnsafe(text, systems)
  } catch (e) {
    // A defect in a system module must not escape the import boundary.
    return { ok: false, error: `This save could not be read: ${e instanceof Error ? e.message : String(e)}` }
  }
}

function readSaveUnsafe(
  text: string,
  systems: Partial<Record<string, SystemModule<unknown, unknown, unknown>>>,
): ReadResult {
  if (typeof text !== 'string') return { ok: false, error: 'This is not a text file.' }
  if (text.length > MAX_SAVE_BYTES) {
    const mb = (text.length / 1024 / 1024).toFixed(1)
    return {
      ok: false,
      error: `This file is ${mb} MB; saves are at most ${MAX_SAVE_BYTES / 1024 / 1024} MB.`,
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    return {
      ok: false,
      error: `This is not a valid JSON file (${e instanceof Error ? e.message : 'parse error'}).`,
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'This is not a Tabletop save: expected a JSON object.' }
  }
  const hostile = findHostileStructure(parsed)
  if (hostile) return { ok: false, error: `This file was refused because ${hostile}.` }
  let doc = parsed as Doc
  const version = doc.schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'This is not a Tabletop save: it has no valid schemaVersion.' }
  }
  if (version > SAVE_SCHEMA_VERSION) {
    return {
      ok: false,
      error: `This save was made by a newer version of Tabletop (schema ${version}; this version reads up to ${SAVE_SCHEMA_VERSION}).`,
    }
  }
  if (!isSystemId(doc.system)) {
    const shown = typeof doc.system === 'string' ? `"${doc.system.slice(0, 40)}"` : 'missing'
    return { ok: false, error: `Unknown game system (${shown}).` }
  }
  const module = systems[doc.system]
  if (!module)
    return {
      ok: false,
      error: `${SYSTEM_NAMES[doc.system]} games cannot be opened yet: the system is coming soon.`,
    }
  for (const step of SAVE_MIGRATIONS) {
    if (doc.schemaVersion === step.from) doc = step.migrate(doc)
  }
  const checked = saveSchema.safeParse(doc)
  if (!checked.success) {
    return { ok: false, error: `This save has the wrong shape: ${describeIssue(checked.error.issues[0]!)}.` }
  }
  const save = checked.data as SavedGame
  const replay = replayHistory(module, save.options, save.seed, save.log as LogEntry[])
  if (!replay.ok) {
    const where = replay.error.index < 0 ? 'its set-up' : `log entry ${replay.error.index + 1}`
    return { ok: false, error: `This save's log does not replay: ${where} fails (${replay.error.message}).` }
  }
  return version < SAVE_SCHEMA_VERSION ? { ok: true, save, migratedFrom: version } : { ok: true, save }
}

/**
 * The system a save's text claims to be, or null (not JSON, too large, no known system). Lets the app load
 * that one system before `readSave` checks the whole file; never throws.
 */
export function peekSystem(text: string): SystemId | null {
  if (typeof text !== 'string' || text.length > MAX_SAVE_BYTES) return null
  try {
    const doc: unknown = JSON.parse(text)
    const system = typeof doc === 'object' && doc !== null ? (doc as Doc).system : undefined
    return isSystemId(system) ? system : null
  } catch {
    return null
  }
}
