import { describe, expect, it } from 'vitest'
import { act, byName, mainGame, refused, start } from '../helpers'
import { selectBonus } from '../../../../src/engine/systems/double-cross'

describe('session flow: pre-game and scenes (DX-4.3, DX-4.6)', () => {
  it('DX-4.6: the pre-game record sheet keeps date, names, max HP, lasting Loises, base encroachment', () => {
    const s = mainGame()
    expect(s.phase).toBe('main')
    expect(s.preGame).toEqual({
      date: '2026-11-21',
      scenario: 'Man in black',
      entries: [
        {
          characterId: byName(s, 'Keigo').id,
          name: 'Keigo',
          maxHp: 30,
          lastingLoises: ['Kaede'],
          baseEncroachment: 35,
        },
        {
          characterId: byName(s, 'Kaede').id,
          name: 'Kaede',
          maxHp: 26,
          lastingLoises: ['Keigo'],
          baseEncroachment: 32,
        },
      ],
    })
    expect(refused(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' })).toMatch(/DX-4.6/)
  })

  it('DX-4.3: entering a scene rolls 1d10 each, raising encroachment and the bonus dice', () => {
    const s = mainGame()
    expect(
      refused(start(), {
        type: 'double-cross/enterScene',
        sceneId: s.scenes[0]!.id,
        characterIds: [byName(s, 'Kaede').id],
      }),
    ).toMatch(/pre-game record sheet first/)
    const kaede = byName(s, 'Kaede')
    const keigo = byName(s, 'Keigo')
    expect(selectBonus(s, kaede).dice).toBe(0)
    const { state, events } = act(
      s,
      { type: 'double-cross/enterScene', sceneId: s.scenes[0]!.id, characterIds: [kaede.id, keigo.id] },
      [10, 10],
    )
    expect(byName(state, 'Kaede').encroachment).toBe(50)
    expect(byName(state, 'Keigo').encroachment).toBe(90)
    expect(events.map((e) => [e.rule, e.text, e.dice])).toEqual([
      ['DX-4.3', 'Kaede enters “Opening”: +10[10] ＞ encroachment 40% → 50%', [10]],
      ['DX-4.3', 'Keigo enters “Opening”: +10[10] ＞ encroachment 80% → 90%', [10]],
    ])
    const again = act(state, { type: 'double-cross/addScene', name: 'Rooftop' }).state
    const later = act(
      again,
      { type: 'double-cross/enterScene', sceneId: again.scenes[1]!.id, characterIds: [kaede.id] },
      [10],
    ).state
    expect(selectBonus(later, byName(later, 'Kaede')).dice).toBe(1)
    expect(later.scenes[0]!.entries).toHaveLength(2)
    expect(
      refused(later, {
        type: 'double-cross/enterScene',
        sceneId: again.scenes[0]!.id,
        characterIds: [kaede.id],
      }),
    ).toMatch(/already in/)
  })
})
