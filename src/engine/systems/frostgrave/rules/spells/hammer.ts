/**
 * Elemental Hammer (FG-8.2): cast on a model's weapon; the next time that model's weapon inflicts damage
 * — a fight it wins (FG-5.3) or a shot that hits (FG-6.3) — it inflicts 5 more, and the spell is spent.
 * Spell attacks are not weapons and do not use it.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { logLine } from '../../describe'
import type { FgState, Model, Ctx } from '../../types'
import { effectsOf } from './state'

/** The extra damage of Elemental Hammer. */
export const HAMMER_DAMAGE = 5

/** Elemental Hammer needs a weapon to be cast on, and does not stack. */
export function hammerEligible(s: FgState, target: Model | null): Refusal | null {
  if (!target || target.weapons.length === 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'hammerNeedsWeapon',
      text: 'The target carries no weapon (FG-8.2)',
    })
  if (effectsOf(s, target.id, 'Elemental Hammer').length > 0)
    return refuse({
      rule: 'FG-8.2',
      code: 'spellDoesNotStack',
      text: `${target.name} already has Elemental Hammer; it does not stack (FG-8.2)`,
      params: {
        model: target.name,
        spell: 'Elemental Hammer',
      },
    })
  return null
}

/**
 * The extra damage `attacker`'s weapon inflicts now: 5 while Elemental Hammer is on it (the spell ends
 * with this blow, told in the log), else 0. Called only when the weapon inflicts damage.
 */
export function hammerBonus(ctx: Ctx, attacker: Pick<Model, 'id' | 'name'>): number {
  const e = effectsOf(ctx.state, attacker.id, 'Elemental Hammer')[0]
  if (!e) return 0
  ctx.emit({
    type: 'frostgrave/spellEffectEnded',
    id: e.id,
    log: logLine(
      'hammerStrikes',
      'FG-8.2',
      `The Elemental Hammer strikes: ${attacker.name}'s weapon inflicts ${HAMMER_DAMAGE} more damage.`,
      { model: attacker.name, damage: HAMMER_DAMAGE },
    ),
  })
  return HAMMER_DAMAGE
}
