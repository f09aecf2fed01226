/**
 * Which auto actions a moment of the attack procedure offers, and to whom (DX-6.3, DX-6.9, DX-6.13). An
 * effect says where it is offered by its data: timing オート and `autoTiming`. **Decision** (seed 003 names
 * the moments, not whose effects they are): "dealing"/"dealt damage" effects are the attacker's, "taking"/
 * "took damage" effects the target's, "HP dropped" effects those of a character who lost HP in the attack
 * and still stands, "incapacitated" effects (リザレクト) those of a character who fell in its cleanup;
 * "any timing" effects of everyone standing join each window that opens, but open none by themselves, so an
 * attack stops only where an effect of that moment could be used.
 */
import type { AutoOffer, AutoTiming, DamageMoment, DxCharacter, DxState, Effect } from '../types'
import { forbiddenBy } from './bad-statuses'
import { canAct } from './cast'
import { restrictionRate, timingsOf } from './effects'

/** The moment an effect is offered at, or null when it is offered at none (DX-6.3, DX-6.13). */
export function autoTimingOf(effect: Effect): AutoTiming | null {
  if (effect.resurrect) return effect.autoTiming ?? 'incapacitated'
  if (!effect.autoTiming || !timingsOf(effect).includes('auto')) return null
  return effect.autoTiming
}

/** Whether an attack may stop for auto actions at all: someone has an effect offered at a moment. */
export function hasAutoActions(state: DxState): boolean {
  return state.characters.some(
    (c) =>
      c.status === 'active' && c.effects.some((e) => autoTimingOf(e) !== null && autoTimingOf(e) !== 'any'),
  )
}

/**
 * A character's effects offered at `timing`, those its encroachment's restriction allows (DX-6.3); none
 * while 重圧 forbids its auto actions (`bad-statuses.ts`).
 */
function offersOf(state: DxState, c: DxCharacter, timing: AutoTiming): AutoOffer[] {
  if (forbiddenBy(state, c, 'auto')) return []
  return c.effects
    .filter((e) => autoTimingOf(e) === timing && c.encroachment >= restrictionRate(e.restriction))
    .map((e) => ({ characterId: c.id, effectId: e.id, timing }))
}

/** "Any timing" effects of everyone standing, added to a window that opens (DX-6.3). */
function anyTiming(state: DxState, except: readonly AutoOffer[]): AutoOffer[] {
  const taken = new Set(except.map((o) => `${o.characterId}/${o.effectId}`))
  return state.characters
    .filter(canAct)
    .flatMap((c) => offersOf(state, c, 'any'))
    .filter((o) => !taken.has(`${o.characterId}/${o.effectId}`))
}

/**
 * The "any timing" auto actions usable between the procedure's commands (DX-6.3): those of everyone
 * standing that their restriction allows, none under 重圧.
 */
export const anyTimingOffers = (state: DxState): AutoOffer[] => anyTiming(state, [])

/** The offers of a damage moment of DX-6.9 for the attacker and one target; empty when none of its own. */
export function damageOffers(
  state: DxState,
  moment: DamageMoment,
  attackerId: string,
  targetId: string,
): AutoOffer[] {
  const ownerId = moment === 'dealing-damage' || moment === 'dealt-damage' ? attackerId : targetId
  const owner = state.characters.find((c) => c.id === ownerId)
  const own = owner && canAct(owner) ? offersOf(state, owner, moment) : []
  return own.length ? [...own, ...anyTiming(state, own)] : []
}

/** The offers of the cleanup (DX-6.13): "HP dropped" of those standing, then "incapacitated" of the fallen. */
export function cleanupOffers(
  state: DxState,
  dropped: readonly string[],
  fallen: readonly string[],
): AutoOffer[] {
  const of = (id: string) => state.characters.find((c) => c.id === id)
  const own = [
    ...dropped.flatMap((id) => {
      const c = of(id)
      return c && canAct(c) ? offersOf(state, c, 'hp-dropped') : []
    }),
    ...fallen.flatMap((id) => {
      const c = of(id)
      return c && c.status === 'active' && c.incapacitated ? offersOf(state, c, 'incapacitated') : []
    }),
  ]
  return own.length ? [...own, ...anyTiming(state, own)] : []
}
