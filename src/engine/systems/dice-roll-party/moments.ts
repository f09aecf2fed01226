/** Dice Roll Party's timeline boundaries (issue 36): building and the first turn's choice, then each turn (DRP-4). */
import type { Moment, MomentOf } from '../../core/timeline'
import type { State } from './types'

export const diceRollPartyMoment: MomentOf<State> = (s): Moment => {
  if (s.stage.kind === 'over') return { code: 'over', params: {} }
  // `turn` counts the turns completed: the one under way is the next.
  return s.turnOwner === null ? { code: 'setup', params: {} } : { code: 'turn', params: { n: s.turn + 1 } }
}
