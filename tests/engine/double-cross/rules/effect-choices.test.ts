/**
 * The printed fields as choices (DX-7): every stored word is read by the procedure's readers as the book's
 * word would be (DX-6.3 timings and skills, DX-6.4 target, range, difficulty), and a stored field reads back
 * as its choice — a value typed before the choices existed stays as it was written.
 */
import { describe, expect, it } from 'vitest'
import {
  EFFECT_DIFFICULTY_CHOICES,
  EFFECT_RANGE_CHOICES,
  EFFECT_SKILL_CHOICES,
  EFFECT_TARGET_CHOICES,
  EFFECT_TIMING_CHOICES,
  choiceCodes,
  choiceValue,
  metresRange,
  readChoice,
} from '../../../../src/engine/systems/double-cross/rules/effect-choices'
import { doubleCross } from '../../../../src/engine/systems/double-cross'
import {
  difficultyOf,
  rangeMetres,
  skillOf,
  targetLimitOf,
} from '../../../../src/engine/systems/double-cross/rules/effects'

describe('DX-6.3 timing choices read by timingsOf', () => {
  it.each([
    ['auto', ['auto']],
    ['minor', ['minor']],
    ['major', ['major']],
    ['reaction', ['reaction']],
    ['majorReaction', ['major', 'reaction']],
    ['setup', ['setup']],
    ['initiative', ['initiative']],
    ['cleanup', ['cleanup']],
    ['constant', ['constant']],
  ] as const)('%s', (code, timings) => {
    expect(doubleCross.timingsOf({ timing: EFFECT_TIMING_CHOICES[code] })).toEqual(timings)
  })
})

describe('DX-6.3 skill choices read by skillOf', () => {
  it.each([
    ['melee', 'melee'],
    ['ranged', 'ranged'],
    ['rc', 'rc'],
    ['negotiation', 'negotiation'],
    ['dodge', 'dodge'],
    ['perception', 'perception'],
    ['will', 'will'],
    ['procure', 'procure'],
    ['ride', 'ride'],
    ['art', 'art'],
    ['knowledge', 'knowledge'],
    ['info', 'info'],
    ['syndrome', 'syndrome'],
    // A stat, "see the effect" and none name no skill family (DX-6.3: the GM picks, DX-6.5).
    ['body', null],
    ['sense', null],
    ['mind', null],
    ['social', null],
    ['seeEffect', null],
    ['none', null],
  ] as const)('%s', (code, kind) => {
    expect(skillOf({ skill: EFFECT_SKILL_CHOICES[code] })).toBe(kind)
  })
})

describe('DX-6.4 target, range and difficulty choices', () => {
  it('targets: single 1, three 3, areas and scenes no count, self and the rest none', () => {
    const limit = (code: keyof typeof EFFECT_TARGET_CHOICES) => targetLimitOf(EFFECT_TARGET_CHOICES[code])
    expect([limit('single'), limit('three'), limit('area'), limit('areaSelect')]).toEqual([1, 3, null, null])
    expect([limit('scene'), limit('sceneSelect'), limit('self'), limit('none')]).toEqual([
      null,
      null,
      undefined,
      undefined,
    ])
  })

  it('ranges: close 0, sight ∞, metres as stored, weapon and none unset', () => {
    expect(rangeMetres(EFFECT_RANGE_CHOICES.close)).toBe(0)
    expect(rangeMetres(EFFECT_RANGE_CHOICES.sight)).toBe(Number.POSITIVE_INFINITY)
    expect(rangeMetres(metresRange(20))).toBe(20)
    expect(rangeMetres(EFFECT_RANGE_CHOICES.weapon)).toBeUndefined()
    expect(rangeMetres(EFFECT_RANGE_CHOICES.none)).toBeUndefined()
  })

  it('difficulties: automatic success, opposed, a number or none', () => {
    expect(difficultyOf(EFFECT_DIFFICULTY_CHOICES.automatic)).toBe('automatic')
    expect(difficultyOf(EFFECT_DIFFICULTY_CHOICES.opposed)).toBe('opposed')
    expect(difficultyOf('12')).toBeUndefined()
    expect(difficultyOf(EFFECT_DIFFICULTY_CHOICES.seeEffect)).toBeUndefined()
  })
})

describe('DX-7 a stored field read back as its choice', () => {
  it('every fixed choice reads back as itself', () => {
    for (const field of ['timing', 'skill', 'target', 'range', 'difficulty'] as const)
      for (const code of choiceCodes(field))
        expect(readChoice(field, choiceValue(field, code))).toEqual({ kind: 'fixed', code })
  })

  it('numbers: "20m" a range, "12" a difficulty; an empty field is none', () => {
    expect(readChoice('range', '20m')).toEqual({ kind: 'number', value: 20 })
    expect(readChoice('difficulty', '12')).toEqual({ kind: 'number', value: 12 })
    expect(readChoice('target', '')).toEqual({ kind: 'fixed', code: 'none' })
    expect(readChoice('timing', '')).toEqual({ kind: 'typed', text: '' })
  })

  it('text typed before the choices existed stays as written, and still reads as the book’s word', () => {
    expect(readChoice('timing', 'メジャー')).toEqual({ kind: 'typed', text: 'メジャー' })
    expect(doubleCross.timingsOf({ timing: 'メジャー' })).toEqual(['major'])
    expect(readChoice('skill', '<Syndrome>')).toEqual({ kind: 'typed', text: '<Syndrome>' })
    expect(readChoice('range', '10 m')).toEqual({ kind: 'typed', text: '10 m' })
  })
})
