/** Damage and token removal (DRP-8.3, DRP-8.4). */
import type { Character, Position } from '../types'

/** DRP-8.4: the order damage removes tokens in. */
export const REMOVAL_ORDER: readonly Position[] = ['form', 'defence', 'attack', 'time']

/** DRP-8.4: the group the next point of damage takes from, or null when the character holds nothing. */
export function nextRemoval(c: Character): Position | null {
  for (const position of REMOVAL_ORDER) if (c[position] > 0) return position
  return null
}

/**
 * DRP-8.4: whether the owner has a real choice for the next point: pay with a time token instead of the
 * token the order would take (only when it holds time and the order is not already at time).
 */
export function canPayWithTime(c: Character): boolean {
  const next = nextRemoval(c)
  return next !== null && next !== 'time' && c.time > 0
}

/**
 * DRP-8.3: damage of a successful attack: the attacker's attack potential, + raise damage, + 1 for aspect
 * advantage, − absorption; never below 0.
 */
export function attackDamage(
  attackPotential: number,
  raiseDamage: number,
  advantage: boolean,
  absorbed: number,
): number {
  return Math.max(0, attackPotential + raiseDamage + (advantage ? 1 : 0) - absorbed)
}
