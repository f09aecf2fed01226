/**
 * Reading what spells leave in the game state (FG-8, its types in `types.ts`): the cast waiting for its
 * empower choice (FG-8.4), casts per model this turn (FG-8.1) and the spells still in play (buffs, curses,
 * shields, storms), each with how long it lasts. `evolve` folds the spell events into it through
 * `evolveMagic`.
 */
import type { FgState, ModelStats } from '../../types'
import type { MagicState, SpellEffect } from './types'

export type { Deterred, EffectDuration, MagicState, PendingCast, PendingWill, SpellEffect } from './types'

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
