/**
 * Where a creature looks and walks (FG-10.2): the warband model it sees within 10", the enemy it is in
 * combat with, the d12 deviation of a wander, how far its straight walk gets (creatures neither climb nor
 * jump), and the move itself, told in the log, stopping where something interrupts it on the way (an
 * explosive rune, through the hooks).
 */
import { inches, logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, baseRadius, distance, edgeDistance, type Point } from '../geometry'
import type { FgState, Model, Ctx } from '../types'
import { hasLineOfSight, modelViewer } from './line-of-sight'
import { walkPath } from './movement/path'
import { barred, held, hiddenFromCreatures, walkInterruption } from './hooks'
import { modelCircle } from './table'

/** FG-10.2: how far a creature looks for a target. */
export const CREATURE_SIGHT = 10 * INCH
/** FG-10.1: how close a warband model may come before the creature forces combat. */
export const CREATURE_FORCE_RANGE = INCH

/** The clock direction of a d12 deviation roll: 12 north, 3 east, 6 south, 9 west (a unit vector). */
export function deviationDirection(face: number): Point {
  const angle = ((face % 12) * Math.PI) / 6
  return { x: Math.sin(angle), y: -Math.cos(angle) }
}

/** The creatures standing on the table, in table order (the order they act in, FG-10.2). */
export const creaturesOnTable = (s: FgState): Model[] =>
  s.models.filter((m) => m.kind === 'creature' && m.status === 'onTable')

/** Whether any creature is on the table (the creature phase has work). */
export const hasCreatures = (s: FgState): boolean => creaturesOnTable(s).length > 0

/** FG-10.2: the warband model nearest `creature` within 10" and in sight, or null. */
export function creatureTarget(s: FgState, creature: Model): Model | null {
  const c = modelCircle(creature)
  let best: { model: Model; gap: number } | null = null
  for (const m of s.models) {
    if (m.status !== 'onTable' || m.player === null) continue
    // FG-8.2 Invisibility: a model that cannot be targeted is not a creature's target either.
    if (hiddenFromCreatures(s, m.id)) continue
    const gap = edgeDistance(c, modelCircle(m))
    if (gap > CREATURE_SIGHT + 1e-9) continue
    if (best && gap >= best.gap) continue
    if (!hasLineOfSight(s, modelViewer(creature), modelViewer(m))) continue
    best = { model: m, gap }
  }
  return best?.model ?? null
}

/** The warband model `creature` is in base contact with (FG-4.5), if any: its opponent. */
export function creatureOpponent(s: FgState, creature: Model): Model | null {
  const c = modelCircle(creature)
  return (
    s.models.find(
      (m) =>
        m.status === 'onTable' &&
        m.player !== null &&
        Math.abs(m.elevation - creature.elevation) <= CONTACT_TOLERANCE &&
        edgeDistance(c, modelCircle(m)) <= CONTACT_TOLERANCE,
    ) ?? null
  )
}

/** The point `reach` hundredths from `from` towards `to` (or `to` itself when closer). */
export const towards = (from: Point, to: Point, reach: number): Point => {
  const d = distance(from, to)
  const t = d <= reach || d === 0 ? 1 : reach / d
  return { x: Math.round(from.x + (to.x - from.x) * t), y: Math.round(from.y + (to.y - from.y) * t) }
}

/**
 * Where `creature` gets walking straight at `goal` with `allowance`: the walker's legal end, cut back before
 * any climbing (creatures stop at walls), or null when it cannot leave its spot.
 */
export function creatureWalk(s: FgState, creature: Model, goal: Point, allowance: number): Point | null {
  const target = towards(creature, goal, allowance)
  if (target.x === creature.x && target.y === creature.y) return null
  // FG-8.2 Bones of the Earth: a held creature does not move.
  if (held(s, creature.id)) return null
  const flat = (p: Point): Point | null => {
    // FG-8.2: a demon stops short of a circle of protection (as of a wall).
    if (barred(s, creature, creature, p)) return null
    const walk = walkPath(s, creature, [p], { allowance })
    if (walk.climbed > 0 || walk.clinging !== null || walk.elevation !== creature.elevation) return null
    return walk.end
  }
  const whole = flat(target)
  let end: Point | null = whole
  if (!end) {
    // The straight line meets a wall: the longest climb-free part of it (to a hundredth).
    let lo = 0
    let hi = 1
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2
      if (flat(towards(creature, target, distance(creature, target) * mid))) lo = mid
      else hi = mid
    }
    end = lo > 0 ? flat(towards(creature, target, distance(creature, target) * lo)) : null
  }
  if (!end || distance(end, creature) < 1) return null
  return end
}

type Line = ReturnType<typeof logLine>

/**
 * Emits a creature's move to `end`. `line` tells the move (given the distance walked and whether that is
 * the whole move). FG-8.2 Explosive Rune: a creature that comes within 1" of a rune on the way stops there
 * while it explodes; killed, it goes no further, else it walks on to `end` ("moves on", `stoppedAtEnd`
 * when the walk ends at an obstacle). Returns the creature as it now stands.
 */
export function emitMove(
  ctx: Ctx,
  creature: Model,
  end: Point,
  line: (walked: number, whole: boolean) => Line,
  stoppedAtEnd = false,
): Model {
  const now = (): Model => ctx.state.models.find((m) => m.id === creature.id)!
  let first = true
  for (;;) {
    const from = now()
    const cut = walkInterruption(ctx.state, from, end)
    const stop = cut ? towards(from, end, distance(from, end) * cut.t) : end
    const walked = distance(from, stop)
    if (first || walked >= 1) {
      const whole = first && !cut
      ctx.emit({
        type: 'frostgrave/modelMoved',
        model: creature.id,
        x: stop.x,
        y: stop.y,
        elevation: creature.elevation,
        clinging: null,
        log: first ? line(walked, whole) : movesOn(from, walked, stoppedAtEnd && !cut),
      })
      first = false
    }
    if (!cut) return now()
    cut.interrupt(ctx, now())
    // Killed by the blast, the creature's move (and its activation) ends where it stood.
    if (now().status !== 'onTable') return now()
  }
}

/** The rest of a creature's walk after a rune went off on its way (FG-8.2). */
const movesOn = (creature: Model, walked: number, stopped: boolean): Line =>
  logLine(
    stopped ? 'creatureMovesOn-stopped' : 'creatureMovesOn',
    'FG-8.2',
    `${creature.name} moves on ${inches(walked)}${stopped ? ' and stops at an obstacle' : ''}.`,
    { creature: creature.name, distance: inches(walked) },
  )

/** The contact point of `creature` against `target`'s base, seen from where the creature stands. */
export const contactPoint = (creature: Model, target: Model): Point => {
  const reach = baseRadius(creature.baseMm) + baseRadius(target.baseMm)
  const d = distance(creature, target)
  if (d === 0) return { x: creature.x, y: creature.y }
  const t = (d - reach) / d
  return {
    x: Math.round(creature.x + (target.x - creature.x) * t),
    y: Math.round(creature.y + (target.y - creature.y) * t),
  }
}
