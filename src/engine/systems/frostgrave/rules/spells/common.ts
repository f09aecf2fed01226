/**
 * What every spell's effect builds on: Will rolls (FG-8.5), Health lost or regained by magic (FG-7.1),
 * spell attacks rolled like shots (FG-6.3, FG-5.3), lasting effects and magic movement (FG-4.8).
 */
import { inches, logLine } from '../../describe'
import { baseRadius, distance, type Point } from '../../geometry'
import { OVERLAP_TOLERANCE } from '../movement/terrain'
import { modelNow } from '../table'
import type { FgState, Model, ModelStats, Ctx } from '../../types'
import type { SpellData } from '../../data'
import { dealDamage, healDamage, woundModifier } from '../wounds'
import { forcedCombatOffers } from '../contact'
import { creaturesForceCombat } from '../creatures'
import { touchFoolsGold } from './fools-gold'
import { magicOf, type EffectDuration, type SpellEffect } from './state'

/** A spell's name as an event-type suffix: "Fool's Gold" → `fool-s-gold`. */
export const spellSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** What the spell's effect works with once the cast has succeeded. */
export interface CastContext {
  caster: Model
  spell: SpellData
  target: Model | null
  target2: Model | null
  point: Point | null
  /** Telekinesis: the treasure token moved. */
  treasure: string | null
  named: string | null
  /** The final (empowered) casting roll. */
  score: number
  /** score − casting number (Summon Demon's size). */
  margin: number
}

/** A spell's effect once the cast has succeeded: it emits what the spell does. */
export type Effect = (ctx: Ctx, c: CastContext) => void

/**
 * FG-8.5: `model` rolls d20 + Will against the casting score; it resists on total ≥ score. Returns
 * whether it resisted.
 */
export function willRoll(ctx: Ctx, model: Model, against: number): boolean {
  return rollWill(ctx, model, against).resisted
}

/** FG-8.5: `willRoll` with its face and total (a spellcaster may then spend Health on it). */
export function rollWill(
  ctx: Ctx,
  model: Model,
  against: number,
): { resisted: boolean; face: number; total: number } {
  const face = ctx.dice.roll(20)
  // FG-7.2: a wounded model's Will roll is −2 too.
  const wound = woundModifier(model)
  const total = face + model.stats.will + wound
  const resisted = total >= against
  const params = { model: model.name, face, will: model.stats.will, total, against }
  const outcome = resisted ? 'resisted' : 'not resisted'
  ctx.emit({
    type: 'frostgrave/willRolled',
    model: model.id,
    face,
    total,
    against,
    resisted,
    log: logLine(
      `${resisted ? 'willResisted' : 'willFailed'}${wound ? '-wounded' : ''}`,
      'FG-8.5',
      wound
        ? `${model.name} rolls Will: ${face} + ${model.stats.will} − 2 (wounded, FG-7.2) = ${total} against ${against}: ${outcome}.`
        : `${model.name} rolls Will: ${face} + ${model.stats.will} = ${total} against ${against}: ${outcome}.`,
      params,
      [face],
    ),
  })
  return { resisted, face, total }
}

/**
 * A model loses `amount` Health to magic; Elemental Shield soaks what it can first, the rest goes through
 * `dealDamage` (FG-7: wounds, death at 0).
 * `rule` is the rule the damage comes from (FG-8.3 backlash, FG-5.3 an attack …).
 */
export function hurt(ctx: Ctx, id: string, amount: number, rule: string): void {
  let left = amount
  const shield = magicOf(ctx.state).effects.find((e) => e.model === id && e.spell === 'Elemental Shield')
  if (shield && left > 0) {
    const soaked = Math.min(shield.value, left)
    left -= soaked
    ctx.emit({
      type: 'frostgrave/spellEffectChanged',
      id: shield.id,
      value: shield.value - soaked,
      log: logLine(
        'shieldSoaks',
        rule,
        `The Elemental Shield soaks ${soaked} damage (${shield.value - soaked} left).`,
        {
          soaked,
          left: shield.value - soaked,
        },
      ),
    })
    if (shield.value - soaked <= 0) endEffect(ctx, shield)
  }
  // FG-7: the one damage path (wounds, death at 0, the dropped treasure).
  if (left > 0) dealDamage(ctx, id, left, rule)
}

/** A model regains up to `amount` Health, never above its starting Health (Heal, Steal Health; FG-7.2). */
export function heal(ctx: Ctx, id: string, amount: number, rule: string): void {
  healDamage(ctx, id, amount, rule)
}

/** The result of a spell attack: whether it hit and by how much the attack beat Armour. */
export interface AttackRoll {
  /** The model attacked. */
  target: string
  hit: boolean
  /** attack total − Armour when it hit (0 or more), doubled by a critical hit (FG-5.8). */
  damage: number
}

/** One modifier of a spell attack's defence roll (FG-6.4 as for a shot; its log line told by the caller). */
export interface AttackModifier {
  side: 'shooter' | 'target'
  value: number
  rule: string
}

const signedMod = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`)

/**
 * A spell's "+N attack" (FG-6.3 as a shot): the caster's d20 + N against the target's d20 + Fight and
 * `mods` (cover, Glow, wounds … listed in the log by the caller); a higher attack hits and deals attack −
 * Armour (FG-5.3). FG-5.8: an unmodified 20 hits whatever the totals and doubles the damage (when the
 * table plays critical hits). `dealt` false for Push and Poison Dart, which turn the damage into
 * something else.
 */
export function spellAttack(
  ctx: Ctx,
  caster: Model,
  target: Model,
  power: number,
  dealt = true,
  mods: readonly AttackModifier[] = [],
): AttackRoll {
  const face = ctx.dice.roll(20)
  const tface = ctx.dice.roll(20)
  const sideSum = (side: AttackModifier['side']): number =>
    mods.filter((m) => m.side === side).reduce((n, m) => n + m.value, 0)
  const attack = face + power + sideSum('shooter')
  const targetMod = sideSum('target')
  const defence = tface + target.stats.fight + targetMod
  const critical = ctx.state.options.criticalHits !== false && face === 20
  const hit = critical || attack > defence
  const base = hit ? Math.max(0, attack - target.stats.armour) : 0
  const damage = base * (critical ? 2 : 1)
  const modified = mods.length > 0
  const shooterMod = sideSum('shooter')
  const params: Record<string, string | number> = {
    caster: caster.name,
    target: target.name,
    face,
    power: shooterMod === 0 ? power : `${power} ${signedMod(shooterMod)}`,
    attack,
    tface,
    fight: target.stats.fight,
    defence,
    armour: target.stats.armour,
    damage,
  }
  if (modified) params.mods = signedMod(targetMod)
  if (critical) params.base = base
  const rolled = `Spell attack on ${target.name}: ${face} + ${params.power} = ${attack} against ${tface} + ${target.stats.fight}${modified ? ` ${signedMod(targetMod)}` : ''} = ${defence}`
  const suffix = modified ? '-modified' : ''
  const line = critical
    ? logLine(
        `spellAttackCritical${suffix}`,
        'FG-5.8',
        `${rolled}: a natural 20, a critical hit: ${base} after Armour ${target.stats.armour}, doubled to ${damage}.`,
        params,
        [face, tface],
      )
    : hit
      ? logLine(
          `spellAttackHit${suffix}`,
          'FG-6.3',
          `${rolled}: hit, ${damage} after Armour ${target.stats.armour}.`,
          params,
          [face, tface],
        )
      : logLine(`spellAttackMiss${suffix}`, 'FG-6.3', `${rolled}: no hit.`, params, [face, tface])
  ctx.emit({
    type: 'frostgrave/willRolled',
    model: target.id,
    face: tface,
    total: defence,
    against: attack,
    resisted: !hit,
    log: line,
  })
  if (hit && dealt && damage > 0) hurt(ctx, target.id, damage, critical ? 'FG-5.8' : 'FG-5.3')
  return { target: target.id, hit, damage }
}

/** The stat names the log uses. */
const STAT_WORDS: Record<keyof ModelStats, string> = {
  move: 'Move',
  fight: 'Fight',
  shoot: 'Shoot',
  armour: 'Armour',
  will: 'Will',
  health: 'Health',
}

/** Starts a lasting effect on `model` (or the whole table when null), applying its stat change. */
export function beginEffect(
  ctx: Ctx,
  c: CastContext,
  model: Model | null,
  duration: EffectDuration,
  stats: Partial<ModelStats> = {},
  extra: Partial<Pick<SpellEffect, 'value' | 'named' | 'point' | 'terrain'>> = {},
): SpellEffect {
  const magic = magicOf(ctx.state)
  const effect: SpellEffect = {
    id: `e${magic.nextEffectId}`,
    spell: c.spell.name,
    caster: c.caster.id,
    model: model?.id ?? null,
    duration,
    stats,
    value: extra.value ?? 0,
    named: extra.named ?? null,
    point: extra.point ?? null,
    terrain: extra.terrain ?? null,
  }
  ctx.emit({
    type: 'frostgrave/spellEffectBegan',
    effect,
    log: model
      ? logLine('spellOn', 'FG-8.2', `${model.name} is now under the spell.`, { model: model.name })
      : logLine('spellOnTable', 'FG-8.2', 'The spell now affects the whole table.', {}),
  })
  for (const key of Object.keys(stats) as (keyof ModelStats)[]) {
    if (!model) continue
    const delta = stats[key] ?? 0
    const now = modelNow(ctx.state, model.id).stats[key]
    ctx.emit({
      type: 'frostgrave/spellEffectChanged',
      id: effect.id,
      value: effect.value,
      log: logLine(
        `stat-${key}`,
        'FG-8.2',
        `${model.name}: ${STAT_WORDS[key]} ${delta > 0 ? '+' : ''}${delta} (now ${now}).`,
        {
          model: model.name,
          delta: `${delta > 0 ? '+' : ''}${delta}`,
          value: now,
        },
      ),
    })
  }
  return effect
}

/** Ends a lasting effect, taking its stat change back. */
export function endEffect(ctx: Ctx, effect: SpellEffect): void {
  const model = effect.model ? ctx.state.models.find((m) => m.id === effect.model) : null
  ctx.emit({
    type: 'frostgrave/spellEffectEnded',
    id: effect.id,
    log: model
      ? logLine('spellEnds', 'FG-8.2', `A spell ends on ${model.name}.`, { model: model.name })
      : logLine('spellEndsTable', 'FG-8.2', 'A spell on the whole table ends.', {}),
  })
}

/**
 * FG-4.8: magic movement puts the model at a point (no Move action, no forced combat on the way); ending
 * within 1" of an enemy allows forced combat as a walking move does (FG-4.7, FG-10.1: a creature steps
 * in at once). `offer` false when the caller moves several models and offers once all stand
 * (`offerCombatAfterMagic`).
 */
export function magicMove(ctx: Ctx, model: Model, to: Point, elevation = 0, offer = true): void {
  const x = Math.round(to.x)
  const y = Math.round(to.y)
  ctx.emit({
    type: 'frostgrave/spellMoved',
    model: model.id,
    x,
    y,
    elevation,
    log: logLine('spellMoved', 'FG-4.8', `${model.name} moves by magic to (${inches(x)}, ${inches(y)}).`, {
      model: model.name,
      x: inches(x),
      y: inches(y),
    }),
  })
  if (offer) offerCombatAfterMagic(ctx, [model.id])
}

/**
 * FG-4.8 with FG-4.7 / FG-10.1: after magic moved `ids`, each one still on the table touches what it
 * lands on (Fool's Gold) and, ending within 1" of an enemy, may have combat forced on it: a creature moves into contact at once, a warband's enemy is
 * offered the choice until the next command.
 */
export function offerCombatAfterMagic(ctx: Ctx, ids: readonly string[]): void {
  for (const id of ids) {
    const moved = ctx.state.models.find((m) => m.id === id)
    if (!moved || moved.status !== 'onTable') continue
    // Fool's Gold vanishes at any touch, a magic move's end as much as a walk's.
    touchFoolsGold(ctx, id)
    creaturesForceCombat(ctx, id)
    for (const offer of forcedCombatOffers(ctx.state, modelNow(ctx.state, id))) {
      if (ctx.state.pendingForcedCombat.some((o) => o.by === offer.by && o.target === offer.target)) continue
      const by = modelNow(ctx.state, offer.by)
      ctx.emit({
        type: 'frostgrave/forcedCombatOffered',
        offer,
        log: logLine(
          'forcedCombatOption',
          'FG-4.7',
          `${moved.name} is within 1" of ${by.name}, who may force combat.`,
          { model: moved.name, enemy: by.name },
        ),
      })
    }
  }
}

/**
 * FG-4.3 for magic: whether a base of radius `r` centred on `p` lies on the table and overlaps no other
 * base on it (`ignore`: the models that move away, Transpose's pair).
 */
export function isFreeSpot(s: FgState, p: Point, r: number, ignore: readonly string[] = []): boolean {
  if (p.x - r < 0 || p.y - r < 0 || p.x + r > s.size || p.y + r > s.size) return false
  return s.models.every(
    (m) =>
      m.status !== 'onTable' ||
      ignore.includes(m.id) ||
      distance(p, m) >= r + baseRadius(m.baseMm) - OVERLAP_TOLERANCE,
  )
}
