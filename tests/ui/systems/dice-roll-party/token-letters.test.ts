/**
 * The letters on Dice Roll Party's tokens: every language of the app has one per colour, the three differ
 * (the letter is the clue besides colour and shape), and only English reads R/B/G.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { TOKEN_LETTERS, tokenLetter } from '../../../../src/ui/systems/dice-roll-party/token-letters'

const COLOURS = ['red', 'blue', 'green'] as const

describe('Dice Roll Party token letters', () => {
  it.each(LANGUAGES)('%s has a distinct letter per colour', (language) => {
    const letters = COLOURS.map((c) => tokenLetter(language, c))
    expect(new Set(letters).size).toBe(3)
    for (const letter of letters) expect([...letter]).toHaveLength(1)
    if (language !== 'en') for (const letter of letters) expect(letter).not.toMatch(/[A-Za-z]/)
  })

  it('a language without its own letters falls back to English', () => {
    expect(tokenLetter('xx', 'red')).toBe(TOKEN_LETTERS.en.red)
  })
})
