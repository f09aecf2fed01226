/**
 * FG-4.7: a model that comes within 1" of an enemy is not in combat, but that enemy may force combat at
 * once. The choice is the enemy side's: while the offer stands that side must choose (`actor`), between
 * forcing combat and letting the chance pass; the computer answers its own, and a person is asked when the
 * computer moves near them. Older saves, where the mover simply went on (the offer lapsed), still replay.
 */
import { describe, expect, it } from 'vitest'
import { ai } from '../../../src/engine'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  frostgrave,
  waitingChoice,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { activated, move, ok, refused, tableWith } from './helpers'

const force: FgAction = { type: 'frostgrave/forceCombat', model: 'p1-s4', target: 'p0-s1' }
const decline: FgAction = { type: 'frostgrave/declineForcedCombat' }

/** p0-s1 (player 0, activated) ends a move within 1" of p1-s4. */
function approach(): FgState {
  const s = ok(
    activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [14, 10] }), 'p0-s1'),
    move('p0-s1', [12.5, 10]),
  ).state
  expect(s.pendingForcedCombat).toEqual([{ rule: 'FG-4.7', by: 'p1-s4', target: 'p0-s1' }])
  return s
}

describe('FG-4.7: who decides a forced combat', () => {
  it('the non-moving side chooses: it is the actor, forcing or letting it pass', () => {
    const s = approach()
    expect(frostgrave.actor(s)).toBe(1)
    // The hand-over and the waiting panel name the choice from the same selector.
    expect(waitingChoice(s)).toEqual({ player: 1, kind: 'forceCombat' })
    expect(frostgrave.legalActions(s)).toEqual([force, decline])
  })

  it('letting it pass ends the offer and gives the turn back to the mover', () => {
    const r = ok(approach(), decline)
    expect(r.state.pendingForcedCombat).toEqual([])
    expect(frostgrave.actor(r.state)).toBe(0)
    expect(waitingChoice(r.state)).toBeNull()
    expect(frostgrave.legalActions(r.state).some((a) => a.type === 'frostgrave/move')).toBe(true)
    refused(r.state, decline, 'FG-4.7')
    refused(r.state, force, 'FG-4.7')
  })

  it('forcing moves the enemy into base contact, then the mover goes on', () => {
    const r = ok(approach(), force)
    expect(r.state.pendingForcedCombat).toEqual([])
    expect(frostgrave.actor(r.state)).toBe(0)
  })

  it('an older save, where the mover went on while the offer stood, replays as before (the offer lapses)', () => {
    const r = ok(approach(), { type: 'frostgrave/endModel', model: 'p0-s1' })
    expect(r.state.pendingForcedCombat).toEqual([])
  })

  for (const level of ai.LEVELS) {
    it(`${level}: the computer on the non-moving side answers its own choice`, () => {
      const s = approach()
      const pick = ai.chooseAction(frostgrave, s, { level, seed: 'fg-4.7' }).action
      expect([force, decline]).toContainEqual(pick)
      ok(s, pick)
    })
  }

  it('the greedy baseline fights what is in reach: it forces combat', () => {
    expect(ai.greedyAction(frostgrave, approach())).toEqual(force)
  })
})

describe('FG-5.5: a defender that won chooses its push-back', () => {
  const TOUCH = 25 / 25.4
  /** p0-s1 (activated) fights p1-s4 and loses: 1 + Fight against 15 + Fight. */
  function defenderWon(): FgState {
    const s = activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [10 + TOUCH, 10] }), 'p0-s1')
    const r = ok(s, { type: 'frostgrave/fight', model: 'p0-s1', target: 'p1-s4' }, scriptedDice([1, 15]))
    expect(r.state.pendingPushBack?.winner).toBe('p1-s4')
    return r.state
  }

  it('the winner’s side is the actor and chooses push back or stay', () => {
    const s = defenderWon()
    expect(frostgrave.actor(s)).toBe(1)
    expect(frostgrave.legalActions(s)).toEqual([
      { type: 'frostgrave/pushBack', model: 'p1-s4' },
      { type: 'frostgrave/declinePushBack', model: 'p1-s4' },
    ])
    const r = ok(s, { type: 'frostgrave/declinePushBack', model: 'p1-s4' })
    expect(frostgrave.actor(r.state)).toBe(0)
  })

  it('the computer on the winner’s side answers it', () => {
    const pick = ai.chooseAction(frostgrave, defenderWon(), { level: 'normal', seed: 'fg-5.5' }).action
    expect(['frostgrave/pushBack', 'frostgrave/declinePushBack']).toContain(pick.type)
  })
})
