/** Chesswarrior (Battle of Legendary): the system's UI for the shared game screen. */
import { lazy } from 'react'
import { registerEventParams } from '../../app/event-params'
import { i18n } from '../../app/i18n'
import type { SystemUi } from '../../app/system-ui'
import { lazyCanvas } from '../../canvas/lazy-canvas'
import type { CwAction, CwOptions, CwState } from './engine'
import { activeHero, selectActingSide } from './engine-setup'
import { en } from './i18n/strings'
import { playerView } from './player-view'
import { abilityParams } from './ability-params'

// Log lines name the built-in abilities in the reader's words.
registerEventParams('chesswarrior', abilityParams)

const label = (key: string, values: Record<string, string>) =>
  i18n.t(`turn.${key}`, { ns: 'chesswarrior', ...values })

/** Whose turn it is, for the banner and the hot-seat hand-over. */
function turn(state: CwState): { player: string; label: string; side: 0 | 1 } | null {
  const side = selectActingSide(state)
  if (!side) return null
  const name = state.options.names[side]
  const seat = side === 'p1' ? 0 : 1
  if (state.stage !== 'play') return { player: name, label: label('setup', { name }), side: seat }
  if (state.pending) return { player: name, label: label('window', { name }), side: seat }
  if (state.choosing) return { player: name, label: label('choose', { name }), side: seat }
  const hero = activeHero(state)
  const heroName = hero ? state.cards[hero.card]!.name : ''
  return { player: name, label: label('play', { name, hero: heroName }), side: seat }
}

export const systemUi: SystemUi<CwState, CwAction, CwOptions> = {
  id: 'chesswarrior',
  playerView,
  // The board (and Konva with it) loads when a table opens, not with the set-up form.
  View: lazyCanvas(() => import('./View').then((m) => m.ChesswarriorView)),
  // The set-up form (and the seat picker) is a chunk of its own: a table's board never fetches it.
  NewGame: lazy(() => import('./panels/NewGame').then((m) => ({ default: m.NewGame }))),
  turn,
  // p2's Start Zone is drawn at the top (canvas/layout.ts).
  farSeat: () => 1,
  seatName: (state, side) => state.options.names[side === 0 ? 'p1' : 'p2'],
  withSeatNames: (state, rename) => ({
    ...state,
    options: {
      ...state.options,
      names: { p1: rename(state.options.names.p1), p2: rename(state.options.names.p2) },
    },
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
