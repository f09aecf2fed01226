/**
 * FG-12: the exact odds of a fight before the roll. Two d20s make 400 equally likely pairs of faces; each is
 * resolved by `resolveFight`, the very function the `fight` command uses, so the odds are exact and can
 * never drift from the rules.
 */
import type { Refusal } from '../../../core/decision'
import type { FgState } from '../types'
import { fightRefusal } from './melee'
import { attackWill, type BeautyOdds } from './hooks'
import { fightSetup, resolveFight, type FightSetup } from './fight-setup'
/** The number of equally likely face pairs of two d20s. */
export const FIGHT_OUTCOMES = 400

/** Chances (0–1) of each outcome of a fight; damage in Health points. */
export interface FightOdds {
  /** FG-5.2: the attacker's total wins (or its critical hit, FG-5.8). */
  attackerWins: number
  defenderWins: number
  /** FG-5.4: equal totals, both hit. */
  tie: number
  /** FG-5.8: both roll 20: both deal double damage. */
  bothCritical: number
  /** Expected Health taken by [attacker, defender] (FG-5.3; at most the other's Health). */
  expectedDamage: [number, number]
  /** Chance that [the attacker kills the defender, the defender kills the attacker] (FG-7.1). */
  kills: [number, number]
}

/** FG-12: the exact odds of the fight `setup`, enumerating all 400 pairs of faces. */
export function fightOdds(setup: FightSetup): FightOdds {
  const healths = [setup.defender.model.health, setup.attacker.model.health]
  let attackerWins = 0
  let defenderWins = 0
  let tie = 0
  let bothCritical = 0
  const damage = [0, 0]
  const kills = [0, 0]
  for (let a = 1; a <= 20; a++) {
    for (let b = 1; b <= 20; b++) {
      const r = resolveFight(setup, a, b)
      if (r.outcome === 'attacker') attackerWins++
      else if (r.outcome === 'defender') defenderWins++
      else if (r.outcome === 'tie') tie++
      else bothCritical++
      for (const i of [0, 1]) {
        // Health lost: damage beyond the last Health point changes nothing.
        damage[i]! += Math.min(r.damage[i]!, healths[i]!)
        if (r.damage[i]! > 0 && r.damage[i]! >= healths[i]!) kills[i]!++
      }
    }
  }
  const p = (n: number): number => n / FIGHT_OUTCOMES
  return {
    attackerWins: p(attackerWins),
    defenderWins: p(defenderWins),
    tie: p(tie),
    bothCritical: p(bothCritical),
    expectedDamage: [p(damage[0]!), p(damage[1]!)],
    kills: [p(kills[0]!), p(kills[1]!)],
  }
}

/**
 * The odds of a fight that happens only with chance `p` (Beauty's Will roll first): every outcome and
 * expectation times `p`; the rest (1 − `p`) is no fight at all.
 */
export function fightOddsIf(odds: FightOdds, p: number): FightOdds {
  return {
    attackerWins: odds.attackerWins * p,
    defenderWins: odds.defenderWins * p,
    tie: odds.tie * p,
    bothCritical: odds.bothCritical * p,
    expectedDamage: [odds.expectedDamage[0] * p, odds.expectedDamage[1] * p],
    kills: [odds.kills[0] * p, odds.kills[1] * p],
  }
}

/**
 * FG-5 / FG-12: what the table sees before `attacker` fights `target`: both sides with every modifier and
 * the exact odds — or why the fight is not allowed. Against a Beauty caster (FG-8.2) the attacker must
 * pass Will first: `beauty` gives that roll, and the odds count it (a failed roll is no fight).
 */
export function fightPreview(
  s: FgState,
  attacker: string,
  target: string,
): { ok: true; setup: FightSetup; odds: FightOdds; beauty: BeautyOdds | null } | Refusal {
  const refusal = fightRefusal(s, attacker, target)
  if (refusal) return refusal
  const a = s.models.find((m) => m.id === attacker)!
  const t = s.models.find((m) => m.id === target)!
  const setup = fightSetup(s, a, t)
  const beauty = attackWill(s, a, t)
  const odds = fightOdds(setup)
  return { ok: true, setup, odds: beauty ? fightOddsIf(odds, beauty.chance) : odds, beauty }
}
