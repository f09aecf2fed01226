/**
 * What each system's UI hands the shared game screen. A system's UI lives in `src/ui/systems/<system>/`
 * (`canvas/` Konva, `panels/` DOM, `i18n/` strings and rules), is loaded lazily through `system-loaders.ts`,
 * and reaches the engine only through the state and dispatch it is given.
 */
import type { ComponentType } from 'react'
import type { GameEvent, SystemId } from '../../engine'
import type { Language, DispatchResult } from '../../store'
import type { Facing } from '../canvas/facing'

export { LANGUAGES, type Language } from '../../store'

/** The user's display settings, passed to every view. */
export interface DisplaySettings {
  /** Multiplier for animation durations (0.5 = twice as fast). */
  animationSpeed: number
  /** True when the user or the OS asked for reduced motion: show outcomes at once. */
  reducedMotion: boolean
  /** Colour-blind-safe palette on; tokens also always carry a shape or letter. */
  colourBlindPalette: boolean
}

export type { DispatchResult } from '../../store'

export interface SystemViewProps<State, Action> {
  state: State
  /** Applies an action through the store (logged, autosaved, undoable). `join` merges it into the previous undo group. */
  dispatch(action: Action, options?: { join?: boolean }): DispatchResult
  /** Size in CSS pixels of the canvas area the view fills. */
  width: number
  height: number
  /** Events of each committed log entry (same order as the log); the last one is what just happened. */
  events: readonly (readonly GameEvent[])[]
  settings: DisplaySettings
  /**
   * The computer seat's name (in the reader's language) while it is to act, else null: its moves come from
   * its worker, so the view offers none (the dispatch above refuses them then).
   */
  computerTurn?: string | null
  /**
   * True while the timeline shows an earlier moment (issue 36): nothing can be played then (every control
   * is disabled and the store refuses commands), so a view may leave out what only offers a move, such as
   * a list of every legal move or draggable pieces, and the work of finding it on each step.
   */
  reviewing?: boolean
  /**
   * Who looks at the view: 'players' in a player window (the state is `PlayerView.state`'s, and a system
   * may show what the players need there, e.g. Double Cross's PCs); absent on the table's own screen.
   */
  audience?: 'players'
  /**
   * Called with true while the view animates a roll whose result it has not shown yet, false when it has:
   * the player window holds the newest log entry back meanwhile, so no line tells a result the dice are
   * still rolling towards.
   */
  onRolling?(rolling: boolean): void
  /**
   * True while the view animates a roll whose result it has not shown (what it last told `onRolling`): the
   * GM screen gives it to the system's panel too, which holds back the figures that roll decides.
   */
  rolling?: boolean
  /**
   * Which seat the board is drawn for ("face the player", issue 37): 'far' while the far seat acts with the
   * play area turned 180°, so the board is drawn turned in its frame and stays physically in place. Absent
   * or 'near': as usual.
   */
  facing?: Facing
}

/**
 * What a player window (a second monitor or a projector) may show of a table: the state with what the
 * GM hides taken out. Each system says in its `player-view.ts` what it hides, or that nothing is hidden.
 */
export interface PlayerView<State> {
  state(state: State): State
  /**
   * Whether the side to act is choosing in secret now (a hidden pick): the shared screen then shows the
   * computer's choosing as the players' window does (`state`), and its status line says that it chose,
   * not what. Absent: no choice is secret.
   */
  secretChoice?(state: State): boolean
  /**
   * The log as the players may read it (each committed entry's lines, entry for entry, so numbers stay the
   * table's), from the table's events and its full state: lines that tell a secret left out or told in a
   * public wording. The players' window shows it and exports it. Absent: every line is public.
   */
  events?(events: readonly (readonly GameEvent[])[], state: State): readonly (readonly GameEvent[])[]
}

/** One entry of a system's in-app rules reference, in the product's own words. */
export interface RuleEntry {
  /** The digest's rule ID, e.g. "CW-5.2". */
  id: string
  title: string
  text: string
}

export interface NewGameProps<Options> {
  /** Creates the table with these options and a name. */
  onCreate(options: Options, name: string): void
  onCancel(): void
}

/** One language of a system, as each `i18n/<language>.ts` exports it. */
export interface LanguagePack {
  strings: Record<string, string>
  rules?: Readonly<Record<string, Omit<RuleEntry, 'id'>>>
  /** Log-line templates composed when a line needs them (see `SystemUi.eventTemplates`). */
  eventTemplate?: EventTemplate
}

/** An event type's template (`events.<type>` without the prefix), or undefined when there is none. */
export type EventTemplate = (type: string) => string | undefined

// Each system's State/Action/Options types are erased behind this contract in the loader map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SystemUi<State = any, Action = any, Options = any> {
  id: SystemId
  /** The game view: fills the canvas area (owns its Konva Stage) and may render DOM controls over it. */
  View: ComponentType<SystemViewProps<State, Action>>
  /** What a player window shows of the state (see PlayerView). */
  playerView: PlayerView<State>
  /**
   * Optional side panel (a tab next to Log, Dice and Rules), e.g. a character tracker. May be lazy
   * (`React.lazy`, e.g. with the board's chunk): the frame shows it inside a Suspense boundary.
   */
  Panel?: ComponentType<SystemViewProps<State, Action>>
  /**
   * Optional set-up form shown by "New game" before the table is created; default options otherwise. May
   * be lazy, so the board never fetches it: the set-up screen shows it inside a Suspense boundary. A system
   * with a set-up module of its own (`systemSetupLoaders`) gives its form there instead.
   */
  NewGame?: ComponentType<NewGameProps<Options>>
  /**
   * Whose turn it is, for the banner and the hand-over screen; null when nobody in particular. `side`: the
   * seat (0 or 1) of a game with two, so a board can face it (see `farSeat`).
   */
  turn?(state: State): { player: string; label: string; side?: 0 | 1 } | null
  /**
   * The seat whose side of the board is drawn at the top: the player across a tablet lying flat between
   * two, for whom the board turns round (issue 37, the 'face the player' setting); null while neither is
   * (Frostgrave before the edges are chosen). Absent: no two sides face each other across the board.
   */
  farSeat?(state: State): 0 | 1 | null
  /** A side's name (0 or 1) in a game with two, e.g. for "take back Ann's move?" (UndoAgreement.tsx). */
  seatName?(state: State, side: 0 | 1): string
  /**
   * The state as shown, each side's name passed through `rename` (a computer seat is named in the reader's
   * language, see `computer/seat-names.ts`). Display only: actions are never built from the renamed state.
   */
  withSeatNames?(state: State, rename: (name: string) => string): State
  /**
   * The rules reference in English, searchable by rule ID: a chunk of its own, fetched when the Rules tab
   * or the log's filter first wants it (issue #14: a board does not download it). The Rules tab says
   * "Loading…" meanwhile, and the filter shows rule IDs without titles.
   */
  loadRules(): Promise<readonly RuleEntry[]>
  /** The rules reference in other languages, by rule ID; an entry missing here is shown in English. */
  translatedRules?: Partial<Record<Language, Readonly<Record<string, Omit<RuleEntry, 'id'>>>>>
  /**
   * Languages fetched only when the reader picks one (each a chunk of its own: nobody downloads six),
   * merged over `strings` and `translatedRules` by `loadSystemLanguage` (i18n.ts).
   */
  languages?: Partial<Record<Language, () => Promise<LanguagePack>>>
  /**
   * UI strings, registered as the i18next namespace named after the system id. `en` is required. Log lines
   * are translated from `events.<event type>` templates (e.g. `events.chesswarrior/moved`: "{{hero}} moves to
   * {{square}}"), filled with the event's `params`.
   */
  strings: { en: Record<string, string> } & Partial<Record<Language, Record<string, string>>>
  /**
   * Log-line templates a system composes from parts when a line needs one, instead of listing them all in
   * `strings` (Double Cross has ~6 600 roll-line types per language). Consulted when `events.<type>` is absent.
   */
  eventTemplates?: Partial<Record<Language, EventTemplate>>
}

/**
 * What the set-up screen needs of a system: its form and its strings. A system whose form needs none of the
 * board's code hands this from a module of its own (`systemSetupLoaders`), so the set-up screen loads only it.
 */
export type SystemSetup = Pick<SystemUi, 'id' | 'NewGame' | 'strings' | 'languages' | 'eventTemplates'>
