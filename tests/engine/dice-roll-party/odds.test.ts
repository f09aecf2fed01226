import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  NO_ATTACK_BOOSTS,
  NO_DEFENCE_BOOSTS,
  boostedClass,
  characterTotal,
  dieForClass,
  selectAttackOdds,
  selectDefenceOdds,
  selectWorstCaseOdds,
} from '../../../src/engine/systems/dice-roll-party'
import type {
  Action,
  AttackBoosts,
  Character,
  DefenceBoosts,
  State,
} from '../../../src/engine/systems/dice-roll-party/types'
import { apply, char, duel } from './helpers'

/** Every sequence of `count` faces of a d`sides`. */
function sequences(sides: number, count: number): number[][] {
  if (sides === 0 || count === 0) return [[]]
  const shorter = sequences(sides, count - 1)
  return shorter.flatMap((seq) => Array.from({ length: sides }, (_, i) => [...seq, i + 1]))
}

/** Plays one exchange with the given faces; returns tokens the target and the attacker lost to damage. */
function playOut(
  s0: State,
  attack: AttackBoosts,
  defence: DefenceBoosts,
  faces: number[],
): { target: number; attacker: number; hit: boolean } {
  let s = s0
  const step = (a: Action, dice = scriptedDice([])) => {
    const r = apply(s, a, dice)
    if (!r.ok) throw new Error(r.error)
    s = r.state
  }
  const dice = scriptedDice(faces)
  step({ type: 'dice-roll-party/attack', attacker: 0, target: { player: 1, slot: 0 }, boosts: attack }, dice)
  const targetBefore = characterTotal(s.players[1]!.characters[0]!)
  const attackerBefore = characterTotal(s.players[0]!.characters[0]!)
  const defenceCost = +defence.raiseClass + +defence.insurance + +defence.superiority + +defence.counterattack
  step({ type: 'dice-roll-party/defend', boosts: defence }, dice)
  while (s.stage.kind === 'damage') step({ type: 'dice-roll-party/payDamage', with: 'order' })
  return {
    target: targetBefore - defenceCost - characterTotal(s.players[1]!.characters[0]!),
    attacker: attackerBefore - characterTotal(s.players[0]!.characters[0]!),
    hit: s.lastCombat!.hit,
  }
}

/** The exact figures by brute force: every face of every die, played through the engine. */
function enumerate(s0: State, attack: AttackBoosts, defence: DefenceBoosts) {
  const a = s0.players[0]!.characters[0]!
  const t = s0.players[1]!.characters[0]!
  const aSides = dieForClass(boostedClass(a.attack, attack.raiseClass))
  const dSides = dieForClass(boostedClass(t.defence, defence.raiseClass))
  const aSeqs = sequences(aSides, attack.superiority ? 2 : 1)
  const dSeqs = sequences(dSides, defence.superiority ? 2 : 1)
  const p = 1 / (aSeqs.length * dSeqs.length)
  const targetHolds =
    characterTotal(t) -
    (+defence.raiseClass + +defence.insurance + +defence.superiority + +defence.counterattack)
  let hit = 0
  let damage = 0
  let destroy = 0
  let counter = 0
  for (const as of aSeqs)
    for (const ds of dSeqs) {
      const r = playOut(s0, attack, defence, [...as, ...ds])
      if (r.hit) hit += p
      damage += p * r.target
      if (r.target >= targetHolds) destroy += p
      counter += p * r.attacker
    }
  return { hit, damage, destroy, counter }
}

const cases: [string, Character, Character, Partial<AttackBoosts>, Partial<DefenceBoosts>, object][] = [
  ['d8 against d6, no boosts', char(2, 3, 0, 2), char(0, 0, 2, 6), {}, {}, {}],
  [
    'insured superior d10 against an insured d20',
    char(4, 4, 0, 2),
    char(2, 0, 5, 6),
    { insurance: true, superiority: true },
    { raiseClass: true, insurance: true },
    {},
  ],
  [
    'raised damage with advantage against a counterattack',
    char(4, 4, 2, 1),
    char(2, 3, 1, 1),
    { raiseDamage: 2 },
    { counterattack: true },
    { aspects: true },
  ],
  [
    'a fragile target that can be destroyed',
    char(3, 5, 0, 0),
    char(1, 0, 3, 2),
    { raiseClass: true },
    { superiority: true },
    {},
  ],
  ['class 0 defence', char(2, 2, 0, 2), char(0, 2, 0, 4), {}, {}, {}],
]

describe('DRP-7.2/DRP-8.3 exact odds', () => {
  it.each(cases)('odds before the attacker commits equal brute force: %s', (_, a, t, ab, db, options) => {
    const s = duel(a, t, options)
    const attack = { ...NO_ATTACK_BOOSTS, ...ab }
    const defence = { ...NO_DEFENCE_BOOSTS, ...db }
    const odds = selectAttackOdds(s, { player: 0, slot: 0 }, { player: 1, slot: 0 }, attack, defence)!
    const exact = enumerate(s, attack, defence)
    expect(odds.hit).toBeCloseTo(exact.hit, 12)
    expect(odds.expectedDamage).toBeCloseTo(exact.damage, 12)
    expect(odds.destroy).toBeCloseTo(exact.destroy, 12)
    expect(odds.expectedCounter).toBeCloseTo(exact.counter, 12)
  })
  it('DRP-8.3 d8 against d6 hits 27/48 of the time', () => {
    const odds = selectAttackOdds(
      duel(char(2, 3, 0, 2), char(0, 0, 2, 6)),
      { player: 0, slot: 0 },
      { player: 1, slot: 0 },
      NO_ATTACK_BOOSTS,
      NO_DEFENCE_BOOSTS,
    )!
    expect(odds.hit).toBeCloseTo(27 / 48, 14)
    expect(odds).toMatchObject({ attackDie: 8, defenceDie: 6 })
  })
  it('DRP-8.2 odds before the defender commits, with the attack already rolled', () => {
    let s = duel(char(2, 3, 0, 2), char(2, 0, 2, 6))
    const r = apply(
      s,
      {
        type: 'dice-roll-party/attack',
        attacker: 0,
        target: { player: 1, slot: 0 },
        boosts: NO_ATTACK_BOOSTS,
      },
      scriptedDice([5]),
    )
    if (!r.ok) throw new Error(r.error)
    s = r.state
    // Attack 5 against a d6: the defence holds on 5 or 6.
    expect(selectDefenceOdds(s, NO_DEFENCE_BOOSTS)!.hit).toBeCloseTo(4 / 6, 14)
    // Superiority: P(best of two < 5) = (4/6)².
    expect(selectDefenceOdds(s, { ...NO_DEFENCE_BOOSTS, superiority: true })!.hit).toBeCloseTo(16 / 36, 14)
    // Raise class to d8: fails on 1–4.
    expect(selectDefenceOdds(s, { ...NO_DEFENCE_BOOSTS, raiseClass: true })!.hit).toBeCloseTo(4 / 8, 14)
  })
  it('the worst case for the attacker is the strongest defence the target can afford', () => {
    const s = duel(char(2, 3, 0, 2), char(2, 0, 2, 6))
    const worst = selectWorstCaseOdds(s, { player: 0, slot: 0 }, { player: 1, slot: 0 }, NO_ATTACK_BOOSTS)!
    const plain = selectAttackOdds(
      s,
      { player: 0, slot: 0 },
      { player: 1, slot: 0 },
      NO_ATTACK_BOOSTS,
      NO_DEFENCE_BOOSTS,
    )!
    expect(worst.odds.hit).toBeLessThan(plain.hit)
    expect(
      +worst.defence.raiseClass + +worst.defence.insurance + +worst.defence.superiority,
    ).toBeLessThanOrEqual(2)
  })
})
