/**
 * A stored table's metadata, checked before it is trusted (a record an older version, a bug or a failing
 * disk left behind must not stop start-up), and the save text put together from its base and its
 * appended log entries.
 */
import { cleanName } from './names'

/** What the tables list shows of a table, stored beside its save. */
export interface TableMeta {
  id: string
  system: string
  name: string
  createdAt: string
  updatedAt: string
  /** How many commands the log holds: the committed length (entries past it are ignored). */
  commands: number
}

const STRING_FIELDS = ['id', 'system', 'name', 'createdAt', 'updatedAt'] as const

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0

/**
 * Why a table was set aside, in the reader's language: a key of the shell's `errors` strings (a save
 * refusal's own code, or one of `record.*`) and its params. The English `reason` stays beside it.
 */
export interface Why {
  code: string
  params: Record<string, string | number>
}

/** A record listed under one id that names another. */
export const OTHER_ID = {
  reason: 'the table record carries another id',
  why: { code: 'record.otherId', params: {} },
} as const satisfies { reason: string; why: Why }

/** Why a record that did not list was not listed, in English and as a code. */
export const reasonOf = (checked: ReturnType<typeof checkMeta>): { reason: string; why: Why } =>
  checked.ok ? OTHER_ID : { reason: checked.reason, why: checked.why }

/** The record's metadata if every field is there with its type, or which fields are missing or wrong. */
export function checkMeta(
  raw: unknown,
): { ok: true; meta: TableMeta } | { ok: false; reason: string; why: Why } {
  if (typeof raw !== 'object' || raw === null)
    return {
      ok: false,
      reason: 'the table record is not an object',
      why: { code: 'record.notObject', params: {} },
    }
  const r = raw as Record<string, unknown>
  const bad: string[] = STRING_FIELDS.filter((k) => typeof r[k] !== 'string' || r[k] === '')
  if (!isCount(r.commands)) bad.push('commands')
  if (bad.length > 0)
    return {
      ok: false,
      reason: `the table record has no valid ${bad.join(', ')} (its metadata is missing)`,
      why: { code: 'record.fields', params: { fields: bad.join(', ') } },
    }
  const { id, system, name, createdAt, updatedAt, commands } = r as unknown as TableMeta
  // A name stored before names were cleaned is shown clean (names.ts).
  return { ok: true, meta: { id, system, name: cleanName(name) || id, createdAt, updatedAt, commands } }
}

/**
 * The save text a table record of the first version carried inside it (version 1 kept the whole text in
 * the metadata record), if this record has one.
 */
export function inlineText(raw: unknown): string | null {
  const text = typeof raw === 'object' && raw !== null ? (raw as { text?: unknown }).text : undefined
  return typeof text === 'string' ? text : null
}

/** The base document's fields, or null when the base is not a JSON object. */
function parseBase(base: string): Record<string, unknown> | null {
  try {
    const doc: unknown = JSON.parse(base)
    return typeof doc === 'object' && doc !== null && !Array.isArray(doc)
      ? (doc as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * The full save text: the base document's log cut to `meta.commands`, with each appended entry in its
 * place, and the name and time of the metadata. A base that is not a JSON object is returned as it is,
 * so reading it fails with its own reason and it is set aside untouched.
 */
export function assembleText(
  base: string,
  meta: TableMeta,
  appended: readonly (readonly [number, unknown])[],
): string {
  const d = parseBase(base)
  if (!d) return base
  const log = Array.isArray(d.log) ? d.log.slice(0, meta.commands) : []
  for (const [n, entry] of appended) if (n < meta.commands) log[n] = entry
  // A gap (an entry lost) stays visible as null: the save then fails to read, with the entry named.
  for (let n = 0; n < meta.commands; n++) if (log[n] === undefined) log[n] = null
  return JSON.stringify({ ...d, name: meta.name, updatedAt: meta.updatedAt, log })
}

/**
 * The save text as well as it can be put together without trustworthy metadata: the base's log, then the
 * appended entries from the first one on for as long as they follow each other. Appending writes every
 * entry from where the log changed to its end, so that run ends where the log ended; `commands` (when the
 * damaged record still has a count) cuts it. Nothing here is trusted: recovery replays what it gives.
 */
export function assembleLoose(
  base: string,
  appended: readonly (readonly [number, unknown])[],
  commands: unknown,
): string {
  const d = parseBase(base)
  if (!d) return base
  const log: unknown[] = Array.isArray(d.log) ? [...d.log] : []
  const sorted = [...appended].sort((a, b) => a[0] - b[0])
  const first = sorted[0]?.[0]
  if (first !== undefined && first <= log.length) {
    log.length = first
    for (const [n, entry] of sorted) {
      if (n !== log.length) break
      log.push(entry)
    }
  }
  if (isCount(commands) && commands < log.length) log.length = commands
  return JSON.stringify({ ...d, log })
}
