/**
 * The timeline (issue 36): reviewing an earlier moment of the open table, branching a new table from any
 * moment, and opening a replay file read-only. Reviewing changes only what is shown: the session's
 * `review` position; while it is set the table refuses commands (session.ts), so nothing is written.
 */
import type { LuckChoice, SavedGame } from '../../engine'
import type { AppState } from '../app-store'
import { cleanName } from '../persistence/names'
import { summary, type Kit } from './kit'

export type TimelineSlice = Pick<AppState, 'review' | 'branchTable' | 'openReplay'>

const MAX_NAME = 200

export function createTimelineSlice(kit: Kit): TimelineSlice {
  const { deps, set, get } = kit
  return {
    review(at) {
      const session = get().session
      if (!session) return
      const end = session.history.log.length
      // A replay has no live play to go back to: it stays on its timeline, at most at its end.
      if (at === null && session.access !== 'replay') {
        const { review: _review, ...live } = session
        return set({ session: live })
      }
      const n = Math.max(0, Math.min(end, Math.trunc(at ?? end)))
      set({ session: { ...session, review: n } })
    },

    async branchTable(at, luck: LuckChoice, name) {
      const session = get().session
      if (!session) return { ok: false, error: 'No table is open.', code: 'noTable' }
      const e = await kit.engine()
      // What is shown, not a roll still being stored: the branch starts from a moment the player saw.
      const made = e.branch(session.history, at, luck)
      if (!made.ok) return made
      const id = deps.newId()
      const stamp = kit.now()
      const save: SavedGame = {
        ...session.doc,
        id,
        schemaVersion: e.SAVE_SCHEMA_VERSION,
        name: cleanName(name).slice(0, MAX_NAME) || session.doc.name,
        log: made.value.history.log as unknown[],
        createdAt: stamp,
        updatedAt: stamp,
        // Same luck is part of the branch's save, so it survives a reload (validated by readSave).
        luck: made.value.luck
          ? { from: made.value.luck.from, ahead: made.value.luck.ahead as unknown[] }
          : undefined,
      }
      const record = kit.recordOf(save, e)
      kit.upsertSummary(summary(record))
      await kit.persist(record)
      return { ok: true, id }
    },

    async openReplay(text) {
      const read = await kit.readSave(text)
      if (!read.ok) return read
      // A replay is never stored and never collides with a table: it gets an id of its own.
      const id = `replay-${deps.newId()}`
      get().closeTable()
      const opened = await get().openSave({ ...read.save, id }, 'replay')
      if (!opened.ok) return opened
      get().review(0)
      return { ok: true, id }
    },
  }
}
