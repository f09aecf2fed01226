/** Frostgrave's timeline boundaries (issue 36): the set-up, then each turn's initiative and phases (FG-3.1). */
import type { Moment, MomentOf } from '../../core/timeline'
import type { FgState } from './types'

export const frostgraveMoment: MomentOf<FgState> = (s): Moment => {
  if (s.stage === 'over') return { code: 'over', params: {} }
  if (s.stage !== 'play') return { code: 'setup', params: {} }
  return s.turn.stage === 'initiative'
    ? { code: 'turn', params: { n: s.turn.number } }
    : { code: 'phase', params: { n: s.turn.number, phase: s.turn.phase } }
}
