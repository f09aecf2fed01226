/** FG-8 spells: the public surface the UI and tests use (casting, odds, spells in play). */
export { empowerMatters, willEmpowerMatters } from './cast'
export { AIMS, SPELL_RULES } from './catalogue'
export { crumbleTargets } from './crumble'
export type { Aim, SpellRule } from './catalogue'
export { spellSlug } from './common'
export {
  actionsAllowed,
  endInvisibility,
  isForgotten,
  isInvisible,
  shotModifierFromSpells,
  stormPenalty,
} from './lasting'
export { demonFor } from './placing'
export { SPELL_ATTACK_POWER, areaAttackPreview, spellAttackPreview } from './attack-odds'
export { spellAttackTargets, type SpellAttackTarget } from './attack-targets'
export type { AreaAttackOdds } from './attack-odds'
export { tableMarks } from './marks'
export type { TableMarks } from './marks'
export {
  backlashChances,
  castChance,
  castChanceByEmpower,
  chanceAtLeast,
  effectChance,
  resistChance,
} from './odds'
export { castsThisTurn, effectsOf, magicOf } from './state'
export type { EffectDuration, MagicState, PendingCast, PendingWill, SpellEffect } from './state'
export type { SpellAction, SpellDomainEvent } from './types'
export { castSample, empowerSample, willSample } from './sample'
export { CIRCLE_RADIUS } from './circle'
export { FOG_CLEARS_ON } from './fog'
export { RUNES_PER_CASTER } from './runes'
export { circleBars } from './circle'
export { eyeSees } from './wizard-eye'
export { initiativeBonus } from './awareness'
export { isPinned } from './bones'
export { isPlaneWalking } from './plane-walk'
export { planeWalkModifier } from './plane-walk'
export { APPRENTICE_MODIFIER } from './casting-numbers'
export { CASTS_PER_TURN } from './casting-numbers'
export { castModifiers } from './casting-numbers'
export { castingNumberFor } from './casting-numbers'
export { checkCast } from './declaration'
export { failureDamage } from './casting-numbers'
export { isOutOfGame } from './casting-numbers'
export { knownSpells } from './casting-numbers'
export { maxEmpower } from './casting-numbers'
export { seesPoint } from './declaration'
export { type CastModifier } from './casting-numbers'
