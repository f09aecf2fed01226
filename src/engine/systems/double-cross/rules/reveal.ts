/**
 * What the players see of an NPC (DX-5.1: the GM decides what the players know). The GM shows or hides its
 * name, its HP (with armour and encroachment) and its effects (with weapons and what lasts on it), one part
 * at a time; the players' window and the log meant for players read this set, never the GM's own screen.
 */
import { refuse } from '../../../core/decision'
import { REVEAL_PARTS, type CommandDecision, type RevealPart } from '../types'
import { findCharacter, noCharacter } from './cast'
import { isRevealed } from './revealed'

export { isRevealed }

/** The revealed set with `part` shown or hidden, in `REVEAL_PARTS` order (one order: saves compare equal). */
export const withPart = (
  revealed: readonly RevealPart[] | undefined,
  part: RevealPart,
  shown: boolean,
): RevealPart[] => REVEAL_PARTS.filter((p) => (p === part ? shown : (revealed?.includes(p) ?? false)))

/** DX-5.1: the GM shows a part of an NPC to the players, or hides it again. */
export const decideReveal: CommandDecision<'double-cross/reveal'> = (ctx, action) => {
  const character = findCharacter(ctx.state, action.characterId)
  if (!character) return noCharacter(action.characterId, 'DX-5.1')
  if (character.kind === 'pc')
    return refuse({
      rule: 'DX-5.1',
      code: 'revealPc',
      text: `${character.name} is a PC: the players always see a PC (DX-5.1)`,
      params: { name: character.name },
    })
  // A toggle that changes nothing would only add a line to the log.
  if (isRevealed(character, action.part) === action.shown)
    return refuse({
      rule: 'DX-5.1',
      code: action.shown ? 'revealShownAlready' : 'revealHiddenAlready',
      text: action.shown
        ? `${character.name}: the players already see that (DX-5.1)`
        : `${character.name}: that is already hidden from the players (DX-5.1)`,
      params: { name: character.name },
    })
  ctx.emit({
    type: 'double-cross/revealed',
    characterId: character.id,
    part: action.part,
    shown: action.shown,
  })
}
