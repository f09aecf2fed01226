/** A choice that waits on the side that is not the phase's player's, and which kind of choice it is. */
import { magicOf, type FgState } from './engine'

export type OtherSideChoice = { player: 0 | 1; kind: 'will' | 'forceCombat' | 'pushBack' }

/** Who makes the choice that waits now, when it is not simply the phase's player's. */
export function otherSideChoice(state: FgState): OtherSideChoice | null {
  const owner = (id: string | undefined) => state.models.find((m) => m.id === id)?.player ?? null
  const will = owner(magicOf(state).pendingWill?.target)
  if (will !== null) return { player: will, kind: 'will' }
  // FG-4.7: a model came within 1" of an enemy: forcing combat is that enemy side's choice.
  const forcing = owner(state.pendingForcedCombat[0]?.by)
  if (forcing !== null) return { player: forcing, kind: 'forceCombat' }
  const winner = owner(state.pendingPushBack?.winner)
  if (winner !== null) return { player: winner, kind: 'pushBack' }
  return null
}
