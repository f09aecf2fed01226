/**
 * A dodge combo before it is rolled (DX-6.6, DX-6.7): what fizzles (`reaction-combo.ts`), the check with
 * the effects that activate, and its exact chance against the attacker's achievement from the shared odds
 * code (`odds.ts`), for the reaction form.
 */
import type { DxCharacter, DxCheck, DxState } from '../types'
import { composeDodge, guardValue } from './attack-reactions'
import { successChance } from './odds'
import { activateReaction, type ReactionActivation } from './reaction-combo'

/** The dodge a reaction combo makes, and its exact chance to reach `achievement` (DX-6.7, DX-3.3). */
export interface ReactionPreview extends ReactionActivation {
  check: DxCheck
  /** P(defender ≥ attacker, no fumble, some dice): the attack misses this target. */
  dodgeChance: number
}

/**
 * The preview of a dodge combo before it is rolled (DX-6.6, DX-6.7): what fizzles, the check with the
 * effects that activate (and the lasting effects, bad statuses' dice and armour), and the exact chance.
 */
export function previewReaction(
  state: DxState,
  target: DxCharacter,
  effectIds: readonly string[],
  achievement: number,
): ReactionPreview | null {
  const activation = activateReaction(target, effectIds)
  const composed = composeDodge(
    state,
    target,
    activation.activated.map((e) => e.id),
  )
  if (!composed.ok) return null
  const check = composed.value.check
  return { ...activation, check, dodgeChance: successChance({ ...check, difficulty: achievement }) }
}

/** A guard combo before it is declared (DX-6.6): what fizzles, the guard value and the cost. */
export interface GuardPreview extends ReactionActivation {
  guard: number
  cost: number
}

/** The guard a reaction combo makes with `weaponId` (DX-6.6, DX-6.9), or null without that weapon. */
export function previewGuard(
  state: DxState,
  target: DxCharacter,
  weaponId: string,
  effectIds: readonly string[],
): GuardPreview | null {
  const weapon = target.weapons.find((w) => w.id === weaponId)
  if (!weapon) return null
  const activation = activateReaction(target, effectIds, 'guard')
  const value = guardValue(state, target, weapon.guard, activation.activated)
  return { ...activation, guard: value.guard, cost: value.cost.cost }
}
