/**
 * The opposed check as the form now sends it (issue #11): effects on each side (dice, critical, achievement),
 * the GM's modifiers per side (DX-1.5) and "cannot react" (DX-3.2, DX-6.6), with scripted dice.
 */
import { describe, expect, it } from 'vitest'
import { act, blankCharacter, byName, effectInput, refused, start } from '../helpers'
import type { DxState, Effect } from '../../../../src/engine/systems/double-cross'

/** A 2-point effect aimed at one character at close range, rolled against a reaction. */
const effect = (name: string, patch: Partial<Effect> = {}) =>
  effectInput({
    name,
    skill: '—',
    cost: 2,
    target: 'Single',
    range: 'Close',
    difficulty: 'Opposed',
    ...patch,
  })

/** The sample cast plus Rin (Body 2, encroachment 30%: no bonus dice) with two effects. */
function withRin(): DxState {
  return act(start(), {
    type: 'double-cross/addCharacter',
    character: blankCharacter({
      name: 'Rin',
      effects: [
        effect('Sure Hand', { dice: 1, hit: 3 }),
        effect('Shadow Strike', { noReaction: true, cost: 4 }),
      ],
    }),
  }).state
}

describe('opposed checks from the form (DX-3, DX-1.5, DX-6.6)', () => {
  it('DX-3.2: the GM’s "cannot react" — the reaction is not rolled and the action wins, costs paid by the action only', () => {
    const s = start()
    const keigo = byName(s, 'Keigo')
    const man = byName(s, 'Man in black')
    const pbf = keigo.effects[0]!.id
    // Keigo: Body 3 + 2 (80%) + 3 Perfect Beast Form = 8 dice; the reaction rolls nothing.
    const { state, events } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'sheet', characterId: keigo.id, stat: 'body', effects: [pbf] },
        reaction: { kind: 'sheet', characterId: man.id, stat: 'body' },
        cannotReact: true,
      },
      [2, 3, 4, 5, 6, 7, 2, 3],
    )
    expect(state.rolls[0]).toMatchObject({
      type: 'opposed',
      reaction: null,
      winner: 'action',
      reason: 'cannot-react',
    })
    expect(events[0]).toMatchObject({
      type: 'double-cross/opposed-body-none-reactionCannotReact',
      rule: 'DX-3',
      text: 'Opposed: Keigo — Body (8DX) ＞ 7[2,3,4,5,6,7,2,3] ＞ 7 vs reaction not rolled — the reaction cannot react and is not rolled (DX-3.2): action wins',
      dice: [2, 3, 4, 5, 6, 7, 2, 3],
    })
    expect(events.map((e) => e.rule)).toEqual(['DX-3', 'DX-4.2'])
    expect(byName(state, 'Keigo').encroachment).toBe(86)
  })

  it('DX-3.4: a fumbling action still loses when the reaction cannot react', () => {
    const s = start()
    const { state } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'pool', label: 'Trap', dice: 2, modifier: 0, critical: 10 },
        reaction: { kind: 'pool', label: 'Wall', dice: 3, modifier: 0, critical: 10 },
        cannotReact: true,
      },
      [1, 1],
    )
    expect(state.rolls[0]).toMatchObject({ winner: 'reaction', reason: 'action-fumbled', reaction: null })
  })

  it('DX-6.6: an action effect whose targets cannot react works like the switch, as in the attack form', () => {
    const s = withRin()
    const rin = byName(s, 'Rin')
    const man = byName(s, 'Man in black')
    const shadow = rin.effects.find((e) => e.name === 'Shadow Strike')!.id
    const { state, events } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'sheet', characterId: rin.id, stat: 'body', effects: [shadow] },
        reaction: { kind: 'sheet', characterId: man.id, stat: 'body' },
      },
      [4, 9],
    )
    expect(state.rolls[0]).toMatchObject({ winner: 'action', reason: 'cannot-react', reaction: null })
    expect(events[1]).toMatchObject({
      rule: 'DX-4.2',
      text: 'Rin: Shadow Strike cost +4 ＞ encroachment 30% → 34%',
    })
  })

  it('DX-1.2: an effect’s achievement bonus (its hit modifier) and dice join the side’s check', () => {
    const s = withRin()
    const rin = byName(s, 'Rin')
    const sure = rin.effects.find((e) => e.name === 'Sure Hand')!.id
    // Rin: Body 2 + 1 (Sure Hand) + 1 GM die = 4 dice, +3 (Sure Hand) −1 (GM) achievement; the pool:
    // 2 dice + 1 GM die, +2 +2 (GM).
    const { state, events } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: {
          kind: 'sheet',
          characterId: rin.id,
          stat: 'body',
          effects: [sure],
          gmDice: 1,
          gmScore: -1,
        },
        reaction: { kind: 'pool', label: 'Guard', dice: 2, modifier: 2, critical: 10, gmDice: 1, gmScore: 2 },
      },
      [3, 5, 8, 2, /* reaction */ 6, 4, 1],
    )
    const record = state.rolls[0]!
    expect(record).toMatchObject({
      type: 'opposed',
      action: { notation: '4DX+2', roll: { total: 10 } },
      reaction: { notation: '3DX+4', roll: { total: 10 } },
      winner: 'reaction',
      reason: 'tie',
    })
    // The GM's modifiers are told first (DX-5.1), then the roll.
    expect(events[0]!.rule).toBe('DX-5.1')
    expect(events[1]!.text).toContain('tie at 10: reaction wins ties (DX-3.3)')
  })

  it('the switch is schema-checked, and a log from before it (no key) replays as it always did', () => {
    const s = start()
    expect(
      refused(s, {
        type: 'double-cross/opposed',
        action: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
        reaction: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
        cannotReact: 'yes',
      }),
    ).toMatch(/cannotReact/)
    const { state } = act(
      s,
      {
        type: 'double-cross/opposed',
        action: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
        reaction: { kind: 'pool', label: '', dice: 1, modifier: 0, critical: 10 },
      },
      [7, 3],
    )
    expect(state.rolls[0]).toMatchObject({ winner: 'action', reason: 'higher' })
  })
})
