/**
 * Double Cross 3rd Edition's UI for the shared game screen: the GM screen's view (dice console and
 * critical-chain animator) and its side panel (characters, session flow, opposed checks, bonus table).
 */
import type { DxAction, DxOptions, DxState } from '../../../engine/systems/double-cross'
import type { SystemUi } from '../../app/system-ui'
import { GmPanel } from '../../panels/double-cross/GmPanel'
import { DxView } from './DxView'
import { NewGame } from './NewGame'
import { DX_RULES } from './rules'
import { en, ja } from './strings'

const PHASE_NAMES: Record<DxState['phase'], string> = {
  'pre-game': 'pre-game',
  main: 'main game',
  climax: 'climax',
  backtrack: 'backtrack',
  'after-game': 'after-game',
}

export const systemUi: SystemUi<DxState, DxAction, DxOptions> = {
  id: 'double-cross',
  View: DxView,
  Panel: GmPanel,
  NewGame,
  // One GM runs the screen: no hand-over; the banner shows the session phase.
  turn: (state) => ({ player: 'gm', label: `GM (${PHASE_NAMES[state.phase]})` }),
  rules: DX_RULES,
  strings: { en, ja },
}
