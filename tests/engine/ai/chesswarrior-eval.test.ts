/**
 * What hard's Chesswarrior evaluation sees that normal's and easy's do not (issue 34): the zones a hero
 * still to act this Main Turn can walk into before the turn is scored (CW-4.3, CW-4.7, CW-5.2).
 */
import { describe, expect, it } from 'vitest'
import { KNOBS } from '../../../src/engine/ai/profiles/chesswarrior'
import { advantage } from '../../../src/engine/ai/profiles/chesswarrior-eval'
import type { CwState } from '../../../src/engine/systems/chesswarrior'
import { playState } from '../chesswarrior/helpers'

/**
 * Turn 3 after Page's activation: Page (p1) holds the centre zone (d4); Kaede (p2, Movement 4) stands on
 * h5, two squares from the right zone's f5 and three from the centre's e5, with her Main Base `kaedeBase`.
 */
const position = (kaedeBase: number) =>
  playState(
    [
      { card: 'page', side: 'p1', at: 'd4' },
      { card: 'kaede', side: 'p2', at: 'h5', mainBase: kaedeBase },
    ],
    { turn: 3 },
  )

/** The part of `me`'s advantage that the zones within reach before the scoring make. */
const reachPart = (s: CwState, me: 'p1' | 'p2') =>
  advantage(s, me, KNOBS.hard.weights) - advantage(s, me, { ...KNOBS.hard.weights, reach: 0 })

describe('Chesswarrior evaluation (issue 34)', () => {
  it('hard counts the zones an enemy still to act this turn can walk into before the scoring (CW-4.3, CW-4.7)', () => {
    const reach = KNOBS.hard.weights.reach!
    expect(reach).toBeGreaterThan(0)
    // Kaede, still to act, can walk into the right zone and into the centre beside Page: two zones.
    expect(reachPart(position(3), 'p1')).toBeCloseTo(-2 * reach, 9)
    expect(reachPart(position(3), 'p2')).toBeCloseTo(2 * reach, 9)
    // Once she has acted (her Main Base is past the turn), nothing more is hers before the scoring.
    expect(reachPart(position(5), 'p1')).toBe(0)
  })

  it('a zone one holds already, or one too far to walk to, adds nothing (CW-5.1, CW-6.1)', () => {
    const reach = KNOBS.hard.weights.reach!
    // Kaede on h9 is five squares from f5 and six from e5, beyond her Movement 4.
    const far = position(3)
    far.heroes['p2:kaede']!.pos = { x: 7, y: 9 }
    expect(reachPart(far, 'p1')).toBe(0)
    // Bram (Movement 2), still to act on f5, holds the right zone already: only the centre (e5, one
    // square off) is new to him; the left zone's c5 is three squares off.
    const holding = playState(
      [
        { card: 'page', side: 'p1', at: 'd4' },
        { card: 'bram', side: 'p2', at: 'f5', mainBase: 3 },
      ],
      { turn: 3 },
    )
    expect(reachPart(holding, 'p2')).toBeCloseTo(reach, 9)
  })

  it('normal and easy do not look at who still acts this turn: their play is measured and final', () => {
    for (const level of ['normal', 'easy'] as const) expect(KNOBS[level].weights.reach).toBeUndefined()
  })
})
