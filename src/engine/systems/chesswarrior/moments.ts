/** Chesswarrior's timeline boundaries (issue 36): the set-up, then each turn of the time track (CW-4). */
import type { Moment, MomentOf } from '../../core/timeline'
import type { CwState } from './types'

export const chesswarriorMoment: MomentOf<CwState> = (s): Moment => {
  if (s.stage === 'over') return { code: 'over', params: {} }
  return s.stage === 'play' ? { code: 'turn', params: { n: s.mainTurn } } : { code: 'setup', params: {} }
}
