/**
 * The Double Cross engine as this UI sees it, straight from the system's own engine folder: importing the
 * engine's index (`src/engine`) would pull every system into this system's chunk (lint forbids it in the UI).
 *
 * Two doors, for weight (src/ui/README.md, "Weight"): this one is the board's (the view, the GM panel and
 * its forms, the animator), which loads with the table and brings the rules with it. The set-up screen
 * downloads `index.tsx` and what it imports statically (the set-up form, the English strings and log
 * templates); a value taken from here would pull the rules into that download, so those modules take their
 * few engine words from `engine-vocabulary.ts`, the light door, and only types from here (erased).
 * `tests/ui/setup-imports.test.ts` walks these imports.
 */
export type { Distribution, GameEvent, TextParams } from '../../../engine/base'
export type {
  Armour,
  AttackDeclaration,
  AttackKind,
  AttackOdds,
  AttackWarning,
  AutoTiming,
  BadStatus,
  BuiltInAttack,
  CharacterGroup,
  CharacterInput,
  CheckSide,
  DxAction,
  DxCharacter,
  DxCheck,
  DxOptions,
  DxState,
  Effect,
  EffectDuration,
  EffectTrigger,
  EncroachmentRow,
  LastingEffect,
  LibraryEffectInput,
  LibraryVehicleInput,
  LibraryWeaponInput,
  MajorActionKind,
  MinorActionKind,
  OpposedSide,
  Reaction,
  ResolutionStep,
  RollRecord,
  SheetCheck,
  Skill,
  SkillKind,
} from '../../../engine/systems/double-cross'

/** Exact discrete distributions, for the odds the panels show. */
export { probability } from '../../../engine/base'

/**
 * The engine's API (`doubleCross`: checks, odds, the attack procedure's plan and simulation, the session);
 * what the panels ask of a session (a character's bonus, a check's preview, the library, who is standing);
 * a roll's log line and the kind of label it was made under; the library file (DX-7); the sheet's and the
 * combat's closed sets and caps. Named one by one, so the bundler keeps only what the board uses.
 */
export {
  ATTACK_KINDS,
  AUTO_TIMINGS,
  BAD_STATUSES,
  BAD_STATUS_RULES,
  EFFECT_DURATIONS,
  EFFECT_TRIGGERS,
  MAJOR_ACTIONS,
  MAX_LOISES,
  MINOR_ACTIONS,
  RESOLUTION_RULES,
  SHEET_VEHICLES,
  SKILL_KINDS,
  STATS,
  characterToInput,
  describeRoll,
  doubleCross,
  parseLabel,
  readLibraryFile,
  selectActivePcs,
  selectBonus,
  selectCheckPreview,
  selectLibrary,
  selectPendingBacktrack,
  writeLibraryFile,
} from '../../../engine/systems/double-cross'

/** The printed fields as choices and the rule book's starter effects (DX-7). */
export {
  CHOICE_NUMBER_MAX,
  choiceCodes,
  choiceValue,
  metresRange,
  readChoice,
} from '../../../engine/systems/double-cross/rules/effect-choices'
export type { ChoiceField } from '../../../engine/systems/double-cross/rules/effect-choices'
export { STARTER_EFFECTS } from '../../../engine/systems/double-cross/rules/starter-library'
