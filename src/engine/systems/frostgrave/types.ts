/**
 * Frostgrave state, commands (actions) and domain events: plain JSON data, built from the table's pieces
 * (`pieces.ts`, re-exported here) and the spells' own types. Positions and lengths are integer hundredths
 * of an inch (`Hin`).
 */
import type { DecideContext } from '../../core/decision'
import type { Hin } from './geometry'
import type {
  ActionKind,
  FgEvent,
  Model,
  PlayerEdge,
  PlayerIndex,
  RangedWeapon,
  TableEdge,
  TableSize,
  TerrainDraft,
  TerrainPiece,
  Treasure,
  Waypoint,
} from './pieces'
import type { OpposedPenalty, WarbandDoc } from './warband'
import type { MagicState, SpellAction, SpellDomainEvent } from './rules/spells/types'
import type { BeforeGameEvent, BeforeGameState, CastBeforeGameAction } from './rules/spells/before-game-types'

export * from './pieces'

/** Why the game ends (FG-11.1, FG-11.2, FG-2.4), and who collects the treasure left (FG-11.1). */
export type EndReason =
  | { code: 'lost' }
  | { code: 'collected'; collector: PlayerIndex }
  | { code: 'lastTreasure' }
  | { code: 'turnLimit'; turns: number }

/**
 * Set-up and play stages, in order (FG-2, FG-3). 'creatures' (FG-2.4) comes only when the new-game screen
 * chose creatures: the table places them after the treasure.
 */
export const STAGES = [
  'terrain',
  'treasure',
  'creatures',
  'rollOff',
  'chooseEdge',
  'deploy',
  'play',
  'over',
] as const
export type Stage = (typeof STAGES)[number]

/** FG-3.1: the four phases of a turn, in order, after the Fast Act phase (FG-8.2; empty without Fast Act). */
export const PHASES = ['fast', 'wizard', 'apprentice', 'soldier', 'creature'] as const
export type Phase = (typeof PHASES)[number]

/** What one model has done in the current activation (FG-3.2, FG-4.1). */
export interface ModelActivation {
  id: string
  actionsUsed: number
  /** Actions allowed this activation (2; fewer for a wounded model, FG-7.2, or under some spells, FG-8.2). */
  maxActions: number
  /** Move actions taken (the first is a full move, later ones half, FG-4.1). */
  moves: number
  /** True when the first action was not a Move: the second must be (FG-3.2). */
  mustMove: boolean
  /** FG-6.1: the model has shot in this activation (at most once). */
  shot?: boolean
  done: boolean
}

/** The activation in progress: one model, or a group led by a spellcaster (FG-3.4). */
export interface Activation {
  leader: string
  members: ModelActivation[]
  /** FG-3.4: group members still to make their first (Move) action before anyone takes a second. */
  groupMovePending: string[]
}

/** FG-4.7: an enemy may force combat at once by moving into contact (taken up by `forceCombat`). */
export interface PendingForcedCombat {
  rule: 'FG-4.7'
  /** The model that may force combat. */
  by: string
  /** The model that came within 1" of it. */
  target: string
}

/** FG-5.5: the winner of the fight just fought may push the loser back 1" (taken up by `pushBack`). */
export interface PendingPushBack {
  rule: 'FG-5.5'
  winner: string
  loser: string
}

export interface TurnState {
  number: number
  /** 'initiative': waiting for the FG-3.1 initiative roll; 'phases': playing the phases. */
  stage: 'initiative' | 'phases'
  /** The players' final initiative rolls of this turn (after rerolls of ties). */
  initiative: [number, number] | null
  /** Who goes first in every phase this turn. */
  first: PlayerIndex
  phase: Phase
  /** 0: the first player's part of the phase; 1: the second player's. */
  step: 0 | 1
  /** Models that have activated this turn (FG-3.1: at most once each). */
  activated: string[]
  activation: Activation | null
  /** FG-8.2 Fast Act: the models still to act in this turn's Fast Act phase, next first, with their player. */
  fast?: { model: string; player: PlayerIndex }[]
}

export interface FgOptions {
  tableSize: TableSize
  /** FG-1.1 decision: opposed-school penalty +8 (digest) or +6 (1st edition). */
  opposedPenalty: OpposedPenalty
  playerNames: [string, string]
  /** FG-2.4: a scenario may end the game after this many turns; null = play until FG-11 ends it. */
  turnLimit: number | null
  /** FG-5.8: critical hits (advanced option, on by default); absent in older saves = on. */
  criticalHits?: boolean
  /**
   * FG-4.3 movement rules: 3 (new games) — as 2, and a base that starts a walk overlapping a taller piece
   * climbs it only by coming closer; 2 — an enemy base blocks a mover only at its own height (FG-4.5's
   * decision); absent (older saves) — every enemy base blocks in plan. Each save replays as it was played.
   */
  movementRules?: 2 | 3
}

export interface FgState {
  schemaVersion: 1
  options: FgOptions
  stage: Stage
  /** Table side in hundredths of an inch. */
  size: Hin
  warbands: [WarbandDoc, WarbandDoc]
  terrain: TerrainPiece[]
  treasures: Treasure[]
  models: Model[]
  /** Counter for new terrain ids. */
  nextTerrainId: number
  /** FG-2.2: whose turn it is to place a treasure token. */
  treasurePlacer: PlayerIndex
  /** FG-2.3: the roll-off's final rolls and winner. */
  rollOff: { rolls: [number, number]; winner: PlayerIndex } | null
  /** FG-2.3: each player's table edge, once the roll-off winner chose. */
  edges: [PlayerEdge, PlayerEdge] | null
  /** FG-2.3: who is deploying now. */
  deploying: PlayerIndex
  turn: TurnState
  pendingForcedCombat: PendingForcedCombat[]
  /** FG-5.5: set after a decisive fight, cleared by the next action. Absent in older saves. */
  pendingPushBack?: PendingPushBack | null
  /** Set when the game ends (FG-11). */
  outcome: { winner: PlayerIndex | null; reason: string } | null
  /** FG-8: the cast awaiting its empower choice, casts this turn, spells in play. Absent until a spell is cast. */
  magic?: MagicState
  /** FG-8: the spells cast before the game and the treasure they still owe. Absent until one is cast. */
  beforeGame?: BeforeGameState
  /** FG-11: what each turn brought (models killed, treasure secured), for the result screen. Absent in older saves. */
  turnRecords?: TurnRecord[]
  /**
   * FG-10.2 with FG-5.5: the creature phase under way: the creatures that have acted this turn, and the one
   * whose fight was won by a warband model that may push it back (it takes its second action when the
   * phase runs on). Absent in older saves and outside the creature phase.
   */
  creatureRound?: CreatureRound | null
}

/** FG-10.2: the creature phase's progress (see `FgState.creatureRound`). */
export interface CreatureRound {
  turn: number
  acted: string[]
  /**
   * The creature that lost its fight and waits for the winner's push-back choice, with its opponent; `spent`
   * when the fight was its second action (pushed, it then stays where it lands).
   */
  waiting: { creature: string; opponent: string; spent?: boolean } | null
}

/** FG-11: one turn's summary: the models killed and the treasure secured during it. */
export interface TurnRecord {
  turn: number
  killed: string[]
  secured: string[]
}

export type FgAction =
  | { type: 'frostgrave/addTerrain'; piece: TerrainDraft }
  | { type: 'frostgrave/removeTerrain'; id: string }
  | { type: 'frostgrave/useTerrainPreset'; preset: string }
  | { type: 'frostgrave/finishTerrain' }
  /** FG-2.2; `fake`: the placer's Fool's Gold token (in the deploy stage: Reveal Secret's token). */
  | { type: 'frostgrave/placeTreasure'; x: Hin; y: Hin; fake?: boolean }
  /** FG-2.4: the table places the next creature the new-game screen chose. */
  | { type: 'frostgrave/placeCreature'; x: Hin; y: Hin }
  /** FG-2.4: the next creature has no legal spot left: it is left out of the game. */
  | { type: 'frostgrave/skipCreature' }
  | { type: 'frostgrave/rollOff' }
  | { type: 'frostgrave/chooseEdge'; edge: PlayerEdge }
  | { type: 'frostgrave/deploy'; model: string; x: Hin; y: Hin }
  | { type: 'frostgrave/rollInitiative' }
  | { type: 'frostgrave/activate'; model: string; group?: string[] }
  | {
      type: 'frostgrave/move'
      model: string
      /** Waypoints after the start (the model's position is the first point). */
      path: Waypoint[]
      /** Leaving a height: climb down (costs movement) or drop (falls, FG-4.11). Default climb. */
      descent?: 'climb' | 'drop'
      /** FG-4.9: after the path, leave the table by the edge the base touches. */
      exit?: boolean
    }
  | { type: 'frostgrave/pickUpTreasure'; model: string; treasure: string }
  | { type: 'frostgrave/dropTreasure'; model: string }
  | { type: 'frostgrave/endModel'; model: string }
  | { type: 'frostgrave/endActivation' }
  | { type: 'frostgrave/endPhase' }
  /** FG-6: shoot a bow or crossbow at `target` (a model in combat: FG-6.5 picks the one hit). */
  | { type: 'frostgrave/shoot'; model: string; target: string }
  /** FG-6.1: reload a crossbow (an action that may stand in for the Move). */
  | { type: 'frostgrave/reload'; model: string }
  /** FG-8: cast a spell, then empower its roll (rules/spells/). */
  | SpellAction
  /** FG-8: cast a known out-of-game spell before the game (rules/spells/before-game.ts). */
  | CastBeforeGameAction
  /** FG-5: an activated model fights an enemy in base contact. */
  | { type: 'frostgrave/fight'; model: string; target: string }
  /** FG-4.7: `model` moves into contact with `target`, which just came within 1" of it. */
  | { type: 'frostgrave/forceCombat'; model: string; target: string }
  /** FG-4.7: the side that may force combat lets the chance pass (it lapses on any other action too). */
  | { type: 'frostgrave/declineForcedCombat' }
  /** FG-5.5: the winner of the fight just fought pushes the loser back 1". */
  | { type: 'frostgrave/pushBack'; model: string }
  /** FG-5.5: the winner of the fight just fought stays in combat instead. */
  | { type: 'frostgrave/declinePushBack'; model: string }
  /** FG-10.2: the creatures act, one after another, then the creature phase ends. */
  | { type: 'frostgrave/runCreatures' }

export type FgActionType = FgAction['type']

/**
 * What a domain event may say in the public log: the exact line `apply` returns for it, written where the
 * rule establishes the fact (the words depend on the state at that moment). Facts with no line of their
 * own (an action spent, a carried token following its carrier) leave it out.
 */
interface Logged {
  log?: FgEvent
}

/**
 * Domain events: the facts `decide` establishes, folded into the state by `evolve`. Outcomes, not
 * intentions: dice faces, ids and positions are recorded, so `evolve` needs neither dice nor rules
 * lookups beyond pure consequences (closing a finished activation, skipping empty phase steps).
 */
export type FgDomainEvent = Logged &
  (
    | { type: 'frostgrave/terrainPlaced'; piece: TerrainPiece }
    | { type: 'frostgrave/terrainRemoved'; id: string }
    | { type: 'frostgrave/terrainLaidOut'; terrain: TerrainPiece[]; nextTerrainId: number }
    | { type: 'frostgrave/terrainFinished' }
    | { type: 'frostgrave/treasurePlaced'; treasure: Treasure }
    /** FG-2.4: a set-up creature stands on the table. */
    | { type: 'frostgrave/creaturePlaced'; model: string; x: Hin; y: Hin }
    | { type: 'frostgrave/creatureSkipped'; model: string }
    | { type: 'frostgrave/rolledOff'; rolls: [number, number]; faces: number[]; winner: PlayerIndex }
    | { type: 'frostgrave/edgeChosen'; edges: [PlayerEdge, PlayerEdge]; deploying: PlayerIndex }
    | { type: 'frostgrave/modelDeployed'; model: string; x: Hin; y: Hin; elevation: Hin }
    | { type: 'frostgrave/deployHandedOver'; deploying: PlayerIndex }
    | { type: 'frostgrave/playBegan' }
    | { type: 'frostgrave/initiativeRolled'; rolls: [number, number]; faces: number[]; first: PlayerIndex }
    | { type: 'frostgrave/modelActivated'; activation: Activation }
    | { type: 'frostgrave/forcedCombatLapsed' }
    /** FG-5: a modifier, the result or an unharmed hit, told in the log only. */
    | { type: 'frostgrave/fightNote' }
    /** FG-5.2–5.4, FG-5.8: the two d20 faces and what they made (damage follows as `modelDamaged`). */
    | {
        type: 'frostgrave/fightResolved'
        attacker: string
        defender: string
        faces: [number, number]
        totals: [number, number]
        outcome: 'attacker' | 'defender' | 'tie' | 'bothCritical'
        damage: [number, number]
      }
    | { type: 'frostgrave/pushBackOffered'; offer: PendingPushBack }
    | { type: 'frostgrave/pushBackLapsed' }
    | {
        type: 'frostgrave/modelMoved'
        model: string
        x: Hin
        y: Hin
        elevation: Hin
        clinging: string | null
      }
    | { type: 'frostgrave/modelClinging'; model: string }
    | { type: 'frostgrave/modelFell'; model: string; height: number; damage: number; health: number }
    | { type: 'frostgrave/modelKilled'; model: string }
    /** FG-7: damage from any source (`rules/wounds.ts` `dealDamage`); `health` is what is left. */
    | { type: 'frostgrave/modelDamaged'; model: string; damage: number; health: number }
    /** FG-7.2: the model just became wounded (told in the log; the state follows from its Health). */
    | { type: 'frostgrave/modelWounded'; model: string }
    | { type: 'frostgrave/modelHealed'; model: string; amount: number; health: number }
    | { type: 'frostgrave/modelLeftTable'; model: string; edge: TableEdge }
    | { type: 'frostgrave/treasureSecured'; model: string; treasure: string; player: PlayerIndex }
    | { type: 'frostgrave/treasureMoved'; treasure: string; x: Hin; y: Hin }
    | { type: 'frostgrave/forcedCombatOffered'; offer: PendingForcedCombat }
    | { type: 'frostgrave/baseContact'; model: string }
    | { type: 'frostgrave/treasurePickedUp'; model: string; treasure: string }
    | { type: 'frostgrave/treasureDropped'; model: string; treasure: string }
    | { type: 'frostgrave/actionSpent'; model: string; kind: ActionKind; finished: boolean }
    | { type: 'frostgrave/modelFinished'; model: string }
    | { type: 'frostgrave/activationEnded' }
    | { type: 'frostgrave/phaseEnded' }
    | { type: 'frostgrave/gameEnded'; reason: EndReason | null }
    /** FG-6.2: who shoots at whom (told in the log). */
    | { type: 'frostgrave/shotDeclared'; model: string; target: string }
    /** FG-6.5: the die that picked the model hit among a combat's models. */
    | { type: 'frostgrave/shotTargetDrawn'; model: string; target: string; face: number }
    /** FG-6.4 (and FG-7.2, FG-9.2): one modifier of the shot, told in the log before the roll. */
    | { type: 'frostgrave/shotModifier'; model: string; kind: string; value: number }
    /** FG-6.3: the rolls and the outcome; the damage itself follows as `modelDamaged`. */
    | {
        type: 'frostgrave/shotResolved'
        model: string
        target: string
        weapon: RangedWeapon
        faces: [number, number]
        totals: [number, number]
        hit: boolean
        critical: boolean
        damage: number
      }
    /** FG-6.1: the crossbow is loaded again. */
    | { type: 'frostgrave/crossbowReloaded'; model: string }
    /** FG-8: the spell facts (rules/spells/types.ts). */
    | SpellDomainEvent
    /** FG-8: the before-game spells and the treasure they add (rules/spells/before-game-types.ts). */
    | BeforeGameEvent
    /** FG-10: what a creature chose or rolled (its moves are `modelMoved`): told in the log only. */
    | { type: 'frostgrave/creatureStep'; model: string }
    /** FG-10.2: the creature phase's progress: who has acted, who waits for a push-back choice (FG-5.5). */
    | { type: 'frostgrave/creatureRound'; round: CreatureRound | null }
  )

export type FgDomainEventType = FgDomainEvent['type']

/**
 * Frostgrave's decision context: the running state, the table's dice and `emit`, which records a domain
 * event and folds it at once. Every rule function takes it as `ctx`.
 */
export type Ctx = DecideContext<FgState, FgDomainEvent>
