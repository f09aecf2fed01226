/**
 * Chesswarrior (Battle of Legendary): state, actions and card data as plain JSON tagged unions.
 * Rule IDs (CW-…) refer to /rules/chesswarrior.md.
 */

/** The two players: `p1` starts on row 0 (south), `p2` on row 9 (north). */
export const SIDES = ['p1', 'p2'] as const
export type Side = (typeof SIDES)[number]

/** CW-6.2 Facing: one of four directions. North is towards row 9. */
export const FACINGS = ['N', 'E', 'S', 'W'] as const
export type Facing = (typeof FACINGS)[number]

/** A square: file x 0..7 (a..h), row y 0..9 (0 and 9 are the Start Zones, 1..8 the Battle Zone). */
export interface Square {
  x: number
  y: number
}

/** CW-2.1 Hero Types. */
export const HERO_TYPES = [
  'Tanker',
  'Speeder',
  'Damage Dealer',
  'Runner',
  'Supporter',
  'Tricker',
  'Disabler',
  'Ranger',
] as const
export type HeroType = (typeof HERO_TYPES)[number]

export type DamageKind = 'physical' | 'magic'

/** CW-2.6: `count` d10, each succeeding when face + hitRate ≥ 10. */
export interface DicePool {
  count: number
  hitRate: number
}

/**
 * What an ability does to each hero it affects, given the number of successes. Fixed amounts (a number)
 * apply only when at least one die succeeded (CW-2.6); `'successes'` scales with them.
 */
export type Effect =
  | { type: 'damage'; kind: DamageKind; amount: number | 'successes' }
  | { type: 'knockback'; squares: number }
  | { type: 'heal'; amount: number | 'successes' }
  | { type: 'mana'; amount: number }
  | { type: 'delay'; turns: number }
  | { type: 'haste'; turns: number }
  | { type: 'swap' }

/** Which heroes an ability may pick or affect, seen from its user. */
export type Affects = 'enemies' | 'allies' | 'any' | 'self'

/** Active abilities are used in the hero's own activation (CW-4.3). */
export type ActivePhase = 'movement' | 'attack' | 'support' | 'attack-support'

/** CW-2.4 cost: turns (Main Base advance) and mana. */
export interface Cost {
  turns: number
  mana: number
}

export interface MoveAbility {
  kind: 'move'
  id: string
  name: string
  cost: Cost
  /** CW-6.1 number of movement counters (orthogonal steps). */
  range: number
  text?: string
}

/** CW-8: how an attack/support picks what it affects. */
export type Shape =
  | { kind: 'target' } // one chosen hero (CW-8.6 Target)
  | { kind: 'aoe' } // every hero within range (CW-8.4)
  | { kind: 'dl' } // every hero on a straight line (CW-8.5); range 0 = to the board edge
  | { kind: 'self' }

export interface ActionAbility {
  kind: 'action'
  id: string
  name: string
  phase: Exclude<ActivePhase, 'movement'>
  cost: Cost
  dice: DicePool
  /** CW-6.4 range in orthogonal steps (for DL, 0 means to the edge of the board). */
  range: number
  shape: Shape
  affects: Affects
  /** CW-8.3: only targets in the user's front or side arcs. */
  fot: boolean
  effects: Effect[]
  text?: string
}

/**
 * CW-7 inactive abilities. `trigger`: 'targeted' = the responder is the chosen target (CW-8.6);
 * 'enemy-acts' = the acting enemy is within `range` of the responder. `against`: which declarations open it.
 * `effect`: 'block' reduces the damage it takes this combat by the successes; 'cancel' stops the action if
 * any die succeeds; 'counter' deals damage of `kind` equal to the successes to the acting hero.
 */
export interface InactiveAbility {
  kind: 'inactive'
  id: string
  name: string
  timing: 'instant' | 'interrupt'
  cost: Cost
  dice: DicePool
  range: number
  fot: boolean
  trigger: 'targeted' | 'enemy-acts'
  against: 'move' | 'action' | 'any'
  effect: 'block' | 'cancel' | 'counter'
  damageKind?: DamageKind
  text?: string
}

/** CW-7.3 passives. Start/end-turn passives fire on turns divisible by `every` (CW-1.6). */
export type PassiveTrigger =
  | { when: 'start-turn'; every: number }
  | { when: 'end-turn'; every: number }
  /** Feedback (CW-8.6): after this hero takes damage from an enemy's action within `range`. */
  | { when: 'feedback'; range: number }

export interface PassiveAbility {
  kind: 'passive'
  id: string
  name: string
  trigger: PassiveTrigger
  /** The heroes affected: 'self', or within `range` (AOE, CW-8.4); feedback passives affect the attacker. */
  affects: Affects
  range: number
  dice: DicePool
  effects: Effect[]
  text?: string
}

export type Ability = MoveAbility | ActionAbility | InactiveAbility | PassiveAbility

/** CW-2 a hero card. */
export interface HeroCard {
  id: string
  name: string
  title: string
  typeLine: string
  heroTypes: HeroType[]
  lp: number
  mp: number
  sp: number
  /** 'seed' = from the original rule book; 'product' = the product's own design (CW-2.5). */
  origin: 'seed' | 'product'
  abilities: Ability[]
}

export type Mode = 'standard' | 'expert'

export interface CwOptions {
  /** CW-3.1 / CW-3.2. */
  mode?: Mode
  /** CW-5.3 points to win (5). */
  victoryPoints?: number
  /** Optional table rule (not in the rule book): after this Main Turn, the side ahead wins; null = never. */
  turnLimit?: number | null
  /** CW-2.5: the hero set (defaults to the built-in roster). */
  heroes?: HeroCard[]
  /** Display names of the two players. */
  names?: { p1: string; p2: string }
  /** The digest's Decisions a table might play otherwise (each documented in the rules reference). */
  rules?: Partial<TableRules>
}

/**
 * Named options for the digest's Decisions. Defaults are the digest's rule.
 * - `partSightPenalty` (CW-8.2): hit-rate penalty per blocked line (2; the rule book's "20 %–40 %").
 * - `obstacleRepeat` (CW-3.5): a repeated obstacle square is rolled again ('reroll') or the obstacle goes to
 *   the Remove Zone ('remove').
 * - `destroyedDelay` (CW-6.5): a destroyed hero's Main Base becomes Main Turn + this.
 */
export interface TableRules {
  partSightPenalty: number
  obstacleRepeat: 'reroll' | 'remove'
  destroyedDelay: number
}

export interface ResolvedOptions {
  mode: Mode
  victoryPoints: number
  turnLimit: number | null
  names: { p1: string; p2: string }
  rules: TableRules
}

/** A hero on the table (one per fielded card). */
export interface HeroPiece {
  /** `${side}:${cardId}`. */
  id: string
  side: Side
  card: string
  /** null before placement (CW-3.6). */
  pos: Square | null
  facing: Facing
  damage: number
  mana: number
  /** CW-1.6 the Main Turn at which it is next Active. */
  mainBase: number
  /** CW-7.1 the Main Turn in which it last used an Instant/Interrupt (0 = never). */
  inactiveUsed: number
  destroyed: number
}

export type Stage =
  | 'draft' // CW-3.1/3.2 building teams (Standard) or barracks (Expert)
  | 'ban' // CW-3.2 each side bans one of the opponent's barracks
  | 'select' // CW-3.2 each side fields 5 of its remaining barracks
  | 'field' // CW-3.5 building the field
  | 'placement-roll' // CW-3.6 roll for placement order
  | 'placement-order' // CW-3.6 the winner picks first or second
  | 'place' // CW-3.6 placing heroes 1-2-2-2-2-1
  | 'play' // CW-4 the turn
  | 'over'

/** The hero whose activation is under way (CW-4.3). */
export interface Activation {
  hero: string
  used: { movement: boolean; attack: boolean; support: boolean }
  /** CW-4.4 turns paid so far. */
  turnCost: number
  /** CW-6.1 movement counters left. */
  moveLeft: number
}

/** An action the active hero declared; it waits while the inactive side may respond (CW-7.2). */
export type Declared =
  | { kind: 'move'; hero: string; ability: string }
  | {
      kind: 'action'
      hero: string
      ability: string
      phase: 'attack' | 'support'
      /** For 'target': the chosen hero. */
      target: string | null
      /** For 'dl': the line's direction. */
      direction: Facing | null
      /** Affected heroes with the hit rate for each after LOS (CW-8.2). */
      affected: { hero: string; hitRate: number }[]
    }

export interface Window {
  timing: 'instant' | 'interrupt'
  declared: Declared
  /** CW-7 block successes per hero for this combat. */
  blocks: Record<string, number>
}

/** The roll-off that orders a cross-side Sp tie (CW-4.3): the sides' slots, first first. */
export interface Rolloff {
  turn: number
  sp: number
  order: Side[]
  next: number
}

export interface ScoringRecord {
  turn: number
  zones: { p1: number; p2: number }
  points: { p1: number; p2: number }
}

export interface CwState {
  options: ResolvedOptions
  cards: Record<string, HeroCard>
  cardOrder: string[]
  stage: Stage
  /** Who acts in the set-up stages. */
  actor: Side
  /** Standard: the team; Expert: the barracks (8). */
  picks: { p1: string[]; p2: string[] }
  /** Expert: the card banned from each side's barracks (CW-3.2). */
  bans: { p1: string | null; p2: string | null }
  /** Expert: the 5 fielded from the barracks. */
  selected: { p1: string[]; p2: string[] }
  obstacles: Square[]
  placementRolls: { p1: number; p2: number }[]
  first: Side | null
  placed: number
  heroes: Record<string, HeroPiece>
  heroOrder: string[]
  mainTurn: number
  score: { p1: number; p2: number }
  activation: Activation | null
  /** A side choosing which of its tied ready heroes activates next (CW-4.3). */
  choosing: Side | null
  rolloff: Rolloff | null
  pending: Window | null
  scorings: ScoringRecord[]
  winner: Side | null
  endReason: string | null
  stats: { destroyed: { p1: number; p2: number }; damage: { p1: number; p2: number } }
}

export type CwAction =
  | { type: 'chesswarrior/pick'; card: string }
  | { type: 'chesswarrior/unpick'; card: string }
  | { type: 'chesswarrior/confirmTeam' }
  | { type: 'chesswarrior/ban'; card: string }
  | { type: 'chesswarrior/buildField' }
  | { type: 'chesswarrior/rollPlacement' }
  | { type: 'chesswarrior/chooseOrder'; first: Side }
  | { type: 'chesswarrior/place'; hero: string; square: Square }
  | { type: 'chesswarrior/activate'; hero: string }
  | { type: 'chesswarrior/move'; ability: string }
  | { type: 'chesswarrior/step'; to: Square }
  | {
      type: 'chesswarrior/use'
      ability: string
      target?: string
      direction?: Facing
      facing?: Facing
      /** For an Attack & Support ability: which phase it spends (default: Attack if free). */
      phase?: 'attack' | 'support'
    }
  | { type: 'chesswarrior/respond'; hero: string; ability: string }
  | { type: 'chesswarrior/pass' }
  | { type: 'chesswarrior/endActivation'; facing: Facing }

export type CwActionType = CwAction['type']
