/** FG-8 spells: the public surface the UI and tests use (casting, odds, spells in play). */
export {
  APPRENTICE_MODIFIER,
  CASTS_PER_TURN,
  castModifiers,
  castingNumberFor,
  checkCast,
  empowerMatters,
  willEmpowerMatters,
  failureDamage,
  isOutOfGame,
  knownSpells,
  maxEmpower,
  seesPoint,
} from './cast'
export type { CastModifier } from './cast'
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
export type { AreaAttackOdds } from './attack-odds'
export {
  CIRCLE_RADIUS,
  FOG_CLEARS_ON,
  RUNES_PER_CASTER,
  circleBars,
  eyeSees,
  initiativeBonus,
  isPinned,
  isPlaneWalking,
  planeWalkModifier,
  tableMarks,
} from './marks'
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
