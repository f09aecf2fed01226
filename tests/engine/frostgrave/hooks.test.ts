/**
 * The hooks through which the spells change the base rules (rules/hooks.ts): how registered answers are
 * combined, that registering a part again replaces it, and that no base rule imports a spell module.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { refuse } from '../../../src/engine/core/decision'
import { frostgrave, type Ctx } from '../../../src/engine/systems/frostgrave'
import {
  actionRefusal,
  actionsAllowed,
  initiativeBonus,
  mayAttack,
  registerHooks,
  walkInterruption,
} from '../../../src/engine/systems/frostgrave/rules/hooks'
import { SPELL_HOOKS } from '../../../src/engine/systems/frostgrave/rules/spells/hooks'
import { tableWith } from './helpers'

const RULES = join(__dirname, '../../../src/engine/systems/frostgrave/rules')

describe('FG hooks', () => {
  afterEach(() => registerHooks('test', {}))

  it('the spells are registered once frostgrave is loaded', () => {
    expect(frostgrave.id).toBe('frostgrave')
    const s = tableWith({})
    const wizard = s.models[0]!
    // Plane Walk answers the activation hook: a walker may only move.
    const walking: typeof s = {
      ...s,
      magic: {
        pending: null,
        casts: { turn: 0, by: {} },
        nextEffectId: 2,
        effects: [
          {
            id: 'e1',
            spell: 'Plane Walk',
            caster: wizard.id,
            model: wizard.id,
            duration: 'nextActivation',
            stats: {},
            value: 1,
            named: null,
            point: null,
            terrain: null,
          },
        ],
      },
    }
    expect(actionRefusal(walking, wizard, 'other')).toMatchObject({ code: 'planeWalking', rule: 'FG-8.2' })
    expect(actionRefusal(walking, wizard, 'move')).toBeNull()
    expect(actionRefusal(s, wizard, 'other')).toBeNull()
  })

  it('a refusal hook gives the first refusal; a number hook passes the count along', () => {
    const s = tableWith({})
    const wizard = s.models[0]!
    const first = refuse({ rule: 'T-1', code: 'first', text: 'first (T-1)' })
    registerHooks('test', {
      actionRefusal: [() => null, () => first, () => refuse({ rule: 'T-2', code: 'second', text: 'no' })],
      actionsAllowed: [(_s, _id, n) => n + 1, (_s, _id, n) => n * 10],
    })
    expect(actionRefusal(s, wizard, 'move')).toBe(first)
    expect(actionsAllowed(s, wizard.id, 2)).toBe(30)
  })

  it('a "may" hook stops at the first answer that says no; bonuses add up; the earliest interruption wins', () => {
    const s = tableWith({})
    const [a, b] = s.models
    const asked: string[] = []
    registerHooks('test', {
      mayAttack: [() => (asked.push('one'), false), () => (asked.push('two'), true)],
      initiativeBonus: [() => [1, 0], () => [0, 2]],
      walkInterruption: [
        () => ({ t: 0.5, interrupt: () => asked.push('late') }),
        () => ({ t: 0.25, interrupt: () => asked.push('early') }),
      ],
    })
    const ctx = { state: s } as Ctx
    expect(mayAttack(ctx, a!, b!)).toBe(false)
    expect(asked).toEqual(['one'])
    // The spells' own answer (Awareness) adds nothing here.
    expect(initiativeBonus(ctx)).toEqual([1, 2])
    expect(walkInterruption(s, a!, b!)?.t).toBe(0.25)
  })

  it('registering a part again replaces it, keeping its place', () => {
    const s = tableWith({})
    registerHooks('test', { actionsAllowed: [(_s, _id, n) => n + 5] })
    registerHooks('test', { actionsAllowed: [(_s, _id, n) => n + 1] })
    expect(actionsAllowed(s, s.models[0]!.id, 2)).toBe(3)
  })

  it('every hook the spells answer is a list of functions', () => {
    for (const fns of Object.values(SPELL_HOOKS)) {
      expect(fns.length).toBeGreaterThan(0)
      for (const f of fns) expect(typeof f).toBe('function')
    }
  })

  it('no base rule module imports a spell module', () => {
    const files = [
      ...readdirSync(RULES)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(RULES, f)),
      ...readdirSync(join(RULES, 'movement')).map((f) => join(RULES, 'movement', f)),
    ]
    const offenders = files.filter((f) => /from '\.\/spells\//.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })
})
