/**
 * The engine parts the set-up screen uses (the warband rules, FG-1, and the table's options, FG-2), each
 * from its own module in the system's engine folder: `engine.ts` takes the whole system, with the rules of
 * play the set-up screen never runs, which download with the board instead.
 */
export {
  createWarband,
  exportWarband,
  importWarband,
  spellChoices,
  validateWarband,
  warbandCost,
  type WarbandDoc,
} from '../../../engine/systems/frostgrave/warband'
export { FG_DATA, SCHOOLS, warbandDocSchema, type School } from '../../../engine/systems/frostgrave/data'
export { SAMPLE_WARBANDS, type FgSetupOptions } from '../../../engine/systems/frostgrave/new-game'
export { TABLE_SIZES } from '../../../engine/systems/frostgrave/types'
export {
  MAX_SET_UP_CREATURES,
  RANDOM_CREATURE,
} from '../../../engine/systems/frostgrave/rules/creature-setup'
export { outOfGameUse } from '../../../engine/systems/frostgrave/rules/spells/out-of-game'
