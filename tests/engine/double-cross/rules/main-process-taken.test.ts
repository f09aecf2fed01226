/**
 * DX-5.4: the main process records which Major and Minor action it took, so the menu can say so after a
 * reload; the next process starts with neither.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../../src/engine'
import { act, byName, session, start } from '../helpers'
import type { DxState } from '../../../../src/engine/systems/double-cross'

/** The sample cast in combat, Kaede's main process of round 1 (she acts first). */
function kaedeActs(): DxState {
  let s = start()
  s = act(s, { type: 'double-cross/startCombat', characterIds: s.characters.map((c) => c.id) }).state
  s = act(s, { type: 'double-cross/advanceCombat' }).state
  s = act(s, { type: 'double-cross/advanceCombat' }).state
  expect(s.combat).toMatchObject({ step: 'main', actor: byName(s, 'Kaede').id })
  return s
}

describe('DX-5.4 which action the main process took', () => {
  it('a Major and a Minor action are recorded by kind, and forgotten at the next process', () => {
    const s = kaedeActs()
    const kaede = byName(s, 'Kaede').id
    let after = act(s, { type: 'double-cross/minorAction', characterId: kaede, kind: 'move' }).state
    after = act(after, { type: 'double-cross/majorAction', characterId: kaede, kind: 'hide' }).state
    expect(after.combat).toMatchObject({
      majorTaken: true,
      majorKind: 'hide',
      minorTaken: true,
      minorKind: 'move',
    })
    const next = act(after, { type: 'double-cross/advanceCombat' }).state
    expect(next.combat).not.toHaveProperty('majorKind')
    expect(next.combat).not.toHaveProperty('minorKind')
    expect(next.combat).not.toHaveProperty('majorTaken')
  })

  it('the attack procedure is recorded as the Major action taken', () => {
    const s = kaedeActs()
    const kaede = byName(s, 'Kaede')
    const man = byName(s, 'Man in black')
    const result = session.apply(
      s,
      {
        type: 'double-cross/attack',
        attackerId: kaede.id,
        normal: 'melee',
        effects: [],
        targets: [man.id],
        cannotReact: [man.id],
      },
      seededDice('main-process-taken'),
    )
    if (!result.ok) throw new Error(result.error)
    const state = result.state
    expect(state.combat).toMatchObject({ majorTaken: true, majorKind: 'attack' })
  })
})
