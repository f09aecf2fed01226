/**
 * What the screen holds back while a roll plays (issue #30 item 8): a figure that tells the result of the
 * roll being animated shows only once its animation has ended or been skipped. The one signal is the
 * view's playback (`View.tsx`, `SystemViewProps.rolling` on the GM's panel); this module says which
 * figures it covers: the achievement the reactions answer, each target's HP before the damage rolled, an
 * opposed check's verdict, and the impulse and backtrack results of the characters whose dice still roll.
 */
import { createContext, useContext } from 'react'
import type { DxCharacter, RollRecord } from './engine'

export interface HeldBack {
  /** A roll is being animated: its result is not told yet. */
  rolling: boolean
  /** Each target's HP before the damage being animated (DX-6.9), by character id. */
  hpBefore: ReadonlyMap<string, number>
  /** The characters whose impulse or backtrack dice are rolling, as `impulse:c1` / `backtrack:c1`. */
  encroaching: ReadonlySet<string>
}

export const NOTHING_HELD: HeldBack = { rolling: false, hpBefore: new Map(), encroaching: new Set() }

/** What `records` (the batch being played) hold back while `rolling`. */
export function heldBack(records: readonly RollRecord[], rolling: boolean): HeldBack {
  if (!rolling) return NOTHING_HELD
  const hpBefore = new Map<string, number>()
  const encroaching = new Set<string>()
  for (const r of records) {
    // Two damage rolls on one target in a batch: the HP before the first.
    if (r.type === 'damage' && !hpBefore.has(r.targetId)) hpBefore.set(r.targetId, r.hpBefore)
    if (r.type === 'encroachment') encroaching.add(`${r.kind}:${r.characterId}`)
  }
  return { rolling, hpBefore, encroaching }
}

/** The HP to show for `c`: the one before the damage still rolling, else its own. */
export const shownHp = (c: DxCharacter, held: HeldBack): number => held.hpBefore.get(c.id) ?? c.hp

export const HeldBackContext = createContext<HeldBack>(NOTHING_HELD)

/** What the panels hold back now (nothing outside a provider). */
export const useHeldBack = (): HeldBack => useContext(HeldBackContext)
