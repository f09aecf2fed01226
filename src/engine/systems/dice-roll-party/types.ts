/**
 * Dice Roll Party — Duel: state, options, actions (commands) and domain events. Everything is plain JSON
 * data (ENGINE-API.md). Rule IDs (DRP-…) refer to the rules digest.
 */
import type { DecideContext } from '../../core/decision'
import type { GameEvent } from '../../core/game-module'

/** The three token colours (DRP-1.1): red = Potential, blue = Time, green = Form. */
export const COLOURS = ['red', 'blue', 'green'] as const
export type Colour = (typeof COLOURS)[number]

/**
 * The four groups of a character mat, left to right (DRP-2.3): time (blue), attack potential (red),
 * defence potential (red), form (green).
 */
export const POSITIONS = ['time', 'attack', 'defence', 'form'] as const
export type Position = (typeof POSITIONS)[number]

/** Token counts by colour: the bag and each player's store. */
export interface Tokens {
  red: number
  blue: number
  green: number
}

/** One character slot (DRP-2.2). `gone` once it has lost every token after the build (DRP-2.4). */
export interface Character {
  time: number
  attack: number
  defence: number
  form: number
  gone: boolean
}

export interface PlayerState {
  name: string
  store: Tokens
  characters: Character[]
  /** Cyclic turn passing (DRP-4.2): the slot this player's next turn starts looking from. */
  nextSlot: number
  /** Turns this player has completed. */
  turns: number
}

export const FIRST_TURN_MODES = ['roll-off', 'auction'] as const
/** DRP-3: simple (agree or roll off; no attack boosts on the first turn) or the time auction. */
export type FirstTurnMode = (typeof FIRST_TURN_MODES)[number]

export const TURN_MODES = ['simple', 'cyclic', 'initiative'] as const
/** DRP-4: which character may act. */
export type TurnMode = (typeof TURN_MODES)[number]

/** Set-up options. Every field is optional in `setup`; the defaults are `DEFAULT_OPTIONS`. */
export interface Options {
  /** DRP-1.1: the bag's contents (default 40 of each colour). */
  bag: Tokens
  /** DRP-1.3: the product plays 2; the engine accepts 2–4. */
  players: number
  names: string[]
  firstTurn: FirstTurnMode
  turnMode: TurnMode
  /** DRP-9: aspects and their damage advantage. */
  aspects: boolean
  /** DRP-9.3: boosts tied to aspects (needs `aspects`). */
  aspectBoosts: boolean
  /**
   * DRP-8.2 defence insurance: 'instead' = the defence potential is used instead of the die (the source's
   * words, the default); 'floor' = a die result below the potential counts as the potential (the attack
   * insurance's reading, DRP-7.2, which tables played before this option existed).
   */
  defenceInsurance: DefenceInsurance
}

/** DRP-8.2 the two readings of defence insurance, a table option. */
export const DEFENCE_INSURANCE = ['instead', 'floor'] as const
export type DefenceInsurance = (typeof DEFENCE_INSURANCE)[number]

/** A token spot on a character: which slot and which group. */
export interface Spot {
  slot: number
  position: Position
}

/** A character of any player. */
export interface CharacterRef {
  player: number
  slot: number
}

/** Attack boosts (DRP-7.2), 1 time token each; `raiseDamage` is a count of time tokens. */
export interface AttackBoosts {
  raiseClass: boolean
  raiseDamage: number
  insurance: boolean
  superiority: boolean
}

/** Defence boosts (DRP-8.2), 1 time token each. Absorption is free and applies by itself when allowed. */
export interface DefenceBoosts {
  raiseClass: boolean
  insurance: boolean
  superiority: boolean
  counterattack: boolean
}

/** One side's roll: the die, every face rolled, the kept face and the final result. */
export interface SideRoll {
  /** Class after boosts (0–6); 0 rolls no die. */
  classLevel: number
  /** Sides of the die rolled, or 0 when no die is rolled (the result counts as 1, DRP-5.1). */
  sides: number
  faces: number[]
  /** The face kept (the best with superiority); 1 when no die is rolled. */
  kept: number
  /** Potential used by insurance (DRP-7.2/DRP-8.2). */
  potential: number
  insured: boolean
  /** Final value after insurance. */
  result: number
}

/** The attack as rolled, waiting for the defence (DRP-7.3). */
export interface PendingAttack {
  attacker: CharacterRef
  target: CharacterRef
  boosts: AttackBoosts
  roll: SideRoll
  /** DRP-9.2: the attacker has the aspect advantage over the target (+1 damage). */
  advantage: boolean
  /** Attack potential at the moment of the roll: the base damage (DRP-8.3). */
  attackPotential: number
}

/** What the last exchange did, for the table view and the log. */
export interface CombatRecord {
  attack: PendingAttack
  defenceBoosts: DefenceBoosts
  defence: SideRoll
  hit: boolean
  /** DRP-8.2: absorption triggered (and was allowed), blocking `absorbed` damage. */
  absorbed: number
  absorptionTrigger: 'attacker-minimum' | 'defender-maximum' | null
  /** Damage dealt to the target (after absorption, never below 0). */
  damage: number
  /** Counterattack damage dealt to the attacker (DRP-8.2). */
  counterDamage: number
}

/** Where the game stands: who must act and on what. */
export type Stage =
  | { kind: 'build'; player: number }
  | { kind: 'first-turn' }
  | { kind: 'auction'; bidder: number; high: { player: number; bid: number } | null; out: number[] }
  | { kind: 'auction-payment'; player: number; left: number }
  | { kind: 'resources'; player: number; limit: number; used: number; reshuffleLeft: number }
  | { kind: 'attack'; player: number }
  | { kind: 'defence'; player: number; attack: PendingAttack }
  | { kind: 'damage'; player: number; payer: CharacterRef; left: number; source: 'attack' | 'counterattack' }
  | { kind: 'over'; winner: number | null; reason: string }

export interface State {
  options: Options
  bag: Tokens
  players: PlayerState[]
  stage: Stage
  /** The player who took the first turn, once known. */
  firstPlayer: number | null
  /** DRP-3.1: this player may not use attack boosts until its first turn ends. */
  noBoostPlayer: number | null
  /** Whose turn it is (phases 1–3), once play has started. */
  turnOwner: number | null
  /** Turns completed in the whole game. */
  turn: number
  /** Consecutive turns that ended without an attack (the stalemate rule, DRP-8.5). */
  quietTurns: number
  lastCombat: CombatRecord | null
  /** The tokens the game started with: bag + stores + characters always add up to this. */
  total: Tokens
}

export type Action =
  | { type: 'dice-roll-party/place'; slot: number; position: Position }
  | { type: 'dice-roll-party/unplace'; slot: number; position: Position }
  | { type: 'dice-roll-party/finishBuild' }
  | { type: 'dice-roll-party/chooseFirst'; player: number }
  | { type: 'dice-roll-party/rollOff' }
  | { type: 'dice-roll-party/bid'; amount: number }
  | { type: 'dice-roll-party/passBid' }
  | { type: 'dice-roll-party/payBid'; slot: number }
  | { type: 'dice-roll-party/shift'; slot: number; from: 'attack' | 'defence' }
  | { type: 'dice-roll-party/transfer'; from: Spot; to: Spot }
  | { type: 'dice-roll-party/add'; slot: number; position: Position }
  | { type: 'dice-roll-party/swapStore'; give: Spot; take: Position }
  | { type: 'dice-roll-party/swap'; a: Spot; b: Spot }
  | { type: 'dice-roll-party/discard'; from: Spot }
  | { type: 'dice-roll-party/discardStore'; colour: Colour }
  | { type: 'dice-roll-party/endResources' }
  | { type: 'dice-roll-party/attack'; attacker: number; target: CharacterRef; boosts: AttackBoosts }
  | { type: 'dice-roll-party/passTurn' }
  | { type: 'dice-roll-party/defend'; boosts: DefenceBoosts }
  | { type: 'dice-roll-party/payDamage'; with: 'order' | 'time' }

export type ActionType = Action['type']

/**
 * Domain events (internal): the facts a command establishes, in the order the table sees them. `decide`
 * draws the dice and records their outcomes here; `evolve` folds each fact into the state. `log` is the
 * public log line (`GameEvent`) the fact writes, composed where the fact is established; facts without one
 * only move the game along.
 */
export type DrpEvent =
  | { type: 'dice-roll-party/tokenPlaced'; player: number; slot: number; position: Position; log: GameEvent }
  | {
      type: 'dice-roll-party/tokenUnplaced'
      player: number
      slot: number
      position: Position
      log: GameEvent
    }
  | { type: 'dice-roll-party/buildFinished'; player: number; log: GameEvent }
  | { type: 'dice-roll-party/auctionOpened'; log: GameEvent }
  | { type: 'dice-roll-party/firstAgreed'; player: number; log: GameEvent }
  | { type: 'dice-roll-party/rollOffRolled'; contenders: number[]; faces: number[]; log: GameEvent }
  | { type: 'dice-roll-party/rollOffWon'; player: number; log: GameEvent }
  | { type: 'dice-roll-party/bidMade'; player: number; amount: number; log: GameEvent }
  | { type: 'dice-roll-party/bidPassed'; player: number; log: GameEvent }
  | { type: 'dice-roll-party/biddingMovedOn'; bidder: number }
  | { type: 'dice-roll-party/auctionWon'; player: number; bid: number; log: GameEvent }
  | { type: 'dice-roll-party/bidPaid'; player: number; slot: number; log: GameEvent }
  | { type: 'dice-roll-party/playStarted'; first: number; noBoost: boolean }
  | {
      type: 'dice-roll-party/turnStarted'
      player: number
      limit: number
      reshuffleLeft: number
      log: GameEvent
    }
  | { type: 'dice-roll-party/timeRanOut'; player: number; log: GameEvent }
  | { type: 'dice-roll-party/operationCounted'; free: boolean }
  | {
      type: 'dice-roll-party/tokenShifted'
      player: number
      slot: number
      from: 'attack' | 'defence'
      to: 'attack' | 'defence'
      log: GameEvent
    }
  | { type: 'dice-roll-party/tokenTransferred'; player: number; from: Spot; to: Spot; log: GameEvent }
  | { type: 'dice-roll-party/tokenAdded'; player: number; slot: number; position: Position; log: GameEvent }
  | { type: 'dice-roll-party/storeSwapped'; player: number; give: Spot; take: Position; log: GameEvent }
  | { type: 'dice-roll-party/tokensSwapped'; player: number; a: Spot; b: Spot; log: GameEvent }
  | { type: 'dice-roll-party/tokenDiscarded'; player: number; from: Spot; log: GameEvent }
  | { type: 'dice-roll-party/storeTokenDiscarded'; player: number; colour: Colour; log: GameEvent }
  | { type: 'dice-roll-party/tokenDrawn'; player: number; colour: Colour; log: GameEvent }
  | { type: 'dice-roll-party/phase2Started'; player: number; log: GameEvent }
  | {
      type: 'dice-roll-party/attackDeclared'
      attacker: CharacterRef
      target: CharacterRef
      boosts: AttackBoosts
      /** DRP-4.2: the attacker's new cyclic pointer, or null when the mode keeps none. */
      nextSlot: number | null
      log: GameEvent
    }
  | { type: 'dice-roll-party/timeReturned'; character: CharacterRef; cost: number; log: GameEvent }
  | { type: 'dice-roll-party/attackRolled'; roll: SideRoll; log: GameEvent }
  | { type: 'dice-roll-party/advantageFound'; log: GameEvent }
  | { type: 'dice-roll-party/defenceAwaited'; attack: PendingAttack }
  | { type: 'dice-roll-party/defenceRolled'; roll: SideRoll; log: GameEvent }
  | { type: 'dice-roll-party/exchangeResolved'; record: CombatRecord }
  | { type: 'dice-roll-party/attackHit'; damage: number; log: GameEvent }
  | { type: 'dice-roll-party/damageAbsorbed'; absorbed: number; log: GameEvent }
  | { type: 'dice-roll-party/attackHeld'; log: GameEvent }
  | { type: 'dice-roll-party/counterattacked'; damage: number; log: GameEvent }
  | {
      type: 'dice-roll-party/damageDue'
      player: number
      payer: CharacterRef
      left: number
      source: 'attack' | 'counterattack'
    }
  | {
      type: 'dice-roll-party/damagePaid'
      payer: CharacterRef
      /** The group that lost a token; null when the payer held nothing (the point still counts). */
      position: Position | null
      withTime: boolean
      log?: GameEvent
    }
  | { type: 'dice-roll-party/characterGone'; character: CharacterRef; log: GameEvent }
  | { type: 'dice-roll-party/turnSkipped'; player: number; nextSlot: number | null; log: GameEvent }
  | { type: 'dice-roll-party/turnEnded'; player: number; attacked: boolean }
  | { type: 'dice-roll-party/gameEnded'; winner: number | null; reason: string; log: GameEvent }

export type DrpEventType = DrpEvent['type']

/**
 * Dice Roll Party's decision context (`core/decision.ts`): the running state of one command, its dice, and
 * `emit`, which records a domain event and folds it at once. Every rule step takes it first.
 */
export type Ctx = DecideContext<State, DrpEvent>
