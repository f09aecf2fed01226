/**
 * Chesswarrior Expert set-up with a plan (issue 34, CW-3.2): the barracks of 8 is built for the ban it will
 * meet, the ban takes what the opponent would miss most and what presses the computer's own five hardest,
 * and the five fielded answer the opponent's shown barracks — all without reading what CW-3.4 still hides
 * (the opponent's picks while it chooses, its ban until both have banned, its fielded five).
 */
import { describe, expect, it } from 'vitest'
import { ai, games, seededDice } from '../../../src/engine'
import { barracksValue, planBan, teamValue } from '../../../src/engine/ai/profiles/chesswarrior-setup'
import type { CwAction, CwState } from '../../../src/engine/systems/chesswarrior'

const cw = games.chesswarrior

function applied(s: CwState, a: CwAction): CwState {
  const done = cw.apply(s, a, seededDice('table'))
  if (!done.ok) throw new Error(done.error)
  return done.state
}

const BARRACKS_P1 = ['page', 'sirocco', 'bram', 'lyra', 'oren', 'vex', 'grask', 'kaede']
const BARRACKS_P2 = ['morwen', 'torvald', 'seraphine', 'lyra', 'kaede', 'page', 'bram', 'oren']

/** Expert, both barracks chosen by hand and shown (CW-3.4): p1 is to ban. */
function atBan(): CwState {
  let s = cw.setup({ mode: 'expert' }, seededDice('expert'))
  for (const side of [BARRACKS_P1, BARRACKS_P2]) {
    for (const card of side) s = applied(s, { type: 'chesswarrior/pick', card })
    s = applied(s, { type: 'chesswarrior/confirmTeam' })
  }
  expect(s.stage).toBe('ban')
  return s
}

/** The computer's whole decision run for the acting side until the stage changes hands. */
function decideWhile(s: CwState, level: ai.Level, seed: string, still: (t: CwState) => boolean): CwState {
  let t = s
  for (let n = 0; n < 12 && still(t); n++)
    t = applied(t, ai.chooseAction(cw, t, { level, seed: `${seed}/${n}` }).action)
  return t
}

const bestFive = (s: CwState, cards: string[]): number => {
  let best = -Infinity
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === 5) best = Math.max(best, teamValue(chosen.map((c) => s.cards[c]!)))
    else for (let i = from; i < cards.length; i++) pick(i + 1, [...chosen, cards[i]!])
  }
  pick(0, [])
  return best
}

describe('Chesswarrior Expert set-up with a plan (CW-3.2, issue 34)', () => {
  it('builds a barracks of 8 that keeps a strong five whatever the opponent bans', () => {
    const s0 = cw.setup({ mode: 'expert' }, seededDice('expert'))
    for (const level of ['normal', 'hard'] as const)
      for (const seed of [`${level}-a`]) {
        const s = decideWhile(s0, level, seed, (t) => t.stage === 'draft' && t.actor === 'p1')
        const barracks = s.picks.p1
        expect(barracks).toHaveLength(8)
        // The planned barracks is worth at least as much after the worst ban as the eight strongest
        // cards taken one by one (the unplanned choice): it is never worse, whichever card is lost.
        const byCard = [...s0.cardOrder]
          .sort((a, b) => teamValue([s0.cards[b]!]) - teamValue([s0.cards[a]!]))
          .slice(0, 8)
        expect(barracksValue(s0, barracks)).toBeGreaterThanOrEqual(barracksValue(s0, byCard) - 1e-9)
      }
  })

  it('bans what the opponent would miss most and what presses its own five, not just the strongest card', () => {
    const s = atBan()
    const ban = ai.chooseAction(cw, s, { level: 'hard', seed: 'ban' }).action
    expect(ban).toEqual({ type: 'chesswarrior/ban', card: planBan(s, 'p1') })
    // The ban costs the opponent's best five at least as much as any other ban would, up to its counter
    // weight: no other card's loss is larger by more than what the chosen one presses the planned five.
    const theirs = s.picks.p2
    const loss = (card: string) =>
      bestFive(s, theirs) -
      bestFive(
        s,
        theirs.filter((c) => c !== card),
      )
    const chosen = (ban as { card: string }).card
    const maxLoss = Math.max(...theirs.map(loss))
    expect(loss(chosen)).toBeGreaterThan(0)
    expect(maxLoss - loss(chosen)).toBeLessThan(3)
  })

  it('never reads the ban the opponent made first while it is hidden (CW-3.4)', () => {
    const s = atBan()
    const afterP1 = applied(s, { type: 'chesswarrior/ban', card: 'morwen' })
    expect(afterP1.actor).toBe('p2')
    const otherBan = structuredClone(afterP1)
    otherBan.bans.p2 = 'kaede'
    for (const seed of ['a', 'b'])
      expect(ai.chooseAction(cw, otherBan, { level: 'hard', seed }).action).toEqual(
        ai.chooseAction(cw, afterP1, { level: 'hard', seed }).action,
      )
  })

  it('fields five that answer the opponent’s shown barracks, never its hidden five (CW-3.2, CW-3.4)', () => {
    let s = atBan()
    s = applied(s, { type: 'chesswarrior/ban', card: 'torvald' })
    s = applied(s, { type: 'chesswarrior/ban', card: 'kaede' })
    expect(s.stage).toBe('select')
    // p1 fields by hand; p2 (the computer) chooses while p1's five are hidden.
    for (const card of ['page', 'sirocco', 'bram', 'lyra', 'oren'])
      s = applied(s, { type: 'chesswarrior/pick', card })
    s = applied(s, { type: 'chesswarrior/confirmTeam' })
    expect(s.actor).toBe('p2')
    const hidden = structuredClone(s)
    hidden.selected.p1 = ['vex', 'grask', 'page', 'sirocco', 'oren']
    const fielded = (t: CwState) =>
      decideWhile(t, 'hard', 'field', (u) => u.stage === 'select' && u.actor === 'p2').selected.p2
    expect(fielded(hidden)).toEqual(fielded(s))
    const five = fielded(s)
    expect(five).toHaveLength(5)
    expect(five).not.toContain('torvald')
  })
})
