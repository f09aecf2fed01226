/** Aspects (DRP-9): a character's most numerous colour, and which aspect beats which. */
import type { Character } from '../types'

export const ASPECTS = ['potential', 'time', 'form'] as const
export type Aspect = (typeof ASPECTS)[number]

/** DRP-9.1: the single most numerous colour; a tie for most (or no tokens) gives no aspect. */
export function aspectOf(c: Character): Aspect | null {
  const counts: [Aspect, number][] = [
    ['potential', c.attack + c.defence],
    ['time', c.time],
    ['form', c.form],
  ]
  const best = Math.max(...counts.map(([, n]) => n))
  if (best === 0) return null
  const leaders = counts.filter(([, n]) => n === best)
  return leaders.length === 1 ? leaders[0]![0] : null
}

/** DRP-9.2: Potential over Potential, Form over Time, Time over Form. No aspect beats or is beaten by none. */
export function hasAdvantage(attacker: Aspect | null, target: Aspect | null): boolean {
  if (attacker === null || target === null) return false
  if (attacker === 'potential') return target === 'potential'
  if (attacker === 'form') return target === 'time'
  return target === 'form'
}
