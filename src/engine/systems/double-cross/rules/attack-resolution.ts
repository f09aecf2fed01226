/**
 * What follows the reactions (DX-6.8 … DX-6.13), in the digest's order: on-hit stacked effects, a damage
 * step per target hit, after-attack effects, encroachment, end-of-main effects, cleanup. All at once, or
 * kept as `state.resolution` for the GM to step through (`resolveStep`, `resolveRest`).
 */
import { inflictStatuses } from './bad-statuses'
import { refuse } from '../../../core/decision'
import type { AttackPlan, CommandDecision, Ctx, DxState, Resolution, ResolutionStep } from '../types'
import { findCharacter, incapacitate } from './cast'
import { startDamage } from './attack-damage'
import { cleanupOffers, hasAutoActions } from './auto-offers'
import { clampRate } from './limits'

export { damageOf } from './attack-damage'

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
 * the GM stepping through them one click each. When someone has an auto action a moment may offer
 * (`auto-offers.ts`), the resolution is kept in the state all the same, so that a moment can wait for its
 * owner (DX-6.9, DX-6.13); without one, it runs as it always did, and older saves replay unchanged.
 */
export function resolveSteps(
  ctx: Ctx,
  plan: AttackPlan,
  resolution: Resolution,
  stepwise: boolean | undefined,
): undefined {
  const windows = ctx.state.attack !== null && hasAutoActions(ctx.state)
  const kept: Resolution = windows ? { ...resolution, dropped: [] } : resolution
  if (stepwise && ctx.state.attack) {
    ctx.emit({ type: 'double-cross/resolutionPending', resolution: kept })
    return undefined
  }
  if (windows) {
    ctx.emit({ type: 'double-cross/resolutionOpened', resolution: { ...kept, runOn: true } })
    runOn(ctx)
    return undefined
  }
  for (const step of resolution.steps) runStep(ctx, plan, resolution, step)
  return undefined
}

/** The kept resolution's steps left, in order, until one waits for auto actions (DX-6.9, DX-6.13). */
export function runOn(ctx: Ctx): void {
  for (;;) {
    const resolution = ctx.state.resolution
    const attack = ctx.state.attack
    const step = resolution?.steps[0]
    if (!resolution || !attack || !step || resolution.autoWindow) return
    ctx.emit({ type: 'double-cross/resolutionStepped', step })
    if (runStep(ctx, attack.plan, resolution, step)) return
  }
}

/**
 * One step of the resolution (DX-6.8 … DX-6.13), drawing the damage dice when it is a damage step; true
 * when it waits for auto actions (`AutoWindow`).
 */
function runStep(ctx: Ctx, plan: AttackPlan, resolution: Resolution, step: ResolutionStep): boolean {
  const fire = (rule: string, trigger: string, targetId?: string) => {
    const effects = stackedNames(plan, trigger)
    if (effects.length)
      ctx.emit({ type: 'double-cross/stackedFired', step: rule, effects, ...(targetId ? { targetId } : {}) })
    if (effects.length && targetId) {
      const fired = plan.stacked.filter((s) => s.trigger === trigger).map((s) => s.id)
      inflictStatuses(ctx, plan.attackerId, fired, targetId, rule)
    }
  }
  switch (step.step) {
    case 'on-hit':
      // DX-6.8: on-hit stacked effects, target by target.
      for (const h of resolution.hits) fire('DX-6.8', 'on-hit', h.targetId)
      return false
    case 'damage':
      // DX-6.9, in the seed's order (`attack-damage.ts`).
      if (!resolution.hits.some((h) => h.targetId === step.targetId)) return false
      if (!findCharacter(ctx.state, step.targetId ?? '')) return false
      return startDamage(ctx, plan, resolution, step.targetId!)
    case 'after-attack':
      fire('DX-6.10', 'after-attack')
      return false
    case 'encroachment':
      payEncroachment(ctx, plan, ctx.state.resolution?.reactionCosts ?? resolution.reactionCosts)
      return false
    case 'end-of-main':
      fire('DX-6.12', 'end-of-main')
      return false
    case 'cleanup': {
      // DX-6.13: characters at HP 0 become incapacitated; then "HP dropped" / "incapacitated" auto actions.
      const fallen = ctx.state.characters.filter(
        (c) => c.hp === 0 && !c.incapacitated && c.status === 'active',
      )
      for (const c of fallen) incapacitate(ctx, c)
      const ids = fallen.map((c) => c.id)
      const dropped = ctx.state.resolution?.dropped
      const offers = dropped ? cleanupOffers(ctx.state, dropped, ids) : []
      if (offers.length) {
        ctx.emit({ type: 'double-cross/autoOffered', autoWindow: { moment: 'cleanup', offers, fallen: ids } })
        return true
      }
      endAttack(ctx, ids)
      return false
    }
  }
}

/** DX-6.13: the attack is over; those of `fallen` still incapacitated (not risen by リザレクト) are told. */
export function endAttack(ctx: Ctx, fallen: readonly string[]): void {
  const still = fallen.filter((id) => findCharacter(ctx.state, id)?.incapacitated)
  ctx.emit({ type: 'double-cross/attackEnded', incapacitated: still })
}

/** The refusal of a step while an auto-action window waits for its owners (DX-6.9, DX-6.13). */
const windowOpen = () =>
  refuse({
    rule: 'DX-6.9',
    code: 'autoWindowOpen',
    text: 'auto actions are on offer: use them or go on first (DX-6.9, DX-6.13)',
  })

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
  if (resolution.autoWindow) return windowOpen()
  const step = resolution.steps[0]
  ctx.emit({ type: 'double-cross/resolutionStepped', step })
  runStep(ctx, attack.plan, resolution, step)
  return undefined
}

/**
 * Step mode: "Resolve the rest" — every step left, in order (DX-6.8 … DX-6.13), until one waits for auto
 * actions.
 */
export const decideResolveRest: CommandDecision<'double-cross/resolveRest'> = (ctx) => {
  const resolution = ctx.state.resolution
  const attack = ctx.state.attack
  if (!resolution || !attack || !resolution.steps[0])
    return refuse({
      rule: 'DX-6.8',
      code: 'noResolution',
      text: 'no attack waits to be resolved step by step (DX-6.8)',
    })
  if (resolution.autoWindow) return windowOpen()
  if (resolution.dropped) {
    runOn(ctx)
    return undefined
  }
  for (const step of resolution.steps) {
    ctx.emit({ type: 'double-cross/resolutionStepped', step })
    runStep(ctx, attack.plan, resolution, step)
  }
  return undefined
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
