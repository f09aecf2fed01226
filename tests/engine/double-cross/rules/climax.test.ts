import { describe, expect, it } from 'vitest'
import { act, byName, mainGame, refused, session } from '../helpers'

describe('session flow: climax and backtrack (DX-4.4 … DX-4.6)', () => {
  it('DX-4.4 / DX-4.5 / DX-4.6: climax, impulse checks, backtrack, after-game', () => {
    let s = mainGame()
    s = act(s, { type: 'double-cross/startClimax' }).state
    expect(s.phase).toBe('climax')
    // Keigo: Mind 1 + 2 dice (80%), Will 1; Kaede: Mind 4 + 0 dice, Will 2; each then 2d10
    const impulse = act(
      s,
      { type: 'double-cross/impulseChecks' },
      [3, 9, 2, /* Keigo +2d10 */ 6, 8, /* Kaede */ 2, 3, 4, 5, /* +2d10 */ 1, 2],
    )
    s = impulse.state
    expect(s.impulse).toEqual([
      { characterId: byName(s, 'Keigo').id, success: true, total: 10, added: 14 },
      { characterId: byName(s, 'Kaede').id, success: false, total: 7, added: 3 },
    ])
    expect(impulse.events.map((e) => e.rule)).toEqual([
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
      'DX-4.4',
    ])
    expect(impulse.events[0]!.text).toBe(
      'Keigo — impulse check (Will) (3DX+1>=9) ＞ 9[3,9,2]+1 ＞ 10 ＞ success',
    )
    expect(byName(s, 'Keigo').encroachment).toBe(94)
    expect(byName(s, 'Kaede').encroachment).toBe(43)
    expect(refused(s, { type: 'double-cross/impulseChecks' })).toMatch(/already made/)

    // push Keigo high so that the backtrack cannot bring him back
    s = act(s, { type: 'double-cross/adjust', characterId: byName(s, 'Keigo').id, encroachment: 140 }).state
    expect(
      refused(s, { type: 'double-cross/backtrack', characterId: byName(s, 'Keigo').id, doubled: false }),
    ).toMatch(/DX-4.5/)
    s = act(s, { type: 'double-cross/startBacktrack' }).state
    expect(refused(s, { type: 'double-cross/finishSession', entries: [] })).toMatch(
      /Keigo, Kaede must backtrack first/,
    )
    // Keigo has 2 standing Loises → doubled: 4 d10
    const keigoBack = act(
      s,
      { type: 'double-cross/backtrack', characterId: byName(s, 'Keigo').id, doubled: true },
      [2, 3, 4, 5],
    )
    s = keigoBack.state
    expect(byName(s, 'Keigo')).toMatchObject({ encroachment: 126, status: 'lost', kind: 'npc' })
    expect(keigoBack.events.map((e) => e.text)).toEqual([
      'Keigo: backtrack (doubled): −14[2,3,4,5] ＞ encroachment 140% → 126%',
      'Keigo stays at 126% (above 100%): lost to the virus, becomes a Jyarm and an NPC',
    ])
    s = act(
      s,
      { type: 'double-cross/backtrack', characterId: byName(s, 'Kaede').id, doubled: false },
      [7],
    ).state
    expect(byName(s, 'Kaede')).toMatchObject({ encroachment: 36, status: 'active', kind: 'pc' })
    expect(
      refused(s, { type: 'double-cross/backtrack', characterId: byName(s, 'Kaede').id, doubled: false }),
    ).toMatch(/already backtracked/)

    const kaedeLois = byName(s, 'Kaede').loises[0]!.id
    const done = act(s, {
      type: 'double-cross/finishSession',
      entries: [{ characterId: byName(s, 'Kaede').id, lastingLoises: [kaedeLois], experience: 12 }],
    })
    s = done.state
    expect(s.phase).toBe('after-game')
    expect(s.afterGame!.entries).toEqual([
      { characterId: byName(s, 'Keigo').id, name: 'Keigo', fate: 'lost', lastingLoises: [], experience: 0 },
      {
        characterId: byName(s, 'Kaede').id,
        name: 'Kaede',
        fate: 'survived',
        lastingLoises: [kaedeLois],
        experience: 12,
      },
    ])
    expect(byName(s, 'Kaede')).toMatchObject({ encroachment: 32, hp: 26, experience: 12 })
    expect(session.result(s)).toMatchObject({ over: true, winner: null })
    expect(session.legalActions(s)).toEqual([])
    expect(refused(s, { type: 'double-cross/roll', command: '1DX' })).toMatch(/session is over/)
  })
})
