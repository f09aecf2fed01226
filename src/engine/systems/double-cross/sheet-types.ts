/**
 * The data of checks and character sheets (DX-1 … DX-2, DX-4.1): what a check is, what a roll gave, and a
 * character as the tracker keeps it. Plain JSON (ENGINE-API.md); `types.ts` re-exports all of it.
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

/** A player character or one the GM plays. */
export type CharacterKind = 'pc' | 'npc'
/** `lost`: above 100% after the backtrack, the character became a Jyarm (DX-4.5). */
export type CharacterStatus = 'active' | 'dead' | 'lost'

/** A character on the tracker: its sheet and where it stands now (HP, encroachment). */
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
