/**
 * The saved GM screen as a `SystemModule` (id 'double-cross'): the shared log, undo, replay and saves
 * drive it through `setup` (`new-game.ts`) and `apply` (`apply.ts`). The catalogue loads this module on its
 * own, so a table fetches the session's rules without the rest of `doubleCross`.
 */
import type { GameOutcome, SystemModule } from '../../core/game-module'
import { apply } from './apply'
import { newGame } from './new-game'
import { selectLegalActions } from './selectors'
import type { DxAction, DxOptions, DxState } from './types'

/** The session is over once the after-game sheet is recorded (DX-4.6). */
export function sessionResult(state: DxState): GameOutcome {
  return state.phase === 'after-game'
    ? { over: true, winner: null, reason: 'the session is over: after-game sheet recorded (DX-4.6)' }
    : { over: false }
}

/** The session module (`doubleCross.session`, and `systems['double-cross']` of the registry). */
export const doubleCrossSession: SystemModule<DxState, DxAction, DxOptions> = {
  id: 'double-cross',
  setup: newGame,
  legalActions: selectLegalActions,
  apply,
  result: sessionResult,
}
