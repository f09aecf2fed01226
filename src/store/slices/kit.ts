/**
 * What the slices share: the injected dependencies, the lazily loaded engine, the ordered write queue,
 * the conversion between an open game and its stored record, and the table this window owns.
 *
 * Autosave writes what changed, not the whole save: the log entries since the last write and the
 * metadata, in one transaction. Every command of one task (one click, however many moves it makes) is
 * written together at the end of that task, so the stored log always ends where the user saw it end.
 */
import type { AnySystem, SavedGame, SystemId } from '../../engine'
import type { AppState, Engine, Session, StoreDeps, TableSummary } from '../app-store'
import type { Lease } from '../coordination'
import type { TableRecord } from '../persistence/repository'

type Set = (partial: Partial<AppState>) => void
type Get = () => AppState

export interface Kit {
  deps: StoreDeps
  set: Set
  get: Get
  /** The engine, loaded on first use (without any system: see `system`). */
  engine(): Promise<Engine>
  /** A system's rules, loaded on first use; null for a system still "coming soon". */
  system(id: SystemId): Promise<AnySystem | null>
  /** `readSave` against the system the text names (loaded first); the engine's refusal otherwise. */
  readSave(text: string): Promise<ReturnType<Engine['readSave']>>
  /** The engine if already loaded (commands only run on an open table, so it is). */
  loadedEngine(): Engine | null
  now(): string
  /** Queues a whole-record write (create, import, restore) so saves land in order; failures are reported. */
  persist(record: TableRecord, log?: readonly unknown[]): Promise<void>
  /** Schedules the open table's autosave at the end of the current task (one transaction per task). */
  autosave(): void
  /** Remembers what is stored of a table's log, so the next autosave writes only the difference. */
  stored(id: string, log: readonly unknown[] | undefined): void
  /** Resolves when every queued write has finished. */
  settled(): Promise<void>
  recordOf(save: SavedGame, engine: Engine): TableRecord
  sessionRecord(session: Session, engine: Engine): TableRecord
  /** Puts a table at the top of the list (most recently played first). */
  upsertSummary(record: TableSummary): void
  /** This window's write lease on the open table, if it owns it. */
  lease: Lease | null
  /** Keeps a lease as this window's; when another window takes the table, this one follows it. */
  hold(id: string, lease: Lease): void
  /** Lets go of the open table's lease. */
  letGo(): void
}

export const summary = ({ text: _text, ...rest }: TableRecord): TableSummary => rest
export const byRecent = (a: TableSummary, b: TableSummary) => b.updatedAt.localeCompare(a.updatedAt)

/** Where two logs first differ (logs only ever grow at the end or lose their end, so compare from there). */
function firstDifference(stored: readonly unknown[], live: readonly unknown[]): number {
  const n = Math.min(stored.length, live.length)
  if (n === 0 || stored[n - 1] === live[n - 1]) return n
  let i = 0
  while (i < n && stored[i] === live[i]) i++
  return i
}

export function createKit(deps: StoreDeps, set: Set, get: Get): Kit {
  let engine: Engine | null = null
  const modules = new Map<SystemId, Promise<AnySystem | null>>()
  let writes: Promise<void> = Promise.resolve()
  let scheduled = false
  const storedLogs = new Map<string, readonly unknown[]>()

  const recordOf = (save: SavedGame, e: Engine): TableRecord => ({
    id: save.id,
    system: save.system,
    name: save.name,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    commands: save.log.length,
    text: e.writeSave(save),
  })

  /** Runs a write after the earlier ones; reports a failure on the table it concerns, never silently. */
  const queue = (id: string, write: () => Promise<void>, after?: () => void) => {
    writes = writes.then(write).then(
      () => {
        after?.()
        const s = get().session
        if (s?.saveError && s.doc.id === id) set({ session: { ...s, saveError: undefined } })
      },
      (e: unknown) => {
        // What is stored is no longer known: the next autosave writes the whole table.
        storedLogs.delete(id)
        const message = `Autosave failed: ${e instanceof Error ? e.message : String(e)}`
        const s = get().session
        if (s && s.doc.id === id) set({ session: { ...s, saveError: message } })
        get().notify('error', message)
      },
    )
    return writes
  }

  const kit: Kit = {
    deps,
    set,
    get,
    lease: null,
    engine: async () => (engine ??= await deps.loadEngine()),
    async system(id) {
      const e = await kit.engine()
      let module = modules.get(id)
      if (!module) modules.set(id, (module = e.loadSystem(id)))
      return module
    },
    async readSave(text) {
      const e = await kit.engine()
      const id = e.peekSystem(text)
      const module = id && (await kit.system(id))
      return e.readSave(text, id && module ? { [id]: module } : {})
    },
    loadedEngine: () => engine,
    now: () => deps.clock().toISOString(),
    persist(record, log) {
      if (log) storedLogs.set(record.id, log)
      else storedLogs.delete(record.id)
      return queue(
        record.id,
        () => deps.repository.put(record),
        () => deps.coordination.post({ type: 'changed', id: record.id, commands: record.commands }),
      )
    },
    autosave() {
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        const session = get().session
        // Only the window that holds the table's lease writes it (see coordination.ts).
        if (!session || !kit.lease || !engine) return
        const { doc, history } = session
        const log = history.log as readonly unknown[]
        const stored = storedLogs.get(doc.id)
        if (!stored) return void kit.persist(kit.sessionRecord(session, engine), log)
        const from = firstDifference(stored, log)
        storedLogs.set(doc.id, log)
        const { id, system, name, createdAt, updatedAt } = doc
        const meta = { id, system, name, createdAt, updatedAt, commands: log.length }
        void queue(
          doc.id,
          () => deps.repository.append({ meta, from, entries: log.slice(from) }),
          () => deps.coordination.post({ type: 'changed', id: doc.id, commands: log.length }),
        )
      })
    },
    hold(id, lease) {
      kit.letGo()
      kit.lease = lease
      void lease.ended.then(() => {
        if (kit.lease !== lease) return
        kit.lease = null
        const s = get().session
        if (s?.doc.id === id && s.access === 'owner') set({ session: { ...s, access: 'follower' } })
      })
    },
    letGo() {
      const lease = kit.lease
      kit.lease = null
      lease?.release()
    },
    stored(id, log) {
      if (log) storedLogs.set(id, log)
      else storedLogs.delete(id)
    },
    settled: async () => {
      // A scheduled autosave joins the queue at the end of this task: let it, then wait for the queue.
      await Promise.resolve()
      await writes
    },
    recordOf,
    sessionRecord: (session, e) => recordOf({ ...session.doc, log: session.history.log as unknown[] }, e),
    upsertSummary(record) {
      set({ tables: [record, ...get().tables.filter((t) => t.id !== record.id)].sort(byRecent) })
    },
  }
  return kit
}
