/**
 * The repository on IndexedDB, through `idb` (a small, well-kept promise wrapper): one transaction per
 * write, so a crash or a closed tab leaves either the old save or the new one, never half of each.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { GameRepository, QuarantinedSave, TableRecord } from './repository'

interface TabletopDb extends DBSchema {
  tables: { key: string; value: TableRecord }
  backups: { key: string; value: { id: string; text: string } }
  quarantine: { key: number; value: QuarantinedSave }
}

export const DATABASE_NAME = 'tabletop'
const DATABASE_VERSION = 1

export async function createIndexedDbRepository(): Promise<GameRepository> {
  const db: IDBPDatabase<TabletopDb> = await openDB<TabletopDb>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database) {
      database.createObjectStore('tables', { keyPath: 'id' })
      database.createObjectStore('backups', { keyPath: 'id' })
      database.createObjectStore('quarantine', { keyPath: 'key', autoIncrement: true })
    },
  })
  return {
    list: () => db.getAll('tables'),
    get: (id) => db.get('tables', id),
    async put(record) {
      const tx = db.transaction(['tables', 'backups'], 'readwrite')
      const old = await tx.objectStore('tables').get(record.id)
      if (old && old.text !== record.text)
        await tx.objectStore('backups').put({ id: record.id, text: old.text })
      await tx.objectStore('tables').put(record)
      await tx.done
    },
    backup: async (id) => (await db.get('backups', id))?.text,
    async remove(id) {
      const tx = db.transaction(['tables', 'backups'], 'readwrite')
      await tx.objectStore('tables').delete(id)
      await tx.objectStore('backups').delete(id)
      await tx.done
    },
    async quarantine(save) {
      const tx = db.transaction(['tables', 'quarantine'], 'readwrite')
      const { key: _key, ...rest } = save
      await tx.objectStore('quarantine').add(rest as QuarantinedSave)
      await tx.objectStore('tables').delete(save.id)
      await tx.done
    },
    quarantined: () => db.getAll('quarantine'),
  }
}
