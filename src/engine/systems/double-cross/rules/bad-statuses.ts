/**
 * The bad statuses (バッドステータス) as data: what each forbids or changes, and when it ends.
 *
 * The digest names them only as what a Major action recovers from (DX-5.4), and the seeds say no more.
 * **Decision** (the DX3 rule book's effects, as this product reads them; the GM overrides any, DX-5.1):
 * - 暴走 berserk: no reactions (seed 003: a character that "cannot react" skips the reaction declaration,
 *   DX-6.6); a failed impulse check sets it (DX-4.4).
 * - 硬直 rigor: no moves (full move, disengage, the Minor move).
 * - 重圧 pressure: no auto-action effects (none is offered; リザレクト included).
 * - 放心 dazed: −2 dice on every check (DX-1.4: never below 1 die).
 * - 邪毒 poison (rank N): 3 × N HP damage in each cleanup process (DX-5.4), before HP 0 is checked (DX-6.13).
 * - 憎悪 hatred, 恐怖 fear: bound to a character the GM names at the table; the tracker shows them and the
 *   GM holds the attack to them (their target is not recorded).
 * Every bad status ends when its character's scene ends (entering the next scene, DX-4.3), or by a Major
 * action's recovery (DX-5.4). The rules apply in sessions made since they came (`DxState.badStatusRules`):
 * older saves replay as they were played.
 */
import type { BadStatus, Ctx, DxCharacter, DxState } from '../types'
import { effectValues } from './effects'
import { incapacitate } from './cast'

export type StatusBan = 'reaction' | 'move' | 'auto'

export interface BadStatusRule {
  /** What a character with this status cannot do. */
  forbids: readonly StatusBan[]
  /** Dice added to every check the character makes (DX-1.4). */
  checkDice: number
  /** HP lost per rank in each cleanup process (DX-5.4). */
  cleanupDamagePerRank: number
}

export const BAD_STATUS_RULES: Readonly<Record<BadStatus, BadStatusRule>> = {
  berserk: { forbids: ['reaction'], checkDice: 0, cleanupDamagePerRank: 0 },
  rigor: { forbids: ['move'], checkDice: 0, cleanupDamagePerRank: 0 },
  pressure: { forbids: ['auto'], checkDice: 0, cleanupDamagePerRank: 0 },
  dazed: { forbids: [], checkDice: -2, cleanupDamagePerRank: 0 },
  poison: { forbids: [], checkDice: 0, cleanupDamagePerRank: 3 },
  hatred: { forbids: [], checkDice: 0, cleanupDamagePerRank: 0 },
  fear: { forbids: [], checkDice: 0, cleanupDamagePerRank: 0 },
}

/** A poison's rank: 1 unless the GM gave another. */
export const poisonRank = (c: DxCharacter): number => c.poisonRank ?? 1

/** The first of the character's bad statuses that forbids `what`, if the session applies them. */
export function forbiddenBy(state: DxState, c: DxCharacter, what: StatusBan): BadStatus | undefined {
  if (!state.badStatusRules) return undefined
  return c.badStatuses.find((s) => BAD_STATUS_RULES[s].forbids.includes(what))
}

/** 暴走 and the like: the character cannot react (DX-6.6). */
export const reactionForbidden = (state: DxState, c: DxCharacter): BadStatus | undefined =>
  forbiddenBy(state, c, 'reaction')

/** The dice the character's bad statuses add to each of its checks (放心: −2). */
export function statusCheckDice(state: DxState, c: DxCharacter): number {
  if (!state.badStatusRules) return 0
  return c.badStatuses.reduce((sum, s) => sum + BAD_STATUS_RULES[s].checkDice, 0)
}

/**
 * The cleanup process's bad-status damage (DX-5.4): each standing participant's poison, in initiative
 * order, then HP 0 is incapacitation (DX-6.13).
 */
export function cleanupStatuses(ctx: Ctx, participants: readonly string[]): void {
  if (!ctx.state.badStatusRules) return
  for (const id of participants) {
    const c = ctx.state.characters.find((x) => x.id === id)
    if (!c || c.status !== 'active' || c.incapacitated || !c.badStatuses.includes('poison')) continue
    const rank = poisonRank(c)
    const damage = rank * BAD_STATUS_RULES.poison.cleanupDamagePerRank
    const hp = Math.max(0, c.hp - damage)
    ctx.emit({ type: 'double-cross/poisoned', characterId: c.id, rank, damage, hpBefore: c.hp, hp })
    if (hp === 0) incapacitate(ctx, c)
  }
}

/**
 * The attacker's stacked effects that fired on a target give it their bad status (`Effect.inflicts`).
 * **Decision**: 邪毒's rank is the effect's level with the encroachment bonus (DX-4.1), as poison effects
 * say "rank = LV"; a higher rank already on the target stays.
 */
export function inflictStatuses(
  ctx: Ctx,
  attackerId: string,
  effectIds: readonly string[],
  targetId: string,
  rule: string,
): void {
  if (!ctx.state.badStatusRules) return
  const attacker = ctx.state.characters.find((c) => c.id === attackerId)
  for (const id of effectIds) {
    const effect = attacker?.effects.find((e) => e.id === id)
    const target = ctx.state.characters.find((c) => c.id === targetId)
    if (!attacker || !effect?.inflicts || !target || target.status !== 'active') continue
    const level = effectValues(effect, attacker.encroachment, ctx.state.encroachmentTable).level
    const had = target.badStatuses.includes('poison') ? poisonRank(target) : 0
    ctx.emit({
      type: 'double-cross/statusInflicted',
      characterId: target.id,
      status: effect.inflicts,
      effect: effect.name,
      rule,
      ...(effect.inflicts === 'poison' ? { rank: Math.max(had, Math.max(1, level)) } : {}),
    })
  }
}

/** A failed impulse check sets 暴走 (DX-4.4). */
export function berserkAfterImpulse(ctx: Ctx, c: DxCharacter): void {
  if (!ctx.state.badStatusRules || c.badStatuses.includes('berserk')) return
  ctx.emit({
    type: 'double-cross/badStatusesChanged',
    characterId: c.id,
    badStatuses: [...c.badStatuses, 'berserk'],
    cause: 'impulse',
  })
}

/** The scene the character was in has ended (it enters the next, DX-4.3): its bad statuses end with it. */
export function statusesEndWithScene(ctx: Ctx, c: DxCharacter): void {
  if (!ctx.state.badStatusRules || c.badStatuses.length === 0) return
  ctx.emit({
    type: 'double-cross/badStatusesChanged',
    characterId: c.id,
    badStatuses: [],
    cause: 'scene-end',
  })
}
