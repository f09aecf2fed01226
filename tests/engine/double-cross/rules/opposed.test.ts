import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice, type DxCheck } from '../../../../src/engine'

const pool = (dice: number, modifier = 0, critical = 10): DxCheck => ({ dice, modifier, critical })

describe('DX-3 opposed checks', () => {
  it.each([
    {
      rule: 'DX-3.1',
      name: 'the action rolls first, then the reaction',
      a: pool(2),
      r: pool(1),
      faces: [3, 8, 5],
      winner: 'action',
      reason: 'higher',
    },
    {
      rule: 'DX-3.3',
      name: 'higher reaction wins',
      a: pool(1),
      r: pool(1),
      faces: [4, 6],
      winner: 'reaction',
      reason: 'higher',
    },
    {
      rule: 'DX-3.3',
      name: 'a tie goes to the reaction',
      a: pool(1, 2),
      r: pool(1),
      faces: [4, 6],
      winner: 'reaction',
      reason: 'tie',
    },
    {
      rule: 'DX-3.2',
      name: 'a reaction with no dice loses',
      a: pool(1),
      r: pool(0),
      faces: [2],
      winner: 'action',
      reason: 'reaction-cannot-roll',
    },
    {
      rule: 'DX-3.4',
      name: 'a fumbling action loses at once; the reaction does not roll',
      a: pool(2, 30),
      r: pool(1),
      faces: [1, 1],
      winner: 'reaction',
      reason: 'action-fumbled',
    },
    {
      rule: 'DX-3.4',
      name: 'a fumbling reaction loses',
      a: pool(1),
      r: pool(2, 30),
      faces: [2, 1, 1],
      winner: 'action',
      reason: 'reaction-fumbled',
    },
    {
      rule: 'DX-1.4',
      name: 'an action with no dice fails',
      a: pool(0, 10),
      r: pool(1),
      faces: [],
      winner: 'reaction',
      reason: 'action-cannot-roll',
    },
    {
      rule: 'DX-3.4',
      name: 'a fumbling action loses even when the reaction could not roll',
      a: pool(1),
      r: pool(0),
      faces: [1],
      winner: 'reaction',
      reason: 'action-fumbled',
    },
  ])('$rule: $name', ({ a, r, faces, winner, reason }) => {
    const dice = scriptedDice(faces)
    const outcome = doubleCross.rollOpposed(a, r, dice)
    expect(outcome).toMatchObject({ winner, reason })
    expect(() => dice.roll(10)).toThrow(/exhausted/)
    expect(doubleCross.describeOpposed(outcome)).toMatch(/DX-\d/)
  })

  it('DX-3 seed: Keigo’s 33 beats the man in black', () => {
    const faces = [3, 8, 5, 1, 2, 6, 9, 4, 7, 2, 3, 5, 6, 1, 4, 2, 8, 4, 10, 3, /* reaction */ 10, 4, 6, 9, 9]
    const outcome = doubleCross.rollOpposed(pool(16, 0, 8), pool(4, 2), scriptedDice(faces))
    expect(outcome.action.total).toBe(33)
    expect(outcome.reaction?.total).toBe(21)
    expect(outcome.winner).toBe('action')
  })
})
