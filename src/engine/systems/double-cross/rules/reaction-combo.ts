/**
 * A target's reaction combo (DX-6.6, DX-6.7): seed 003 says reaction effects activate and are checked as
 * in the attack procedure (DX-6.3), the built-in dodge (skill <回避>) or guard (skill なし) declared last.
 * So in declared order an effect fizzles when its encroachment restriction is not met, when it is a
 * <シンドローム> effect with no effect of its syndrome activated before it, or when its skill is another
 * than the combo's: <回避> for a dodge; for a guard (no skill of its own) the first skill an activated
 * effect named. A fizzled effect adds nothing and costs nothing. The dodge is rolled with what activated
 * (`attack-reactions.ts`; its odds before the roll: `reaction-preview.ts`); a guard adds the guard values.
 */
import type { DxCharacter, Effect, FizzleReason, SkillKind } from '../types'
import { restrictionRate, skillOf } from './effects'

/** What activated and what fizzled of a declared reaction combo (DX-6.3 as DX-6.6 applies it). */
export interface ReactionActivation {
  activated: Effect[]
  fizzled: { id: string; name: string; reason: FizzleReason }[]
}

/** DX-6.3 applied to a dodge or guard combo, in declared order. */
export function activateReaction(
  target: DxCharacter,
  effectIds: readonly string[],
  reaction: 'dodge' | 'guard' = 'dodge',
): ReactionActivation {
  const activated: Effect[] = []
  const fizzled: ReactionActivation['fizzled'] = []
  // The dodge's skill is fixed; a guard takes the first skill an effect brings (DX-6.3).
  let skill: SkillKind | null = reaction === 'dodge' ? 'dodge' : null
  for (const id of effectIds) {
    const effect = target.effects.find((e) => e.id === id)
    if (!effect) continue
    const reason = fizzleReason(effect, target, activated, skill)
    if (reason) {
      fizzled.push({ id, name: effect.name, reason })
      continue
    }
    const own = skillOf(effect)
    if (skill === null && own !== null && own !== 'syndrome') skill = own
    activated.push(effect)
  }
  return { activated, fizzled }
}

function fizzleReason(
  effect: Effect,
  target: DxCharacter,
  before: readonly Effect[],
  skill: SkillKind | null,
): FizzleReason | null {
  if (target.encroachment < restrictionRate(effect.restriction)) return 'restriction'
  const own = skillOf(effect)
  if (own === 'syndrome')
    return effect.syndrome && before.some((b) => b.syndrome === effect.syndrome) ? null : 'no-syndrome-before'
  if (own !== null && skill !== null && own !== skill) return 'skill-mismatch'
  return null
}
