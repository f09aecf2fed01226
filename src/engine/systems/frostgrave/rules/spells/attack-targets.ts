/**
 * FG-12 before a bolt's casting roll: every model the caster may aim an attack spell at now (FG-8.2), each
 * with what the attack would face once the spell succeeds — every modifier and the exact odds — for each
 * model of its combat that the die may pick (FG-6.5). A bolt that succeeds outright rolls everything in
 * one command (the casting roll, the d(n) into combat, the attack), so this is what the screen shows before.
 */
import type { FgState } from '../../types'
import type { ShotCandidate } from '../shot-preview'
import { sideTotal, spellAttackModifiers } from '../shot-modifiers'
import { combatOf } from '../shooting'
import { SPELL_ATTACK_POWER, spellAttackPreview } from './attack-odds'
import { checkCast } from './declaration'

/** One model a bolt may be aimed at, and each model of its combat it may hit (one, out of combat). */
export interface SpellAttackTarget {
  target: string
  candidates: ShotCandidate[]
}

/** FG-8.2 / FG-6.5 / FG-12: the legal targets of attack spell `spell` by `casterId`; null for other spells. */
export function spellAttackTargets(s: FgState, casterId: string, spell: string): SpellAttackTarget[] | null {
  const power = SPELL_ATTACK_POWER[spell]
  const caster = s.models.find((m) => m.id === casterId)
  if (power === undefined || !caster) return null
  const out: SpellAttackTarget[] = []
  for (const m of s.models) {
    if (m.status !== 'onTable' || m.id === casterId) continue
    if ('error' in checkCast(s, { type: 'frostgrave/cast', model: casterId, spell, target: m.id })) continue
    const combat = combatOf(s, m)
    const candidates = combat.map((c): ShotCandidate => {
      const modifiers = spellAttackModifiers(s, caster, c, true)
      return {
        target: c.id,
        chance: 1 / combat.length,
        modifiers,
        shooterModifier: power + sideTotal(modifiers, 'shooter'),
        targetModifier: c.stats.fight + sideTotal(modifiers, 'target'),
        odds: spellAttackPreview(s, casterId, spell, c.id)!,
      }
    })
    out.push({ target: m.id, candidates })
  }
  return out
}
