/**
 * The dodge combo's exact odds (DX-6.6, DX-6.7, issue #30 item 2) against an independent computation: a
 * direct recursion over the critical chain (DX-2), written here without `odds.ts`, for the chance that the
 * defender reaches the attacker's achievement (a tie to the defender, DX-3.3; a fumble fails, DX-1.7).
 */
import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine/systems/double-cross'
import { byName } from '../helpers'
import { REFLEX, arena, type Extra } from '../auto-fixture'

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k)

/** P(the chain of n d10 at critical c reaches t), rerolls only: no fumble past the first round (DX-2.2). */
function reaches(n: number, c: number, t: number, memo = new Map<string, number>()): number {
  if (t <= 1) return 1
  const key = `${n}/${t}`
  const hit = memo.get(key)
  if (hit !== undefined) return hit
  const p = (11 - c) / 10
  let total = 0
  for (let k = 0; k <= n; k++) {
    const pk = choose(n, k) * p ** k * (1 - p) ** (n - k)
    if (k === 0) {
      const below = Math.min(Math.max(t - 1, 0), c - 1) / (c - 1)
      total += pk * (1 - below ** n)
    } else total += pk * reaches(k, c, t - 10, memo)
  }
  memo.set(key, total)
  return total
}

/** P(dodge): no fumble on the first round and dice + modifier ≥ achievement. */
function dodgeChance(n: number, c: number, modifier: number, achievement: number): number {
  const p = (11 - c) / 10
  let total = 0
  for (let k = 0; k <= n; k++) {
    const pk = choose(n, k) * p ** k * (1 - p) ** (n - k)
    // No critical: the highest of n dice under c; all 1s is a fumble (DX-1.7), so at least 2.
    const need = Math.max(achievement - modifier, 2)
    if (k === 0) total += pk * (1 - (Math.min(need - 1, c - 1) / (c - 1)) ** n)
    else total += pk * reaches(k, c, achievement - modifier - 10)
  }
  return total
}

describe('DX-6.7: the odds of a dodge combo include its effects', () => {
  const QUICK: Extra = { name: 'Quick', timing: 'Reaction', skill: 'Dodge', criticalReduction: 1 }
  const WRONG: Extra = { name: 'Parry', timing: 'Reaction', skill: 'Melee', dice: 5 }
  const s = arena([], [REFLEX, QUICK, WRONG])
  const mook = byName(s, 'Mook')
  const ids = (...names: string[]) => names.map((n) => mook.effects.find((e) => e.name === n)!.id)

  it.each([4, 8, 12, 15, 20, 27, 33])('Reflex + Quick (+2 dice, critical 9) against achievement %i', (a) => {
    const preview = doubleCross.previewReaction(s, mook, ids('Reflex', 'Quick'), a)!
    // Body 2 + Reflex 2 = 4 dice, Dodge 1 − armour's dodge 1 = +0, critical 10 − 1 = 9.
    expect(preview.check).toMatchObject({ dice: 4, modifier: 0, critical: 9 })
    expect(preview.fizzled).toEqual([])
    expect(preview.dodgeChance).toBeCloseTo(dodgeChance(4, 9, 0, a), 12)
  })

  it('a fizzled effect adds nothing to the odds: Parry (Melee) fizzles, the dodge keeps its 2 dice', () => {
    const preview = doubleCross.previewReaction(s, mook, ids('Parry'), 10)!
    expect(preview.fizzled.map((f) => f.reason)).toEqual(['skill-mismatch'])
    expect(preview.check).toMatchObject({ dice: 2, modifier: 0, critical: 10 })
    expect(preview.dodgeChance).toBeCloseTo(dodgeChance(2, 10, 0, 10), 12)
    // Without effects the same pool: the combo's odds differ only by what activated.
    expect(doubleCross.previewReaction(s, mook, [], 10)!.dodgeChance).toBe(preview.dodgeChance)
  })
})
