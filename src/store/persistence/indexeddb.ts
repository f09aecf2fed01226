/**
 * The repository on IndexedDB, through `idb` (a small, well-kept promise wrapper). Every write is one
 * transaction: a log change and its metadata land together or not at all, so a crash or a killed browser
 * leaves the table as it was before the change or after it, never half of it.
 *
 * Stores (version 3): `tables` metadata only (small, rewritten per move), `bases` a save text written when
 * a table is created, imported or restored, `entries` the log entries appended since (key [id, n]),
 * `backups` the last good text, `quarantine` set-aside tables (every record they had, with the reason),
 * `sessions` which window holds each table open (see `OpenMark`).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { GameRepository, MalformedTable, OpenMark } from './repository'
import type { QuarantinedSave, TableParts } from './quarantine'
import { assembleText, checkMeta, inlineText, reasonOf, type TableMeta } from './table-text'

type Key = string | number

interface Entry {
  id: Key
  n: number
  entry: unknown
}

interface TabletopDb extends DBSchema {
  tables: { key: Key; value: TableMeta }
  bases: { key: Key; value: { id: Key; text: string } }
  entries: { key: [Key, number]; value: Entry }
  backups: { key: Key; value: { id: Key; text: string } }
  // Records are read back through `normalizeQuarantined`: older versions and bugs may have left anything.
  quarantine: { key: number; value: QuarantinedSave }
  sessions: { key: string; value: OpenMark & { id: string } }
}

export const DATABASE_NAME = 'tabletop'
export const DATABASE_VERSION = 3

/** Every entry key of one table from index `from` on. */
const entriesFrom = (id: Key, from: number) => IDBKeyRange.bound([id, from], [id, Infinity])

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
        // Version 1 kept the whole text in the table record: move it to `bases`, keep the metadata. A record
        // whose metadata is damaged keeps its text where it is: start-up sets it aside with it, to restore.
        const tables = tx.objectStore('tables')
        for (let cursor = await tables.openCursor(); cursor; cursor = await cursor.continue()) {
          const { text, ...meta } = cursor.value as TableMeta & { text?: unknown }
          if (typeof text !== 'string' || !checkMeta(meta).ok) continue
          await tx.objectStore('bases').put({ id: cursor.key, text })
          await cursor.update(meta as TableMeta)
        }
      }
      if (oldVersion < 3) database.createObjectStore('sessions', { keyPath: 'id' })
    },
    // A newer version opened in another tab: let it upgrade (this tab's next write fails and says so).
    blocking() {
      db.close()
    },
  })

  const get = async (id: string) => {
    const tx = db.transaction(['tables', 'bases', 'entries'])
    const raw: unknown = await tx.objectStore('tables').get(id)
    const checked = checkMeta(raw)
    if (!checked.ok) return undefined
    const base = await tx.objectStore('bases').get(id)
    const appended = await tx.objectStore('entries').getAll(entriesFrom(id, 0))
    await tx.done
    // A record of the first version carries its text inside: it reads as its base.
    const text = assembleText(
      base?.text ?? inlineText(raw) ?? '',
      checked.meta,
      appended.map((e) => [e.n, e.entry] as const),
    )
    return { ...checked.meta, text }
  }

  return {
    async list() {
      const tables: TableMeta[] = []
      const unlisted: {
        key: string | number
        raw: unknown
        base: string | null
        why: ReturnType<typeof reasonOf>
      }[] = []
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
          unlisted.push({
            key: cursor.key,
            raw: cursor.value,
            base: base?.text ?? null,
            why: reasonOf(checked),
          })
        }
      }
      await tx.done
      if (unlisted.length === 0) return { tables, malformed: [] }
      // Rare, so the quarantine's code is fetched only now (outside the transaction, which an await of a
      // module would have ended).
      const { nameOfParts } = await import('./quarantine')
      const malformed: MalformedTable[] = unlisted.map(({ key, raw, base, why }) => ({
        id: String(key),
        storeKey: key,
        name: nameOfParts(String(key), { meta: raw, base }),
        ...why,
      }))
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
      const requests = [
        store.delete(entriesFrom(meta.id, from)),
        ...entries.map((entry, i) => store.put({ id: meta.id, n: from + i, entry })),
        tx.objectStore('tables').put(meta),
      ]
      // Commit now rather than when the page has seen every request succeed: the move is stored sooner
      // (a roll is shown only once it is), and a page closed meanwhile no longer takes it with it.
      tx.commit()
      await Promise.all([...requests, tx.done])
    },
    backup: async (id) => (await db.get('backups', id))?.text,
    async keepBackup(id, text) {
      await db.put('backups', { id, text })
    },
    async remove(id) {
      const tx = db.transaction(['tables', 'bases', 'entries', 'backups', 'sessions'], 'readwrite')
      await tx.objectStore('tables').delete(id)
      await tx.objectStore('bases').delete(id)
      await tx.objectStore('entries').delete(entriesFrom(id, 0))
      await tx.objectStore('backups').delete(id)
      await tx.objectStore('sessions').delete(id)
      await tx.done
    },
    async quarantine({ storeKey, ...save }) {
      // Before the transaction: awaiting a module inside it would end it.
      const { assembleParts } = await import('./quarantine')
      const key = storeKey ?? save.id
      const tx = db.transaction(['tables', 'bases', 'entries', 'backups', 'quarantine'], 'readwrite')
      const entries = await tx.objectStore('entries').getAll(entriesFrom(key, 0))
      const parts: TableParts = {
        meta: (await tx.objectStore('tables').get(key)) ?? null,
        base: (await tx.objectStore('bases').get(key))?.text ?? null,
        backup: (await tx.objectStore('backups').get(key))?.text ?? null,
        entries: entries.map(({ n, entry }) => ({ n, entry })),
      }
      const record: QuarantinedSave = { ...save, text: assembleParts(parts), parts }
      const kept = await tx.objectStore('quarantine').add(record)
      // Moved, not copied: the table leaves the list, its records live on in the quarantine. The backup
      // stays too, as the table's last good state.
      await tx.objectStore('tables').delete(key)
      await tx.objectStore('bases').delete(key)
      await tx.objectStore('entries').delete(entriesFrom(key, 0))
      await tx.done
      return { ...record, key: kept }
    },
    async quarantined() {
      const tx = db.transaction('quarantine')
      const raw: { value: unknown; key: number }[] = []
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue())
        raw.push({ value: cursor.value, key: cursor.key })
      await tx.done
      if (raw.length === 0) return []
      const { normalizeQuarantined } = await import('./quarantine')
      return raw.map(({ value, key }) => normalizeQuarantined(value, key))
    },
    async dismissQuarantined(key) {
      const tx = db.transaction('quarantine', 'readwrite')
      const found: unknown = await tx.store.get(key)
      if (typeof found === 'object' && found !== null)
        await tx.store.put({ ...(found as QuarantinedSave), dismissed: true })
      await tx.done
    },
    async markOpen(id, mark) {
      await db.put('sessions', { id, ...mark })
    },
    async markClosed(id, session) {
      const tx = db.transaction('sessions', 'readwrite')
      if ((await tx.store.get(id))?.session === session) await tx.store.delete(id)
      await tx.done
    },
    async openMark(id) {
      const mark = await db.get('sessions', id)
      return mark && { session: mark.session, since: mark.since }
    },
  }
}
