/**
 * The open table: its save document and live history. Every command goes through the engine's
 * `execute`/`undo`/`redo`, and each committed change is autosaved (a roll is shown once stored: see
 * `Session.pending`). Only the window that owns the table (coordination.ts) runs commands; other windows
 * follow what it writes, can take it over, and take it over by themselves once its owner is gone.
 */
import type { Luck, SavedGame, SystemId } from '../../engine'
import type { Access, AppState, DispatchResult, Done } from '../app-store'
import { cleanName } from '../persistence/names'
import { following } from './following'
import { summary, type Kit } from './kit'

export type SessionSlice = Pick<
  AppState,
  | 'session'
  | 'createTable'
  | 'openSave'
  | 'takeOver'
  | 'closeTable'
  | 'dispatch'
  | 'undo'
  | 'redo'
  | 'setDice'
  | 'flush'
  | 'windowClosing'
>

/** How long "open here instead" waits for the owning window to let go before taking the table anyway. */
export const TAKE_OVER_WAIT_MS = 3000

export const READ_ONLY =
  'This table is open for play in another window; this one follows it read-only. Choose “Open here instead” to play here.'
const PLAYER_WINDOW = 'This is a player window: it shows the table and never changes it.'
const REVIEWING = 'This shows an earlier moment of the game: go back to live play to make a move.'

export function createSessionSlice(kit: Kit): SessionSlice {
  const { deps, set, get } = kit
  let dice = deps.dice

  /** The open table and the engine, when this window may change it; otherwise why not. */
  const writable = () => {
    const session = get().session
    const e = kit.loadedEngine()
    if (!session || !e) return { ok: false as const, error: 'No table is open.', code: 'noTable' }
    // Reviewing an earlier moment (timeline.ts) writes nothing: back to live play first.
    if (session.review !== undefined) return { ok: false as const, error: REVIEWING, code: 'reviewing' }
    if (session.access !== 'owner')
      return session.access === 'player'
        ? { ok: false as const, error: PLAYER_WINDOW, code: 'playerWindow' }
        : { ok: false as const, error: READ_ONLY, code: 'readOnly' }
    // Commands run on what is made, shown or not yet: a click while a roll is being stored joins it.
    return { ok: true as const, session, e, history: session.pending ?? session.history }
  }

  /**
   * This window holds the table's lease: opens what is stored as its owner (another window may have
   * written last), and tells the player what a crash took, if anything.
   */
  const adopt = async (id: string): Promise<Done> => {
    const stored = await deps.repository.get(id)
    const read = stored && (await kit.readSave(stored.text, { stored: true }))
    if (!read || !read.ok) {
      kit.letGo()
      const s = get().session
      if (s) set({ session: { ...s, access: 'follower' } })
      return read
        ? { ok: false, error: read.error, code: read.code, params: read.params }
        : { ok: false, error: 'This table no longer exists.' }
    }
    const opened = await get().openSave(read.save, 'owner')
    if (!opened.ok) return opened
    kit.stored(id, get().session!.history.log)
    await kit.owned(id, read.save.name, read.save.log, stored.text.length)
    return opened
  }

  following(kit, adopt)

  return {
    session: null,

    async createTable(system: SystemId, options, name) {
      const e = await kit.engine()
      const module = await kit.system(system)
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
        name: cleanName(name).slice(0, 200) || 'Untitled table',
        options,
        seed,
        createdAt: at,
        updatedAt: at,
      }
      kit.letGo()
      const lease = await deps.coordination.claim(id)
      if (lease) kit.hold(id, lease)
      const session = {
        doc,
        history: started.value,
        access: lease ? ('owner' as const) : ('follower' as const),
      }
      set({ session })
      const record = kit.sessionRecord(session, e)
      kit.upsertSummary(summary(record))
      await kit.persist(record, started.value.log)
      if (lease) await kit.owned(id, doc.name, [], record.text.length)
      return { ok: true, id }
    },

    async openSave(save: SavedGame, access: Access = 'owner') {
      const e = await kit.engine()
      const module = await kit.system(save.system as SystemId)
      if (!module) return { ok: false, error: `${save.system} games cannot be opened yet` }
      const replayed = e.replayHistory(module, save.options, save.seed, save.log as never[])
      if (!replayed.ok)
        return {
          ok: false,
          error: `the log does not replay (entry ${replayed.error.index + 1}: ${replayed.error.message})`,
        }
      const { log: _log, ...doc } = save
      // A name an older version stored with bidi controls is shown without them (names.ts).
      set({
        session: { doc: { ...doc, name: cleanName(doc.name) || doc.id }, history: replayed.value, access },
      })
      return { ok: true }
    },

    async takeOver() {
      const session = get().session
      if (!session) return { ok: false, error: 'No table is open.', code: 'noTable' }
      if (session.access === 'owner') return { ok: true }
      const id = session.doc.id
      kit.stopFollowing()
      deps.coordination.post({ type: 'yield', id })
      const lease =
        (await deps.coordination.claim(id, { waitMs: TAKE_OVER_WAIT_MS })) ??
        (await deps.coordination.claim(id, { steal: true }))
      if (!lease) {
        kit.follow(id)
        return { ok: false, error: 'The table could not be taken over; try again.', code: 'takeOverFailed' }
      }
      kit.hold(id, lease)
      // Start from what the previous owner wrote last (it wrote everything before letting go).
      return adopt(id)
    },

    closeTable() {
      kit.stopFollowing()
      kit.letGo()
      set({ session: null })
    },

    dispatch(action, options): DispatchResult {
      const w = writable()
      if (!w.ok) return w
      // A same-luck branch rolls the original's recorded faces while it plays the original's commands.
      const luck = (w.session.doc.luck as Luck | undefined) ?? null
      const done = w.e.execute(w.history, action, w.e.luckDice(luck, w.history.log, action, dice), options)
      if (!done.ok) return done
      kit.commit(done.history, 'move')
      return { ok: true, events: done.events }
    },

    undo(options) {
      const w = writable()
      if (!w.ok) return w
      const done = w.e.undo(w.history, { gm: get().settings.gmOverride, agreed: options?.agreed === true })
      if (!done.ok) return done
      kit.commit(done.value, 'undo')
      return { ok: true }
    },

    redo() {
      const w = writable()
      if (!w.ok) return w
      const done = w.e.redo(w.history)
      if (!done.ok) return done
      kit.commit(done.value, 'redo')
      return { ok: true }
    },

    setDice(next) {
      dice = next
    },

    flush: () => kit.settled(),

    windowClosing() {
      // Synchronous: the page may be gone before anything asynchronous runs.
      kit.intents.closing(kit.windowId)
    },
  }
}
