/**
 * Where tables live. A table is stored as a base save text (what export writes) plus the log entries
 * appended since, and a little metadata beside them so the home screen lists tables without replaying
 * them. Appending a move writes only the metadata and the new entries, so autosave costs the same on
 * move 3 000 as on move 3. The previous good text of each table is kept as a backup, and unreadable
 * tables are moved, every record of them as it was, to a quarantine that outlives reloads: nothing a
 * player made is deleted by setting it aside.
 */
import type { QuarantinedSave, SetAside, TableParts } from './quarantine'
import { assembleText, checkMeta, inlineText, reasonOf, type TableMeta, type Why } from './table-text'

export type { TableMeta, Why } from './table-text'
export type { QuarantinedSave, SetAside, TableParts } from './quarantine'

/** A stored table: its metadata and the full save text (base and appended entries put together). */
export interface TableRecord extends TableMeta {
  /** `writeSave` text of the game. */
  text: string
}

/**
 * The log since the last write: entries from index `from` replace whatever was stored there and after
 * (undo shortened the log, redo or a new move extended it); `meta.commands` is the new length.
 */
export interface LogChange {
  meta: TableMeta
  from: number
  entries: readonly unknown[]
}

/** A stored table record that cannot even be listed (no metadata, wrong types): set aside at start-up. */
export interface MalformedTable {
  id: string
  /** The key its records are stored under (a damaged record may carry a number). */
  storeKey: string | number
  name: string
  reason: string
  why: Why
}

/**
 * Which window holds a table open for play, kept beside it from the moment it opens: a mark still there
 * at the next open, from a window that did not say it closed, means that window stopped (a crash).
 */
export interface OpenMark {
  session: string
  since: string
}

export interface GameRepository {
  /** Every listable table, and those whose record is malformed (never throws for one bad record). */
  list(): Promise<{ tables: TableMeta[]; malformed: MalformedTable[] }>
  get(id: string): Promise<TableRecord | undefined>
  /** Writes the whole record; the text it replaces becomes the table's backup (its last good state). */
  put(record: TableRecord): Promise<void>
  /** Writes a log change and the metadata in one transaction: all of it lands, or none. */
  append(change: LogChange): Promise<void>
  backup(id: string): Promise<string | undefined>
  /** Keeps a text known to read well as the table's backup. */
  keepBackup(id: string, text: string): Promise<void>
  remove(id: string): Promise<void>
  /**
   * Moves every record of a table (metadata, base, entries, and a copy of its backup) into one quarantine
   * record, in one transaction, and takes the table off the list. Returns the record kept.
   */
  quarantine(save: SetAside): Promise<QuarantinedSave>
  /** Every quarantine record, each made safe to show whatever it holds (quarantine.ts). */
  quarantined(): Promise<QuarantinedSave[]>
  /** Marks a quarantined save as dealt with (it stays downloadable, off the start-up list). */
  dismissQuarantined(key: number): Promise<void>
  markOpen(id: string, mark: OpenMark): Promise<void>
  /** Takes the mark away if it is this session's (another window may have opened the table since). */
  markClosed(id: string, session: string): Promise<void>
  openMark(id: string): Promise<OpenMark | undefined>
}

type Key = string | number

/** In-memory repository, for tests and for browsers where IndexedDB is unavailable (private modes). */
export function createMemoryRepository(): GameRepository & {
  /** Stores a raw table record as a bug or an older version might have left it (tests). */
  putRaw(id: Key, raw: unknown, text?: string): void
  /** Removes a table's base or backup as a failing disk might (tests). */
  dropRaw(part: 'base' | 'backup', id: Key): void
  /** Adds a raw quarantine record (tests). */
  putRawQuarantined(raw: unknown): void
} {
  const metas = new Map<Key, unknown>()
  const bases = new Map<Key, string>()
  const entries = new Map<Key, Map<number, unknown>>()
  const backups = new Map<Key, string>()
  const marks = new Map<string, OpenMark>()
  const jail: unknown[] = []
  const entriesOf = (key: Key) => [...(entries.get(key) ?? new Map<number, unknown>())]
  const getRecord = (id: string): TableRecord | undefined => {
    const raw = metas.get(id)
    const checked = checkMeta(raw)
    if (!checked.ok) return undefined
    // A record of the first version carries its text inside: it reads as its base.
    const base = bases.get(id) ?? inlineText(raw) ?? ''
    return { ...checked.meta, text: assembleText(base, checked.meta, entriesOf(id)) }
  }
  return {
    async list() {
      const tables: TableMeta[] = []
      const malformed: MalformedTable[] = []
      for (const [key, raw] of metas) {
        const checked = checkMeta(raw)
        if (checked.ok && checked.meta.id === key) tables.push({ ...checked.meta })
        else {
          const { nameOfParts } = await import('./quarantine')
          const name = nameOfParts(String(key), { meta: raw, base: bases.get(key) ?? null })
          malformed.push({ id: String(key), storeKey: key, name, ...reasonOf(checked) })
        }
      }
      return { tables, malformed }
    },
    get: async (id) => getRecord(id),
    put: async ({ text, ...meta }) => {
      const old = getRecord(meta.id)
      if (old && old.text !== text) backups.set(meta.id, old.text)
      metas.set(meta.id, structuredClone(meta))
      bases.set(meta.id, text)
      entries.delete(meta.id)
    },
    append: async ({ meta, from, entries: added }) => {
      const log = entries.get(meta.id) ?? new Map<number, unknown>()
      for (const n of [...log.keys()]) if (n >= from) log.delete(n)
      added.forEach((entry, i) => log.set(from + i, structuredClone(entry)))
      entries.set(meta.id, log)
      metas.set(meta.id, structuredClone(meta))
    },
    backup: async (id) => backups.get(id),
    keepBackup: async (id, text) => void backups.set(id, text),
    remove: async (id) => {
      metas.delete(id)
      bases.delete(id)
      entries.delete(id)
      backups.delete(id)
      marks.delete(id)
    },
    quarantine: async ({ storeKey, ...save }) => {
      const { assembleParts } = await import('./quarantine')
      const key = storeKey ?? save.id
      const parts: TableParts = structuredClone({
        meta: metas.get(key) ?? null,
        base: bases.get(key) ?? null,
        backup: backups.get(key) ?? null,
        entries: entriesOf(key)
          .sort((a, b) => a[0] - b[0])
          .map(([n, entry]) => ({ n, entry })),
      })
      const record: QuarantinedSave = { ...save, text: assembleParts(parts), parts, key: jail.length + 1 }
      jail.push(record)
      metas.delete(key)
      bases.delete(key)
      entries.delete(key)
      return structuredClone(record)
    },
    quarantined: async () => {
      if (jail.length === 0) return []
      const { normalizeQuarantined } = await import('./quarantine')
      return jail.map((q, i) => normalizeQuarantined(structuredClone(q), i + 1))
    },
    dismissQuarantined: async (key) => {
      const found = jail[key - 1]
      if (typeof found === 'object' && found !== null) (found as { dismissed?: boolean }).dismissed = true
    },
    markOpen: async (id, mark) => void marks.set(id, { ...mark }),
    markClosed: async (id, session) => {
      if (marks.get(id)?.session === session) marks.delete(id)
    },
    openMark: async (id) => (marks.has(id) ? { ...marks.get(id)! } : undefined),
    putRaw(id, raw, text) {
      metas.set(id, raw)
      if (text !== undefined) bases.set(id, text)
    },
    dropRaw(part, id) {
      if (part === 'base') bases.delete(id)
      else backups.delete(id)
    },
    putRawQuarantined(raw) {
      jail.push(raw)
    },
  }
}
