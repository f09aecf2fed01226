/**
 * What the slices share: the injected dependencies, the lazily loaded engine, the ordered write queue,
 * the conversion between an open game and its stored record, and the table this window owns.
 *
 * Autosave writes what changed, not the whole save: the log entries since the last write and the
 * metadata, in one transaction. Every command of one task (one click, however many moves it makes) is
 * written together at the end of that task, so the stored log always ends where the user saw it end.
 * A roll is shown only once that transaction has landed (`Session.pending`).
 */
import type { AnySystem, History, SavedGame, SystemId } from '../../engine'
import type { AppState, Engine, Session, StoreDeps, TableSummary } from '../app-store'
import type { Lease } from '../coordination'
import {
  defaultIntentStorage,
  fingerprint,
  type IntentKind,
  type IntentStorage,
} from '../persistence/intents'
import type { TableRecord } from '../persistence/repository'
import { createSizeWatch } from './size-watch'

type Set = (partial: Partial<AppState>) => void
type Get = () => AppState

/** What a committed change did: a command, an undo, or a redo (which re-shows moves already seen). */
export type ChangeKind = 'move' | 'undo' | 'redo'

export interface Kit {
  deps: StoreDeps
  set: Set
  get: Get
  intents: IntentStorage
  /** This window, in the open marks and intents it writes. */
  windowId: string
  /** The engine, loaded on first use (without any system: see `system`). */
  engine(): Promise<Engine>
  /** A system's rules, loaded on first use; null for a system still "coming soon". */
  system(id: SystemId): Promise<AnySystem | null>
  /**
   * `readSave` against the system the text names (loaded first); the engine's refusal otherwise. `stored`:
   * a text this app stored itself, read without the import size limit (saves.ts `ReadOptions`).
   */
  readSave(text: string, options?: { stored?: boolean }): Promise<ReturnType<Engine['readSave']>>
  /** The engine if already loaded (commands only run on an open table, so it is). */
  loadedEngine(): Engine | null
  now(): string
  /** Queues a whole-record write (create, import, restore) so saves land in order; failures are reported. */
  persist(record: TableRecord, log?: readonly unknown[]): Promise<void>
  /** Makes a new history of the open table the committed one: shown now or once stored, and autosaved. */
  commit(history: History, kind: ChangeKind): void
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
  /**
   * True while this window holds a table it took by itself (its owner closed) and has not played since:
   * a window that opens the table again (a reload of the owner) may have it back.
   */
  idle: boolean
  /** Keeps a lease as this window's; when another window takes the table, this one follows it. */
  hold(id: string, lease: Lease, options?: { auto?: boolean }): void
  /** Lets go of the open table's lease, once everything queued is written and its open mark is taken away. */
  letGo(): void
  /**
   * After this window has come to own a table (opened, created, taken over): tells the player what a
   * crash took, if the last window stopped without closing, marks the table open here, and checks its size.
   */
  owned(id: string, name: string, storedLog: readonly unknown[], chars: number): Promise<void>
  /** Settles once start-up has set aside the tables it could not list. */
  startup: Promise<void>
  /** Starts following a table read-only and waits for it, to take it over once its owner is gone. */
  follow(id: string): void
  /** Stops waiting for a table (closed, taken over, another opened). */
  stopFollowing(): void
}

export const summary = ({ text: _text, ...rest }: TableRecord): TableSummary => rest
export const byRecent = (a: TableSummary, b: TableSummary) => b.updatedAt.localeCompare(a.updatedAt)

/** Where two logs first differ (logs only ever grow at the end or lose their end, so compare from there). */
export function firstDifference(stored: readonly unknown[], live: readonly unknown[]): number {
  const n = Math.min(stored.length, live.length)
  if (n === 0 || stored[n - 1] === live[n - 1]) return n
  let i = 0
  while (i < n && stored[i] === live[i]) i++
  return i
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

export function createKit(deps: StoreDeps, set: Set, get: Get): Kit {
  let engine: Engine | null = null
  const modules = new Map<SystemId, Promise<AnySystem | null>>()
  let writes: Promise<void> = Promise.resolve()
  let scheduled = false
  const storedLogs = new Map<string, readonly unknown[]>()
  // A failed log write makes the appends queued after it stale (they continue a log that did not land).
  const generations = new Map<string, number>()
  const intents = deps.intents ?? defaultIntentStorage()
  const windowId = globalThis.crypto?.randomUUID?.() ?? `w${Date.now()}${Math.random()}`
  // The open table the lease is for, and what the changes not yet stored add up to (for its intent).
  let heldId: string | null = null
  let unsaved: IntentKind | null = null
  // When the commands waiting in `Session.pending` were made (the document's time once they show).
  let pendingAt: string | null = null
  // The last intent written for each table, as `length:fingerprint`: a landed write clears only its own.
  const intended = new Map<string, string>()
  const intentOf = (log: readonly unknown[]) => `${log.length}:${fingerprint(log.at(-1))}`
  const size = createSizeWatch(() => engine, get)

  const recordOf = (save: SavedGame, e: Engine): TableRecord => ({
    id: save.id,
    system: save.system,
    name: save.name,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    commands: save.log.length,
    text: e.writeSave(save),
  })

  const reportFailure = (id: string, e: unknown) => {
    const text = `Autosave failed: ${message(e)}`
    const s = get().session
    if (s && s.doc.id === id) set({ session: { ...s, saveError: text } })
    get().notify('error', text)
  }

  /**
   * Runs a write after the earlier ones; reports a failure on the table it concerns, never silently.
   * `log`: a log write, skipped if an earlier log write of the table failed after it was queued.
   */
  const queue = (
    id: string,
    write: () => Promise<void>,
    {
      after,
      failed = reportFailure,
      log = false,
    }: {
      after?: () => void
      failed?: (id: string, e: unknown) => void
      log?: boolean
    } = {},
  ) => {
    const generation = generations.get(id) ?? 0
    writes = writes.then(async () => {
      if (log && (generations.get(id) ?? 0) !== generation) return
      try {
        await write()
      } catch (e) {
        // What is stored is no longer known: the next autosave writes the whole table.
        storedLogs.delete(id)
        generations.set(id, (generations.get(id) ?? 0) + 1)
        failed(id, e)
        return
      }
      after?.()
      const s = get().session
      if (s?.saveError && s.doc.id === id) set({ session: { ...s, saveError: undefined } })
    })
    return writes
  }
  /**
   * Bookkeeping writes (open marks): in order with the rest, and neither a reason to alarm the player nor
   * a sign of what the table's own records hold.
   */
  const quietly = (write: () => Promise<void>) => (writes = writes.then(() => write().catch(() => undefined)))

  /** The written history has landed: show it if it is the one waiting, and forget its intent. */
  const landed = (id: string, written: History) => {
    const s = get().session
    if (s?.doc.id === id && s.pending === written) {
      const doc = pendingAt ? { ...s.doc, updatedAt: pendingAt } : s.doc
      pendingAt = null
      set({ session: { ...s, doc, history: written, pending: undefined } })
    }
    if (intended.get(id) === intentOf(written.log)) {
      intended.delete(id)
      unsaved = null
      intents.clear(id)
    }
    deps.coordination.post({ type: 'changed', id, commands: written.log.length })
  }

  /** A log write failed: what waited on it is withdrawn, never shown, and the player is told why. */
  const notLanded = (id: string, e: unknown) => {
    const s = get().session
    if (s?.doc.id !== id || !s.pending) return reportFailure(id, e)
    const reason = message(e)
    pendingAt = null
    set({ session: { ...s, pending: undefined, saveError: `Autosave failed: ${reason}` } })
    unsaved = null
    intended.delete(id)
    intents.clear(id)
    get().notify('error', {
      text: `Your last action could not be saved, so it was not made and its result was not shown: ${reason}`,
      code: 'notices.notSaved',
      params: { reason },
    })
  }

  const kit: Kit = {
    deps,
    set,
    get,
    intents,
    windowId,
    lease: null,
    idle: false,
    startup: Promise.resolve(),
    follow: () => undefined,
    stopFollowing: () => undefined,
    engine: async () => (engine ??= await deps.loadEngine()),
    async system(id) {
      const e = await kit.engine()
      let module = modules.get(id)
      if (!module) modules.set(id, (module = e.loadSystem(id)))
      return module
    },
    async readSave(text, { stored = false } = {}) {
      const e = await kit.engine()
      const limit = stored ? { maxBytes: Infinity } : {}
      const id = e.peekSystem(text, limit)
      const module = id && (await kit.system(id))
      return e.readSave(text, id && module ? { [id]: module } : {}, limit)
    },
    loadedEngine: () => engine,
    now: () => deps.clock().toISOString(),
    persist(record, log) {
      if (log) storedLogs.set(record.id, log)
      else storedLogs.delete(record.id)
      return queue(record.id, () => deps.repository.put(record), {
        after: () => {
          size.measure(record.id, record.name, record.text.length)
          deps.coordination.post({ type: 'changed', id: record.id, commands: record.commands })
        },
      })
    },
    commit(history, kind) {
      const session = get().session!
      const before = session.pending ?? session.history
      const added = history.log.slice(firstDifference(before.log, history.log))
      // A redo re-applies moves already shown once: only a new command's dice are unseen.
      const rolled = kind === 'move' && added.some((entry) => entry.rolls.length > 0)
      const doc = { ...session.doc, updatedAt: kit.now() }
      if (session.pending || rolled) {
        // The shown session keeps its document too: only the mark that says "saving" is drawn again.
        pendingAt = doc.updatedAt
        set({ session: { ...session, pending: history } })
      } else set({ session: { ...session, doc, history, pending: undefined } })
      unsaved = rolled || unsaved === 'roll' ? 'roll' : kind === 'undo' ? 'undo' : 'move'
      kit.idle = false
      const { id, system, name, createdAt, updatedAt } = doc
      kit.upsertSummary({ id, system, name, createdAt, updatedAt, commands: history.log.length })
      kit.autosave()
    },
    autosave() {
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        const session = get().session
        // Only the window that holds the table's lease writes it (see coordination.ts).
        if (!session || !kit.lease || !engine) return
        const doc = session.pending && pendingAt ? { ...session.doc, updatedAt: pendingAt } : session.doc
        const latest = session.pending ?? session.history
        const log = latest.log as readonly unknown[]
        // Before the write is even issued: what it is for, should the page die before it lands.
        intended.set(doc.id, intentOf(log))
        intents.write(doc.id, {
          session: windowId,
          kind: unsaved ?? 'move',
          commands: log.length,
          last: fingerprint(log.at(-1)),
          at: kit.now(),
        })
        const stored = storedLogs.get(doc.id)
        if (!stored) {
          storedLogs.set(doc.id, log)
          const record = kit.sessionRecord({ ...session, doc, history: latest }, engine)
          return void queue(doc.id, () => deps.repository.put(record), {
            after: () => {
              size.measure(doc.id, doc.name, record.text.length)
              landed(doc.id, latest)
            },
            failed: notLanded,
          })
        }
        const from = firstDifference(stored, log)
        storedLogs.set(doc.id, log)
        const { id, system, name, createdAt, updatedAt } = doc
        const meta = { id, system, name, createdAt, updatedAt, commands: log.length }
        const entries = log.slice(from)
        const grown = size.change(stored.slice(from), entries)
        void queue(doc.id, () => deps.repository.append({ meta, from, entries }), {
          log: true,
          after: () => {
            size.grow(id, name, grown)
            landed(id, latest)
          },
          failed: notLanded,
        })
      })
    },
    hold(id, lease, { auto = false } = {}) {
      kit.letGo()
      kit.stopFollowing()
      kit.lease = lease
      kit.idle = auto
      heldId = id
      void lease.ended.then(() => {
        if (kit.lease !== lease) return
        kit.lease = null
        heldId = null
        const s = get().session
        if (s?.doc.id === id && s.access === 'owner') {
          set({ session: { ...s, access: 'follower' } })
          kit.follow(id)
        }
      })
    },
    letGo() {
      const lease = kit.lease
      const id = heldId
      kit.lease = null
      heldId = null
      kit.idle = false
      if (!lease || !id) return
      // Everything this window queued lands first; then the mark goes, then the table.
      void quietly(() => deps.repository.markClosed(id, windowId)).then(() => lease.release())
    },
    async owned(id, name, storedLog, chars) {
      const mark = await deps.repository.openMark(id).catch(() => undefined)
      const intent = intents.read(id)
      void quietly(() => deps.repository.markOpen(id, { session: windowId, since: kit.now() }))
      if (intent) intents.clear(id)
      size.measure(id, name, chars)
      // Nothing left behind by another window: nothing to tell, and no need to fetch what would tell it.
      const elsewhere = (session: string | undefined) => session !== undefined && session !== windowId
      if (!elsewhere(intent?.session) && !elsewhere(mark?.session)) return
      const { crashReport } = await import('./crash-report')
      const report = crashReport({
        name,
        log: storedLog,
        intent,
        mark,
        windowId,
        wasClosed: (session) => intents.wasClosed(session),
      })
      if (report) get().notify(report.kind, report.text)
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
