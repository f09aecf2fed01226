/**
 * What follows the reactions (DX-6.8 … DX-6.13), in the digest's order: on-hit stacked effects, a damage
 * step per target hit, after-attack effects, encroachment, end-of-main effects, cleanup. All at once, or
 * kept as `state.resolution` for the GM to step through (`resolveStep`, `resolveRest`).
 */
import { refuse } from '../../../core/decision'
import type { AttackPlan, CommandDecision, Ctx, DxState, Resolution, ResolutionStep } from '../types'
import { findCharacter } from './cast'
import { clampRate } from './limits'
import { armourValue } from './vehicles'

/** The names of the stacked effects that fire at `trigger`, in declared order. */
const stackedNames = (plan: AttackPlan, trigger: string) =>
  plan.stacked.filter((s) => s.trigger === trigger).map((s) => s.name)

/**
 * The steps after the reactions that have something to do, in the digest's order (DX-6.8 … DX-6.13):
 * on-hit effects when something was hit, a damage step per target hit (initiative order) when the attack
 * deals damage, after-attack effects, encroachment when something costs, end-of-main effects, cleanup.
 */
export function resolutionSteps(state: DxState, plan: AttackPlan, r: Resolution): ResolutionStep[] {
  const steps: ResolutionStep[] = []
  if (r.hits.length && stackedNames(plan, 'on-hit').length) steps.push({ step: 'on-hit' })
  if (plan.damaging) for (const h of r.hits) steps.push({ step: 'damage', targetId: h.targetId })
  if (stackedNames(plan, 'after-attack').length) steps.push({ step: 'after-attack' })
  const attacker = findCharacter(state, plan.attackerId)
  if (attacker && (plan.activated.some((e) => e.cost > 0) || r.reactionCosts.length))
    steps.push({ step: 'encroachment' })
  if (stackedNames(plan, 'end-of-main').length) steps.push({ step: 'end-of-main' })
  steps.push({ step: 'cleanup' })
  return steps
}

/**
 * Resolves the steps: all at once, or (`stepwise`) keeps them pending for `resolveStep` / `resolveRest`,
 * the GM stepping through them one click each.
 */
export function resolveSteps(
  ctx: Ctx,
  plan: AttackPlan,
  resolution: Resolution,
  stepwise: boolean | undefined,
): undefined {
  if (stepwise && ctx.state.attack) {
    ctx.emit({ type: 'double-cross/resolutionPending', resolution })
    return undefined
  }
  for (const step of resolution.steps) runStep(ctx, plan, resolution, step)
  return undefined
}

/** One step of the resolution (DX-6.8 … DX-6.13), drawing the damage dice when it is a damage step. */
function runStep(ctx: Ctx, plan: AttackPlan, resolution: Resolution, step: ResolutionStep): void {
  const fire = (rule: string, trigger: string, targetId?: string) => {
    const effects = stackedNames(plan, trigger)
    if (effects.length)
      ctx.emit({ type: 'double-cross/stackedFired', step: rule, effects, ...(targetId ? { targetId } : {}) })
  }
  switch (step.step) {
    case 'on-hit':
      // DX-6.8: on-hit stacked effects, target by target.
      for (const h of resolution.hits) fire('DX-6.8', 'on-hit', h.targetId)
      return
    case 'damage': {
      // DX-6.9: "when dealing", then "when taking" damage; the dice; "dealt damage" when 1 or more.
      const hit = resolution.hits.find((h) => h.targetId === step.targetId)
      const target = findCharacter(ctx.state, step.targetId ?? '')
      if (!hit || !target) return
      const achievement = ctx.state.attack?.achievement ?? 0
      const dice = 1 + Math.floor(achievement / 10)
      fire('DX-6.9', 'dealing-damage', target.id)
      fire('DX-6.9', 'taking-damage', target.id)
      const faces: number[] = []
      for (let i = 0; i < dice; i++) faces.push(ctx.dice.roll(10))
      const armour = armourValue(target)
      const damage = damageOf(faces, plan.weaponAttack, plan.attackPower, armour, hit.guard)
      ctx.emit({
        type: 'double-cross/damageDealt',
        targetId: target.id,
        faces,
        weapon: plan.weaponAttack,
        combo: plan.attackPower,
        armour,
        guard: hit.guard,
        damage,
        hpBefore: target.hp,
        hpAfter: Math.max(0, target.hp - damage),
      })
      if (damage >= 1) fire('DX-6.9', 'dealt-damage', target.id)
      return
    }
    case 'after-attack':
      fire('DX-6.10', 'after-attack')
      return
    case 'encroachment':
      payEncroachment(ctx, plan, resolution.reactionCosts)
      return
    case 'end-of-main':
      fire('DX-6.12', 'end-of-main')
      return
    case 'cleanup': {
      // DX-6.13: characters at HP 0 become incapacitated.
      const fallen = ctx.state.characters.filter(
        (c) => c.hp === 0 && !c.incapacitated && c.status === 'active',
      )
      for (const c of fallen)
        ctx.emit({
          type: 'double-cross/statusChanged',
          characterId: c.id,
          incapacitated: true,
          hidden: c.hidden,
          badStatuses: [...c.badStatuses],
          rule: 'DX-6.13',
        })
      ctx.emit({ type: 'double-cross/attackEnded', incapacitated: fallen.map((c) => c.id) })
      return
    }
  }
}

/** Step mode: the next step of the attack's resolution (DX-6.8 … DX-6.13). */
export const decideResolveStep: CommandDecision<'double-cross/resolveStep'> = (ctx) => {
  const resolution = ctx.state.resolution
  const attack = ctx.state.attack
  if (!resolution || !attack || !resolution.steps[0])
    return refuse({
      rule: 'DX-6.8',
      code: 'noResolution',
      text: 'no attack waits to be resolved step by step (DX-6.8)',
    })
  const step = resolution.steps[0]
  ctx.emit({ type: 'double-cross/resolutionStepped', step })
  runStep(ctx, attack.plan, resolution, step)
  return undefined
}

/** Step mode: "Resolve the rest" — every step left, in order (DX-6.8 … DX-6.13). */
export const decideResolveRest: CommandDecision<'double-cross/resolveRest'> = (ctx) => {
  const resolution = ctx.state.resolution
  const attack = ctx.state.attack
  if (!resolution || !attack || !resolution.steps[0])
    return refuse({
      rule: 'DX-6.8',
      code: 'noResolution',
      text: 'no attack waits to be resolved step by step (DX-6.8)',
    })
  for (const step of resolution.steps) {
    ctx.emit({ type: 'double-cross/resolutionStepped', step })
    runStep(ctx, attack.plan, resolution, step)
  }
  return undefined
}

/**
 * DX-6.9: (the dice's sum) + weapon attack + combo attack power − armour − guard value, never below 0.
 */
export function damageOf(
  faces: readonly number[],
  weapon: number,
  combo: number,
  armour: number,
  guard: number,
): number {
  return Math.max(0, faces.reduce((a, b) => a + b, 0) + weapon + combo - armour - guard)
}

/** DX-6.11: every effect that did not fizzle raises its user's encroachment by its cost (the reactions' too). */
function payEncroachment(ctx: Ctx, plan: AttackPlan, reactionCosts: Resolution['reactionCosts']): void {
  const attacker = findCharacter(ctx.state, plan.attackerId)!
  const paid = plan.activated.filter((e) => e.cost > 0)
  const cost = paid.reduce((sum, e) => sum + e.cost, 0)
  const sceneLong = paid
    .filter((e) => attacker.effects.find((x) => x.id === e.id)?.sceneLong)
    .map((e) => e.id)
  if (cost > 0) {
    ctx.emit({
      type: 'double-cross/comboPaid',
      characterId: attacker.id,
      effects: paid.map((e) => e.name),
      cost,
      before: attacker.encroachment,
      after: clampRate(attacker.encroachment + cost),
      ...(sceneLong.length ? { sceneEffects: sceneLong } : {}),
    })
  }
  for (const r of reactionCosts) {
    const c = findCharacter(ctx.state, r.characterId)!
    ctx.emit({
      type: 'double-cross/comboPaid',
      characterId: c.id,
      effects: r.effects,
      cost: r.cost,
      before: c.encroachment,
      after: clampRate(c.encroachment + r.cost),
      ...(r.sceneLong.length ? { sceneEffects: r.sceneLong } : {}),
    })
  }
}
