/**
 * The attack procedure (DX-6.1 … DX-6.13), in the digest's order. `planAttack` is the pure part —
 * declaration, activation with fizzles in cascade, aggregation (DX-6.1, DX-6.3, DX-6.4) — shared by the
 * simulation the screen shows before anything is rolled (DX-6.2) and by the procedure itself.
 * `double-cross/attack` rolls the check (DX-6.5) and stops when a target may react; `double-cross/react`
 * takes the reactions (DX-6.6, DX-6.7) and resolves the rest: on-hit, damage, after-attack, encroachment,
 * end of main process, cleanup (DX-6.8 … DX-6.13). When nobody can react, `attack` resolves it all at once.
 */
import { refuse, type Refusal } from '../../../core/decision'
import type {
  AttackDeclaration,
  AttackKind,
  AttackPlan,
  AttackWarning,
  BuiltInAttack,
  ComboEffect,
  CommandDecision,
  Ctx,
  DxCharacter,
  DxState,
  Effect,
  FizzleReason,
  PendingAttack,
  ReactionDeclaration,
  Resolution,
  ResolutionStep,
  SkillKind,
  Stat,
  Vehicle,
  Weapon,
} from '../types'
import { attackOdds, incapacitateChance, type AttackOdds } from './attack-odds'
import { canAct, cannotAct, findCharacter, noCharacter } from './cast'
import { initiativeOrder } from './combat'
import {
  difficultyOf,
  effectValues,
  rangeMetres,
  restrictionRate,
  skillOf,
  targetLimitOf,
  timingsOf,
} from './effects'
import { ATTACK_LABEL } from '../log-params'
import { clampRate } from './limits'
import { rollCheckRecord } from './rolls'
import { composeSheetCheck, GOVERNING_STAT } from './sheet'
import { armourValue, boardedVehicle } from './vehicles'

/** Ids of the built-in attack declarations: the normal attacks and the vehicle ram (DX-6.1). */
export const NORMAL_ATTACK_IDS: Readonly<Record<BuiltInAttack, string>> = {
  melee: 'normal-melee',
  ranged: 'normal-ranged',
  vehicle: 'vehicle-ram',
}
const NORMAL_NAMES: Readonly<Record<BuiltInAttack, string>> = {
  melee: 'Normal melee attack',
  ranged: 'Normal ranged attack',
  vehicle: 'Vehicle ram',
}

/**
 * DX-6.1: the vehicle ram equips the boarded vehicle and makes it the attack's one weapon — a melee weapon
 * of its drive skill (<Ride>), with its attack power, no hit modifier and no guard, at range Close.
 */
export function vehicleWeapon(vehicle: Vehicle): Weapon {
  return {
    id: vehicle.id,
    name: vehicle.name,
    kind: 'melee',
    skill: 'ride',
    hit: 0,
    attack: vehicle.attack,
    guard: 0,
    range: 'Close',
  }
}

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

const STAT_WORDS: Readonly<Record<Stat, RegExp>> = {
  body: /body|肉体/i,
  sense: /sense|感覚/i,
  mind: /mind|精神/i,
  social: /social|社会/i,
}
const statOf = (effect: Pick<Effect, 'skill'>): Stat | null =>
  (Object.keys(STAT_WORDS) as Stat[]).find((s) => STAT_WORDS[s].test(effect.skill)) ?? null

/**
 * One declared step of the combo: a sheet effect, or a built-in attack (a normal attack or the vehicle
 * ram, `ram`), always declared last (DX-6.1).
 */
type Declared =
  | { kind: 'effect'; effect: Effect }
  | { kind: 'normal'; attack: AttackKind; ram: boolean; id: string; name: string }

/**
 * DX-6.1 … DX-6.4 as pure data: the declaration checked, each effect activated in declared order (a
 * fizzled one is dropped and may make later ones fizzle, DX-6.3), the combo aggregated, the check
 * composed and the simulation's warnings (DX-6.2). A declaration the rules do not allow is refused.
 */
export function planAttack(state: DxState, d: AttackDeclaration): { ok: true; plan: AttackPlan } | Refusal {
  const attacker = findCharacter(state, d.attackerId)
  if (!attacker) return noCharacter(d.attackerId, 'DX-6.1')
  // DX-6.1: each effect once, each a Major action.
  const declared: Declared[] = []
  for (const id of d.effects) {
    const effect = attacker.effects.find((e) => e.id === id)
    if (!effect)
      return refuse({
        rule: 'DX-6.1',
        code: 'noEffect',
        text: `${attacker.name} has no effect ${id}`,
        params: { name: attacker.name, id },
      })
    if (declared.some((x) => x.kind === 'effect' && x.effect.id === id))
      return refuse({
        rule: 'DX-6.1',
        code: 'effectTwice',
        text: `an effect is used once per combo (DX-6.1): ${effect.name}`,
        params: {
          effect: effect.name,
        },
      })
    if (!timingsOf(effect).includes('major'))
      return refuse({
        rule: 'DX-6.1',
        code: 'notMajor',
        text: `${effect.name} is not a Major action and cannot join an attack (DX-6.1)`,
        params: {
          effect: effect.name,
        },
      })
    declared.push({ kind: 'effect', effect })
  }
  // DX-6.1: declared last whatever the order, and combinable with any effect (even one that "cannot be
  // combined with other effects").
  if (d.normal)
    declared.push({
      kind: 'normal',
      attack: d.normal === 'vehicle' ? 'melee' : d.normal,
      ram: d.normal === 'vehicle',
      id: NORMAL_ATTACK_IDS[d.normal],
      name: NORMAL_NAMES[d.normal],
    })
  // DX-6.1: the vehicle ram's one weapon is the boarded vehicle; none when not boarded (it fizzles).
  const ramming = d.normal === 'vehicle'
  if (ramming && d.weaponId !== undefined)
    return refuse({
      rule: 'DX-6.1',
      code: 'ramWeapon',
      text: 'the vehicle ram uses the boarded vehicle as its one weapon (DX-6.1)',
    })
  const vehicle = ramming ? boardedVehicle(attacker) : null
  const weapon = ramming
    ? vehicle && vehicleWeapon(vehicle)
    : d.weaponId === undefined
      ? null
      : attacker.weapons.find((w) => w.id === d.weaponId)
  if (weapon === undefined)
    return refuse({
      rule: 'DX-6.1',
      code: 'noWeapon',
      text: `${attacker.name} has no weapon ${d.weaponId}`,
      params: {
        name: attacker.name,
        id: d.weaponId ?? '',
      },
    })
  if (new Set(d.targets).size !== d.targets.length)
    return refuse({ rule: 'DX-6.1', code: 'targetTwice', text: 'each target is declared once (DX-6.1)' })
  for (const id of d.targets) {
    const target = findCharacter(state, id)
    if (!target) return noCharacter(id, 'DX-6.1')
    if (target.status === 'dead')
      return refuse({
        rule: 'DX-4.6',
        code: 'targetDead',
        text: `${target.name} is dead and cannot be attacked (DX-4.6)`,
        params: {
          name: target.name,
        },
      })
  }

  // DX-6.3: activation in declared order.
  const activated: { step: Declared; cost: number }[] = []
  const fizzled: AttackPlan['fizzled'] = []
  let skill: SkillKind | null = null
  let attackKind: AttackKind | null = null
  for (const step of declared) {
    const reason = fizzleReason(
      step,
      attacker,
      activated.map((a) => a.step),
      skill,
      attackKind,
      weapon,
    )
    const id = step.kind === 'effect' ? step.effect.id : step.id
    const name = step.kind === 'effect' ? step.effect.name : step.name
    if (reason) {
      fizzled.push({ id, name, reason })
      continue
    }
    const stepSkill = step.kind === 'normal' ? weapon!.skill : skillOf(step.effect)
    if (stepSkill !== null && stepSkill !== 'syndrome' && skill === null) skill = stepSkill
    const stepKind = step.kind === 'normal' ? step.attack : step.effect.attackKind
    if (stepKind) attackKind = stepKind
    // DX-4.2: a scene-long effect already paid in this scene costs nothing more.
    const cost =
      step.kind === 'normal' || (step.effect.sceneLong && attacker.sceneEffects.includes(step.effect.id))
        ? 0
        : step.effect.cost
    activated.push({ step, cost })
  }
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
    },
    state.encroachmentTable,
  )
  if (!composed.ok) return composed

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
      attackPower,
      weaponAttack: weaponUsable ? weapon!.attack : 0,
      hit,
      skill,
      targetLimit: limit,
      range: range?.text ?? (attackKind ? DEFAULT_RANGE[attackKind] : '—'),
      difficulty: difficulty ?? 'opposed',
      noReaction: effects.some((e) => e.noReaction),
      check: composed.value.check,
      stacked: effects.flatMap((e) =>
        e.trigger ? [{ id: e.id, name: e.name, trigger: e.trigger, text: e.text }] : [],
      ),
      warnings,
    },
  }
}

/** DX-6.3: why this step fizzles given what was activated before it, or null when it activates. */
function fizzleReason(
  step: Declared,
  attacker: DxCharacter,
  before: readonly Declared[],
  skill: SkillKind | null,
  attackKind: AttackKind | null,
  weapon: DxCharacter['weapons'][number] | null,
): FizzleReason | null {
  if (step.kind === 'normal') {
    // DX-6.1: the vehicle ram only while boarded; a normal attack needs a weapon of its type, whose skill
    // is the attack's (the ram's is the vehicle's drive skill).
    if (step.ram && !weapon) return 'not-boarded'
    if (!weapon) return 'no-weapon'
    if (weapon.kind !== step.attack) return 'weapon-kind'
    if (skill !== null && skill !== weapon.skill) return 'skill-mismatch'
    if (attackKind && attackKind !== step.attack) return 'mixed-attack-types'
    return null
  }
  const effect = step.effect
  if (attacker.encroachment < restrictionRate(effect.restriction)) return 'restriction'
  const own = skillOf(effect)
  if (own === 'syndrome') {
    const same = before.some(
      (b) => b.kind === 'effect' && effect.syndrome && b.effect.syndrome === effect.syndrome,
    )
    if (!same) return 'no-syndrome-before'
  } else if (own !== null) {
    if (skill !== null && own !== skill) return 'skill-mismatch'
  } else {
    const stat = statOf(effect)
    if (stat && skill !== null && GOVERNING_STAT[skill] !== stat) return 'skill-mismatch'
  }
  if (effect.attackKind && attackKind && effect.attackKind !== attackKind) return 'mixed-attack-types'
  return null
}

/** DX-6.1 … DX-6.5, then the rest at once when no target can react. */
export const decideAttack: CommandDecision<'double-cross/attack'> = (ctx, action) => {
  if (ctx.state.attack)
    return refuse({
      rule: 'DX-6.6',
      code: 'attackPending',
      text: 'an attack waits for its reactions (DX-6.6)',
    })
  const { type: _type, ...declaration } = action
  void _type
  const planned = planAttack(ctx.state, declaration)
  if (!planned.ok) return planned
  const plan = planned.plan
  const attacker = findCharacter(ctx.state, plan.attackerId)!
  if (!canAct(attacker)) return cannotAct(attacker)
  const combat = ctx.state.combat
  if (combat && (combat.step !== 'main' || combat.actor !== attacker.id))
    return refuse({
      rule: 'DX-5.4',
      code: 'notTheirMain',
      text: `${attacker.name} attacks only in their own main process (DX-5.4)`,
      params: {
        name: attacker.name,
      },
    })
  if (combat?.majorTaken)
    return refuse({
      rule: 'DX-5.4',
      code: 'majorTaken',
      text: `${attacker.name} has already taken this main process's Major action (DX-5.4)`,
      params: {
        name: attacker.name,
      },
    })
  if (plan.attackKind && plan.targets.length === 0)
    return refuse({ rule: 'DX-6.1', code: 'noTargets', text: 'an attack needs a target (DX-6.1)' })
  const tooMany = plan.warnings.find((w) => w.kind === 'too-many-targets')
  if (tooMany && tooMany.kind === 'too-many-targets')
    return refuse({
      rule: 'DX-6.4',
      code: 'tooManyTargets',
      text: `this combo reaches at most ${tooMany.limit} target(s) (DX-6.4)`,
      params: {
        limit: tooMany.limit,
      },
    })

  ctx.emit({ type: 'double-cross/attackDeclared', plan })
  ctx.emit({ type: 'double-cross/attackSimulated', attackerId: attacker.id, warnings: plan.warnings })
  const fizzles = new Map(plan.fizzled.map((f) => [f.id, f.reason]))
  const order = [...action.effects, ...(action.normal ? [NORMAL_ATTACK_IDS[action.normal]] : [])]
  for (const id of order) {
    const name =
      plan.activated.find((e) => e.id === id)?.name ?? plan.fizzled.find((f) => f.id === id)?.name ?? id
    const reason = fizzles.get(id)
    ctx.emit({
      type: 'double-cross/effectActivated',
      attackerId: attacker.id,
      effect: name,
      ...(reason ? { fizzled: reason } : {}),
    })
  }
  ctx.emit({ type: 'double-cross/attackAggregated', plan })
  // DX-6.4: no attack effect checked → the procedure goes to its end (encroachment, cleanup).
  if (!plan.attackKind) {
    const resolution: Resolution = { hits: [], reactionCosts: [], steps: [] }
    resolution.steps = resolutionSteps(ctx.state, plan, resolution)
    return resolveSteps(ctx, plan, resolution, false)
  }
  const record = rollCheckRecord(ctx, {
    label: `${attacker.name} — ${ATTACK_LABEL}`,
    check: plan.check,
    rule: 'DX-6.5',
    hidden: false,
    characterId: attacker.id,
  })
  ctx.emit({ type: 'double-cross/rolled', record })
  const failed = record.roll.fumble || record.roll.rounds.length === 0
  const cannotReact = plan.targets.filter((id) => {
    const t = findCharacter(ctx.state, id)!
    return plan.noReaction || (action.cannotReact ?? []).includes(id) || !canAct(t)
  })
  const attack: PendingAttack = {
    plan,
    achievement: failed ? 0 : Math.max(0, record.roll.total),
    failed,
    cannotReact,
  }
  ctx.emit({ type: 'double-cross/attackRolled', attack })
  if (failed || plan.difficulty === 'automatic' || cannotReact.length === plan.targets.length)
    return resolveReactions(ctx, attack, [], action.stepwise)
  return undefined
}

/** DX-6.6 …: the targets' reactions to the attack waiting for them, then the rest of the procedure. */
export const decideReact: CommandDecision<'double-cross/react'> = (ctx, action) => {
  const attack = ctx.state.attack
  if (!attack || ctx.state.resolution)
    return refuse({ rule: 'DX-6.6', code: 'noAttackPending', text: 'no attack waits for reactions (DX-6.6)' })
  const reacting = attack.plan.targets.filter((id) => !attack.cannotReact.includes(id))
  for (const r of action.reactions)
    if (!reacting.includes(r.targetId))
      return refuse({
        rule: 'DX-6.6',
        code: 'notReacting',
        text: `${r.targetId} cannot react to this attack (DX-6.6)`,
        params: { id: r.targetId },
      })
  if (new Set(action.reactions.map((r) => r.targetId)).size !== action.reactions.length)
    return refuse({ rule: 'DX-6.6', code: 'reactTwice', text: 'each target reacts once (DX-6.6)' })
  for (const id of reacting)
    if (!action.reactions.some((r) => r.targetId === id)) {
      const name = findCharacter(ctx.state, id)?.name ?? id
      return refuse({
        rule: 'DX-6.6',
        code: 'reactionMissing',
        text: `${name} must declare a reaction (DX-6.6)`,
        params: { name },
      })
    }
  return resolveReactions(ctx, attack, action.reactions, action.stepwise)
}

/** A reaction made ready to roll or apply: a dodge's check, a guard's value. */
interface Ready {
  target: DxCharacter
  reaction: ReactionDeclaration | null
  skipped?: 'cannot-react' | 'automatic' | 'attack-failed'
  guard: number
  dodgeCost: { effects: string[]; cost: number; sceneLong: string[] }
}

/** DX-6.6 … DX-6.13 for every target, in initiative order (DX-6.6). */
function resolveReactions(
  ctx: Ctx,
  attack: PendingAttack,
  reactions: readonly ReactionDeclaration[],
  stepwise: boolean | undefined,
): Refusal | undefined {
  const { plan } = attack
  const targets = initiativeOrder(ctx.state, plan.targets)
  const ready: Ready[] = []
  // DX-6.6: check every declaration before anything is rolled.
  for (const target of targets) {
    const reaction = reactions.find((r) => r.targetId === target.id) ?? null
    const entry: Ready = {
      target,
      reaction,
      guard: 0,
      dodgeCost: { effects: [], cost: 0, sceneLong: [] },
    }
    if (attack.failed) entry.skipped = 'attack-failed'
    else if (plan.difficulty === 'automatic') entry.skipped = 'automatic'
    else if (attack.cannotReact.includes(target.id)) entry.skipped = 'cannot-react'
    if (!entry.skipped && reaction?.reaction === 'guard') {
      const weapon = target.weapons.find((w) => w.id === reaction.weaponId)
      if (!weapon)
        return refuse({
          rule: 'DX-6.6',
          code: 'guardWeapon',
          text: `${target.name} guards with a weapon they hold (DX-6.6)`,
          params: {
            name: target.name,
          },
        })
      entry.guard = weapon.guard
    }
    if (!entry.skipped && reaction?.reaction === 'dodge') {
      for (const id of reaction.effects ?? []) {
        const effect = target.effects.find((e) => e.id === id)
        if (!effect)
          return refuse({
            rule: 'DX-6.6',
            code: 'noEffect',
            text: `${target.name} has no effect ${id}`,
            params: { name: target.name, id },
          })
        if (!timingsOf(effect).includes('reaction'))
          return refuse({
            rule: 'DX-6.6',
            code: 'notReaction',
            text: `${effect.name} is not a reaction (DX-6.6)`,
            params: { effect: effect.name },
          })
      }
    }
    ready.push(entry)
  }

  for (const entry of ready)
    ctx.emit({
      type: 'double-cross/reactionDeclared',
      targetId: entry.target.id,
      reaction: entry.skipped ? 'none' : (entry.reaction?.reaction ?? 'none'),
      ...(entry.skipped ? { skipped: entry.skipped } : {}),
    })

  // DX-6.7: dodges, target by target; defender ≥ attacker → the attack misses that target (DX-3.3).
  const hits: Ready[] = []
  for (const entry of ready) {
    if (entry.skipped === 'attack-failed') continue
    if (entry.skipped || entry.reaction?.reaction !== 'dodge') {
      hits.push(entry)
      continue
    }
    const target = entry.target
    const composed = composeDodge(ctx.state, target, entry.reaction.effects ?? [])
    if (!composed.ok) return composed
    entry.dodgeCost = {
      effects: composed.value.effects,
      cost: composed.value.cost,
      sceneLong: composed.value.sceneLong,
    }
    const record = rollCheckRecord(ctx, {
      label: `${target.name} — Dodge`,
      check: composed.value.check,
      rule: 'DX-6.7',
      hidden: false,
      characterId: target.id,
    })
    ctx.emit({ type: 'double-cross/rolled', record })
    const roll = record.roll
    const dodged = !roll.fumble && roll.rounds.length > 0 && roll.total >= attack.achievement
    ctx.emit({ type: 'double-cross/dodged', targetId: target.id, achievement: roll.total, hit: !dodged })
    if (!dodged) hits.push(entry)
  }

  const resolution: Resolution = {
    hits: hits.map((h) => ({ targetId: h.target.id, guard: h.guard })),
    reactionCosts: ready
      .filter((r) => r.dodgeCost.cost > 0)
      .map((r) => ({ characterId: r.target.id, ...r.dodgeCost })),
    steps: [],
  }
  resolution.steps = resolutionSteps(ctx.state, plan, resolution)
  return resolveSteps(ctx, plan, resolution, stepwise)
}

const stackedNames = (plan: AttackPlan, trigger: string) =>
  plan.stacked.filter((s) => s.trigger === trigger).map((s) => s.name)

/**
 * The steps after the reactions that have something to do, in the digest's order (DX-6.8 … DX-6.13):
 * on-hit effects when something was hit, a damage step per target hit (initiative order) when the attack
 * deals damage, after-attack effects, encroachment when something costs, end-of-main effects, cleanup.
 */
function resolutionSteps(state: DxState, plan: AttackPlan, r: Resolution): ResolutionStep[] {
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
function resolveSteps(
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
 * A target's dodge (DX-6.6, DX-6.7): <Dodge> (Body bare without the skill) with its reaction effects,
 * plus the armour's dodge modifier on the achievement.
 */
export function composeDodge(state: DxState, target: DxCharacter, effects: readonly string[]) {
  const dodgeIndex = target.skills.findIndex((s) => s.kind === 'dodge')
  return composeSheetCheck(
    target,
    {
      characterId: target.id,
      ...(dodgeIndex >= 0 ? { skill: dodgeIndex } : { stat: 'body' as const }),
      effects: [...effects],
      modifier: target.armour?.dodge ?? 0,
    },
    state.encroachmentTable,
  )
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

/** One target in the simulation (DX-6.2): exact odds if it dodges and if it does not react. */
export interface TargetPreview {
  targetId: string
  /** Odds when the target dodges (null when it cannot react or the attack needs no reaction). */
  dodging: AttackOdds | null
  /** Odds when the target does not react (or cannot). */
  standing: AttackOdds
  /** P(HP 0) in each case (DX-6.13). */
  incapacitateDodging: number | null
  incapacitateStanding: number
}

/**
 * The simulation of DX-6.2 for the screen, nothing rolled: the plan with its warnings, and each target's
 * exact chance to be hit, damage distribution and chance to be incapacitated (DX-6.5 … DX-6.13).
 */
export function simulateAttack(
  state: DxState,
  declaration: AttackDeclaration,
): { ok: true; plan: AttackPlan; targets: TargetPreview[] } | Refusal {
  const planned = planAttack(state, declaration)
  if (!planned.ok) return planned
  const plan = planned.plan
  const targets: TargetPreview[] = []
  if (!plan.attackKind) return { ok: true, plan, targets }
  const { difficulty: _d, ...attack } = plan.check
  void _d
  for (const id of plan.targets) {
    const target = findCharacter(state, id)!
    const base = {
      attack,
      flat: plan.weaponAttack + plan.attackPower,
      armour: armourValue(target),
      guard: 0,
      damaging: plan.damaging,
    }
    const standing = attackOdds({ ...base, dodge: null })
    const canReact =
      plan.difficulty !== 'automatic' &&
      !plan.noReaction &&
      !(declaration.cannotReact ?? []).includes(id) &&
      canAct(target)
    const dodgeCheck = canReact ? composeDodge(state, target, []) : null
    const dodging =
      dodgeCheck && dodgeCheck.ok
        ? attackOdds({
            ...base,
            dodge: {
              dice: dodgeCheck.value.check.dice,
              modifier: dodgeCheck.value.check.modifier,
              critical: dodgeCheck.value.check.critical,
            },
          })
        : null
    targets.push({
      targetId: id,
      dodging,
      standing,
      incapacitateDodging: dodging ? incapacitateChance(dodging, target.hp) : null,
      incapacitateStanding: incapacitateChance(standing, target.hp),
    })
  }
  return { ok: true, plan, targets }
}
