/** FG-8: every spell castable in play has its effect (the golden cases in spells-cases.ts). */
import { describe, expect, it } from 'vitest'
import { SPELL_RULES } from '../../../src/engine/systems/frostgrave'
import { CASES } from './spells-cases'
import { castAction, castThrough, spellTable } from './spells-helpers'

describe('FG-8 spell effects', () => {
  it.each(CASES.map((c) => [c.spell, c] as const))('%s', (_name, c) => {
    let s = spellTable([c.spell], c.placed ?? {})
    if (c.setup) s = c.setup(s)
    const { state, events } = castThrough(s, castAction('p0-wizard', c.spell, c.action ?? {}), c.faces)
    expect(events.map((e) => e.text)).toContain(
      events.find((e) => e.type === 'frostgrave/castSucceeded')?.text ?? 'The spell succeeds',
    )
    c.check(state)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})

it('the cases cover every spell of the catalogue', () => {
  expect(CASES.map((c) => c.spell).sort()).toEqual(Object.keys(SPELL_RULES).sort())
})
