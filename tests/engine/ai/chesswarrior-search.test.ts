/**
 * How hard's Chesswarrior search values chance (issue 34): each later roll of a sequence is valued on
 * several samples, not one, and sibling actions roll the same dice. With one sample a later roll, the best
 * of many single rolls was a lucky one, so the deeper hard looked the more it trusted luck (52 % against
 * normal over 100 games at the same evaluation).
 */
import { describe, expect, it } from 'vitest'
import { games, seededDice } from '../../../src/engine'
import { KNOBS } from '../../../src/engine/ai/profiles/chesswarrior'
import { actionValues } from '../../../src/engine/ai/profiles/chesswarrior-plan'
import type { CwAction, CwState } from '../../../src/engine/systems/chesswarrior'
import { playState } from '../chesswarrior/helpers'

const cw = games.chesswarrior

function applied(s: CwState, a: CwAction): CwState {
  const done = cw.apply(s, a, seededDice('table'))
  if (!done.ok) throw new Error(done.error)
  return done.state
}

const isUse = (a: CwAction) => a.type === 'chesswarrior/use'

describe('Chesswarrior hard search (issue 34)', () => {
  it('hard rolls its later dice three times: a step then a Longshot is worth the Longshot’s three-roll mean', () => {
    // Kaede has begun her movement with one step left; Bram (5 of 7 LP lost) is one step out of her range.
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'b2' },
        { card: 'bram', side: 'p2', at: 'e4', damage: 5 },
      ],
      { turn: 3, active: 'p1:kaede' },
    )
    const moving = applied(s, { type: 'chesswarrior/move', ability: 'move' })
    moving.activation!.moveLeft = 1
    const hard = KNOBS.hard
    expect(hard.laterSamples).toBe(3)
    const steps = actionValues(moving, 'p1', hard, 'later', 2).filter(
      (v) => v.action.type === 'chesswarrior/step',
    )
    // The step that brings Bram into range: after it, the Longshot is the best action.
    const into = steps.find((v) =>
      actionValues(applied(moving, v.action), 'p1', hard, 'later', 1).some((w) => isUse(w.action)),
    )!
    const after = applied(moving, into.action)
    const longshot = (samples: number) =>
      actionValues(after, 'p1', { ...hard, samples }, 'later', 1).find((w) => isUse(w.action))!.value
    // The step's value is the Longshot valued on three rolls (the same dice), not on one.
    expect(into.value).toBe(longshot(3))
    expect(longshot(3)).not.toBe(longshot(1))
    const once = actionValues(moving, 'p1', { ...hard, laterSamples: 1 }, 'later', 2)
    expect(once.find((v) => JSON.stringify(v.action) === JSON.stringify(into.action))!.value).toBe(
      longshot(1),
    )
  })

  it('hard compares sibling attacks on the same dice: two equal enemies are worth the same (CW-6.3)', () => {
    // Bram and a second Bram (Lyra's piece with Bram's card) on either side of Kaede, each adjacent.
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'd3' },
        { card: 'bram', side: 'p2', at: 'c3' },
        { card: 'lyra', side: 'p2', at: 'e3' },
      ],
      { turn: 3, active: 'p1:kaede' },
    )
    s.cards.lyra = structuredClone(s.cards.bram!)
    const attacks = (sharedDice: boolean) =>
      actionValues(s, 'p1', { ...KNOBS.hard, sharedDice }, 'siblings', 1).filter((v) => isUse(v.action))
    const shared = attacks(true)
    expect(shared.map((v) => (v.action as { target?: string }).target)).toEqual(['p2:bram', 'p2:lyra'])
    expect(shared[0]!.value).toBe(shared[1]!.value)
    // Each on its own dice, the same attack on equal targets is told apart by luck alone.
    const own = attacks(false)
    expect(own[0]!.value).not.toBe(own[1]!.value)
  })
})
