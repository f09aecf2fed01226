/**
 * The shape of Chesswarrior's commands (schema.ts): every legal action is well formed, and a malformed one is
 * refused with the specific sentence, code and rule the engine always gave for it (CW-9 for a value that is
 * no action at all). Every refusal cites a rule of the digest.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../src/engine/core/dice'
import { actionSchema, chesswarrior, legalActions } from '../../../src/engine/systems/chesswarrior'
import type { CwAction } from '../../../src/engine/systems/chesswarrior'
import { draftStandard, playState, randomGame } from './helpers'

describe('actionSchema', () => {
  it('accepts every legal action of random games, Standard and Expert', () => {
    const states = [...randomGame('schema-a', {}, 600), ...randomGame('schema-b', { mode: 'expert' }, 600)]
    let checked = 0
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      for (const a of legalActions(s)) {
        expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('malformed actions', () => {
  const table = draftStandard()
  const play = playState([{ card: 'page', side: 'p1', at: 'd4' }], { active: 'p1:page' })

  it.each([
    [null, 'notAnAction', 'an action must be an object with a type', 'CW-9'],
    [{ type: 7 }, 'notAnAction', 'an action must be an object with a type', 'CW-9'],
    [{ type: 'nonsense' }, 'unknownAction', 'unknown action "nonsense"', 'CW-9'],
    [{ type: 'chesswarrior/pick' }, 'needsHeroId', 'pick needs a hero id', 'CW-3.1'],
    [{ type: 'chesswarrior/unpick', card: '' }, 'needsHeroId', 'unpick needs a hero id', 'CW-3.1'],
    [{ type: 'chesswarrior/ban', card: 3 }, 'needsHeroId', 'ban needs a hero id', 'CW-3.2'],
    [
      { type: 'chesswarrior/chooseOrder', first: 'p3' },
      'chooseOrder',
      'choose p1 or p2 to place first (CW-3.6)',
      'CW-3.6',
    ],
    [
      { type: 'chesswarrior/place', hero: 'p1:page', square: { x: 1.5, y: 0 } },
      'placeNeedsSquare',
      'place needs a hero and a square on the board',
      'CW-3.6',
    ],
    [{ type: 'chesswarrior/move' }, 'needsAbilityId', 'move needs an ability id', 'CW-6.1'],
    [
      { type: 'chesswarrior/step', to: null },
      'stepNeedsSquare',
      'step needs a square on the board (CW-6.1)',
      'CW-6.1',
    ],
    [{ type: 'chesswarrior/use', ability: 7 }, 'needsAbilityId', 'use needs an ability id', 'CW-6.3'],
    [
      { type: 'chesswarrior/use', ability: 'a', target: { evil: true } },
      'badTarget',
      'the target must be a hero id',
      'CW-6.3',
    ],
    [
      { type: 'chesswarrior/use', ability: 'a', direction: 'UP' },
      'badDirection',
      'the direction must be N, E, S or W',
      'CW-8.5',
    ],
    [
      { type: 'chesswarrior/use', ability: 'a', facing: 'UP' },
      'badFacing',
      'the facing must be N, E, S or W',
      'CW-8.1',
    ],
    [
      { type: 'chesswarrior/use', ability: 'a', phase: 'both' },
      'badPhase',
      'the phase must be attack or support',
      'CW-4.3',
    ],
    [
      { type: 'chesswarrior/respond', hero: 'p2:vex' },
      'respondNeedsAbility',
      'respond needs a hero and an ability',
      'CW-7.2',
    ],
    [
      { type: 'chesswarrior/endActivation', facing: 'UP' },
      'chooseFacing',
      'choose a facing: N, E, S or W (CW-6.2)',
      'CW-6.2',
    ],
  ])('%j is refused as %s', (action, code, error, rule) => {
    for (const s of [table, play]) {
      const r = chesswarrior.apply(s, action as CwAction, scriptedDice([]))
      expect(r).toEqual({ ok: false, rule, code, error, params: expect.any(Object) })
    }
  })

  it('a step off the board is the rules’ to refuse, after the moment is checked (CW-6.1)', () => {
    const off = { type: 'chesswarrior/step', to: { x: 8, y: 4 } } as const
    expect(chesswarrior.apply(table, off, scriptedDice([]))).toMatchObject({ code: 'notNow', rule: 'CW-3.5' })
    expect(chesswarrior.apply(play, off, scriptedDice([]))).toMatchObject({
      code: 'stepNeedsSquare',
      rule: 'CW-6.1',
    })
  })
})

describe('refusals', () => {
  it('every refusal met while probing random play cites a rule of the digest, with its code and params', () => {
    const rules = new Set<string>()
    for (const s of randomGame('refusal-rules', {}, 800).filter((_, i) => i % 3 === 0)) {
      const someHero = s.heroOrder[0] ?? 'p1:page'
      const probes: CwAction[] = [
        { type: 'chesswarrior/pass' },
        { type: 'chesswarrior/activate', hero: someHero },
        { type: 'chesswarrior/pick', card: 'page' },
        { type: 'chesswarrior/confirmTeam' },
        { type: 'chesswarrior/endActivation', facing: 'E' },
        { type: 'chesswarrior/move', ability: 'nothing' },
        { type: 'chesswarrior/use', ability: 'nothing', target: someHero },
        { type: 'chesswarrior/step', to: { x: 0, y: 5 } },
      ]
      for (const a of probes) {
        const r = chesswarrior.apply(s, a, seededDice('probe'))
        if (r.ok) continue
        expect(r.rule, r.error).toMatch(/^CW-\d+(\.\d+)?$/)
        expect(r.code).toBeTruthy()
        expect(r.params).toBeTypeOf('object')
        rules.add(r.rule)
      }
    }
    expect(rules.size).toBeGreaterThan(4)
  })
})
