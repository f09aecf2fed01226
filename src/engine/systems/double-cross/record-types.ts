/**
 * What the session records (DX-4.3 … DX-4.6, DX-1 … DX-3): the pre-game and after-game sheets, scenes with
 * their entry rolls, the phases, the roll history, impulse checks and backtracks. Plain JSON; `types.ts`
 * re-exports all of it.
 */
import type { DxCheck, DxRoll } from './sheet-types'

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
  | ({
      type: 'check'
      id: string
      hidden: boolean
      rule: string
      /** The GM rolled it in secret (DX-5.1): the players never see it; absent in rolls made openly. */
      secret?: true
    } & CheckSide)
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
  | DamageRecord

/**
 * A damage roll (DX-6.9): (1 + ⌊achievement / 10⌋)D10 + attack power − armour − guard, as dealt. It is
 * not an event of its own: `evolve` files it from `double-cross/damageDealt`, so a save made before it
 * existed replays with the very same events and ids, and gains the record.
 */
export interface DamageRecord {
  type: 'damage'
  /** `dmg` and the roll history's length: no id is taken, so every later id of an old save stays. */
  id: string
  rule: 'DX-6.9'
  /** The attacker, when an attack was under way (absent for damage with no attack in the state). */
  attackerId?: string
  targetId: string
  /** The target's name when it was hit (the log line's name). */
  label: string
  faces: number[]
  /** The weapon's attack and the combo's attack power. */
  weapon: number
  combo: number
  armour: number
  guard: number
  /** Damage up or down at the dealing and taking moments (DX-6.9), each with its source. */
  mods?: { name: string; by: number }[]
  damage: number
  hpBefore: number
  hpAfter: number
  /**
   * Parts the players may not read (DX-5.1): the attacker's weapon and combo, the target's HP, armour,
   * guard and damage. The engine never sets it; the players' view does, blanking those numbers.
   */
  masked?: ('attack' | 'hp')[]
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
