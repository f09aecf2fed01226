/**
 * The saved tables: list, open, rename, duplicate, delete (with undo), import and export. A table that
 * cannot be read is set aside and offered back (problems.ts).
 */
import type { AppState, Done } from '../app-store'
import { cleanName } from '../persistence/names'
import { byRecent, summary, type Kit } from './kit'
import { ELSEWHERE, slugOf, type Problems } from './problems'

export type TablesSlice = Pick<
  AppState,
  | 'ready'
  | 'tables'
  | 'deleted'
  | 'init'
  | 'openTable'
  | 'renameTable'
  | 'duplicateTable'
  | 'deleteTable'
  | 'undoDelete'
  | 'importTable'
  | 'exportTable'
>

const GONE = 'This table no longer exists.'
/** How long opening waits for a table's lock before following another window (see openTable). */
const RELOAD_GRACE_MS = 400
const MAX_NAME = 200

export function createTablesSlice(kit: Kit, problems: Problems): TablesSlice {
  const { deps, set, get } = kit

  /** Runs a change on a table no other window is playing (it holds the table for the change). */
  const unlessElsewhere = async (id: string, change: () => Promise<Done>): Promise<Done> => {
    const s = get().session
    if (s?.doc.id === id && s.access === 'owner') return change()
    // A table this window just closed is let go once its writes have landed: wait for them first.
    const lease =
      (await deps.coordination.claim(id)) ?? (await kit.settled(), await deps.coordination.claim(id))
    if (!lease) return { ok: false, error: ELSEWHERE }
    try {
      return await change()
    } finally {
      lease.release()
    }
  }

  /** Reads a stored table's save, or says why it cannot be read (or where it went). */
  const readStored = async (id: string) => {
    const e = await kit.engine()
    const record = await deps.repository.get(id)
    if (!record) {
      // Set aside (now, or at a start-up still under way): say so, and the shell offers it back.
      await kit.startup
      const jailed = await problems.waiting(id)
      if (!jailed) return { ok: false as const, error: GONE }
      // The reason's own code and params ride along: the shell says both in the reader's language.
      const params: Record<string, string | number> = { ...jailed.why?.params }
      if (jailed.why) params.reasonCode = jailed.why.code
      return {
        ok: false as const,
        error: `“${jailed.name}” could not be opened, so it was set aside with everything it had stored: ${jailed.reason}`,
        code: 'setAside',
        params: { ...params, name: jailed.name, reason: jailed.reason },
      }
    }
    const read = await kit.readSave(record.text, { stored: true })
    if (read.ok && read.save.id !== id)
      return {
        ok: false as const,
        error: `the save inside this table carries another table's id (“${read.save.id.slice(0, 100)}”)`,
        code: 'record.otherSaveId',
        params: { id: read.save.id.slice(0, 100) } as Record<string, string | number>,
        record,
      }
    return read.ok
      ? { ok: true as const, save: read.save, record, e }
      : { ok: false as const, error: read.error, code: read.code, params: read.params, record }
  }

  return {
    ready: false,
    tables: [],
    deleted: null,

    async init() {
      let started!: () => void
      kit.startup = new Promise<void>((resolve) => (started = resolve))
      try {
        const { tables, malformed } = await deps.repository.list()
        set({ tables: tables.sort(byRecent), ready: true })
        // Records that cannot even be listed are set aside one by one; the other tables are already open.
        for (const bad of malformed) {
          await problems
            .setAside({
              id: bad.id,
              storeKey: bad.storeKey,
              name: bad.name,
              reason: bad.reason,
              why: bad.why,
            })
            .catch(() => undefined)
        }
        started()
        await problems.offerAll()
      } catch (e) {
        set({ ready: true })
        get().notify('error', `Saved tables could not be read: ${e instanceof Error ? e.message : String(e)}`)
      } finally {
        started()
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
          const lease =
            (await deps.coordination.claim(id)) ??
            (await (() => {
              // A reload's previous page may still be letting go of the table, or a window that took it by
              // itself meanwhile may give it back: give them a moment.
              deps.coordination.post({ type: 'yield', id, ifIdle: true })
              return deps.coordination.claim(id, { waitMs: RELOAD_GRACE_MS })
            })())
          if (!lease) {
            const followed = await get().openSave(read.save, 'follower')
            if (followed.ok) kit.follow(id)
            return followed
          }
          const opened = await get().openSave(read.save, 'owner')
          if (!opened.ok) {
            lease.release()
            return opened
          }
          kit.hold(id, lease)
          kit.stored(id, get().session!.history.log)
          // What just read well is this table's last good state, should a later write be damaged.
          void deps.repository.keepBackup(id, read.record.text).catch(() => undefined)
          await kit.owned(id, get().session!.doc.name, read.save.log, read.record.text.length)
          return opened
        }
        if (!('record' in read) || !read.record) return read
        // Set the unreadable save aside (never overwrite it), say which and why, offer the last good state.
        const { record } = read
        const why = read.code ? { code: read.code, params: read.params ?? {} } : undefined
        if (options?.as !== 'player')
          await problems.setAside({ id, name: record.name, reason: read.error, ...(why ? { why } : {}) })
        return {
          ok: false,
          error: `“${record.name}” could not be opened: ${read.error}`,
          // The reason's own code and params ride along: the shell says both in the reader's language.
          ...(read.code
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
      const clean = cleanName(name)
      if (!clean) return { ok: false, error: 'A table needs a name.', code: 'nameEmpty' }
      if (clean.length > MAX_NAME)
        return {
          ok: false,
          error: `Names are at most ${MAX_NAME} characters.`,
          code: 'nameTooLong',
          params: { max: MAX_NAME },
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
          name: `${cleanName(read.save.name)} (copy)`.slice(0, MAX_NAME),
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
      let save = { ...read.save, name: cleanName(read.save.name) || 'Imported table' }
      // Never overwrite a table by importing: a file whose table exists comes in as a copy.
      if (get().tables.some((t) => t.id === save.id) || (await deps.repository.get(save.id))) {
        save = { ...save, id: deps.newId(), name: `${save.name} (imported)`.slice(0, MAX_NAME) }
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
  }
}
