/**
 * FG-12 for spell attacks: the exact odds of a single-target "+N shooting attack" (Elemental Bolt, Bone Dart,
 * the Elemental Ball's first target) before its casting roll is empowered, counted as the attack is rolled
 * (`attackWithModifiers`): the shot's cover, terrain, large-target and Glow modifiers, the target's own
 * carrying and wounds, and the natural 20 (FG-5.8). Into a combat it is the declared model's odds (the
 * model actually hit is drawn after, FG-6.5).
 *
 * Area attacks (Grenade, Scatter Shot, Destructive Sphere) give the same odds for each model in the area:
 * each is its own attack roll. Decisions: they are counted on the table as it stands when the spell goes
 * off (a model an earlier attack of the same spell kills no longer hides or covers the next); Scatter Shot
 * at an enemy in combat gives that enemy's odds, as a bolt does (the die picks the model hit after).
 */
import type { Point } from '../../geometry'
import type { FgState, Model } from '../../types'
import { shotOdds, type ShotOdds } from '../odds-shot'
import { sideTotal, spellAttackModifiers } from '../shot-modifiers'
import { grenadeArea, scatterShotArea, sphereArea } from './attacks'

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
  return attackOdds(s, caster, target, power, true)
}

/** One spell attack's odds (`shooting`: a "+N shooting attack", with cover and terrain). */
function attackOdds(s: FgState, caster: Model, target: Model, power: number, shooting: boolean): ShotOdds {
  const mods = spellAttackModifiers(s, caster, target, shooting)
  return shotOdds({
    shooterModifier: power + sideTotal(mods, 'shooter'),
    targetModifier: target.stats.fight + sideTotal(mods, 'target'),
    armour: target.stats.armour,
    damageBonus: 0,
    health: target.health,
    criticalHits: s.options.criticalHits !== false,
  })
}

/** The area attack spells: their power, whether they are shooting attacks, and who is in the area. */
const AREA_ATTACKS: Readonly<
  Record<
    string,
    { power: number; shooting: boolean; area(s: FgState, caster: Model, p: Point | null): Model[] }
  >
> = {
  Grenade: { power: 3, shooting: true, area: (s, _c, p) => (p ? grenadeArea(s, p) : []) },
  'Scatter Shot': { power: 0, shooting: true, area: (s, c) => scatterShotArea(s, c) },
  'Destructive Sphere': { power: 5, shooting: false, area: (s, c) => sphereArea(s, c) },
}

/** One model's odds under an area attack. */
export interface AreaAttackOdds {
  model: string
  odds: ShotOdds
}

/**
 * FG-12: the odds of the area attack `spell` cast by `casterId` (at `point` for Grenade) once it succeeds,
 * for each model in the area in the order the attacks are rolled; null for other spells.
 */
export function areaAttackPreview(
  s: FgState,
  casterId: string,
  spell: string,
  point: Point | null,
): AreaAttackOdds[] | null {
  const rule = AREA_ATTACKS[spell]
  const caster = s.models.find((m) => m.id === casterId)
  if (!rule || !caster) return null
  return rule
    .area(s, caster, point)
    .map((m) => ({ model: m.id, odds: attackOdds(s, caster, m, rule.power, rule.shooting) }))
}
