/** Token bookkeeping: colours of mat groups, counts, and the bag draw (DRP-1.1, DRP-2.2, DRP-2.3). */
import type { DiceSource } from '../../../core/dice'
import type { Character, Colour, Position, Tokens } from '../types'

/** DRP-2.2: tokens put on each character during the build. */
export const BUILD_TOKENS = 12
/** DRP-2.2: the most tokens a character may hold during the game. */
export const MAX_TOKENS = 18
/** DRP-2.2: character slots per player. */
export const SLOTS = 4

/** DRP-2.3: the colour a mat group holds. */
export function colourOf(position: Position): Colour {
  switch (position) {
    case 'time':
      return 'blue'
    case 'form':
      return 'green'
    case 'attack':
    case 'defence':
      return 'red'
  }
}

/** Every group a token of `colour` may sit in (red has two: attack and defence, DRP-2.3). */
export function positionsFor(colour: Colour): readonly Position[] {
  return colour === 'red' ? (['attack', 'defence'] as const) : colour === 'blue' ? ['time'] : ['form']
}

export const emptyTokens = (): Tokens => ({ red: 0, blue: 0, green: 0 })

export const tokenCount = (t: Tokens): number => t.red + t.blue + t.green

/** Tokens on a character, all groups. */
export const characterTotal = (c: Character): number => c.time + c.attack + c.defence + c.form

/** A character's tokens by colour (red = attack + defence potential). */
export const characterTokens = (c: Character): Tokens => ({
  red: c.attack + c.defence,
  blue: c.time,
  green: c.form,
})

export const emptyCharacter = (): Character => ({ time: 0, attack: 0, defence: 0, form: 0, gone: false })

/**
 * DRP-1.1: draws one token from the bag at random. The bag is laid out in table order (red, then blue,
 * then green); one roll of a die with as many sides as the bag holds tokens picks the index.
 * The bag must not be empty.
 */
export function drawToken(bag: Tokens, dice: DiceSource): Colour {
  const index = dice.roll(tokenCount(bag))
  if (index <= bag.red) return 'red'
  if (index <= bag.red + bag.blue) return 'blue'
  return 'green'
}
