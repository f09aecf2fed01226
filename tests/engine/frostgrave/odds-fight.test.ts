/**
 * FG-12 exact odds of a fight, checked against brute force: all 20 × 20 pairs of faces played through the
 * real `fight` command on scripted dice, tallying who won, the Health lost and the deaths.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { apply, fightPreview, type FgState, type Model } from '../../../src/engine/systems/frostgrave'
import { activated, model, tableWith } from './helpers'

const TOUCH = 25 / 25.4

function duel(a: string, b: string, others: Record<string, [number, number]> = {}, change = (m: Model) => m) {
  const s = tableWith({ [a]: [10, 10], [b]: [10 + TOUCH, 10], ...others })
  return activated({ ...s, models: s.models.map(change) }, a)
}

/** Plays every pair of faces through `apply` and counts what happened (out of 400). */
function bruteForce(s: FgState, a: string, b: string) {
  const tally = { attacker: 0, defender: 0, tie: 0, both: 0, dmg: [0, 0], kills: [0, 0] }
  for (let x = 1; x <= 20; x++) {
    for (let y = 1; y <= 20; y++) {
      const r = apply(s, { type: 'frostgrave/fight', model: a, target: b }, scriptedDice([x, y]))
      if (!r.ok) throw new Error(r.error)
      const types = r.events.map((e) => e.type)
      const won = r.events.find((e) => e.type.startsWith('frostgrave/fightWon'))
      if (types.includes('frostgrave/fightTie')) tally.tie++
      else if (types.includes('frostgrave/fightBothCritical')) tally.both++
      else if ((won!.params as { winner: string }).winner === model(s, a).name) tally.attacker++
      else tally.defender++
      tally.dmg[0]! += model(s, b).health - model(r.state, b).health
      tally.dmg[1]! += model(s, a).health - model(r.state, a).health
      if (model(r.state, b).status === 'dead') tally.kills[0]!++
      if (model(r.state, a).status === 'dead') tally.kills[1]!++
    }
  }
  return tally
}

describe('FG-12 exact odds of a fight', () => {
  it.each([
    ['even soldiers', duel('p0-s1', 'p1-s4')],
    ['two-handed weapon against a staff', duel('p0-apprentice', 'p1-s2')],
    [
      'support, carrying and wounds',
      duel('p0-s2', 'p1-wizard', { 'p0-s4': [10 + TOUCH, 10 + TOUCH] }, (m) =>
        m.id === 'p0-s2' ? { ...m, carrying: 't9' } : m.id === 'p1-wizard' ? { ...m, health: 3 } : m,
      ),
    ],
    [
      'critical hits off',
      (() => {
        const s = duel('p0-s5', 'p1-s1')
        return { ...s, options: { ...s.options, criticalHits: false } }
      })(),
    ],
    [
      'a strong defender (kills likely)',
      duel('p0-s6', 'p1-s2', {}, (m) => (m.id === 'p0-s6' ? { ...m, health: 2 } : m)),
    ],
  ])('FG-12 %s: the odds match all 400 fights played out', (_, s) => {
    const act = s.turn.activation!.leader
    const target = s.models.find(
      (m) => m.status === 'onTable' && m.player === 1 && Math.abs(m.y - 1000) < 1 && m.x > 1000,
    )!.id
    const preview = fightPreview(s, act, target)
    if (!preview.ok) throw new Error(preview.error)
    const t = bruteForce(s, act, target)
    const o = preview.odds
    expect([o.attackerWins, o.defenderWins, o.tie, o.bothCritical].map((p) => p * 400)).toEqual(
      [t.attacker, t.defender, t.tie, t.both].map((n) => expect.closeTo(n, 9)),
    )
    expect(o.attackerWins + o.defenderWins + o.tie + o.bothCritical).toBeCloseTo(1, 12)
    expect(o.expectedDamage.map((e) => e * 400)).toEqual(t.dmg.map((d) => expect.closeTo(d, 9)))
    expect(o.kills.map((k) => k * 400)).toEqual(t.kills.map((k) => expect.closeTo(k, 9)))
  })

  it('FG-12 two equal fighters: 190/400 each way, 19 ties, 1 double critical (FG-5.8)', () => {
    const s = duel('p0-s4', 'p1-s4')
    const p = fightPreview(s, 'p0-s4', 'p1-s4')
    if (!p.ok) throw new Error(p.error)
    // Faces 1–19: 171 pairs each way, 19 ties; a 20 beats the 19 other faces; 20 against 20 is no tie.
    expect(p.odds.attackerWins * 400).toBe(190)
    expect(p.odds.defenderWins * 400).toBe(190)
    expect(p.odds.tie * 400).toBe(19)
    expect(p.odds.bothCritical * 400).toBe(1)
  })

  it('FG-12 a fight that is not allowed has no odds, only the refusal', () => {
    const s = activated(tableWith({ 'p0-s1': [10, 10], 'p1-s4': [15, 10] }), 'p0-s1')
    const p = fightPreview(s, 'p0-s1', 'p1-s4')
    expect(p.ok).toBe(false)
    if (!p.ok) expect(p.error).toContain('FG-5.1')
  })
})
