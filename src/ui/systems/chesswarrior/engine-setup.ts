/**
 * The part of the Chesswarrior engine the set-up form and the turn banner read (the built-in roster, the
 * table-rule defaults, who acts), without the rules and the hero-set schema: `engine.ts` gathers the whole
 * engine for the board, which loads it with the table. Reading or writing a hero set file loads the engine.
 */
export { DEFAULT_HEROES, DEFAULT_TABLE_RULES } from '../../../engine/systems/chesswarrior/defaults'
export { activeHero, selectActingSide } from '../../../engine/systems/chesswarrior/acting'
