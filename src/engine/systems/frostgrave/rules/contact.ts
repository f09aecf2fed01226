/**
 * Base contact (FG-4.5–4.7): who is in combat, and who may force combat after a move. Fighting itself
 * builds on these.
 */
import { CONTACT_TOLERANCE, INCH, baseRadius, distance } from '../geometry'
import type { FgState, Model, PendingForcedCombat } from '../types'
import { areEnemies, modelCircle } from './table'

/** The gap between two bases' edges. */
const baseGap = (a: Model, b: Model): number =>
  distance(modelCircle(a), b) - baseRadius(a.baseMm) - baseRadius(b.baseMm)

/**
 * FG-4.5: two bases are in contact when they touch and stand at the same height. Decision: a model on a
 * wall and one on the ground (or clinging part-way up) beside it do not touch, whatever the plan view says.
 */
export const inBaseContactWith = (a: Model, b: Model): boolean =>
  Math.abs(a.elevation - b.elevation) <= CONTACT_TOLERANCE && baseGap(a, b) <= CONTACT_TOLERANCE

/** FG-4.6: a model in base contact with an enemy is in combat. */
export function isInCombat(s: FgState, model: Model): boolean {
  return s.models.some(
    (o) => o.status === 'onTable' && o.id !== model.id && areEnemies(o, model) && inBaseContactWith(model, o),
  )
}

/** FG-4.7: every enemy now within 1" of `moved` (but not in contact) may force combat at once. */
export function forcedCombatOffers(s: FgState, moved: Model): PendingForcedCombat[] {
  const offers: PendingForcedCombat[] = []
  for (const o of s.models) {
    if (o.status !== 'onTable' || !areEnemies(o, moved)) continue
    // FG-10.1: a creature is no player's choice: it forces combat on its own (`creaturesForceCombat`).
    if (o.kind === 'creature') continue
    const gap = baseGap(moved, o)
    if (gap > CONTACT_TOLERANCE && gap <= INCH) offers.push({ rule: 'FG-4.7', by: o.id, target: moved.id })
  }
  return offers
}
