/**
 * The attack procedure's data (DX-6.1 … DX-6.7): the declaration and the reactions as the player gives
 * them, the plan computed before anything is rolled, its warnings and fizzles, and the attack waiting for
 * its reactions. Plain JSON; `types.ts` re-exports all of it.
 */
import type { AttackKind, DxCheck, LastingEffect } from './sheet-types'

/** Why an effect fizzled in the activation step (DX-6.3). */
export const FIZZLE_REASONS = [
  'skill-mismatch',
  'no-syndrome-before',
  'mixed-attack-types',
  'restriction',
  'no-weapon',
  'weapon-kind',
  'not-boarded',
] as const
export type FizzleReason = (typeof FIZZLE_REASONS)[number]

/**
 * An effect of the combo as activated (DX-6.3); `id` 'normal-melee'/'normal-ranged' for a normal attack,
 * 'vehicle-ram' for the vehicle ram.
 */
export interface ComboEffect {
  id: string
  name: string
  /** Encroachment it costs (0 when a scene-long effect was already paid this scene, DX-4.2). */
  cost: number
}

/** A warning of the simulation (DX-6.2), told before anything is rolled. */
export type AttackWarning =
  | { kind: 'fizzle'; effect: string; reason: FizzleReason }
  | { kind: 'weapon-unusable'; weapon: string }
  | { kind: 'no-attack' }
  | { kind: 'no-damage' }
  | { kind: 'too-many-targets'; limit: number }
  | { kind: 'cannot-act' }

/**
 * The attack as declared, activated and aggregated (DX-6.1 … DX-6.4), before the check: pure data
 * computed by `planAttack`, the same for the simulation (DX-6.2) and the procedure.
 */
export interface AttackPlan {
  attackerId: string
  targets: string[]
  /** The weapon chosen (DX-6.1) and whether its skill matches the combo's (else no bonus). */
  weaponId: string | null
  weaponUsable: boolean
  activated: ComboEffect[]
  fizzled: { id: string; name: string; reason: FizzleReason }[]
  /** DX-6.4: null when no attack effect was checked (no attack: straight to cleanup). */
  attackKind: AttackKind | null
  damaging: boolean
  /** Sum of the combo's attack powers (DX-6.4). */
  attackPower: number
  weaponAttack: number
  /** Weapon and effect hit modifiers, added to the achievement (DX-6.5). */
  hit: number
  /** The combo's skill (DX-6.3, DX-6.5); null when none (the stat Body is rolled, the GM's pick). */
  skill: string | null
  /** DX-6.4 aggregation: targets allowed (null = area), range and difficulty. */
  targetLimit: number | null
  range: string
  difficulty: 'opposed' | 'automatic'
  /** The targets cannot react (an effect, or the GM's switch, DX-6.6). */
  noReaction: boolean
  /** The check to roll (DX-6.5). */
  check: DxCheck
  /**
   * The attacker's lasting effects it carries (a Minor buff: dice, critical, achievement, attack power —
   * already in `check` and `attackPower`), each with its source; absent when none.
   */
  lasting?: LastingEffect[]
  /** Stacked effects by their step (DX-6.3, DX-6.8 … DX-6.12), in declared order. */
  stacked: { id: string; name: string; trigger: string; text: string }[]
  warnings: AttackWarning[]
}

/** An attack rolled (DX-6.5), waiting for its targets' reactions (DX-6.6). */
export interface PendingAttack {
  plan: AttackPlan
  /** The attacker's achievement; 0 on a fumble or an empty pool. */
  achievement: number
  /** The check failed outright (fumble, no dice): the attack misses every target. */
  failed: boolean
  /** The targets that cannot react (DX-6.6). */
  cannotReact: string[]
}

/** A target's reaction (DX-6.6). */
export type Reaction = 'dodge' | 'guard' | 'none'

/**
 * The built-in attack declarations of DX-6.1: the normal melee attack, the normal ranged attack, and the
 * vehicle ram (搭乗突撃攻撃: only while boarded, the vehicle is its weapon).
 */
export const BUILT_IN_ATTACKS = ['melee', 'ranged', 'vehicle'] as const
export type BuiltInAttack = (typeof BUILT_IN_ATTACKS)[number]

/** An attack as the player declares it (DX-6.1). */
export interface AttackDeclaration {
  attackerId: string
  /** A normal attack or the vehicle ram, treated as an effect declared last (DX-6.1). */
  normal?: BuiltInAttack
  weaponId?: string
  /** The effects in the order declared (DX-6.1, DX-6.3). */
  effects: string[]
  targets: string[]
  /** GM modifiers (DX-1.5): dice, achievement, the critical value (DX-5.1), and why. */
  gmDice?: number
  gmScore?: number
  gmCritical?: number
  gmReason?: string
  /** The GM's "cannot react" switch: these targets skip DX-6.6 and DX-6.7. */
  cannotReact?: string[]
  /** Resolve what follows the reactions step by step (`resolveStep`) instead of at once. */
  stepwise?: boolean
}

/** A target's reaction as declared (DX-6.6): dodge with its reaction effects, guard with a weapon. */
export interface ReactionDeclaration {
  targetId: string
  reaction: Reaction
  effects?: string[]
  /** The weapon guarding (its guard value, DX-6.9). */
  weaponId?: string
}
