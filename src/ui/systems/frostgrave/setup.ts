/**
 * Frostgrave's set-up screen (the new-game form and the warband builder) without the board: the form needs
 * the warband rules and the strings, not the rules of play, the panels or the canvas, which load with the
 * table (index.tsx). The engine's rules for the new table load when the player creates it.
 */
import type { SystemSetup } from '../../app/system-ui'
import { languages } from './i18n/packs'
import { SETUP_SCREEN_EN } from './i18n/setup-en'
import { NewGame } from './panels/NewGame'

export const systemSetup: SystemSetup = {
  id: 'frostgrave',
  NewGame,
  strings: { en: SETUP_SCREEN_EN },
  languages,
}
