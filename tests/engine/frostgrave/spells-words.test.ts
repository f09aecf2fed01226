/** FG-8.2: Draining Word and Power Word, one of each per caster, and the spells the Words and Forget Spell name, on scripted dice. */
import { describe, expect, it } from 'vitest'
import { castModifiers, type FgState } from '../../../src/engine/systems/frostgrave'
import { tableEffects } from '../../../src/engine/systems/frostgrave/rules/spells/state'
import { activated, model } from './helpers'
import { castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard'
const A = 'p0-apprentice'

/** Player 0's Sigilist wizard casts `spell` naming `named` (20 succeeds), then may activate again. */
const word = (s: FgState, caster: string, spell: string, named: string) =>
  castThrough(activated(s, caster), castAction(caster, spell, { named }), [20])

describe('FG-8.2: one Word of each kind per caster', () => {
  const table = spellTable(['Draining Word', 'Power Word', 'Explosive Rune'])

  it("a caster's second Draining Word ends its first: only the new name is drained", () => {
    const first = word(table, W, 'Draining Word', 'Elemental Bolt').state
    const { state, events } = word(first, W, 'Draining Word', 'Bone Dart')
    expect(tableEffects(state, 'Draining Word').map((e) => e.named)).toEqual(['Bone Dart'])
    expect(castModifiers(state, model(state, W), 'Elemental Bolt')).toEqual([])
    expect(castModifiers(state, model(state, W), 'Bone Dart').map((m) => m.value)).toEqual([-3])
    expect(events.find((e) => e.type === 'frostgrave/spellEndsTable')).toMatchObject({ rule: 'FG-8.2' })
    // The log tells the table which spell the new Word names.
    expect(events.find((e) => e.type === 'frostgrave/wordDrains')).toMatchObject({
      rule: 'FG-8.2',
      text: 'Bone Dart is cast at −3 by everyone for the rest of the game.',
    })
  })

  it('naming the same spell again does not stack: still +3, not +6', () => {
    const first = word(table, W, 'Power Word', 'Bone Dart').state
    const { state, events } = word(first, W, 'Power Word', 'Bone Dart')
    expect(castModifiers(state, model(state, W), 'Bone Dart').map((m) => m.value)).toEqual([3])
    expect(events.find((e) => e.type === 'frostgrave/wordPowers')?.text).toBe(
      'Bone Dart is cast at +3 by everyone for the rest of the game.',
    )
  })

  it("another caster's Word, and the caster's Word of the other kind, stay", () => {
    const drained = word(table, W, 'Draining Word', 'Elemental Bolt').state
    const powered = word(drained, W, 'Power Word', 'Elemental Bolt').state
    const { state } = word(powered, A, 'Draining Word', 'Elemental Bolt')
    expect(tableEffects(state, 'Draining Word').map((e) => e.caster)).toEqual([W, A])
    expect(tableEffects(state, 'Power Word').map((e) => e.caster)).toEqual([W])
    // −3 − 3 + 3, and the apprentice's own −2 (FG-1.5) on top.
    expect(castModifiers(state, model(state, A), 'Elemental Bolt').map((m) => m.value)).toEqual([
      -2, -3, -3, 3,
    ])
  })
})

it('Forget Spell tells the table which spell the target forgets (FG-8.2)', () => {
  const s = spellTable(['Forget Spell'], { 'p1-wizard': [10, 12] })
  // 20 against 12; Morwen's Will roll of 1 + 4 fails.
  const { events } = castThrough(
    s,
    castAction(W, 'Forget Spell', { target: 'p1-wizard', named: 'Bone Dart' }),
    [20, 1],
  )
  expect(events.find((e) => e.type === 'frostgrave/spellForgets')).toMatchObject({
    rule: 'FG-8.2',
    text: 'Morwen forgets Bone Dart for the rest of the game.',
  })
})
