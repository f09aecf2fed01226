/**
 * Whether the players see a part of a character (DX-5.1). Its own module, free of the rules, so the player
 * view (which loads with the set-up screen's light door, `vocabulary.ts`) reads the same answer as the engine.
 */
import type { DxCharacter, RevealPart } from '../sheet-types'

/** Every part of a PC; of an NPC, only what the GM revealed (nothing by default). */
export const isRevealed = (character: DxCharacter, part: RevealPart): boolean =>
  character.kind === 'pc' || (character.revealed?.includes(part) ?? false)
