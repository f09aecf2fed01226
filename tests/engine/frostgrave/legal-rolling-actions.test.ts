/**
 * Actions that roll as they are applied, although they are no roll themselves, stay in the legal list:
 * activating a model under a spell that lasts until shaken off rolls its Will first (FG-8, Furious
 * Quill). From bench game fg-bench-9 (normal against hard, turn 60): the Thug Runa, quilled on turn 16,
 * was left out of every activation list, so her side passed every phase and the game never ended (FG-11).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { apply, legalActions, type FgState } from '../../../src/engine/systems/frostgrave'
import { tableWith } from './helpers'

/** p0-s1 quilled (−1 Move, −2 Fight, −4 Shoot until it beats 14 on a Will roll), in player 0's soldier phase. */
function quilled(): FgState {
  const s = tableWith({ 'p0-s1': [18, 30], 'p1-s1': [18, 6] })
  return {
    ...s,
    turn: { ...s.turn, phase: 'soldier', step: 0, first: 0 },
    magic: {
      pending: null,
      casts: { turn: 0, by: {} },
      effects: [
        {
          id: 'e1',
          spell: 'Furious Quill',
          caster: 'p1-apprentice',
          model: 'p0-s1',
          duration: 'untilShaken',
          stats: { move: -1, fight: -2, shoot: -4 },
          value: 14,
          named: null,
          point: null,
          terrain: null,
        },
      ],
      nextEffectId: 2,
    },
  }
}

describe('an activation that rolls to shake off a spell (FG-3.1, FG-8)', () => {
  it('is listed, so the quilled model activates', () => {
    const s = quilled()
    expect(legalActions(s)).toContainEqual({ type: 'frostgrave/activate', model: 'p0-s1' })
  })

  it('is applied with the Will roll it makes: a failed roll keeps the spell, and the model acts', () => {
    const r = apply(quilled(), { type: 'frostgrave/activate', model: 'p0-s1' }, scriptedDice([2]))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.state.turn.activation?.leader).toBe('p0-s1')
    expect(r.state.magic?.effects.map((e) => e.spell)).toEqual(['Furious Quill'])
    expect(legalActions(r.state).some((a) => a.type === 'frostgrave/move' && a.model === 'p0-s1')).toBe(true)
  })

  it('a passed roll shakes the spell off', () => {
    const r = apply(quilled(), { type: 'frostgrave/activate', model: 'p0-s1' }, scriptedDice([20]))
    expect(r.ok && r.state.magic?.effects).toEqual([])
  })
})
