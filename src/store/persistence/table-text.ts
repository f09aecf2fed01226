/**
 * A stored table's metadata, checked before it is trusted (a record an older version, a bug or a failing
 * disk left behind must not stop start-up), and the save text put together from its base and its
 * appended log entries.
 */

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

/** The record's metadata if every field is there with its type, or which fields are missing or wrong. */
export function checkMeta(raw: unknown): { ok: true; meta: TableMeta } | { ok: false; reason: string } {
  if (typeof raw !== 'object' || raw === null)
    return { ok: false, reason: 'the table record is not an object' }
  const r = raw as Record<string, unknown>
  const bad: string[] = STRING_FIELDS.filter((k) => typeof r[k] !== 'string' || r[k] === '')
  if (typeof r.commands !== 'number' || !Number.isInteger(r.commands) || r.commands < 0) bad.push('commands')
  if (bad.length > 0)
    return { ok: false, reason: `the table record has no valid ${bad.join(', ')} (its metadata is missing)` }
  const { id, system, name, createdAt, updatedAt, commands } = r as unknown as TableMeta
  return { ok: true, meta: { id, system, name, createdAt, updatedAt, commands } }
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
  let doc: unknown
  try {
    doc = JSON.parse(base)
  } catch {
    return base
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return base
  const d = doc as Record<string, unknown>
  const log = Array.isArray(d.log) ? d.log.slice(0, meta.commands) : []
  for (const [n, entry] of appended) if (n < meta.commands) log[n] = entry
  // A gap (an entry lost) stays visible as null: the save then fails to read, with the entry named.
  for (let n = 0; n < meta.commands; n++) if (log[n] === undefined) log[n] = null
  return JSON.stringify({ ...d, name: meta.name, updatedAt: meta.updatedAt, log })
}
