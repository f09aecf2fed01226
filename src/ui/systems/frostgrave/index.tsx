/** Frostgrave: the system's UI for the shared game screen. */
import { registerEventParams } from '../../app/event-params'
import { i18n } from '../../app/i18n'
import type { SystemUi } from '../../app/system-ui'
import { lazyCanvas } from '../../canvas/lazy-canvas'
import { FrostgravePanel } from './panels/Panel'
import { selectActor, waitingChoice, type FgAction, type FgSetupOptions, type FgState } from './engine'
import { languages } from './i18n/packs'
import { en } from './i18n/strings'
import { playerView } from './player-view'
import { localizeEventParams } from './names'

// Log lines name creatures, spells, weapons and terrain in the reader's words.
registerEventParams('frostgrave', (params, t) => localizeEventParams(t, params))

const label = (key: string, values: Record<string, string> = {}) =>
  i18n.t(`turn.${key}`, { ns: 'frostgrave', ...values })

/**
 * Who must act, for the banner and the hot-seat hand-over. Table-wide steps (terrain, placing creatures,
 * the roll-off, the initiative roll, the creature phase) belong to nobody, so they do not cover the board
 * for a hand-over.
 */
function turn(state: FgState): { player: string; label: string; side: 0 | 1 } | null {
  const names = state.options.playerNames
  const actor = selectActor(state)
  switch (state.stage) {
    case 'terrain':
    case 'creatures':
    case 'rollOff':
      return null
    case 'treasure':
      return {
        player: names[state.treasurePlacer],
        label: label('treasure', { name: names[state.treasurePlacer] }),
        side: state.treasurePlacer,
      }
    case 'chooseEdge':
      return actor === null
        ? null
        : { player: names[actor], label: label('chooseEdge', { name: names[actor] }), side: actor }
    case 'deploy':
      return {
        player: names[state.deploying],
        label: label('deploy', { name: names[state.deploying] }),
        side: state.deploying,
      }
    case 'play': {
      // A choice of the other side's (FG-8.5 spending Health on a Will roll, FG-4.7 forcing combat, FG-5.5
      // the winner's push-back) is made with the device in its hands: the hand-over names it, not the
      // phase's player.
      const chooser = waitingChoice(state)
      if (chooser)
        return {
          player: names[chooser.player],
          label: label(chooser.kind, { name: names[chooser.player] }),
          side: chooser.player,
        }
      // Otherwise the phase's player (`selectActor`); nobody at the initiative roll or the creature phase.
      if (actor === null) return null
      return {
        player: names[actor],
        label: label('phase', {
          name: names[actor],
          phase: i18n.t(`phase.${state.turn.phase}`, { ns: 'frostgrave' }),
        }),
        side: actor,
      }
    }
    case 'over':
      return null
  }
}

export const systemUi: SystemUi<FgState, FgAction, FgSetupOptions> = {
  id: 'frostgrave',
  playerView,
  // The board (and Konva with it) loads when a table opens, not with the set-up form.
  View: lazyCanvas(() => import('./View').then((m) => m.FrostgraveView)),
  Panel: FrostgravePanel,
  // No NewGame here: the set-up screen takes the form from setup.ts (`systemSetupLoaders`).
  turn,
  // The player whose edge is the north one, drawn at the top (canvas/Board.tsx); none before the roll-off.
  farSeat: (state) => (state.edges ? (state.edges[0] === 'north' ? 0 : 1) : null),
  seatName: (state, side) => state.options.playerNames[side],
  // The rules reference loads when the Rules tab, or the log's filter, first wants it.
  loadRules: () => import('./i18n/rules').then((m) => m.RULES),
  strings: { en },
  // Every other language is a chunk of its own, fetched when the reader picks it.
  languages,
}
