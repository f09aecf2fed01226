/**
 * FG-5 melee, FG-4.7 forcing combat and FG-5.5 push-back, on scripted dice: every modifier with its rule
 * ID, the totals, who wins, the damage (FG-5.3, through FG-7), ties (FG-5.4) and critical hits (FG-5.8).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  frostgrave,
  isInCombat,
  waitingChoice,
  type FgAction,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { canUndo, execute, undo, type History } from '../../../src/engine/core/history'
import { IN, activated, model, move, ok, refused, tableWith } from './helpers'

/** Centre spacing of two 25 mm bases in contact, in inches. */
const TOUCH = 25 / 25.4

const fightAction = (m: string, target: string): FgAction => ({ type: 'frostgrave/fight', model: m, target })

/** `a` (player 0) activated at (10, 10), `b` in base contact east of it; `others` placed as given. */
function duel(
  a: string,
  b: string,
  others: Record<string, [number, number]> = {},
  change: (m: Model) => Model = (m) => m,
): FgState {
  const s = tableWith({ [a]: [10, 10], [b]: [10 + TOUCH, 10], ...others })
  return activated({ ...s, models: s.models.map(change) }, a)
}

const lines = (events: { type: string; rule?: string }[]): [string, string | undefined][] =>
  events.filter((e) => e.type !== 'frostgrave/forcedCombatLapsed').map((e) => [e.type, e.rule])

describe('FG-5.1 who may fight', () => {
  it('FG-5.1 only a model in base contact with an enemy', () => {
    const s = activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [12, 10] }), 'p0-s1')
    refused(s, fightAction('p0-s1', 'p1-s4'), 'FG-5.1')
  })
  it('FG-5.1 not a friend', () => {
    refused(duel('p0-s1', 'p0-s2'), fightAction('p0-s1', 'p0-s2'), 'FG-5.1')
  })
  it('FG-3.3 only a model of the activation', () => {
    const s = duel('p0-s1', 'p1-s4')
    refused(s, fightAction('p1-s4', 'p0-s1'), 'FG-3.3')
  })
  it('FG-4.5 / FG-5.1 bases beside each other at different heights are not in contact', () => {
    const s = tableWith({
      'p0-s1': [10, 10],
      'p1-s4': { x: (10 + TOUCH) * IN, y: 10 * IN, elevation: 300 },
    })
    refused(activated(s, 'p0-s1'), fightAction('p0-s1', 'p1-s4'), 'FG-5.1')
  })
})

describe('FG-5.2 / FG-5.3 / FG-5.4 the roll, the winner and the damage', () => {
  it.each([
    // attacker, defender, [d20 attacker, d20 defender], outcome, attacker's Health, defender's Health
    ['FG-5.2 higher total wins; FG-5.3 total − Armour', 'p0-s1', 'p1-s4', [12, 5], 'attacker', 12, 5],
    ['FG-5.2 the defender can win', 'p0-s1', 'p1-s4', [5, 15], 'defender', 7, 10],
    ['FG-5.4 equal totals: both hit', 'p0-s1', 'p1-s4', [10, 11], 'tie', 11, 7],
    ['FG-5.3 nothing when the total does not beat Armour', 'p0-s1', 'p1-s4', [3, 1], 'attacker', 12, 10],
    ['FG-5.3 two-handed weapon +2 damage', 'p0-s1', 'p1-s2', [2, 12], 'defender', 7, 10],
    ['FG-5.3 dagger −1 damage', 'p0-s5', 'p1-s4', [15, 1], 'attacker', 10, 5],
    [
      "FG-5.3 staff −1 damage and the staff's opponent −1",
      'p0-apprentice',
      'p1-s4',
      [18, 1],
      'attacker',
      10,
      3,
    ],
    ['FG-5.3 hitting a staff wielder: −1', 'p0-s1', 'p1-apprentice', [12, 1], 'attacker', 12, 6],
    ['FG-1.4 hand weapon and dagger: +1 Fight', 'p0-s4', 'p1-wizard', [9, 9], 'defender', 8, 14],
    ['FG-5.2 animals fight unmodified', 'p0-s6', 'p1-s4', [15, 2], 'attacker', 8, 4],
  ] as const)('%s', (_, a, b, faces, outcome, healthA, healthB) => {
    const r = ok(duel(a, b), fightAction(a, b), scriptedDice([...faces]))
    const resolved = r.events.find((e) => e.type === 'frostgrave/fightRoll')!
    expect(resolved.rule).toBe('FG-5.2')
    expect(resolved.dice).toEqual(faces)
    const words = r.events.map((e) => e.type)
    expect(words).toContain(outcome === 'tie' ? 'frostgrave/fightTie' : 'frostgrave/fightWon')
    expect([model(r.state, a).health, model(r.state, b).health]).toEqual([healthA, healthB])
  })

  it('FG-5.2 every modifier is its own log line with its rule ID, before the roll', () => {
    const r = ok(duel('p0-s1', 'p1-wizard'), fightAction('p0-s1', 'p1-wizard'), scriptedDice([10, 9]))
    expect(lines(r.events).slice(0, 3)).toEqual([
      ['frostgrave/fightModifier-roll-handWeaponDagger', 'FG-1.4'],
      ['frostgrave/fightRoll', 'FG-5.2'],
      ['frostgrave/fightWon', 'FG-5.2'],
    ])
    expect(r.events[0]!.text).toBe('Morwen: +1 to the roll (hand weapon and dagger).')
    expect(r.events[1]!.text).toBe('Brann fights Morwen: 10 +3 = 13 against 9 +3 = 12.')
  })

  it('FG-5.2 hand-to-hand only: a bow is no melee weapon (unarmed −2 Fight, −2 damage)', () => {
    const s = duel('p0-s1', 'p1-s4', {}, (m) => (m.id === 'p0-s1' ? { ...m, weapons: ['bow'] } : m))
    const r = ok(s, fightAction('p0-s1', 'p1-s4'), scriptedDice([15, 1]))
    expect(lines(r.events)).toContainEqual(['frostgrave/fightModifier-roll-weapon-unarmed', 'FG-5.2'])
    expect(lines(r.events)).toContainEqual(['frostgrave/fightModifier-damage-weapon-unarmed', 'FG-5.3'])
    // 15 + 3 − 2 = 16; 16 − 10 − 2 = 4 damage.
    expect(model(r.state, 'p1-s4').health).toBe(6)
  })

  it('FG-9.2 carrying treasure −1; FG-7.2 wounded −2', () => {
    const s = duel('p0-s1', 'p1-s4', {}, (m) =>
      m.id === 'p0-s1' ? { ...m, carrying: 't9' } : m.id === 'p1-s4' ? { ...m, health: 4 } : m,
    )
    const r = ok(s, fightAction('p0-s1', 'p1-s4'), scriptedDice([10, 11]))
    expect(lines(r.events)).toContainEqual(['frostgrave/fightModifier-roll-carrying', 'FG-9.2'])
    expect(lines(r.events)).toContainEqual(['frostgrave/fightModifier-roll-wounded', 'FG-7.2'])
    // 10 + 3 − 1 = 12 against 11 + 2 − 2 = 11.
    expect(r.events.find((e) => e.type === 'frostgrave/fightRoll')!.text).toBe(
      'Brann fights Brute: 10 +2 = 12 against 11 +0 = 11.',
    )
  })
})

describe('FG-5.7 support', () => {
  const at = (x: number, y: number): [number, number] => [x, y]
  it.each([
    ['one friend touching the target: +2', { 'p0-s2': at(10 + TOUCH, 10 + TOUCH) }, '+5', '+2'],
    ['two friends: +4', { 'p0-s2': at(10 + TOUCH, 10 + TOUCH), 'p0-s4': at(10 + 2 * TOUCH, 10) }, '+7', '+2'],
    [
      "both sides' support cancels",
      { 'p0-s2': at(10 + TOUCH, 10 + TOUCH), 'p1-s5': at(10, 10 - TOUCH) },
      '+3',
      '+2',
    ],
    ['the defender is supported', { 'p1-s5': at(10, 10 - TOUCH) }, '+3', '+4'],
    [
      'a friend in combat with another enemy does not support',
      { 'p0-s2': at(10 + TOUCH, 10 + TOUCH), 'p1-s5': at(10 + TOUCH, 10 + 2 * TOUCH) },
      '+3',
      '+2',
    ],
  ] as const)('FG-5.7 %s', (_, others, modA, modB) => {
    const r = ok(duel('p0-s1', 'p1-s4', others), fightAction('p0-s1', 'p1-s4'), scriptedDice([1, 1]))
    const roll = r.events.find((e) => e.type === 'frostgrave/fightRoll')! as {
      params?: Record<string, unknown>
    }
    expect([roll.params!.modA, roll.params!.modB]).toEqual([modA, modB])
  })
})

describe('FG-5.8 critical hits', () => {
  it('FG-5.8 a natural 20 wins whatever the totals and doubles the damage', () => {
    const s = duel('p0-s5', 'p1-s1', {}, (m) =>
      m.id === 'p1-s1' ? { ...m, stats: { ...m.stats, fight: 9 } } : m,
    )
    // Pip: 20 + 1 = 21 (dagger −1) against Sir Aldous 19 + 9 = 28: Pip wins, (21 − 13 − 1) × 2 = 14.
    const r = ok(s, fightAction('p0-s5', 'p1-s1'), scriptedDice([20, 19]))
    expect(lines(r.events)).toContainEqual(['frostgrave/fightWon-critical', 'FG-5.8'])
    expect(model(r.state, 'p1-s1').status).toBe('dead')
  })
  it('FG-5.8 both roll 20: both deal double damage, nobody wins, nobody is pushed', () => {
    const r = ok(duel('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s4'), scriptedDice([20, 20]))
    // Brann 23 − 10 = 13 × 2 = 26 (kills); Brute 22 − 12 = 10 × 2 = 20 (kills).
    expect(lines(r.events)).toContainEqual(['frostgrave/fightBothCritical', 'FG-5.8'])
    expect(model(r.state, 'p0-s1').status).toBe('dead')
    expect(model(r.state, 'p1-s4').status).toBe('dead')
    expect(r.state.pendingPushBack ?? null).toBeNull()
  })
  it('FG-5.8 switched off, a 20 is just a 20', () => {
    const base = duel('p0-s5', 'p1-s1')
    const s = { ...base, options: { ...base.options, criticalHits: false } }
    const r = ok(s, fightAction('p0-s5', 'p1-s1'), scriptedDice([20, 19]))
    expect(lines(r.events)).toContainEqual(['frostgrave/fightWon', 'FG-5.2'])
    expect(model(r.state, 'p1-s1').health).toBe(12)
  })
})

describe('FG-7 in a fight', () => {
  it('FG-7.1 / FG-9.3 a killed carrier drops its treasure; FG-7.2 a wound is told', () => {
    const s = duel('p0-s1', 'p1-s4', {}, (m) => (m.id === 'p1-s4' ? { ...m, carrying: 't9' } : m))
    const withCarrier = { ...s, treasures: s.treasures.map((t) => ({ ...t, carrier: 'p1-s4' })) }
    const r = ok(withCarrier, fightAction('p0-s1', 'p1-s4'), scriptedDice([19, 1]))
    expect(lines(r.events)).toContainEqual(['frostgrave/killed-damage', 'FG-7.1'])
    expect(lines(r.events)).toContainEqual(['frostgrave/treasureDropped-fell', 'FG-9.3'])
    expect(r.state.treasures[0]!.carrier).toBeNull()
    const w = ok(duel('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s4'), scriptedDice([14, 1]))
    expect(lines(w.events)).toContainEqual(['frostgrave/wounded', 'FG-7.2'])
  })
  it('FG-7.1 an attacker killed in its own fight ends its activation', () => {
    const r = ok(duel('p0-s5', 'p1-s2'), fightAction('p0-s5', 'p1-s2'), scriptedDice([1, 19]))
    expect(model(r.state, 'p0-s5').status).toBe('dead')
    expect(r.state.turn.activation).toBeNull()
  })
})

describe('FG-5.5 push-back and FG-5.6 the remaining action', () => {
  it('FG-5.5 the winner pushes the loser 1" straight back: no longer in combat', () => {
    let s = ok(duel('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s4'), scriptedDice([12, 5])).state
    expect(s.pendingPushBack).toEqual({ rule: 'FG-5.5', winner: 'p0-s1', loser: 'p1-s4' })
    expect(waitingChoice(s)).toEqual({ player: 0, kind: 'pushBack' })
    refused(s, { type: 'frostgrave/pushBack', model: 'p1-s4' }, 'FG-5.5')
    const r = ok(s, { type: 'frostgrave/pushBack', model: 'p0-s1' })
    s = r.state
    expect(model(s, 'p1-s4').x).toBe(Math.round((10 + TOUCH) * IN) + IN)
    expect(isInCombat(s, model(s, 'p0-s1'))).toBe(false)
    expect(lines(r.events)).toEqual([['frostgrave/pushedBack', 'FG-5.5']])
    // FG-5.6: its remaining action can only be a Move, and now it may move.
    refused(s, fightAction('p0-s1', 'p1-s4'), 'FG-3.2')
    ok(s, move('p0-s1', [8, 10]))
  })
  it('FG-5.5 the choice lasts until the next action; staying, the loser is still in combat', () => {
    let s = ok(duel('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s4'), scriptedDice([12, 5])).state
    s = ok(s, { type: 'frostgrave/endModel', model: 'p0-s1' }).state
    expect(s.pendingPushBack).toBeNull()
    refused(s, { type: 'frostgrave/pushBack', model: 'p0-s1' }, 'FG-5.5')
    expect(isInCombat(s, model(s, 'p1-s4'))).toBe(true)
  })
  it('FG-5.5 staying in combat is a command: logged, the offer gone, the loser still in combat', () => {
    const s = ok(duel('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s4'), scriptedDice([12, 5])).state
    const stay: FgAction = { type: 'frostgrave/declinePushBack', model: 'p0-s1' }
    expect(frostgrave.legalActions(s)).toContainEqual(stay)
    refused(s, { type: 'frostgrave/declinePushBack', model: 'p1-s4' }, 'FG-5.5')
    const r = ok(s, stay)
    expect(lines(r.events)).toEqual([['frostgrave/stayedInCombat', 'FG-5.5']])
    expect(r.state.pendingPushBack).toBeNull()
    expect(isInCombat(r.state, model(r.state, 'p1-s4'))).toBe(true)
    expect(frostgrave.legalActions(r.state)).not.toContainEqual(stay)
    const again = frostgrave.apply(r.state, { type: 'frostgrave/pushBack', model: 'p0-s1' }, scriptedDice([]))
    expect(again.ok ? null : again.code).toBe('noPushBack')
    const twice = frostgrave.apply(r.state, stay, scriptedDice([]))
    expect(twice.ok ? null : [twice.code, twice.error]).toEqual([
      'noStayInCombat',
      'Only the winner of the fight just fought may choose to stay in combat (FG-5.5)',
    ])
  })
  it('FG-5.5 staying rolls no dice, so it can be undone: the offer is back', () => {
    const s = duel('p0-s1', 'p1-s4')
    const module = frostgrave as unknown as History<FgState, FgAction>['module']
    let h: History<FgState, FgAction> = {
      module,
      options: {},
      seed: 'stay',
      initial: s,
      log: [],
      events: [],
      state: s,
      redo: [],
      snapshots: new Map(),
    }
    const step = (a: FgAction, faces: number[] = []): void => {
      const r = execute(h, a, scriptedDice(faces))
      if (!r.ok) throw new Error(r.error)
      h = r.history
    }
    step(fightAction('p0-s1', 'p1-s4'), [12, 5])
    step({ type: 'frostgrave/declinePushBack', model: 'p0-s1' })
    expect(h.state.pendingPushBack).toBeNull()
    expect(canUndo(h as History).ok).toBe(true)
    const undone = undo(h)
    if (!undone.ok) throw new Error(undone.error)
    expect(undone.value.state.pendingPushBack).toEqual({ rule: 'FG-5.5', winner: 'p0-s1', loser: 'p1-s4' })
  })
  it('FG-5.5 a winning defender may push too; FG-4.9 never off the table: it stops at the edge', () => {
    const s0 = tableWith({ 'p0-s1': [0.6, 10], 'p1-s4': [0.6 + TOUCH, 10] })
    let s = ok(activated(s0, 'p1-s4'), fightAction('p1-s4', 'p0-s1'), scriptedDice([15, 1])).state
    expect(s.pendingPushBack?.winner).toBe('p1-s4')
    s = ok(s, { type: 'frostgrave/pushBack', model: 'p1-s4' }).state
    expect(model(s, 'p0-s1').x).toBe(Math.ceil((25 / 25.4) * 50))
    const d = ok(activated(s0, 'p1-s4'), fightAction('p1-s4', 'p0-s1'), scriptedDice([1, 15])).state
    expect(d.pendingPushBack?.winner).toBe('p0-s1')
    expect(model(ok(d, { type: 'frostgrave/pushBack', model: 'p0-s1' }).state, 'p1-s4').x).toBe(
      Math.round((0.6 + TOUCH) * IN) + IN,
    )
  })
})

describe('FG-4.7 forcing combat', () => {
  const approach = (): FgState => {
    let s = activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [14, 10] }), 'p0-s1')
    s = ok(s, move('p0-s1', [12.5, 10])).state
    expect(s.pendingForcedCombat).toEqual([{ rule: 'FG-4.7', by: 'p1-s4', target: 'p0-s1' }])
    return s
  }
  const force: FgAction = { type: 'frostgrave/forceCombat', model: 'p1-s4', target: 'p0-s1' }

  it('FG-4.7 the enemy moves into base contact at once: no action spent, not a fight', () => {
    const s0 = approach()
    expect(frostgrave.legalActions(s0)).toContainEqual(force)
    const r = ok(s0, force)
    expect(lines(r.events)).toEqual([['frostgrave/forcedCombat', 'FG-4.7']])
    expect(isInCombat(r.state, model(r.state, 'p0-s1'))).toBe(true)
    expect(r.state.pendingForcedCombat).toEqual([])
    expect(r.state.turn.activation!.members[0]!.actionsUsed).toBe(1)
    // FG-5.1: the activated model may now fight with its second action; FG-4.6: it cannot move.
    expect(frostgrave.legalActions(r.state)).toContainEqual(fightAction('p0-s1', 'p1-s4'))
    refused(r.state, move('p0-s1', [10, 10]), 'FG-4.6')
    ok(r.state, fightAction('p0-s1', 'p1-s4'), scriptedDice([10, 10]))
  })

  it('FG-4.7 only at once, and only by the enemy the model came near', () => {
    const s0 = approach()
    refused(s0, { type: 'frostgrave/forceCombat', model: 'p1-s5', target: 'p0-s1' }, 'FG-4.7')
    const later = ok(s0, { type: 'frostgrave/endModel', model: 'p0-s1' }).state
    refused(later, force, 'FG-4.7')
  })
})

describe('legal actions', () => {
  it('FG-5.1 a fight is listed for each enemy in contact; FG-5.5 the push-back while offered', () => {
    const s = duel('p0-s1', 'p1-s4', { 'p1-s5': [10, 10 - TOUCH] })
    const fights = frostgrave.legalActions(s).filter((a) => a.type === 'frostgrave/fight')
    expect(fights).toEqual([fightAction('p0-s1', 'p1-s4'), fightAction('p0-s1', 'p1-s5')])
    const won = ok(s, fightAction('p0-s1', 'p1-s4'), scriptedDice([15, 1])).state
    expect(frostgrave.legalActions(won)).toContainEqual({ type: 'frostgrave/pushBack', model: 'p0-s1' })
  })
})

describe('FG-5.8 the option', () => {
  it('FG-5.8 critical hits are on unless the new game switches them off', async () => {
    const { newGame } = await import('../../../src/engine/systems/frostgrave')
    expect(newGame({}).options.criticalHits).toBeUndefined()
    expect(newGame({ criticalHits: false }).options.criticalHits).toBe(false)
  })
})

describe('FG-5.5 a push stops at another model', () => {
  it('FG-5.5 the loser is not pushed through a model behind it: it stops touching it', () => {
    const s0 = tableWith({
      'p0-s1': [10, 10],
      'p1-s4': [10 + TOUCH, 10],
      'p1-s5': [10 + 2 * TOUCH + 0.5, 10],
    })
    let s = ok(activated(s0, 'p0-s1'), fightAction('p0-s1', 'p1-s4'), scriptedDice([12, 5])).state
    s = ok(s, { type: 'frostgrave/pushBack', model: 'p0-s1' }).state
    const gap = model(s, 'p1-s5').x - model(s, 'p1-s4').x - TOUCH * IN
    expect(Math.abs(gap)).toBeLessThanOrEqual(2)
    expect(model(s, 'p1-s4').x).toBeGreaterThan(Math.round((10 + TOUCH) * IN) + 40)
  })
})
