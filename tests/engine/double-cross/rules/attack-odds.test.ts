import { describe, expect, it } from 'vitest'
import { doubleCross } from '../../../../src/engine/systems/double-cross'

/** Calls `visit` with every face tuple of k d10s, each with probability 10^−k. */
function eachFaces(k: number, visit: (faces: readonly number[]) => void): void {
  const faces = new Array<number>(k).fill(1)
  for (;;) {
    visit(faces)
    let i = 0
    while (i < k && faces[i] === 10) faces[i++] = 1
    if (i === k) return
    faces[i]!++
  }
}

/**
 * Every way a pool can roll, die by die and round by round (DX-2), merged by (dice result, fumble).
 * Rerolls of the same number of dice are listed once and reused; chains longer than `maxRounds` are left out.
 */
function enumerateRoll(n: number, critical: number, maxRounds: number): Map<string, number> {
  const memo = new Map<string, Map<number, number>>()
  const isCrit = (f: number) => critical <= 10 && f >= critical
  // Dice result of a reroll of k dice with `left` rounds still allowed.
  const chain = (k: number, left: number): Map<number, number> => {
    const key = `${k}/${left}`
    const hit = memo.get(key)
    if (hit) return hit
    const out = new Map<number, number>()
    eachFaces(k, (faces) => {
      const q = 1 / 10 ** k
      const c = faces.filter(isCrit).length
      if (c === 0) out.set(Math.max(...faces), (out.get(Math.max(...faces)) ?? 0) + q)
      else if (left > 1)
        for (const [r, p] of chain(c, left - 1)) out.set(10 + r, (out.get(10 + r) ?? 0) + q * p)
    })
    memo.set(key, out)
    return out
  }
  const out = new Map<string, number>()
  const add = (key: string, p: number) => out.set(key, (out.get(key) ?? 0) + p)
  if (n <= 0) {
    add('0|false', 1)
    return out
  }
  eachFaces(n, (faces) => {
    const q = 1 / 10 ** n
    const fumble = faces.every((f) => f === 1)
    const c = faces.filter(isCrit).length
    if (c === 0) add(`${Math.max(...faces)}|${fumble}`, q)
    else if (maxRounds > 1) for (const [r, p] of chain(c, maxRounds - 1)) add(`${10 + r}|false`, q * p)
  })
  return out
}

const outcomes = (m: Map<string, number>) =>
  [...m].map(([key, p]) => {
    const [result, fumble] = key.split('|')
    return { result: Number(result), fumble: fumble === 'true', p }
  })

/** P(sum of n d10 = s) by listing every face. */
function enumerateSum(n: number): Map<number, number> {
  const out = new Map<number, number>()
  const faces = new Array<number>(n).fill(1)
  for (;;) {
    const s = faces.reduce((a, b) => a + b, 0)
    out.set(s, (out.get(s) ?? 0) + 1 / 10 ** n)
    let i = 0
    while (i < n && faces[i] === 10) faces[i++] = 1
    if (i === n) break
    faces[i]!++
  }
  return out
}

interface Case {
  aDice: number
  aMod: number
  aCrit: number
  dDice: number | null
  dMod: number
  dCrit: number
  flat: number
  armour: number
  guard: number
}

/** The attack procedure by brute force (DX-6.5, DX-6.7, DX-6.9): hit chance and damage distribution. */
function bruteForce(c: Case, maxRounds: number, withDamage: boolean) {
  const attack = outcomes(enumerateRoll(c.aDice, c.aCrit, maxRounds))
  const dodge = c.dDice === null ? null : outcomes(enumerateRoll(c.dDice, c.dCrit, maxRounds))
  let hit = 0
  const damage = new Map<number, number>()
  for (const a of attack) {
    if (c.aDice <= 0 || a.fumble) continue
    const achievement = Math.max(0, a.result + c.aMod)
    let pHit = 1
    if (dodge && c.dDice! > 0) {
      pHit = 0
      for (const d of dodge) if (d.fumble || d.result + c.dMod < achievement) pHit += d.p
    }
    hit += a.p * pHit
    if (!withDamage) continue
    for (const [s, ps] of enumerateSum(1 + Math.floor(achievement / 10))) {
      const dmg = Math.max(0, s + c.flat - c.armour - c.guard)
      damage.set(dmg, (damage.get(dmg) ?? 0) + a.p * pHit * ps)
    }
  }
  return { hit, damage }
}

const base: Case = {
  aDice: 2,
  aMod: 3,
  aCrit: 11,
  dDice: 2,
  dMod: 1,
  dCrit: 11,
  flat: 5,
  armour: 2,
  guard: 0,
}

describe('exact attack odds agree with brute-force enumeration (DX-6.5 … DX-6.9)', () => {
  it.each<[string, Partial<Case>]>([
    ['2 dice vs a 2-dice dodge', {}],
    ['3 dice +0 vs a 1-die dodge, guard 4', { aDice: 3, aMod: 0, dDice: 1, guard: 4 }],
    ['1 die +9 (two damage dice at 10+) vs a 3-dice dodge +2', { aDice: 1, aMod: 9, dDice: 3, dMod: 2 }],
    ['no dodge (cannot react)', { dDice: null }],
    ['a dodge with no dice (DX-1.4): always hit', { dDice: 0 }],
    ['armour above every damage: all hits deal 0', { armour: 40 }],
  ])('damage distribution and hit chance, no criticals: %s', (_name, patch) => {
    const c = { ...base, ...patch }
    const brute = bruteForce(c, 1, true)
    const odds = doubleCross.attackOdds({
      attack: { dice: c.aDice, modifier: c.aMod, critical: c.aCrit },
      dodge: c.dDice === null ? null : { dice: c.dDice, modifier: c.dMod, critical: c.dCrit },
      flat: c.flat,
      armour: c.armour,
      guard: c.guard,
    })
    expect(odds.hit).toBeCloseTo(brute.hit, 12)
    expect(odds.miss).toBeCloseTo(1 - brute.hit, 12)
    const size = Math.max(odds.damage.length, ...[...brute.damage.keys()].map((k) => k + 1))
    for (let d = 0; d < size; d++) expect(odds.damage[d] ?? 0).toBeCloseTo(brute.damage.get(d) ?? 0, 12)
    expect(odds.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(odds.hit, 12)
  })

  it.each<[string, Partial<Case>]>([
    ['2 dice @10 vs 2 dice @10', { aCrit: 10, dCrit: 10 }],
    ['2 dice @8 vs 1 die @10', { aCrit: 8, dDice: 1, dCrit: 10 }],
    ['1 die @7 +2 vs 2 dice @9', { aDice: 1, aMod: 2, aCrit: 7, dCrit: 9 }],
  ])('hit chance with critical chains: %s', (_name, patch) => {
    const c = { ...base, ...patch }
    // Chains longer than 24 rounds are left out of the enumeration: their mass is below 1e-9 here.
    const brute = bruteForce(c, 24, false)
    const odds = doubleCross.attackOdds({
      attack: { dice: c.aDice, modifier: c.aMod, critical: c.aCrit },
      dodge: { dice: c.dDice!, modifier: c.dMod, critical: c.dCrit },
      flat: c.flat,
      armour: c.armour,
      guard: c.guard,
    })
    expect(Math.abs(odds.hit - brute.hit)).toBeLessThan(1e-8)
    // The same number the opposed-check odds give (DX-3): the attack is the action, the dodge the reaction.
    expect(odds.hit).toBeCloseTo(
      doubleCross.actionWinChance(
        { dice: c.aDice, modifier: c.aMod, critical: c.aCrit },
        { dice: c.dDice!, modifier: c.dMod, critical: c.dCrit },
      ),
      12,
    )
  })

  it('DX-6.13: the chance to incapacitate is P(damage ≥ HP); a non-damaging attack never does', () => {
    const odds = doubleCross.attackOdds({
      attack: { dice: 2, modifier: 3, critical: 11 },
      dodge: null,
      flat: 5,
      armour: 2,
      guard: 0,
    })
    const tail = (hp: number) => odds.damage.slice(hp).reduce((a, b) => a + b, 0)
    expect(doubleCross.incapacitateChance(odds, 10)).toBeCloseTo(tail(10), 12)
    expect(doubleCross.incapacitateChance(odds, 1)).toBeCloseTo(odds.hit, 12)
    const none = doubleCross.attackOdds({
      attack: { dice: 2, modifier: 3, critical: 11 },
      dodge: null,
      flat: 5,
      armour: 0,
      guard: 0,
      damaging: false,
    })
    expect(doubleCross.incapacitateChance(none, 1)).toBe(0)
  })

  it('DX-6.2: the simulation gives each target its odds before anything is rolled', () => {
    const s = doubleCross.session.setup(
      {},
      {
        roll: () => {
          throw new Error('no dice in a simulation')
        },
      },
    )
    const keigo = s.characters.find((c) => c.name === 'Keigo')!
    const man = s.characters.find((c) => c.name === 'Man in black')!
    const sim = doubleCross.simulateAttack(s, {
      attackerId: keigo.id,
      normal: 'melee',
      weaponId: keigo.weapons[0]!.id,
      effects: keigo.effects.filter((e) => e.timing === 'Major').map((e) => e.id),
      targets: [man.id],
    })
    if (!sim.ok) throw new Error(sim.error)
    expect(sim.plan.warnings).toEqual([])
    const [t] = sim.targets
    expect(t!.dodging!.hit).toBeLessThan(t!.standing.hit)
    expect(t!.incapacitateStanding).toBeGreaterThan(0)
    expect(t!.incapacitateStanding).toBeLessThan(1)
  })
})
