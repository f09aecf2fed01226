/**
 * Double Cross on the engine's decision kit (core/decision.ts): every refusal names the rule it enforces
 * (the one its sentence cites, where it cites one), a malformed action is refused under DX-7 with its code
 * and params, and ids come from the state's counter, taken as events that write no log line.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine'
import type { DxAction } from '../../../src/engine/systems/double-cross'
import { act, blankCharacter, lois, mainGame, session, start } from './helpers'

const refusal = (state = start(), action: unknown) => {
  const r = session.apply(state, action as DxAction, scriptedDice([]))
  if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
  return r
}

describe('refusals carry their rule', () => {
  it.each<[string, unknown]>([
    ['DX-4.5', { type: 'double-cross/startBacktrack' }],
    ['DX-4.6', { type: 'double-cross/startClimax' }],
    ['DX-4.4', { type: 'double-cross/impulseChecks' }],
    ['DX-5.4', { type: 'double-cross/advanceCombat' }],
    ['DX-6.6', { type: 'double-cross/react', reactions: [] }],
    ['DX-6.8', { type: 'double-cross/resolveStep' }],
    ['DX-2.6', { type: 'double-cross/roll', command: '3DX@1' }],
    ['DX-2.8', { type: 'double-cross/roll', command: 'bogus' }],
    ['DX-1.3', { type: 'double-cross/check', check: { characterId: 'c1', skill: 30 } }],
  ])('%s: %j', (rule, action) => {
    const r = refusal(start(), action)
    expect(r.rule).toBe(rule)
    const cited = /\((DX-[\d.]+)\)/.exec(r.error)?.[1]
    if (cited) expect(r.rule).toBe(cited)
  })

  it('a refusal whose sentence cites no rule takes the section of its command', () => {
    expect(refusal(start(), { type: 'double-cross/adjust', characterId: 'c999', hp: 1 })).toEqual({
      ok: false,
      rule: 'DX-4',
      code: 'noCharacter',
      error: 'no character with id c999',
      params: { id: 'c999' },
    })
    expect(
      refusal(mainGame(), { type: 'double-cross/enterScene', sceneId: 's999', characterIds: ['c1'] }),
    ).toMatchObject({ rule: 'DX-4.3', code: 'noScene', params: { id: 's999' } })
  })

  it('an opposed side keeps the rule of its own refusal', () => {
    const r = refusal(start(), {
      type: 'double-cross/opposed',
      action: { kind: 'sheet', characterId: 'c1', skill: 30 },
      reaction: { kind: 'pool', label: '', dice: 3, modifier: 0, critical: 10 },
    })
    expect(r).toMatchObject({
      rule: 'DX-1.3',
      code: 'actionSide.noSkill',
      error: 'action side: Keigo has no skill #31 (DX-1.3)',
    })
  })

  it('DX-7: a malformed action is refused with its type and the problem', () => {
    const r = refusal(start(), { type: 'double-cross/nope' })
    expect(r).toMatchObject({ rule: 'DX-7', code: 'malformed', params: { type: 'double-cross/nope' } })
    expect(r.error).toBe(`malformed double-cross/nope action: ${r.params.problem}`)
    expect(refusal(start(), 42).params.type).toBe('?')
  })
})

describe('ids come from the state', () => {
  it('each id taken moves the counter once, and only the things made write log lines', () => {
    const s = start('empty')
    // A character takes its own id, then its Loises'.
    const added = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({ loises: [lois('A'), lois('B')] }),
    })
    const c = added.state.characters[0]!
    expect([c.id, ...c.loises.map((l) => l.id)]).toEqual([
      `c${s.nextId}`,
      `l${s.nextId + 1}`,
      `l${s.nextId + 2}`,
    ])
    expect(added.state.nextId).toBe(s.nextId + 3)
    expect(added.events.map((e) => e.type)).toEqual(['double-cross/characterAdded'])
  })

  it('a refused command takes no id', () => {
    const s = start()
    refusal(s, { type: 'double-cross/roll', command: '3DX', characterId: 'c999' })
    const rolled = act(s, { type: 'double-cross/roll', command: '3DX' }, [1, 2, 3])
    expect(rolled.state.rolls[0]!.id).toBe(`r${s.nextId}`)
    expect(rolled.state.nextId).toBe(s.nextId + 1)
  })
})
