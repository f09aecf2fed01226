/**
 * Double Cross 3rd Edition's UI for the shared game screen: the GM screen's view (dice console and
 * critical-chain animator) and its side panel (characters, session flow, opposed checks, bonus table).
 */
import type { DxAction, DxOptions, DxState } from '../../../engine/systems/double-cross'
import { i18n } from '../../app/i18n'
import type { SystemUi } from '../../app/system-ui'
import { lazyCanvas } from '../../canvas/lazy-canvas'
import { GmPanel } from './panels/GmPanel'
import { NewGame } from './panels/NewGame'
import { DX_RULES } from './i18n/rules'
import { DX_RULES_JA } from './i18n/rules-ja'
import { en, ja } from './i18n/strings'
import { playerView } from './player-view'

export const systemUi: SystemUi<DxState, DxAction, DxOptions> = {
  id: 'double-cross',
  playerView,
  // The board (and Konva with it) loads when a table opens, not with the set-up form.
  View: lazyCanvas(() => import('./View').then((m) => m.DoubleCrossView)),
  Panel: GmPanel,
  NewGame,
  // One GM runs the screen: no hand-over; the banner shows the session phase.
  turn: (state) => ({
    player: 'gm',
    label: i18n.t('double-cross:turn', { phase: i18n.t(`double-cross:phase.${state.phase}`) }),
  }),
  rules: DX_RULES,
  translatedRules: { ja: DX_RULES_JA },
  strings: { en, ja },
  // Thai, Chinese and Russian are chunks of their own, fetched when the reader picks one.
  languages: {
    th: () => import('./i18n/th'),
    'zh-Hant': () => import('./i18n/zh-Hant'),
    'zh-Hans': () => import('./i18n/zh-Hans'),
    ru: () => import('./i18n/ru'),
  },
}
