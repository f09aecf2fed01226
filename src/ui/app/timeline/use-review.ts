/**
 * What the game screen shows while the timeline reviews an earlier moment (issue 36): the state after the
 * reviewed number of commands and the log up to it. A hot-seat game still running is shown as its players'
 * window shows it (the system's player view), so looking back reveals nothing the viewer could not see
 * then; a finished game (or a replay of one) shows everything.
 */
import { useMemo, useRef } from 'react'
import { stateAt, type GameEvent, type History, type Known } from '../../../engine/base'
import { useApp } from '../store-context'
import type { SystemUi } from '../system-ui'

export interface Reviewed {
  /** The reviewed position, undefined in live play. */
  at?: number
  state?: unknown
  events?: readonly (readonly GameEvent[])[]
}

export function useReview(history: History, ui: SystemUi): Reviewed {
  const at = useApp((s) => s.session?.review)
  // The moment shown last, so a step forward replays one command instead of up to a snapshot's worth.
  const near = useRef<{ history: History; known: Known<unknown> } | null>(null)
  return useMemo(() => {
    if (at === undefined) return {}
    const known = near.current?.history === history ? near.current.known : undefined
    const past = stateAt(history, at, known)
    near.current = { history, known: { at, state: past } }
    const events = history.events.slice(0, at)
    if (history.module.result(history.state).over) return { at, state: past, events }
    return {
      at,
      state: ui.playerView.state(past),
      events: ui.playerView.events ? ui.playerView.events(events, past) : events,
    }
  }, [at, history, ui])
}
