/**
 * A combat (DX-5.4) and the acting character's main process: the rounds and their processes, the Major
 * action menu, the Minor action, and the attack resolution the GM steps through one step at a time
 * (DX-6.8 … DX-6.13). Plain JSON; `types.ts` re-exports all of it and puts the commands and events in its
 * unions.
 */
import type { AutoTiming, BadStatus, EffectTrigger } from './sheet-types'

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
  /** Who chose 待機 (wait) this round, first first (DX-5.4); absent until someone does. */
  waiting?: string[]
  /** The actor's Major action of this main process is taken (DX-5.4); absent until it is. */
  majorTaken?: true
  /** Which Major action was taken ('attack': the attack procedure); absent until one is. */
  majorKind?: MajorActionKind | 'attack'
  /** The actor's Minor action of this main process is taken (DX-5.4); absent until it is. */
  minorTaken?: true
  /** Which Minor action was taken (boarding or leaving a vehicle, DX-6.1, included); absent until one is. */
  minorKind?: MinorActionKind | 'board' | 'leave'
}

/**
 * The Major actions of DX-5.4 other than the attack procedure (`double-cross/attack`): a finishing blow,
 * an effect used without an attack, a full move, disengaging, going hidden, using an item or equipment,
 * recovering from a bad status, giving up the major action, and another action the GM allows.
 */
export const MAJOR_ACTIONS = [
  'finishing-blow',
  'effect',
  'full-move',
  'disengage',
  'hide',
  'item',
  'recover',
  'give-up',
  'other',
] as const
export type MajorActionKind = (typeof MAJOR_ACTIONS)[number]

/** The Minor action of a main process (DX-5.4): a Minor effect, a move, or another the GM allows. */
export const MINOR_ACTIONS = ['effect', 'move', 'other'] as const
export type MinorActionKind = (typeof MINOR_ACTIONS)[number]

/** A Major action as declared (DX-5.4); which fields it needs depends on its kind. */
export interface MajorActionDeclaration {
  characterId: string
  kind: MajorActionKind
  /** The incapacitated character a finishing blow kills. */
  targetId?: string
  /** The Major effect used without an attack (DX-6.11: its encroachment is paid). */
  effectId?: string
  /** The bad status recovered from. */
  status?: BadStatus
  /** The item or equipment used, or the GM-approved action, in the GM's words. */
  text?: string
}

/** A Minor action as declared (DX-5.4). */
export interface MinorActionDeclaration {
  characterId: string
  kind: MinorActionKind
  /** The Minor effect used (its encroachment is paid, DX-4.2). */
  effectId?: string
  /** The GM-approved action, in the GM's words. */
  text?: string
}

/**
 * The steps after the reactions, in the digest's order (DX-6.8 … DX-6.13); the damage step is one per
 * target hit, in initiative order.
 */
export const RESOLUTION_STEPS = [
  'on-hit',
  'damage',
  'after-attack',
  'encroachment',
  'end-of-main',
  'cleanup',
] as const
export type ResolutionStepKind = (typeof RESOLUTION_STEPS)[number]

/** One step still to resolve; `targetId` names the target of a damage step. */
export interface ResolutionStep {
  step: ResolutionStepKind
  targetId?: string
}

/** The rule ID of each resolution step. */
export const RESOLUTION_RULES: Readonly<Record<ResolutionStepKind, string>> = {
  'on-hit': 'DX-6.8',
  damage: 'DX-6.9',
  'after-attack': 'DX-6.10',
  encroachment: 'DX-6.11',
  'end-of-main': 'DX-6.12',
  cleanup: 'DX-6.13',
}

/**
 * An attack whose reactions are done and whose rest the GM resolves step by step ("Step" mode): what
 * each step needs, and the steps left, the next first.
 */
export interface Resolution {
  /** The targets hit, in initiative order, with the guard value each took off (DX-6.6, DX-6.9). */
  hits: { targetId: string; guard: number }[]
  /** What the reactions' effects cost their characters (DX-6.11). */
  reactionCosts: { characterId: string; effects: string[]; cost: number; sceneLong: string[] }[]
  steps: ResolutionStep[]
  /** An auto-action window open now (`AutoWindow`); absent when none. */
  autoWindow?: AutoWindow
  /** Kept only for its windows: once a window closes, the steps left run on by themselves. */
  runOn?: true
  /** Who lost HP in this attack (DX-6.13 "HP dropped"); absent until someone does. */
  dropped?: string[]
  /** The targets' own stacked effects (their reaction combo's), by step (DX-6.9); absent when none. */
  targetStacked?: { characterId: string; id: string; name: string; trigger: EffectTrigger }[]
}

/** One auto action a character may use in a window (DX-6.3, DX-6.9, DX-6.13). */
export interface AutoOffer {
  characterId: string
  effectId: string
  timing: AutoTiming
}

/** The damage moments of DX-6.9 in the seed's order; `apply` subtracts from HP between taking and dealt. */
export const DAMAGE_MOMENTS = ['dealing-damage', 'taking-damage', 'dealt-damage', 'took-damage'] as const
export type DamageMoment = (typeof DAMAGE_MOMENTS)[number]

/**
 * A moment of the resolution where auto actions are offered to their owners (DX-6.9, DX-6.13): the
 * procedure waits until the GM closes it. A damage moment keeps the damage step's dice and the changes
 * made so far; the cleanup keeps who fell.
 */
export interface AutoWindow {
  moment: DamageMoment | 'cleanup'
  offers: AutoOffer[]
  /** The damage step's target and its dice (DX-6.9). */
  targetId?: string
  faces?: number[]
  /** Damage up or down made so far, each with its source, in order. */
  mods?: { name: string; by: number }[]
  /** The damage dealt, once subtracted (dealt and took damage moments). */
  damage?: number
  /** Who became incapacitated in the cleanup (DX-6.13). */
  fallen?: string[]
}
