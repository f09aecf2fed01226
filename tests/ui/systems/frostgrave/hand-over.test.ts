/**
 * Issue #31: a choice that belongs to the side not in its phase (FG-8.5 spending Health on a Will roll)
 * is made with the device in that side's hands: the banner and the hand-over name that side.
 */
import { describe, expect, it } from 'vitest'
import { systemUi } from '../../../../src/ui/systems/frostgrave'
import { castAction, castThrough, spellTable } from '../../../engine/frostgrave/spells-helpers'

describe('Frostgrave hand-over', () => {
  it("names the target's side while its Will roll waits for its choice (FG-8.5)", () => {
    const table = spellTable(['Steal Health'], { 'p1-wizard': [10, 14], 'p1-s1': [30, 30] }, 'p0-wizard')
    const before = systemUi.turn!(table)
    const waiting = castThrough(
      table,
      castAction('p0-wizard', 'Steal Health', { target: 'p1-wizard' }),
      [20, 10],
    )
    const turn = systemUi.turn!(waiting.state)
    expect(turn?.player).toBe(waiting.state.options.playerNames[1])
    expect(turn?.player).not.toBe(before?.player)
    // Its label is the Will roll's (the strings are not loaded here: the key names it).
    expect(turn?.label).toMatch(/will/i)
  })
})
