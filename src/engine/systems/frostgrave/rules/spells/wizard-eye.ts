/**
 * Wizard Eye (FG-8.2): an eye at a point in sight within 12" that sees the 180° facing away from where
 * the caster stood; a spell's line of sight is from the caster or its eye. One eye per caster.
 */
import { logLine } from '../../describe'
import type { FgState, Model } from '../../types'
import { hasLineOfSight, type Viewer } from '../line-of-sight'
import { groundHeight, modelCircle } from '../table'
import { type Effect } from './common'
import { replaceOwn, xy, beginMark, effectsNamed } from './marking'

/** Wizard Eye: the eye sees the half of the table it faces (away from where the caster stood). */
export const wizardEye: Effect = (ctx, c) => {
  if (!c.point) return
  replaceOwn(ctx, c)
  const facing = Math.round((Math.atan2(c.point.y - c.caster.y, c.point.x - c.caster.x) * 180) / Math.PI)
  const at = xy(c.point)
  beginMark(
    ctx,
    c,
    { point: c.point, value: facing },
    logLine('eyeOpens', 'FG-8.2', `A wizard eye opens at (${at.x}, ${at.y}).`, at),
  )
}

/** Whether `caster`'s wizard eye sees `target`: in its 180° and in line of sight from the eye (FG-6.2). */
export function eyeSees(s: FgState, caster: Model, target: Viewer): boolean {
  return effectsNamed(s, 'Wizard Eye').some((e) => {
    if (e.caster !== caster.id || !e.point) return false
    const a = (e.value * Math.PI) / 180
    const front = (target.x - e.point.x) * Math.cos(a) + (target.y - e.point.y) * Math.sin(a)
    if (front < -target.r) return false
    const eye = { x: e.point.x, y: e.point.y, r: 0, elevation: groundHeight(s, e.point) }
    return hasLineOfSight(s, eye, target)
  })
}

/** Line of sight for a spell (FG-8.2): from the caster's base, or from its wizard eye. */
export function spellSees(s: FgState, caster: Model, target: Viewer): boolean {
  return (
    hasLineOfSight(s, { ...modelCircle(caster), elevation: caster.elevation }, target) ||
    eyeSees(s, caster, target)
  )
}
