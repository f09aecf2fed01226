/**
 * CW-2 hero cards as plain JSON tagged unions: types, dice pools, abilities and their effects.
 */
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

/** CW-2.1 a type line's three parts, each as the card prints it (faction - class - element). */
export interface TypeLineParts {
  faction: string
  heroClass: string
  element: string
}

/**
 * CW-2.1 the parts of a printed type line (`Legion - Knight - Earth` → Legion, Knight, Earth), so a reader's
 * language can name each one; undefined when the line is not three parts joined by " - " (an imported hero
 * set may print its own kind of line, which is then shown as written).
 */
export function typeLineParts(typeLine: string): TypeLineParts | undefined {
  const parts = typeLine.split(' - ').map((part) => part.trim())
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined
  const [faction, heroClass, element] = parts as [string, string, string]
  return { faction, heroClass, element }
}

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
  /**
   * The MK level marker (rule book 2.1.2): a balance level the table or a tournament states for the hero.
   * The book prints none for its cards, so the built-in cards leave it unset; a hero set file may give one.
   */
  mk?: number
  abilities: Ability[]
}
