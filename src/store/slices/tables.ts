/**
 * The saved tables: list, open, rename, duplicate, delete (with undo), import and export, and the saves
 * that could not be read — set aside in quarantine, explained, with their last good state offered.
 */
import type { SavedGame } from '../../engine'
import type { AppState, SaveProblem } from '../app-store'
import { byRecent, summary, type Kit } from './kit'

export type TablesSlice = Pick<
  AppState,
  | 'ready'
  | 'tables'
  | 'problems'
  | 'deleted'
  | 'init'
  | 'openTable'
  | 'renameTable'
  | 'duplicateTable'
  | 'deleteTable'
  | 'undoDelete'
  | 'importTable'
  | 'exportTable'
  | 'restoreProblem'
  | 'dismissProblem'
  | 'damagedSave'
>

const GONE = 'This table no longer exists.'

/** A file-name-safe form of a table name. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'table'

export function createTablesSlice(kit: Kit): TablesSlice {
  const { deps, set, get } = kit
  // Recovered saves waiting for the user's choice (kept out of the state: they can be large).
  const recoveries = new Map<string, SavedGame | null>()

  /** The last good state of an unreadable save: its backup, or the longest log prefix that replays. */
  const findRecovery = async (
    id: string,
    text: string,
  ): Promise<{ kind: 'backup' | 'log-prefix'; save: SavedGame } | null> => {
    const e = await kit.engine()
    const backup = await deps.repository.backup(id)
    if (backup) {
      const read = e.readSave(backup)
      if (read.ok) return { kind: 'backup', save: read.save }
    }
    try {
      const doc = JSON.parse(text) as { log?: unknown }
      if (doc && Array.isArray(doc.log)) {
        for (let n = doc.log.length - 1; n >= 0; n--) {
          const read = e.readSave(JSON.stringify({ ...doc, log: doc.log.slice(0, n) }))
          if (read.ok) return { kind: 'log-prefix', save: read.save }
          if (!read.error.includes('does not replay')) break
        }
      }
    } catch {
      // Not JSON at all: only the backup could have helped.
    }
    return null
  }

  /** Reads a stored table's save, or says why it cannot be read. */
  const readStored = async (id: string) => {
    const e = await kit.engine()
    const record = await deps.repository.get(id)
    if (!record) return { ok: false as const, error: GONE }
    const read = e.readSave(record.text)
    return read.ok
      ? { ok: true as const, save: read.save, record, e }
      : { ok: false as const, error: read.error, record }
  }

  return {
    ready: false,
    tables: [],
    problems: [],
    deleted: null,

    async init() {
      const records = await deps.repository.list()
      set({ tables: records.map(summary).sort(byRecent), ready: true })
    },

    async openTable(id) {
      if (get().session?.doc.id === id) return { ok: true }
      const read = await readStored(id)
      if (read.ok) return get().openSave(read.save)
      if (!('record' in read) || !read.record) return { ok: false, error: read.error }
      // Set the unreadable save aside (never overwrite it), say which and why, offer the last good state.
      const { record } = read
      const recovery = await findRecovery(id, record.text)
      await deps.repository.quarantine({
        id,
        name: record.name,
        reason: read.error,
        at: kit.now(),
        text: record.text,
      })
      recoveries.set(id, recovery?.save ?? null)
      const problem: SaveProblem = {
        id,
        name: record.name,
        reason: read.error,
        recovery: recovery ? { kind: recovery.kind, commands: recovery.save.log.length } : null,
      }
      set({
        problems: [...get().problems.filter((p) => p.id !== id), problem],
        tables: get().tables.filter((t) => t.id !== id),
      })
      return { ok: false, error: `“${record.name}” could not be opened: ${read.error}` }
    },

    async renameTable(id, name) {
      const clean = name.trim()
      if (!clean) return { ok: false, error: 'A table needs a name.' }
      if (clean.length > 200) return { ok: false, error: 'Names are at most 200 characters.' }
      const session = get().session
      if (session?.doc.id === id) {
        const next = { ...session, doc: { ...session.doc, name: clean, updatedAt: kit.now() } }
        set({ session: next })
        const record = kit.sessionRecord(next, await kit.engine())
        kit.upsertSummary(record)
        await kit.persist(record)
        return { ok: true }
      }
      const read = await readStored(id)
      if (!read.ok) return { ok: false, error: read.error }
      const renamed = kit.recordOf({ ...read.save, name: clean, updatedAt: kit.now() }, read.e)
      kit.upsertSummary(renamed)
      await kit.persist(renamed)
      return { ok: true }
    },

    async duplicateTable(id) {
      await kit.settled()
      const read = await readStored(id)
      if (!read.ok) return { ok: false, error: read.error }
      const at = kit.now()
      const copy = kit.recordOf(
        {
          ...read.save,
          id: deps.newId(),
          name: `${read.save.name} (copy)`.slice(0, 200),
          createdAt: at,
          updatedAt: at,
        },
        read.e,
      )
      kit.upsertSummary(copy)
      await kit.persist(copy)
      return { ok: true }
    },

    async deleteTable(id) {
      await kit.settled()
      const record = await deps.repository.get(id)
      if (!record) return
      if (get().session?.doc.id === id) set({ session: null })
      await deps.repository.remove(id)
      set({ deleted: record, tables: get().tables.filter((t) => t.id !== id) })
      get().notify('info', `Deleted “${record.name}”.`, 'undo-delete')
    },

    async undoDelete() {
      const record = get().deleted
      if (!record) return
      set({ deleted: null, notices: get().notices.filter((n) => n.action !== 'undo-delete') })
      kit.upsertSummary(record)
      await kit.persist(record)
    },

    async importTable(text) {
      const e = await kit.engine()
      const read = e.readSave(text)
      if (!read.ok) return read
      let save = read.save
      // Never overwrite a table by importing: a file whose table exists comes in as a copy.
      if (get().tables.some((t) => t.id === save.id)) {
        save = { ...save, id: deps.newId(), name: `${save.name} (imported)`.slice(0, 200) }
      }
      const record = kit.recordOf(save, e)
      kit.upsertSummary(record)
      await kit.persist(record)
      return read.migratedFrom
        ? { ok: true, id: save.id, migratedFrom: read.migratedFrom }
        : { ok: true, id: save.id }
    },

    async exportTable(id) {
      await kit.settled()
      const record = await deps.repository.get(id)
      if (!record) return { ok: false, error: GONE }
      const slug =
        record.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'table'
      return { ok: true, fileName: `${slug}.tabletop.json`, text: record.text }
    },

    async restoreProblem(id) {
      const save = recoveries.get(id)
      if (!save) return { ok: false, error: 'No good state of this table was found.' }
      const record = kit.recordOf({ ...save, updatedAt: kit.now() }, await kit.engine())
      await kit.persist(record)
      kit.upsertSummary(record)
      recoveries.delete(id)
      set({ problems: get().problems.filter((p) => p.id !== id) })
      return { ok: true }
    },

    async damagedSave(id) {
      const jailed = (await deps.repository.quarantined()).filter((q) => q.id === id).at(-1)
      if (!jailed) return { ok: false, error: 'No damaged save of this table was kept.' }
      return { ok: true, fileName: `${slugOf(jailed.name)}.damaged.json`, text: jailed.text }
    },

    dismissProblem(id) {
      recoveries.delete(id)
      set({ problems: get().problems.filter((p) => p.id !== id) })
    },
  }
}
