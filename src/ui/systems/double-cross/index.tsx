/**
 * Double Cross 3rd Edition's UI for the shared game screen: the GM screen's view (dice console and
 * critical-chain animator) and its side panel (characters, session flow, opposed checks, bonus table).
 */
import { lazy } from 'react'
import type { DxAction, DxOptions, DxState } from './engine'
import { registerEventParams } from '../../app/event-params'
import { i18n } from '../../app/i18n'
import type { EventTemplate, LanguagePack, SystemUi } from '../../app/system-ui'
import { NewGame } from './panels/NewGame'
import { en } from './i18n/strings'
import { EN_PARTS, templateFor, type EventParts } from './i18n/event-strings'
import { playerView } from './player-view'
import { sampleParams } from './sample-words'

// Log lines name the sample cast (its characters, effects and Loises) in the reader's words.
registerEventParams('double-cross', (params) => sampleParams(params, i18n.language))

/** A language's roll-line templates, composed from its parts one type at a time (event-strings.ts). */
const composer =
  (parts: EventParts): EventTemplate =>
  (type) =>
    type.startsWith('double-cross/') ? templateFor(parts, type.slice('double-cross/'.length)) : undefined

const withComposer = (pack: LanguagePack & { parts: EventParts }): LanguagePack => ({
  ...pack,
  eventTemplate: composer(pack.parts),
})

export const systemUi: SystemUi<DxState, DxAction, DxOptions> = {
  id: 'double-cross',
  playerView,
  // The board and the GM panel (the rules with them) load when a table opens, not with the set-up form;
  // the animator's canvas (Konva) loads with the first roll (View.tsx).
  View: lazy(() => import('./board').then((m) => ({ default: m.DoubleCrossView }))),
  Panel: lazy(() => import('./board').then((m) => ({ default: m.GmPanel }))),
  // The set-up form stays in this chunk (0.4 KB gzip): as a chunk of its own it split the shared React
  // runtime's chunk in two, and the home screen then fetched one more file (110.1 KB, over its goal).
  NewGame,
  // One GM runs the screen: no hand-over; the banner shows the session phase.
  turn: (state) => ({
    player: 'gm',
    label: i18n.t('double-cross:turn', { phase: i18n.t(`double-cross:phase.${state.phase}`) }),
  }),
  // The rules reference loads when the Rules tab, or the log's filter, first wants it.
  loadRules: () => import('./i18n/rules').then((m) => m.DX_RULES),
  strings: { en },
  eventTemplates: { en: composer(EN_PARTS) },
  // Every other language is a chunk of its own, fetched when the reader picks it.
  languages: {
    ja: () => import('./i18n/ja').then(withComposer),
    th: () => import('./i18n/th').then(withComposer),
    'zh-Hant': () => import('./i18n/zh-Hant').then(withComposer),
    'zh-Hans': () => import('./i18n/zh-Hans').then(withComposer),
    ru: () => import('./i18n/ru').then(withComposer),
  },
}
