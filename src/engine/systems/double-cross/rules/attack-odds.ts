/**
 * Exact odds of an attack before it is rolled (DX-6.2, DX-6.5 … DX-6.9), from the exact dice-result
 * distributions of the critical chain (DX-2, `odds.ts`): the chance to hit a target against its dodge
 * pool, the distribution of the damage dealt and the chance to bring the target to HP 0. No simulation.
 */
import type { DxCheck } from '../types'
import { distribution } from './odds'

/** P(sum of n d10 = s) at index s, memoised (n is 1 + ⌊achievement / 10⌋, DX-6.9). */
const sums: number[][] = [[1]]
function sumOfD10(n: number): readonly number[] {
  for (let k = sums.length; k <= n; k++) {
    const prev = sums[k - 1]!
    const next = new Array<number>(prev.length + 10).fill(0)
    for (let s = 0; s < prev.length; s++) {
      const p = prev[s]!
      if (p === 0) continue
      for (let f = 1; f <= 10; f++) next[s + f]! += p / 10
    }
    sums.push(next)
  }
  return sums[n]!
}

/** What the odds of one attack on one target need. */
export interface AttackOddsInput {
  /** The attack's check (DX-6.5): its modifier includes the skill and the hit modifiers. */
  attack: Omit<DxCheck, 'difficulty'>
  /** The target's dodge (DX-6.7), its modifier including the armour's dodge modifier; null: no dodge. */
  dodge: Omit<DxCheck, 'difficulty'> | null
  /** Weapon attack + combo attack power (DX-6.9). */
  flat: number
  armour: number
  guard: number
  /** A non-damaging attack (DX-6.4) deals no damage. */
  damaging?: boolean
}

/** The outcome distribution of one attack on one target. */
export interface AttackOdds {
  /** P(the attack hits): it rolls, does not fumble (DX-1.4, DX-1.7) and is not dodged (DX-6.7). */
  hit: number
  /** P(miss) = 1 − hit. */
  miss: number
  /** P(hit and damage = d) at index d (DX-6.9); sums to `hit` for a damaging attack. */
  damage: number[]
  /** Expected damage (a miss counts 0). */
  expectedDamage: number
}

/**
 * P(the dodge fails against an achievement of `achievement`): the target dodges when its total reaches
 * the attacker's (DX-6.7, a tie to the defender), unless it fumbles or has no dice.
 */
function dodgeFails(dodge: readonly number[], modifier: number, achievement: number): number {
  if (dodge.length === 1) return 1
  let p = dodge[1] ?? 0
  for (let j = 2; j < dodge.length; j++) if (j + modifier < achievement) p += dodge[j]!
  return Math.min(1, p)
}

/** Exact odds of one attack on one target (DX-6.5 … DX-6.9). */
export function attackOdds(input: AttackOddsInput): AttackOdds {
  const a = distribution(input.attack)
  const r = input.dodge ? distribution(input.dodge) : null
  const damage: number[] = []
  let hit = 0
  let expected = 0
  // Index 0 (no dice) and 1 (fumble) fail outright (DX-1.4, DX-1.7).
  for (let i = 2; i < a.length; i++) {
    const pa = a[i]!
    if (pa === 0) continue
    const achievement = Math.max(0, i + input.attack.modifier)
    const ph = pa * (r ? dodgeFails(r, input.dodge!.modifier, achievement) : 1)
    if (ph === 0) continue
    hit += ph
    if (input.damaging === false) {
      damage[0] = (damage[0] ?? 0) + ph
      continue
    }
    const dice = sumOfD10(1 + Math.floor(achievement / 10))
    const shift = input.flat - input.armour - input.guard
    for (let s = 0; s < dice.length; s++) {
      const ps = dice[s]!
      if (ps === 0) continue
      const d = Math.max(0, s + shift)
      damage[d] = (damage[d] ?? 0) + ph * ps
      expected += ph * ps * d
    }
  }
  for (let d = 0; d < damage.length; d++) damage[d] ??= 0
  return { hit: Math.min(1, hit), miss: Math.max(0, 1 - hit), damage, expectedDamage: expected }
}

/** P(the attack brings a target at `hp` HP to 0, DX-6.13): damage ≥ hp (a target already at 0: P(hit)). */
export function incapacitateChance(odds: AttackOdds, hp: number): number {
  let p = 0
  for (let d = Math.max(0, hp); d < odds.damage.length; d++) p += odds.damage[d]!
  return Math.min(1, p)
}
