/**
 * Hard's worth of a shooter (issue 35): a bow or crossbow goes on shooting every turn from out of reach
 * (FG-6.1), so Hard's archer shoots the enemy crossbowman before an apprentice its odds favour.
 */
import { describe, expect, it } from 'vitest'
import { ai } from '../../../src/engine'
import { frostgrave, previewShot, type FgState } from '../../../src/engine/systems/frostgrave'
import { modelValue, worthAt } from '../../../src/engine/ai/profiles/frostgrave-value'
import { KNOBS } from '../../../src/engine/ai/profiles/frostgrave-tactics'
import { activated, model, tableWith } from '../frostgrave/helpers'

/**
 * Player 0's archer Ysolde (p0-s3) has moved and has one action left; in the open 12" off stand player 1's
 * crossbowman Lark (p1-s3) and apprentice Silas (p1-apprentice), who costs more and is easier to hit.
 */
function archerWithOneShot(): FgState {
  const s = activated(tableWith({ 'p0-s3': [18, 30], 'p1-s3': [12, 18], 'p1-apprentice': [24, 18] }), 'p0-s3')
  const act = s.turn.activation!
  return {
    ...s,
    turn: {
      ...s.turn,
      activation: { ...act, members: act.members.map((m) => ({ ...m, actionsUsed: 1, moves: 1 })) },
    },
  }
}

describe('hard counts a bow or crossbow above its cost (FG-6.1)', () => {
  it('adds the knob to a shooter only', () => {
    const s = archerWithOneShot()
    expect(worthAt(model(s, 'p1-s3'), KNOBS.hard)).toBe(modelValue(model(s, 'p1-s3')) + KNOBS.hard.shooter!)
    expect(worthAt(model(s, 'p1-apprentice'), KNOBS.hard)).toBe(modelValue(model(s, 'p1-apprentice')))
    expect(worthAt(model(s, 'p1-s3'), KNOBS.normal)).toBe(modelValue(model(s, 'p1-s3')))
  })

  it('shoots the crossbowman rather than the apprentice', () => {
    const s = archerWithOneShot()
    const odds = (target: string) => {
      const p = previewShot(s, 'p0-s3', target)
      if (!p.ok) throw new Error(p.error)
      return p.candidates[0]!.odds
    }
    // The apprentice is the likelier kill: only the shooter's worth makes Lark the target.
    expect(odds('p1-apprentice').kill).toBeGreaterThan(odds('p1-s3').kill)
    const a = ai.chooseAction(frostgrave, s, { level: 'hard', seed: 'shooter' }).action
    expect(a).toEqual({ type: 'frostgrave/shoot', model: 'p0-s3', target: 'p1-s3' })
  })
})
