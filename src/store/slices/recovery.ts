/**
 * What is done about tables that could not be read: set aside (every record of them moved to the
 * quarantine, nothing deleted), explained, downloadable whole, and offered back from the best state that
 * replays. Loaded by problems.ts only once a table is, or has been, set aside.
 */
import type { SavedGame } from '../../engine'
import type { AppState, Done, SaveProblem } from '../app-store'
import { damagedDocument, type QuarantinedSave } from '../persistence/quarantine'
import type { SetAside } from '../persistence/repository'
import { inlineText } from '../persistence/table-text'
import { summary, type Kit } from './kit'
import { ELSEWHERE, slugOf } from './problems'

export interface Recovery {
  setAside(save: Omit<SetAside, 'at'>): Promise<void>
  /** Offers set-aside tables (the latest record of each). */
  offer(jailed: readonly QuarantinedSave[]): Promise<void>
  restoreProblem: AppState['restoreProblem']
  damagedSave: AppState['damagedSave']
  /** Forgets a problem's recovered state and takes its record off the start-up list. */
  dismiss(problem: SaveProblem | undefined): void
}

/** Where a refusal says the log went wrong: the index of the first entry to leave out, or null. */
function failingEntry(read: { code: string; params: Record<string, string | number> }): number | null {
  if (read.code === 'save.entryFails' && typeof read.params.entry === 'number') return read.params.entry - 1
  const at = read.code === 'save.wrongShape' ? /^log\.(\d+)/.exec(String(read.params.path)) : null
  return at ? Number(at[1]) : null
}

export function createRecovery(kit: Kit): Recovery {
  const { deps, set, get } = kit
  // Recovered saves waiting for the user's choice (kept out of the state: they can be large).
  const recoveries = new Map<string, SavedGame | null>()

  /**
   * The longest run of a save's moves that replays, from its first: the whole save if it reads, else the
   * log cut before the entry its refusal names, again until it reads (each cut is an exact replay, so a
   * long log costs a few replays, not one per entry).
   */
  const longestReplaying = async (text: string): Promise<{ save: SavedGame; whole: boolean } | null> => {
    let read = await kit.readSave(text, { stored: true })
    if (read.ok) return { save: read.save, whole: true }
    let doc: unknown
    try {
      doc = JSON.parse(text)
    } catch {
      return null
    }
    const log = (doc as { log?: unknown } | null)?.log
    if (!Array.isArray(log)) return null
    let length = log.length
    for (;;) {
      const at = failingEntry(read)
      if (at === null || at >= length) return null
      length = at
      read = await kit.readSave(JSON.stringify({ ...(doc as object), log: log.slice(0, length) }), {
        stored: true,
      })
      if (read.ok) return { save: read.save, whole: false }
    }
  }

  /**
   * The best state of a set-aside table: from its base and appended entries (even with its metadata
   * damaged), its backup, the text a first-version record carried, or what older versions kept —
   * whichever keeps the most moves. A save that reads whole is its last good state; a cut one, the moves
   * that still replay.
   */
  const findRecovery = async (jailed: QuarantinedSave) => {
    const { parts } = jailed
    const texts = new Set(
      [jailed.text, parts?.backup, inlineText(parts?.meta), await deps.repository.backup(jailed.id)].filter(
        (t): t is string => typeof t === 'string' && t.length > 0,
      ),
    )
    let best: { kind: 'backup' | 'log-prefix'; save: SavedGame } | null = null
    for (const text of texts) {
      const found = await longestReplaying(text)
      if (!found) continue
      const kind = found.whole ? ('backup' as const) : ('log-prefix' as const)
      const better =
        !best ||
        found.save.log.length > best.save.log.length ||
        (found.save.log.length === best.save.log.length && kind === 'backup' && best.kind !== 'backup')
      if (better) best = { kind, save: found.save }
    }
    // A recovered save belongs to the table it was found for, whatever id its text carried.
    return best && { ...best, save: { ...best.save, id: jailed.id } }
  }

  /** Shows a set-aside table as a problem, then looks for its last good state (in the background). */
  const offer = (jailed: QuarantinedSave) => {
    const key = jailed.key!
    const problem: SaveProblem = {
      key,
      id: jailed.id,
      name: jailed.name,
      reason: jailed.reason,
      ...(jailed.why ? { why: jailed.why } : {}),
    }
    set({ problems: [...get().problems.filter((p) => p.id !== jailed.id), problem] })
    return findRecovery(jailed).then((recovery) => {
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

  return {
    async setAside(save) {
      const jailed = await deps.repository.quarantine({ ...save, at: kit.now() })
      set({ tables: get().tables.filter((t) => t.id !== save.id) })
      await offer(jailed)
    },

    async offer(jailed) {
      const latest = new Map(jailed.map((q) => [q.id, q]))
      await Promise.all([...latest.values()].map((q) => offer(q).catch(() => undefined)))
    },

    async restoreProblem(id) {
      const save = recoveries.get(id)
      if (!save) return { ok: false, error: 'No good state of this table was found.', code: 'noGoodState' }
      const problem = get().problems.find((p) => p.id === id)
      const lease =
        (await deps.coordination.claim(id)) ?? (await kit.settled(), await deps.coordination.claim(id))
      const s = get().session
      if (!lease && !(s?.doc.id === id && s.access === 'owner')) return { ok: false, error: ELSEWHERE }
      try {
        const record = kit.recordOf({ ...save, updatedAt: kit.now() }, await kit.engine())
        await kit.persist(record)
        kit.upsertSummary(summary(record))
      } finally {
        lease?.release()
      }
      recoveries.delete(id)
      if (problem) await deps.repository.dismissQuarantined(problem.key)
      set({ problems: get().problems.filter((p) => p.id !== id) })
      deps.coordination.post({ type: 'listed' })
      return { ok: true } satisfies Done
    },

    async damagedSave(id) {
      const jailed = (await deps.repository.quarantined()).filter((q) => q.id === id).at(-1)
      if (!jailed)
        return { ok: false, error: 'No damaged save of this table was kept.', code: 'noDamagedSave' }
      return { ok: true, fileName: `${slugOf(jailed.name)}.damaged.json`, text: damagedDocument(jailed) }
    },

    dismiss(problem) {
      if (!problem) return
      recoveries.delete(problem.id)
      // Off the start-up list for good; the damaged records themselves are kept.
      void deps.repository.dismissQuarantined(problem.key).catch(() => undefined)
    },
  }
}
