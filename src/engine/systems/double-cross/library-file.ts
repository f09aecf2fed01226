/**
 * The effect library's file (DX-7): what "Export" writes and "Import" reads. A library file comes from
 * anywhere, so `readLibraryFile` is the one door for it, pure and total like `readSave`: size first, then
 * JSON, forbidden keys and nesting, kind and version (older versions migrate by numbered steps), then the
 * schema of every entry. A refused file says why with a code and params and changes nothing; an accepted one
 * becomes a `double-cross/importLibrary` command, which merges it by id.
 */
import { findHostileStructure } from '../../core/untrusted-json'
import { z } from '../../core/zod'
import { LIBRARY_LIMITS } from './rules/limits'
import { libraryEffectSchema, libraryVehicleSchema, libraryWeaponSchema } from './schema'
import type { DxLibrary, Effect, Vehicle, Weapon } from './types'

/** What the `kind` field of a library file says. */
export const LIBRARY_FILE_KIND = 'tabletop/double-cross-library'
/** The version `writeLibraryFile` writes (2: vehicles, DX-6.1). */
export const LIBRARY_FILE_VERSION = 2
const MAX_DEPTH = 16

/** A library file as written. */
export interface LibraryFile {
  kind: typeof LIBRARY_FILE_KIND
  version: number
  effects: Effect[]
  weapons: Weapon[]
  vehicles: Vehicle[]
}

type Doc = Record<string, unknown>

/** Named, numbered migrations: step `from` turns a version-`from` file into version `from + 1`. */
export const LIBRARY_FILE_MIGRATIONS: readonly { from: number; name: string; migrate(doc: Doc): Doc }[] = [
  { from: 1, name: 'add-vehicles', migrate: (doc) => ({ ...doc, version: 2, vehicles: [] }) },
]

const fileSchema = z.object({
  kind: z.literal(LIBRARY_FILE_KIND),
  version: z.literal(LIBRARY_FILE_VERSION),
  effects: z.array(libraryEffectSchema).check(z.maxLength(LIBRARY_LIMITS.effects)),
  weapons: z.array(libraryWeaponSchema).check(z.maxLength(LIBRARY_LIMITS.weapons)),
  vehicles: z.array(libraryVehicleSchema).check(z.maxLength(LIBRARY_LIMITS.vehicles)),
})

/** The text of a library file holding the whole library. */
export function writeLibraryFile(library: DxLibrary): string {
  const file: LibraryFile = {
    kind: LIBRARY_FILE_KIND,
    version: LIBRARY_FILE_VERSION,
    effects: library.effects,
    weapons: library.weapons,
    vehicles: library.vehicles ?? [],
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** Why a library file was refused: `error` in English, `code` (`errors.<code>`) and params for others. */
export interface LibraryFileRefusal {
  ok: false
  error: string
  code: `libraryFile-${LibraryFileErrorCode}`
  params: Record<string, string | number>
}

export type LibraryFileErrorCode =
  | 'notText'
  | 'tooLarge'
  | 'notJson'
  | 'notObject'
  | 'forbiddenKey'
  | 'tooDeep'
  | 'notLibrary'
  | 'noVersion'
  | 'newerVersion'
  | 'wrongShape'
  | 'badVehicle'
  | 'repeatedId'

const refuse = (
  code: LibraryFileErrorCode,
  error: string,
  params: Record<string, string | number> = {},
): LibraryFileRefusal => ({ ok: false, error, code: `libraryFile-${code}`, params })

/** Finds forbidden keys and absurd nesting (core/untrusted-json.ts); the path of the first one. */
function findHostile(value: unknown): LibraryFileRefusal | null {
  const found = findHostileStructure(value, MAX_DEPTH)
  if (!found) return null
  if (found.kind === 'tooDeep')
    return refuse(
      'tooDeep',
      `This library file is nested more than ${found.max} levels deep (at ${found.at}).`,
      { max: found.max, at: found.at },
    )
  const { key, at } = found
  return refuse(
    'forbiddenKey',
    `This library file was refused: it contains the forbidden key "${key}" (at ${at}).`,
    { key, at },
  )
}

/**
 * Validates (and migrates) a library file's text. Pure and total: never throws; a refusal names the first
 * problem precisely (the entry and field, e.g. `effects.2.cost: Too big: expected number to be <=999`).
 */
export function readLibraryFile(
  text: unknown,
):
  | { ok: true; effects: Effect[]; weapons: Weapon[]; vehicles: Vehicle[]; migratedFrom?: number }
  | LibraryFileRefusal {
  if (typeof text !== 'string') return refuse('notText', 'This is not a text file.')
  if (text.length > LIBRARY_LIMITS.fileBytes) {
    const kb = Math.ceil(text.length / 1024)
    const max = LIBRARY_LIMITS.fileBytes / 1024
    return refuse('tooLarge', `This file is ${kb} KB; a library file is at most ${max} KB.`, { kb, max })
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    const detail = e instanceof Error ? e.message : 'parse error'
    return refuse('notJson', `This is not a valid JSON file (${detail}).`, { detail })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return refuse('notObject', 'This is not a Double Cross library file: expected a JSON object.')
  const hostile = findHostile(parsed)
  if (hostile) return hostile
  let doc = parsed as Doc
  if (doc.kind !== LIBRARY_FILE_KIND)
    return refuse('notLibrary', 'This is not a Double Cross library file (its "kind" is not a library).')
  const version = doc.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return refuse('noVersion', 'This library file has no valid version.')
  if (version > LIBRARY_FILE_VERSION)
    return refuse(
      'newerVersion',
      `This library file was made by a newer version of Tabletop (version ${version}; this one reads up to ${LIBRARY_FILE_VERSION}).`,
      { version, max: LIBRARY_FILE_VERSION },
    )
  for (const step of LIBRARY_FILE_MIGRATIONS) if (doc.version === step.from) doc = step.migrate(doc)
  const checked = fileSchema.safeParse(doc)
  if (!checked.success) {
    const issue = checked.error.issues[0]!
    const [list, index, ...field] = issue.path
    if (list === 'vehicles' && typeof index === 'number') {
      // A vehicle says which one and what is wrong with it (DX-6.1).
      const entry = (doc.vehicles as unknown[])[index]
      const named = typeof entry === 'object' && entry !== null ? (entry as Doc).name : undefined
      const vehicle = typeof named === 'string' && named.trim() ? named.trim() : `#${index + 1}`
      const what = field.join('.') || 'the entry'
      return refuse(
        'badVehicle',
        `This library file's vehicle ${vehicle} is not valid: ${what}: ${issue.message}.`,
        { vehicle, field: what, detail: issue.message },
      )
    }
    const path = issue.path.join('.') || 'the file'
    return refuse('wrongShape', `This library file has the wrong shape: ${path}: ${issue.message}.`, {
      path,
      detail: issue.message,
    })
  }
  for (const list of [checked.data.effects, checked.data.weapons, checked.data.vehicles]) {
    const seen = new Set<string>()
    for (const entry of list) {
      if (seen.has(entry.id))
        return refuse('repeatedId', `This library file lists the id ${entry.id} twice.`, { id: entry.id })
      seen.add(entry.id)
    }
  }
  const result = {
    ok: true as const,
    effects: checked.data.effects,
    weapons: checked.data.weapons,
    vehicles: checked.data.vehicles,
  }
  return version < LIBRARY_FILE_VERSION ? { ...result, migratedFrom: version } : result
}
