/**
 * Hard's Chesswarrior evaluation sees the other side's next answer (issue 34): an enemy hero that acts
 * before the coming scoring and can walk into a zone its side does not hold costs a point then (CW-5.2), so
 * a position that leaves it that walk is worth less than one where the way is shut (CW-6.1).
 */
import { describe, expect, it } from 'vitest'
import { KNOBS } from '../../../src/engine/ai/profiles/chesswarrior'
import { advantage, winChance } from '../../../src/engine/ai/profiles/chesswarrior-eval'
import { replyAgainst, stopsOf } from '../../../src/engine/ai/profiles/chesswarrior-reply'
import { zoneOf } from '../../../src/engine/systems/chesswarrior'
import { playState } from '../chesswarrior/helpers'

// Oren far from everything; Bram, ready this turn, two steps (c6) above the free left zone's c5.
const heroes = [
  { card: 'oren', side: 'p1' as const, at: 'a1' },
  { card: 'bram', side: 'p2' as const, at: 'c7', mainBase: 3 },
]
const open = playState(heroes, { turn: 3 })
// The same, with obstacles on c6, b7 and d7: Bram's two steps reach no zone.
const shut = playState(heroes, { turn: 3, obstacles: ['c6', 'b7', 'd7'] })
const w = { walk: 0.9, zone: 0, health: 0, destroyed: 0 }

describe('Chesswarrior hard: the enemy reply (issue 34)', () => {
  it('counts a walk into a free zone as a zone, and none when the way is shut (CW-5.2, CW-6.1)', () => {
    expect(stopsOf(open, open.heroes['p2:bram']!, 2).some((q) => zoneOf(q))).toBe(true)
    expect(stopsOf(shut, shut.heroes['p2:bram']!, 2).some((q) => zoneOf(q))).toBe(false)
    expect(replyAgainst(open, 'p1', w)).toBeCloseTo(0.9)
    expect(replyAgainst(shut, 'p1', w)).toBe(0)
  })

  it('counts only a hero still to act before the scoring: one whose activation is next turn walks after it', () => {
    const later = playState([heroes[0]!, { ...heroes[1]!, mainBase: 4 }], { turn: 3 })
    expect(stopsOf(later, later.heroes['p2:bram']!, 2).some((q) => zoneOf(q))).toBe(true)
    expect(replyAgainst(later, 'p1', w)).toBe(0)
  })

  it('hard values the open position lower; normal, which weighs no threats, alike', () => {
    const hard = KNOBS.hard.weights
    expect(winChance(open, 'p1', hard)).toBeLessThan(winChance(shut, 'p1', hard))
    const normal = KNOBS.normal.weights
    expect(winChance(open, 'p1', normal)).toBe(winChance(shut, 'p1', normal))
  })
})

describe('Chesswarrior hard: contesting the zones by the first scoring (issue 34)', () => {
  // Bram on c1 or on c3, two steps nearer the left zone's c4; Lyra far off on h8. Nobody is ready.
  const at = (square: string) =>
    playState(
      [
        { card: 'bram', side: 'p1', at: square, mainBase: 9 },
        { card: 'lyra', side: 'p2', at: 'h8', mainBase: 9 },
      ],
      { turn: 1 },
    )
  it('hard values the two steps towards a zone more than normal does (CW-5.1, CW-6.1)', () => {
    const gain = (level: 'hard' | 'normal') =>
      advantage(at('c3'), 'p1', KNOBS[level].weights) - advantage(at('c1'), 'p1', KNOBS[level].weights)
    expect(gain('normal')).toBeCloseTo(0.24, 10)
    expect(gain('hard')).toBeCloseTo(0.4, 10)
  })
})
