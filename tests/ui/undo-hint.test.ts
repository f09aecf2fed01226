/** Issue #38: the Undo button says what undo does with the GM override on, not that rolls stand. */
import { describe, expect, it } from 'vitest'
import en from '../../src/ui/app/locales/en.json'
import { undoHintKey } from '../../src/ui/app/undo-hint'

describe('the Undo hint', () => {
  it('says rolls and draws stand only while the GM override is off', () => {
    expect(en.game[undoHintKey(false)]).toMatch(/Rolls and draws stand/)
    expect(en.game[undoHintKey(true)]).not.toMatch(/stand/)
    expect(en.game[undoHintKey(true)]).toMatch(/GM override/)
  })
})
