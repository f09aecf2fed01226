/**
 * Read-only questions the UI, the tests and random play ask: who acts, the activation list, move previews,
 * measuring, deployment zones. The documented finite sample of legal actions is `legal-actions.ts`.
 */
import { baseRadius, distance, edgeDistance, pointToBase, type Circle, type Point } from './geometry'
import { magicOf } from './rules/spells/state'
import { moveAllowance } from './rules/movement/climb'
import { walkPath, type WalkResult } from './rules/movement/path'
import { DEPLOYMENT_DEPTH, TREASURE_EDGE_DISTANCE } from './rules/setup'
import { areEnemies, modelCircle } from './rules/table'
import { inBaseContactWith } from './rules/contact'
import { forcingSide, pushBackSide } from './rules/combat-reactions'
import { phasePlayer, ACTIONS_PER_ACTIVATION } from './rules/turn'
import { actionsFor } from './rules/wounds'
import type { FgState, Model, PlayerEdge, PlayerIndex, Waypoint } from './types'
import { movingTable } from './rules/spells/plane-walk'

/** The player who must act now, or null when nobody in particular (terrain, roll-off) or the game is over. */
export function selectActor(state: FgState): PlayerIndex | null {
  switch (state.stage) {
    case 'terrain':
    case 'creatures':
    case 'rollOff':
    case 'over':
      return null
    case 'treasure':
      return state.treasurePlacer
    case 'chooseEdge':
      return state.rollOff?.winner ?? null
    case 'deploy':
      return state.deploying
    case 'play': {
      const waiting = waitingChoice(state)
      if (waiting) return waiting.player
      if (state.turn.stage === 'initiative' || state.turn.phase === 'creature') return null
      return phasePlayer(state.turn)
    }
  }
}

/** A choice in play that waits on a side by its own right, not by the turn's order (the UI names it). */
export interface WaitingChoice {
  player: PlayerIndex
  kind: 'will' | 'forceCombat' | 'pushBack'
}

/** The choice that waits now on a side by its own right, if any: that side acts until it has chosen. */
export function waitingChoice(state: FgState): WaitingChoice | null {
  if (state.stage !== 'play') return null
  // FG-8.5: the target spellcaster chooses whether to spend Health on its Will roll.
  const will = magicOf(state).pendingWill
  const target = will ? state.models.find((m) => m.id === will.target) : undefined
  if (target && target.player !== null) return { player: target.player, kind: 'will' }
  // FG-4.7: a model came within 1" of an enemy: forcing combat is the enemy side's choice.
  const forcing = forcingSide(state)
  if (forcing !== null) return { player: forcing, kind: 'forceCombat' }
  // FG-5.5: the warband model that won the fight just fought chooses its push-back: after a creature's
  // fight, or when the defender won (it is then not the phase player's choice).
  const pushing = pushBackSide(state)
  if (pushing !== null) return { player: pushing, kind: 'pushBack' }
  return null
}

/** The activation record of a model in the current activation, if any. */
export function selectMemberState(state: FgState, modelId: string) {
  return state.turn.activation?.members.find((m) => m.id === modelId) ?? null
}

/** Movement allowance of the model's next Move action (FG-4.1, FG-9.2), or 0 if it cannot move now. */
export function selectNextMoveAllowance(state: FgState, modelId: string): number {
  const model = state.models.find((m) => m.id === modelId)
  const member = selectMemberState(state, modelId)
  if (!model || !member || member.done || member.actionsUsed >= member.maxActions) return 0
  return moveAllowance(model, member.moves)
}

export interface MovePlan extends WalkResult {
  /** Whether `apply` would accept this path as it is. */
  legal: boolean
}

/** FG-4: previews a move: how far the model gets, the cost, and why it stops. */
export function planMove(
  state: FgState,
  modelId: string,
  path: readonly Waypoint[],
  descent: 'climb' | 'drop' = 'climb',
  allowance?: number,
): MovePlan | null {
  const model = state.models.find((m) => m.id === modelId)
  if (!model || model.status !== 'onTable') return null
  const budget = allowance ?? selectNextMoveAllowance(state, modelId)
  // FG-8.2 Plane Walk: the preview walks through terrain as the move will.
  const walk = walkPath(movingTable(state, model), model, path, { allowance: budget, descent })
  return { ...walk, legal: walk.complete && path.length > 0 }
}

/**
 * FG-4.5: a drop onto an enemy's base is a move into base contact with it (the most common melee move):
 * when the path stops at contact with the enemy the drop lands on, and that stop is within reach, the legal
 * path into contact; else null (a path that merely passes an enemy on its way is still refused).
 */
export function planContactMove(
  state: FgState,
  modelId: string,
  path: readonly Waypoint[],
  descent: 'climb' | 'drop' = 'climb',
  allowance?: number,
): Waypoint[] | null {
  const plan = planMove(state, modelId, path, descent, allowance)
  const model = state.models.find((m) => m.id === modelId)
  const drop = path[path.length - 1]
  if (!plan || !model || !drop || plan.legal || plan.stop?.code !== 'contact' || plan.path.length === 0)
    return null
  const r = baseRadius(model.baseMm)
  const onto = state.models.find(
    (o) =>
      o.status === 'onTable' &&
      areEnemies(o, model) &&
      distance(drop, o) < r + baseRadius(o.baseMm) &&
      inBaseContactWith({ ...model, x: plan.end.x, y: plan.end.y, elevation: plan.elevation }, o),
  )
  return onto ? plan.path : null
}

/** What the ruler measures from or to: a point, or a model's base. */
export type RulerEnd = { point: Point } | { model: string }

/**
 * FG-2.5/2.6: the distance between two ruler ends in hundredths of an inch: base edge to base edge between
 * models, base edge to point, or point to point.
 */
export function measure(state: FgState, a: RulerEnd, b: RulerEnd): number | null {
  const shape = (end: RulerEnd): Circle | null => {
    if ('point' in end) return { x: end.point.x, y: end.point.y, r: 0 }
    const m = state.models.find((x) => x.id === end.model)
    return m && m.status === 'onTable' ? modelCircle(m) : null
  }
  const sa = shape(a)
  const sb = shape(b)
  if (!sa || !sb) return null
  if (sa.r === 0 && sb.r === 0) return distance(sa, sb)
  if (sa.r === 0) return pointToBase(sa, sb)
  if (sb.r === 0) return pointToBase(sb, sa)
  return edgeDistance(sa, sb)
}

/** FG-2.3: the deployment zone of an edge as a rectangle (hundredths of an inch). */
export function deploymentZone(
  size: number,
  edge: PlayerEdge,
): { x: number; y: number; w: number; h: number } {
  return edge === 'north'
    ? { x: 0, y: 0, w: size, h: DEPLOYMENT_DEPTH }
    : { x: 0, y: size - DEPLOYMENT_DEPTH, w: size, h: DEPLOYMENT_DEPTH }
}

/** FG-2.2: the band where treasure may go, before spacing between tokens. */
export function treasureBand(size: number): { y0: number; y1: number } {
  return { y0: TREASURE_EDGE_DISTANCE, y1: size - TREASURE_EDGE_DISTANCE }
}

/**
 * Every model's status for the activation list: activated this turn, active now, or waiting; killed
 * (FG-7.1), off the table by choice (FG-4.9), or not yet deployed.
 */
export function selectActivationList(state: FgState): {
  id: string
  name: string
  player: PlayerIndex | null
  kind: Model['kind']
  status: 'active' | 'activated' | 'waiting' | 'off' | 'killed' | 'reserve'
  actionsLeft: number
}[] {
  const act = state.turn.activation
  return state.models.map((m) => {
    const member = act?.members.find((x) => x.id === m.id)
    const status =
      m.status === 'reserve'
        ? 'reserve'
        : m.status === 'dead'
          ? 'killed'
          : m.status !== 'onTable'
            ? 'off'
            : member && !member.done
              ? 'active'
              : state.turn.activated.includes(m.id) || member
                ? 'activated'
                : 'waiting'
    return {
      id: m.id,
      name: m.name,
      player: m.player,
      kind: m.kind,
      status,
      actionsLeft: member
        ? Math.max(0, member.maxActions - member.actionsUsed)
        : status === 'waiting'
          ? actionsFor(m, ACTIONS_PER_ACTIVATION) // FG-7.2: a wounded model will have one
          : 0,
    }
  })
}
