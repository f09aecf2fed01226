/**
 * FG-12 for spell attacks: the exact odds of a single-target "+N shooting attack" (Elemental Bolt, Bone Dart,
 * the Elemental Ball's first target) before its casting roll is empowered, counted as the attack is rolled
 * (`attackWithModifiers`): the shot's cover, terrain, large-target and Glow modifiers, the target's own
 * carrying and wounds, and the natural 20 (FG-5.8). Into a combat it is the declared model's odds (the
 * model actually hit is drawn after, FG-6.5).
 */
import type { FgState } from '../../types'
import { shotOdds, type ShotOdds } from '../odds-shot'
import { sideTotal, spellAttackModifiers } from '../shooting'

/** The single-target attack spells and their power (data summaries: "+8", "+5"). */
export const SPELL_ATTACK_POWER: Readonly<Record<string, number>> = {
  'Elemental Bolt': 8,
  'Bone Dart': 5,
  'Elemental Ball': 5,
}

/** The odds of `spell` cast by `casterId` at `targetId` once it succeeds, or null for other spells. */
export function spellAttackPreview(
  s: FgState,
  casterId: string,
  spell: string,
  targetId: string,
): ShotOdds | null {
  const power = SPELL_ATTACK_POWER[spell]
  const caster = s.models.find((m) => m.id === casterId)
  const target = s.models.find((m) => m.id === targetId)
  if (power === undefined || !caster || !target || target.status !== 'onTable') return null
  const mods = spellAttackModifiers(s, caster, target, true)
  return shotOdds({
    shooterModifier: power + sideTotal(mods, 'shooter'),
    targetModifier: target.stats.fight + sideTotal(mods, 'target'),
    armour: target.stats.armour,
    damageBonus: 0,
    health: target.health,
    criticalHits: s.options.criticalHits !== false,
  })
}
