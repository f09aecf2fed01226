/**
 * The app's zustand store: it drives the engine and persists every committed command. It holds no rules:
 * everything a game does goes through the engine's `execute`/`undo`/`redo`. Built by a factory so each
 * test gets a fresh store with its own dice, clock and storage. The engine is loaded lazily (it carries
 * every system's rules and data), so the home screen starts without it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type * as EngineModule from '../engine'
import type { DiceSource, GameEvent, History, SavedGame, SystemId } from '../engine'
import type { GameRepository, TableRecord } from './persistence/repository'
import { DEFAULT_SETTINGS, type Settings, type SettingsStorage } from './persistence/settings'

export type Engine = typeof EngineModule

export interface StoreDeps {
  /** The dice every live command draws from (crypto in the app; seeded or scripted in tests). */
  dice: DiceSource
  /** Wall-clock time, for save timestamps only (never for rules). */
  clock: () => Date
  repository: GameRepository
  settings: SettingsStorage
  loadEngine: () => Promise<Engine>
  /** New table ids and seeds. */
  newId: () => string
}

export type TableSummary = Omit<TableRecord, 'text'>

/** An open table: its save document (without the log, which lives in `history`) and the live history. */
export interface Session {
  doc: Omit<SavedGame, 'log'>
  history: History
  /** Set while the last autosave failed: shown to the user until a later write succeeds. */
  saveError?: string
}

/** A save that could not be read: which table, why, and whether a last good state can be restored. */
export interface SaveProblem {
  id: string
  name: string
  reason: string
  recovery: { kind: 'backup' | 'log-prefix'; commands: number } | null
}

export interface Notice {
  id: number
  kind: 'info' | 'error'
  text: string
  /** An action the notice offers, e.g. undoing a delete. */
  action?: 'undo-delete' | 'restore-save'
}

export type DispatchResult = { ok: true; events: GameEvent[] } | { ok: false; error: string }
type Done = { ok: true } | { ok: false; error: string }

export interface AppState {
  ready: boolean
  tables: TableSummary[]
  session: Session | null
  problems: SaveProblem[]
  notices: Notice[]
  settings: Settings
  /** The last deleted table, restorable until another delete. */
  deleted: TableRecord | null

  init(): Promise<void>
  createTable(
    system: SystemId,
    options: unknown,
    name: string,
  ): Promise<{ ok: true; id: string } | { ok: false; error: string }>
  openTable(id: string): Promise<Done>
  closeTable(): void
  renameTable(id: string, name: string): Promise<Done>
  duplicateTable(id: string): Promise<Done>
  deleteTable(id: string): Promise<void>
  undoDelete(): Promise<void>
  importTable(
    text: string,
  ): Promise<{ ok: true; id: string; migratedFrom?: number } | { ok: false; error: string }>
  exportTable(
    id: string,
  ): Promise<{ ok: true; fileName: string; text: string } | { ok: false; error: string }>
  restoreProblem(id: string): Promise<Done>
  dismissProblem(id: string): void
  dispatch(action: unknown, options?: { join?: boolean }): DispatchResult
  undo(): Done
  redo(): Done
  setSettings(patch: Partial<Settings>): void
  notify(kind: Notice['kind'], text: string, action?: Notice['action']): void
  dismissNotice(id: number): void
  /** Replaces the live dice source (automation and tests seed or script the dice). */
  setDice(dice: DiceSource): void
  /** Resolves once every autosave queued so far has been written. */
  flush(): Promise<void>
}

export type AppStore = StoreApi<AppState>

const summary = ({ text: _text, ...rest }: TableRecord): TableSummary => rest
const byRecent = (a: TableSummary, b: TableSummary) => b.updatedAt.localeCompare(a.updatedAt)
const MAX_NOTICES = 4

export function createAppStore(deps: StoreDeps): AppStore {
  let dice = deps.dice
  let engine: Engine | null = null
  let writes: Promise<void> = Promise.resolve()
  let noticeId = 0
  // Recovered saves waiting for the user's choice (kept out of the store's state: they can be large).
  const pendingRecoveries = new Map<string, SavedGame | null>()
  const getEngine = async () => (engine ??= await deps.loadEngine())

  return createStore<AppState>()((set, get) => {
    const now = () => deps.clock().toISOString()

    /** Queues a write so saves land in order; a failed write is reported, never silent. */
    const persist = (record: TableRecord) => {
      writes = writes
        .then(() => deps.repository.put(record))
        .then(
          () => {
            const s = get().session
            if (s?.saveError && s.doc.id === record.id) set({ session: { ...s, saveError: undefined } })
          },
          (e: unknown) => {
            const s = get().session
            const message = `Autosave failed: ${e instanceof Error ? e.message : String(e)}`
            if (s && s.doc.id === record.id) set({ session: { ...s, saveError: message } })
            get().notify('error', message)
          },
        )
      return writes
    }

    const sessionRecord = (session: Session): TableRecord => {
      const e = engine!
      const save: SavedGame = { ...session.doc, log: session.history.log as unknown[] }
      return {
        id: save.id,
        system: save.system,
        name: save.name,
        createdAt: save.createdAt,
        updatedAt: save.updatedAt,
        commands: save.log.length,
        text: e.writeSave(save),
      }
    }

    const upsertSummary = (record: TableRecord) => {
      const tables = [summary(record), ...get().tables.filter((t) => t.id !== record.id)].sort(byRecent)
      set({ tables })
    }

    /** Commits a changed history: updates the session, the tables list and autosaves. */
    const commit = (history: History) => {
      const session = get().session!
      const next: Session = { ...session, history, doc: { ...session.doc, updatedAt: now() } }
      set({ session: next })
      const record = sessionRecord(next)
      upsertSummary(record)
      void persist(record)
    }

    const openSave = async (save: SavedGame): Promise<Done> => {
      const e = await getEngine()
      const module = e.systems[save.system as SystemId]
      if (!module) return { ok: false, error: `${save.system} games cannot be opened yet` }
      const replayed = e.replayHistory(module, save.options, save.seed, save.log as never[])
      if (!replayed.ok)
        return {
          ok: false,
          error: `the log does not replay (entry ${replayed.error.index + 1}: ${replayed.error.message})`,
        }
      const { log: _log, ...doc } = save
      set({ session: { doc, history: replayed.value } })
      return { ok: true }
    }

    /** Finds the last good state of an unreadable save: its backup, or the longest log prefix that replays. */
    const findRecovery = async (
      id: string,
      text: string,
    ): Promise<{ kind: 'backup' | 'log-prefix'; save: SavedGame } | null> => {
      const e = await getEngine()
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

    const recordOf = (save: SavedGame, e: Engine): TableRecord => ({
      id: save.id,
      system: save.system,
      name: save.name,
      createdAt: save.createdAt,
      updatedAt: save.updatedAt,
      commands: save.log.length,
      text: e.writeSave(save),
    })

    return {
      ready: false,
      tables: [],
      session: null,
      problems: [],
      notices: [],
      settings: { ...DEFAULT_SETTINGS, ...deps.settings.load() },
      deleted: null,

      async init() {
        const records = await deps.repository.list()
        set({ tables: records.map(summary).sort(byRecent), ready: true })
      },

      async createTable(system, options, name) {
        const e = await getEngine()
        const module = e.systems[system]
        if (!module) return { ok: false, error: `${system} is coming soon` }
        const seed = deps.newId()
        const started = e.startHistory(module, options, seed)
        if (!started.ok) return started
        const id = deps.newId()
        const at = now()
        const doc = {
          id,
          system,
          schemaVersion: e.SAVE_SCHEMA_VERSION,
          name: name.trim() || 'Untitled table',
          options,
          seed,
          createdAt: at,
          updatedAt: at,
        }
        const session: Session = { doc, history: started.value }
        set({ session })
        const record = sessionRecord(session)
        upsertSummary(record)
        await persist(record)
        return { ok: true, id }
      },

      async openTable(id) {
        if (get().session?.doc.id === id) return { ok: true }
        const e = await getEngine()
        const record = await deps.repository.get(id)
        if (!record) return { ok: false, error: 'This table no longer exists.' }
        const read = e.readSave(record.text)
        if (read.ok) return openSave(read.save)
        // Set the unreadable save aside (never overwrite it), tell the user which and why, offer the last good state.
        const recovery = await findRecovery(id, record.text)
        await deps.repository.quarantine({
          id,
          name: record.name,
          reason: read.error,
          at: now(),
          text: record.text,
        })
        pendingRecoveries.set(id, recovery?.save ?? null)
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

      closeTable() {
        set({ session: null })
      },

      async renameTable(id, name) {
        const clean = name.trim()
        if (!clean) return { ok: false, error: 'A table needs a name.' }
        if (clean.length > 200) return { ok: false, error: 'Names are at most 200 characters.' }
        const session = get().session
        if (session?.doc.id === id) {
          const next = { ...session, doc: { ...session.doc, name: clean, updatedAt: now() } }
          set({ session: next })
          const record = sessionRecord(next)
          upsertSummary(record)
          await persist(record)
          return { ok: true }
        }
        const e = await getEngine()
        const record = await deps.repository.get(id)
        if (!record) return { ok: false, error: 'This table no longer exists.' }
        const read = e.readSave(record.text)
        if (!read.ok) return { ok: false, error: read.error }
        const renamed = recordOf({ ...read.save, name: clean, updatedAt: now() }, e)
        upsertSummary(renamed)
        await persist(renamed)
        return { ok: true }
      },

      async duplicateTable(id) {
        await writes
        const e = await getEngine()
        const record = await deps.repository.get(id)
        if (!record) return { ok: false, error: 'This table no longer exists.' }
        const read = e.readSave(record.text)
        if (!read.ok) return { ok: false, error: read.error }
        const at = now()
        const copy = recordOf(
          {
            ...read.save,
            id: deps.newId(),
            name: `${read.save.name} (copy)`.slice(0, 200),
            createdAt: at,
            updatedAt: at,
          },
          e,
        )
        upsertSummary(copy)
        await persist(copy)
        return { ok: true }
      },

      async deleteTable(id) {
        await writes
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
        upsertSummary(record)
        await persist(record)
      },

      async importTable(text) {
        const e = await getEngine()
        const read = e.readSave(text)
        if (!read.ok) return read
        let save = read.save
        if (get().tables.some((t) => t.id === save.id)) {
          save = { ...save, id: deps.newId(), name: `${save.name} (imported)`.slice(0, 200) }
        }
        const record = recordOf(save, e)
        upsertSummary(record)
        await persist(record)
        return read.migratedFrom
          ? { ok: true, id: save.id, migratedFrom: read.migratedFrom }
          : { ok: true, id: save.id }
      },

      async exportTable(id) {
        await writes
        const record = await deps.repository.get(id)
        if (!record) return { ok: false, error: 'This table no longer exists.' }
        const slug =
          record.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'table'
        return { ok: true, fileName: `${slug}.tabletop.json`, text: record.text }
      },

      async restoreProblem(id) {
        const save = pendingRecoveries.get(id)
        if (!save) return { ok: false, error: 'No good state of this table was found.' }
        const e = await getEngine()
        const record = recordOf({ ...save, updatedAt: now() }, e)
        await persist(record)
        upsertSummary(record)
        pendingRecoveries.delete(id)
        set({ problems: get().problems.filter((p) => p.id !== id) })
        return { ok: true }
      },

      dismissProblem(id) {
        pendingRecoveries.delete(id)
        set({ problems: get().problems.filter((p) => p.id !== id) })
      },

      dispatch(action, options) {
        const session = get().session
        if (!session || !engine) return { ok: false, error: 'No table is open.' }
        const done = engine.execute(session.history, action, dice, options)
        if (!done.ok) return done
        commit(done.history)
        return { ok: true, events: done.events }
      },

      undo() {
        const session = get().session
        if (!session || !engine) return { ok: false, error: 'No table is open.' }
        const done = engine.undo(session.history, { gm: get().settings.gmOverride })
        if (!done.ok) return done
        commit(done.value)
        return { ok: true }
      },

      redo() {
        const session = get().session
        if (!session || !engine) return { ok: false, error: 'No table is open.' }
        const done = engine.redo(session.history)
        if (!done.ok) return done
        commit(done.value)
        return { ok: true }
      },

      setSettings(patch) {
        const settings = { ...get().settings, ...patch }
        set({ settings })
        deps.settings.save(settings)
      },

      notify(kind, text, action) {
        const notice: Notice = action
          ? { id: ++noticeId, kind, text, action }
          : { id: ++noticeId, kind, text }
        set({ notices: [...get().notices, notice].slice(-MAX_NOTICES) })
      },

      dismissNotice(id) {
        set({ notices: get().notices.filter((n) => n.id !== id) })
      },

      setDice(next) {
        dice = next
      },

      flush: () => writes,
    }
  })
}
