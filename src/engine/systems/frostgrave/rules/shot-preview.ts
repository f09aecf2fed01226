/**
 * What the screen shows before a shot (FG-6, FG-12): every modifier, the exact odds for each model it may
 * hit (one by one when shooting into a combat, FG-6.5), the Will roll Beauty asks first — or why the shot
 * is not allowed; and the enemies a model may shoot at now.
 */
import type { Refusal } from '../../../core/decision'
import type { FgState, RangedWeapon } from '../types'
import { shotOdds, shotOddsIf, type ShotOdds } from './odds-shot'
import { attackWill, type BeautyOdds } from './hooks'
import type { ShotModifier } from './shot-modifier-kinds'
import { weaponProfile, combatOf, criticalHitsOn, checkShot } from './shooting'
import { shotModifiers, sideTotal } from './shot-modifiers'

/** One model a shot may hit, with its chance of being the one (FG-6.5), its modifiers and the odds. */
export interface ShotCandidate {
  target: string
  /** P(this model is the one the shot goes at): 1, or 1/n in a combat of n models. */
  chance: number
  modifiers: ShotModifier[]
  shooterModifier: number
  targetModifier: number
  odds: ShotOdds
}

/**
 * A shot before the roll (FG-6.4 every modifier, FG-12 the exact odds), or why it cannot be taken. At a
 * Beauty caster (FG-8.2) the shooter must pass Will first: `beauty` gives that roll and every candidate's
 * odds count it (a failed roll is no shot).
 */
export type ShotPreview =
  | {
      ok: true
      weapon: RangedWeapon
      distance: number
      candidates: ShotCandidate[]
      beauty: BeautyOdds | null
    }
  | Refusal

/** FG-6 / FG-12: what a shot by `shooterId` at `targetId` would face, for the screen before the roll. */
export function previewShot(s: FgState, shooterId: string, targetId: string): ShotPreview {
  const checked = checkShot(s, shooterId, targetId)
  if ('error' in checked) return checked
  const { shooter, member, weapon, distance } = checked
  const combat = combatOf(s, checked.target)
  // FG-8.2 Beauty tests the declared target only, before the die picks the model shot at (FG-6.5).
  const beauty = attackWill(s, shooter, checked.target)
  const candidates = combat.map((target): ShotCandidate => {
    const modifiers = shotModifiers(s, shooter, target, member)
    const shooterModifier = shooter.stats.shoot + sideTotal(modifiers, 'shooter')
    const targetModifier = target.stats.fight + sideTotal(modifiers, 'target')
    const odds = shotOdds({
      shooterModifier,
      targetModifier,
      armour: target.stats.armour,
      damageBonus: weaponProfile(weapon).damage,
      health: target.health,
      criticalHits: criticalHitsOn(s),
    })
    return {
      target: target.id,
      chance: 1 / combat.length,
      modifiers,
      shooterModifier,
      targetModifier,
      odds: beauty ? shotOddsIf(odds, beauty.chance) : odds,
    }
  })
  return { ok: true, weapon, distance, candidates, beauty }
}

/** FG-6.1/6.2: the models `shooterId` may shoot at now (in range and in sight), in table order. */
export function shotTargets(s: FgState, shooterId: string): string[] {
  return s.models.filter((m) => !('error' in checkShot(s, shooterId, m.id))).map((m) => m.id)
}
