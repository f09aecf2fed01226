/**
 * GM modifiers (DX-5.1, DX-1.5; issue #30 item 6): ± dice, ± achievement and a change of the critical value
 * on the check form and the attack, each with its reason in the log; and the exact odds of a check with a
 * lasting buff and GM modifiers against an independent computation (every face enumerated).
 */
import { describe, expect, it } from 'vitest'
import type { DxAction, DxCheck } from '../../../../src/engine/systems/double-cross'
import { selectCheckPreview } from '../../../../src/engine/systems/double-cross'
import { act, logLines } from '../helpers'
import { attack, id, inMain, lastRoll, minor } from '../combat-fixture'

/**
 * Every tuple of `n` d10 faces enumerated once, tallied by what a round of the chain reads from it: how many
 * dice are critical, the highest die, and whether all show 1 (DX-1.7).
 */
function tally(n: number, critical: number): { crits: number; max: number; ones: boolean; p: number }[] {
  const counts = new Map<string, { crits: number; max: number; ones: boolean; p: number }>()
  const walk = (left: number, crits: number, max: number, ones: boolean) => {
    if (left === 0) {
      const key = `${crits}/${max}/${ones}`
      const seen = counts.get(key) ?? { crits, max, ones, p: 0 }
      seen.p += 10 ** -n
      counts.set(key, seen)
      return
    }
    for (let f = 1; f <= 10; f++)
      walk(left - 1, crits + (f >= critical ? 1 : 0), Math.max(max, f), ones && f === 1)
  }
  walk(n, 0, 0, true)
  return [...counts.values()]
}

/**
 * The distribution of a chain's dice result from `k` dice on: each round's faces enumerated, the critical
 * dice rerolled (DX-2.1 … DX-2.3); chains are cut at 40 rounds (their mass is far below the precision).
 */
function chain(
  k: number,
  critical: number,
  depth = 0,
  memo = new Map<string, Map<number, number>>(),
): Map<number, number> {
  const known = memo.get(`${k}/${depth}`)
  if (known) return known
  const out = new Map<number, number>()
  memo.set(`${k}/${depth}`, out)
  for (const t of tally(k, critical)) {
    if (t.crits === 0 || depth >= 40) out.set(t.max, (out.get(t.max) ?? 0) + t.p)
    else
      for (const [v, p] of chain(t.crits, critical, depth + 1, memo))
        out.set(10 + v, (out.get(10 + v) ?? 0) + t.p * p)
  }
  return out
}

/** P(success) by enumeration: a fumble (all 1s on the first roll) fails (DX-1.7); total ≥ difficulty (DX-1.1). */
function enumeratedChance(check: Required<DxCheck>): number {
  let chance = 0
  for (const t of tally(check.dice, check.critical)) {
    if (t.ones) continue
    const results = t.crits === 0 ? new Map([[t.max, 1]]) : chain(t.crits, check.critical, 1)
    for (const [v, p] of results)
      if ((t.crits === 0 ? v : 10 + v) + check.modifier >= check.difficulty) chance += t.p * p
  }
  return chance
}

describe('GM modifiers on a check (DX-5.1, DX-1.5)', () => {
  it('± dice, ± achievement and the critical value change the roll, and the log says why', () => {
    const s = inMain()
    const check: DxAction = {
      type: 'double-cross/check',
      check: {
        characterId: id(s, 'Ace'),
        skill: 0,
        gmDice: -1,
        gmScore: 2,
        gmCritical: -2,
        gmReason: 'fog, then a lucky gust',
      },
    }
    const r = act(s, check, [1, 4])
    expect(lastRoll(r.state).notation).toBe('2DX+4@8')
    expect(logLines(r.events)[0]).toBe(
      "DX-5.1 GM modifier on Ace's check (DX-1.5): dice −1 · achievement +2 · difficulty +0 · critical −2 — fog, then a lucky gust",
    )
  })

  it('the GM’s critical change comes after the effects and never goes below 2 (DX-2.6)', () => {
    const s = inMain()
    const r = act(
      s,
      {
        type: 'double-cross/check',
        check: { characterId: id(s, 'Ace'), stat: 'body', critical: 3, gmCritical: -5 },
      },
      [1, 1, 1],
    )
    expect(lastRoll(r.state).notation).toBe('3DX@2')
  })

  it('the attack takes them too: dice, achievement, critical and the reason (DX-6.5)', () => {
    const s = inMain()
    const r = act(
      s,
      attack(s, 'Boss', { gmDice: 1, gmScore: -1, gmCritical: -1, gmReason: 'high ground' }),
      [2, 3, 4, 5, /* damage */ 6],
    )
    expect(lastRoll(r.state).notation).toBe('4DX+2@9')
    expect(logLines(r.events)).toContain(
      "DX-5.1 GM modifier on Ace's check (DX-1.5): dice +1 · achievement −1 · difficulty +0 · critical −1 — high ground",
    )
  })
})

describe('exact odds with a lasting buff and GM modifiers (against an enumeration)', () => {
  it.each([
    { gmDice: -1, gmScore: 2, gmCritical: -2, difficulty: 15 },
    { gmDice: 0, gmScore: -3, gmCritical: 0, difficulty: 9 },
    { gmDice: -2, gmScore: 0, gmCritical: -1, difficulty: 21 },
  ])('Boost (+2 dice, the scene) with GM %o', (gm) => {
    const before = inMain()
    const s = act(before, minor(before, 'Boost')).state
    const preview = selectCheckPreview(s, { characterId: id(s, 'Ace'), skill: 0, ...gm })
    if (!preview.ok) throw new Error(preview.error)
    const check = preview.composed.check as Required<DxCheck>
    // Body 3 + Boost 2 + the GM's dice; Melee 2 + the GM's achievement; critical 10 + the GM's change.
    expect(check).toEqual({
      dice: 5 + gm.gmDice,
      modifier: 2 + gm.gmScore,
      critical: 10 + gm.gmCritical,
      difficulty: gm.difficulty,
    })
    expect(preview.chance).toBeCloseTo(enumeratedChance(check), 10)
  })
})
