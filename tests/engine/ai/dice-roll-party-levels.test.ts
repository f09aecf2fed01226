/**
 * Dice Roll Party levels in whole seeded games (issue 34): no level ever attacks at 0 % (DRP-7, the exact
 * odds), and easy keeps its beginner's habits — plain attacks, a plain defence (DRP-7.2, DRP-8.2) — while
 * hard uses boosts when they pay.
 */
import { describe, expect, it } from 'vitest'
import { ai, games, seededDice } from '../../../src/engine'
import {
  NO_DEFENCE_BOOSTS,
  selectAttackOdds,
  type Action,
  type State,
} from '../../../src/engine/systems/dice-roll-party'

const party = games['dice-roll-party']

/** Every choice each level made in a seeded game between `levels[0]` (side 0) and `levels[1]`. */
function playedBy(levels: [ai.Level, ai.Level], seed: string): { level: ai.Level; s: State; a: Action }[] {
  const dice = seededDice(`${seed}/table`)
  let s = party.setup({}, dice)
  const made: { level: ai.Level; s: State; a: Action }[] = []
  for (let n = 0; n < 3000 && !party.result(s).over; n++) {
    const side = party.actor(s)
    const a =
      side === null
        ? party.legalActions(s)[0]!
        : ai.chooseAction(party, s, { level: levels[side]!, seed: `${seed}/${n}` }).action
    if (side !== null) made.push({ level: levels[side]!, s, a })
    const done = party.apply(s, a, dice)
    if (!done.ok) throw new Error(done.error)
    s = done.state
  }
  expect(party.result(s).over).toBe(true)
  return made
}

const plain = (b: object) => Object.values(b).every((v) => v === false || v === 0)

describe('Dice Roll Party levels (issue 34)', () => {
  const made = [...playedBy(['hard', 'easy'], 'g1'), ...playedBy(['easy', 'normal'], 'g2')]

  it('never attacks where the dice cannot hit (DRP-7)', () => {
    const attacks = made.filter((m) => m.a.type === 'dice-roll-party/attack')
    expect(attacks.length).toBeGreaterThan(10)
    for (const { s, a } of attacks) {
      if (a.type !== 'dice-roll-party/attack' || s.stage.kind !== 'attack') throw new Error('not an attack')
      const odds = selectAttackOdds(
        s,
        { player: s.stage.player, slot: a.attacker },
        a.target,
        a.boosts,
        NO_DEFENCE_BOOSTS,
      )
      expect(odds!.hit).toBeGreaterThan(0)
    }
  })

  it('easy attacks and defends plainly; hard boosts when it pays (DRP-7.2, DRP-8.2)', () => {
    const by = (level: ai.Level, type: Action['type']) =>
      made.filter((m) => m.level === level && m.a.type === type).map((m) => m.a)
    const easy = [...by('easy', 'dice-roll-party/attack'), ...by('easy', 'dice-roll-party/defend')]
    expect(easy.length).toBeGreaterThan(5)
    for (const a of easy) expect(plain((a as { boosts: object }).boosts)).toBe(true)
    const hard = [...by('hard', 'dice-roll-party/attack'), ...by('hard', 'dice-roll-party/defend')]
    expect(hard.some((a) => !plain((a as { boosts: object }).boosts))).toBe(true)
  })
})
