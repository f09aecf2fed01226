/**
 * Exact odds of an exchange (DRP-7, DRP-8): P(attack > defence), expected damage, counterattack and the
 * chance to destroy the target, for chosen boosts on both sides. Built on core/probability: no simulation.
 */
import { die, fromOutcomes, maxOf, type Distribution } from '../../core/probability'
import { attackAdvantage, attackCost, canAbsorb, defenceCost } from './rules/boosts'
import { boostedClass, classOf, dieForClass } from './rules/class-dice'
import { attackDamage } from './rules/damage'
import { characterTotal } from './rules/tokens'
import type { AttackBoosts, Character, CharacterRef, DefenceBoosts, DefenceInsurance, State } from './types'

/** One possible result of a side, its probability, and whether its kept face was the die's minimum/maximum. */
export interface SideOutcome {
  value: number
  p: number
  minimum: boolean
  maximum: boolean
}

/**
 * DRP-5.1/DRP-7.2/DRP-8.2: every result a side can reach with its boosts. Superiority keeps the best of two
 * (maxOf); insurance lifts results below the potential to the potential.
 */
export function sideOutcomes(
  classLevel: number,
  potential: number,
  superiority: boolean,
  insurance: boolean,
  insuranceMode: DefenceInsurance = 'floor',
): SideOutcome[] {
  // DRP-8.2 literal defence insurance: the potential, with no die (so neither its minimum nor its maximum).
  if (insurance && insuranceMode === 'instead')
    return [{ value: potential, p: 1, minimum: false, maximum: false }]
  const sides = dieForClass(classLevel)
  if (sides === 0) return [{ value: 1, p: 1, minimum: false, maximum: false }]
  const single = die(sides)
  const kept: Distribution = superiority ? maxOf([single, single]) : single
  return kept.p.map((p, i) => {
    const face = kept.min + i
    return {
      value: insurance && potential > face ? potential : face,
      p,
      minimum: face === 1,
      maximum: face === sides,
    }
  })
}

/** The odds shown before a side commits its boosts. */
export interface ExchangeOdds {
  /** P(attack > defence): the attack hits (DRP-8.3). */
  hit: number
  /** Expected tokens the target loses (damage beyond what it holds counts for nothing). */
  expectedDamage: number
  /** P(the target loses every token). */
  destroy: number
  /** Expected tokens the attacker loses to a counterattack (DRP-8.2). */
  expectedCounter: number
  /** Sides of each die rolled (0 = no die). */
  attackDie: number
  defenceDie: number
}

interface Sides {
  attacker: Character
  target: Character
  attack: AttackBoosts
  defence: DefenceBoosts
}

function exchange(
  state: State,
  sides: Sides,
  attackOutcomes: SideOutcome[],
  attackPotential: number,
  advantage: boolean,
): ExchangeOdds {
  const { attacker, target, attack, defence } = sides
  // The defender pays for its boosts before rolling; absorption and what it holds follow from what is left.
  const defender: Character = { ...target, time: Math.max(0, target.time - defenceCost(defence)) }
  const holds = characterTotal(defender)
  const absorbs = canAbsorb(state, defender)
  const defenceClass = boostedClass(defender.defence, defence.raiseClass)
  const defenceOutcomes = sideOutcomes(
    defenceClass,
    defender.defence,
    defence.superiority,
    defence.insurance,
    state.options.defenceInsurance,
  )
  const counter = defence.counterattack ? Math.min(classOf(defender.attack), characterTotal(attacker)) : 0
  let hit = 0
  let expectedDamage = 0
  let destroy = 0
  for (const a of attackOutcomes) {
    for (const d of defenceOutcomes) {
      const p = a.p * d.p
      if (a.value <= d.value) continue
      hit += p
      const triggered = absorbs && (a.minimum || d.maximum)
      const damage = attackDamage(
        attackPotential,
        attack.raiseDamage,
        advantage,
        triggered ? defender.defence : 0,
      )
      expectedDamage += p * Math.min(damage, holds)
      if (damage >= holds) destroy += p
    }
  }
  return {
    hit,
    expectedDamage,
    destroy,
    expectedCounter: (1 - hit) * counter,
    attackDie: dieForClass(boostedClass(attacker.attack, attack.raiseClass)),
    defenceDie: dieForClass(defenceClass),
  }
}

const characterAt = (state: State, ref: CharacterRef): Character | null =>
  state.players[ref.player]?.characters[ref.slot] ?? null

/**
 * Odds before the attacker commits (DRP-7.2): its boosts against the given defence boosts (use no boosts for
 * a plain defence, or see `selectWorstCaseOdds`). Null when either character does not exist.
 */
export function selectAttackOdds(
  state: State,
  attackerRef: CharacterRef,
  targetRef: CharacterRef,
  attack: AttackBoosts,
  defence: DefenceBoosts,
): ExchangeOdds | null {
  const attacker = characterAt(state, attackerRef)
  const target = characterAt(state, targetRef)
  if (!attacker || !target) return null
  const advantage = attackAdvantage(state, attacker, target)
  const paid: Character = { ...attacker, time: Math.max(0, attacker.time - attackCost(attack)) }
  const outcomes = sideOutcomes(
    boostedClass(attacker.attack, attack.raiseClass),
    attacker.attack,
    attack.superiority,
    attack.insurance,
  )
  return exchange(state, { attacker: paid, target, attack, defence }, outcomes, attacker.attack, advantage)
}

/**
 * Odds before the defender commits (DRP-8.2): the attack is already rolled, so only the defence is uncertain.
 * Null when no attack is waiting.
 */
export function selectDefenceOdds(state: State, defence: DefenceBoosts): ExchangeOdds | null {
  if (state.stage.kind !== 'defence') return null
  const pending = state.stage.attack
  const attacker = characterAt(state, pending.attacker)
  const target = characterAt(state, pending.target)
  if (!attacker || !target) return null
  const r = pending.roll
  const rolled: SideOutcome[] = [
    {
      value: r.result,
      p: 1,
      minimum: r.sides > 0 && r.kept === 1,
      maximum: r.sides > 0 && r.kept === r.sides,
    },
  ]
  const odds = exchange(
    state,
    { attacker, target, attack: pending.boosts, defence },
    rolled,
    pending.attackPotential,
    pending.advantage,
  )
  return { ...odds, attackDie: r.sides }
}

/** The boosts that shape one side's result (DRP-7.2, DRP-8.2). */
export interface ResultBoosts {
  raiseClass: boolean
  superiority: boolean
  insurance: boolean
}

/**
 * The exact distribution of one side's result with the boosts ticked, as its chart draws it (DRP-5.1): the
 * attack's insurance lifts low faces to the potential (DRP-7.2); the defence's follows the table's reading
 * of DRP-8.2 ("instead of the die": the potential, always).
 */
export function selectResultDistribution(
  state: State,
  side: 'attack' | 'defence',
  potential: number,
  boosts: ResultBoosts,
): Distribution {
  const outcomes = sideOutcomes(
    boostedClass(potential, boosts.raiseClass),
    potential,
    boosts.superiority,
    boosts.insurance,
    side === 'defence' ? state.options.defenceInsurance : 'floor',
  )
  return fromOutcomes(outcomes.map((o) => [o.value, o.p] as const))
}

/**
 * What absorption can do for the waiting defence (DRP-8.2), from what is known: the attack is rolled, so
 * its minimum either happened or not; the defender's maximum needs a die it will roll.
 * - `off`: the aspect-boost variant keeps absorption for the Form aspect (DRP-9.3);
 * - `nothing`: a defence potential of 0 blocks nothing;
 * - `certain`: the attacker rolled its minimum: a hit is absorbed;
 * - `on-maximum`: only if the defender rolls its die's maximum (`chance`, with the boosts ticked);
 * - `impossible`: neither can happen (no die to roll: class 0, or insurance instead of the die).
 */
export type AbsorptionOutlook =
  | { kind: 'off' }
  | { kind: 'nothing' }
  | { kind: 'impossible' }
  | { kind: 'certain'; blocks: number }
  | { kind: 'on-maximum'; blocks: number; sides: number; chance: number }

export function selectAbsorptionOutlook(state: State, boosts: DefenceBoosts): AbsorptionOutlook | null {
  if (state.stage.kind !== 'defence') return null
  const pending = state.stage.attack
  const target = characterAt(state, pending.target)
  if (!target) return null
  if (!canAbsorb(state, target)) return { kind: 'off' }
  const blocks = target.defence
  if (blocks === 0) return { kind: 'nothing' }
  const r = pending.roll
  if (r.sides > 0 && r.kept === 1) return { kind: 'certain', blocks }
  const classLevel = boostedClass(target.defence, boosts.raiseClass)
  const outcomes = sideOutcomes(
    classLevel,
    target.defence,
    boosts.superiority,
    boosts.insurance,
    state.options.defenceInsurance,
  )
  const chance = outcomes.filter((o) => o.maximum).reduce((sum, o) => sum + o.p, 0)
  if (chance === 0) return { kind: 'impossible' }
  return { kind: 'on-maximum', blocks, sides: dieForClass(classLevel), chance }
}
