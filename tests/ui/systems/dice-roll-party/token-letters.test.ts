/**
 * The letters on Dice Roll Party's tokens: every language of the app has one per colour, the three differ
 * (the letter is the clue besides colour and shape), and only English reads R/B/G.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../../src/store/persistence/settings'
import { TOKEN_LETTERS, tokenLetter } from '../../../../src/ui/systems/dice-roll-party/token-letters'
import { tokenLetterFit } from '../../../../src/ui/systems/dice-roll-party/canvas/Token'
import { TOKEN_MARKS } from '../../../../src/ui/app/palette'

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

describe('Dice Roll Party token letters fit their shapes (issue 33)', () => {
  /** The width a shape of `radius` offers a letter of `font` (as tall as wide for a full-width letter). */
  const room = (shape: 'triangle' | 'square' | 'hexagon', radius: number, font: number) => {
    if (shape === 'square') return radius * 1.7
    if (shape === 'hexagon') return radius * Math.sqrt(3)
    // The triangle (circumradius 1.15 r, centred 0.15 r low): its width at the letter's top edge.
    const R = radius * 1.15
    const top = radius * 0.25 - font / 2 - radius * 0.15
    return ((top + R) * 2) / Math.sqrt(3)
  }

  it.each(['ja', 'zh-Hant', 'zh-Hans', 'en', 'ru', 'th'])(
    '%s: every letter fits at 1× and zoomed in',
    (lng) => {
      for (const colour of COLOURS) {
        const letter = tokenLetter(lng, colour)
        const shape = TOKEN_MARKS[colour].shape as 'triangle' | 'square' | 'hexagon'
        for (const minFont of [0, 8, 11, 14]) {
          const { font, radius } = tokenLetterFit(shape, 9, minFont, letter)
          const wide = /[\u2E80-\u9FFF]/.test(letter)
          // A Latin or Cyrillic letter: never under the readable minimum (its shape grows). A full-width one:
          // at least the minimum unless its shape would have to grow past 1.2× (a pile hides letters).
          if (!wide) expect(font).toBeGreaterThanOrEqual(minFont)
          else {
            expect(font).toBeGreaterThanOrEqual(Math.min(minFont, radius * 0.72) - 1e-9)
            expect(radius).toBeLessThanOrEqual(9 * 1.2 + 1e-9)
          }
          expect(font * (wide ? 1 : 0.75), `${letter} in a ${shape} at min ${minFont}`).toBeLessThanOrEqual(
            room(shape, radius, font),
          )
        }
      }
    },
  )
})
