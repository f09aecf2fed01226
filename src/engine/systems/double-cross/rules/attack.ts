/**
 * The attack procedure's commands (DX-6.1 … DX-6.13), in the digest's order. `double-cross/attack` plans
 * the attack (`attack-plan.ts`: declaration, activation, aggregation, DX-6.1 … DX-6.4), logs each step,
 * rolls the check (DX-6.5) and stops when a target may react; `double-cross/react` takes the reactions
 * (`attack-reactions.ts`, DX-6.6, DX-6.7) and resolves the rest (`attack-resolution.ts`: on-hit, damage,
 * after-attack, encroachment, end of main process, cleanup, DX-6.8 … DX-6.13). When nobody can react,
 * `attack` resolves it all at once. The simulation the screen shows first is `attack-simulation.ts`.
 */
import { refuse } from '../../../core/decision'
import type { CommandDecision, PendingAttack, Resolution } from '../types'
import { ATTACK_LABEL } from '../log-params'
import { NORMAL_ATTACK_IDS } from './attack-declaration'
import { damageWarnings, simulateAttack } from './attack-simulation'
import { resolveReactions } from './attack-reactions'
import { resolutionSteps, resolveSteps } from './attack-resolution'
import { canAct, cannotAct, findCharacter } from './cast'
import { noteCheckModifiers, startComboLasting } from './check-notes'
import { rollCheckRecord } from './rolls'

/** DX-6.1 … DX-6.5, then the rest at once when no target can react. */
export const decideAttack: CommandDecision<'double-cross/attack'> = (ctx, action) => {
  if (ctx.state.attack)
    return refuse({
      rule: 'DX-6.6',
      code: 'attackPending',
      text: 'an attack waits for its reactions (DX-6.6)',
    })
  const { type: _type, ...declaration } = action
  void _type
  // The simulation (DX-6.2) plans it (DX-6.1 … DX-6.4) and prices each target.
  const planned = simulateAttack(ctx.state, declaration)
  if (!planned.ok) return planned
  const plan = planned.plan
  const attacker = findCharacter(ctx.state, plan.attackerId)!
  if (!canAct(attacker)) return cannotAct(attacker)
  const combat = ctx.state.combat
  if (combat && (combat.step !== 'main' || combat.actor !== attacker.id))
    return refuse({
      rule: 'DX-5.4',
      code: 'notTheirMain',
      text: `${attacker.name} attacks only in their own main process (DX-5.4)`,
      params: {
        name: attacker.name,
      },
    })
  if (combat?.majorTaken)
    return refuse({
      rule: 'DX-5.4',
      code: 'majorTaken',
      text: `${attacker.name} has already taken this main process's Major action (DX-5.4)`,
      params: {
        name: attacker.name,
      },
    })
  if (plan.attackKind && plan.targets.length === 0)
    return refuse({ rule: 'DX-6.1', code: 'noTargets', text: 'an attack needs a target (DX-6.1)' })
  const tooMany = plan.warnings.find((w) => w.kind === 'too-many-targets')
  if (tooMany && tooMany.kind === 'too-many-targets')
    return refuse({
      rule: 'DX-6.4',
      code: 'tooManyTargets',
      text: `this combo reaches at most ${tooMany.limit} target(s) (DX-6.4)`,
      params: {
        limit: tooMany.limit,
      },
    })

  ctx.emit({ type: 'double-cross/attackDeclared', plan })
  ctx.emit({ type: 'double-cross/attackSimulated', attackerId: attacker.id, warnings: plan.warnings })
  for (const w of damageWarnings(plan, planned.targets))
    ctx.emit({ type: 'double-cross/damageUnlikely', ...w })
  const fizzles = new Map(plan.fizzled.map((f) => [f.id, f.reason]))
  const order = [...action.effects, ...(action.normal ? [NORMAL_ATTACK_IDS[action.normal]] : [])]
  for (const id of order) {
    const name =
      plan.activated.find((e) => e.id === id)?.name ?? plan.fizzled.find((f) => f.id === id)?.name ?? id
    const reason = fizzles.get(id)
    ctx.emit({
      type: 'double-cross/effectActivated',
      attackerId: attacker.id,
      effect: name,
      ...(reason ? { fizzled: reason } : {}),
    })
  }
  ctx.emit({ type: 'double-cross/attackAggregated', plan })
  // DX-6.4: no attack effect checked → the procedure goes to its end (encroachment, cleanup).
  if (!plan.attackKind) {
    const resolution: Resolution = { hits: [], reactionCosts: [], steps: [] }
    resolution.steps = resolutionSteps(ctx.state, plan, resolution)
    return resolveSteps(ctx, plan, resolution, false)
  }
  // The GM's modifiers (DX-5.1) and the lasting effects the check carries, told before it is rolled.
  noteCheckModifiers(
    ctx,
    attacker.id,
    {
      gmDice: action.gmDice ?? 0,
      gmScore: action.gmScore ?? 0,
      gmCritical: action.gmCritical ?? 0,
      lasting: plan.lasting ?? [],
    },
    action,
  )
  const record = rollCheckRecord(ctx, {
    label: `${attacker.name} — ${ATTACK_LABEL}`,
    check: plan.check,
    rule: 'DX-6.5',
    hidden: false,
    characterId: attacker.id,
  })
  ctx.emit({ type: 'double-cross/rolled', record })
  startComboLasting(
    ctx,
    attacker,
    plan.activated.map((e) => e.id),
  )
  const failed = record.roll.fumble || record.roll.rounds.length === 0
  const cannotReact = plan.targets.filter((id) => {
    const t = findCharacter(ctx.state, id)!
    return plan.noReaction || (action.cannotReact ?? []).includes(id) || !canAct(t)
  })
  const attack: PendingAttack = {
    plan,
    achievement: failed ? 0 : Math.max(0, record.roll.total),
    failed,
    cannotReact,
  }
  ctx.emit({ type: 'double-cross/attackRolled', attack })
  if (failed || plan.difficulty === 'automatic' || cannotReact.length === plan.targets.length)
    return resolveReactions(ctx, attack, [], action.stepwise)
  return undefined
}

/** DX-6.6 …: the targets' reactions to the attack waiting for them, then the rest of the procedure. */
export const decideReact: CommandDecision<'double-cross/react'> = (ctx, action) => {
  const attack = ctx.state.attack
  if (!attack || ctx.state.resolution)
    return refuse({ rule: 'DX-6.6', code: 'noAttackPending', text: 'no attack waits for reactions (DX-6.6)' })
  const reacting = attack.plan.targets.filter((id) => !attack.cannotReact.includes(id))
  for (const r of action.reactions)
    if (!reacting.includes(r.targetId))
      return refuse({
        rule: 'DX-6.6',
        code: 'notReacting',
        text: `${r.targetId} cannot react to this attack (DX-6.6)`,
        params: { id: r.targetId },
      })
  if (new Set(action.reactions.map((r) => r.targetId)).size !== action.reactions.length)
    return refuse({ rule: 'DX-6.6', code: 'reactTwice', text: 'each target reacts once (DX-6.6)' })
  for (const id of reacting)
    if (!action.reactions.some((r) => r.targetId === id)) {
      const name = findCharacter(ctx.state, id)?.name ?? id
      return refuse({
        rule: 'DX-6.6',
        code: 'reactionMissing',
        text: `${name} must declare a reaction (DX-6.6)`,
        params: { name },
      })
    }
  return resolveReactions(ctx, attack, action.reactions, action.stepwise)
}
