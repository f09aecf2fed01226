/**
 * Double Cross 3rd Edition: the saved GM screen's state, its actions (commands) and its domain events, as
 * tagged unions namespaced 'double-cross/…'. Everything here is plain JSON (ENGINE-API.md); rule IDs refer
 * to shared/rules/double-cross.md. Checks and character sheets live in `sheet-types.ts`.
 */
import type {
  CharacterInput,
  DxCharacter,
  DxCheck,
  DxRoll,
  EncroachmentRow,
  OpposedSide,
  SheetCheck,
} from './sheet-types'

export * from './sheet-types'

/** What the pre-game record sheet keeps for one character (DX-4.6). */
export interface RecordEntry {
  characterId: string
  name: string
  maxHp: number
  lastingLoises: string[]
  baseEncroachment: number
}

/** The pre-game record sheet (DX-4.6), filled once before the main game. */
export interface PreGameSheet {
  date: string
  scenario: string
  entries: RecordEntry[]
}

/** A scene of the main game or the climax, with every entry roll made in it (DX-4.3). */
export interface Scene {
  id: string
  name: string
  /** Each entry: who entered and what the 1d10 added (DX-4.3). */
  entries: { characterId: string; roll: number; before: number; after: number }[]
}

/** One character's line on the after-game sheet (DX-4.6). */
export interface AfterGameEntry {
  characterId: string
  name: string
  fate: 'survived' | 'dead' | 'lost'
  lastingLoises: string[]
  experience: number
}

/** The after-game sheet (DX-4.6): recording it ends the session. */
export interface AfterGameSheet {
  entries: AfterGameEntry[]
}

/** The phases of a session in order (DX-4.6). */
export const PHASES = ['pre-game', 'main', 'climax', 'backtrack', 'after-game'] as const
/** The session structure of DX-4.6. */
export type Phase = (typeof PHASES)[number]

/** One side of a check as it was rolled, for the roll history. */
export interface CheckSide {
  label: string
  characterId?: string
  check: DxCheck
  roll: DxRoll
  /** The notation rolled, e.g. "10DX+3@8>=12". */
  notation: string
}

/** The roll history (every roll the screen made, first first). */
export type RollRecord =
  | ({ type: 'check'; id: string; hidden: boolean; rule: string } & CheckSide)
  | {
      type: 'opposed'
      id: string
      action: CheckSide
      /** null when the reaction was not rolled: it could not (DX-3.2) or the action already lost (DX-3.4). */
      reaction: CheckSide | null
      winner: 'action' | 'reaction'
      reason: OpposedReason
    }
  | {
      type: 'encroachment'
      id: string
      kind: 'scene' | 'impulse' | 'backtrack'
      characterId: string
      /** The scene entered (kind 'scene'). */
      sceneId?: string
      label: string
      faces: number[]
      before: number
      after: number
      rule: string
    }

/** Why an opposed check went the way it did (DX-3). */
export type OpposedReason =
  'action-cannot-roll' | 'action-fumbled' | 'reaction-cannot-roll' | 'reaction-fumbled' | 'higher' | 'tie'

/** One PC's impulse check at the climax and the encroachment it added (DX-4.4). */
export interface ImpulseResult {
  characterId: string
  success: boolean
  total: number
  added: number
}

/** One PC's backtrack: the dice, the rate before and after, and whether the PC was lost (DX-4.5). */
export interface BacktrackResult {
  characterId: string
  doubled: boolean
  faces: number[]
  before: number
  after: number
  lost: boolean
}

/** The saved GM screen. */
export interface DxState {
  name: string
  phase: Phase
  encroachmentTable: EncroachmentRow[]
  characters: DxCharacter[]
  preGame: PreGameSheet | null
  scenes: Scene[]
  impulse: ImpulseResult[]
  backtrack: BacktrackResult[]
  afterGame: AfterGameSheet | null
  rolls: RollRecord[]
  /** Counter for ids of characters, scenes, Loises, effects and rolls: ids never repeat. */
  nextId: number
}

/** Options of a new session. */
export interface DxOptions {
  /** Name of the session. */
  name?: string
  /** 'sample': the seed's Keigo, Kaede and an NPC; 'empty': no characters. Default 'sample'. */
  cast?: 'sample' | 'empty'
}

/**
 * What the GM screen can do (namespaced 'double-cross/…'): the commands. Each has a schema in `schema.ts`
 * and a case in `decide.ts` that hands it to its rule module in `rules/`.
 */
export type DxAction =
  | { type: 'double-cross/roll'; command: string; label?: string; characterId?: string; hidden?: boolean }
  | { type: 'double-cross/check'; check: SheetCheck; label?: string; hidden?: boolean }
  | { type: 'double-cross/opposed'; action: OpposedSide; reaction: OpposedSide }
  | { type: 'double-cross/addCharacter'; character: CharacterInput }
  | { type: 'double-cross/editCharacter'; characterId: string; character: CharacterInput }
  | { type: 'double-cross/removeCharacter'; characterId: string }
  | { type: 'double-cross/adjust'; characterId: string; hp?: number; encroachment?: number }
  | { type: 'double-cross/setEncroachmentTable'; rows: EncroachmentRow[] }
  | { type: 'double-cross/recordPreGame'; date: string; scenario: string }
  | { type: 'double-cross/addScene'; name: string }
  | { type: 'double-cross/enterScene'; sceneId: string; characterIds: string[] }
  | { type: 'double-cross/startClimax' }
  | { type: 'double-cross/impulseChecks' }
  | { type: 'double-cross/startBacktrack' }
  | { type: 'double-cross/backtrack'; characterId: string; doubled: boolean }
  | {
      type: 'double-cross/finishSession'
      entries: { characterId: string; lastingLoises: string[]; experience: number }[]
    }

/** The type tag of every action. */
export type DxActionType = DxAction['type']

/**
 * What happened, as the session records it (the domain events): `decide` emits them with every face
 * rolled, `evolve` folds them into the state and `describe` turns them into log lines. Internal: the log
 * lines `apply` returns are the contract.
 */
export type DxEvent =
  | { type: 'double-cross/rolled'; record: RollRecord }
  | { type: 'double-cross/characterAdded'; character: DxCharacter }
  | { type: 'double-cross/characterEdited'; character: DxCharacter }
  | { type: 'double-cross/characterRemoved'; characterId: string }
  | { type: 'double-cross/adjusted'; characterId: string; hp: number; encroachment: number }
  | { type: 'double-cross/tableEdited'; rows: EncroachmentRow[] }
  | { type: 'double-cross/preGameRecorded'; sheet: PreGameSheet }
  | { type: 'double-cross/sceneAdded'; scene: Scene }
  | { type: 'double-cross/phaseChanged'; phase: Phase }
  | { type: 'double-cross/impulseResolved'; result: ImpulseResult }
  | { type: 'double-cross/backtracked'; result: BacktrackResult }
  | { type: 'double-cross/characterLost'; characterId: string }
  | {
      type: 'double-cross/costPaid'
      characterId: string
      effects: string[]
      cost: number
      before: number
      after: number
    }
  | { type: 'double-cross/sessionFinished'; sheet: AfterGameSheet }
