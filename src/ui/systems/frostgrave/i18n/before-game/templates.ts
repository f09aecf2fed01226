/**
 * The before-game step's words in one language (issue 10: out-of-game spells cast before the game): its log
 * lines, refusals, the panel's controls and the builder's note on each out-of-game spell. Spell names come
 * in as the `spell` param, which the log and refusals put in the reader's words (`spell.<name>`).
 */

/** The log lines of the before-game spells and the treasure and models they add. */
export const BEFORE_GAME_LINES = [
  'beforeGameCast',
  'beforeGameCastModified',
  'beforeGameFailed',
  'familiar',
  'familiarLost',
  'beforeGameJoined',
  'beforeGameIllusion',
  'secretTreasurePlaced',
  'treasureVanished',
  'illusionNoDamage',
  'illusionDispelled',
] as const
export type BeforeGameLine = (typeof BEFORE_GAME_LINES)[number]

/** Their refusal codes (`errors.<code>`). */
export const BEFORE_GAME_ERRORS = [
  'beforeGameClosed',
  'spellAfterGame',
  'spellNoData',
  'spellInPlayOnly',
  'beforeGameTried',
  'beforeGameChoice',
  'soldierSlotsFull',
  'fakeNotOwed',
  'fakeOwed',
  'secretNotOwed',
  'secretFirst',
  'illusionTreasure',
  'secret-reach',
  'secret-overlap',
] as const
export type BeforeGameError = (typeof BEFORE_GAME_ERRORS)[number]

/** The panel's and the builder's words. */
export const BEFORE_GAME_UI = [
  'beforeGame.illusionName',
  'beforeGame.title',
  'beforeGame.hint',
  'beforeGame.cast',
  'beforeGame.choice',
  'beforeGame.tried',
  'beforeGame.chance',
  'beforeGame.rolled',
  'beforeGame.raise',
  'beforeGame.decline',
  'beforeGame.fake',
  'beforeGame.fakeMark',
  'beforeGame.secretPrompt',
  'spellUse.beforeGame',
  'spellUse.afterGame',
  'spellUse.noData',
] as const
export type BeforeGameUiKey = (typeof BEFORE_GAME_UI)[number]

export interface BeforeGameWords {
  lines: Record<BeforeGameLine, string>
  errors: Record<BeforeGameError, string>
  ui: Record<BeforeGameUiKey, string>
}

/** Every before-game string of a language, keyed as the bundles key them. */
export function beforeGameStrings(w: BeforeGameWords): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of BEFORE_GAME_LINES) out[`events.frostgrave/${line}`] = w.lines[line]
  for (const code of BEFORE_GAME_ERRORS) out[`errors.${code}`] = w.errors[code]
  for (const key of BEFORE_GAME_UI) out[key] = w.ui[key]
  return out
}
