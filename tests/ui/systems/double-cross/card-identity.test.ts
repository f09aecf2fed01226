/**
 * The GM panel's character cards and the console are memoised (Tracker.tsx, Console.tsx; issue 36): they
 * render again only when their own objects change. That holds only while the engine keeps the objects a
 * command leaves alone, which these tests pin.
 */
import { describe, expect, it } from 'vitest'
import { act, start } from '../../../engine/double-cross/helpers'

describe('a command keeps what it leaves alone (the cards memoised on it)', () => {
  it('an HP change (DX-6.9) replaces that character alone; the rolls, library and table stay', () => {
    const before = start()
    const { state: after } = act(before, { type: 'double-cross/adjust', characterId: 'c1', hp: 10 })
    const changed = after.characters.filter((c, i) => c !== before.characters[i]).map((c) => c.id)
    expect(changed).toEqual(['c1'])
    expect(after.rolls).toBe(before.rolls)
    expect(after.library).toBe(before.library)
    expect(after.encroachmentTable).toBe(before.encroachmentTable)
  })

  it('a console roll (DX-2.8) changes the rolls and no character', () => {
    const before = start()
    const { state: after } = act(before, { type: 'double-cross/roll', command: '2DX', hidden: false }, [3, 5])
    expect(after.rolls).not.toBe(before.rolls)
    after.characters.forEach((c, i) => expect(c).toBe(before.characters[i]))
  })
})
