/**
 * The reactions a move or a fight opens until the next command: forcing combat on an enemy that came
 * within 1" (FG-4.7), and the winner's choice to push the loser back 1" or stay in combat (FG-5.5);
 * with the legal actions that answer them.
 */
import { refuse, type Verdict } from '../../../core/decision'
import { inches, logLine } from '../describe'
import { CONTACT_TOLERANCE, baseRadius, distance, type Point } from '../geometry'
import type { FgAction, FgState, Model, Ctx, PlayerIndex } from '../types'
import { isInCombat } from './contact'
import { moveAllowance } from './movement/climb'
import { walkPath } from './movement/path'
import { groundHeight } from './table'
import { mayApproach } from './hooks'
import { PUSH_BACK, onTable, touching } from './fight-setup'

/** FG-5.5: the winner of a decisive fight, a warband model, may push the loser back 1" or stay in combat. */
export function offerPushBack(ctx: Ctx, winner: Model, loser: Model): void {
  ctx.emit({
    type: 'frostgrave/pushBackOffered',
    offer: { rule: 'FG-5.5', winner: winner.id, loser: loser.id },
    log: logLine(
      'pushBackOption',
      'FG-5.5',
      `${winner.name} may push ${loser.name} back 1" or stay in combat.`,
      { winner: winner.name, loser: loser.name },
    ),
  })
}

/**
 * FG-5.5: where the loser ends up pushed `PUSH_BACK` straight away from the winner, terrain ignored; never
 * off the table (FG-4.9): it stops at the edge. Decision: nor through another model: it stops where its
 * base touches one.
 */
export function pushBackPoint(s: FgState, winner: Model, loser: Model): Point {
  const dx = loser.x - winner.x
  const dy = loser.y - winner.y
  const len = Math.hypot(dx, dy) || 1
  const r = baseRadius(loser.baseMm)
  const clamp = (v: number): number => Math.min(Math.floor(s.size - r), Math.max(Math.ceil(r), Math.round(v)))
  const at = (step: number): Point => ({
    x: clamp(loser.x + (dx / len) * step),
    y: clamp(loser.y + (dy / len) * step),
  })
  const others = s.models.filter((o) => o.status === 'onTable' && o.id !== loser.id && o.id !== winner.id)
  const blocked = (p: Point): boolean =>
    others.some((o) => distance(p, o) < r + baseRadius(o.baseMm) - CONTACT_TOLERANCE)
  let free = at(0)
  for (let step = 1; step <= PUSH_BACK; step++) {
    const p = at(step)
    if (blocked(p)) break
    free = p
  }
  return free
}

/** FG-5.5: the winner pushes the loser back 1"; pushed apart, they are no longer in combat. */
export function pushBack(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/pushBack' }>): Verdict {
  const offer = ctx.state.pendingPushBack
  if (!offer || offer.winner !== a.model)
    return refuse({
      rule: 'FG-5.5',
      code: 'noPushBack',
      text: 'Only the winner of the fight just fought may push the loser back (FG-5.5)',
    })
  const winner = onTable(ctx.state, offer.winner)
  const loser = onTable(ctx.state, offer.loser)
  if (!winner || !loser)
    return refuse({
      rule: 'FG-5.5',
      code: 'noPushBack',
      text: 'Only the winner of the fight just fought may push the loser back (FG-5.5)',
    })
  const to = pushBackPoint(ctx.state, winner, loser)
  const moved = distance(loser, to)
  ctx.emit({ type: 'frostgrave/pushBackLapsed' })
  ctx.emit({
    type: 'frostgrave/modelMoved',
    model: loser.id,
    x: to.x,
    y: to.y,
    // Decision: terrain ignored, the loser stands on whatever ground is where it lands (no fall).
    elevation: groundHeight(ctx.state, to),
    clinging: null,
    log: logLine('pushedBack', 'FG-5.5', `${winner.name} pushes ${loser.name} back ${inches(moved)}.`, {
      winner: winner.name,
      loser: loser.name,
      distance: inches(moved),
    }),
  })
  if (loser.carrying)
    ctx.emit({ type: 'frostgrave/treasureMoved', treasure: loser.carrying, x: to.x, y: to.y })
  return null
}

/**
 * FG-5.5: the winner declines the push-back and stays in combat with the loser. The choice is the table's
 * (logged, undoable: no dice), so a reloaded game does not offer the push again.
 */
export function declinePushBack(
  ctx: Ctx,
  a: Extract<FgAction, { type: 'frostgrave/declinePushBack' }>,
): Verdict {
  const offer = ctx.state.pendingPushBack
  const winner = offer && offer.winner === a.model ? onTable(ctx.state, offer.winner) : null
  const loser = offer ? onTable(ctx.state, offer.loser) : null
  if (!winner || !loser)
    return refuse({
      rule: 'FG-5.5',
      code: 'noStayInCombat',
      text: 'Only the winner of the fight just fought may choose to stay in combat (FG-5.5)',
    })
  ctx.emit({
    type: 'frostgrave/pushBackLapsed',
    log: logLine('stayedInCombat', 'FG-5.5', `${winner.name} stays in combat with ${loser.name}.`, {
      winner: winner.name,
      loser: loser.name,
    }),
  })
  return null
}

/**
 * FG-4.7: the model `by` forces combat on `target`, which just came within 1" of it: it moves straight
 * into base contact at once (no action; it is not a fight, FG-4.5). Legal only while the offer stands.
 */
export function forceCombat(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/forceCombat' }>): Verdict {
  const s = ctx.state
  const offered = s.pendingForcedCombat.some((o) => o.by === a.model && o.target === a.target)
  const by = onTable(s, a.model)
  const target = onTable(s, a.target)
  if (!offered || !by || !target)
    return refuse({
      rule: 'FG-4.7',
      code: 'noForcedCombat',
      text: 'Combat can be forced only at once, by the enemy the model came within 1" of (FG-4.7)',
    })
  if (isInCombat(s, by))
    return refuse({
      rule: 'FG-4.6',
      code: 'inCombat',
      text: `${by.name} is in combat and cannot move (FG-4.6)`,
      params: { model: by.name },
    })
  const end = contactPoint(by, target)
  const walk = walkPath(s, by, [end], { allowance: moveAllowance(by, 0), descent: 'climb' })
  if (!walk.complete || !touching({ ...by, x: walk.end.x, y: walk.end.y, elevation: walk.elevation }, target))
    return refuse({
      rule: 'FG-4.7',
      code: 'forceCombatBlocked',
      text: `${by.name} cannot reach ${target.name}'s base from here (FG-4.7)`,
      params: {
        model: by.name,
        target: target.name,
      },
    })
  // FG-8.2 Monstrous Form: coming into contact with the caster needs the Will roll; a failure lets it pass.
  if (!mayApproach(ctx, by, walk.end)) {
    ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
    return null
  }
  ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
  ctx.emit({
    type: 'frostgrave/modelMoved',
    model: by.id,
    x: walk.end.x,
    y: walk.end.y,
    elevation: walk.elevation,
    clinging: walk.clinging,
    log: logLine(
      'forcedCombat',
      'FG-4.7',
      `${by.name} forces combat: it moves ${inches(walk.cost)} into base contact with ${target.name}.`,
      { model: by.name, target: target.name, distance: inches(walk.cost) },
    ),
  })
  if (by.carrying)
    ctx.emit({ type: 'frostgrave/treasureMoved', treasure: by.carrying, x: walk.end.x, y: walk.end.y })
  return null
}

/** FG-4.7: the side that may force combat lets the chance pass. Legal only while an offer stands. */
export function declineForcedCombat(ctx: Ctx): Verdict {
  if (ctx.state.pendingForcedCombat.length === 0)
    return refuse({
      rule: 'FG-4.7',
      code: 'noForcedCombat',
      text: 'Combat can be forced only at once, by the enemy the model came within 1" of (FG-4.7)',
    })
  ctx.emit({ type: 'frostgrave/forcedCombatLapsed' })
  return null
}

/** The point where `by`'s base touches `target`'s along the line between their centres. */
function contactPoint(by: Model, target: Model): Point {
  const dx = by.x - target.x
  const dy = by.y - target.y
  const len = Math.hypot(dx, dy) || 1
  // A hundredth beyond touching, so that rounding never overlaps the bases (contact allows 2).
  const reach = baseRadius(by.baseMm) + baseRadius(target.baseMm) + 1
  return { x: Math.round(target.x + (dx / len) * reach), y: Math.round(target.y + (dy / len) * reach) }
}

/**
 * FG-4.7: the side whose models may force combat now, if any: the choice is the non-moving side's, so it
 * is that side's turn to choose (`selectActor`) until it forces combat or lets the chance pass.
 */
export function forcingSide(s: FgState): PlayerIndex | null {
  for (const o of s.pendingForcedCombat) {
    const by = s.models.find((m) => m.id === o.by)
    if (by && by.player !== null) return by.player
  }
  return null
}

/** FG-5.5: the side of the warband model that may push the loser back now, if any. */
export function pushBackSide(s: FgState): PlayerIndex | null {
  const winner = s.pendingPushBack ? s.models.find((m) => m.id === s.pendingPushBack?.winner) : undefined
  return winner?.player ?? null
}

/** FG-4.7: the forcing side's choices: each standing offer, or letting the chance pass. */
export function forcedCombatChoices(s: FgState): FgAction[] {
  return [
    ...s.pendingForcedCombat.map((o): FgAction => ({
      type: 'frostgrave/forceCombat',
      model: o.by,
      target: o.target,
    })),
    { type: 'frostgrave/declineForcedCombat' },
  ]
}

/**
 * FG-4.7 / FG-5.5: the reactions open now: forcing combat on a model that came within 1", pushing back or
 * staying in combat.
 */
export function combatReactions(s: FgState): FgAction[] {
  const out: FgAction[] = s.pendingForcedCombat.map((o) => ({
    type: 'frostgrave/forceCombat',
    model: o.by,
    target: o.target,
  }))
  if (s.pendingPushBack)
    out.push(
      { type: 'frostgrave/pushBack', model: s.pendingPushBack.winner },
      { type: 'frostgrave/declinePushBack', model: s.pendingPushBack.winner },
    )
  return out
}
