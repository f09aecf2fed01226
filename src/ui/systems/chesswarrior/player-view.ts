/**
 * What is secret at a Chesswarrior table, and from whom: the one place that says it (issue #31). The board,
 * the time track and every roll are open to both sides. What a side chooses behind the hand-over screen is
 * not (CW-3.4): its team while teams are built, its ban while bans are chosen (Expert), the five it fields
 * while they are chosen. Each is shown to the table once both sides have chosen, by the engine's own steps.
 *
 * `state` is what the players' window shows, and what the shared screen shows while the computer chooses;
 * `secretChoice` tells the computer's status line to say that it chose, not what.
 */
import type { CwState } from '../../../engine/systems/chesswarrior'

const NONE = { p1: [], p2: [] }

/** Whether a side is choosing behind the hand-over now (CW-3.4). */
const choosingInSecret = (state: CwState): boolean =>
  state.stage === 'draft' || state.stage === 'ban' || state.stage === 'select'

function publicState(state: CwState): CwState {
  switch (state.stage) {
    case 'draft':
      return { ...state, picks: NONE }
    case 'ban':
      return { ...state, bans: { p1: null, p2: null } }
    case 'select':
      return { ...state, selected: NONE }
    default:
      return state
  }
}

export const playerView = {
  state: publicState,
  secretChoice: choosingInSecret,
}
