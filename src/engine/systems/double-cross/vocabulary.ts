/**
 * The words Double Cross's log lines and screens are made of (the codes of `log-params.ts`, the stats,
 * skills and bad statuses of the sheet, a skill's English name), without the rules: the UI's English strings
 * import these from here, so the set-up form loads them and not the session module (`session.ts`, its schema
 * and every rule), which comes with the table. The same names are exported by the system's `index.ts`.
 */
export {
  ATTACK_LABEL,
  CHECK_OUTCOMES,
  FATES,
  IMPULSE_LABEL,
  LABEL_KINDS,
  MAX_FATES,
  OPPOSED_VERDICTS,
  REACTION_CODES,
  WARNING_CODES,
  camelCode,
  fateSequences,
  opposedTypeCodes,
  statWord,
} from './log-params'
export type { CheckOutcome, Fate, LabelKind, OpposedVerdict, ReactionCode, SideOutcome } from './log-params'
export { BAD_STATUSES, SKILL_KINDS, STATS, FIZZLE_REASONS, REVEAL_PARTS } from './types'
export type { AttackKind, BadStatus, FizzleReason, RevealPart, SkillKind, Stat } from './types'
export { isRevealed } from './rules/revealed'
export { skillName } from './rules/skills'
