/** Which boosts a side may buy and what they cost (DRP-3.1, DRP-7.2, DRP-8.2, DRP-9.3). */
import { refuse, type Refusal } from '../../../core/decision'
import type { AttackBoosts, Character, DefenceBoosts, State } from '../types'
import { aspectOf, hasAdvantage } from './aspects'
import { canRaiseClass, classOf } from './class-dice'

export const NO_ATTACK_BOOSTS: AttackBoosts = {
  raiseClass: false,
  raiseDamage: 0,
  insurance: false,
  superiority: false,
}
export const NO_DEFENCE_BOOSTS: DefenceBoosts = {
  raiseClass: false,
  insurance: false,
  superiority: false,
  counterattack: false,
}

/** DRP-7.2: a normal attack costs 1 time token; each boost 1 more; raise damage 1 per point. */
export const attackCost = (b: AttackBoosts): number =>
  1 + (b.raiseClass ? 1 : 0) + b.raiseDamage + (b.insurance ? 1 : 0) + (b.superiority ? 1 : 0)

/** DRP-8.1/DRP-8.2: a normal defence is free; each boost costs 1 time token. */
export const defenceCost = (b: DefenceBoosts): number =>
  (b.raiseClass ? 1 : 0) + (b.insurance ? 1 : 0) + (b.superiority ? 1 : 0) + (b.counterattack ? 1 : 0)

/** Why a boost is unavailable (a refusal with its code), or null when it may be bought. */
export type BoostGate<K extends string> = Record<K, Refusal | null>

const insuranceNeedsTime = (): Refusal =>
  refuse({ rule: 'DRP-9.3', code: 'insuranceNeedsTime', text: 'insurance needs the Time aspect (DRP-9.3)' })
/** A class at d20 cannot be raised (DRP-7.2 for attack, DRP-8.2 for defence). */
const alreadyD20 = (rule: string) =>
  refuse({ rule, code: 'alreadyD20', text: `already a d20, the largest die (${rule})`, params: { rule } })

/**
 * Attack boosts the attacker may buy against this target: none on the first player's first turn in the
 * simple first-turn mode (DRP-3.1); raise class only below d20; with the aspect-boost variant (DRP-9.3)
 * superiority needs the aspect advantage and insurance the Time aspect.
 */
export function attackBoostGate(
  state: State,
  attackerPlayer: number,
  attacker: Character,
  target: Character,
): BoostGate<keyof AttackBoosts> {
  if (state.noBoostPlayer === attackerPlayer) {
    const reason = refuse({
      rule: 'DRP-3.1',
      code: 'noBoostsFirstTurn',
      text: 'no attack boosts on the first turn (DRP-3.1)',
    })
    return { raiseClass: reason, raiseDamage: reason, insurance: reason, superiority: reason }
  }
  const variant = state.options.aspects && state.options.aspectBoosts
  const mine = aspectOf(attacker)
  return {
    raiseClass: canRaiseClass(classOf(attacker.attack)) ? null : alreadyD20('DRP-7.2'),
    raiseDamage: null,
    insurance: variant && mine !== 'time' ? insuranceNeedsTime() : null,
    superiority:
      variant && !hasAdvantage(mine, aspectOf(target))
        ? refuse({
            rule: 'DRP-9.3',
            code: 'superiorityOverTarget',
            text: 'superiority needs the aspect advantage over the target (DRP-9.3)',
          })
        : null,
  }
}

/**
 * Defence boosts the defender may buy: raise class only below d20; with the aspect-boost variant (DRP-9.3)
 * insurance needs the Time aspect, counterattack the Potential aspect, and superiority the aspect advantage
 * over the attacker (Decision: the defender's superiority mirrors the attacker's).
 */
export function defenceBoostGate(
  state: State,
  defender: Character,
  attacker: Character,
  raisingClass = false,
): BoostGate<keyof DefenceBoosts> {
  const variant = state.options.aspects && state.options.aspectBoosts
  const mine = aspectOf(defender)
  // A paid boost that can change nothing is not offered: insurance of a defence potential of 0, or rolling
  // twice when no die is rolled (class 0, unless the class is raised to a die).
  const noPotential = defender.defence === 0
  const noDie = classOf(defender.defence) === 0 && !raisingClass
  return {
    raiseClass: canRaiseClass(classOf(defender.defence)) ? null : alreadyD20('DRP-8.2'),
    insurance: noPotential
      ? refuse({
          rule: 'DRP-8.2',
          code: 'insuranceNoPotential',
          text: 'insurance can do nothing with a defence potential of 0 (DRP-8.2)',
        })
      : variant && mine !== 'time'
        ? insuranceNeedsTime()
        : null,
    superiority: noDie
      ? refuse({
          rule: 'DRP-8.2',
          code: 'superiorityNoDie',
          text: 'superiority can do nothing: defence class 0 rolls no die (DRP-8.2)',
        })
      : variant && !hasAdvantage(mine, aspectOf(attacker))
        ? refuse({
            rule: 'DRP-9.3',
            code: 'superiorityOverAttacker',
            text: 'superiority needs the aspect advantage over the attacker (DRP-9.3)',
          })
        : null,
    counterattack:
      variant && mine !== 'potential'
        ? refuse({
            rule: 'DRP-9.3',
            code: 'counterattackNeedsPotential',
            text: 'counterattack needs the Potential aspect (DRP-9.3)',
          })
        : null,
  }
}

/**
 * Boosts the rules accept but that can change nothing beside the ones already chosen, so the menu does not
 * sell them (the rules still accept them: a table saved before may hold such a purchase, and replays it).
 * Attack (DRP-7.2): insurance of an attack potential of 0, or superiority when class 0 rolls no die (unless the
 * class is raised to one).
 */
export function pointlessAttackBoosts(
  attacker: Character,
  chosen: AttackBoosts,
): Partial<BoostGate<keyof AttackBoosts>> {
  const out: Partial<BoostGate<keyof AttackBoosts>> = {}
  if (attacker.attack === 0)
    out.insurance = refuse({
      rule: 'DRP-7.2',
      code: 'attackInsuranceNoPotential',
      text: 'insurance can do nothing with an attack potential of 0 (DRP-7.2)',
    })
  if (classOf(attacker.attack) === 0 && !chosen.raiseClass)
    out.superiority = refuse({
      rule: 'DRP-7.2',
      code: 'attackSuperiorityNoDie',
      text: 'superiority can do nothing: attack class 0 rolls no die (DRP-7.2)',
    })
  return out
}

/**
 * Defence (DRP-8.2), as `pointlessAttackBoosts`: with insurance read as "the potential instead of the die",
 * an insured defence rolls nothing, so raising its class or rolling twice gains nothing.
 */
export function pointlessDefenceBoosts(
  state: State,
  chosen: DefenceBoosts,
): Partial<BoostGate<keyof DefenceBoosts>> {
  if (!chosen.insurance || state.options.defenceInsurance !== 'instead') return {}
  const insured = (boost: 'raiseClass' | 'superiority') =>
    refuse({
      rule: 'DRP-8.2',
      code: boost === 'raiseClass' ? 'insuredNoRaise' : 'insuredNoSuperiority',
      text: `${boost === 'raiseClass' ? 'raise class' : 'superiority'} can do nothing: the insured defence uses its potential instead of the die (DRP-8.2)`,
    })
  return { raiseClass: insured('raiseClass'), superiority: insured('superiority') }
}

/** DRP-8.2/DRP-9.3: absorption is free and always on, except that the variant keeps it for the Form aspect. */
export function canAbsorb(state: State, defender: Character): boolean {
  return !(state.options.aspects && state.options.aspectBoosts) || aspectOf(defender) === 'form'
}

/** DRP-9.2: +1 damage when the attacker's aspect beats the target's (only with aspects on). */
export function attackAdvantage(state: State, attacker: Character, target: Character): boolean {
  return state.options.aspects && hasAdvantage(aspectOf(attacker), aspectOf(target))
}
