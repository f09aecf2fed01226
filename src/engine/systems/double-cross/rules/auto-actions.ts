/**
 * Auto actions and the combat processes' effects (DX-6.3, DX-6.9, DX-6.13, DX-5.4), used by their owner:
 * - in the window a moment of the attack procedure opened (`AutoWindow`): a damage change at the dealing
 *   and taking moments, costs kept for DX-6.11 (the procedure's own step) while it is still to come;
 * - リザレクト (`Effect.resurrect`) at the cleanup's "incapacitated" moment, or by an incapacitated
 *   character outside an attack: (level)D10 HP, encroachment up by the HP it gave — one action;
 * - an effect of the setup, initiative or cleanup process while the combat is in it (DX-5.4).
 * The GM closes a window (`autoPass`), and the procedure goes on from the next moment.
 */
import { refuse, type Refusal } from '../../../core/decision'
import {
  DAMAGE_MOMENTS,
  type AutoWindow,
  type CommandDecision,
  type Ctx,
  type DxCharacter,
  type Effect,
} from '../types'
import { continueDamage } from './attack-damage'
import { forbiddenBy } from './bad-statuses'
import { endAttack, runOn } from './attack-resolution'
import { anyTimingOffers, autoTimingOf } from './auto-offers'
import { canAct, findCharacter, noCharacter } from './cast'
import { startAloneLasting } from './check-notes'
import { effectValues, timingsOf } from './effects'
import { clampRate } from './limits'

/** Processes of a combat round whose effects are used in them (DX-5.4). */
const PROCESS_TIMINGS = ['setup', 'initiative', 'cleanup'] as const
type ProcessTiming = (typeof PROCESS_TIMINGS)[number]

/**
 * Decision: リザレクト's text forbids it at 100% encroachment or more; the product keeps that limit as the
 * effect's, for every effect marked `resurrect`.
 */
export const RESURRECT_BELOW = 100

/** The rule a window's moment cites. */
const momentRule = (open: AutoWindow) => (open.moment === 'cleanup' ? 'DX-6.13' : 'DX-6.9')

/** An auto action or a process's effect (DX-6.9, DX-6.13, DX-5.4). */
export const decideAutoAction: CommandDecision<'double-cross/autoAction'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-6.3')
  const effect = c.effects.find((e) => e.id === action.effectId)
  if (!effect)
    return refuse({
      rule: 'DX-6.3',
      code: 'noEffect',
      text: `${c.name} has no effect ${action.effectId}`,
      params: { name: c.name, id: action.effectId },
    })
  const open = ctx.state.resolution?.autoWindow
  if (open) {
    const offer = open.offers.find((o) => o.characterId === c.id && o.effectId === effect.id)
    if (!offer) return notOffered(c, effect, momentRule(open))
    return applyAuto(ctx, c, effect, {
      timing: offer.timing,
      rule: momentRule(open),
      // DX-6.11 is still to come after a damage moment: the cost joins the procedure's own.
      deferred: open.moment !== 'cleanup',
      damage: open.moment === 'dealing-damage' || open.moment === 'taking-damage',
    })
  }
  // DX-6.3: an "any timing" auto action may be used just before or after any effect. Decision: the
  // procedure's effects resolve within one command, so the GM uses it between commands — before the
  // attack is declared (before its first effect) or while it waits for reactions (after its last).
  if (autoTimingOf(effect) === 'any' && canAct(c)) {
    if (!anyTimingOffers(ctx.state).some((o) => o.characterId === c.id && o.effectId === effect.id))
      return forbiddenBy(ctx.state, c, 'auto')
        ? pressured(c, effect, 'DX-6.3')
        : notOffered(c, effect, 'DX-6.3')
    return applyAuto(ctx, c, effect, { timing: 'any', rule: 'DX-6.3', deferred: false, damage: false })
  }
  const combat = ctx.state.combat
  if (!ctx.state.attack && c.incapacitated && effect.resurrect)
    return applyAuto(ctx, c, effect, {
      timing: 'incapacitated',
      rule: 'DX-6.13',
      deferred: false,
      damage: false,
    })
  const step = combat?.step
  if (
    !ctx.state.attack &&
    step &&
    (PROCESS_TIMINGS as readonly string[]).includes(step) &&
    timingsOf(effect).includes(step as ProcessTiming) &&
    combat.participants.includes(c.id)
  )
    return applyAuto(ctx, c, effect, {
      timing: step as ProcessTiming,
      rule: 'DX-5.4',
      deferred: false,
      damage: false,
    })
  return notOffered(c, effect, 'DX-6.3')
}

/** The GM closes the open window: the damage step or the cleanup goes on, then the steps left. */
export const decideAutoPass: CommandDecision<'double-cross/autoPass'> = (ctx) => {
  const resolution = ctx.state.resolution
  const open = resolution?.autoWindow
  const attack = ctx.state.attack
  if (!resolution || !open || !attack)
    return refuse({ rule: 'DX-6.9', code: 'noAutoWindow', text: 'no auto actions are on offer now (DX-6.9)' })
  ctx.emit({ type: 'double-cross/autoClosed' })
  if (open.moment === 'cleanup') {
    endAttack(ctx, open.fallen ?? [])
    return undefined
  }
  const waits = continueDamage(
    ctx,
    attack.plan,
    ctx.state.resolution!,
    { targetId: open.targetId ?? '', faces: open.faces ?? [], mods: open.mods ?? [] },
    DAMAGE_MOMENTS.indexOf(open.moment) + 1,
  )
  if (!waits && ctx.state.resolution?.runOn) runOn(ctx)
  return undefined
}

/** Uses the effect: its damage change, a リザレクト's rise, its cost (DX-6.11 now or kept for it). */
function applyAuto(
  ctx: Ctx,
  c: DxCharacter,
  effect: Effect,
  use: {
    timing: ProcessTiming | NonNullable<ReturnType<typeof autoTimingOf>>
    rule: string
    deferred: boolean
    damage: boolean
  },
): Refusal | undefined {
  if (timingsOf(effect).includes('auto') && forbiddenBy(ctx.state, c, 'auto'))
    return pressured(c, effect, use.rule)
  const values = effectValues(effect, c.encroachment, ctx.state.encroachmentTable)
  let resurrect: { faces: number[]; hp: number; before: number; after: number } | undefined
  if (effect.resurrect) {
    if (!c.incapacitated || c.status !== 'active')
      return refuse({
        rule: 'DX-6.13',
        code: 'resurrectStanding',
        text: `${c.name} is not incapacitated: ${effect.name} raises only the fallen (DX-6.13)`,
        params: { name: c.name, effect: effect.name },
      })
    if (c.encroachment >= RESURRECT_BELOW)
      return refuse({
        rule: 'DX-6.13',
        code: 'resurrectLimit',
        text: `${effect.name} cannot be used at ${RESURRECT_BELOW}% encroachment or more (DX-6.13)`,
        params: { effect: effect.name, rate: RESURRECT_BELOW },
      })
    const faces: number[] = []
    for (let i = 0; i < Math.max(1, values.level); i++) faces.push(ctx.dice.roll(10))
    const hp = Math.min(
      c.maxHp,
      faces.reduce((a, b) => a + b, 0),
    )
    resurrect = { faces, hp, before: c.encroachment, after: clampRate(c.encroachment + hp) }
  }
  // DX-4.2: a scene-long effect already paid in this scene costs nothing more.
  const cost = effect.sceneLong && c.sceneEffects.includes(effect.id) ? 0 : effect.cost
  ctx.emit({
    type: 'double-cross/autoUsed',
    characterId: c.id,
    effectId: effect.id,
    effect: effect.name,
    timing: use.timing,
    rule: use.rule,
    cost,
    deferred: use.deferred,
    ...(use.damage && values.damage !== 0 ? { damageBy: values.damage } : {}),
    ...(resurrect ? { resurrect } : {}),
  })
  if (!use.deferred && cost > 0) {
    const now = findCharacter(ctx.state, c.id)!
    ctx.emit({
      type: 'double-cross/comboPaid',
      characterId: c.id,
      effects: [effect.name],
      cost,
      before: now.encroachment,
      after: clampRate(now.encroachment + cost),
      ...(effect.sceneLong ? { sceneEffects: [effect.id] } : {}),
    })
  }
  // An effect that lasts (the round, the scene, the next check) starts lasting on its user (`lasting.ts`).
  startAloneLasting(ctx, findCharacter(ctx.state, c.id)!, effect)
  return undefined
}

/** 重圧 forbids its auto actions (`bad-statuses.ts`). */
function pressured(c: DxCharacter, effect: Effect, rule: string): Refusal {
  return refuse({
    rule,
    code: 'pressureNoAuto',
    text: `${c.name} is under pressure and cannot use the auto action ${effect.name}`,
    params: { name: c.name, effect: effect.name },
  })
}

/** The refusal of an effect not on offer now. */
function notOffered(c: DxCharacter, effect: Effect, rule: string): Refusal {
  return refuse({
    rule,
    code: 'autoNotOffered',
    text: `${c.name} cannot use ${effect.name} now (${rule})`,
    params: { name: c.name, effect: effect.name, rule },
  })
}
