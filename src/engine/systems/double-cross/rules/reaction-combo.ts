/**
 * A target's reaction combo (DX-6.6, DX-6.7): seed 003 says reaction effects activate and are checked as
 * in the attack procedure (DX-6.3), the built-in dodge (skill <回避>) declared last. So in declared order
 * an effect fizzles when its encroachment restriction is not met, when its skill is another skill than
 * <回避>, or when it is a <シンドローム> effect with no effect of its syndrome activated before it; a
 * fizzled effect adds nothing and costs nothing. The dodge is rolled with what activated
 * (`attack-reactions.ts`; its odds before the roll: `reaction-preview.ts`).
 */
import type { DxCharacter, Effect, FizzleReason } from '../types'
import { restrictionRate, skillOf } from './effects'

/** What activated and what fizzled of a declared reaction combo (DX-6.3 as DX-6.6 applies it). */
export interface ReactionActivation {
  activated: Effect[]
  fizzled: { id: string; name: string; reason: FizzleReason }[]
}

/** DX-6.3 applied to a dodge combo, in declared order. */
export function activateReaction(target: DxCharacter, effectIds: readonly string[]): ReactionActivation {
  const activated: Effect[] = []
  const fizzled: ReactionActivation['fizzled'] = []
  for (const id of effectIds) {
    const effect = target.effects.find((e) => e.id === id)
    if (!effect) continue
    const reason = fizzleReason(effect, target, activated)
    if (reason) fizzled.push({ id, name: effect.name, reason })
    else activated.push(effect)
  }
  return { activated, fizzled }
}

function fizzleReason(effect: Effect, target: DxCharacter, before: readonly Effect[]): FizzleReason | null {
  if (target.encroachment < restrictionRate(effect.restriction)) return 'restriction'
  const skill = skillOf(effect)
  if (skill === 'syndrome')
    return effect.syndrome && before.some((b) => b.syndrome === effect.syndrome) ? null : 'no-syndrome-before'
  if (skill !== null && skill !== 'dodge') return 'skill-mismatch'
  return null
}
