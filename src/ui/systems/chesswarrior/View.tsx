/**
 * The Chesswarrior table: team building (CW-3) fills the whole area until both sides have shown their
 * heroes (CW-3.4); from the field on, the board (Board.tsx) with its time track and controls. Each is a
 * chunk of its own, fetched when the table reaches its stages: a table in team building never downloads the
 * board's panels, a game under way never downloads the team builder. Meanwhile the frame's "Loading…" shows
 * in their place.
 */
import { lazy, useCallback, useEffect, useState } from 'react'
import type { SystemViewProps } from '../../app/system-ui'
import { useRefusalText } from '../../app/refusal-text'
import type { CwAction, CwState } from './engine'
import './chesswarrior.css'

const TeamBuilder = lazy(() => import('./panels/TeamBuilder').then((m) => ({ default: m.TeamBuilder })))
const Board = lazy(() => import('./Board').then((m) => ({ default: m.ChesswarriorBoard })))

export function ChesswarriorView(props: SystemViewProps<CwState, CwAction>) {
  const { stage } = props.state
  const building = stage === 'draft' || stage === 'ban' || stage === 'select'
  return building ? <Building {...props} /> : <Board {...props} />
}

/** Team building: the builder, with the engine's reason when a choice is refused. */
function Building({ state, dispatch, events, width, height }: SystemViewProps<CwState, CwAction>) {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => setMessage(null), [events.length])
  const refusalText = useRefusalText('chesswarrior')
  const act = useCallback(
    (action: CwAction): boolean => {
      const r = dispatch(action)
      setMessage(r.ok ? null : refusalText(r))
      return r.ok
    },
    [dispatch, refusalText],
  )
  return <TeamBuilder state={state} act={act} message={message} width={width} height={height} />
}
