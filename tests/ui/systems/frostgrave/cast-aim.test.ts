import { describe, expect, it } from 'vitest'
import type { FgAction } from '../../../../src/engine/systems/frostgrave'
import { pickSpellModel, setSpellAim } from '../../../../src/ui/systems/frostgrave/spells/cast-aim'
import { spellTable } from '../../../engine/frostgrave/spells-helpers'

describe('aiming a spell on the canvas', () => {
  it('FG-8.2 a point spell (Grenade) clicked on a model is aimed at where it stands, never silently dropped', () => {
    const s = spellTable(['Grenade'], { 'p1-s1': [10, 14] })
    setSpellAim({ caster: 'p0-wizard', spell: 'Grenade', first: null, named: null })
    const sent: FgAction[] = []
    const handled = pickSpellModel(s, 'p1-s1', (a) => {
      sent.push(a)
      return true
    })
    expect(handled).toBe(true)
    expect(sent).toEqual([
      { type: 'frostgrave/cast', model: 'p0-wizard', spell: 'Grenade', point: { x: 1000, y: 1400 } },
    ])
  })
})
