/**
 * The casting procedure (FG-8): declare a known spell and its target (FG-8.1/8.2), roll d20 with the
 * caster's modifiers (the apprentice's −2, FG-1.5), then — a choice of its own, `frostgrave/empower` —
 * spend Health to move the roll (FG-8.4), and only then: success and its effect, with the target's Will
 * roll where the spell allows one (FG-8.5); or failure and the spell failure table (FG-8.3).
 */
import { refuse, type Verdict } from '../../../../core/decision'
import { findSpell, type SpellData } from '../../data'
import { logLine } from '../../describe'
import type { Model, Ctx } from '../../types'
import { SPELL_RULES } from './catalogue'
import { hurt, rollWill, spellSlug, type CastContext } from './common'
import { modelNow } from '../table'
import { ATTACK_SPELLS, passesBeauty } from './deter'
import { endInvisibility } from './lasting'
import { magicOf, type PendingCast } from './state'
import type { SpellAction } from './types'
import { castModifiers, castingNumberFor, failureDamage, maxEmpower, empowerTooMuch } from './casting-numbers'
import { checkCast, type CastAction } from './declaration'
type EmpowerAction = Extract<SpellAction, { type: 'frostgrave/empower' }>
type EmpowerWillAction = Extract<SpellAction, { type: 'frostgrave/empowerWill' }>

/** Whether empowering could change anything for this roll (else the cast resolves at once). */
export function empowerMatters(p: PendingCast, caster: Model): boolean {
  if (maxEmpower(caster) === 0) return false
  const rule = SPELL_RULES[p.spell]
  if (p.score >= p.castingNumber) return Boolean(rule?.resist) || p.spell === 'Summon Demon'
  // Failed: empowering helps only to reach the casting number or to bring a 20+ down to 19 (FG-8.4).
  return p.castingNumber - p.score <= maxEmpower(caster) || p.score >= 20
}

/** FG-8.1/8.2: declares the spell and rolls; the empower choice follows (or it resolves at once). */
export function cast(ctx: Ctx, a: CastAction): Verdict {
  const found = checkCast(ctx.state, a)
  if ('error' in found) return found
  const { caster, spell } = found
  // FG-8.2 Beauty: an attack spell on its caster needs the Will roll first; a failure spends nothing.
  if (found.target && ATTACK_SPELLS.includes(spell.name) && !passesBeauty(ctx, caster, found.target))
    return null
  endInvisibility(ctx, caster.id)
  const mods = castModifiers(ctx.state, caster, spell.name)
  const face = ctx.dice.roll(20)
  const net = mods.reduce((n, m) => n + m.value, 0)
  const score = face + net
  const number = castingNumberFor(ctx.state, caster, spell)
  const pending: PendingCast = {
    caster: caster.id,
    spell: spell.name,
    target: found.target?.id ?? null,
    target2: found.target2?.id ?? null,
    point: a.point ? { x: a.point.x, y: a.point.y } : null,
    treasure: a.treasure ?? null,
    named: a.named ?? null,
    face,
    score,
    castingNumber: number,
  }
  const slug = spellSlug(spell.name)
  ctx.emit({
    type: 'frostgrave/spellRolled',
    pending,
    log:
      mods.length === 0
        ? logLine(
            `cast-${slug}`,
            'FG-8.2',
            `${caster.name} casts ${spell.name}: rolls ${face} against casting number ${number}.`,
            { caster: caster.name, face, number },
            [face],
          )
        : logLine(
            `castModified-${slug}`,
            'FG-8.2',
            `${caster.name} casts ${spell.name}: rolls ${face}, ${signed(net)} (${mods.map((m) => m.rule).join(', ')}) = ${score} against casting number ${number}.`,
            {
              caster: caster.name,
              face,
              mods: signed(net),
              rules: mods.map((m) => m.rule).join(', '),
              score,
              number,
            },
            [face],
          ),
  })
  if (!empowerMatters(pending, caster)) resolve(ctx, pending, 0)
  return null
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`)

/** FG-8.4: the caster's empower choice for the roll just made; then the spell resolves. */
export function empower(ctx: Ctx, a: EmpowerAction): Verdict {
  const p = magicOf(ctx.state).pending
  if (!p || p.caster !== a.model)
    return refuse({
      rule: 'FG-8.4',
      code: 'noSpellToEmpower',
      text: 'There is no casting roll of that model to empower (FG-8.4)',
    })
  const caster = modelNow(ctx.state, p.caster)
  const cost = Math.abs(a.points)
  if (!Number.isInteger(a.points) || cost > maxEmpower(caster)) return empowerTooMuch(caster)
  resolve(ctx, p, a.points)
  return null
}

/** FG-8.2–8.5: empowering, success or failure, the Will roll and the effect; the action is spent. */
function resolve(ctx: Ctx, p: PendingCast, points: number): void {
  const casterBefore = modelNow(ctx.state, p.caster)
  const score = p.score + points
  if (points !== 0) {
    const health = casterBefore.health - Math.abs(points)
    ctx.emit({
      type: 'frostgrave/spellEmpowered',
      model: p.caster,
      points,
      health,
      score,
      log: logLine(
        points > 0 ? 'empowered-raise' : 'empowered-lower',
        'FG-8.4',
        `${casterBefore.name} spends ${Math.abs(points)} Health to ${points > 0 ? 'raise' : 'lower'} the casting roll to ${score} (Health ${health}).`,
        { caster: casterBefore.name, points: Math.abs(points), score, health },
      ),
    })
  }
  const success = score >= p.castingNumber
  const spell = findSpell(p.spell)
  const rule = SPELL_RULES[p.spell]
  ctx.emit({
    type: 'frostgrave/spellResolved',
    model: p.caster,
    spell: p.spell,
    success,
    score,
    log: success
      ? logLine('castSucceeded', 'FG-8.2', `The spell succeeds: ${score} ≥ ${p.castingNumber}.`, {
          score,
          number: p.castingNumber,
        })
      : logLine(
          'castFailed',
          'FG-8.3',
          `The spell fails: ${score} < ${p.castingNumber}; the action is lost.`,
          {
            score,
            number: p.castingNumber,
          },
        ),
  })
  if (!success) {
    // Time Walk: a failure costs more than the table says.
    const extra = rule?.failure ?? 0
    const table = failureDamage(score)
    const damage = table + extra
    ctx.emit({
      type: 'frostgrave/spellBacklash',
      model: p.caster,
      score,
      damage: table,
      log:
        table === 0
          ? logLine('backlashNone', 'FG-8.3', `Spell failure roll ${score}: no harm.`, { score })
          : logLine('backlash', 'FG-8.3', `Spell failure roll ${score}: ${table} damage.`, {
              score,
              damage: table,
            }),
    })
    if (extra > 0)
      ctx.emit({
        type: 'frostgrave/spellBacklash',
        model: p.caster,
        score,
        damage,
        log: logLine(
          `backlashExtra-${spellSlug(p.spell)}`,
          'FG-8.3',
          `${p.spell} costs ${extra} more damage when it fails: ${damage} in all.`,
          { extra, damage },
        ),
      })
    if (damage > 0) hurt(ctx, p.caster, damage, 'FG-8.3')
    return
  }
  if (!spell || !rule) return
  const castNow = (): CastContext => castContext(ctx, { ...p, score }, spell)
  rule.cost?.(ctx, castNow())
  const c = castNow()
  // FG-8.5: a target other than the caster's own side may resist; its own side lets the spell work.
  let resisted = false
  if (rule.resist && c.target && c.target.player !== c.caster.player && c.target.status === 'onTable') {
    const will = rollWill(ctx, c.target, score)
    // FG-8.5: a spellcaster target that failed may spend Health on its Will roll: its own choice.
    if (!will.resisted && willEmpowerMatters(c.target, will.total, score)) {
      ctx.emit({
        type: 'frostgrave/willAwaited',
        pending: { cast: { ...p, score }, target: c.target.id, face: will.face, total: will.total },
        log: logLine(
          'willAwaited',
          'FG-8.5',
          `${c.target.name} may spend Health to add to its Will roll (${score - will.total} to resist).`,
          { model: c.target.name, need: score - will.total },
        ),
      })
      return
    }
    resisted = will.resisted
  }
  finishCast(ctx, { ...p, score }, resisted)
}

/** The cast's context for its effect, from the running state (`p.score`: the final casting roll). */
function castContext(ctx: Ctx, p: PendingCast, spell: SpellData): CastContext {
  return {
    caster: modelNow(ctx.state, p.caster),
    spell,
    target: p.target ? modelNow(ctx.state, p.target) : null,
    target2: p.target2 ? modelNow(ctx.state, p.target2) : null,
    point: p.point,
    treasure: p.treasure,
    named: p.named,
    score: p.score,
    margin: Math.max(1, p.score - p.castingNumber),
  }
}

/** After the Will roll (FG-8.5): the effect unless resisted, then what follows the action. */
function finishCast(ctx: Ctx, p: PendingCast, resisted: boolean): void {
  const spell = findSpell(p.spell)
  const rule = SPELL_RULES[p.spell]
  if (!spell || !rule) return
  if (!resisted && modelNow(ctx.state, p.caster).status === 'onTable')
    rule.effect(ctx, castContext(ctx, p, spell))
  const after = castContext(ctx, p, spell)
  if (after.caster.status === 'onTable') rule.after?.(ctx, after)
}

/**
 * FG-8.5: whether spending Health could turn `target`'s failed Will roll (`total` against `score`) into a
 * resisted one: only a spellcaster may, and it keeps at least 1 Health (as FG-8.4's caster does).
 */
export function willEmpowerMatters(target: Model, total: number, score: number): boolean {
  if (target.kind !== 'wizard' && target.kind !== 'apprentice') return false
  return total < score && score - total <= maxEmpower(target)
}

/**
 * FG-8.5: the target spellcaster's choice for the Will roll just failed: `points` Health (0 declines) added
 * to it; then the spell takes effect unless the roll now resists.
 */
export function empowerWill(ctx: Ctx, a: EmpowerWillAction): Verdict {
  const w = magicOf(ctx.state).pendingWill
  if (!w || w.target !== a.model)
    return refuse({
      rule: 'FG-8.5',
      code: 'noWillToEmpower',
      text: 'There is no Will roll of that model to empower (FG-8.5)',
    })
  const target = modelNow(ctx.state, w.target)
  if (!Number.isInteger(a.points) || a.points < 0 || a.points > maxEmpower(target))
    return refuse({
      rule: 'FG-8.4',
      code: 'empowerTooMuch',
      text: `${target.name} can spend at most ${maxEmpower(target)} Health (FG-8.4)`,
      params: {
        model: target.name,
        max: maxEmpower(target),
      },
    })
  const total = w.total + a.points
  const resisted = total >= w.cast.score
  const health = target.health - a.points
  const params = { model: target.name, points: a.points, total, against: w.cast.score, health }
  ctx.emit({
    type: 'frostgrave/willEmpowered',
    model: target.id,
    points: a.points,
    health,
    total,
    resisted,
    log:
      a.points === 0
        ? logLine('willNotEmpowered', 'FG-8.5', `${target.name} spends no Health: not resisted.`, params)
        : logLine(
            resisted ? 'willEmpowered-resisted' : 'willEmpowered-failed',
            'FG-8.5',
            `${target.name} spends ${a.points} Health on its Will roll: ${total} against ${w.cast.score}: ${resisted ? 'resisted' : 'not resisted'} (Health ${health}).`,
            params,
          ),
  })
  finishCast(ctx, w.cast, resisted)
  return null
}
