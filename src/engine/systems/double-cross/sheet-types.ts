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
  /** A Titus spent (昇華, sublimated) to revive (DX-4.7): it is gone for good; absent while unspent. */
  sublimated?: boolean
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
  /** Guard value added when it is used in a guard combo (DX-6.6, DX-6.9); absent: 0. */
  guard?: number
  text: string
  /**
   * Per-level formulas (DX-4.1): each value is `base + perLevel × effective level`, where the effective
   * level is `level` plus the encroachment table's effect-level bonus. Absent: the values do not grow.
   */
  perLevel?: EffectPerLevel
  /** The syndrome it belongs to: an effect whose skill is <Syndrome> needs one of it earlier (DX-6.3). */
  syndrome?: string
  /** "Perform a melee/ranged attack" (DX-6.3, DX-6.4): the combo is an attack of this type. */
  attackKind?: AttackKind
  /** An attack effect with no attack power: alone, it makes a non-damaging attack (DX-6.4). */
  noDamage?: boolean
  /** Targets of the attack cannot react (DX-6.6). */
  noReaction?: boolean
  /** A stacked effect (DX-6.3) fires at this step of the attack instead of at once. */
  trigger?: EffectTrigger
  /** Lasts the scene: its cost is paid once per scene and its modifiers stay (DX-4.2). */
  sceneLong?: boolean
  /**
   * How long its modifiers last once used (a lasting effect, `LastingEffect`); absent: `'scene'` when
   * `sceneLong`, else they serve only the check they are used in (a Minor effect: see `lasting.ts`).
   */
  duration?: EffectDuration
  /**
   * An auto action's moment (timing オート, DX-6.3, DX-6.9, DX-6.13): where the attack procedure offers it
   * to its owner. Absent: offered nowhere by itself (effects made before it keep the procedure unpaused).
   */
  autoTiming?: AutoTiming
  /** Damage up (+) or down (−) when it fires at a damage moment (seed 003: such effects are DX-6.9's). */
  damage?: number
  /**
   * リザレクト-like (DX-6.13, "incapacitated"): rises from incapacitation with (level)D10 HP, and its
   * encroachment rises by the HP it gave. Refused at 100% or more, as the effect's text says.
   */
  resurrect?: boolean
  /**
   * A stacked effect that gives its target a bad status when it fires (e.g. a poison: 邪毒 with the
   * effect's level as its rank, `rules/bad-statuses.ts`).
   */
  inflicts?: BadStatus
}

/**
 * How long an effect's modifiers last (DX-1.4, DX-2.7, DX-6.5): the scene, the combat round, the main
 * process it was used in, until its character's next check, until its character's next attack.
 */
export const EFFECT_DURATIONS = ['scene', 'round', 'main-process', 'next-check', 'next-attack'] as const
export type EffectDuration = (typeof EFFECT_DURATIONS)[number]

/**
 * An effect whose modifiers outlast its use (a Minor buff, a scene-long power): data with a duration and
 * what it modifies, applied to each later check (and attack) of its character that it covers and shown in
 * the check's breakdown with its source. Values are fixed when it starts (its level at that moment, DX-4.1).
 */
export interface LastingEffect {
  /** The effect's id on its user's sheet; one lasting entry per effect and character. */
  effectId: string
  /** The effect's name, the breakdown's source. */
  name: string
  /** Who used it (the character itself, or an ally whose effect targets it). */
  sourceId: string
  duration: EffectDuration
  /** Dice added to each check it covers (DX-1.4). */
  dice: number
  /** Critical-value reduction; composed with the check's own by the largest one (DX-2.7). */
  criticalReduction: number
  criticalLimit?: number
  /** Added to the achievement (DX-1.2, DX-6.5). */
  hit: number
  /** Added to the attack power of each attack it covers (DX-6.4). */
  attack: number
}

/** The values an effect's level multiplies (DX-4.1). */
export interface EffectPerLevel {
  /** Damage up or down per level (`Effect.damage`). */
  damage?: number
  /** Guard value up per level (`Effect.guard`). */
  guard?: number
  dice?: number
  criticalReduction?: number
  attack?: number
  hit?: number
}

/** The two types of attack (DX-6.1, DX-6.3). */
export const ATTACK_KINDS = ['melee', 'ranged'] as const
export type AttackKind = (typeof ATTACK_KINDS)[number]

/** The timings printed on effects (DX-5.4, DX-6). */
export const TIMINGS = [
  'major',
  'minor',
  'reaction',
  'auto',
  'setup',
  'initiative',
  'cleanup',
  'constant',
] as const
export type Timing = (typeof TIMINGS)[number]

/** Where a stacked effect fires in the attack procedure (DX-6.8 … DX-6.12). */
export const EFFECT_TRIGGERS = [
  'on-hit',
  'dealing-damage',
  'taking-damage',
  'dealt-damage',
  'after-attack',
  'end-of-main',
  'took-damage',
] as const
export type EffectTrigger = (typeof EFFECT_TRIGGERS)[number]

/**
 * The moments an auto action is offered at (DX-6.3 "any timing"; DX-6.9 dealing, taking, dealt, took
 * damage; DX-6.13 HP dropped, incapacitated), each to its owner (the GM for NPCs).
 */
export const AUTO_TIMINGS = [
  'any',
  'dealing-damage',
  'taking-damage',
  'dealt-damage',
  'took-damage',
  'hp-dropped',
  'incapacitated',
] as const
export type AutoTiming = (typeof AUTO_TIMINGS)[number]

/** A weapon on a sheet (DX-6.1, DX-6.5, DX-6.7, DX-6.9). */
export interface Weapon {
  id: string
  name: string
  kind: AttackKind
  /** The skill it is used with; an effect of another skill cannot use it (DX-6.1). */
  skill: SkillKind
  /** Added to the attack's achievement (DX-6.5). */
  hit: number
  /** Added to damage (DX-6.9). */
  attack: number
  /** Subtracted from damage when guarding with it (DX-6.6, DX-6.9). */
  guard: number
  /** Printed range: "Close", "20m", "Sight". */
  range: string
}

/** Worn armour (DX-6.7, DX-6.9, DX-5.4). */
export interface Armour {
  name: string
  /** Subtracted from damage taken (DX-6.9). */
  armour: number
  /** Added to the dodge achievement (DX-6.7). */
  dodge: number
  /** Added to the action value (DX-5.4). */
  initiative: number
}

/**
 * A vehicle (ヴィークル, DX-6.1): boarded (搭乗), it can ram as the vehicle ram's one weapon.
 * **Decision** (the seed gives only the ram): its values are the rule book's vehicle data — attack power
 * (DX-6.9), armour value (added to the worn armour's while boarded, DX-6.9), action value modifier (added
 * while boarded, DX-5.4) and full-move distance in metres (shown; there is no map).
 */
export interface Vehicle {
  id: string
  name: string
  /** The specialty of the Ride skill (運転) it is driven with: "Motorcycle" for <Ride: Motorcycle>. */
  drive: string
  /** Added to damage when it rams (DX-6.9). */
  attack: number
  /** Added to the boarded character's armour value (DX-6.9). */
  armour: number
  /** Added to the boarded character's action value (DX-5.4). */
  initiative: number
  /** Full-move distance in metres. */
  move: number
}

/** The bad statuses of the rules (DX-5.4: a major action may recover from one). */
/** 硬直 rigor, 重圧 pressure, 放心 dazed, 暴走 berserk, 邪毒 poison, 憎悪 hatred, 恐怖 fear. */
export const BAD_STATUSES = ['rigor', 'pressure', 'dazed', 'berserk', 'poison', 'hatred', 'fear'] as const
export type BadStatus = (typeof BAD_STATUSES)[number]

/** A player character or one the GM plays. */
export type CharacterKind = 'pc' | 'npc'

/**
 * What the GM may show the players of an NPC (DX-5.1: the GM decides what the players know): its name, its
 * HP with its armour and encroachment, its effects with its weapons and what lasts on it.
 */
export const REVEAL_PARTS = ['name', 'hp', 'effects'] as const
export type RevealPart = (typeof REVEAL_PARTS)[number]
/** `lost`: above 100% after the backtrack, the character became a Jyarm (DX-4.5). */
export type CharacterStatus = 'active' | 'dead' | 'lost'

/**
 * An NPC group (DX-5.4): several characters made from one sheet at once, each with its own HP, statuses,
 * initiative slot and main process.
 */
export interface CharacterGroup {
  id: string
  /** The sheet's name, which each member's name extends with its letter ("Trooper" → "Trooper A"). */
  name: string
}

/** A character on the tracker: its sheet and where it stands now (HP, encroachment). */
export interface DxCharacter {
  id: string
  name: string
  kind: CharacterKind
  player: string
  status: CharacterStatus
  /** The NPC group this character belongs to (several from one sheet); absent for a lone character. */
  group?: CharacterGroup
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
  weapons: Weapon[]
  armour: Armour | null
  /** HP reached 0 in a cleanup (DX-6.13): cannot act until healed or revived. */
  incapacitated: boolean
  /** Hidden; taking damage ends it (DX-6.9). */
  hidden: boolean
  badStatuses: BadStatus[]
  /** 邪毒's rank when the GM gave one (`rules/bad-statuses.ts`); absent: rank 1. */
  poisonRank?: number
  /** Action value override; absent: [Sense]×2 + [Mind] + armour (DX-5.4). */
  initiative?: number
  /** Scene-long effects already paid in this scene (DX-4.2): their modifiers stay, their cost is not paid again. */
  sceneEffects: string[]
  /** The character's vehicles (DX-6.1); absent when none, so sheets from before vehicles stay as they were. */
  vehicles?: Vehicle[]
  /** The id of the vehicle the character is aboard (搭乗状態, DX-6.1); absent when on foot. */
  boarded?: string
  /** Effects lasting on this character (`LastingEffect`); absent when none, so older saves replay the same. */
  lasting?: LastingEffect[]
  /**
   * What the GM shows the players of this NPC (DX-5.1), in `REVEAL_PARTS` order; absent: nothing. Decision:
   * an NPC starts hidden, and NPCs of saves made before the player window kept secrets stay hidden — the
   * players' view is display only, so their replays keep their states and log lines. A PC is always shown.
   */
  revealed?: RevealPart[]
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
  /** The GM's change to the critical value after the effects' (DX-5.1: beyond DX-2.7; never below 2, DX-2.6). */
  gmCritical?: number
  /** Why the GM modifies the check (DX-5.1), for the log. */
  gmReason?: string
  /** Other score modifiers (powers, items). */
  modifier?: number
  difficulty?: number
}

/** A side of an opposed check: a character's sheet check or a bare pool. */
export type OpposedSide =
  | ({ kind: 'sheet' } & SheetCheck)
  | {
      kind: 'pool'
      label: string
      dice: number
      modifier: number
      critical: number
      /** GM modifiers (DX-1.5): dice and achievement. */
      gmDice?: number
      gmScore?: number
    }

/** A character as the add/edit form sends it: Loises and effects keep their id when they have one. */
export type CharacterInput = Omit<
  DxCharacter,
  | 'id'
  | 'group'
  | 'loises'
  | 'effects'
  | 'weapons'
  | 'armour'
  | 'incapacitated'
  | 'hidden'
  | 'badStatuses'
  | 'poisonRank'
  | 'sceneEffects'
  | 'vehicles'
  | 'boarded'
  | 'lasting'
  | 'revealed'
> & {
  loises: (Omit<Lois, 'id'> & { id?: string })[]
  effects: (Omit<Effect, 'id'> & { id?: string })[]
  /** Optional so that saves from before combat (their logs hold characters without these) still replay. */
  weapons?: (Omit<Weapon, 'id'> & { id?: string })[]
  armour?: Armour | null
  incapacitated?: boolean
  hidden?: boolean
  badStatuses?: BadStatus[]
  sceneEffects?: string[]
  vehicles?: (Omit<Vehicle, 'id'> & { id?: string })[]
}
