/**
 * Double Cross 3rd Edition: the saved GM screen's state and its actions (commands), as tagged unions
 * namespaced 'double-cross/…', and `Ctx`, the decision context every rule function takes. Everything here
 * is plain JSON (ENGINE-API.md); rule IDs refer to shared/rules/double-cross.md. The rest, by topic, is
 * re-exported from here: checks and character sheets (`sheet-types.ts`), the session's record
 * (`record-types.ts`), combat and the main process (`main-process-types.ts`), the attack procedure
 * (`attack-types.ts`) and the domain events (`event-types.ts`).
 */
import type { DecideContext, Verdict } from '../../core/decision'
import type { AttackDeclaration, PendingAttack, ReactionDeclaration } from './attack-types'
import type { DxEvent } from './event-types'
import type { Combat, MajorActionDeclaration, MinorActionDeclaration, Resolution } from './main-process-types'
import type {
  AfterGameSheet,
  BacktrackResult,
  ImpulseResult,
  Phase,
  PreGameSheet,
  RollRecord,
  Scene,
} from './record-types'
import type {
  BadStatus,
  CharacterInput,
  DxCharacter,
  Effect,
  EncroachmentRow,
  OpposedSide,
  RevealPart,
  SheetCheck,
  Vehicle,
  Weapon,
} from './sheet-types'

export * from './sheet-types'
export * from './main-process-types'
export * from './record-types'
export * from './attack-types'
export * from './event-types'

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
  /** The combat under way (DX-5.4), or null outside combat. */
  combat: Combat | null
  /** The attack waiting for its targets' reactions (DX-6.6), or null. */
  attack: PendingAttack | null
  /** The rest of that attack when the GM resolves it step by step (DX-6.8 … DX-6.13); absent otherwise. */
  resolution?: Resolution
  /**
   * The effect library editor's effects and weapons (DX-7): characters take copies of them. Absent until
   * the first entry is saved, so sessions that never use it keep the state they always had.
   */
  library?: DxLibrary
  /** Effects last beyond their use (`DxOptions.lasting`); absent in sessions made before lasting effects. */
  lastingEffects?: true
  /** Bad statuses forbid, change and end as `rules/bad-statuses.ts` says (`DxOptions.statuses`). */
  badStatusRules?: true
  /** Counter for ids of characters, scenes, Loises, effects and rolls: ids never repeat. */
  nextId: number
}

/**
 * The session's effect and weapon library (DX-7). Entries keep the ids they were given (the screen draws
 * random ones), so a library exported from one session and imported into another merges by id without
 * colliding with that session's own entries.
 */
export interface DxLibrary {
  effects: Effect[]
  weapons: Weapon[]
  /** Vehicles (DX-6.1); absent until the first one, so libraries from before vehicles stay as they were. */
  vehicles?: Vehicle[]
}

/** An effect or a weapon of the library, without its id (as the editor sends it). */
export type LibraryEffectInput = Omit<Effect, 'id'>
export type LibraryWeaponInput = Omit<Weapon, 'id'>
export type LibraryVehicleInput = Omit<Vehicle, 'id'>

/** Options of a new session. */
export interface DxOptions {
  /** Name of the session. */
  name?: string
  /** 'sample': the seed's Keigo, Kaede and an NPC; 'empty': no characters. Default 'sample'. */
  cast?: 'sample' | 'empty'
  /**
   * Lasting effects (issue #30, `rules/lasting.ts`): the new-game form asks for them. Absent in the tables
   * made before them, whose logs (with the dice they recorded) replay under the rules they were played by.
   */
  lasting?: boolean
  /** Bad statuses with their rules (`rules/bad-statuses.ts`): absent in tables made before them. */
  statuses?: boolean
}

/**
 * What the GM screen can do (namespaced 'double-cross/…'): the commands. Each has a schema in `schema.ts`
 * and a case in `decide.ts` that hands it to its rule module in `rules/`.
 */
export type DxAction =
  /** `hidden`: the difficulty is kept from the players (DX-1.1); `secret`: the whole roll is (DX-5.1). */
  | {
      type: 'double-cross/roll'
      command: string
      label?: string
      characterId?: string
      hidden?: boolean
      secret?: boolean
    }
  | { type: 'double-cross/check'; check: SheetCheck; label?: string; hidden?: boolean; secret?: boolean }
  /** The GM shows (`shown`) or hides a part of an NPC from the players (DX-5.1). */
  | { type: 'double-cross/reveal'; characterId: string; part: RevealPart; shown: boolean }
  | {
      type: 'double-cross/opposed'
      action: OpposedSide
      reaction: OpposedSide
      /** The GM's "cannot react" switch: the reaction side is not rolled and the action wins (DX-3.2). */
      cannotReact?: boolean
    }
  | { type: 'double-cross/addCharacter'; character: CharacterInput }
  | { type: 'double-cross/editCharacter'; characterId: string; character: CharacterInput }
  | { type: 'double-cross/removeCharacter'; characterId: string }
  /** An NPC group: `count` NPCs made from one sheet, named with the sheet's name and a letter (DX-5.4). */
  | { type: 'double-cross/addGroup'; character: CharacterInput; count: number }
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
  /** A PC turns a Lois into a Titus (or takes a Titus) and sublimates it to rise from incapacitation (DX-4.7). */
  | { type: 'double-cross/titusRevival'; characterId: string; loisId: string }
  /** Typed amounts (−19 HP in one step, one log line); HP stays within 0 … max (DX-4, DX-6.13). */
  | { type: 'double-cross/change'; characterId: string; hpBy?: number; encroachmentBy?: number }
  | {
      type: 'double-cross/setStatus'
      characterId: string
      incapacitated?: boolean
      hidden?: boolean
      badStatuses?: BadStatus[]
      /** 邪毒's rank (1 … 10) when it is set. */
      poisonRank?: number
    }
  | { type: 'double-cross/useMinor'; characterId: string; effectId: string }
  | { type: 'double-cross/startCombat'; characterIds: string[] }
  | { type: 'double-cross/advanceCombat' }
  /** 待機 (wait): the actor puts off its main process until everyone else has acted (DX-5.4, never DX-6.6). */
  | { type: 'double-cross/wait'; characterId: string }
  | { type: 'double-cross/endCombat' }
  | ({ type: 'double-cross/attack' } & AttackDeclaration)
  | { type: 'double-cross/react'; reactions: ReactionDeclaration[]; stepwise?: boolean }
  | ({ type: 'double-cross/majorAction' } & MajorActionDeclaration)
  | ({ type: 'double-cross/minorAction' } & MinorActionDeclaration)
  /** Step mode: the next step of the attack's resolution, or all the steps left (DX-6.8 … DX-6.13). */
  | { type: 'double-cross/resolveStep' }
  | { type: 'double-cross/resolveRest' }
  /**
   * An auto action offered in the open window (DX-6.9, DX-6.13), a リザレクト of an incapacitated
   * character, or an effect of the combat's setup, initiative or cleanup process (DX-5.4).
   */
  | { type: 'double-cross/autoAction'; characterId: string; effectId: string }
  /** The GM closes the open auto-action window: the attack procedure goes on (DX-6.9, DX-6.13). */
  | { type: 'double-cross/autoPass' }
  /** The effect library (DX-7): add or edit under `id`, duplicate `id` as `newId`, remove `id`. */
  | { type: 'double-cross/libraryEffect'; op: 'add' | 'edit'; id: string; effect: LibraryEffectInput }
  | { type: 'double-cross/libraryEffect'; op: 'duplicate'; id: string; newId: string; name: string }
  | { type: 'double-cross/libraryEffect'; op: 'remove'; id: string }
  | { type: 'double-cross/libraryWeapon'; op: 'add' | 'edit'; id: string; weapon: LibraryWeaponInput }
  | { type: 'double-cross/libraryWeapon'; op: 'duplicate'; id: string; newId: string; name: string }
  | { type: 'double-cross/libraryWeapon'; op: 'remove'; id: string }
  | { type: 'double-cross/libraryVehicle'; op: 'add' | 'edit'; id: string; vehicle: LibraryVehicleInput }
  | { type: 'double-cross/libraryVehicle'; op: 'duplicate'; id: string; newId: string; name: string }
  | { type: 'double-cross/libraryVehicle'; op: 'remove'; id: string }
  /** A library file's entries merged by id: an id already in the library is replaced, a new one added. */
  | { type: 'double-cross/importLibrary'; effects: Effect[]; weapons: Weapon[]; vehicles?: Vehicle[] }
  /** A copy of a library effect, weapon or vehicle onto a character's sheet (it gets the sheet's own id). */
  | {
      type: 'double-cross/takeFromLibrary'
      characterId: string
      effectId?: string
      weaponId?: string
      vehicleId?: string
    }
  /** Boards the character's vehicle `vehicleId`, or leaves the one boarded when absent (DX-6.1). */
  | { type: 'double-cross/board'; characterId: string; vehicleId?: string }

/** The type tag of every action. */
export type DxActionType = DxAction['type']

/** The action of one type, as its command function receives it (already checked against the schema). */
export type ActionOf<T extends DxActionType> = Extract<DxAction, { type: T }>

/**
 * What a Double Cross rule works with while one command is decided: the running state (every event emitted
 * so far folded in), the table's dice, and `emit`.
 */
export type Ctx = DecideContext<DxState, DxEvent>

/** A command function: emits the command's events, or returns why it is refused. */
export type CommandDecision<T extends DxActionType> = (ctx: Ctx, action: ActionOf<T>) => Verdict
