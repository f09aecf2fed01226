/**
 * The engine's one public surface (ENGINE-API.md). Pure TypeScript: no React, Konva, zustand or DOM.
 */
// First: zod must be jitless before any system builds its schemas (see the module).
import './core/zod-jitless'
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
  GameOutcome,
  DuelOutcome,
} from './core/game-module'
export { SYSTEM_IDS, isSystemId } from './core/game-module'
export type { History, LogEntry, CoreAction, ReplayError } from './core/history'
export {
  startHistory,
  execute,
  replayHistory,
  undo,
  redo,
  canUndo,
  canRedo,
  isCoreAction,
} from './core/history'
export type { SavedGame } from './saves'
export {
  writeSave,
  readSave,
  SAVE_SCHEMA_VERSION,
  SAVE_MIGRATIONS,
  MAX_SAVE_BYTES,
  SYSTEM_NAMES,
} from './saves'
export { games, systems } from './systems/registry'
export { doubleCross, type DxCheck, type DxRoll } from './systems/double-cross'
export * as drp from './systems/dice-roll-party'
export * as frostgrave from './systems/frostgrave'
export * as chesswarrior from './systems/chesswarrior'
export * as ai from './ai'
