import { describe, expect, it } from 'vitest'
import { act, blankCharacter, byName, lois, refused, start } from '../helpers'

describe('session flow: the after-game sheet (DX-4.6)', () => {
  it('DX-4.6: at most 3 lasting Loises, and only standing ones', () => {
    let s = start('empty')
    s = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({
        name: 'Rin',
        loises: [lois('A'), lois('B'), lois('C'), lois('D'), lois('E', true)],
      }),
    }).state
    s = act(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' }).state
    s = act(s, { type: 'double-cross/startClimax' }).state
    s = act(s, { type: 'double-cross/startBacktrack' }).state
    const rin = byName(s, 'Rin')
    s = act(s, { type: 'double-cross/backtrack', characterId: rin.id, doubled: false }, [1, 1, 1, 1]).state
    const ids = rin.loises.map((l) => l.id)
    expect(
      refused(s, {
        type: 'double-cross/finishSession',
        entries: [{ characterId: rin.id, lastingLoises: ids.slice(0, 4), experience: 0 }],
      }),
    ).toMatch(/lastingLoises/)
    expect(
      refused(s, {
        type: 'double-cross/finishSession',
        entries: [{ characterId: rin.id, lastingLoises: [ids[4]!], experience: 0 }],
      }),
    ).toMatch(/no standing Lois/)
    const defaults = act(s, { type: 'double-cross/finishSession', entries: [] }).state
    expect(byName(defaults, 'Rin').loises.map((l) => l.name)).toEqual(['A', 'B', 'C'])
    expect(byName(defaults, 'Rin').loises.every((l) => l.lasting)).toBe(true)
  })
})
