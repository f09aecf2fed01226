import { describe, expect, it } from 'vitest'
import { act, blankCharacter, byName, lois, refused, start } from '../helpers'
import { characterToInput } from '../../../../src/engine/systems/double-cross'

describe('the tracker: characters and the bonus table (DX-4.1)', () => {
  it('adds and edits characters; Loises keep their ids; a Lois can become a Titus', () => {
    let s = start('empty')
    s = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({ name: 'Rin', loises: [lois('A'), lois('B')] }),
    }).state
    const rin = byName(s, 'Rin')
    const input = characterToInput(rin)
    input.loises[1] = { ...input.loises[1]!, titus: true }
    input.loises.push(lois('C'))
    s = act(s, { type: 'double-cross/editCharacter', characterId: rin.id, character: input }).state
    const after = byName(s, 'Rin')
    expect(after.loises.map((l) => l.id).slice(0, 2)).toEqual(rin.loises.map((l) => l.id))
    expect(after.loises[1]!.titus).toBe(true)
    expect(new Set(after.loises.map((l) => l.id)).size).toBe(3)
  })

  it('refuses an eighth Lois, HP above max, and unknown characters', () => {
    const s = start()
    const many = blankCharacter({ loises: Array.from({ length: 8 }, (_, i) => lois(`L${i}`)) })
    expect(refused(s, { type: 'double-cross/addCharacter', character: many })).toMatch(/at most 7 Loises/)
    expect(refused(s, { type: 'double-cross/addCharacter', character: blankCharacter({ hp: 30 }) })).toMatch(
      /HP cannot exceed max HP/,
    )
    expect(refused(s, { type: 'double-cross/adjust', characterId: byName(s, 'Keigo').id, hp: 31 })).toMatch(
      /cannot exceed max HP 30/,
    )
    expect(
      refused(s, { type: 'double-cross/check', check: { characterId: 'nobody', stat: 'body' } }),
    ).toMatch(/no character/)
  })

  it('DX-4.1: the GM edits the bonus table; a broken table is refused', () => {
    const s = start()
    const rows = [
      { from: 0, dice: 0, effectLevel: 0 },
      { from: 50, dice: 1, effectLevel: 0 },
    ]
    const next = act(s, { type: 'double-cross/setEncroachmentTable', rows }).state
    expect(next.encroachmentTable).toEqual(rows)
    expect(
      refused(s, {
        type: 'double-cross/setEncroachmentTable',
        rows: [{ from: 10, dice: 0, effectLevel: 0 }],
      }),
    ).toMatch(/start at 0%/)
    expect(refused(s, { type: 'double-cross/setEncroachmentTable', rows: [rows[0], rows[0]] })).toMatch(
      /must rise/,
    )
  })
})
