/**
 * The app's zustand store: it drives the engine and persists every committed command. It holds no rules:
 * everything a game does goes through the engine's `execute`/`undo`/`redo`. Built by a factory so each
 * test gets a fresh store with its own dice, clock and storage, from three slices: tables (saved games),
 * session (the open game and its history) and display (settings, notices). The engine is loaded lazily, and
 * each system's rules only when one of its tables opens, so the home screen starts without any of them.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type * as EngineModule from '../engine/base'
import type { DiceSource, Failure, GameEvent, History, LuckChoice, SavedGame, SystemId } from '../engine'
import type { Coordination } from './coordination'
import type { IntentStorage } from './persistence/intents'
import type { GameRepository, TableMeta, TableRecord, Why } from './persistence/repository'
import type { Settings, SettingsStorage } from './persistence/settings'
import { createKit } from './slices/kit'
import { createProblems } from './slices/problems'
import { createSessionSlice } from './slices/session'
import { createTablesSlice } from './slices/tables'
import { createDisplaySlice } from './slices/display'
import { createTimelineSlice } from './slices/timeline'

export type Engine = typeof EngineModule

export interface StoreDeps {
  /** The dice every live command draws from (crypto in the app; seeded or scripted in tests). */
  dice: DiceSource
  /** Wall-clock time, for save timestamps only (never for rules). */
  clock: () => Date
  repository: GameRepository
  /** Which window owns which table, and change notices between windows (coordination.ts). */
  coordination: Coordination
  settings: SettingsStorage
  /** The engine without its systems (`engine/base.ts`); it loads each system with `loadSystem`. */
  loadEngine: () => Promise<Engine>
  /** New table ids and seeds. */
  newId: () => string
  /**
   * Where a change about to be stored is noted, so that a crash can be told of (persistence/intents.ts).
   * Default: localStorage when the page has it, else memory.
   */
  intents?: IntentStorage
}

export type TableSummary = TableMeta

/**
 * How this window holds the open table: `owner` writes it; `follower` shows it read-only while another
 * window owns it (and can take it over); `player` is a player window, read-only and filtered by the UI;
 * `replay` is a replay file opened read-only on its timeline.
 */
export type Access = 'owner' | 'follower' | 'player' | 'replay'

/**
 * An open table: its save document (without the log) and its history as shown. Everything on screen (the
 * board, the log, the dice, the outcome) reads `history`.
 *
 * A command that consumed dice is not shown before it is stored: a roll seen and then lost to a crash
 * could be rolled again with new faces. Such a command waits in `pending` (with any command made while
 * it is written) and becomes `history` once its transaction has landed, 26–345 ms later; the game screen
 * says "Saving…" meanwhile. Commands run on `pending` when there is one, so a second click joins the
 * first. A command without dice is shown at once: it reveals nothing that a replay would change.
 */
export interface Session {
  doc: Omit<SavedGame, 'log'>
  history: History
  /** Commands made and not yet stored, ahead of `history`, when a roll among them is not shown yet. */
  pending?: History
  access: Access
  /** Set while the last autosave failed: shown to the user until a later write succeeds. */
  saveError?: string
  /**
   * While reviewing an earlier moment (the timeline, issue 36): how many of `history`'s commands are shown.
   * The table refuses commands meanwhile, so nothing is written; absent: live play.
   */
  review?: number
}

/** A save that could not be read: which table, why, and whether a last good state can be restored. */
export interface SaveProblem {
  /** The quarantine record it is about. */
  key: number
  id: string
  name: string
  reason: string
  /** The reason's code and params, to say it in the reader's language. */
  why?: Why
  /** The last good state found; `undefined` while it is still being looked for. */
  recovery?: { kind: 'backup' | 'log-prefix'; commands: number } | null
}

export interface Notice {
  id: number
  kind: 'info' | 'error'
  /** The English text; `code` (a key of the shell's strings) and `params` tell it in the reader's language. */
  text: string
  code?: string
  params?: Record<string, string | number>
  /** An action the notice offers, e.g. undoing a delete. */
  action?: 'undo-delete' | 'restore-save'
}

/** What a notice says: English text, or text with the key and params that tell it in any language. */
export type NoticeText = string | { text: string; code: string; params?: Record<string, string | number> }

/**
 * The outcome of dispatching an action: a refused one keeps the engine's rule, `code` and `params`, so the UI
 * can say why in the reader's language.
 */
export type DispatchResult = { ok: true; events: GameEvent[] } | Failure
export type Done = { ok: true } | Failure

export interface AppState {
  ready: boolean
  tables: TableSummary[]
  session: Session | null
  problems: SaveProblem[]
  notices: Notice[]
  settings: Settings
  /** The last deleted table, restorable until another delete. */
  deleted: TableRecord | null

  init(): Promise<void>
  createTable(
    system: SystemId,
    options: unknown,
    name: string,
  ): Promise<{ ok: true; id: string } | { ok: false; error: string }>
  /**
   * Opens a table: as its owner when no other window owns it, else following the owner read-only.
   * `as: 'player'` opens a player window (never writes). Never hangs: it succeeds or says why.
   */
  openTable(id: string, options?: { as?: 'player' }): Promise<Done>
  /** Opens a save that has already been validated (replays its log into the live history). */
  openSave(save: SavedGame, access?: Access): Promise<Done>
  /** Asks the window that owns the open table to hand it over, and opens it here for writing. */
  takeOver(): Promise<Done>
  closeTable(): void
  renameTable(id: string, name: string): Promise<Done>
  duplicateTable(id: string): Promise<Done>
  deleteTable(id: string): Promise<void>
  undoDelete(): Promise<void>
  /** Imports a save file's text; a refusal is `readSave`'s (code and params say it in any language). */
  importTable(text: string): Promise<{ ok: true; id: string; migratedFrom?: number } | Failure>
  exportTable(
    id: string,
  ): Promise<{ ok: true; fileName: string; text: string } | { ok: false; error: string }>
  restoreProblem(id: string): Promise<Done>
  dismissProblem(id: string): void
  /** The damaged save's text as it was set aside, for the user to keep or send in. */
  damagedSave(
    id: string,
  ): Promise<{ ok: true; fileName: string; text: string } | { ok: false; error: string }>
  dispatch(action: unknown, options?: { join?: boolean }): DispatchResult
  /**
   * Takes back the last command group. In a hot-seat game the side to act may take back only its own
   * move; `agreed`: the side whose move it was agreed (the screen asked it, the device in its hands).
   */
  undo(options?: { agreed?: boolean }): Done
  redo(): Done
  setSettings(patch: Partial<Settings>): void
  notify(kind: Notice['kind'], text: NoticeText, action?: Notice['action']): void
  dismissNotice(id: number): void
  /** Replaces the live dice source (automation and tests seed or script the dice). */
  setDice(dice: DiceSource): void
  /** The page is going away normally (`pagehide`): the table it holds open did not crash. */
  windowClosing(): void
  /** Resolves once every autosave queued so far has been written. */
  flush(): Promise<void>
  /** Shows the open table after its first `at` commands, read-only; null goes back to live play. */
  review(at: number | null): void
  /** A new table from the open table's first `at` commands, with the original's luck or fresh dice. */
  branchTable(at: number, luck: LuckChoice, name: string): Promise<{ ok: true; id: string } | Failure>
  /** Opens a replay file read-only on its timeline (through `readSave`, as an import; never stored). */
  openReplay(text: string): Promise<{ ok: true; id: string } | Failure>
}

export type AppStore = StoreApi<AppState>

export function createAppStore(deps: StoreDeps): AppStore {
  return createStore<AppState>()((set, get) => {
    const kit = createKit(deps, set, get)
    const problems = createProblems(kit)
    return {
      ...createTablesSlice(kit, problems),
      ...problems.slice,
      ...createSessionSlice(kit),
      ...createDisplaySlice(kit),
      ...createTimelineSlice(kit),
    }
  })
}
