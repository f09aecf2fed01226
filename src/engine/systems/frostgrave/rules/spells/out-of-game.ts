/**
 * Which spells are cast out of the game (FG-8.1), and how this product plays each: before the coming game,
 * after a game (a campaign's, never cast here) or not at all. A module of its own, free of the rules of play,
 * so the warband builder can say it without loading them.
 */

/** The out-of-game spells that act on the coming game, cast in the before-game step. */
export const BEFORE_GAME_SPELLS = [
  'Familiar',
  "Fool's Gold",
  'Reveal Secret',
  'Illusionary Soldier',
  'Raise Zombie',
  'Animal Companion',
  'Animate Construct',
] as const

/**
 * Out-of-game spells whose effect is on a campaign after a game (experience, scrolls, grimoires, injuries,
 * the dead). Decision: this product plays single games, so they are never cast; the builder says so.
 */
export const AFTER_GAME_SPELLS = [
  'Absorb Knowledge',
  'Write Scroll',
  'Create Grimoire',
  'Restore Life',
  'Miraculous Cure',
  'Embed Enchantment',
] as const

/** Decision: Brew Potion is not cast: the game data has no potions (no effects to give one). */
export const NO_DATA_SPELLS = ['Brew Potion'] as const

/** When an out-of-game spell acts: on the coming game, on a campaign after a game, or not in this product. */
export type OutOfGameUse = 'beforeGame' | 'afterGame' | 'noData'

/** How this product plays an out-of-game spell (null: a spell cast in play). */
export function outOfGameUse(spell: string): OutOfGameUse | null {
  if ((BEFORE_GAME_SPELLS as readonly string[]).includes(spell)) return 'beforeGame'
  if ((AFTER_GAME_SPELLS as readonly string[]).includes(spell)) return 'afterGame'
  if ((NO_DATA_SPELLS as readonly string[]).includes(spell)) return 'noData'
  return null
}
