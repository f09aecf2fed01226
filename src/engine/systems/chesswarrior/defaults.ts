/**
 * A new table's defaults as the set-up form shows them: the built-in roster and the digest's defaults for
 * the named Decisions. Free of the rules and of the hero-set schema (`heroes.ts`), so the form loads them
 * alone; `new-game.ts` resolves a table's options from the same values.
 */
import type { TableRules } from './types'

export { DEFAULT_HEROES } from './data/heroes'

/** The digest's defaults for the named Decisions (CW-8.2, CW-3.5, CW-6.5) and the book's CW-8.5. */
export const DEFAULT_TABLE_RULES: TableRules = {
  partSightPenalty: 2,
  obstacleRepeat: 'reroll',
  destroyedDelay: 1,
  directLineHits: 'card',
}
