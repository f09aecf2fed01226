/**
 * DRP-8.2 defence insurance read as the source words it (seed 004, Фаза 3 — Защита: «Подстраховать результат:
 * используйте потенциал защиты вместо результата на дайсе» — use the defence potential instead of the die):
 * the log, the chart and the boost menu follow it; and boosts that can change nothing are not sold (DRP-7.2
 * «Подстраховать результат: если результат на дайсе меньше вашего потенциала атаки…», DRP-8.2 «Поглощение:
 * если у атакующего на дайсе выпал минимум или у защитника выпал максимум, заблокируйте урон в размере своего
 * потенциала защиты»).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  selectAbsorptionOutlook,
  selectAttackMenu,
  selectDefenceMenu,
  selectResultDistribution,
} from '../../../src/engine/systems/dice-roll-party'
import type { Character } from '../../../src/engine/systems/dice-roll-party/types'
import { attackWith, char, defendWith, duel, play } from './helpers'

const instead = { defenceInsurance: 'instead' }

describe('DRP-8.2 defence insurance "instead of the die"', () => {
  it('the log tells no roll: the potential stands instead of the die', () => {
    const { events } = play(
      duel(char(2, 3, 0, 2), char(3, 0, 4, 6), instead),
      [attackWith(), defendWith({ insurance: true })],
      scriptedDice([3]),
    )
    const line = events.find((e) => e.type.startsWith('drp/defence-rolled'))!
    expect(line.type).toBe('drp/defence-rolled-instead')
    expect(line.rule).toBe('DRP-8.2')
    expect(line.text).not.toMatch(/→/)
    expect(line.text).toMatch(/defence potential 4 instead of the die = 4$/)
    expect(line.params).toEqual({ name: expect.any(String), n: 1, sides: 10, potential: 4, result: 4 })
    expect(line.dice ?? []).toEqual([])
  })

  it('the defence chart is the potential, always; the floor reading and the attack keep their faces', () => {
    const s = duel(char(2, 3, 0, 2), char(3, 0, 4, 6), instead)
    const insured = { raiseClass: false, superiority: false, insurance: true }
    expect(selectResultDistribution(s, 'defence', 4, insured)).toMatchObject({ min: 4, p: [1] })
    const floor = duel(char(2, 3, 0, 2), char(3, 0, 4, 6), { defenceInsurance: 'floor' })
    const d = selectResultDistribution(floor, 'defence', 4, insured)
    expect(d.min).toBe(4)
    expect(d.p[0]).toBeCloseTo(0.4)
    // The attack's insurance is a floor in both readings (DRP-7.2).
    const a = selectResultDistribution(s, 'attack', 4, insured)
    expect(a.min).toBe(4)
    expect(a.p[0]).toBeCloseTo(0.4)
  })

  it('with insurance ticked, raise class and superiority are not sold (they gain nothing); without, they are', () => {
    const s = play(duel(char(2, 3, 0, 2), char(3, 0, 4, 6), instead), [attackWith()], scriptedDice([3])).state
    const plain = selectDefenceMenu(s)!
    expect([plain.gate.raiseClass, plain.gate.superiority]).toEqual([null, null])
    const insured = selectDefenceMenu(s, { ...NO_DEFENCE_BOOSTS, insurance: true })!
    expect(insured.gate.raiseClass).toMatchObject({ rule: 'DRP-8.2', code: 'insuredNoRaise' })
    expect(insured.gate.superiority).toMatchObject({ rule: 'DRP-8.2', code: 'insuredNoSuperiority' })
    expect(insured.gate.insurance).toBeNull()
    // The floor reading still rolls a die: both stay on sale.
    const f = play(duel(char(2, 3, 0, 2), char(3, 0, 4, 6)), [attackWith()], scriptedDice([3])).state
    const floor = selectDefenceMenu(f, { ...NO_DEFENCE_BOOSTS, insurance: true })!
    expect([floor.gate.raiseClass, floor.gate.superiority]).toEqual([null, null])
  })
})

describe('DRP-7.2 attack boosts that can change nothing are not sold', () => {
  it('at attack class 0: no insurance (potential 0), no superiority unless the class is raised to a die', () => {
    const s = duel(char(4, 0, 1, 2), char(3, 0, 4, 6))
    const menu = selectAttackMenu(s, { player: 0, slot: 0 }, { player: 1, slot: 0 })!
    expect(menu.gate.insurance).toMatchObject({ rule: 'DRP-7.2', code: 'attackInsuranceNoPotential' })
    expect(menu.gate.superiority).toMatchObject({ rule: 'DRP-7.2', code: 'attackSuperiorityNoDie' })
    expect(menu.gate.raiseClass).toBeNull()
    expect(menu.gate.raiseDamage).toBeNull()
    const raised = selectAttackMenu(
      s,
      { player: 0, slot: 0 },
      { player: 1, slot: 0 },
      { ...NO_ATTACK_BOOSTS, raiseClass: true },
    )!
    expect(raised.gate.superiority).toBeNull()
  })
  it('from class 1 on, every attack boost is sold', () => {
    const s = duel(char(4, 1, 1, 2), char(3, 0, 4, 6))
    const menu = selectAttackMenu(s, { player: 0, slot: 0 }, { player: 1, slot: 0 })!
    expect(Object.values(menu.gate)).toEqual([null, null, null, null])
  })
})

describe('DRP-8.2 the absorption hint reads what is known', () => {
  const rolled = (attacker: Character, target: Character, face: number, options: object = instead) =>
    play(duel(attacker, target, options), [attackWith()], scriptedDice([face])).state
  it('a defence potential of 0 blocks nothing', () => {
    expect(selectAbsorptionOutlook(rolled(char(2, 3, 0, 2), char(3, 1, 0, 6), 5), NO_DEFENCE_BOOSTS)).toEqual(
      {
        kind: 'nothing',
      },
    )
  })
  it('the attacker rolled its minimum: a hit is absorbed for certain', () => {
    expect(selectAbsorptionOutlook(rolled(char(2, 3, 0, 2), char(3, 0, 2, 6), 1), NO_DEFENCE_BOOSTS)).toEqual(
      {
        kind: 'certain',
        blocks: 2,
      },
    )
  })
  it('otherwise only the defender’s maximum, with its chance; never when insurance replaces the die', () => {
    const s = rolled(char(2, 3, 0, 2), char(3, 0, 2, 6), 5)
    expect(selectAbsorptionOutlook(s, NO_DEFENCE_BOOSTS)).toEqual({
      kind: 'on-maximum',
      blocks: 2,
      sides: 6,
      chance: 1 / 6,
    })
    const twice = selectAbsorptionOutlook(s, { ...NO_DEFENCE_BOOSTS, superiority: true })
    expect(twice).toMatchObject({ kind: 'on-maximum', sides: 6 })
    expect((twice as { chance: number }).chance).toBeCloseTo(11 / 36)
    expect(selectAbsorptionOutlook(s, { ...NO_DEFENCE_BOOSTS, insurance: true })).toEqual({
      kind: 'impossible',
    })
  })
  it('the aspect-boost variant keeps absorption for the Form aspect (DRP-9.3)', () => {
    const s = rolled(char(2, 3, 0, 2), char(6, 0, 2, 1), 5, { aspects: true, aspectBoosts: true })
    expect(selectAbsorptionOutlook(s, NO_DEFENCE_BOOSTS)).toEqual({ kind: 'off' })
  })
})
