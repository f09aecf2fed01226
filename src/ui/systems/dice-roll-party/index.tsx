/** Dice Roll Party — Duel: the system's UI for the shared game screen. */
import { i18n } from '../../app/i18n'
import type { SystemUi } from '../../app/system-ui'
import { lazyCanvas } from '../../canvas/lazy-canvas'
import { NewGame } from './panels/NewGame'
import { TablePanel } from './panels/TablePanel'
import type { Action, Options, State } from './engine'
import { en } from './i18n/strings'
import { playerView } from './player-view'

const label = (key: string, name: string) => i18n.t(`turn.${key}`, { ns: 'dice-roll-party', name })

/**
 * Whose turn it is, for the banner and the hot-seat hand-over: the builder, the bidder, the player in phase
 * 1–2, the defender choosing its boosts, or whoever pays damage.
 */
function turn(state: State): { player: string; label: string; side?: 0 | 1 } | null {
  const s = state.stage
  const seat = (i: number) => ({
    player: state.players[i]!.name,
    side: i === 0 ? (0 as const) : (1 as const),
  })
  switch (s.kind) {
    case 'build':
      return { ...seat(s.player), label: label('build', seat(s.player).player) }
    case 'first-turn':
      return { player: 'table', label: label('table', '') }
    case 'auction':
      return { ...seat(s.bidder), label: label('auction', seat(s.bidder).player) }
    case 'auction-payment':
    case 'resources':
      return { ...seat(s.player), label: label('phase1', seat(s.player).player) }
    case 'attack':
      return { ...seat(s.player), label: label('attack', seat(s.player).player) }
    case 'defence':
      return { ...seat(s.player), label: label('defence', seat(s.player).player) }
    case 'damage':
      return { ...seat(s.player), label: label('damage', seat(s.player).player) }
    case 'over':
      return null
  }
}

export const systemUi: SystemUi<State, Action, Partial<Options>> = {
  id: 'dice-roll-party',
  playerView,
  // The board (and Konva with it) loads when a table opens, not with the set-up form.
  View: lazyCanvas(() => import('./View').then((m) => m.DiceRollPartyView)),
  Panel: TablePanel,
  NewGame,
  turn,
  // The second player's mat is drawn on top (canvas/layout.ts).
  farSeat: () => 1,
  seatName: (state, side) => state.players[side]!.name,
  withSeatNames: (state, rename) => ({
    ...state,
    options: { ...state.options, names: state.options.names.map(rename) },
    players: state.players.map((p) => ({ ...p, name: rename(p.name) })),
  }),
  // The rules reference loads when the Rules tab, or the log's filter, first wants it.
  loadRules: () => import('./i18n/rules').then((m) => m.RULES),
  strings: { en },
  // Every other language is a chunk of its own, fetched when the reader picks it.
  languages: {
    ja: () => import('./i18n/ja'),
    th: () => import('./i18n/th'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    ru: () => import('./i18n/ru'),
  },
}
