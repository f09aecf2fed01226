/**
 * Dice sources. Every random event in every system draws from the `DiceSource` it is given, in the order
 * a person at the table would roll; the faces are recorded in the log so a game replays without the source.
 */
import { assertSides, unbiasedFace } from './crypto-dice'

/** A source of fair die rolls. `roll(sides)` returns an integer in 1..sides. */
export interface DiceSource {
  roll(sides: number): number
}

/** One recorded roll: how many sides the die had and the face it showed. */
export type RecordedRoll = readonly [sides: number, face: number]

// The app's source lives in its own module, so the first download carries it without the rest of this one.
export { cryptoDice } from './crypto-dice'

/** cyrb128: a well-known 128-bit string hash, used only to expand a seed string into sfc32's state. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/**
 * Deterministic dice for replays and tests: Chris Doty-Humphrey's sfc32 ("Small Fast Counting", from
 * PractRand; passes BigCrush) seeded by the cyrb128 hash of `seed`. The same seed gives the same faces
 * on every platform, because everything is 32-bit integer arithmetic.
 */
export function seededDice(seed: string): DiceSource {
  let [a, b, c, d] = cyrb128(seed)
  const nextWord = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  // Discard the first words: sfc32 mixes poorly for its first few outputs.
  for (let i = 0; i < 15; i++) nextWord()
  return { roll: (sides) => unbiasedFace(sides, nextWord) }
}

/**
 * Hands out `faces` in order. Throws an Error naming the roll (its index and the die) when the script is
 * exhausted or a face does not fit the die asked for — a test that rolls more or other dice than it
 * scripted fails loudly.
 */
export function scriptedDice(faces: readonly number[]): DiceSource {
  let index = 0
  return {
    roll(sides) {
      assertSides(sides)
      if (index >= faces.length) {
        throw new Error(
          `Scripted dice exhausted: roll #${index} (d${sides}) asked, only ${faces.length} scripted`,
        )
      }
      const face = faces[index]!
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new Error(`Scripted roll #${index} is ${face}, impossible on a d${sides}`)
      }
      index++
      return face
    },
  }
}

/** Wraps a source and records every roll, so the log can store outcomes rather than intentions. */
export function recordingDice(inner: DiceSource): { dice: DiceSource; rolls: RecordedRoll[] } {
  const rolls: RecordedRoll[] = []
  return {
    rolls,
    dice: {
      roll(sides) {
        const face = inner.roll(sides)
        rolls.push([sides, face])
        return face
      },
    },
  }
}

/**
 * Replays recorded rolls exactly. Throws when the game asks for a different die than was recorded or for
 * more rolls than were recorded: either means the log no longer describes this game.
 */
export function replayDice(rolls: readonly RecordedRoll[]): DiceSource & { remaining(): number } {
  let index = 0
  return {
    remaining: () => rolls.length - index,
    roll(sides) {
      const recorded = rolls[index]
      if (!recorded) throw new Error(`the log has no recorded roll #${index} (d${sides} asked)`)
      if (recorded[0] !== sides) {
        throw new Error(`recorded roll #${index} was a d${recorded[0]}, but a d${sides} was asked`)
      }
      index++
      return recorded[1]
    },
  }
}

/** Rolls `count` dice of `sides`, die by die, in table order. */
export function rollDice(dice: DiceSource, count: number, sides: number): number[] {
  const faces: number[] = []
  for (let i = 0; i < count; i++) faces.push(dice.roll(sides))
  return faces
}
