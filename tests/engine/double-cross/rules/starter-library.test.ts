/**
 * The rule book's starter effects (DX-7): valid by the library file's own schema, the values seed 000
 * prints (and nothing it does not), added through the import command (logged, undoable, merged by id).
 */
import { describe, expect, it } from 'vitest'
import {
  doubleCross,
  readLibraryFile,
  selectLibrary,
  writeLibraryFile,
} from '../../../../src/engine/systems/double-cross'
import { STARTER_EFFECTS } from '../../../../src/engine/systems/double-cross/rules/starter-library'
import { act, start } from '../helpers'

const byId = (id: string) => STARTER_EFFECTS.find((e) => e.id === id)!

describe('DX-7 starter effects', () => {
  it('pass the library file’s validation unchanged', () => {
    const read = readLibraryFile(writeLibraryFile({ effects: [...STARTER_EFFECTS], weapons: [] }))
    expect(read.ok).toBe(true)
    if (read.ok) expect(read.effects).toEqual(STARTER_EFFECTS)
  })

  it('carry seed 000’s values: Perfect Beast Form +3 dice for 6, Lightning Speed +2 dice, Concentrate to 8', () => {
    expect(byId('fx-seed-perfect-beast-form')).toMatchObject({ timing: 'Minor', dice: 3, cost: 6 })
    expect(byId('fx-seed-lightning-speed')).toMatchObject({ timing: 'Major/Reaction', dice: 2, cost: 0 })
    expect(byId('fx-seed-concentrate')).toMatchObject({ timing: 'Major', criticalReduction: 2, cost: 0 })
    expect(byId('fx-seed-reflex')).toMatchObject({ timing: 'Reaction', dice: 0, criticalReduction: 0 })
    // The pair's +5 is the seed's only figure for their cost (DX-4.2): it is not split by invention.
    expect(byId('fx-seed-lightning-speed').cost + byId('fx-seed-concentrate').cost).toBe(0)
    // DX-2.6: Concentrate states no limit of its own (the default 2 steps bring 10 to 8, as in the seed).
    expect(byId('fx-seed-concentrate').criticalLimit).toBeUndefined()
    const c = byId('fx-seed-concentrate')
    expect(doubleCross.composeCritical(10, [{ name: c.name, reduction: c.criticalReduction }]).value).toBe(8)
  })

  it('print nothing the seed does not: no skill, target, range, difficulty, restriction, attack or text', () => {
    for (const e of STARTER_EFFECTS)
      expect([e.skill, e.target, e.range, e.difficulty, e.restriction, e.attack, e.hit, e.text]).toEqual([
        '—',
        '—',
        '—',
        '—',
        '—',
        0,
        0,
        '',
      ])
  })

  it('are read by the procedure as the seed uses them (DX-6.1, DX-3.1)', () => {
    expect(STARTER_EFFECTS.map((e) => [e.name, doubleCross.timingsOf(e)])).toEqual([
      ['Perfect Beast Form', ['minor']],
      ['Lightning Speed', ['major', 'reaction']],
      ['Concentrate', ['major']],
      ['Reflex', ['reaction']],
    ])
  })

  it('go into the library with one import, logged; a second import updates them', () => {
    const once = act(start(), {
      type: 'double-cross/importLibrary',
      effects: [...STARTER_EFFECTS],
      weapons: [],
    })
    expect(selectLibrary(once.state).effects).toEqual(STARTER_EFFECTS)
    expect(once.events[0]).toMatchObject({ rule: 'DX-7', params: { added: 4, updated: 0 } })
    const twice = act(once.state, {
      type: 'double-cross/importLibrary',
      effects: [...STARTER_EFFECTS],
      weapons: [],
    })
    expect(selectLibrary(twice.state).effects).toHaveLength(4)
    expect(twice.events[0]).toMatchObject({ params: { added: 0, updated: 4 } })
  })
})
