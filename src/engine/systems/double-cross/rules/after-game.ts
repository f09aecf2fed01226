/**
 * The after-game sheet (DX-4.6): each PC's fate, the Loises kept as lasting ones (at most 3, only standing
 * ones) and the experience given. Recording it ends the session.
 */
import { refuse } from '../../../core/decision'
import type { AfterGameEntry, CommandDecision } from '../types'
import { pendingBacktrack } from './cast'

/** How many Loises a survivor keeps as lasting ones by default (DX-4.6). */
const DEFAULT_LASTING = 3

/** DX-4.6: once every PC has backtracked, the after-game sheet is filled and the session ends. */
export const decideFinishSession: CommandDecision<'double-cross/finishSession'> = (ctx, action) => {
  const state = ctx.state
  if (state.phase !== 'backtrack')
    return refuse({
      rule: 'DX-4.6',
      code: 'afterGamePhase',
      text: 'the after-game follows the backtrack (DX-4.6)',
    })
  const pending = pendingBacktrack(state)
  if (pending.length > 0)
    return refuse({
      rule: 'DX-4.5',
      code: 'mustBacktrack',
      text: `${pending.map((c) => c.name).join(', ')} must backtrack first (DX-4.5)`,
      params: {
        names: pending.map((c) => c.name).join(', '),
      },
    })
  // PCs, and the characters lost at the backtrack (now NPCs), are on the sheet.
  const backtracked = new Set(state.backtrack.map((b) => b.characterId))
  const onSheet = state.characters.filter((c) => c.kind === 'pc' || backtracked.has(c.id))
  const given = new Map(action.entries.map((e) => [e.characterId, e]))
  for (const e of action.entries) {
    if (!onSheet.some((c) => c.id === e.characterId))
      return refuse({
        rule: 'DX-4.6',
        code: 'noPcOnSheet',
        text: `no PC with id ${e.characterId} on the after-game sheet`,
        params: {
          id: e.characterId,
        },
      })
  }
  const entries: AfterGameEntry[] = []
  for (const c of onSheet) {
    const fate = c.status === 'dead' ? 'dead' : c.status === 'lost' ? 'lost' : 'survived'
    const entry = given.get(c.id)
    const standing = c.loises.filter((l) => !l.titus)
    let kept: string[]
    if (entry) {
      if (new Set(entry.lastingLoises).size !== entry.lastingLoises.length)
        return refuse({
          rule: 'DX-4.6',
          code: 'loisKeptOnce',
          text: `${c.name}: a Lois is kept once`,
          params: { name: c.name },
        })
      for (const id of entry.lastingLoises) {
        if (!standing.some((l) => l.id === id))
          return refuse({
            rule: 'DX-4.6',
            code: 'noStandingLois',
            text: `${c.name} has no standing Lois ${id} to keep (DX-4.6)`,
            params: {
              name: c.name,
              id,
            },
          })
      }
      kept = entry.lastingLoises
    } else {
      // Default: the Loises already lasting first, then the others, at most 3 (DX-4.6).
      kept = [...standing.filter((l) => l.lasting), ...standing.filter((l) => !l.lasting)]
        .slice(0, DEFAULT_LASTING)
        .map((l) => l.id)
    }
    entries.push({
      characterId: c.id,
      name: c.name,
      fate,
      lastingLoises: fate === 'survived' ? kept : [],
      experience: entry?.experience ?? 0,
    })
  }
  ctx.emit({ type: 'double-cross/sessionFinished', sheet: { entries } })
}
