/**
 * The engine without its systems: dice, the command log, saves and probability. The app loads this first
 * and each system's rules with `loadSystem` when one of its tables opens, so a screen downloads only the
 * system it shows. `index.ts` (the public surface) re-exports all of it with every system registered.
 */
export type { DiceSource, RecordedRoll } from './core/dice'
export { cryptoDice, seededDice, scriptedDice, recordingDice, replayDice, rollDice } from './core/dice'
export type { Result, Violation } from './core/result'
export { ok, err, describeViolation } from './core/result'
export { assertNever, isType, hasType, assert } from './core/union'
export type {
  DiceExpression,
  ExpressionTerm,
  ExpressionError,
  ExpressionRoll,
  TermRoll,
} from './core/dice-expression'
export {
  parseDiceExpression,
  rollExpression,
  formatExpressionRoll,
  expressionDistribution,
  DICE_LIMITS,
} from './core/dice-expression'
export type { Distribution } from './core/probability'
export * as probability from './core/probability'
export type {
  GameEvent,
  GameModule,
  SystemModule,
  SystemId,
  GameId,
  ApplyResult,
  Refusal,
  Failure,
  TextParams,
  GameOutcome,
  DuelOutcome,
} from './core/game-module'
export { SYSTEM_CATALOGUE, SYSTEM_IDS, SYSTEM_NAMES, isSystemId, type SystemKind } from './systems/catalogue'
export type { DecideContext, RefusalSpec, SystemRules, Verdict } from './core/decision'
export { refuse, applyWith, startDecision } from './core/decision'
export type { History, LogEntry, CoreAction, ReplayError, UndoOptions } from './core/history'
export {
  startHistory,
  execute,
  replayHistory,
  undo,
  redo,
  canUndo,
  canRedo,
  othersGroup,
  isCoreAction,
} from './core/history'
export type { Moment, MomentOf, Boundary, BoundaryScan, Known, Luck, LuckChoice } from './core/timeline'
export {
  stateAt,
  snapshotBytes,
  boundaries,
  scanBoundaries,
  momentAt,
  previousBoundary,
  nextBoundary,
  branch,
  followsOriginal,
  luckDice,
} from './core/timeline'
export { momentOf } from './systems/moments'
export type { SavedGame, SaveRefusal, SaveErrorCode } from './saves'
export {
  writeSave,
  readSave,
  peekSystem,
  SAVE_SCHEMA_VERSION,
  SAVE_MIGRATIONS,
  MAX_SAVE_BYTES,
} from './saves'
export { loadSystem, type AnySystem } from './systems/loaders'
