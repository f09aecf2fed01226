/**
 * The casting procedure (FG-8): declare a known spell and its target (FG-8.1/8.2), roll d20 with the
 * caster's modifiers (the apprentice's −2, FG-1.5), then — a choice of its own, `frostgrave/empower` —
 * spend Health to move the roll (FG-8.4), and only then: success and its effect, with the target's Will
 * roll where the spell allows one (FG-8.5); or failure and the spell failure table (FG-8.3).
 */
import { findSpell, type SpellData } from '../../data'
import { inches, logLine } from '../../describe'
import { INCH, baseRadius, edgeDistance, pointToBase, type Point } from '../../geometry'
import type { FgState, Model, Ctx } from '../../types'
import { castingNumber } from '../../warband'
import { canAct } from '../activation'
import { isInCombat } from '../contact'
import { groundHeight, modelCircle } from '../table'
import { WOUNDED_PENALTY, isWounded } from '../wounds'
import { SPELL_RULES, type SpellRule } from './catalogue'
import { hurt, isFreeSpot, modelNow, rollWill, spellSlug, type CastContext } from './common'
import { ATTACK_SPELLS, beautyRefusal, passesBeauty } from './deter'
import { endInvisibility, invisibleRefusal, isForgotten } from './lasting'
import { outOfReach, planeWalkModifier, spellSees } from './marks'
import { castsThisTurn, effectsOf, magicOf, tableEffects, type PendingCast } from './state'
import type { SpellAction } from './types'
import { refuse, type Refusal, type Verdict } from '../../../../core/decision'

/** FG-8.1: spells a model may cast in one turn. */
export const CASTS_PER_TURN = 2
/** FG-1.5: the apprentice's casting modifier. */
export const APPRENTICE_MODIFIER = -2

type CastAction = Extract<SpellAction, { type: 'frostgrave/cast' }>
type EmpowerAction = Extract<SpellAction, { type: 'frostgrave/empower' }>
type EmpowerWillAction = Extract<SpellAction, { type: 'frostgrave/empowerWill' }>

/** Whether the spell is cast between games only (FG-8.1: refused in play). */
export const isOutOfGame = (spell: SpellData): boolean => spell.category === 'Out of Game'

/** The spells `model` knows: its warband's eight, for its wizard and apprentice (FG-8.1). */
export function knownSpells(s: FgState, model: Model): SpellData[] {
  if ((model.kind !== 'wizard' && model.kind !== 'apprentice') || model.player === null) return []
  return s.warbands[model.player].spells.flatMap((n) => findSpell(n) ?? [])
}

/** FG-1.1: the casting number of `spell` for `model`'s school. */
export function castingNumberFor(s: FgState, model: Model, spell: SpellData): number {
  const school = model.player === null ? spell.school : s.warbands[model.player].school
  return castingNumber(school, spell, s.options.opposedPenalty)
}

/** One modifier of the casting roll, with its rule. */
export interface CastModifier {
  rule: string
  reason: 'apprentice' | 'wounded' | 'drainingWord' | 'powerWord' | 'furiousQuill' | 'planeWalkAgain'
  value: number
}

/** Every modifier of `model`'s casting roll for `spell`: apprentice, wounded, Draining/Power Word, Quill. */
export function castModifiers(s: FgState, model: Model, spell: string): CastModifier[] {
  const out: CastModifier[] = []
  if (model.kind === 'apprentice')
    out.push({ rule: 'FG-1.5', reason: 'apprentice', value: APPRENTICE_MODIFIER })
  if (isWounded(model)) out.push({ rule: 'FG-7.2', reason: 'wounded', value: WOUNDED_PENALTY })
  for (const e of tableEffects(s, 'Draining Word'))
    if (e.named === spell) out.push({ rule: 'FG-8.2', reason: 'drainingWord', value: -3 })
  for (const e of tableEffects(s, 'Power Word'))
    if (e.named === spell) out.push({ rule: 'FG-8.2', reason: 'powerWord', value: 3 })
  if (effectsOf(s, model.id, 'Furious Quill').length > 0)
    out.push({ rule: 'FG-8.2', reason: 'furiousQuill', value: -2 })
  const again = spell === 'Plane Walk' ? planeWalkModifier(s, model.id) : 0
  if (again < 0) out.push({ rule: 'FG-8.2', reason: 'planeWalkAgain', value: again })
  return out
}

/** FG-8.3: the spell failure table, keyed by the (empowered) casting roll: the damage to the caster. */
export function failureDamage(score: number): number {
  if (score >= 20) return 5
  if (score >= 10) return 2
  if (score >= 5) return 1
  return 0
}

/** FG-8.4: the most Health a caster may spend (it must keep 1). */
export const maxEmpower = (m: Model): number => Math.max(0, m.health - 1)

/** FG-8.4: the refusal of an empower choice beyond what the caster may spend (in play or before the game). */
export const empowerTooMuch = (caster: Model): Refusal =>
  refuse({
    rule: 'FG-8.4',
    code: 'empowerTooMuch',
    text: `${caster.name} can spend at most ${maxEmpower(caster)} Health (FG-8.4)`,
    params: {
      model: caster.name,
      max: maxEmpower(caster),
    },
  })

const pointViewer = (s: FgState, p: Point) => ({ x: p.x, y: p.y, r: 0, elevation: groundHeight(s, p) })

/** Whether `caster` sees the point (a spell's aim point, FG-6.2 line of sight). */
export const seesPoint = (s: FgState, caster: Model, p: Point): boolean =>
  spellSees(s, caster, pointViewer(s, p))

/** FG-8.1/8.2: everything that makes a declaration illegal, or null; the spell and its rule when legal. */
export function checkCast(
  s: FgState,
  a: CastAction,
):
  | Refusal
  | { caster: Model; spell: SpellData; rule: SpellRule; target: Model | null; target2: Model | null } {
  if (magicOf(s).pending || magicOf(s).pendingWill)
    return refuse({
      rule: 'FG-8.4',
      code: 'spellPending',
      text: 'First choose whether to empower the spell already rolled (FG-8.4)',
    })
  const acting = canAct(s, a.model, 'other')
  if ('error' in acting) return acting
  const caster = acting.model
  if (caster.kind !== 'wizard' && caster.kind !== 'apprentice')
    return refuse({
      rule: 'FG-8.1',
      code: 'notACaster',
      text: 'Only a wizard or an apprentice casts spells (FG-8.1)',
    })
  const spell = knownSpells(s, caster).find((x) => x.name === a.spell)
  if (!spell)
    return refuse({
      rule: 'FG-8.1',
      code: 'spellUnknown',
      text: `${caster.name} does not know ${a.spell} (FG-8.1)`,
      params: {
        model: caster.name,
        spell: a.spell,
      },
    })
  if (isOutOfGame(spell))
    return refuse({
      rule: 'FG-8.1',
      code: 'spellOutOfGame',
      text: `${spell.name} is cast between games, not during play (FG-8.1)`,
      params: {
        spell: spell.name,
      },
    })
  const rule = SPELL_RULES[spell.name]
  if (!rule)
    return refuse({
      rule: 'FG-8.1',
      code: 'spellNotAvailable',
      text: `${spell.name} cannot be cast in this version of the game (FG-8.1)`,
      params: {
        spell: spell.name,
      },
    })
  if (castsThisTurn(s, caster.id) >= CASTS_PER_TURN)
    return refuse({
      rule: 'FG-8.1',
      code: 'spellLimit',
      text: `${caster.name} has already cast ${CASTS_PER_TURN} spells this turn (FG-8.1)`,
      params: {
        model: caster.name,
        max: CASTS_PER_TURN,
      },
    })
  if (isInCombat(s, caster))
    return refuse({
      rule: 'FG-8.1',
      code: 'castInCombat',
      text: `${caster.name} is in combat and cannot cast (FG-8.1)`,
      params: {
        model: caster.name,
      },
    })
  if (isForgotten(s, caster.id, spell.name))
    return refuse({
      rule: 'FG-8.1',
      code: 'spellForgotten',
      text: `${caster.name} has forgotten ${spell.name} (FG-8.1)`,
      params: {
        model: caster.name,
        spell: spell.name,
      },
    })
  const aimed = checkAim(s, a, caster, spell, rule)
  if ('error' in aimed) return aimed
  // FG-8.2 Beauty: a caster that failed to attack the target this turn cannot try again with a spell.
  const awed =
    aimed.target && ATTACK_SPELLS.includes(spell.name) ? beautyRefusal(s, caster, aimed.target) : null
  if (awed) return awed
  return { caster, spell, rule, ...aimed }
}

function modelTarget(s: FgState, id: string | undefined): Model | null {
  const m = id ? s.models.find((x) => x.id === id) : undefined
  return m && m.status === 'onTable' ? m : null
}

/** FG-8.2: the declared target or point, checked against the spell's aim, range and line of sight. */
function checkAim(
  s: FgState,
  a: CastAction,
  caster: Model,
  spell: SpellData,
  rule: SpellRule,
): Refusal | { target: Model | null; target2: Model | null } {
  const needsModel = ['model', 'touch', 'two', 'modelNamed', 'modelPoint'].includes(rule.aim)
  const needsPoint = ['point', 'treasure', 'modelPoint'].includes(rule.aim)
  const needsNamed = rule.aim === 'named' || rule.aim === 'modelNamed'
  const target = needsModel ? modelTarget(s, a.target) : null
  if (needsModel && !target)
    return refuse({
      rule: 'FG-8.2',
      code: 'spellNeedsTarget',
      text: `${spell.name} needs a model on the table as its target (FG-8.2)`,
      params: {
        spell: spell.name,
      },
    })
  if (target) {
    const why = targetProblem(s, caster, target, rule)
    if (why) return why
  } else if (!needsModel) {
    // A spell on the caster, an area or a point has its own conditions too (a zombie, runes, Awareness).
    const why = rule.eligible?.(s, { caster, target: null })
    if (why) return why
  }
  let target2: Model | null = null
  if (rule.aim === 'two') {
    target2 = modelTarget(s, a.target2)
    if (!target2 || target2.id === target?.id)
      return refuse({
        rule: 'FG-8.2',
        code: 'transposeNeedsTwo',
        text: 'Transpose needs two different models (FG-8.2)',
      })
    const why = targetProblem(s, caster, target2, rule)
    if (why) return why
    if (target && edgeDistance(modelCircle(target), modelCircle(target2)) > 10 * INCH)
      return refuse({
        rule: 'FG-8.2',
        code: 'transposeApart',
        text: 'The two models must be within 10" of each other (FG-8.2)',
      })
  }
  if (needsPoint) {
    const p = a.point
    if (!p)
      return refuse({
        rule: 'FG-8.2',
        code: 'spellNeedsPoint',
        text: `${spell.name} needs a point (FG-8.2)`,
        params: { spell: spell.name },
      })
    if (p.x < 0 || p.y < 0 || p.x > s.size || p.y > s.size)
      return refuse({
        rule: 'FG-8.2',
        code: 'spellPointOffTable',
        text: 'The point must be on the table (FG-8.2)',
      })
    const from = rule.aim === 'modelPoint' && target ? target : caster
    if (
      rule.range !== undefined &&
      rule.aim !== 'treasure' &&
      pointToBase(p, modelCircle(from)) > rule.range * INCH
    )
      return refuse({
        rule: 'FG-8.2',
        code: 'spellOutOfRange',
        text: `${spell.name} reaches ${rule.range}" (FG-8.2)`,
        params: {
          spell: spell.name,
          range: inches(rule.range * INCH),
        },
      })
    const where = rule.pointProblem?.(s, p)
    if (where) return where
    // FG-4.3: a model moved or summoned to the point needs room there.
    const arriving = rule.aim === 'modelPoint' ? target : spell.name === 'Teleport' ? caster : null
    const r = arriving ? baseRadius(arriving.baseMm) : spell.name === 'Imp' ? baseRadius(25) : 0
    if (r > 0 && !isFreeSpot(s, p, r, arriving ? [arriving.id] : []))
      return refuse({
        rule: 'FG-8.2',
        code: 'spellNoRoom',
        text: 'There is no room for a base at that point (FG-8.2)',
      })
    if (rule.aim !== 'modelPoint' && !seesPoint(s, caster, p))
      return refuse({
        rule: 'FG-8.2',
        code: 'spellPointHidden',
        text: `${caster.name} cannot see that point (FG-8.2)`,
        params: {
          model: caster.name,
        },
      })
  }
  if (rule.aim === 'treasure') {
    const t = s.treasures.find((x) => x.id === a.treasure && x.securedBy === null)
    if (!t || t.carrier !== null)
      return refuse({
        rule: 'FG-8.2',
        code: 'spellNeedsTreasure',
        text: 'Telekinesis moves a treasure token nobody carries (FG-8.2)',
      })
    const tp = { x: t.x, y: t.y }
    if (pointToBase(tp, modelCircle(caster)) > 24 * INCH || !seesPoint(s, caster, tp))
      return refuse({
        rule: 'FG-8.2',
        code: 'treasureOutOfReach',
        text: 'The treasure must be within 24" and in sight (FG-8.2)',
      })
    if (a.point && Math.hypot(a.point.x - t.x, a.point.y - t.y) > 6 * INCH)
      return refuse({
        rule: 'FG-8.2',
        code: 'telekinesisTooFar',
        text: 'Telekinesis moves a token up to 6" (FG-8.2)',
      })
  }
  if (needsNamed && (!a.named || !findSpell(a.named)))
    return refuse({
      rule: 'FG-8.2',
      code: 'spellNeedsNamed',
      text: `${spell.name} names a spell (FG-8.2)`,
      params: { spell: spell.name },
    })
  return { target, target2 }
}

/** A target's range, sight and eligibility for the spell. */
function targetProblem(s: FgState, caster: Model, target: Model, rule: SpellRule): Refusal | null {
  if (rule.aim === 'touch') {
    if (target.id !== caster.id && edgeDistance(modelCircle(caster), modelCircle(target)) > 2)
      return refuse({
        rule: 'FG-8.2',
        code: 'spellNeedsContact',
        text: 'A touch spell needs base contact (or the caster itself) (FG-8.2)',
      })
  } else {
    if (rule.range !== undefined && rule.aim !== 'modelPoint') {
      if (edgeDistance(modelCircle(caster), modelCircle(target)) > rule.range * INCH)
        return refuse({
          rule: 'FG-8.2',
          code: 'spellTargetOutOfRange',
          text: `The target is beyond ${rule.range}" (FG-8.2)`,
          params: {
            range: inches(rule.range * INCH),
          },
        })
    }
    if (
      target.id !== caster.id &&
      !spellSees(s, caster, { ...modelCircle(target), elevation: target.elevation })
    )
      return refuse({
        rule: 'FG-8.2',
        code: 'spellNoLineOfSight',
        text: `${caster.name} cannot see ${target.name} (FG-8.2)`,
        params: {
          model: caster.name,
          target: target.name,
        },
      })
  }
  // FG-8.2 Invisibility, Plane Walk: another model that cannot be targeted.
  const away = target.id !== caster.id ? (invisibleRefusal(s, target) ?? outOfReach(s, target)) : null
  if (away) return away
  return rule.eligible?.(s, { caster, target }) ?? null
}

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
