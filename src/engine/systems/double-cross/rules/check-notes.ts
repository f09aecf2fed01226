/**
 * What modifies a check beyond its sheet, told before it is rolled: the GM's modifiers with their reason
 * (DX-5.1, DX-1.5) and the lasting effects that cover it (`lasting.ts`), those lasting only until it used
 * up; and the effects used in it that say they last (the scene, the round), started after it.
 */
import type { Ctx, DxCharacter, Effect } from '../types'
import { durationOf, endedBy, startLasting } from './lasting'
import type { ComposedCheck } from './sheet'

/** The GM's modifiers of a check as declared (DX-1.5, DX-5.1). */
export interface GmModifiers {
  gmDifficulty?: number
  gmReason?: string
}

/** Emits the GM's modifiers (DX-5.1) and the lasting effects covering the check, before the roll. */
export function noteCheckModifiers(
  ctx: Ctx,
  characterId: string,
  composed: Pick<ComposedCheck, 'gmDice' | 'gmScore' | 'gmCritical' | 'lasting'>,
  gm: GmModifiers = {},
): void {
  const difficulty = gm.gmDifficulty ?? 0
  if (composed.gmDice || composed.gmScore || composed.gmCritical || difficulty)
    ctx.emit({
      type: 'double-cross/gmModified',
      characterId,
      dice: composed.gmDice,
      score: composed.gmScore,
      difficulty,
      critical: composed.gmCritical,
      reason: gm.gmReason?.trim() ?? '',
    })
  const ended = endedBy(composed.lasting)
  for (const lasting of composed.lasting)
    ctx.emit({
      type: 'double-cross/lastingApplied',
      characterId,
      lasting,
      ends: ended.includes(lasting.effectId),
    })
}

/** The effects used in a check that last beyond it (the scene, the round) start lasting on their user. */
export function startComboLasting(ctx: Ctx, character: DxCharacter, effectIds: readonly string[]): void {
  if (!ctx.state.lastingEffects) return
  for (const id of effectIds) {
    const effect = character.effects.find((e) => e.id === id)
    const duration = effect && durationOf(effect)
    if (!effect || (duration !== 'scene' && duration !== 'round')) continue
    const lasting = startLasting(effect, character, duration, ctx.state.encroachmentTable)
    if (lasting) ctx.emit({ type: 'double-cross/lastingStarted', characterId: character.id, lasting })
  }
}

/**
 * An effect used on its own (an effect-only Major, an auto action) that says it lasts keeps its
 * modifiers for what it covers, whatever its duration: no check of its own uses them up.
 */
export function startAloneLasting(ctx: Ctx, character: DxCharacter, effect: Effect): void {
  const duration = durationOf(effect)
  const lasting =
    ctx.state.lastingEffects &&
    duration &&
    startLasting(effect, character, duration, ctx.state.encroachmentTable)
  if (lasting) ctx.emit({ type: 'double-cross/lastingStarted', characterId: character.id, lasting })
}
