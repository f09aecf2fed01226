/**
 * The repository on IndexedDB, through `idb` (a small, well-kept promise wrapper). Every write is one
 * transaction: a log change and its metadata land together or not at all, so a crash or a killed browser
 * leaves the table as it was before the change or after it, never half of it.
 *
 * Stores (version 2): `tables` metadata only (small, rewritten per move), `bases` a save text written when
 * a table is created, imported or restored, `entries` the log entries appended since (key [id, n]),
 * `backups` the last good text, `quarantine` unreadable saves with their reason.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { GameRepository, MalformedTable, QuarantinedSave } from './repository'
import { assembleText, checkMeta, type TableMeta } from './table-text'

interface Entry {
  id: string
  n: number
  entry: unknown
}

interface TabletopDb extends DBSchema {
  tables: { key: string; value: TableMeta }
  bases: { key: string; value: { id: string; text: string } }
  entries: { key: [string, number]; value: Entry }
  backups: { key: string; value: { id: string; text: string } }
  quarantine: { key: number; value: QuarantinedSave }
}

export const DATABASE_NAME = 'tabletop'
export const DATABASE_VERSION = 2

/** Every entry key of one table from index `from` on. */
const entriesFrom = (id: string, from: number) => IDBKeyRange.bound([id, from], [id, Infinity])

export async function createIndexedDbRepository(): Promise<GameRepository> {
  const db: IDBPDatabase<TabletopDb> = await openDB<TabletopDb>(DATABASE_NAME, DATABASE_VERSION, {
    async upgrade(database, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        database.createObjectStore('tables', { keyPath: 'id' })
        database.createObjectStore('backups', { keyPath: 'id' })
        database.createObjectStore('quarantine', { keyPath: 'key', autoIncrement: true })
      }
      if (oldVersion < 2) {
        database.createObjectStore('bases', { keyPath: 'id' })
        database.createObjectStore('entries', { keyPath: ['id', 'n'] })
        // Version 1 kept the whole text in the table record: move it to `bases`, keep the metadata.
        const tables = tx.objectStore('tables')
        for (let cursor = await tables.openCursor(); cursor; cursor = await cursor.continue()) {
          const { text, ...meta } = cursor.value as TableMeta & { text?: unknown }
          if (typeof text === 'string') await tx.objectStore('bases').put({ id: cursor.key, text })
          await cursor.update(meta as TableMeta)
        }
      }
    },
    // A newer version opened in another tab: let it upgrade (this tab's next write fails and says so).
    blocking() {
      db.close()
    },
  })

  const readText = async (id: string, meta: TableMeta) => {
    const tx = db.transaction(['bases', 'entries'])
    const base = await tx.objectStore('bases').get(id)
    const appended = await tx.objectStore('entries').getAll(entriesFrom(id, 0))
    await tx.done
    return assembleText(
      base?.text ?? '',
      meta,
      appended.map((e) => [e.n, e.entry] as const),
    )
  }

  const get = async (id: string) => {
    const checked = checkMeta(await db.get('tables', id))
    return checked.ok ? { ...checked.meta, text: await readText(id, checked.meta) } : undefined
  }

  return {
    async list() {
      const tables: TableMeta[] = []
      const malformed: MalformedTable[] = []
      const tx = db.transaction(['tables', 'bases'])
      for (
        let cursor = await tx.objectStore('tables').openCursor();
        cursor;
        cursor = await cursor.continue()
      ) {
        const checked = checkMeta(cursor.value)
        if (checked.ok && checked.meta.id === cursor.key) tables.push(checked.meta)
        else {
          const base = await tx.objectStore('bases').get(cursor.key)
          const reason = checked.ok ? 'the table record carries another id' : checked.reason
          malformed.push({ id: String(cursor.key), reason, text: base?.text ?? JSON.stringify(cursor.value) })
        }
      }
      await tx.done
      return { tables, malformed }
    },
    get,
    async put({ text, ...meta }) {
      const old = await get(meta.id)
      const tx = db.transaction(['tables', 'bases', 'entries', 'backups'], 'readwrite')
      if (old && old.text !== text) await tx.objectStore('backups').put({ id: meta.id, text: old.text })
      await tx.objectStore('entries').delete(entriesFrom(meta.id, 0))
      await tx.objectStore('bases').put({ id: meta.id, text })
      await tx.objectStore('tables').put(meta)
      await tx.done
    },
    async append({ meta, from, entries }) {
      const tx = db.transaction(['tables', 'entries'], 'readwrite')
      const store = tx.objectStore('entries')
      // Requests in one transaction run in order: issue them all, then wait once (fewer round trips).
      await Promise.all([
        store.delete(entriesFrom(meta.id, from)),
        ...entries.map((entry, i) => store.put({ id: meta.id, n: from + i, entry })),
        tx.objectStore('tables').put(meta),
        tx.done,
      ])
    },
    backup: async (id) => (await db.get('backups', id))?.text,
    async keepBackup(id, text) {
      await db.put('backups', { id, text })
    },
    async remove(id) {
      const tx = db.transaction(['tables', 'bases', 'entries', 'backups'], 'readwrite')
      await tx.objectStore('tables').delete(id)
      await tx.objectStore('bases').delete(id)
      await tx.objectStore('entries').delete(entriesFrom(id, 0))
      await tx.objectStore('backups').delete(id)
      await tx.done
    },
    async quarantine(save) {
      const tx = db.transaction(['tables', 'bases', 'entries', 'quarantine'], 'readwrite')
      const { key: _key, ...rest } = save
      await tx.objectStore('quarantine').add(rest as QuarantinedSave)
      await tx.objectStore('tables').delete(save.id)
      await tx.objectStore('bases').delete(save.id)
      await tx.objectStore('entries').delete(entriesFrom(save.id, 0))
      await tx.done
    },
    quarantined: () => db.getAll('quarantine'),
    async dismissQuarantined(key) {
      const tx = db.transaction('quarantine', 'readwrite')
      const found = await tx.store.get(key)
      if (found) await tx.store.put({ ...found, dismissed: true })
      await tx.done
    },
  }
}
