/**
 * Double Cross 3rd Edition: the data of checks, critical chains, characters and the saved GM screen.
 * Everything here is plain JSON (ENGINE-API.md); rule IDs refer to shared/rules/double-cross.md.
 */

/** A check as the dice bots write it (DX-2.8): `dice`DX`+modifier`@`critical`>=`difficulty`. */
export interface DxCheck {
  /** d10s in the pool; 0 or fewer is an automatic failure (DX-1.4). */
  dice: number
  /** Skill level plus every modifier to the score (DX-1.2). */
  modifier: number
  /** Critical value (DX-2.1): 10 by default, never below 2 (DX-2.6), 11+ means no critical (DX-2.5). */
  critical: number
  /** Success when the total reaches it (DX-1.1). */
  difficulty?: number
}

/** The outcome of one check: every round of its critical chain (DX-2). */
export interface DxRoll {
  /** Every roll of the chain, first roll first. */
  rounds: number[][]
  /** Number of critical rounds (DX-2.1). */
  criticals: number
  /** 10 × criticals + highest die of the last round (DX-2.3); 0 when no dice. */
  dice: number
  /** dice + modifier; 0 on a fumble (DX-1.7) and when no dice could be rolled (DX-1.4). */
  total: number
  /** Every die of the first round showed 1 (DX-1.7). */
  fumble: boolean
  /** When a difficulty was given: !fumble && total >= difficulty (DX-1.1). */
  success?: boolean
}

/** The four stats (DX-1.3). */
export const STATS = ['body', 'sense', 'mind', 'social'] as const
export type Stat = (typeof STATS)[number]

/** The twelve skill families and the stat that governs each (DX-1.3). */
export const SKILL_KINDS = [
  'melee',
  'dodge',
  'ride',
  'ranged',
  'perception',
  'art',
  'rc',
  'will',
  'knowledge',
  'negotiation',
  'procure',
  'info',
] as const
export type SkillKind = (typeof SKILL_KINDS)[number]

/** A skill on a sheet: its family, an optional specialty (`Info: Rumors`) and its level (DX-1.8). */
export interface Skill {
  kind: SkillKind
  /** The specialty of Ride, Art, Knowledge and Info (free text, may be empty). */
  specialty: string
  level: number
}

/** A Lois (bond). A Lois can be turned into a Titus; only Loises still standing count at the backtrack (DX-4.5). */
export interface Lois {
  id: string
  /** The person or thing the bond is with. */
  name: string
  positive: string
  negative: string
  titus: boolean
  /** Kept from an earlier session (DX-4.6). */
  lasting: boolean
}

/** At most this many Loises per character (the sheet has seven slots). */
export const MAX_LOISES = 7

/**
 * An effect (power) on a sheet, shaped for the attack procedure of DX-6 and the critical composition of
 * DX-2.6/DX-2.7. Timings and skills are free text as printed on the effect.
 */
export interface Effect {
  id: string
  name: string
  level: number
  timing: string
  skill: string
  /** Encroachment cost (DX-4.2); may be a dice expression in print, here the number the GM enters. */
  cost: number
  target: string
  range: string
  difficulty: string
  restriction: string
  /** Dice added to the check (DX-1.4). */
  dice: number
  /** How many steps it lowers the critical value (DX-2.4), 0 if none. */
  criticalReduction: number
  /** The lowest critical value it may reach; absent = at most 2 steps (DX-2.6). */
  criticalLimit?: number
  attack: number
  hit: number
  text: string
}

export type CharacterKind = 'pc' | 'npc'
/** `lost`: above 100% after the backtrack, the character became a Jyarm (DX-4.5). */
export type CharacterStatus = 'active' | 'dead' | 'lost'

export interface DxCharacter {
  id: string
  name: string
  kind: CharacterKind
  player: string
  status: CharacterStatus
  stats: Record<Stat, number>
  skills: Skill[]
  hp: number
  maxHp: number
  /** Encroachment rate in percent (DX-4). */
  encroachment: number
  /** Where encroachment returns after the session (DX-4.6). */
  baseEncroachment: number
  loises: Lois[]
  effects: Effect[]
  experience: number
  notes: string
}

/** One row of the encroachment bonus table (DX-4.1): applies from `from`% up to the next row. */
export interface EncroachmentRow {
  from: number
  dice: number
  effectLevel: number
}

/** What the pre-game record sheet keeps for one character (DX-4.6). */
export interface RecordEntry {
  characterId: string
  name: string
  maxHp: number
  lastingLoises: string[]
  baseEncroachment: number
}

export interface PreGameSheet {
  date: string
  scenario: string
  entries: RecordEntry[]
}

export interface Scene {
  id: string
  name: string
  /** Each entry: who entered and what the 1d10 added (DX-4.3). */
  entries: { characterId: string; roll: number; before: number; after: number }[]
}

export interface AfterGameEntry {
  characterId: string
  name: string
  fate: 'survived' | 'dead' | 'lost'
  lastingLoises: string[]
  experience: number
}

export interface AfterGameSheet {
  entries: AfterGameEntry[]
}

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

export interface ImpulseResult {
  characterId: string
  success: boolean
  total: number
  added: number
}

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

export interface DxOptions {
  /** Name of the session. */
  name?: string
  /** 'sample': the seed's Keigo, Kaede and an NPC; 'empty': no characters. Default 'sample'. */
  cast?: 'sample' | 'empty'
}

/** A character's check as the sheet composes it (DX-1.2 … DX-1.5). */
export interface SheetCheck {
  characterId: string
  /** A stat check, or the stat that governs `skill`. */
  stat?: Stat
  /** A skill check: index into the character's skills. */
  skill?: number
  /** Dice from powers and other sources (DX-1.4). */
  extraDice?: number
  /** Critical value before the effects below (DX-2.4); default 10. */
  critical?: number
  /**
   * Ids of the character's effects used in this check: their dice are added (DX-1.4), their critical
   * reductions composed (DX-2.6, DX-2.7), and their costs paid after the roll (DX-4.2).
   */
  effects?: string[]
  /** GM modifiers (DX-1.5). */
  gmDice?: number
  gmScore?: number
  gmDifficulty?: number
  /** Other score modifiers (powers, items). */
  modifier?: number
  difficulty?: number
}

/** A side of an opposed check: a character's sheet check or a bare pool. */
export type OpposedSide =
  | ({ kind: 'sheet' } & SheetCheck)
  | { kind: 'pool'; label: string; dice: number; modifier: number; critical: number }

/** A character as the add/edit form sends it: Loises and effects keep their id when they have one. */
export type CharacterInput = Omit<DxCharacter, 'id' | 'loises' | 'effects'> & {
  loises: (Omit<Lois, 'id'> & { id?: string })[]
  effects: (Omit<Effect, 'id'> & { id?: string })[]
}

/** What the GM screen can do (namespaced 'double-cross/…'). */
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

export type DxActionType = DxAction['type']

/** What happened, as the session records it; `evolve` folds these into the state. */
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
