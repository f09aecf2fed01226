/**
 * The session's domain events (`double-cross/…`): what `decide` establishes, with every face rolled,
 * `evolve` folds into the state and `describe` turns into log lines. `types.ts` re-exports them.
 */
import type { AttackPlan, AttackWarning, FizzleReason, PendingAttack, Reaction } from './attack-types'
import type {
  AutoWindow,
  CombatStep,
  MajorActionKind,
  MinorActionKind,
  Resolution,
  ResolutionStep,
} from './main-process-types'
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
  AutoTiming,
  BadStatus,
  CharacterGroup,
  DxCharacter,
  Effect,
  EncroachmentRow,
  LastingEffect,
  RevealPart,
  Vehicle,
  Weapon,
} from './sheet-types'

/**
 * What happened, as the session records it (the domain events): `decide` emits them with every face
 * rolled, `evolve` folds them into the state and `describe` turns them into log lines. Internal: the log
 * lines `apply` returns are the contract.
 */
export type DxEvent =
  /** An id handed out (c12, l13, r14 …): the counter moves on, so ids never repeat within a session. */
  | { type: 'double-cross/idTaken'; id: string }
  | { type: 'double-cross/rolled'; record: RollRecord }
  /** The GM rolls in secret (DX-5.1): the one line of the roll the players see; the roll follows it. */
  | { type: 'double-cross/rolledInSecret' }
  /** The GM shows (`shown`) or hides a part of an NPC from the players (DX-5.1). */
  | { type: 'double-cross/revealed'; characterId: string; part: RevealPart; shown: boolean }
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
      /** 邪毒's rank, when the GM set one. */
      poisonRank?: number
    }
  /** Bad statuses set or ended by the rules (`rules/bad-statuses.ts`): a failed impulse check, a scene's end. */
  | {
      type: 'double-cross/badStatusesChanged'
      characterId: string
      badStatuses: BadStatus[]
      cause: 'impulse' | 'scene-end'
    }
  /** 邪毒's damage in the cleanup process (`rules/bad-statuses.ts`). */
  | {
      type: 'double-cross/poisoned'
      characterId: string
      rank: number
      damage: number
      hpBefore: number
      hp: number
    }
  /** A stacked effect gave its target a bad status (`Effect.inflicts`); `rank`: 邪毒's. */
  | {
      type: 'double-cross/statusInflicted'
      characterId: string
      status: BadStatus
      effect: string
      rule: string
      rank?: number
    }
  /** 暴走 keeps this target from reacting (DX-6.6); the reaction line that follows says it cannot react. */
  | { type: 'double-cross/berserkNoReaction'; characterId: string }
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
  /** An effect starts lasting on a character (`rules/lasting.ts`): a Minor buff, a scene-long power. */
  | { type: 'double-cross/lastingStarted'; characterId: string; lasting: LastingEffect }
  /**
   * A lasting effect covers a check of the character (DX-1.4, DX-2.7, DX-6.5), one event each, with its
   * source; `ends`: it lasted until this check (or attack) and ends with it.
   */
  | { type: 'double-cross/lastingApplied'; characterId: string; lasting: LastingEffect; ends: boolean }
  /** The GM modifies a check (DX-5.1, DX-1.5): dice, achievement, difficulty, critical value, and why. */
  | {
      type: 'double-cross/gmModified'
      characterId: string
      dice: number
      score: number
      difficulty: number
      critical: number
      reason: string
    }
  /** 待機: the actor of a main process waits, to act after everyone who has not acted (DX-5.4). */
  | { type: 'double-cross/waited'; characterId: string }
  | { type: 'double-cross/combatStarted'; participants: string[] }
  | { type: 'double-cross/combatStep'; round: number; step: CombatStep; actor: string | null }
  | { type: 'double-cross/combatEnded' }
  | { type: 'double-cross/attackDeclared'; plan: AttackPlan }
  | { type: 'double-cross/attackSimulated'; attackerId: string; warnings: AttackWarning[] }
  /** DX-6.2: the attack cannot (chance 0) or almost surely cannot deal damage to this target. */
  | { type: 'double-cross/damageUnlikely'; targetId: string; chance: number; armour: number }
  /** An effect of the attack's combo (DX-6.3), or of a target's reaction combo (`rule` DX-6.7). */
  | {
      type: 'double-cross/effectActivated'
      attackerId: string
      effect: string
      fizzled?: FizzleReason
      rule?: string
    }
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
      /** Damage up or down by stacked effects and auto actions (DX-6.9), each with its source; absent: none. */
      mods?: { name: string; by: number }[]
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
  /** The resolution is kept for its auto-action windows (`Resolution.runOn`); no line of its own. */
  | { type: 'double-cross/resolutionOpened'; resolution: Resolution }
  /** A moment offers auto actions to their owners (DX-6.9, DX-6.13); the procedure waits for the GM. */
  | { type: 'double-cross/autoOffered'; autoWindow: AutoWindow }
  /**
   * An auto action or a process's effect used (DX-6.3, DX-6.9, DX-6.13, DX-5.4): its damage change, a
   * リザレクト's dice and what it gave, and its cost — paid at DX-6.11 when `deferred`, else at once.
   */
  | {
      type: 'double-cross/autoUsed'
      characterId: string
      effectId: string
      effect: string
      timing: AutoTiming | 'setup' | 'initiative' | 'cleanup'
      rule: string
      cost: number
      deferred: boolean
      damageBy?: number
      resurrect?: { faces: number[]; hp: number; before: number; after: number }
    }
  /** The GM closes the moment's window: the procedure goes on (DX-6.9, DX-6.13). */
  | { type: 'double-cross/autoClosed' }
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
