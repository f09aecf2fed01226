/**
 * What spells leave in the game state (FG-8): the cast waiting for its empower choice (FG-8.4), casts per
 * model this turn (FG-8.1) and the spells still in play (buffs, curses, shields, storms), each with how
 * long it lasts. Plain JSON; `evolve` folds the spell events into it through `evolveMagic`.
 */
import type { Hin, Point } from '../../geometry'
import type { FgState, ModelStats } from '../../types'

/** A cast whose roll is made and whose empower choice is awaited (FG-8.4: after rolling, before any effect). */
export interface PendingCast {
  caster: string
  spell: string
  target: string | null
  /** Transpose's second model. */
  target2: string | null
  point: Point | null
  /** Telekinesis: the treasure token. */
  treasure: string | null
  /** Draining Word / Power Word / Forget Spell: the spell they name. */
  named: string | null
  /** The d20 face. */
  face: number
  /** The casting roll with its modifiers (apprentice −2 …), before empowering. */
  score: number
  castingNumber: number
}

/** How long an effect lasts: the rest of the game, or until the model's next activation (Petrify …). */
export type EffectDuration = 'game' | 'nextActivation' | 'untilShaken'

/** A spell still in play. `stats` is what it added to the model's stat line (taken back when it ends). */
export interface SpellEffect {
  id: string
  spell: string
  caster: string
  /** The model it is on; null for a table-wide effect (Call Storm, Draining Word …). */
  model: string | null
  duration: EffectDuration
  stats: Partial<ModelStats>
  /** Spell-specific amount: Elemental Shield's points left, Call Storm's penalty, actions lost … */
  value: number
  /** The spell a Draining Word / Power Word / Forget Spell names. */
  named: string | null
  /** A point the effect is anchored at (a wall's centre, a mud field). */
  point: Point | null
  /** A terrain piece the spell created (Wall, Mud), removed with the effect. */
  terrain: string | null
}

/**
 * Beauty / Monstrous Form: a model that failed its Will roll against the caster (FG-8.5) this turn: it may
 * not attack (Beauty) or come closer to (Monstrous Form) that caster again this turn.
 */
export interface Deterred {
  model: string
  caster: string
  spell: 'Beauty' | 'Monstrous Form'
  turn: number
}

/** FG-8.5: a spellcaster target's failed Will roll, awaiting its choice to spend Health on it. */
export interface PendingWill {
  /** The cast it resists, `score` the final (empowered) casting roll. */
  cast: PendingCast
  target: string
  face: number
  /** d20 + Will with its modifiers, before any Health is spent. */
  total: number
}

export interface MagicState {
  pending: PendingCast | null
  /** FG-8.5: a target's Will roll awaiting its empower choice (absent in older states). */
  pendingWill?: PendingWill | null
  /** Plane Walk: per caster, the last turn it was cast and for how many turns in a row (its −5s). */
  planeWalks?: Record<string, { turn: number; streak: number }>
  /** FG-8.1: spells cast this turn, per caster; `turn` says which turn the counts belong to. */
  casts: { turn: number; by: Record<string, number> }
  effects: SpellEffect[]
  nextEffectId: number
  /** Beauty / Monstrous Form: Will rolls failed this turn (absent in older states). */
  deterred?: Deterred[]
}

export const EMPTY_MAGIC: MagicState = {
  pending: null,
  casts: { turn: 0, by: {} },
  effects: [],
  nextEffectId: 1,
}

/** The state's magic (older states and fresh games have none yet). */
export const magicOf = (s: Pick<FgState, 'magic'>): MagicState => s.magic ?? EMPTY_MAGIC

/** FG-8.1: how many spells `caster` has cast this turn. */
export function castsThisTurn(s: FgState, caster: string): number {
  const casts = magicOf(s).casts
  return casts.turn === s.turn.number ? (casts.by[caster] ?? 0) : 0
}

/** The effects of `spell` on `model` still in play. */
export const effectsOf = (s: FgState, model: string, spell?: string): SpellEffect[] =>
  magicOf(s).effects.filter((e) => e.model === model && (spell === undefined || e.spell === spell))

/** Table-wide effects of `spell` (Call Storm, Draining Word …). */
export const tableEffects = (s: FgState, spell: string): SpellEffect[] =>
  magicOf(s).effects.filter((e) => e.model === null && e.spell === spell)

/** An effect's stat change, applied (sign 1) or taken back (sign −1). */
export function shiftStats(stats: ModelStats, delta: Partial<ModelStats>, sign: 1 | -1): ModelStats {
  const out = { ...stats }
  for (const key of Object.keys(delta) as (keyof ModelStats)[]) out[key] = out[key] + sign * (delta[key] ?? 0)
  return out
}

/** A length in hundredths of an inch from inches. */
export const hin = (inches: number): Hin => Math.round(inches * 100)
