/**
 * What the game screen shows while the timeline reviews an earlier moment (issue 36): the state after the
 * reviewed number of commands and the log up to it, as the table's own screen showed them then. Whose
 * secrets that hides is the screen's rule, not this hook's (GameScreen: the side whose turn it was saw its
 * own choices; a computer's secret choice stays hidden while the game runs; a finished game shows all).
 */
import { useMemo, useRef } from 'react'
import { stateAt, type GameEvent, type History, type Known } from '../../../engine/base'
import { useApp } from '../store-context'

export interface Reviewed {
  /** The reviewed position, undefined in live play. */
  at?: number
  state?: unknown
  events?: readonly (readonly GameEvent[])[]
}

export function useReview(history: History): Reviewed {
  const at = useApp((s) => s.session?.review)
  // The moment shown last, so a step forward replays one command (a step back uses the engine's cache).
  const near = useRef<{ history: History; known: Known<unknown> } | null>(null)
  return useMemo(() => {
    if (at === undefined) return {}
    const known = near.current?.history === history ? near.current.known : undefined
    const past = stateAt(history, at, known)
    near.current = { history, known: { at, state: past } }
    return { at, state: past, events: history.events.slice(0, at) }
  }, [at, history])
}
