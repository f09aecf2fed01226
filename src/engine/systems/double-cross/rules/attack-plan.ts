/**
 * The attack as planned before anything is rolled (DX-6.1 … DX-6.5): the declaration checked
 * (`attack-declaration.ts`), the steps activated (`attack-activation.ts`), the combo aggregated (DX-6.4)
 * and its check composed (DX-6.5), with the warnings of the simulation (DX-6.2). Pure data, the same for
 * the simulation the screen shows and for the procedure itself.
 */
import type { Refusal } from '../../../core/decision'
import type {
  AttackDeclaration,
  AttackKind,
  AttackPlan,
  AttackWarning,
  ComboEffect,
  DxCharacter,
  DxState,
  SkillKind,
  Vehicle,
} from '../types'
import { activate } from './attack-activation'
import { checkDeclaration } from './attack-declaration'
import { canAct } from './cast'
import { difficultyOf, effectValues, rangeMetres, targetLimitOf } from './effects'
import { composeSheetCheck } from './sheet'
import { GOVERNING_STAT } from './skills'
import { statusCheckDice } from './bad-statuses'

/**
 * The sheet skill a check of `skill` uses (DX-1.2): the first of its family; for a vehicle ram, the Ride
 * skill of the vehicle's drive specialty (<Ride: Motorcycle>), -1 when the sheet has none (the stat alone).
 */
function skillIndexFor(attacker: DxCharacter, skill: SkillKind, vehicle: Vehicle | null): number {
  const drive = vehicle?.drive.trim().toLowerCase()
  if (skill !== 'ride' || !drive) return attacker.skills.findIndex((s) => s.kind === skill)
  return attacker.skills.findIndex((s) => s.kind === 'ride' && s.specialty.trim().toLowerCase() === drive)
}

/** Default range of an attack no effect sets (DX-6.4). */
const DEFAULT_RANGE: Readonly<Record<AttackKind, string>> = { melee: 'Close', ranged: '10m' }

/**
 * DX-6.1 … DX-6.4 as pure data: the declaration checked, each effect activated in declared order (a
 * fizzled one is dropped and may make later ones fizzle, DX-6.3), the combo aggregated, the check
 * composed and the simulation's warnings (DX-6.2). A declaration the rules do not allow is refused.
 */
export function planAttack(state: DxState, d: AttackDeclaration): { ok: true; plan: AttackPlan } | Refusal {
  const checked = checkDeclaration(state, d)
  if (!checked.ok) return checked
  const { attacker, declared, weapon, vehicle } = checked
  const { activated, fizzled, skill, attackKind } = activate(declared, attacker, weapon)
  const effects = activated.flatMap((a) => (a.step.kind === 'effect' ? [a.step.effect] : []))
  const values = effects.map((e) => effectValues(e, attacker.encroachment, state.encroachmentTable))

  // DX-6.1: the weapon serves only an attack of its own skill.
  const weaponUsable = weapon !== null && skill === weapon.skill
  // DX-6.4: aggregation.
  const attackSteps = activated.filter((a) =>
    a.step.kind === 'normal' ? true : a.step.effect.attackKind !== undefined,
  )
  const damaging = attackSteps.some((a) => a.step.kind === 'normal' || !a.step.effect.noDamage)
  const attackPower = values.reduce((sum, v) => sum + v.attack, 0)
  const hit = values.reduce((sum, v) => sum + v.hit, 0) + (weaponUsable ? weapon!.hit : 0)
  let targetLimit: number | null | undefined
  let range: { text: string; metres: number } | undefined
  let difficulty: 'opposed' | 'automatic' | undefined
  for (const a of activated) {
    const printed =
      a.step.kind === 'normal' ? { target: '', range: weapon!.range, difficulty: 'opposed' } : a.step.effect
    const limit = targetLimitOf(printed.target)
    if (limit !== undefined)
      targetLimit =
        targetLimit === undefined
          ? limit
          : limit === null
            ? targetLimit
            : Math.min(targetLimit ?? limit, limit)
    const metres = rangeMetres(printed.range)
    if (metres !== undefined && (!range || metres < range.metres)) range = { text: printed.range, metres }
    const diff = difficultyOf(printed.difficulty)
    if (diff === 'opposed' || (diff === 'automatic' && difficulty === undefined)) difficulty = diff
  }

  // DX-6.5: the check with the combo's skill (none: the GM's pick, Body by default) plus hit modifiers.
  const rammed = activated.some((a) => a.step.kind === 'normal' && a.step.ram)
  const skillIndex = skill ? skillIndexFor(attacker, skill, rammed ? vehicle : null) : -1
  const composed = composeSheetCheck(
    attacker,
    {
      characterId: attacker.id,
      ...(skillIndex >= 0 ? { skill: skillIndex } : { stat: skill ? GOVERNING_STAT[skill] : 'body' }),
      effects: effects.map((e) => e.id),
      modifier: hit,
      ...(d.gmDice ? { gmDice: d.gmDice } : {}),
      ...(d.gmScore ? { gmScore: d.gmScore } : {}),
      ...(d.gmCritical ? { gmCritical: d.gmCritical } : {}),
    },
    state.encroachmentTable,
    'attack',
    statusCheckDice(state, attacker),
  )
  if (!composed.ok) return composed
  // The attacker's lasting effects reach the attack: their attack power joins the combo's (DX-6.4).
  const lasting = composed.value.lasting

  const comboEffects: ComboEffect[] = activated.map((a) =>
    a.step.kind === 'effect'
      ? { id: a.step.effect.id, name: a.step.effect.name, cost: a.cost }
      : { id: a.step.id, name: a.step.name, cost: 0 },
  )
  const warnings: AttackWarning[] = []
  if (!canAct(attacker)) warnings.push({ kind: 'cannot-act' })
  for (const f of fizzled) warnings.push({ kind: 'fizzle', effect: f.name, reason: f.reason })
  if (weapon && !weaponUsable) warnings.push({ kind: 'weapon-unusable', weapon: weapon.name })
  if (!attackKind) warnings.push({ kind: 'no-attack' })
  else if (!damaging) warnings.push({ kind: 'no-damage' })
  const limit = targetLimit === undefined ? 1 : targetLimit
  if (attackKind && limit !== null && d.targets.length > limit)
    warnings.push({ kind: 'too-many-targets', limit })

  return {
    ok: true,
    plan: {
      attackerId: attacker.id,
      targets: [...d.targets],
      weaponId: weapon?.id ?? null,
      weaponUsable,
      activated: comboEffects,
      fizzled,
      attackKind,
      damaging: attackKind !== null && damaging,
      attackPower: attackPower + composed.value.lastingAttack,
      weaponAttack: weaponUsable ? weapon!.attack : 0,
      hit,
      skill,
      targetLimit: limit,
      range: range?.text ?? (attackKind ? DEFAULT_RANGE[attackKind] : '—'),
      difficulty: difficulty ?? 'opposed',
      noReaction: effects.some((e) => e.noReaction),
      check: composed.value.check,
      ...(lasting.length ? { lasting } : {}),
      stacked: effects.flatMap((e) =>
        e.trigger ? [{ id: e.id, name: e.name, trigger: e.trigger, text: e.text }] : [],
      ),
      warnings,
    },
  }
}
