/**
 * What a caster knows and rolls (FG-8.1–8.4): its warband's spells, their casting numbers, the modifiers
 * of its casting roll, the spell failure table and the Health it may spend empowering. Shared by casting in
 * play and before the game.
 */
import { refuse, type Refusal } from '../../../../core/decision'
import { findSpell, type SpellData } from '../../data'
import type { FgState, Model } from '../../types'
import { castingNumber } from '../../warband'
import { WOUNDED_PENALTY, isWounded } from '../wounds'
import { effectsOf, tableEffects } from './state'
import { planeWalkModifier } from './plane-walk'

/** FG-8.1: spells a model may cast in one turn. */
export const CASTS_PER_TURN = 2
/** FG-1.5: the apprentice's casting modifier. */
export const APPRENTICE_MODIFIER = -2

/** Whether the spell is cast between games only (FG-8.1: refused in play). */
export const isOutOfGame = (spell: SpellData): boolean => spell.category === 'Out of Game'

/** The spells `model` knows: its warband's eight, for its wizard and apprentice (FG-8.1). */
export function knownSpells(s: FgState, model: Model): SpellData[] {
  if ((model.kind !== 'wizard' && model.kind !== 'apprentice') || model.player === null) return []
  return s.warbands[model.player].spells.flatMap((n) => findSpell(n) ?? [])
}

/** FG-1.1: the casting number of `spell` for `model`'s school. */
export function castingNumberFor(s: FgState, model: Model, spell: SpellData): number {
  const school = model.player === null ? spell.school : s.warbands[model.player].school
  return castingNumber(school, spell, s.options.opposedPenalty)
}

/** One modifier of the casting roll, with its rule. */
export interface CastModifier {
  rule: string
  reason: 'apprentice' | 'wounded' | 'drainingWord' | 'powerWord' | 'furiousQuill' | 'planeWalkAgain'
  value: number
}

/** Every modifier of `model`'s casting roll for `spell`: apprentice, wounded, Draining/Power Word, Quill. */
export function castModifiers(s: FgState, model: Model, spell: string): CastModifier[] {
  const out: CastModifier[] = []
  if (model.kind === 'apprentice')
    out.push({ rule: 'FG-1.5', reason: 'apprentice', value: APPRENTICE_MODIFIER })
  if (isWounded(model)) out.push({ rule: 'FG-7.2', reason: 'wounded', value: WOUNDED_PENALTY })
  for (const e of tableEffects(s, 'Draining Word'))
    if (e.named === spell) out.push({ rule: 'FG-8.2', reason: 'drainingWord', value: -3 })
  for (const e of tableEffects(s, 'Power Word'))
    if (e.named === spell) out.push({ rule: 'FG-8.2', reason: 'powerWord', value: 3 })
  if (effectsOf(s, model.id, 'Furious Quill').length > 0)
    out.push({ rule: 'FG-8.2', reason: 'furiousQuill', value: -2 })
  const again = spell === 'Plane Walk' ? planeWalkModifier(s, model.id) : 0
  if (again < 0) out.push({ rule: 'FG-8.2', reason: 'planeWalkAgain', value: again })
  return out
}

/** FG-8.3: the spell failure table, keyed by the (empowered) casting roll: the damage to the caster. */
export function failureDamage(score: number): number {
  if (score >= 20) return 5
  if (score >= 10) return 2
  if (score >= 5) return 1
  return 0
}

/** FG-8.4: the most Health a caster may spend (it must keep 1). */
export const maxEmpower = (m: Model): number => Math.max(0, m.health - 1)

/** FG-8.4: the refusal of an empower choice beyond what the caster may spend (in play or before the game). */
export const empowerTooMuch = (caster: Model): Refusal =>
  refuse({
    rule: 'FG-8.4',
    code: 'empowerTooMuch',
    text: `${caster.name} can spend at most ${maxEmpower(caster)} Health (FG-8.4)`,
    params: {
      model: caster.name,
      max: maxEmpower(caster),
    },
  })
