/**
 * Chesswarrior (Battle of Legendary): state, actions (commands) and domain events as plain JSON tagged
 * unions; the card types live in `cards.ts`. Rule IDs (CW-…) refer to /rules/chesswarrior.md.
 */
import type { DecideContext } from '../../core/decision'
import type { GameEvent } from '../../core/game-module'

import type { HeroCard } from './cards'

export * from './cards'

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
 * - `directLineHits` (CW-8.5): 'card' = a direct line affects the heroes its card names (`affects`), as an
 *   area does (book 5.3/5.4, the default); 'every-hero' = every hero on the line, allies included, whatever
 *   the card says (how tables saved before this option played; a missing value reads as it, so they replay).
 */
export interface TableRules {
  partSightPenalty: number
  obstacleRepeat: 'reroll' | 'remove'
  destroyedDelay: number
  directLineHits: DirectLineHits
}

/** CW-8.5 the two readings of whom a direct line affects (see `TableRules`). */
export const DIRECT_LINE_HITS = ['card', 'every-hero'] as const
export type DirectLineHits = (typeof DIRECT_LINE_HITS)[number]

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

/** A public log line (the `GameEvent`s `apply` returns) with the optional facts a view animates from. */
export interface CwEvent extends GameEvent {
  hero?: string
  target?: string
  amount?: number
  from?: Square
  to?: Square
  hitRate?: number
}

/**
 * What happened, as `decide` establishes it and `evolve` folds it: outcomes (dice faces, squares, amounts),
 * never intentions. `log` is the public line the fact produces, if any, written where the rule is decided.
 */
export type CwDomainEvent = CwFact & { log?: CwEvent }

/** The domain events without their log lines. */
export type CwFact =
  | { type: 'chesswarrior/heroPicked'; side: Side; list: 'picks' | 'selected'; card: string }
  | { type: 'chesswarrior/heroUnpicked'; side: Side; list: 'picks' | 'selected'; card: string }
  | { type: 'chesswarrior/teamShown'; side: Side; cards: string[] }
  /** CW-3.4 a side has chosen behind the hand-over screen; its choice stays hidden until both have chosen. */
  | { type: 'chesswarrior/teamChosen'; side: Side }
  /** CW-3.2 / CW-3.4 the first side's ban, shown once both sides have banned. */
  | { type: 'chesswarrior/banShown'; from: Side; card: string }
  | { type: 'chesswarrior/heroBanned'; from: Side; card: string }
  | { type: 'chesswarrior/heroesFielded'; heroes: HeroPiece[] }
  | { type: 'chesswarrior/setupTurn'; stage: Stage; actor: Side }
  | { type: 'chesswarrior/obstaclesRolled'; count: number }
  | { type: 'chesswarrior/obstaclePlaced'; square: Square; faces: number[] }
  | { type: 'chesswarrior/obstacleRemoved'; faces: number[] }
  | { type: 'chesswarrior/placementRolled'; p1: number; p2: number }
  | { type: 'chesswarrior/placementOrderChosen'; first: Side }
  | { type: 'chesswarrior/heroPlaced'; hero: string; to: Square }
  | { type: 'chesswarrior/battleStarted' }
  | { type: 'chesswarrior/turnStarted'; turn: number }
  | { type: 'chesswarrior/manaRefreshed'; mana: Record<string, number> }
  | { type: 'chesswarrior/passiveTriggered'; hero: string; ability: string }
  | { type: 'chesswarrior/diceRolled'; hero: string; ability: string; faces: number[]; successes: number }
  | { type: 'chesswarrior/scored'; record: ScoringRecord }
  | { type: 'chesswarrior/gameEnded'; winner: Side | null; reason: string }
  | { type: 'chesswarrior/rolledOff'; heroes: string[]; faces: number[] }
  | { type: 'chesswarrior/rolloffOrdered'; rolloff: Rolloff }
  | { type: 'chesswarrior/choiceOffered'; side: Side; sp: number }
  | { type: 'chesswarrior/heroActivated'; hero: string; rolloffNext: number | null }
  | { type: 'chesswarrior/activationClosed' }
  | { type: 'chesswarrior/movementDeclared'; hero: string; ability: string }
  | { type: 'chesswarrior/actionDeclared'; declared: Declared; facing: Facing }
  | { type: 'chesswarrior/costPaid'; hero: string; turns: number; mana: number }
  | { type: 'chesswarrior/windowOpened'; window: Window }
  | { type: 'chesswarrior/windowClosed' }
  | { type: 'chesswarrior/passed' }
  | {
      type: 'chesswarrior/responded'
      hero: string
      ability: string
      turns: number
      mana: number
      faces: number[]
      successes: number
    }
  | { type: 'chesswarrior/blockAdded'; hero: string; amount: number }
  | { type: 'chesswarrior/actionCancelled'; timing: Window['timing'] }
  | { type: 'chesswarrior/movementGranted'; hero: string; counters: number }
  | { type: 'chesswarrior/stepped'; hero: string; from: Square; to: Square }
  | { type: 'chesswarrior/activationEnded'; hero: string; facing: Facing; advanceBy: number }
  | { type: 'chesswarrior/damageBlocked'; hero: string; amount: number; of: number }
  | { type: 'chesswarrior/damageDealt'; hero: string; amount: number; kind: string; credit: Side | null }
  | {
      type: 'chesswarrior/heroDestroyed'
      hero: string
      home: Square | null
      mainBase: number
      /** The side the destruction counts for in the statistics: the enemy that dealt it, else nobody. */
      credit: Side | null
    }
  | { type: 'chesswarrior/knockedBack'; hero: string; from: Square; to: Square; squares: number }
  | { type: 'chesswarrior/healed'; hero: string; amount: number }
  | { type: 'chesswarrior/manaGained'; hero: string; amount: number }
  | { type: 'chesswarrior/delayed'; hero: string; turns: number }
  | { type: 'chesswarrior/hastened'; hero: string; mainBase: number }
  | { type: 'chesswarrior/swapped'; hero: string; target: string; from: Square; to: Square }
  | { type: 'chesswarrior/swapFailed'; hero: string; target: string }

/** The closed set of domain event types. */
export type CwDomainEventType = CwFact['type']

/**
 * Chesswarrior's decision context (`core/decision.ts`): the running state of one command, its dice, and
 * `emit`, which records a domain event and folds it at once. Every rule function takes it first.
 */
export type Ctx = DecideContext<CwState, CwDomainEvent>
