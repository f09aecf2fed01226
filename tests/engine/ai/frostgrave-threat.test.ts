/**
 * Hard's weight on the danger its soldiers stand in (issue 35): the greedy baseline walks past enemies to
 * the tokens and wins the race (FG-9.1) while a soldier that counts every enemy within a move and a base
 * keeps back; a soldier costs little, so Hard counts half its danger, the wizard's all of it (three times).
 */
import { describe, expect, it } from 'vitest'
import { positionValue, worthAt } from '../../../src/engine/ai/profiles/frostgrave-value'
import { KNOBS } from '../../../src/engine/ai/profiles/frostgrave-tactics'
import { model, tableWith } from '../frostgrave/helpers'

/** Hard's knobs counting all of a soldier's danger, as before `soldierThreat`. */
const ALL = { ...KNOBS.hard, soldierThreat: undefined }

/** `who` of player 0 within the enemy wizard's reach (Move 6, 6.5" off); nothing else on the table. */
const near = (who: string) => tableWith({ [who]: [14, 27.5], 'p1-wizard': [14, 34] }, [], 36, false)

describe('hard counts half the danger a soldier stands in (FG-4, FG-5)', () => {
  it('a soldier: half of the 12 % of its worth one enemy in reach costs', () => {
    const s = near('p0-s2')
    const worth = worthAt(model(s, 'p0-s2'), KNOBS.hard)
    const spared = positionValue(s, 0, KNOBS.hard) - positionValue(s, 0, ALL)
    expect(spared).toBeCloseTo(0.5 * 0.12 * worth, 5)
  })
  it('the wizard: all of it', () => {
    const s = near('p0-wizard')
    expect(positionValue(s, 0, KNOBS.hard)).toBeCloseTo(positionValue(s, 0, ALL), 5)
  })
})
