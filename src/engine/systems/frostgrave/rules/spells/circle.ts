/**
 * Circle of Protection (FG-8.2): a 3" circle fixed on the table that a demon's base may not enter or
 * cross (a demon already overlapping it may leave). One circle per caster.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import { INCH, baseRadius, distance, distanceToSegment, type Point } from '../../geometry'
import type { FgState, Model } from '../../types'
import { type Effect } from './common'
import { replaceOwn, beginMark, effectsNamed } from './marking'

/** Circle of Protection: 3" across. */
export const CIRCLE_RADIUS = 1.5 * INCH

export const circleOfProtection: Effect = (ctx, c) => {
  const on = c.target ?? c.caster
  replaceOwn(ctx, c)
  const p = { x: on.x, y: on.y }
  beginMark(
    ctx,
    c,
    { point: p, value: 0 },
    logLine(
      'circleDrawn',
      'FG-8.2',
      `A circle of protection is drawn round ${on.name}: no demon may enter it.`,
      { model: on.name },
    ),
  )
}

const isDemon = (m: Model): boolean => m.traits.includes('Demon') || m.type.includes('Demon')

/**
 * Whether a circle of protection bars `mover` walking from `from` to `to`: a demon's base may not enter
 * or cross a circle it stands outside (one it already overlaps it may leave).
 */
export function circleBars(s: FgState, mover: Model, from: Point, to: Point): boolean {
  if (!isDemon(mover)) return false
  const r = baseRadius(mover.baseMm)
  return effectsNamed(s, 'Circle of Protection').some((e) => {
    if (!e.point) return false
    const reach = CIRCLE_RADIUS + r
    if (distance(from, e.point) < reach - 1) return false
    return distanceToSegment(e.point, from, to) < reach - 1
  })
}

/** `circleBars` along a whole path. */
export function circleBarsPath(s: FgState, mover: Model, path: readonly Point[]): boolean {
  let at: Point = mover
  for (const p of path) {
    if (circleBars(s, mover, at, p)) return true
    at = p
  }
  return false
}

/** FG-4.1 with Circle of Protection: a demon's walk may not enter or cross a circle. */
export function circleRefusal(s: FgState, mover: Model, path: readonly Point[]): Refusal | null {
  return circleBarsPath(s, mover, path)
    ? refuse({
        rule: 'FG-8.2',
        code: 'circleBarsDemon',
        text: `${mover.name} cannot enter or cross a circle of protection (FG-8.2)`,
        params: { model: mover.name },
      })
    : null
}
