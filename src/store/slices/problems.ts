/**
 * The tables that could not be read: set aside, explained, downloadable whole and offered back. Almost
 * every start has none, so the work itself (recovery.ts, with the quarantine's records and the search for
 * the last good state) is loaded only once a table is set aside or a set-aside one is waiting: the home
 * screen does not carry it.
 */
import type { AppState } from '../app-store'
import type { QuarantinedSave, SetAside } from '../persistence/repository'
import type { Kit } from './kit'
import type { Recovery } from './recovery'

export type ProblemsSlice = Pick<AppState, 'problems' | 'restoreProblem' | 'dismissProblem' | 'damagedSave'>

export interface Problems {
  slice: ProblemsSlice
  /** Sets a table aside with its reason (moving every record it has), and offers what can be recovered. */
  setAside(save: Omit<SetAside, 'at'>): Promise<void>
  /** Offers every set-aside table not dealt with yet (start-up). */
  offerAll(): Promise<void>
  /** The latest set-aside record of a table the player has not dealt with, if any. */
  waiting(id: string): Promise<QuarantinedSave | undefined>
}

export const ELSEWHERE =
  'This table is open for play in another window: change it there, or open it here first.'

/** A file-name-safe form of a table name. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'table'

export function createProblems(kit: Kit): Problems {
  const { deps, set, get } = kit
  let loaded: Promise<Recovery> | undefined
  const recovery = () => (loaded ??= import('./recovery').then((m) => m.createRecovery(kit)))

  const waiting = async (id: string) =>
    (await deps.repository.quarantined()).filter((q) => q.id === id && !q.dismissed).at(-1)

  return {
    setAside: async (save) => (await recovery()).setAside(save),

    async offerAll() {
      const jailed = (await deps.repository.quarantined()).filter((q) => !q.dismissed)
      if (jailed.length > 0) await (await recovery()).offer(jailed)
    },

    waiting,

    slice: {
      problems: [],
      restoreProblem: async (id) => (await recovery()).restoreProblem(id),
      damagedSave: async (id) => (await recovery()).damagedSave(id),
      dismissProblem(id) {
        const problem = get().problems.find((p) => p.id === id)
        set({ problems: get().problems.filter((p) => p.id !== id) })
        void recovery().then((r) => r.dismiss(problem))
      },
    },
  }
}
