/**
 * Double Cross 3rd Edition: the saved GM screen's state, its actions (commands) and its domain events, as
 * tagged unions namespaced 'double-cross/…'. Everything here is plain JSON (ENGINE-API.md); rule IDs refer
 * to shared/rules/double-cross.md. Checks and character sheets live in `sheet-types.ts`.
 */
import type { DecideContext, Verdict } from '../../core/decision'
import type {
  AttackKind,
  BadStatus,
  CharacterGroup,
  CharacterInput,
  DxCharacter,
  DxCheck,
  DxRoll,
  Effect,
  EncroachmentRow,
  OpposedSide,
  SheetCheck,
  Vehicle,
  Weapon,
} from './sheet-types'
import type {
  MajorActionDeclaration,
  MajorActionKind,
  MinorActionDeclaration,
  MinorActionKind,
  Resolution,
  ResolutionStep,
} from './main-process-types'

export * from './sheet-types'
export * from './main-process-types'

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
  | 'action-cannot-roll'
  | 'action-fumbled'
  | 'reaction-cannot-roll'
  | 'reaction-fumbled'
  | 'higher'
  | 'tie'
  /** The reaction side cannot react (DX-3.2): the GM's switch or an action effect (DX-6.6); not rolled. */
  | 'cannot-react'

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

/** The processes of a combat round in order (DX-5.4). */
export const COMBAT_STEPS = ['setup', 'initiative', 'main', 'cleanup'] as const
export type CombatStep = (typeof COMBAT_STEPS)[number]

/** A combat (DX-5.4): rounds of setup, initiative → main process per character, cleanup. */
export interface Combat {
  round: number
  step: CombatStep
  /** Everyone in the combat, in the order they were listed. */
  participants: string[]
  /** Who has had a main process this round. */
  acted: string[]
  /** Whose main process it is (step 'main'), else null. */
  actor: string | null
  /** The actor's Major action of this main process is taken (DX-5.4); absent until it is. */
  majorTaken?: true
  /** Which Major action was taken ('attack': the attack procedure); absent until one is. */
  majorKind?: MajorActionKind | 'attack'
  /** The actor's Minor action of this main process is taken (DX-5.4); absent until it is. */
  minorTaken?: true
  /** Which Minor action was taken (boarding or leaving a vehicle, DX-6.1, included); absent until one is. */
  minorKind?: MinorActionKind | 'board' | 'leave'
}

/** Why an effect fizzled in the activation step (DX-6.3). */
export const FIZZLE_REASONS = [
  'skill-mismatch',
  'no-syndrome-before',
  'mixed-attack-types',
  'restriction',
  'no-weapon',
  'weapon-kind',
  'not-boarded',
] as const
export type FizzleReason = (typeof FIZZLE_REASONS)[number]

/**
 * An effect of the combo as activated (DX-6.3); `id` 'normal-melee'/'normal-ranged' for a normal attack,
 * 'vehicle-ram' for the vehicle ram.
 */
export interface ComboEffect {
  id: string
  name: string
  /** Encroachment it costs (0 when a scene-long effect was already paid this scene, DX-4.2). */
  cost: number
}

/** A warning of the simulation (DX-6.2), told before anything is rolled. */
export type AttackWarning =
  | { kind: 'fizzle'; effect: string; reason: FizzleReason }
  | { kind: 'weapon-unusable'; weapon: string }
  | { kind: 'no-attack' }
  | { kind: 'no-damage' }
  | { kind: 'too-many-targets'; limit: number }
  | { kind: 'cannot-act' }

/**
 * The attack as declared, activated and aggregated (DX-6.1 … DX-6.4), before the check: pure data
 * computed by `planAttack`, the same for the simulation (DX-6.2) and the procedure.
 */
export interface AttackPlan {
  attackerId: string
  targets: string[]
  /** The weapon chosen (DX-6.1) and whether its skill matches the combo's (else no bonus). */
  weaponId: string | null
  weaponUsable: boolean
  activated: ComboEffect[]
  fizzled: { id: string; name: string; reason: FizzleReason }[]
  /** DX-6.4: null when no attack effect was checked (no attack: straight to cleanup). */
  attackKind: AttackKind | null
  damaging: boolean
  /** Sum of the combo's attack powers (DX-6.4). */
  attackPower: number
  weaponAttack: number
  /** Weapon and effect hit modifiers, added to the achievement (DX-6.5). */
  hit: number
  /** The combo's skill (DX-6.3, DX-6.5); null when none (the stat Body is rolled, the GM's pick). */
  skill: string | null
  /** DX-6.4 aggregation: targets allowed (null = area), range and difficulty. */
  targetLimit: number | null
  range: string
  difficulty: 'opposed' | 'automatic'
  /** The targets cannot react (an effect, or the GM's switch, DX-6.6). */
  noReaction: boolean
  /** The check to roll (DX-6.5). */
  check: DxCheck
  /** Stacked effects by their step (DX-6.3, DX-6.8 … DX-6.12), in declared order. */
  stacked: { id: string; name: string; trigger: string; text: string }[]
  warnings: AttackWarning[]
}

/** An attack rolled (DX-6.5), waiting for its targets' reactions (DX-6.6). */
export interface PendingAttack {
  plan: AttackPlan
  /** The attacker's achievement; 0 on a fumble or an empty pool. */
  achievement: number
  /** The check failed outright (fumble, no dice): the attack misses every target. */
  failed: boolean
  /** The targets that cannot react (DX-6.6). */
  cannotReact: string[]
}

/** A target's reaction (DX-6.6). */
export type Reaction = 'dodge' | 'guard' | 'none'

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
    }
  | { type: 'double-cross/useMinor'; characterId: string; effectId: string }
  | { type: 'double-cross/startCombat'; characterIds: string[] }
  | { type: 'double-cross/advanceCombat' }
  | { type: 'double-cross/endCombat' }
  | ({ type: 'double-cross/attack' } & AttackDeclaration)
  | { type: 'double-cross/react'; reactions: ReactionDeclaration[]; stepwise?: boolean }
  | ({ type: 'double-cross/majorAction' } & MajorActionDeclaration)
  | ({ type: 'double-cross/minorAction' } & MinorActionDeclaration)
  /** Step mode: the next step of the attack's resolution, or all the steps left (DX-6.8 … DX-6.13). */
  | { type: 'double-cross/resolveStep' }
  | { type: 'double-cross/resolveRest' }
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

/**
 * The built-in attack declarations of DX-6.1: the normal melee attack, the normal ranged attack, and the
 * vehicle ram (搭乗突撃攻撃: only while boarded, the vehicle is its weapon).
 */
export const BUILT_IN_ATTACKS = ['melee', 'ranged', 'vehicle'] as const
export type BuiltInAttack = (typeof BUILT_IN_ATTACKS)[number]

/** An attack as the player declares it (DX-6.1). */
export interface AttackDeclaration {
  attackerId: string
  /** A normal attack or the vehicle ram, treated as an effect declared last (DX-6.1). */
  normal?: BuiltInAttack
  weaponId?: string
  /** The effects in the order declared (DX-6.1, DX-6.3). */
  effects: string[]
  targets: string[]
  /** GM modifiers (DX-1.5). */
  gmDice?: number
  gmScore?: number
  /** The GM's "cannot react" switch: these targets skip DX-6.6 and DX-6.7. */
  cannotReact?: string[]
  /** Resolve what follows the reactions step by step (`resolveStep`) instead of at once. */
  stepwise?: boolean
}

/** A target's reaction as declared (DX-6.6): dodge with its reaction effects, guard with a weapon. */
export interface ReactionDeclaration {
  targetId: string
  reaction: Reaction
  effects?: string[]
  /** The weapon guarding (its guard value, DX-6.9). */
  weaponId?: string
}

/** The type tag of every action. */
export type DxActionType = DxAction['type']

/** The action of one type, as its command function receives it (already checked against the schema). */
export type ActionOf<T extends DxActionType> = Extract<DxAction, { type: T }>

/**
 * What happened, as the session records it (the domain events): `decide` emits them with every face
 * rolled, `evolve` folds them into the state and `describe` turns them into log lines. Internal: the log
 * lines `apply` returns are the contract.
 */
export type DxEvent =
  /** An id handed out (c12, l13, r14 …): the counter moves on, so ids never repeat within a session. */
  | { type: 'double-cross/idTaken'; id: string }
  | { type: 'double-cross/rolled'; record: RollRecord }
  | { type: 'double-cross/characterAdded'; character: DxCharacter }
  | { type: 'double-cross/characterEdited'; character: DxCharacter }
  | { type: 'double-cross/characterRemoved'; characterId: string }
  | { type: 'double-cross/groupAdded'; group: CharacterGroup; characters: DxCharacter[] }
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
      /** Scene-long effects paid: not paid again in this scene (DX-4.2). */
      sceneEffects?: string[]
    }
  | { type: 'double-cross/sessionFinished'; sheet: AfterGameSheet }
  | {
      type: 'double-cross/titusSublimated'
      characterId: string
      loisId: string
      /** Whom the bond was with. */
      lois: string
      /** It was still a Lois: it became a Titus first. */
      turned: boolean
      hpBefore: number
      hp: number
    }
  | {
      type: 'double-cross/changed'
      characterId: string
      hpBy: number
      encroachmentBy: number
      hp: number
      encroachment: number
    }
  | {
      type: 'double-cross/statusChanged'
      characterId: string
      incapacitated: boolean
      hidden: boolean
      badStatuses: BadStatus[]
      rule: string
    }
  | {
      type: 'double-cross/minorUsed'
      characterId: string
      effectId: string
      effect: string
      cost: number
      before: number
      after: number
      sceneLong: boolean
    }
  | { type: 'double-cross/combatStarted'; participants: string[] }
  | { type: 'double-cross/combatStep'; round: number; step: CombatStep; actor: string | null }
  | { type: 'double-cross/combatEnded' }
  | { type: 'double-cross/attackDeclared'; plan: AttackPlan }
  | { type: 'double-cross/attackSimulated'; attackerId: string; warnings: AttackWarning[] }
  | { type: 'double-cross/effectActivated'; attackerId: string; effect: string; fizzled?: FizzleReason }
  | { type: 'double-cross/attackAggregated'; plan: AttackPlan }
  | { type: 'double-cross/attackRolled'; attack: PendingAttack }
  | {
      type: 'double-cross/reactionDeclared'
      targetId: string
      reaction: Reaction
      /** Why the target did not react: it cannot (DX-6.6), or the attack needs none (automatic, failed). */
      skipped?: 'cannot-react' | 'automatic' | 'attack-failed'
    }
  | { type: 'double-cross/dodged'; targetId: string; achievement: number; hit: boolean }
  | { type: 'double-cross/stackedFired'; step: string; effects: string[]; targetId?: string }
  | {
      type: 'double-cross/damageDealt'
      targetId: string
      faces: number[]
      weapon: number
      combo: number
      armour: number
      guard: number
      damage: number
      hpBefore: number
      hpAfter: number
    }
  | {
      type: 'double-cross/comboPaid'
      characterId: string
      effects: string[]
      cost: number
      before: number
      after: number
      /** Scene-long effects paid: not paid again in this scene (DX-4.2). */
      sceneEffects?: string[]
    }
  | { type: 'double-cross/attackEnded'; incapacitated: string[] }
  | {
      type: 'double-cross/majorActed'
      characterId: string
      kind: MajorActionKind
      targetId?: string
      effect?: string
      status?: BadStatus
      text?: string
    }
  | {
      type: 'double-cross/minorActed'
      characterId: string
      kind: MinorActionKind
      effect?: string
      text?: string
    }
  | { type: 'double-cross/resolutionPending'; resolution: Resolution }
  | { type: 'double-cross/resolutionStepped'; step: ResolutionStep }
  | { type: 'double-cross/libraryEffectSaved'; op: LibrarySaveOp; effect: Effect; from?: string }
  | { type: 'double-cross/libraryWeaponSaved'; op: LibrarySaveOp; weapon: Weapon; from?: string }
  | { type: 'double-cross/libraryVehicleSaved'; op: LibrarySaveOp; vehicle: Vehicle; from?: string }
  | {
      type: 'double-cross/libraryEntryRemoved'
      kind: 'effect' | 'weapon' | 'vehicle'
      id: string
      name: string
    }
  | {
      type: 'double-cross/libraryImported'
      effects: Effect[]
      weapons: Weapon[]
      /** Absent when the file has none (files from before vehicles). */
      vehicles?: Vehicle[]
      added: number
      updated: number
    }
  | {
      type: 'double-cross/libraryTaken'
      characterId: string
      effect?: Effect
      weapon?: Weapon
      vehicle?: Vehicle
    }
  /**
   * A character boards (`vehicleId`) or leaves (null) a vehicle (DX-6.1); `minor` when it was the Minor
   * action of the character's main process (DX-5.4).
   */
  | {
      type: 'double-cross/boarded'
      characterId: string
      vehicleId: string | null
      vehicle: string
      minor?: true
    }

/** How a library entry came to be saved. */
export type LibrarySaveOp = 'added' | 'edited' | 'duplicated'

/**
 * What a Double Cross rule works with while one command is decided: the running state (every event emitted
 * so far folded in), the table's dice, and `emit`.
 */
export type Ctx = DecideContext<DxState, DxEvent>

/** A command function: emits the command's events, or returns why it is refused. */
export type CommandDecision<T extends DxActionType> = (ctx: Ctx, action: ActionOf<T>) => Verdict
