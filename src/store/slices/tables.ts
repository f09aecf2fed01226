/**
 * The saved tables: list, open, rename, duplicate, delete (with undo), import and export, and the saves
 * that could not be read — set aside in quarantine, explained, with their last good state offered.
 */
import type { SavedGame } from '../../engine'
import type { AppState, Done, SaveProblem } from '../app-store'
import type { QuarantinedSave } from '../persistence/repository'
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
/** How long opening waits for a table's lock before following another window (see openTable). */
const RELOAD_GRACE_MS = 400
const ELSEWHERE = 'This table is open for play in another window: change it there, or open it here first.'

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

  /**
   * The last good state of an unreadable save: its backup, its own text if that reads (only its record
   * was damaged), or the longest log prefix that replays — whichever keeps the most moves.
   */
  const findRecovery = async (
    id: string,
    text: string,
  ): Promise<{ kind: 'backup' | 'log-prefix'; save: SavedGame } | null> => {
    const candidates: { kind: 'backup' | 'log-prefix'; save: SavedGame }[] = []
    for (const kept of [await deps.repository.backup(id), text]) {
      const read = kept ? await kit.readSave(kept) : null
      if (read?.ok) candidates.push({ kind: 'backup', save: read.save })
    }
    try {
      const doc = JSON.parse(text) as { log?: unknown }
      if (doc && Array.isArray(doc.log)) {
        for (let n = doc.log.length - 1; n >= 0; n--) {
          const read = await kit.readSave(JSON.stringify({ ...doc, log: doc.log.slice(0, n) }))
          if (read.ok) {
            candidates.push({ kind: 'log-prefix', save: read.save })
            break
          }
          if (!read.error.includes('does not replay')) break
        }
      }
    } catch {
      // Not JSON at all: only the backup could have helped.
    }
    const best = candidates.reduce<(typeof candidates)[number] | null>(
      (a, c) => (a && a.save.log.length >= c.save.log.length ? a : c),
      null,
    )
    // A recovered save belongs to the table it was found for, whatever id its text carried.
    return best && { ...best, save: { ...best.save, id } }
  }

  /** Shows a quarantined save as a problem, then looks for its last good state (in the background). */
  const offer = (jailed: QuarantinedSave) => {
    const key = jailed.key!
    const problem: SaveProblem = { key, id: jailed.id, name: jailed.name, reason: jailed.reason }
    set({ problems: [...get().problems.filter((p) => p.id !== jailed.id), problem] })
    return findRecovery(jailed.id, jailed.text).then((recovery) => {
      recoveries.set(jailed.id, recovery?.save ?? null)
      set({
        problems: get().problems.map((p) =>
          p.key === key
            ? {
                ...p,
                recovery: recovery ? { kind: recovery.kind, commands: recovery.save.log.length } : null,
              }
            : p,
        ),
      })
    })
  }

  /** Sets an unreadable table aside with its reason, and offers what can be recovered. */
  const setAside = async (id: string, name: string, reason: string, text: string) => {
    await deps.repository.quarantine({ id, name, reason, at: kit.now(), text })
    const jailed = (await deps.repository.quarantined()).filter((q) => q.id === id).at(-1)
    set({ tables: get().tables.filter((t) => t.id !== id) })
    if (jailed) await offer(jailed)
  }

  /** Runs a change on a table no other window is playing (it holds the table for the change). */
  const unlessElsewhere = async (id: string, change: () => Promise<Done>): Promise<Done> => {
    const s = get().session
    if (s?.doc.id === id && s.access === 'owner') return change()
    const lease = await deps.coordination.claim(id)
    if (!lease) return { ok: false, error: ELSEWHERE }
    try {
      return await change()
    } finally {
      lease.release()
    }
  }

  /** Reads a stored table's save, or says why it cannot be read. */
  const readStored = async (id: string) => {
    const e = await kit.engine()
    const record = await deps.repository.get(id)
    if (!record) return { ok: false as const, error: GONE }
    const read = await kit.readSave(record.text)
    if (read.ok && read.save.id !== id)
      return {
        ok: false as const,
        error: `the save inside this table carries another table's id (“${read.save.id.slice(0, 100)}”)`,
        record,
      }
    return read.ok
      ? { ok: true as const, save: read.save, record, e }
      : { ok: false as const, error: read.error, code: read.code, params: read.params, record }
  }

  return {
    ready: false,
    tables: [],
    problems: [],
    deleted: null,

    async init() {
      try {
        const { tables, malformed } = await deps.repository.list()
        set({ tables: tables.sort(byRecent), ready: true })
        // Records that cannot even be listed are set aside one by one; the other tables are already open.
        for (const bad of malformed) {
          await setAside(bad.id, bad.id, bad.reason, bad.text).catch(() => undefined)
        }
        const jailed = (await deps.repository.quarantined()).filter((q) => !q.dismissed)
        const latest = new Map(jailed.map((q) => [q.id, q]))
        await Promise.all([...latest.values()].map((q) => offer(q).catch(() => undefined)))
      } catch (e) {
        set({ ready: true })
        get().notify('error', `Saved tables could not be read: ${e instanceof Error ? e.message : String(e)}`)
      }
    },

    async openTable(id, options) {
      const s = get().session
      if (s?.doc.id === id && (options?.as === 'player') === (s.access === 'player')) return { ok: true }
      try {
        const read = await readStored(id)
        if (read.ok) {
          if (options?.as === 'player') return await get().openSave(read.save, 'player')
          get().closeTable()
          // A reload's previous page may still be letting go of the table: give it a moment.
          const lease =
            (await deps.coordination.claim(id)) ??
            (await deps.coordination.claim(id, { waitMs: RELOAD_GRACE_MS }))
          if (!lease) return await get().openSave(read.save, 'follower')
          const opened = await get().openSave(read.save, 'owner')
          if (!opened.ok) {
            lease.release()
            return opened
          }
          kit.hold(id, lease)
          kit.stored(id, get().session!.history.log)
          // What just read well is this table's last good state, should a later write be damaged.
          void deps.repository.keepBackup(id, read.record.text).catch(() => undefined)
          return opened
        }
        if (!('record' in read) || !read.record) return { ok: false, error: read.error }
        // Set the unreadable save aside (never overwrite it), say which and why, offer the last good state.
        const { record } = read
        if (options?.as !== 'player') await setAside(id, record.name, read.error, record.text)
        return {
          ok: false,
          error: `“${record.name}” could not be opened: ${read.error}`,
          // The reason's own code and params ride along: the shell says both in the reader's language.
          ...('code' in read && read.code
            ? { code: 'cannotOpen', params: { ...read.params, name: record.name, reasonCode: read.code } }
            : {}),
        }
      } catch (e) {
        return {
          ok: false,
          error: `The table could not be opened: ${e instanceof Error ? e.message : String(e)}`,
        }
      }
    },

    async renameTable(id, name) {
      const clean = name.trim()
      if (!clean) return { ok: false, error: 'A table needs a name.', code: 'nameEmpty' }
      if (clean.length > 200)
        return {
          ok: false,
          error: 'Names are at most 200 characters.',
          code: 'nameTooLong',
          params: { max: 200 },
        }
      const session = get().session
      if (session?.doc.id === id && session.access === 'owner') {
        const next = { ...session, doc: { ...session.doc, name: clean, updatedAt: kit.now() } }
        set({ session: next })
        kit.upsertSummary(summary(kit.sessionRecord(next, await kit.engine())))
        kit.autosave()
        await kit.settled()
        return { ok: true }
      }
      return unlessElsewhere(id, async () => {
        const read = await readStored(id)
        if (!read.ok) return { ok: false, error: read.error }
        const renamed = kit.recordOf({ ...read.save, name: clean, updatedAt: kit.now() }, read.e)
        kit.upsertSummary(summary(renamed))
        await kit.persist(renamed)
        return { ok: true }
      })
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
      kit.upsertSummary(summary(copy))
      await kit.persist(copy)
      return { ok: true }
    },

    async deleteTable(id) {
      await kit.settled()
      const done = await unlessElsewhere(id, async () => {
        const record = await deps.repository.get(id)
        if (!record) return { ok: false, error: GONE }
        if (get().session?.doc.id === id) get().closeTable()
        await deps.repository.remove(id)
        set({ deleted: record, tables: get().tables.filter((t) => t.id !== id) })
        deps.coordination.post({ type: 'listed' })
        get().notify(
          'info',
          { text: `Deleted “${record.name}”.`, code: 'notices.deleted', params: { name: record.name } },
          'undo-delete',
        )
        return { ok: true }
      })
      if (!done.ok) get().notify('error', done.error)
    },

    async undoDelete() {
      const record = get().deleted
      if (!record) return
      set({ deleted: null, notices: get().notices.filter((n) => n.action !== 'undo-delete') })
      kit.upsertSummary(summary(record))
      await kit.persist(record)
    },

    async importTable(text) {
      const e = await kit.engine()
      const read = await kit.readSave(text)
      if (!read.ok) return read
      let save = read.save
      // Never overwrite a table by importing: a file whose table exists comes in as a copy.
      if (get().tables.some((t) => t.id === save.id) || (await deps.repository.get(save.id))) {
        save = { ...save, id: deps.newId(), name: `${save.name} (imported)`.slice(0, 200) }
      }
      const record = kit.recordOf(save, e)
      kit.upsertSummary(summary(record))
      await kit.persist(record)
      return read.migratedFrom
        ? { ok: true, id: save.id, migratedFrom: read.migratedFrom }
        : { ok: true, id: save.id }
    },

    async exportTable(id) {
      await kit.settled()
      const record = await deps.repository.get(id)
      if (!record) return { ok: false, error: GONE }
      return { ok: true, fileName: `${slugOf(record.name)}.tabletop.json`, text: record.text }
    },

    async restoreProblem(id) {
      const save = recoveries.get(id)
      if (!save) return { ok: false, error: 'No good state of this table was found.', code: 'noGoodState' }
      const problem = get().problems.find((p) => p.id === id)
      const done = await unlessElsewhere(id, async () => {
        const record = kit.recordOf({ ...save, updatedAt: kit.now() }, await kit.engine())
        await kit.persist(record)
        kit.upsertSummary(summary(record))
        return { ok: true }
      })
      if (!done.ok) return done
      recoveries.delete(id)
      if (problem) await deps.repository.dismissQuarantined(problem.key)
      set({ problems: get().problems.filter((p) => p.id !== id) })
      return { ok: true }
    },

    async damagedSave(id) {
      const jailed = (await deps.repository.quarantined()).filter((q) => q.id === id).at(-1)
      if (!jailed)
        return { ok: false, error: 'No damaged save of this table was kept.', code: 'noDamagedSave' }
      return { ok: true, fileName: `${slugOf(jailed.name)}.damaged.json`, text: jailed.text }
    },

    dismissProblem(id) {
      const problem = get().problems.find((p) => p.id === id)
      recoveries.delete(id)
      set({ problems: get().problems.filter((p) => p.id !== id) })
      // Off the start-up list for good; the damaged text itself is kept.
      if (problem) void deps.repository.dismissQuarantined(problem.key).catch(() => undefined)
    },
  }
}
