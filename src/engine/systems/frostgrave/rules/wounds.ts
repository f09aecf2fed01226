/**
 * Damage and wounds (FG-7): the one path every source of damage takes (melee, shooting, spells, creatures),
 * death at 0 Health (FG-7.1) with a carried treasure dropped where the model fell (FG-9.3), the wounded
 * state (FG-7.2) and healing that clears it.
 */
import { logLine } from '../describe'
import type { Model, Ctx } from '../types'

/** FG-7.2: at or below this Health a model is wounded. */
export const WOUNDED_HEALTH = 4
/** FG-7.2: what a wounded model takes off every roll. */
export const WOUNDED_PENALTY = -2
/** FG-7.2: the actions a wounded model has in a turn. */
export const WOUNDED_ACTIONS = 1
/** FG-7.2: traits whose bearers ignore wounds (compared case-insensitively). */
export const WOUND_IMMUNE_TRAITS = ['undead', 'construct', 'demon'] as const

/** FG-7.2: Undead, Constructs and Demons ignore wounds. */
export const ignoresWounds = (m: Pick<Model, 'traits'>): boolean =>
  m.traits.some((t) => (WOUND_IMMUNE_TRAITS as readonly string[]).includes(t.toLowerCase()))

/**
 * FG-7.2: wounded at Health ≤ 4; a model whose starting Health (its stat line) is already ≤ 4 only once it
 * has lost 1 Health. Both read as "Health ≤ 4 and below its starting Health".
 */
export const isWounded = (m: Pick<Model, 'traits' | 'health' | 'stats'>): boolean =>
  !ignoresWounds(m) && m.health > 0 && m.health <= WOUNDED_HEALTH && m.health < m.stats.health

/** FG-7.2: the modifier a model's wounds put on every roll it makes (fight, shoot, cast, Will): −2 or 0. */
export const woundModifier = (m: Pick<Model, 'traits' | 'health' | 'stats'>): number =>
  isWounded(m) ? WOUNDED_PENALTY : 0

/** FG-3.2 / FG-7.2: the actions a model gets when it activates. */
export const actionsFor = (m: Pick<Model, 'traits' | 'health' | 'stats'>, normal: number): number =>
  isWounded(m) ? Math.min(normal, WOUNDED_ACTIONS) : normal

/**
 * FG-7: `amount` damage to `targetId` from the rule `rule` (e.g. 'FG-5.3', 'FG-6.3', a spell's rule). Emits
 * `modelDamaged` (its line names the rule), then `modelWounded` when the model just became wounded
 * (FG-7.2), or `modelKilled` at 0 Health (FG-7.1) and the dropped treasure (FG-9.3). Damage ≤ 0 does
 * nothing. Returns the Health left.
 */
export function dealDamage(ctx: Ctx, targetId: string, amount: number, rule: string, by?: string): number {
  const before = ctx.state.models.find((m) => m.id === targetId)
  if (!before || before.status !== 'onTable') return before?.health ?? 0
  if (amount <= 0) return before.health
  if (by && isIllusion(ctx, by, 'illusionNoDamage')) return before.health
  // Illusionary Soldier: any damage dispels the illusion.
  if (isIllusion(ctx, targetId, 'illusionDispelled')) amount = before.health
  const health = Math.max(0, before.health - amount)
  ctx.emit({
    type: 'frostgrave/modelDamaged',
    model: before.id,
    damage: amount,
    health,
    log: logLine('damaged', rule, `${before.name} takes ${amount} damage (Health ${health}).`, {
      model: before.name,
      damage: amount,
      health,
    }),
  })
  const after = ctx.state.models.find((m) => m.id === targetId)!
  if (health <= 0) {
    killed(ctx, before)
  } else if (isWounded(after) && !isWounded(before)) {
    ctx.emit({
      type: 'frostgrave/modelWounded',
      model: before.id,
      log: logLine(
        'wounded',
        'FG-7.2',
        `${before.name} is wounded: one action per turn and -2 to every roll.`,
        { model: before.name },
      ),
    })
  }
  return health
}

/**
 * Illusionary Soldier (cast before the game): whether `id` is an illusion; if so, the log says what that
 * means here (`key`: it deals no damage, or damage dispels it).
 */
function isIllusion(ctx: Ctx, id: string, key: 'illusionNoDamage' | 'illusionDispelled'): boolean {
  const m = ctx.state.models.find((x) => x.id === id)
  if (!m?.traits.includes('illusion')) return false
  const text =
    key === 'illusionNoDamage'
      ? `${m.name} is an illusion: it deals no damage.`
      : `${m.name} is an illusion: any damage dispels it.`
  ctx.emit({ type: 'frostgrave/illusionNote', log: logLine(key, 'FG-8.2', text, { model: m.name }) })
  return true
}

/** FG-7.1: killed and removed; FG-9.3: a carrier drops the treasure where it fell. */
function killed(ctx: Ctx, model: Model): void {
  ctx.emit({
    type: 'frostgrave/modelKilled',
    model: model.id,
    log: logLine('killed-damage', 'FG-7.1', `${model.name} is killed.`, { model: model.name }),
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

/**
 * Healing `amount` Health (never above the starting Health), from the rule `rule` (a spell, a potion).
 * FG-7.2: healed above 4 the model is no longer wounded, and its line says so. Returns the Health now.
 */
export function healDamage(ctx: Ctx, targetId: string, amount: number, rule: string): number {
  const before = ctx.state.models.find((m) => m.id === targetId)
  if (!before || before.status !== 'onTable') return before?.health ?? 0
  const health = Math.min(before.stats.health, before.health + Math.max(0, amount))
  const healed = health - before.health
  const cleared = isWounded(before) && !isWounded({ ...before, health })
  ctx.emit({
    type: 'frostgrave/modelHealed',
    model: before.id,
    amount: healed,
    health,
    log: cleared
      ? logLine(
          'healed-unwounded',
          'FG-7.2',
          `${before.name} heals ${healed} Health (Health ${health}) and is no longer wounded.`,
          { model: before.name, amount: healed, health },
        )
      : logLine('healed', rule, `${before.name} heals ${healed} Health (Health ${health}).`, {
          model: before.name,
          amount: healed,
          health,
        }),
  })
  return health
}
