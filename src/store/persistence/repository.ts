/**
 * Where tables live. A table is stored as a base save text (what export writes) plus the log entries
 * appended since, and a little metadata beside them so the home screen lists tables without replaying
 * them. Appending a move writes only the metadata and the new entries, so autosave costs the same on
 * move 3 000 as on move 3. The previous good text of each table is kept as a backup, and unreadable saves
 * are moved to a quarantine that outlives reloads, never overwritten.
 */
import { assembleText, checkMeta, type TableMeta } from './table-text'

export type { TableMeta } from './table-text'

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

/** A save that could not be read, set aside with the reason. */
export interface QuarantinedSave {
  key?: number
  id: string
  name: string
  reason: string
  at: string
  text: string
  /** The user dismissed the notice (or restored the table); the text is still kept. */
  dismissed?: boolean
}

/** A stored table record that cannot even be listed (no metadata, wrong types): set aside at start-up. */
export interface MalformedTable {
  id: string
  reason: string
  text: string
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
  /** Moves a table's current text to the quarantine and removes it from the list. */
  quarantine(save: QuarantinedSave): Promise<void>
  quarantined(): Promise<QuarantinedSave[]>
  /** Marks a quarantined save as dealt with (it stays downloadable, off the start-up list). */
  dismissQuarantined(key: number): Promise<void>
}

/** In-memory repository, for tests and for browsers where IndexedDB is unavailable (private modes). */
export function createMemoryRepository(): GameRepository & {
  /** Stores a raw table record as a bug or an older version might have left it (tests). */
  putRaw(id: string, raw: unknown, text?: string): void
} {
  const metas = new Map<string, unknown>()
  const bases = new Map<string, string>()
  const entries = new Map<string, Map<number, unknown>>()
  const backups = new Map<string, string>()
  const jail: QuarantinedSave[] = []
  const textOf = (id: string, meta: TableMeta) =>
    assembleText(bases.get(id) ?? '', meta, [...(entries.get(id) ?? new Map<number, unknown>())])
  const getRecord = (id: string): TableRecord | undefined => {
    const checked = checkMeta(metas.get(id))
    return checked.ok ? { ...checked.meta, text: textOf(id, checked.meta) } : undefined
  }
  return {
    async list() {
      const tables: TableMeta[] = []
      const malformed: MalformedTable[] = []
      for (const [id, raw] of metas) {
        const checked = checkMeta(raw)
        if (checked.ok) tables.push({ ...checked.meta })
        else malformed.push({ id, reason: checked.reason, text: bases.get(id) ?? JSON.stringify(raw) })
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
    },
    quarantine: async (save) => {
      const { key: _key, ...rest } = save
      jail.push({ ...rest, key: jail.length + 1 })
      metas.delete(save.id)
      bases.delete(save.id)
      entries.delete(save.id)
    },
    quarantined: async () => jail.map((q) => ({ ...q })),
    dismissQuarantined: async (key) => {
      const found = jail.find((q) => q.key === key)
      if (found) found.dismissed = true
    },
    putRaw(id, raw, text) {
      metas.set(id, raw)
      if (text !== undefined) bases.set(id, text)
    },
  }
}
