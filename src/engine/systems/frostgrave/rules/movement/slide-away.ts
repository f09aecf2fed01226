/**
 * Ways out for a model wedged between enemy bases it is not in combat with (FG-4.3, FG-4.5, FG-4.6).
 *
 * The walker blocks any enemy base in plan (FG-4.3), while base contact also needs the same height (the
 * FG-4.5 decision: a model clinging part-way up a wall and one on the ground or on top beside it do not
 * touch). So a model clinging 2.93" up a 3" wall, with one enemy at the wall's foot and another on the roof
 * on the opposite side, both just touching its base in plan, is in combat with neither (nobody may fight)
 * and stops at once in every direction that nears either of them. Only a narrow fan (about ±2°) at right
 * angles to the line between them is free, which the 16 compass directions of the move sample miss: the
 * model had no listed move for ever and a computer game never ended (issue 35, fg-bench-27).
 *
 * These directions are at right angles to each enemy base the model touches in plan, and straight away
 * from all of them together. Adding them to the sample changes no walk and no `apply`: old games replay
 * unchanged, a wedged model merely gets its legal ways out listed.
 */
import { CONTACT_TOLERANCE, baseRadius, distance, type Point } from '../../geometry'
import type { FgState, Model } from '../../types'
import { areEnemies } from '../table'

/** Unit directions out from between the enemy bases `model` touches in plan (none when it touches none). */
export function slideAwayDirections(state: FgState, model: Model): Point[] {
  const r = baseRadius(model.baseMm)
  const away: Point[] = []
  for (const e of state.models) {
    if (e.status !== 'onTable' || e.id === model.id || !areEnemies(e, model)) continue
    const d = distance(model, e)
    if (d === 0 || d > r + baseRadius(e.baseMm) + CONTACT_TOLERANCE) continue
    away.push({ x: (model.x - e.x) / d, y: (model.y - e.y) / d })
  }
  if (away.length === 0) return []
  const out: Point[] = []
  for (const u of away) out.push({ x: -u.y, y: u.x }, { x: u.y, y: -u.x })
  const sum = away.reduce((s, u) => ({ x: s.x + u.x, y: s.y + u.y }), { x: 0, y: 0 })
  const len = Math.hypot(sum.x, sum.y)
  if (len > 1e-9) out.push({ x: sum.x / len, y: sum.y / len })
  return out
}
