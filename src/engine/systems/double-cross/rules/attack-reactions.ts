/**
 * The targets' reactions (DX-6.6, DX-6.7): every declaration checked before anything is rolled, then each
 * dodge rolled in initiative order against the attacker's achievement; the targets hit go on to the
 * resolution (`attack-resolution.ts`).
 */
import { refuse, type Refusal } from '../../../core/decision'
import type {
  Ctx,
  DxCharacter,
  DxState,
  Effect,
  PendingAttack,
  ReactionDeclaration,
  Resolution,
} from '../types'
import { resolutionSteps, resolveSteps } from './attack-resolution'
import { initiativeOrder } from './combat'
import { reactionForbidden, statusCheckDice } from './bad-statuses'
import { effectValues, timingsOf } from './effects'
import { rollCheckRecord } from './rolls'
import { noteCheckModifiers } from './check-notes'
import { activateReaction } from './reaction-combo'
import { composeSheetCheck } from './sheet'

/** A reaction made ready to roll or apply: a dodge's check, a guard's value. */
interface Ready {
  target: DxCharacter
  reaction: ReactionDeclaration | null
  skipped?: 'cannot-react' | 'automatic' | 'attack-failed'
  guard: number
  dodgeCost: { effects: string[]; cost: number; sceneLong: string[] }
}

/** DX-6.6 … DX-6.13 for every target, in initiative order (DX-6.6). */
export function resolveReactions(
  ctx: Ctx,
  attack: PendingAttack,
  reactions: readonly ReactionDeclaration[],
  stepwise: boolean | undefined,
): Refusal | undefined {
  const { plan } = attack
  const targets = initiativeOrder(ctx.state, plan.targets)
  const ready: Ready[] = []
  // DX-6.6: check every declaration before anything is rolled.
  for (const target of targets) {
    const reaction = reactions.find((r) => r.targetId === target.id) ?? null
    const entry: Ready = {
      target,
      reaction,
      guard: 0,
      dodgeCost: { effects: [], cost: 0, sceneLong: [] },
    }
    if (attack.failed) entry.skipped = 'attack-failed'
    else if (plan.difficulty === 'automatic') entry.skipped = 'automatic'
    else if (attack.cannotReact.includes(target.id)) entry.skipped = 'cannot-react'
    else if (reactionForbidden(ctx.state, target)) {
      // 暴走: seed 003 skips the reaction declaration of a target that cannot react (bad-statuses.ts).
      ctx.emit({ type: 'double-cross/berserkNoReaction', characterId: target.id })
      entry.skipped = 'cannot-react'
    }
    if (!entry.skipped && reaction?.reaction === 'guard') {
      const weapon = target.weapons.find((w) => w.id === reaction.weaponId)
      if (!weapon)
        return refuse({
          rule: 'DX-6.6',
          code: 'guardWeapon',
          text: `${target.name} guards with a weapon they hold (DX-6.6)`,
          params: {
            name: target.name,
          },
        })
      entry.guard = weapon.guard
    }
    if (!entry.skipped && (reaction?.reaction === 'dodge' || reaction?.reaction === 'guard')) {
      for (const id of reaction.effects ?? []) {
        const effect = target.effects.find((e) => e.id === id)
        if (!effect)
          return refuse({
            rule: 'DX-6.6',
            code: 'noEffect',
            text: `${target.name} has no effect ${id}`,
            params: { name: target.name, id },
          })
        if (!timingsOf(effect).includes('reaction'))
          return refuse({
            rule: 'DX-6.6',
            code: 'notReaction',
            text: `${effect.name} is not a reaction (DX-6.6)`,
            params: { effect: effect.name },
          })
      }
    }
    ready.push(entry)
  }

  for (const entry of ready)
    ctx.emit({
      type: 'double-cross/reactionDeclared',
      targetId: entry.target.id,
      reaction: entry.skipped ? 'none' : (entry.reaction?.reaction ?? 'none'),
      ...(entry.skipped ? { skipped: entry.skipped } : {}),
    })

  // DX-6.7: dodges, target by target; defender ≥ attacker → the attack misses that target (DX-3.3).
  const hits: Ready[] = []
  const targetStacked: NonNullable<Resolution['targetStacked']> = []
  for (const entry of ready) {
    if (entry.skipped === 'attack-failed') continue
    if (!entry.skipped && entry.reaction?.reaction === 'guard') {
      guardCombo(ctx, entry, targetStacked)
      hits.push(entry)
      continue
    }
    if (entry.skipped || entry.reaction?.reaction !== 'dodge') {
      hits.push(entry)
      continue
    }
    const target = entry.target
    // DX-6.6: the reaction's effects activate as in DX-6.3; the fizzled add nothing and cost nothing.
    const activation = activateLogged(ctx, target, entry.reaction.effects ?? [], 'dodge', targetStacked)
    const composed = composeDodge(
      ctx.state,
      target,
      activation.activated.map((e) => e.id),
    )
    if (!composed.ok) return composed
    noteCheckModifiers(ctx, target.id, composed.value)
    entry.dodgeCost = {
      effects: composed.value.effects,
      cost: composed.value.cost,
      sceneLong: composed.value.sceneLong,
    }
    const record = rollCheckRecord(ctx, {
      label: `${target.name} — Dodge`,
      check: composed.value.check,
      rule: 'DX-6.7',
      hidden: false,
      characterId: target.id,
    })
    ctx.emit({ type: 'double-cross/rolled', record })
    const roll = record.roll
    const dodged = !roll.fumble && roll.rounds.length > 0 && roll.total >= attack.achievement
    ctx.emit({ type: 'double-cross/dodged', targetId: target.id, achievement: roll.total, hit: !dodged })
    if (!dodged) hits.push(entry)
  }

  const resolution: Resolution = {
    hits: hits.map((h) => ({ targetId: h.target.id, guard: h.guard })),
    reactionCosts: ready
      .filter((r) => r.dodgeCost.cost > 0)
      .map((r) => ({ characterId: r.target.id, ...r.dodgeCost })),
    steps: [],
    ...(targetStacked.length ? { targetStacked } : {}),
  }
  resolution.steps = resolutionSteps(ctx.state, plan, resolution)
  return resolveSteps(ctx, plan, resolution, stepwise)
}

/**
 * DX-6.6: a reaction combo's effects activate as in DX-6.3, each logged (fizzled or not); the stacked ones
 * join the target's stack for their step (DX-6.9).
 */
function activateLogged(
  ctx: Ctx,
  target: DxCharacter,
  declared: readonly string[],
  reaction: 'dodge' | 'guard',
  targetStacked: NonNullable<Resolution['targetStacked']>,
) {
  const activation = activateReaction(target, declared, reaction)
  for (const id of declared) {
    const fizzle = activation.fizzled.find((f) => f.id === id)
    const effect = target.effects.find((e) => e.id === id)!
    ctx.emit({
      type: 'double-cross/effectActivated',
      attackerId: target.id,
      effect: effect.name,
      rule: reaction === 'dodge' ? 'DX-6.7' : 'DX-6.6',
      ...(fizzle ? { fizzled: fizzle.reason } : {}),
    })
  }
  for (const e of activation.activated)
    if (e.trigger) targetStacked.push({ characterId: target.id, id: e.id, name: e.name, trigger: e.trigger })
  return activation
}

/**
 * A guard combo (DX-6.6): the effects that activate add their guard values (at their level, DX-4.1) to
 * the weapon's, and their costs join the reaction costs paid at DX-6.11.
 */
function guardCombo(ctx: Ctx, entry: Ready, targetStacked: NonNullable<Resolution['targetStacked']>) {
  const declared = entry.reaction?.effects ?? []
  if (declared.length === 0) return
  const activation = activateLogged(ctx, entry.target, declared, 'guard', targetStacked)
  const value = guardValue(ctx.state, entry.target, entry.guard, activation.activated)
  entry.guard = value.guard
  entry.dodgeCost = value.cost
}

/** A guard's value with its combo's effects, and what the effects cost (DX-4.2: scene-long paid once). */
export function guardValue(
  state: DxState,
  target: DxCharacter,
  weaponGuard: number,
  activated: readonly Effect[],
): { guard: number; cost: Ready['dodgeCost'] } {
  const paying = activated.filter((e) => !(e.sceneLong && target.sceneEffects.includes(e.id)))
  return {
    guard: Math.max(
      0,
      activated.reduce(
        (sum, e) => sum + effectValues(e, target.encroachment, state.encroachmentTable).guard,
        weaponGuard,
      ),
    ),
    cost: {
      effects: paying.map((e) => e.name),
      cost: paying.reduce((sum, e) => sum + e.cost, 0),
      sceneLong: paying.filter((e) => e.sceneLong).map((e) => e.id),
    },
  }
}

/**
 * A target's dodge (DX-6.6, DX-6.7): <Dodge> (Body bare without the skill) with its reaction effects,
 * plus the armour's dodge modifier on the achievement.
 */
export function composeDodge(state: DxState, target: DxCharacter, effects: readonly string[]) {
  const dodgeIndex = target.skills.findIndex((s) => s.kind === 'dodge')
  return composeSheetCheck(
    target,
    {
      characterId: target.id,
      ...(dodgeIndex >= 0 ? { skill: dodgeIndex } : { stat: 'body' as const }),
      effects: [...effects],
      modifier: target.armour?.dodge ?? 0,
    },
    state.encroachmentTable,
    'check',
    statusCheckDice(state, target),
  )
}
