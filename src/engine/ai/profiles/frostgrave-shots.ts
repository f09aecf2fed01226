/**
 * Hard's eye for shots (issue 35): a carrier or a wizard in the open is shot down from across the table,
 * not only by what can walk into contact. Counts the enemies that could shoot at a model in their next
 * activation: a bow or crossbow within its range plus a move (FG-6.1, FG-3.2: move, then shoot) or a
 * caster whose warband knows an attack spell (FG-8.2), each only with line of sight from where it stands
 * now (FG-6.2). Known spells are on the warband sheet both players see. Cheap enough for the value
 * function: only the models it is asked about, only enemies that could shoot at all.
 */
import {
  INCH,
  SPELL_ATTACK_POWER,
  baseRadius,
  distance,
  hasLineOfSight,
  modelViewer,
  rangedWeaponOf,
  weaponProfile,
  type FgState,
  type Model,
} from '../../systems/frostgrave'

/** How far off an enemy of `m` can reach it with a shot next activation (centre to centre); 0: it cannot shoot. */
function shotReach(s: FgState, e: Model, m: Model): number {
  const weapon = rangedWeaponOf(e)
  const bolt =
    (e.kind === 'wizard' || e.kind === 'apprentice') &&
    e.player !== null &&
    s.warbands[e.player].spells.some((n) => SPELL_ATTACK_POWER[n] !== undefined)
  if (bolt) return Infinity
  if (!weapon) return 0
  return weaponProfile(weapon).range + e.stats.move * INCH + baseRadius(e.baseMm) + baseRadius(m.baseMm)
}

/** The enemies of `m` (not creatures: they fight, FG-10) that could shoot at it next activation. */
export function shooters(s: FgState, m: Model): number {
  let n = 0
  for (const e of s.models) {
    if (e.status !== 'onTable' || e.player === null || e.player === m.player) continue
    const reach = shotReach(s, e, m)
    if (reach === 0 || distance(e, m) > reach) continue
    if (hasLineOfSight(s, modelViewer(e), modelViewer(m))) n++
  }
  return n
}
