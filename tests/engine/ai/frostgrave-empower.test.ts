/**
 * Hard's empowering (issue 35): a caster keeps more than half its Health when it empowers a cast (FG-8.4).
 * Spent below that, it is one shot or blow from death (FG-7) and its spells go with it.
 */
import { describe, expect, it } from 'vitest'
import { ai } from '../../../src/engine'
import { scriptedDice } from '../../../src/engine/core/dice'
import { apply, frostgrave, magicOf, type FgState } from '../../../src/engine/systems/frostgrave'
import { castAction, spellTable } from '../frostgrave/spells-helpers'

/**
 * Player 0's wizard (14 Health) bolts player 1's Sir Aldous (p1-s1), 6" off and carrying t9, and rolls
 * `roll` against Elemental Bolt's 12: the empower choice waits.
 */
function boltAwaitingEmpower(roll: number): FgState {
  const base = spellTable(['Elemental Bolt'])
  const s = {
    ...base,
    models: base.models.map((m) => (m.id === 'p1-s1' ? { ...m, carrying: 't9' } : m)),
    treasures: base.treasures.map((t) => (t.id === 't9' ? { ...t, carrier: 'p1-s1', x: 1000, y: 1400 } : t)),
  }
  const r = apply(s, castAction('p0-wizard', 'Elemental Bolt', { target: 'p1-s1' }), scriptedDice([roll]))
  if (!r.ok) throw new Error(r.error)
  return r.state
}

/** Hard's empower choice on ten seeds: its cast is valued on a few sampled damage rolls (FG-7.2). */
const choices = (s: FgState) =>
  'abcdefghij'.split('').map((seed) => ai.chooseAction(frostgrave, s, { level: 'hard', seed }).action)

describe('hard empowers no caster down to half its Health (FG-8.4)', () => {
  it('lets the bolt fail rather than spend 8 of the wizard’s 14 Health, whatever its samples show', () => {
    const s = boltAwaitingEmpower(4)
    expect(magicOf(s).pending).toMatchObject({ castingNumber: 12, score: 4 })
    for (const a of choices(s))
      expect(a).toEqual({ type: 'frostgrave/empower', model: 'p0-wizard', points: 0 })
  })

  it('may still spend less to make the cast', () => {
    const points = choices(boltAwaitingEmpower(10)).map((a) =>
      a.type === 'frostgrave/empower' ? a.points : -1,
    )
    expect(points).toContain(2)
  })
})
