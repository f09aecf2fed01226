/**
 * The damage step of one target (DX-6.9) in the seed's order: the dice; "when dealing damage" stacked
 * effects, then dealing-damage auto actions; "when taking damage" stacked effects (the attacker's, then the
 * target's own), then taking-damage auto actions; the damage subtracted from HP; when it is 1 or more,
 * "dealt damage" then "took damage" effects and auto actions. Effects that raise or lower damage are the
 * dealing/taking moments' (seed 003). At each moment whose auto actions someone may use the step waits
 * (`AutoWindow`), and `auto-actions.ts` takes it up again from the next moment.
 */
import { inflictStatuses } from './bad-statuses'
import { DAMAGE_MOMENTS, type AttackPlan, type Ctx, type DamageMoment, type Resolution } from '../types'
import { damageOffers } from './auto-offers'
import { findCharacter } from './cast'
import { effectValues } from './effects'
import { armourValue } from './vehicles'

/** A damage step under way: its target, dice and the changes made so far. */
export interface DamageInProgress {
  targetId: string
  faces: number[]
  mods: { name: string; by: number }[]
}

/** DX-6.9: (the dice's sum) + weapon attack + combo attack power − armour − guard, never below 0. */
export function damageOf(
  faces: readonly number[],
  weapon: number,
  combo: number,
  armour: number,
  guard: number,
): number {
  return Math.max(0, faces.reduce((a, b) => a + b, 0) + weapon + combo - armour - guard)
}

/** The dice of the damage step (1 + ⌊achievement / 10⌋ D10, DX-6.9), then its moments from the first. */
export function startDamage(ctx: Ctx, plan: AttackPlan, resolution: Resolution, targetId: string): boolean {
  const achievement = ctx.state.attack?.achievement ?? 0
  const faces: number[] = []
  for (let i = 0; i < 1 + Math.floor(achievement / 10); i++) faces.push(ctx.dice.roll(10))
  return continueDamage(ctx, plan, resolution, { targetId, faces, mods: [] }, 0)
}

/**
 * The damage step's moments from `from` on (an index into `DAMAGE_MOMENTS`); true when it stops at a
 * window for auto actions (only in a resolution kept for them, `Resolution.dropped`).
 */
export function continueDamage(
  ctx: Ctx,
  plan: AttackPlan,
  resolution: Resolution,
  progress: DamageInProgress,
  from: number,
): boolean {
  const target = findCharacter(ctx.state, progress.targetId)
  const hit = resolution.hits.find((h) => h.targetId === progress.targetId)
  if (!target || !hit) return false
  const mods = [...progress.mods]
  let damage: number | undefined
  for (let i = from; i < DAMAGE_MOMENTS.length; i++) {
    const moment = DAMAGE_MOMENTS[i]!
    if (moment === 'dealt-damage') {
      damage = applyDamage(ctx, plan, progress, mods, hit.guard)
      if (damage < 1) return false
    }
    fireStacked(ctx, plan, resolution, moment, progress.targetId, mods)
    // Only a resolution kept for its windows stops (`Resolution.dropped`): older saves never do.
    if (!ctx.state.resolution?.dropped) continue
    const offers = damageOffers(ctx.state, moment, plan.attackerId, progress.targetId)
    if (offers.length === 0) continue
    ctx.emit({
      type: 'double-cross/autoOffered',
      autoWindow: {
        moment,
        offers,
        targetId: progress.targetId,
        faces: progress.faces,
        mods,
        ...(damage !== undefined ? { damage } : {}),
      },
    })
    return true
  }
  return false
}

/** Subtracts the damage, every change made at the dealing and taking moments included (DX-6.9). */
function applyDamage(
  ctx: Ctx,
  plan: AttackPlan,
  progress: DamageInProgress,
  mods: readonly { name: string; by: number }[],
  guard: number,
): number {
  const target = findCharacter(ctx.state, progress.targetId)!
  const armour = armourValue(target)
  const change = mods.reduce((sum, m) => sum + m.by, 0)
  const sum = progress.faces.reduce((a, b) => a + b, 0)
  const damage = Math.max(0, sum + plan.weaponAttack + plan.attackPower - armour - guard + change)
  ctx.emit({
    type: 'double-cross/damageDealt',
    targetId: target.id,
    faces: progress.faces,
    weapon: plan.weaponAttack,
    combo: plan.attackPower,
    armour,
    guard,
    damage,
    hpBefore: target.hp,
    hpAfter: Math.max(0, target.hp - damage),
    ...(mods.length ? { mods: [...mods] } : {}),
  })
  return damage
}

/**
 * A moment's stacked effects in declared order, the attacker's and then the target's own (DX-6.3, DX-6.9);
 * at the dealing and taking moments an effect with a damage value adds its change to `mods`.
 */
function fireStacked(
  ctx: Ctx,
  plan: AttackPlan,
  resolution: Resolution,
  moment: DamageMoment,
  targetId: string,
  mods: { name: string; by: number }[],
): void {
  const changes = moment === 'dealing-damage' || moment === 'taking-damage'
  const own = [
    ...plan.stacked
      .filter((s) => s.trigger === moment)
      .map((s) => ({ characterId: plan.attackerId, id: s.id, name: s.name })),
    ...(resolution.targetStacked ?? []).filter((s) => s.characterId === targetId && s.trigger === moment),
  ]
  if (own.length === 0) return
  ctx.emit({ type: 'double-cross/stackedFired', step: 'DX-6.9', effects: own.map((s) => s.name), targetId })
  // The attacker's effects that give the target a bad status (a poison) give it now (bad-statuses.ts).
  const attackers = own.filter((s) => s.characterId === plan.attackerId).map((s) => s.id)
  inflictStatuses(ctx, plan.attackerId, attackers, targetId, 'DX-6.9')
  if (!changes) return
  for (const s of own) {
    const user = findCharacter(ctx.state, s.characterId)
    const effect = user?.effects.find((e) => e.id === s.id)
    if (!user || !effect) continue
    const by = effectValues(effect, user.encroachment, ctx.state.encroachmentTable).damage
    if (by !== 0) mods.push({ name: effect.name, by })
  }
}
