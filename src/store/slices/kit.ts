/**
 * What the slices share: the injected dependencies, the lazily loaded engine, the ordered autosave queue,
 * and the conversion between an open game and its stored record.
 */
import type { SavedGame } from '../../engine'
import type { AppState, Engine, Session, StoreDeps, TableSummary } from '../app-store'
import type { TableRecord } from '../persistence/repository'

type Set = (partial: Partial<AppState>) => void
type Get = () => AppState

export interface Kit {
  deps: StoreDeps
  set: Set
  get: Get
  /** The engine, loaded on first use (it carries every system's rules and data). */
  engine(): Promise<Engine>
  /** The engine if already loaded (commands only run on an open table, so it is). */
  loadedEngine(): Engine | null
  now(): string
  /** Queues a write so saves land in order; a failure is reported, never silent. */
  persist(record: TableRecord): Promise<void>
  /** Resolves when every queued write has finished. */
  settled(): Promise<void>
  recordOf(save: SavedGame, engine: Engine): TableRecord
  sessionRecord(session: Session, engine: Engine): TableRecord
  /** Puts a table at the top of the list (most recently played first). */
  upsertSummary(record: TableRecord): void
}

export const summary = ({ text: _text, ...rest }: TableRecord): TableSummary => rest
export const byRecent = (a: TableSummary, b: TableSummary) => b.updatedAt.localeCompare(a.updatedAt)

export function createKit(deps: StoreDeps, set: Set, get: Get): Kit {
  let engine: Engine | null = null
  let writes: Promise<void> = Promise.resolve()

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
    deps,
    set,
    get,
    engine: async () => (engine ??= await deps.loadEngine()),
    loadedEngine: () => engine,
    now: () => deps.clock().toISOString(),
    persist(record) {
      writes = writes
        .then(() => deps.repository.put(record))
        .then(
          () => {
            const s = get().session
            if (s?.saveError && s.doc.id === record.id) set({ session: { ...s, saveError: undefined } })
          },
          (e: unknown) => {
            const message = `Autosave failed: ${e instanceof Error ? e.message : String(e)}`
            const s = get().session
            if (s && s.doc.id === record.id) set({ session: { ...s, saveError: message } })
            get().notify('error', message)
          },
        )
      return writes
    },
    settled: () => writes,
    recordOf,
    sessionRecord: (session, e) => recordOf({ ...session.doc, log: session.history.log as unknown[] }, e),
    upsertSummary(record) {
      set({ tables: [summary(record), ...get().tables.filter((t) => t.id !== record.id)].sort(byRecent) })
    },
  }
}
