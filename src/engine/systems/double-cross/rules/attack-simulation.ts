/**
 * The simulation of DX-6.2 for the screen, nothing rolled: the plan with its warnings (`attack-plan.ts`),
 * and each target's exact chance to be hit, damage distribution and chance to be incapacitated.
 */
import type { Refusal } from '../../../core/decision'
import type { AttackDeclaration, AttackPlan, DxState } from '../types'
import { attackOdds, incapacitateChance, type AttackOdds } from './attack-odds'
import { planAttack } from './attack-plan'
import { composeDodge } from './attack-reactions'
import { canAct, findCharacter } from './cast'
import { armourValue } from './vehicles'

/** One target in the simulation (DX-6.2): exact odds if it dodges and if it does not react. */
export interface TargetPreview {
  targetId: string
  /** Odds when the target dodges (null when it cannot react or the attack needs no reaction). */
  dodging: AttackOdds | null
  /** Odds when the target does not react (or cannot). */
  standing: AttackOdds
  /** P(HP 0) in each case (DX-6.13). */
  incapacitateDodging: number | null
  incapacitateStanding: number
  /** The target's armour value (DX-6.9), boarded vehicle included. */
  armour: number
  /**
   * P(the attack deals 1 or more damage) when the target does not react, the attacker's best case (DX-6.9);
   * below `DAMAGE_WARNING_BELOW` the simulation warns (DX-6.2).
   */
  damageChance: number
}

/**
 * DX-6.2: the simulation warns of an attack that "could not deal damage"; **Decision**: also of one that
 * almost surely cannot — under 5 % to deal 1 or more to a target that does not even react.
 */
export const DAMAGE_WARNING_BELOW = 0.05

/** The targets a damaging attack cannot, or almost surely cannot, damage (DX-6.2), with the chance. */
export function damageWarnings(
  plan: AttackPlan,
  targets: readonly TargetPreview[],
): { targetId: string; chance: number; armour: number }[] {
  if (!plan.damaging) return []
  return targets
    .filter((t) => t.damageChance < DAMAGE_WARNING_BELOW)
    .map((t) => ({ targetId: t.targetId, chance: t.damageChance, armour: t.armour }))
}

/**
 * The simulation of DX-6.2 for the screen, nothing rolled: the plan with its warnings, and each target's
 * exact chance to be hit, damage distribution and chance to be incapacitated (DX-6.5 … DX-6.13).
 */
export function simulateAttack(
  state: DxState,
  declaration: AttackDeclaration,
): { ok: true; plan: AttackPlan; targets: TargetPreview[] } | Refusal {
  const planned = planAttack(state, declaration)
  if (!planned.ok) return planned
  const plan = planned.plan
  const targets: TargetPreview[] = []
  if (!plan.attackKind) return { ok: true, plan, targets }
  const { difficulty: _d, ...attack } = plan.check
  void _d
  for (const id of plan.targets) {
    const target = findCharacter(state, id)!
    const base = {
      attack,
      flat: plan.weaponAttack + plan.attackPower,
      armour: armourValue(target),
      guard: 0,
      damaging: plan.damaging,
    }
    const standing = attackOdds({ ...base, dodge: null })
    const canReact =
      plan.difficulty !== 'automatic' &&
      !plan.noReaction &&
      !(declaration.cannotReact ?? []).includes(id) &&
      canAct(target)
    const dodgeCheck = canReact ? composeDodge(state, target, []) : null
    const dodging =
      dodgeCheck && dodgeCheck.ok
        ? attackOdds({
            ...base,
            dodge: {
              dice: dodgeCheck.value.check.dice,
              modifier: dodgeCheck.value.check.modifier,
              critical: dodgeCheck.value.check.critical,
            },
          })
        : null
    targets.push({
      targetId: id,
      dodging,
      standing,
      incapacitateDodging: dodging ? incapacitateChance(dodging, target.hp) : null,
      incapacitateStanding: incapacitateChance(standing, target.hp),
      armour: base.armour,
      damageChance: standing.damage.reduce((sum, p, d) => (d >= 1 ? sum + p : sum), 0),
    })
  }
  return { ok: true, plan, targets }
}
