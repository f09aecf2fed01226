/**
 * Activations (FG-3.2–3.4): who may act, spending actions, ending a model's or the whole activation.
 */
import { refuse, type Refusal, type Verdict } from '../../../core/decision'
import { logLine, playerName } from '../describe'
import type { ActionKind, Activation, FgAction, FgState, Model, ModelActivation, Ctx } from '../types'
import { actionsFor } from './wounds'
import { actionRefusal, actionsAllowed, activationBegan } from './hooks'
import { ACTIONS_PER_ACTIVATION, GROUP_SIZE, advance, canLead, groupCandidates, phasePlayer } from './turn'

/** FG-3.3: the activation `modelId` belongs to and its record, or why it cannot act. */
export function activationOf(
  s: FgState,
  modelId: string,
): { act: Activation; member: ModelActivation } | Refusal {
  const act = s.turn.activation
  if (!act)
    return refuse({
      rule: 'FG-3.3',
      code: 'noActivation',
      text: 'No model is activated: activate one first (FG-3.3)',
    })
  const member = act.members.find((m) => m.id === modelId)
  if (!member)
    return refuse({
      rule: 'FG-3.3',
      code: 'notInActivation',
      text: 'That model is not part of the current activation (FG-3.3)',
    })
  if (member.done || member.actionsUsed >= member.maxActions)
    return refuse({ rule: 'FG-3.2', code: 'noActionsLeft', text: 'That model has no actions left (FG-3.2)' })
  return { act, member }
}

/** FG-3.2/3.4: the checks every action of an activated model shares; the model, or why it cannot act. */
export function canAct(
  s: FgState,
  modelId: string,
  kind: 'move' | 'other',
): { act: Activation; member: ModelActivation; model: Model } | Refusal {
  const found = activationOf(s, modelId)
  if ('error' in found) return found
  const model = s.models.find((m) => m.id === modelId)
  if (!model || model.status !== 'onTable')
    return refuse({ rule: 'FG-3.2', code: 'notOnTable', text: 'That model is not on the table (FG-3.2)' })
  // FG-8.2 Plane Walk: the walker can only move.
  const barred = actionRefusal(s, model, kind)
  if (barred) return barred
  if (kind !== 'move') {
    if (found.member.mustMove)
      return refuse({ rule: 'FG-3.2', code: 'mustMove', text: 'Its other action must be a Move (FG-3.2)' })
    if (found.act.groupMovePending.includes(modelId))
      return refuse({
        rule: 'FG-3.4',
        code: 'groupMovesFirst',
        text: 'In a group activation every model moves first (FG-3.4)',
      })
    if (found.act.groupMovePending.length > 0)
      return refuse({
        rule: 'FG-3.4',
        code: 'groupMovePending',
        text: 'The whole group moves before anyone takes a second action (FG-3.4)',
      })
  } else if (found.act.groupMovePending.length > 0 && !found.act.groupMovePending.includes(modelId)) {
    return refuse({
      rule: 'FG-3.4',
      code: 'groupMovePending',
      text: 'The whole group moves before anyone takes a second action (FG-3.4)',
    })
  }
  return { ...found, model }
}

/** FG-3.3: closes the activation once every member is done, and moves the turn on. */
export function closeIfDone(s: FgState): FgState {
  const act = s.turn.activation
  if (!act || !act.members.every((m) => m.done)) return s
  return advance({
    ...s,
    turn: { ...s.turn, activation: null, activated: [...s.turn.activated, ...act.members.map((m) => m.id)] },
  })
}

/**
 * FG-3.2: records one action by `modelId` (a Move counts towards full-then-half, FG-4.1; a first action
 * that is not a Move obliges the second to be one); closes the activation when every member is done.
 */
export function spendAction(s: FgState, modelId: string, kind: ActionKind, finished: boolean): FgState {
  const act = s.turn.activation
  const member = act?.members.find((m) => m.id === modelId)
  if (!act || !member) return s
  const used = member.actionsUsed + 1
  const updated: ModelActivation = {
    ...member,
    actionsUsed: used,
    moves: member.moves + (kind === 'move' ? 1 : 0),
    mustMove: kind === 'other' && used === 1,
    done: finished || used >= member.maxActions,
  }
  const nextAct: Activation = {
    ...act,
    members: act.members.map((m) => (m.id === member.id ? updated : m)),
    groupMovePending: act.groupMovePending.filter((id) => id !== member.id),
  }
  return closeIfDone({ ...s, turn: { ...s.turn, activation: nextAct } })
}

/** FG-3.1/3.4: activates a model that may lead now, alone or with a group of soldiers. */
export function activate(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/activate' }>): Verdict {
  const s = ctx.state
  const { turn } = s
  if (turn.activation)
    return refuse({
      rule: 'FG-3.3',
      code: 'activationInProgress',
      text: 'Finish the current activation first (FG-3.3)',
    })
  const player = phasePlayer(turn)
  const leader = s.models.find((m) => m.id === a.model)
  if (!leader || !canLead(s, leader, turn.phase, player)) {
    return refuse({
      rule: 'FG-3.1',
      code: 'cannotActivate',
      text: `That model cannot activate in ${playerName(s, player)}'s ${turn.phase} phase (FG-3.1)`,
      params: { player: playerName(s, player), phase: turn.phase },
    })
  }
  const group = a.group ?? []
  if (group.length > 0 && turn.phase === 'fast')
    return refuse({
      rule: 'FG-8.2',
      code: 'fastActAlone',
      text: 'A model acting by Fast Act activates alone (FG-8.2)',
    })
  if (group.length > 0) {
    if (leader.kind !== 'wizard' && leader.kind !== 'apprentice')
      return refuse({
        rule: 'FG-3.4',
        code: 'groupLeader',
        text: 'Only a wizard or apprentice leads a group (FG-3.4)',
      })
    if (group.length > GROUP_SIZE)
      return refuse({
        rule: 'FG-3.4',
        code: 'groupSize',
        text: `A group has at most ${GROUP_SIZE} soldiers (FG-3.4)`,
        params: { max: GROUP_SIZE },
      })
    if (new Set(group).size !== group.length)
      return refuse({
        rule: 'FG-3.4',
        code: 'groupTwice',
        text: 'A soldier is listed twice in the group (FG-3.4)',
      })
    const candidates = new Set(groupCandidates(s, leader).map((m) => m.id))
    const bad = group.find((g) => !candidates.has(g))
    if (bad) {
      const name = s.models.find((m) => m.id === bad)?.name ?? bad
      return refuse({
        rule: 'FG-3.4',
        code: 'groupMember',
        text: `${name} cannot join: group soldiers are unactivated and within 3" of the leader (FG-3.4)`,
        params: { model: name },
      })
    }
  }
  const ids = [leader.id, ...group]
  const activation: Activation = {
    leader: leader.id,
    members: ids.map((mid) => ({
      id: mid,
      actionsUsed: 0,
      // FG-7.2: a wounded model has one action.
      maxActions: actionsFor(
        s.models.find((m) => m.id === mid)!,
        ACTIONS_PER_ACTIVATION,
      ),
      moves: 0,
      mustMove: false,
      done: false,
    })),
    groupMovePending: group.length > 0 ? ids : [],
  }
  // FG-8: spells in play take actions away (Petrify, Reveal Death, Slow, Poison Dart) or give one back
  // (Time Store's stored action); none left: done.
  activation.members = activation.members.map((m) => {
    const max = actionsAllowed(s, m.id, m.maxActions)
    return { ...m, maxActions: max, done: max === 0 }
  })
  activation.groupMovePending = activation.groupMovePending.filter((id) =>
    activation.members.some((m) => m.id === id && !m.done),
  )
  const names = group.map((g) => s.models.find((m) => m.id === g)?.name ?? g)
  // The group's names are params of their own (one type per group size), so each language lists them its way.
  const groupParams: Record<string, string> = { leader: leader.name }
  names.forEach((name, i) => (groupParams[`soldier${i + 1}`] = name))
  ctx.emit({
    type: 'frostgrave/modelActivated',
    activation,
    log:
      group.length > 0
        ? logLine(
            `activated-group${names.length}`,
            'FG-3.4',
            `${leader.name} activates with ${names.join(', ')}: everyone moves first.`,
            groupParams,
          )
        : logLine('activated', 'FG-3.2', `${leader.name} activates.`, { leader: leader.name }),
  })
  // FG-8: spells that last until shaken off are tested; the time spells end with the activation they give.
  activationBegan(ctx, ids, s)
  return null
}

/** FG-3.3: a model of the activation ends its part early. */
export function endModel(ctx: Ctx, modelId: string): Verdict {
  const found = activationOf(ctx.state, modelId)
  if ('error' in found) return found
  const name = ctx.state.models.find((m) => m.id === modelId)?.name ?? modelId
  ctx.emit({
    type: 'frostgrave/modelFinished',
    model: found.member.id,
    log: logLine('modelDone', 'FG-3.3', `${name} ends its activation.`, { model: name }),
  })
  return null
}

/** FG-3.3: the whole activation ends, whatever its members have left. */
export function endActivation(ctx: Ctx): Verdict {
  const act = ctx.state.turn.activation
  if (!act)
    return refuse({
      rule: 'FG-3.3',
      code: 'noActivationToEnd',
      text: 'No activation is in progress (FG-3.3)',
    })
  const leader = ctx.state.models.find((m) => m.id === act.leader)
  ctx.emit({
    type: 'frostgrave/activationEnded',
    log: logLine('activationDone', 'FG-3.3', `${leader?.name ?? act.leader}'s activation ends.`, {
      leader: leader?.name ?? act.leader,
    }),
  })
  return null
}
