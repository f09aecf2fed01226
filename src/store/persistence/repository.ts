/**
 * Where tables live. Each table is stored as the exact text of its save file (what export writes), with a
 * little metadata beside it so the home screen can list tables without replaying them. The previous good
 * text of each table is kept as a backup, and unreadable saves are moved to a quarantine, never overwritten.
 */

/** A stored table: the save file's text plus what the tables list shows. */
export interface TableRecord {
  id: string
  system: string
  name: string
  createdAt: string
  updatedAt: string
  /** How many commands the log holds (shown as progress in the list). */
  commands: number
  /** `writeSave` text of the game. */
  text: string
}

/** A save that could not be read, set aside with the reason. */
export interface QuarantinedSave {
  key?: number
  id: string
  name: string
  reason: string
  at: string
  text: string
}

export interface GameRepository {
  list(): Promise<TableRecord[]>
  get(id: string): Promise<TableRecord | undefined>
  /** Writes the record; the text it replaces becomes the table's backup (its last good state). */
  put(record: TableRecord): Promise<void>
  backup(id: string): Promise<string | undefined>
  remove(id: string): Promise<void>
  /** Moves a table's current text to the quarantine and removes it from the list. */
  quarantine(save: QuarantinedSave): Promise<void>
  quarantined(): Promise<QuarantinedSave[]>
}

/** In-memory repository, for tests and for browsers where IndexedDB is unavailable (private modes). */
export function createMemoryRepository(): GameRepository {
  const tables = new Map<string, TableRecord>()
  const backups = new Map<string, string>()
  const jail: QuarantinedSave[] = []
  return {
    list: async () => [...tables.values()].map((t) => ({ ...t })),
    get: async (id) => (tables.has(id) ? { ...tables.get(id)! } : undefined),
    put: async (record) => {
      const old = tables.get(record.id)
      if (old && old.text !== record.text) backups.set(record.id, old.text)
      tables.set(record.id, { ...record })
    },
    backup: async (id) => backups.get(id),
    remove: async (id) => {
      tables.delete(id)
      backups.delete(id)
    },
    quarantine: async (save) => {
      jail.push({ ...save, key: jail.length + 1 })
      tables.delete(save.id)
    },
    quarantined: async () => [...jail],
  }
}
