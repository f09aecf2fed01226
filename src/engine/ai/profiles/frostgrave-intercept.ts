/**
 * Hard's treasure race (issue 35): the engine's movement sample heads for the nearest loose treasure and
 * the nearest enemy only, so a model never steers for an enemy carrier two bases further off, nor for the
 * second treasure when a team-mate already stands by the first. Here the active models also get a move
 * into contact with every enemy carrier (in combat it cannot move, FG-4.6, so it cannot carry the treasure
 * off, FG-9.4) and with every loose treasure (picked up next, FG-9.1). Each is walked by the engine's own
 * path rules (FG-4) and scored like any listed action, which applies it: an illegal one scores nothing.
 */
import {
  baseRadius,
  distance,
  isInCombat,
  moveAllowance,
  treasureRadius,
  walkPath,
  type FgAction,
  type FgState,
  type Model,
  type Point,
} from '../../systems/frostgrave'

type Move = Extract<FgAction, { type: 'frostgrave/move' }>

/** The enemy carriers of `side` still on the table. */
export const enemyCarriers = (s: FgState, side: number): Model[] =>
  s.models.filter((m) => m.status === 'onTable' && m.carrying && m.player !== null && m.player !== side)

/** A straight move of `m` towards `goal`, ending `gap` short of its centre, cut where the rules stop it. */
function towards(s: FgState, m: Model, goal: Point, gap: number, allowance: number): Move | null {
  const d = distance(m, goal)
  if (d <= gap + 1) return null
  const t = (d - gap) / d
  const target = { x: Math.round(m.x + (goal.x - m.x) * t), y: Math.round(m.y + (goal.y - m.y) * t) }
  const walk = walkPath(s, m, [target], { allowance })
  const path = walk.complete ? [target] : walk.path
  return path.length > 0 ? { type: 'frostgrave/move', model: m.id, path } : null
}

/** Moves the listed sample lacks for the active models of `side`: into contact with carriers and treasure. */
export function raceMoves(s: FgState, actions: FgAction[], side: number): FgAction[] {
  const act = s.stage === 'play' ? s.turn.activation : null
  if (!act) return []
  // Only models the sample already lets move now (a group's first move, FG-3.4; not in combat, FG-4.6).
  const movers = new Set(actions.filter((a) => a.type === 'frostgrave/move').map((a) => a.model))
  const out: FgAction[] = []
  const seen = new Set(actions.map((a) => JSON.stringify(a)))
  const add = (a: Move | null) => {
    if (!a) return
    const key = JSON.stringify(a)
    if (seen.has(key)) return
    seen.add(key)
    out.push(a)
  }
  for (const member of act.members) {
    const m = s.models.find((x) => x.id === member.id)
    if (!m || !movers.has(m.id) || isInCombat(s, m)) continue
    const allowance = moveAllowance(m, member.moves)
    const r = baseRadius(m.baseMm)
    for (const c of enemyCarriers(s, side)) add(towards(s, m, c, r + baseRadius(c.baseMm), allowance))
    if (m.carrying) continue
    for (const t of s.treasures) {
      if (t.carrier !== null || t.securedBy !== null) continue
      add(towards(s, m, t, r + treasureRadius(), allowance))
    }
  }
  return out
}

/**
 * Whether a model of `side` is in combat with an enemy or a creature (FG-4.6): a fight is then listed
 * (FG-5). By the engine's contact, which needs the same height (FG-4.5): a model on a wall above an enemy
 * touches it in plan view only, and counting it engaged kept a stalled game waiting for a fight that is
 * never offered (measured: fg-bench-29, Hard's Thug clinging 2" above a hound, 6 000 actions).
 */
export function engaged(s: FgState, side: number): boolean {
  return s.models.some((m) => m.player === side && m.status === 'onTable' && isInCombat(s, m))
}
