/**
 * Declaring a spell (FG-8.1/8.2): whether the caster may cast it now, and whether its target or point
 * suits the spell's aim, range and line of sight (from the caster or its wizard eye) — every refusal
 * with its rule.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { findSpell, type SpellData } from '../../data'
import { inches } from '../../describe'
import { INCH, baseRadius, edgeDistance, pointToBase, type Point } from '../../geometry'
import type { FgState, Model } from '../../types'
import { canAct } from '../activation'
import { isInCombat } from '../contact'
import { groundHeight, modelCircle } from '../table'
import { SPELL_RULES, type SpellRule } from './catalogue'
import { isFreeSpot } from './common'
import { ATTACK_SPELLS, beautyRefusal } from './deter'
import { invisibleRefusal, isForgotten } from './lasting'
import { castsThisTurn, magicOf } from './state'
import type { SpellAction } from './types'
import { outOfReach } from './plane-walk'
import { spellSees } from './wizard-eye'
import { CASTS_PER_TURN, isOutOfGame, knownSpells } from './casting-numbers'

/** The command that declares a spell (FG-8.2). */
export type CastAction = Extract<SpellAction, { type: 'frostgrave/cast' }>

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
