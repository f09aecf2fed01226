/**
 * Who must act now (CW-4.3, CW-7): the Active hero and the side that chooses. Kept apart from the rules, so
 * the turn banner of the UI reads them without loading `selectors.ts` and everything the legal actions need.
 */
import { other } from './board'
import type { CwState, HeroPiece, Side } from './types'

/** The hero whose activation is under way (CW-4.3), if any. */
export const activeHero = (s: CwState): HeroPiece | null =>
  s.activation ? s.heroes[s.activation.hero]! : null

/** The side that must act now, or null when the game is over. */
export function selectActingSide(s: CwState): Side | null {
  switch (s.stage) {
    case 'over':
      return null
    case 'play': {
      // CW-7: an open Instant/Interrupt chance is the other side's to answer.
      if (s.pending) return other(s.heroes[s.pending.declared.hero]!.side)
      if (s.choosing) return s.choosing
      const hero = activeHero(s)
      return hero ? hero.side : null
    }
    default:
      return s.actor
  }
}
