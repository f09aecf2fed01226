/**
 * The open table: its save document and live history. Every command goes through the engine's
 * `execute`/`undo`/`redo`, and each committed change is autosaved at once.
 */
import type { History, SavedGame, SystemId } from '../../engine'
import type { AppState, DispatchResult, Done } from '../app-store'
import type { Kit } from './kit'

export type SessionSlice = Pick<
  AppState,
  'session' | 'createTable' | 'openSave' | 'closeTable' | 'dispatch' | 'undo' | 'redo' | 'setDice' | 'flush'
>

export function createSessionSlice(kit: Kit): SessionSlice {
  const { deps, set, get } = kit
  let dice = deps.dice

  /** Commits a changed history: updates the session and the tables list, and autosaves. */
  const commit = (history: History) => {
    const session = get().session!
    const next = { ...session, history, doc: { ...session.doc, updatedAt: kit.now() } }
    set({ session: next })
    const record = kit.sessionRecord(next, kit.loadedEngine()!)
    kit.upsertSummary(record)
    void kit.persist(record)
  }

  const noTable: Done = { ok: false, error: 'No table is open.' }

  return {
    session: null,

    async createTable(system: SystemId, options, name) {
      const e = await kit.engine()
      const module = e.systems[system]
      if (!module) return { ok: false, error: `${system} is coming soon` }
      const seed = deps.newId()
      const started = e.startHistory(module, options, seed)
      if (!started.ok) return started
      const id = deps.newId()
      const at = kit.now()
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
      const session = { doc, history: started.value }
      set({ session })
      const record = kit.sessionRecord(session, e)
      kit.upsertSummary(record)
      await kit.persist(record)
      return { ok: true, id }
    },

    async openSave(save: SavedGame) {
      const e = await kit.engine()
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
    },

    closeTable() {
      set({ session: null })
    },

    dispatch(action, options): DispatchResult {
      const session = get().session
      const e = kit.loadedEngine()
      if (!session || !e) return noTable
      const done = e.execute(session.history, action, dice, options)
      if (!done.ok) return done
      commit(done.history)
      return { ok: true, events: done.events }
    },

    undo() {
      const session = get().session
      const e = kit.loadedEngine()
      if (!session || !e) return noTable
      const done = e.undo(session.history, { gm: get().settings.gmOverride })
      if (!done.ok) return done
      commit(done.value)
      return { ok: true }
    },

    redo() {
      const session = get().session
      const e = kit.loadedEngine()
      if (!session || !e) return noTable
      const done = e.redo(session.history)
      if (!done.ok) return done
      commit(done.value)
      return { ok: true }
    },

    setDice(next) {
      dice = next
    },

    flush: () => kit.settled(),
  }
}
