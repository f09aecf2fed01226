/**
 * The Move action (FG-4): walks the path strictly (a path that cannot be walked completely is refused
 * with the reason; `planMove` previews the legal part), then records falls (FG-4.11), deaths (FG-7.1,
 * FG-9.3), leaving the table (FG-4.9, FG-9.4), forced-combat options (FG-4.7) and base contact (FG-4.5).
 */
import { refuse, type Verdict } from '../../../core/decision'
import { inches, logLine, playerName } from '../describe'
import { CONTACT_TOLERANCE, baseRadius, type Point } from '../geometry'
import type { FgAction, FgState, Model, TableEdge, Ctx } from '../types'
import { canAct } from './activation'
import { forcedCombatOffers, isInCombat } from './contact'
import { creaturesForceCombat } from './creatures'
import { moveAllowance } from './movement/climb'
import { walkPath } from './movement/path'
import { modelNow } from './table'
import { mayApproach, moveEndRefusal, moveRefusal, movingTable, touchTokens } from './hooks'

/** Which table edge a base touches, if any (FG-4.9). */
export function touchingEdge(s: FgState, p: Point, r: number): TableEdge | null {
  const gaps: [TableEdge, number][] = [
    ['north', p.y - r],
    ['south', s.size - p.y - r],
    ['west', p.x - r],
    ['east', s.size - p.x - r],
  ]
  gaps.sort((a, b) => a[1] - b[1])
  const [edge, gap] = gaps[0]!
  return gap <= CONTACT_TOLERANCE ? edge : null
}

/** FG-4.1: one Move action along `a.path`. */
export function move(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/move' }>): Verdict {
  const s = ctx.state
  const found = canAct(s, a.model, 'move')
  if ('error' in found) return found
  const { member, model } = found
  if (a.path.length === 0)
    return refuse({ rule: 'FG-4.1', code: 'emptyPath', text: 'A move needs a path (FG-4.1)' })
  if (isInCombat(s, model))
    return refuse({
      rule: 'FG-4.6',
      code: 'inCombat',
      text: `${model.name} is in combat and cannot move (FG-4.6)`,
      params: { model: model.name },
    })
  // FG-8.2: a skeletal hand holds its model; a circle of protection bars demons.
  const barred = moveRefusal(s, model, a.path)
  if (barred) return barred
  const allowance = moveAllowance(model, member.moves)
  // FG-8.2 Plane Walk: terrain is ignored on the way.
  const walk = walkPath(movingTable(s, model), model, a.path, { allowance, descent: a.descent ?? 'climb' })
  if (!walk.complete)
    return walk.stop
      ? refuse({
          rule: walk.stop.rule,
          code: walk.stop.reason,
          text: `${walk.stop.message.replace(/\.$/, '')} (${walk.stop.rule})`,
          params: walk.stop.params,
        })
      : refuse({ rule: 'FG-4.1', code: 'illegalMove', text: 'That move is not legal (FG-4.1)' })
  // FG-8.2: a plane walker may not end inside a wall; a model that failed against a Monstrous Form may
  // only move away, and one coming into contact rolls Will first (below): a failure leaves it where it
  // was with its action unspent.
  const ending = moveEndRefusal(s, model, walk.end)
  if (ending) return ending
  // FG-4.9 / FG-9.4: an exit is checked before anything is recorded, since a refusal leaves no trace.
  const dies = walk.falls.reduce((health, fall) => Math.max(0, health - fall.damage), model.health) <= 0
  const edge = a.exit && !dies ? touchingEdge(s, walk.end, baseRadius(model.baseMm)) : null
  if (a.exit && !dies) {
    if (!edge)
      return refuse({
        rule: 'FG-4.9',
        code: 'exitEdge',
        text: 'To leave the table the move must end with the base touching a table edge (FG-4.9)',
      })
    const opponentEdge = s.edges && model.player !== null ? s.edges[1 - model.player] : null
    if (model.carrying && edge === opponentEdge) {
      return refuse({
        rule: 'FG-9.4',
        code: 'exitOpponentEdge',
        text: "Treasure carried off by the opponent's edge is not secured: drop it or leave by another edge (FG-9.4)",
      })
    }
  }
  if (!mayApproach(ctx, model, walk.end)) return null
  ctx.emit({
    type: 'frostgrave/modelMoved',
    model: model.id,
    x: walk.end.x,
    y: walk.end.y,
    elevation: walk.elevation,
    clinging: walk.clinging,
    log: movedLine(model, member.moves === 0 ? 'full' : 'half', walk.cost, allowance, walk),
  })
  if (walk.stop?.code === 'climbing')
    ctx.emit({
      type: 'frostgrave/modelClinging',
      model: model.id,
      log: logLine(
        walk.stop.down ? 'clinging-down' : 'clinging',
        'FG-4.4',
        `${model.name}: ${walk.stop.message}`,
        { model: model.name, height: inches(walk.elevation) },
      ),
    })
  for (const fall of walk.falls) {
    const health = Math.max(0, modelNow(ctx.state, model.id).health - fall.damage)
    ctx.emit({
      type: 'frostgrave/modelFell',
      model: model.id,
      height: fall.height,
      damage: fall.damage,
      health,
      log:
        fall.damage > 0
          ? logLine(
              'fell',
              'FG-4.11',
              `${model.name} falls ${inches(fall.height)} and takes ${fall.damage} damage (Health ${health}).`,
              { model: model.name, height: inches(fall.height), damage: fall.damage, health },
            )
          : logLine(
              'fell-harmless',
              'FG-4.11',
              `${model.name} drops ${inches(fall.height)}: under 3", no damage.`,
              {
                model: model.name,
                height: inches(fall.height),
              },
            ),
    })
  }
  if (modelNow(ctx.state, model.id).health <= 0) killedByFall(ctx, model)
  if (edge) leaveTable(ctx, model, edge)
  const moved = modelNow(ctx.state, model.id)
  if (!edge && moved.carrying)
    ctx.emit({ type: 'frostgrave/treasureMoved', treasure: moved.carrying, x: moved.x, y: moved.y })
  if (moved.status === 'onTable') {
    touchTokens(ctx, moved.id)
    creaturesForceCombat(ctx, moved.id)
    for (const offer of forcedCombatOffers(ctx.state, moved)) {
      const by = ctx.state.models.find((m) => m.id === offer.by)
      ctx.emit({
        type: 'frostgrave/forcedCombatOffered',
        offer,
        log: logLine(
          'forcedCombatOption',
          'FG-4.7',
          `${moved.name} is within 1" of ${by?.name ?? offer.by}, who may force combat.`,
          { model: moved.name, enemy: by?.name ?? offer.by },
        ),
      })
    }
    if (isInCombat(ctx.state, moved))
      ctx.emit({
        type: 'frostgrave/baseContact',
        model: moved.id,
        log: logLine('contact', 'FG-4.5', `${moved.name} is in base contact: fighting takes an action.`, {
          model: moved.name,
        }),
      })
  }
  ctx.emit({
    type: 'frostgrave/actionSpent',
    model: model.id,
    kind: 'move',
    finished: edge !== null || moved.status !== 'onTable',
  })
  return null
}

/** The move's own line: its cost of the allowance, and what rough ground (FG-4.2) and climbing (FG-4.4) took. */
function movedLine(
  model: Model,
  kind: 'full' | 'half',
  cost: number,
  allowance: number,
  walk: { roughExtra: number; climbed: number },
): ReturnType<typeof logLine> {
  let text = `${model.name} moves ${inches(cost)} of a ${kind} move (${inches(allowance)}).`
  const params: Record<string, string> = {
    model: model.name,
    cost: inches(cost),
    allowance: inches(allowance),
  }
  let type = `modelMoved-${kind}`
  if (walk.roughExtra > 0) {
    text += ` Rough terrain costs ${inches(walk.roughExtra)} extra (FG-4.2).`
    params.rough = inches(walk.roughExtra)
    type += '-rough'
  }
  if (walk.climbed > 0) {
    text += ` Climbing costs ${inches(walk.climbed)} (FG-4.4).`
    params.climbed = inches(walk.climbed)
    type += '-climb'
  }
  return logLine(type, model.carrying ? 'FG-9.2' : 'FG-4.1', text, params)
}

/** FG-7.1: a fall took the last Health; FG-9.3: a carrier drops the treasure where it fell. */
function killedByFall(ctx: Ctx, model: Model): void {
  ctx.emit({
    type: 'frostgrave/modelKilled',
    model: model.id,
    log: logLine('killed', 'FG-7.1', `${model.name} is killed by the fall.`, { model: model.name }),
  })
  if (model.carrying)
    ctx.emit({
      type: 'frostgrave/treasureDropped',
      model: model.id,
      treasure: model.carrying,
      log: logLine('treasureDropped-fell', 'FG-9.3', `${model.name} drops the treasure where it fell.`, {
        model: model.name,
      }),
    })
}

/** FG-4.9: the model leaves by `edge` for good; FG-9.4: treasure it carries is secured. */
function leaveTable(ctx: Ctx, model: Model, edge: TableEdge): void {
  ctx.emit({
    type: 'frostgrave/modelLeftTable',
    model: model.id,
    edge,
    log: logLine(
      `leftTable-${edge}`,
      'FG-4.9',
      `${model.name} leaves the table by the ${edge} edge and will not return.`,
      { model: model.name },
    ),
  })
  if (model.carrying && model.player !== null) {
    const player = model.player
    ctx.emit({
      type: 'frostgrave/treasureSecured',
      model: model.id,
      treasure: model.carrying,
      player,
      log: logLine(
        'treasureSecured',
        'FG-9.4',
        `${model.name} carries treasure off the table: secured for ${playerName(ctx.state, player)}.`,
        { model: model.name, player: playerName(ctx.state, player) },
      ),
    })
  }
}
