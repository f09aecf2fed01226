/**
 * DX-4.7: the Titus revival — an incapacitated PC turns a Lois into a Titus (or takes one already turned)
 * and sublimates it to act again with HP = [Body]; each refusal with its reason.
 */
import { describe, expect, it } from 'vitest'
import { act, blankCharacter, byName, lois, refused, start } from '../helpers'
import type { DxState } from '../../../../src/engine/systems/double-cross'

/** The sample cast with Keigo (Body 3, Loises: Kaede, Man in black) brought to HP 0. */
function keigoDown(): DxState {
  const s = start()
  return act(s, { type: 'double-cross/change', characterId: byName(s, 'Keigo').id, hpBy: -30 }).state
}

describe('DX-4.7 Titus revival', () => {
  it('turns a Lois into a Titus, sublimates it, and the PC rises with HP = [Body]', () => {
    const s = keigoDown()
    const keigo = byName(s, 'Keigo')
    expect(keigo).toMatchObject({ hp: 0, incapacitated: true })
    const { state, events } = act(s, {
      type: 'double-cross/titusRevival',
      characterId: keigo.id,
      loisId: keigo.loises[0]!.id,
    })
    expect(events).toEqual([
      {
        type: 'double-cross/titusRevivalTurned',
        rule: 'DX-4.7',
        text: 'Keigo turns the Lois for Kaede into a Titus and sublimates it: revived from incapacitation, HP 0 → 3 ([Body])',
        params: { name: 'Keigo', lois: 'Kaede', before: 0, hp: 3 },
      },
    ])
    const after = byName(state, 'Keigo')
    expect(after).toMatchObject({ hp: 3, incapacitated: false })
    expect(after.loises[0]).toMatchObject({ titus: true, sublimated: true })
    expect(after.loises[1]).toMatchObject({ titus: false })
    expect(after.loises[1]!.sublimated).toBeUndefined()
  })

  it('a Titus already turned is sublimated as it is', () => {
    const s = act(start(), {
      type: 'double-cross/addCharacter',
      character: blankCharacter({ name: 'Rin', hp: 0, loises: [lois('Sister', true)], incapacitated: true }),
    }).state
    const rin = byName(s, 'Rin')
    const { state, events } = act(s, {
      type: 'double-cross/titusRevival',
      characterId: rin.id,
      loisId: rin.loises[0]!.id,
    })
    expect(events[0]).toMatchObject({
      type: 'double-cross/titusRevival',
      text: 'Rin sublimates the Titus for Sister: revived from incapacitation, HP 0 → 2 ([Body])',
    })
    expect(byName(state, 'Rin')).toMatchObject({ hp: 2, incapacitated: false })
  })

  it('HP never goes above max HP', () => {
    const s = act(start(), {
      type: 'double-cross/addCharacter',
      character: blankCharacter({
        name: 'Rin',
        stats: { body: 9, sense: 1, mind: 1, social: 1 },
        hp: 0,
        maxHp: 5,
        loises: [lois('Sister')],
        incapacitated: true,
      }),
    }).state
    const rin = byName(s, 'Rin')
    const { state } = act(s, {
      type: 'double-cross/titusRevival',
      characterId: rin.id,
      loisId: rin.loises[0]!.id,
    })
    expect(byName(state, 'Rin').hp).toBe(5)
  })

  it('refuses what the rules do not allow, with a reason citing DX-4.7', () => {
    const s = keigoDown()
    const keigo = byName(s, 'Keigo')
    const kaede = byName(s, 'Kaede')
    const man = byName(s, 'Man in black')
    const revive = (characterId: string, loisId: string) =>
      ({ type: 'double-cross/titusRevival', characterId, loisId }) as const
    expect(refused(s, revive(kaede.id, kaede.loises[0]!.id))).toBe(
      'Kaede is not incapacitated: nothing to revive from (DX-4.7)',
    )
    expect(refused(s, revive(man.id, 'l1'))).toBe(
      'only a PC has Loises to sublimate (DX-4.7): Man in black is an NPC',
    )
    expect(refused(s, revive(keigo.id, 'l999'))).toBe('Keigo has no Lois l999')
    expect(refused(s, revive('c999', 'l2'))).toBe('no character with id c999')
    // Spent, then down again: the same Titus cannot be sublimated twice; once all are spent, none is left.
    let down = act(s, revive(keigo.id, keigo.loises[0]!.id)).state
    down = act(down, { type: 'double-cross/change', characterId: keigo.id, hpBy: -3 }).state
    expect(refused(down, revive(keigo.id, keigo.loises[0]!.id))).toBe(
      'the Titus of Kaede is already sublimated (DX-4.7)',
    )
    down = act(down, revive(keigo.id, keigo.loises[1]!.id)).state
    down = act(down, { type: 'double-cross/change', characterId: keigo.id, hpBy: -3 }).state
    expect(refused(down, revive(keigo.id, keigo.loises[1]!.id))).toBe(
      'Keigo has no Lois or Titus left to sublimate (DX-4.7)',
    )
  })

  it('a dead PC is beyond a revival', () => {
    const s = act(start(), {
      type: 'double-cross/addCharacter',
      character: blankCharacter({
        name: 'Rin',
        status: 'dead',
        hp: 0,
        loises: [lois('Sister')],
        incapacitated: true,
      }),
    }).state
    const rin = byName(s, 'Rin')
    expect(
      refused(s, { type: 'double-cross/titusRevival', characterId: rin.id, loisId: rin.loises[0]!.id }),
    ).toBe('Rin is beyond a revival (DX-4.7)')
  })

  it('a sublimated Titus does not stand at the backtrack, and the legal actions offer the revival', async () => {
    const { selectLegalActions } = await import('../../../../src/engine/systems/double-cross')
    const s = keigoDown()
    const keigo = byName(s, 'Keigo')
    expect(selectLegalActions(s)).toContainEqual({
      type: 'double-cross/titusRevival',
      characterId: keigo.id,
      loisId: keigo.loises[0]!.id,
    })
    const after = act(s, {
      type: 'double-cross/titusRevival',
      characterId: keigo.id,
      loisId: keigo.loises[0]!.id,
    }).state
    expect(byName(after, 'Keigo').loises.filter((l) => !l.titus)).toHaveLength(1)
    expect(selectLegalActions(after).some((a) => a.type === 'double-cross/titusRevival')).toBe(false)
  })
})
