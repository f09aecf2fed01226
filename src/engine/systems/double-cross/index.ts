/**
 * Double Cross 3rd Edition (rules digest: shared/rules/double-cross.md). The pure check API of
 * ENGINE-API.md as `doubleCross`, plus the GM screen's session module for the saved table.
 *
 * The shape every engine system shares (README.md lists the files):
 * - `types.ts` (+ `sheet-types.ts`): state, actions and domain events as tagged unions 'double-cross/…',
 *   and `Ctx`, the decision context every rule function takes;
 * - `session.ts`: the module; `setup` is `new-game.ts`, `apply` (`apply.ts`) the kit's `applyWith`:
 *   `schema.ts` check → `decide` → `evolve` per event, each event's log line from `describe.ts`;
 * - `decide.ts`: a thin dispatch to each command's function in `rules/<topic>.ts`, which draws the dice
 *   and emits events through `ctx.emit`; `evolve.ts`: state + event → state, no dice;
 * - `selectors.ts`: legal actions and UI queries; `rules/`: small pure functions citing rule IDs.
 */
import { formatRoll, rollCheck } from './rules/chain'
import { composeCritical } from './rules/critical'
import {
  DEFAULT_ENCROACHMENT_TABLE,
  encroachmentBonus,
  IMPULSE_DIFFICULTY,
  afterBacktrack,
  backtrackDice,
  isLostAfterBacktrack,
} from './rules/encroachment'
import { formatCheck, parseCheck } from './rules/notation'
import { actionWinChance, distribution, expectedDice, fumbleChance, successChance } from './rules/odds'
import { decideOpposed, describeOpposed, rollOpposed } from './rules/opposed'
import { composeSheetCheck } from './rules/sheet'
import { GOVERNING_STAT, skillName } from './rules/skills'
import { doubleCrossSession } from './session'
import { vehicleWeapon } from './rules/attack-declaration'
import { planAttack } from './rules/attack-plan'
import { damageOf } from './rules/attack-resolution'
import { damageWarnings, simulateAttack } from './rules/attack-simulation'
import { armourValue, boardedVehicle } from './rules/vehicles'
import { attackOdds, incapacitateChance } from './rules/attack-odds'
import { actionValue, initiativeOrder } from './rules/combat'
import { canAct } from './rules/cast'
import { reactionForbidden } from './rules/bad-statuses'
import { effectValues, timingsOf } from './rules/effects'
import { DIFFICULTY_BANDS, difficultyBand } from './rules/difficulty'
import { revivalHp, sublimable } from './rules/titus'
import { previewGuard, previewReaction } from './rules/reaction-preview'
import { anyTimingOffers, autoTimingOf } from './rules/auto-offers'
import { RESURRECT_BELOW } from './rules/auto-actions'

/** The Double Cross engine (ENGINE-API.md). Every function is pure; dice come from the DiceSource given. */
export const doubleCross = {
  /** Parses the dice-bot notation (DX-2.8): `10DX+3@8>=12`, `10dx8+3`, `3DX`. Never throws. */
  parse: parseCheck,
  /** Rolls a check with its critical chain (DX-1, DX-2), round by round, die by die. */
  roll: rollCheck,
  /** Exact P(dice result = i) at index i (DX-2.3). */
  distribution,
  /** Exact P(success) (DX-1.1); a fumble (DX-1.7) and an empty pool (DX-1.4) always fail. */
  successChance,
  fumbleChance,
  expectedDice,
  /** Canonical notation of a check, e.g. `10DX+3@8>=12`. */
  format: formatCheck,
  /** The log form `10[2,9,9]+10[5,7]+6[6]+3 ＞ 29 ＞ success`. */
  formatRoll,
  /** Opposed checks (DX-3). */
  rollOpposed,
  decideOpposed,
  describeOpposed,
  actionWinChance,
  /** Critical value after powers (DX-2.6, DX-2.7). */
  composeCritical,
  /** Sheet checks (DX-1.2 … DX-1.5). */
  composeSheetCheck,
  /** The difficulty bands shown to the GM (DX-1.1). */
  DIFFICULTY_BANDS,
  difficultyBand,
  GOVERNING_STAT,
  skillName,
  /** Encroachment (DX-4). */
  encroachmentBonus,
  DEFAULT_ENCROACHMENT_TABLE,
  IMPULSE_DIFFICULTY,
  backtrackDice,
  afterBacktrack,
  isLostAfterBacktrack,
  /** The Titus revival (DX-4.7): the HP it gives, the Loises and Tituses still to sublimate. */
  revivalHp,
  sublimable,
  /** Effect values at the level the encroachment gives (DX-4.1). */
  effectValues,
  /** The timings an effect's printed timing names ("Major/Reaction" names two). */
  timingsOf,
  /** Combat structure (DX-5.4). */
  actionValue,
  initiativeOrder,
  /** Whether a character can act (not incapacitated, dead or lost, DX-6.13). */
  canAct,
  reactionForbidden,
  /** Vehicles (DX-6.1): the one boarded, the armour value with it, the vehicle as the ram's weapon. */
  boardedVehicle,
  armourValue,
  vehicleWeapon,
  /** The attack procedure (DX-6): plan and simulation before rolling, damage, exact odds. */
  planAttack,
  simulateAttack,
  /** DX-6.2: the targets an attack cannot, or almost surely cannot, damage, with the chance. */
  damageWarnings,
  damageOf,
  attackOdds,
  incapacitateChance,
  /** A target's dodge combo before it is rolled (DX-6.6, DX-6.7): fizzles, check, exact chance. */
  previewReaction,
  previewGuard,
  /** Where an auto action is offered (DX-6.3, DX-6.9, DX-6.13). */
  autoTimingOf,
  anyTimingOffers,
  /** リザレクト cannot be used at this encroachment rate or more (DX-6.13). */
  RESURRECT_BELOW,
  /** The saved GM screen (a SystemModule, registered in `systems`). */
  session: doubleCrossSession,
} as const

export { doubleCrossSession }
export * from './types'
export type { ComposedCritical, CriticalClamp, CriticalReduction } from './rules/critical'
export type { ComposedCheck } from './rules/sheet'
export type { OpposedOutcome } from './rules/opposed'
export type { AttackOdds, AttackOddsInput } from './rules/attack-odds'
export type { TargetPreview } from './rules/attack-simulation'
export type { ReactionPreview } from './rules/reaction-preview'
export type { EffectValues } from './rules/effects'
export type { DifficultyBand } from './rules/difficulty'
export {
  selectLegalActions,
  selectCharacter,
  selectBonus,
  selectCheckPreview,
  selectPendingBacktrack,
  selectActivePcs,
  characterToInput,
} from './selectors'
export { SESSION_LIMITS } from './rules/limits'
export { BAD_STATUS_RULES } from './rules/bad-statuses'
export { describeRoll } from './describe-roll'
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
  parseLabel,
  statWord,
} from './log-params'
export type { CheckOutcome, Fate, LabelKind, OpposedVerdict, ReactionCode, SideOutcome } from './log-params'
export { NOTATION_LIMITS } from './rules/notation'
export { LIBRARY_LIMITS, SHEET_VEHICLES } from './rules/limits'
export { SHEET_LIMITS } from './rules/library'
export { selectLibrary } from './rules/library-state'
export { LIBRARY_FILE_KIND, LIBRARY_FILE_VERSION, readLibraryFile, writeLibraryFile } from './library-file'
export type { LibraryFile, LibraryFileErrorCode, LibraryFileRefusal } from './library-file'
export { SKILLS_WITH_SPECIALTY } from './rules/skills'
export { MIN_CRITICAL, NO_CRITICAL } from './rules/chain'
