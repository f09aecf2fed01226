/**
 * What the players' window of the GM screen leaves out: the difficulty of a check the GM rolled hidden
 * (DX-1.1: the players see only the verdict), and the GM's notes on every character sheet. Everything
 * else on the screen (the rolls, their chains and verdicts, the session flow) is public at the table.
 */
import type { DxState } from './engine'
import type { PlayerView } from '../../app/system-ui'

export const playerView: PlayerView<DxState> = {
  state: (state) => ({
    ...state,
    characters: state.characters.map((c) => ({ ...c, notes: '' })),
    rolls: state.rolls.map((r) =>
      r.type === 'check' && r.hidden
        ? {
            ...r,
            check: { ...r.check, difficulty: undefined },
            notation: r.notation.replace(/>=\d+$/, ''),
          }
        : r,
    ),
  }),
}
