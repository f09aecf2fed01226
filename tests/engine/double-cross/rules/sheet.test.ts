import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine'
import type { DxCharacter } from '../../../../src/engine/systems/double-cross'
import { byName, start } from '../helpers'

const table = doubleCross.DEFAULT_ENCROACHMENT_TABLE

describe('DX-4.1 encroachment bonus table', () => {
  it.each([
    [0, 0, 0],
    [59, 0, 0],
    [60, 1, 0],
    [79, 1, 0],
    [80, 2, 0],
    [99, 2, 0],
    [100, 3, 1],
    [129, 3, 1],
    [130, 4, 1],
    [160, 4, 2],
    [200, 5, 2],
    [220, 5, 3],
    [260, 6, 3],
    [300, 7, 3],
    [450, 7, 3],
  ])('%i%% → +%i dice, effect level +%i', (rate, dice, effectLevel) => {
    expect(doubleCross.encroachmentBonus(rate, table)).toEqual({ dice, effectLevel })
  })
  it('reads a GM-edited table', () => {
    const custom = [
      { from: 0, dice: 0, effectLevel: 0 },
      { from: 50, dice: 2, effectLevel: 1 },
    ]
    expect(doubleCross.encroachmentBonus(55, custom)).toEqual({ dice: 2, effectLevel: 1 })
  })
})

describe('sheet checks (DX-1.2 … DX-1.5, DX-1.8)', () => {
  const state = start()
  const keigo = byName(state, 'Keigo')
  const compose = (
    c: DxCharacter,
    spec: Omit<Parameters<typeof doubleCross.composeSheetCheck>[1], 'characterId'>,
  ) => {
    const r = doubleCross.composeSheetCheck(c, { characterId: c.id, ...spec }, table)
    if (!r.ok) throw new Error(r.error)
    return r.value
  }

  it.each([
    ['melee', 'body'],
    ['dodge', 'body'],
    ['ride', 'body'],
    ['ranged', 'sense'],
    ['perception', 'sense'],
    ['art', 'sense'],
    ['rc', 'mind'],
    ['will', 'mind'],
    ['knowledge', 'mind'],
    ['negotiation', 'social'],
    ['procure', 'social'],
    ['info', 'social'],
  ] as const)('DX-1.3: %s is governed by %s', (skill, stat) => {
    expect(doubleCross.GOVERNING_STAT[skill]).toBe(stat)
  })

  it('DX-1.3 seed: Keigo’s <Info: Rumors> rolls Social 1 + 2 encroachment dice at 80%, +2 skill, vs 8', () => {
    const info = keigo.skills.findIndex((s) => s.kind === 'info')
    const c = compose(keigo, { skill: info, difficulty: 8 })
    expect(c.check).toEqual({ dice: 3, modifier: 2, critical: 10, difficulty: 8 })
    expect(c).toMatchObject({ stat: 'social', statDice: 1, encroachmentDice: 2, skillLevel: 2 })
    expect(c.label).toBe('Keigo — Info: Rumors')
  })

  it('DX-1.3: a stat check rolls the stat bare', () => {
    expect(compose(keigo, { stat: 'body' }).check).toEqual({ dice: 3 + 2, modifier: 0, critical: 10 })
  })

  it('DX-1.4 / DX-1.5: power dice, GM dice, GM score and GM difficulty modifiers', () => {
    const c = compose(keigo, {
      stat: 'body',
      extraDice: 5,
      gmDice: -1,
      gmScore: 2,
      modifier: 1,
      difficulty: 10,
      gmDifficulty: -2,
      critical: 8,
    })
    expect(c.check).toEqual({ dice: 3 + 2 + 5 - 1, modifier: 3, critical: 8, difficulty: 8 })
  })

  it('DX-1.4: modifiers can take the pool to 0 (automatic failure)', () => {
    const c = compose(keigo, { stat: 'social', gmDice: -3 })
    expect(c.check.dice).toBe(0)
    expect(doubleCross.successChance({ ...c.check, difficulty: 1 })).toBe(0)
  })

  it('refuses a skill the character does not have', () => {
    const r = doubleCross.composeSheetCheck(keigo, { characterId: keigo.id, skill: 20 }, table)
    expect(r).toEqual({
      ok: false,
      rule: 'DX-1.3',
      error: 'Keigo has no skill #21 (DX-1.3)',
      code: 'noSkill',
      params: { name: 'Keigo', n: 21 },
    })
    expect(doubleCross.composeSheetCheck(keigo, { characterId: keigo.id }, table).ok).toBe(false)
  })

  it('DX-4.5 helpers: one d10 per standing Lois, doubled on request; lost above 100%', () => {
    expect(doubleCross.backtrackDice(3, false)).toBe(3)
    expect(doubleCross.backtrackDice(3, true)).toBe(6)
    expect(doubleCross.afterBacktrack(120, [5, 10])).toBe(105)
    expect(doubleCross.afterBacktrack(10, [9, 9])).toBe(0)
    expect(doubleCross.isLostAfterBacktrack(100)).toBe(false)
    expect(doubleCross.isLostAfterBacktrack(101)).toBe(true)
  })
})
