/**
 * FG-12: the exact odds of a shot agree with brute-force enumeration of all 400 pairs of d20 faces.
 */
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine/core/dice'
import { previewShot, shotOdds, type ShotOddsInput } from '../../../src/engine/systems/frostgrave'
import { activated, tableWith } from './helpers'

/** Every pair of faces, resolved as FG-6.3 and FG-5.8 say. */
function enumerate(i: ShotOddsInput) {
  let hit = 0
  let expected = 0
  let kill = 0
  for (let sf = 1; sf <= 20; sf++) {
    for (let tf = 1; tf <= 20; tf++) {
      const critical = i.criticalHits && sf === 20
      const total = sf + i.shooterModifier
      if (!critical && total <= tf + i.targetModifier) continue
      const damage = Math.max(0, total + i.damageBonus - i.armour) * (critical ? 2 : 1)
      hit += 1 / 400
      expected += Math.min(damage, i.health) / 400
      if (damage > 0 && damage >= i.health) kill += 1 / 400
    }
  }
  return { hit, expected, kill }
}

describe('FG-12 shot odds', () => {
  const cases: [string, ShotOddsInput][] = [
    [
      'even',
      { shooterModifier: 2, targetModifier: 2, armour: 11, damageBonus: 0, health: 10, criticalHits: true },
    ],
    [
      'heavy cover',
      { shooterModifier: 2, targetModifier: 8, armour: 13, damageBonus: 2, health: 12, criticalHits: true },
    ],
    [
      'no criticals',
      { shooterModifier: 3, targetModifier: 9, armour: 12, damageBonus: 0, health: 4, criticalHits: false },
    ],
    [
      'hopeless without a 20',
      { shooterModifier: -2, targetModifier: 25, armour: 10, damageBonus: 0, health: 6, criticalHits: true },
    ],
    [
      'certain',
      { shooterModifier: 30, targetModifier: -5, armour: 10, damageBonus: 2, health: 30, criticalHits: true },
    ],
  ]
  it.each(cases)('FG-12 %s: hit, expected damage and kill as enumerated', (_name, input) => {
    const odds = shotOdds(input)
    const brute = enumerate(input)
    expect(odds.hit).toBeCloseTo(brute.hit, 12)
    expect(odds.expectedDamage).toBeCloseTo(brute.expected, 12)
    expect(odds.kill).toBeCloseTo(brute.kill, 12)
    expect(odds.damage.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12)
  })

  it('FG-12 random inputs agree with enumeration', () => {
    const dice = seededDice('odds-shot')
    for (let n = 0; n < 200; n++) {
      const input: ShotOddsInput = {
        shooterModifier: dice.roll(15) - 5,
        targetModifier: dice.roll(20) - 5,
        armour: 9 + dice.roll(6),
        damageBonus: [0, 2][dice.roll(2) - 1]!,
        health: dice.roll(16),
        criticalHits: dice.roll(2) === 1,
      }
      const odds = shotOdds(input)
      const brute = enumerate(input)
      expect(odds.hit).toBeCloseTo(brute.hit, 12)
      expect(odds.expectedDamage).toBeCloseTo(brute.expected, 12)
      expect(odds.kill).toBeCloseTo(brute.kill, 12)
    }
  })

  it('FG-12 the preview gives the odds of the shot as the table stands', () => {
    const s = activated(tableWith({ 'p0-s3': [10, 5], 'p1-s1': [10, 20] }), 'p0-s3')
    const p = previewShot(s, 'p0-s3', 'p1-s1')
    expect(p.ok).toBe(true)
    if (!p.ok) return
    const [c] = p.candidates
    // Ysolde Shoot +2 against Sir Aldous Fight +4, Armour 13, Health 12, a bow.
    const brute = enumerate({
      shooterModifier: 2,
      targetModifier: 4,
      armour: 13,
      damageBonus: 0,
      health: 12,
      criticalHits: true,
    })
    expect(c?.odds.hit).toBeCloseTo(brute.hit, 12)
    expect(c?.odds.kill).toBeCloseTo(brute.kill, 12)
  })
})
