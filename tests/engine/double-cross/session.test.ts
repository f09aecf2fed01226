import { describe, expect, it } from 'vitest'
import { doubleCross, scriptedDice, systems } from '../../../src/engine'
import { act, refused, session, start } from './helpers'
import type { History } from '../../../src/engine'
import type { DxAction, DxState } from '../../../src/engine/systems/double-cross'

describe('the saved GM screen (session module)', () => {
  it('is registered as a system with id double-cross', () => {
    expect(systems['double-cross']).toBe(session)
    expect(session.id).toBe('double-cross')
  })

  it('DX-4.6: starts in the pre-game with the sample cast, or empty', () => {
    const s = start()
    expect(s.phase).toBe('pre-game')
    expect(s.characters.map((c) => [c.name, c.kind])).toEqual([
      ['Keigo', 'pc'],
      ['Kaede', 'pc'],
      ['Man in black', 'npc'],
    ])
    expect(start('empty').characters).toEqual([])
    expect(session.result(s)).toEqual({ over: false })
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})

describe('hostile actions (saves are untrusted)', () => {
  it.each([
    null,
    42,
    'double-cross/roll',
    {},
    { type: 'double-cross/nope' },
    { type: 'double-cross/roll' },
    { type: 'double-cross/roll', command: 5 },
    { type: 'double-cross/check', check: { characterId: 'c1', stat: 'luck' } },
    { type: 'double-cross/check', check: { characterId: 'c1', stat: 'body', extraDice: 1e9 } },
    { type: 'double-cross/addCharacter', character: { name: 'x' } },
    { type: 'double-cross/adjust', characterId: 'c1', hp: -1 },
    { type: 'double-cross/adjust', characterId: 'c1', encroachment: Number.NaN },
    { type: 'double-cross/enterScene', sceneId: 's1', characterIds: [] },
    { type: 'double-cross/finishSession', entries: 'all' },
    {
      type: 'double-cross/opposed',
      action: { kind: 'pool', label: '', dice: 3, modifier: 0, critical: 1 },
      reaction: { kind: 'pool', label: '', dice: 3, modifier: 0, critical: 10 },
    },
  ])('refuses %j without throwing', (action) => {
    expect(() => refused(start(), action)).not.toThrow()
  })

  it('apply never mutates its input', () => {
    const s = start()
    const frozen = JSON.stringify(s)
    session.apply(
      s,
      { type: 'double-cross/roll', command: '5DX@7' },
      scriptedDice([7, 7, 7, 7, 7, 1, 1, 1, 1, 1]),
    )
    session.apply(s, { type: 'double-cross/addScene', name: 'x' }, scriptedDice([]))
    expect(JSON.stringify(s)).toBe(frozen)
  })

  it('the engine-level roll and the session agree', () => {
    const faces = [10, 10, 7, 10, 3, 5]
    const direct = doubleCross.roll({ dice: 3, modifier: 0, critical: 10 }, scriptedDice(faces))
    const { state } = act(start(), { type: 'double-cross/roll', command: '3DX' }, faces)
    expect(state.rolls[0]).toMatchObject({ roll: direct })
  })
})

describe('saved tables', () => {
  it('a session log survives writeSave/readSave and replays to the same state', async () => {
    const { execute, readSave, seededDice, startHistory, writeSave } = await import('../../../src/engine')
    const started = startHistory(session, { cast: 'sample' }, 'table')
    if (!started.ok) throw new Error(started.error)
    let h: History<DxState, DxAction> = started.value
    const dice = seededDice('save')
    const run = (action: DxAction) => {
      const done = execute<DxState, DxAction>(h, action, dice)
      if (!done.ok) throw new Error(done.error)
      h = done.history
    }
    run({ type: 'double-cross/roll', command: '10DX+3@8>=12' })
    run({ type: 'double-cross/addScene', name: 'Opening' })
    run({ type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'x' })
    run({
      type: 'double-cross/enterScene',
      sceneId: h.state.scenes[0]!.id,
      characterIds: [h.state.characters[0]!.id],
    })
    const text = writeSave({
      id: 'x',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Table',
      options: { cast: 'sample' },
      seed: 'table',
      log: [...h.log],
      createdAt: '2026-11-21T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
    })
    const read = readSave(text)
    expect(read.ok).toBe(true)
    const tampered = JSON.parse(text)
    tampered.log[0].rolls[0][1] = 11
    expect(readSave(JSON.stringify(tampered)).ok).toBe(false)
  })
})
