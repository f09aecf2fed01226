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

/** FG-4.6: a model in base contact with an enemy is in combat. */
export function isInCombat(s: FgState, model: Model): boolean {
  const c = modelCircle(model)
  return s.models.some(
    (o) =>
      o.status === 'onTable' &&
      o.id !== model.id &&
      areEnemies(o, model) &&
      distance(c, o) - c.r - baseRadius(o.baseMm) <= CONTACT_TOLERANCE,
  )
}

/** FG-4.7: every enemy now within 1" of `moved` (but not in contact) may force combat at once. */
export function forcedCombatOffers(s: FgState, moved: Model): PendingForcedCombat[] {
  const offers: PendingForcedCombat[] = []
  for (const o of s.models) {
    if (o.status !== 'onTable' || !areEnemies(o, moved)) continue
    const gap = baseGap(moved, o)
    if (gap > CONTACT_TOLERANCE && gap <= INCH) offers.push({ rule: 'FG-4.7', by: o.id, target: moved.id })
  }
  return offers
}
