/**
 * Shooting (FG-6): who may shoot whom (a bow or crossbow, range, line of sight, not in combat), shooting
 * into combat, the opposed roll and its damage, and reloading a crossbow. The modifiers are measured in
 * `shot-modifiers.ts`; the screen's preview is `shot-preview.ts`.
 *
 * Decisions:
 * - A model in combat cannot shoot (1st-edition rule; FG-4.6 leaves it only fighting).
 * - Crossbows start the game loaded.
 * - FG-6.5: the models in that combat are the target and every model linked to it through base contact
 *   between enemies; one d(number of them) picks the one hit, in table order.
 */
import { refuse, type Refusal, type Verdict } from '../../../core/decision'
import { FG_DATA } from '../data'
import { inches, logLine } from '../describe'
import { CONTACT_TOLERANCE, INCH, edgeDistance } from '../geometry'
import type { FgAction, FgState, Model, ModelActivation, RangedWeapon, Ctx } from '../types'
import { canAct } from './activation'
import { isInCombat } from './contact'
import { hasLineOfSight, modelViewer } from './line-of-sight'
import { areEnemies, modelCircle } from './table'
import { dealDamage } from './wounds'
import { attackRefusal, mayAttack, revealed, targetRefusal, weaponDamage } from './hooks'
import type { ShotModifier, ShotModifierKind } from './shot-modifier-kinds'
import { shotModifiers, sideTotal } from './shot-modifiers'

/** The bow or crossbow a model shoots with: a loaded crossbow first, else a bow, else its crossbow. */
export function rangedWeaponOf(m: Pick<Model, 'weapons' | 'unloaded'>): RangedWeapon | null {
  const has = (w: RangedWeapon): boolean => m.weapons.some((x) => x.toLowerCase() === w)
  if (has('crossbow') && !m.unloaded) return 'crossbow'
  if (has('bow')) return 'bow'
  return has('crossbow') ? 'crossbow' : null
}

/** FG-6.1 / FG-1.4: a ranged weapon's range (hundredths of an inch) and damage modifier, from the data. */
export function weaponProfile(w: RangedWeapon): { range: number; damage: number } {
  const data = FG_DATA.weapons.find((x) => x.name.toLowerCase() === w)
  return { range: (data?.range ?? 24) * INCH, damage: data?.damageModifier ?? 0 }
}

/**
 * FG-6.5: the models of the combat `target` is in, in table order: it and every model linked to it through
 * base contact between enemies. Just `[target]` when it is not in combat.
 */
export function combatOf(s: FgState, target: Model): Model[] {
  const onTable = s.models.filter((m) => m.status === 'onTable')
  const inGroup = new Set([target.id])
  const queue = [target]
  while (queue.length > 0) {
    const m = queue.pop()!
    const c = modelCircle(m)
    for (const o of onTable) {
      if (inGroup.has(o.id) || !areEnemies(m, o)) continue
      if (edgeDistance(c, modelCircle(o)) > CONTACT_TOLERANCE) continue
      inGroup.add(o.id)
      queue.push(o)
    }
  }
  return onTable.filter((m) => inGroup.has(m.id))
}

/** FG-5.8: critical hits are on unless the table turned the advanced option off. */
export const criticalHitsOn = (s: FgState): boolean => s.options.criticalHits !== false

/** What a legal shot looks like before the roll: the weapon, the distance and who may be hit. */
export interface ShotCheck {
  shooter: Model
  target: Model
  member: ModelActivation
  weapon: RangedWeapon
  distance: number
}

/**
 * Whether `shooterId` may shoot at `targetId` now (FG-3.2 an action, FG-6.1 weapon, loaded, once per
 * activation, not in combat, FG-6.1 range, FG-6.2 line of sight); the refusal otherwise. No dice.
 */
export function checkShot(s: FgState, shooterId: string, targetId: string): ShotCheck | Refusal {
  if (s.stage !== 'play')
    return refuse({ rule: 'FG-6.1', code: 'shootOutsidePlay', text: 'Shooting happens during play (FG-6.1)' })
  const found = canAct(s, shooterId, 'other')
  if ('error' in found) return found
  const { model: shooter, member } = found
  const weapon = rangedWeaponOf(shooter)
  if (!weapon)
    return refuse({
      rule: 'FG-6.1',
      code: 'noRangedWeapon',
      text: `${shooter.name} has no bow or crossbow (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (weapon === 'crossbow' && shooter.unloaded)
    return refuse({
      rule: 'FG-6.1',
      code: 'crossbowUnloaded',
      text: `${shooter.name}'s crossbow must be reloaded first (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (member.shot)
    return refuse({
      rule: 'FG-6.1',
      code: 'alreadyShot',
      text: `${shooter.name} has already shot in this activation (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  if (isInCombat(s, shooter))
    return refuse({
      rule: 'FG-6.1',
      code: 'shootInCombat',
      text: `${shooter.name} is in combat and cannot shoot (FG-6.1)`,
      params: {
        model: shooter.name,
      },
    })
  const target = s.models.find((m) => m.id === targetId)
  if (!target || target.status !== 'onTable' || target.id === shooter.id || !areEnemies(shooter, target))
    return refuse({
      rule: 'FG-6.2',
      code: 'shotTarget',
      text: 'Shoot at an enemy model on the table (FG-6.2)',
    })
  // FG-8.2 Invisibility, Plane Walk: the model cannot be attacked or targeted.
  const untouchable = targetRefusal(s, target)
  if (untouchable) return untouchable
  // FG-8.2 Beauty: a shooter that failed its Will roll against the target this turn cannot try again.
  const awed = attackRefusal(s, shooter, target)
  if (awed) return awed
  const distance = edgeDistance(modelCircle(shooter), modelCircle(target))
  const { range } = weaponProfile(weapon)
  if (distance > range + CONTACT_TOLERANCE / 2)
    return refuse({
      rule: 'FG-6.1',
      code: 'outOfRange',
      text: `${target.name} is ${inches(distance)} away: out of range (${inches(range)}) (FG-6.1)`,
      params: {
        target: target.name,
        distance: inches(distance),
        range: inches(range),
      },
    })
  if (!hasLineOfSight(s, modelViewer(shooter), modelViewer(target)))
    return refuse({
      rule: 'FG-6.2',
      code: 'noLineOfSight',
      text: `${shooter.name} cannot see ${target.name} (FG-6.2)`,
      params: {
        model: shooter.name,
        target: target.name,
      },
    })
  return { shooter, target, member, weapon, distance }
}

/** A signed modifier for the log: +2, -1, +0. */
const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`)

/** The log line of one modifier (a shot's, or a spell attack's with the caster as `shooter`). */
export function modifierLine(s: FgState, shooter: Model, target: Model, m: ShotModifier) {
  const by = m.by ? (s.models.find((x) => x.id === m.by)?.name ?? m.by) : ''
  const value = signed(m.value)
  const texts: Record<ShotModifierKind, string> = {
    intervening: `Intervening terrain (${m.count ?? 1}): ${value} to ${target.name}'s roll.`,
    'lightCover-terrain': `${target.name} is in light cover: ${value} to its roll.`,
    'lightCover-model': `${target.name} is in light cover behind ${by}: ${value} to its roll.`,
    'heavyCover-terrain': `${target.name} is in heavy cover: ${value} to its roll.`,
    'heavyCover-model': `${target.name} is in heavy cover behind ${by}: ${value} to its roll.`,
    hasty: `Hasty shot (${shooter.name} moved first): ${value} to ${target.name}'s roll.`,
    large: `${target.name} is a large target: ${value} to its roll.`,
    carrying: `${target.name} carries treasure: ${value} to its Fight roll.`,
    woundedShooter: `${shooter.name} is wounded: ${value} to its roll.`,
    woundedTarget: `${target.name} is wounded: ${value} to its roll.`,
    glow: `${target.name} glows: ${value} to its roll.`,
    storm: `The storm: ${value} to ${shooter.name}'s roll.`,
  }
  const params: Record<string, string | number> = { model: shooter.name, target: target.name, value }
  if (m.count !== undefined) params.count = m.count
  if (m.by) params.by = by
  return logLine(`shotModifier-${m.kind}`, m.rule, texts[m.kind], params)
}

/** FG-6: one shot: declare, pick the model hit in a combat (FG-6.5), modifiers, the opposed roll, damage. */
export function shoot(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/shoot' }>): Verdict {
  const checked = checkShot(ctx.state, a.model, a.target)
  if ('error' in checked) return checked
  const { shooter, member, weapon } = checked
  const declared = checked.target
  // FG-8.2 Beauty: the Will roll comes before the shot; a failure spends no action.
  if (!mayAttack(ctx, shooter, declared)) return null
  revealed(ctx, shooter.id)
  ctx.emit({
    type: 'frostgrave/shotDeclared',
    model: shooter.id,
    target: declared.id,
    log: logLine(
      `shot-${weapon}`,
      'FG-6.2',
      `${shooter.name} shoots at ${declared.name} with a ${weapon} (${inches(checked.distance)}, in sight).`,
      { model: shooter.name, target: declared.name, distance: inches(checked.distance) },
    ),
  })
  const combat = combatOf(ctx.state, declared)
  let target = declared
  if (combat.length > 1) {
    const face = ctx.dice.roll(combat.length)
    target = combat[face - 1]!
    ctx.emit({
      type: 'frostgrave/shotTargetDrawn',
      model: shooter.id,
      target: target.id,
      face,
      log: logLine(
        'shotIntoCombat',
        'FG-6.5',
        `${declared.name} is in combat: a d${combat.length} rolls ${face}, so the shot goes at ${target.name}.`,
        { declared: declared.name, sides: combat.length, face, target: target.name },
        [face],
      ),
    })
  }
  const mods = shotModifiers(ctx.state, shooter, target, member)
  for (const m of mods)
    ctx.emit({
      type: 'frostgrave/shotModifier',
      model: shooter.id,
      kind: m.kind,
      value: m.value,
      log: modifierLine(ctx.state, shooter, target, m),
    })
  const shooterMod = shooter.stats.shoot + sideTotal(mods, 'shooter')
  const targetMod = target.stats.fight + sideTotal(mods, 'target')
  const sf = ctx.dice.roll(20)
  const tf = ctx.dice.roll(20)
  const shooterTotal = sf + shooterMod
  const targetTotal = tf + targetMod
  // FG-5.8: an unmodified 20 hits whatever the totals and doubles the damage.
  const critical = criticalHitsOn(ctx.state) && sf === 20
  const hit = critical || shooterTotal > targetTotal
  const bonus = weaponProfile(weapon).damage
  // FG-6.3 / FG-5.3: damage = the shooter's total (with the weapon's damage modifier) − Armour.
  const base = Math.max(0, shooterTotal + bonus - target.stats.armour)
  const damage = hit ? base * (critical ? 2 : 1) : 0
  const params: Record<string, string | number> = {
    model: shooter.name,
    target: target.name,
    shooterRoll: sf,
    shooterMod: signed(shooterMod),
    shooterTotal,
    targetRoll: tf,
    targetMod: signed(targetMod),
    targetTotal,
  }
  const rolls = `${shooter.name} rolls ${sf}${signed(shooterMod)} = ${shooterTotal}, ${target.name} rolls ${tf}${signed(targetMod)} = ${targetTotal}`
  let line
  if (!hit) {
    line = logLine('shotMissed', 'FG-6.3', `${rolls}: a miss.`, params, [sf, tf])
  } else {
    Object.assign(params, { bonus: bonus === 0 ? '' : signed(bonus), armour: target.stats.armour, damage })
    const sum = `${shooterTotal}${bonus === 0 ? '' : signed(bonus)} − Armour ${target.stats.armour}`
    const type = `shotHit${critical ? '-critical' : ''}${damage === 0 ? '-noDamage' : ''}`
    const text = critical
      ? damage === 0
        ? `${rolls}: a natural 20, a critical hit, but ${sum} does no damage.`
        : `${rolls}: a natural 20, a critical hit: ${sum} = ${base}, doubled to ${damage} damage.`
      : damage === 0
        ? `${rolls}: a hit, but ${sum} does no damage.`
        : `${rolls}: a hit for ${sum} = ${damage} damage.`
    if (critical) params.base = base
    line = logLine(type, critical ? 'FG-5.8' : 'FG-6.3', text, params, [sf, tf])
  }
  ctx.emit({
    type: 'frostgrave/shotResolved',
    model: shooter.id,
    target: target.id,
    weapon,
    faces: [sf, tf],
    totals: [shooterTotal, targetTotal],
    hit,
    critical,
    damage,
    log: line,
  })
  // FG-8.2 Elemental Hammer: the weapon's next damage is 5 more.
  if (damage > 0) dealDamage(ctx, target.id, damage + weaponDamage(ctx, shooter), 'FG-6.3', shooter.id)
  ctx.emit({ type: 'frostgrave/actionSpent', model: shooter.id, kind: 'other', finished: false })
  return null
}

/** FG-6.1: reloading a crossbow is an action, and may stand in for the activation's Move. */
export function reload(ctx: Ctx, a: Extract<FgAction, { type: 'frostgrave/reload' }>): Verdict {
  const found = canAct(ctx.state, a.model, 'move')
  if ('error' in found) return found
  const { model } = found
  if (!model.weapons.some((w) => w.toLowerCase() === 'crossbow'))
    return refuse({
      rule: 'FG-6.1',
      code: 'noCrossbow',
      text: `${model.name} has no crossbow (FG-6.1)`,
      params: { model: model.name },
    })
  if (!model.unloaded)
    return refuse({
      rule: 'FG-6.1',
      code: 'crossbowLoaded',
      text: `${model.name}'s crossbow is already loaded (FG-6.1)`,
      params: {
        model: model.name,
      },
    })
  ctx.emit({
    type: 'frostgrave/crossbowReloaded',
    model: model.id,
    log: logLine('reloaded', 'FG-6.1', `${model.name} reloads the crossbow.`, { model: model.name }),
  })
  ctx.emit({ type: 'frostgrave/actionSpent', model: model.id, kind: 'reload', finished: false })
  return null
}
