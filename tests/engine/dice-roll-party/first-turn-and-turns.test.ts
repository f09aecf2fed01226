import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { NO_ATTACK_BOOSTS } from '../../../src/engine/systems/dice-roll-party'
import type { Action, State } from '../../../src/engine/systems/dice-roll-party/types'
import { apply, buildEvenly, char, evenSetup, legalActions, play, sumTokens, tableState } from './helpers'

const built = (options: object = {}): State => buildEvenly(buildEvenly(evenSetup(options)))
const attack = (attacker: number, slot: number, boosts = NO_ATTACK_BOOSTS, player = 1): Action => ({
  type: 'dice-roll-party/attack',
  attacker,
  target: { player, slot },
  boosts,
})

describe('DRP-3.1 simple first turn', () => {
  it.each([
    [[5, 12], 1, 1],
    [[17, 3], 0, 1],
    [[7, 7, 3, 9], 1, 2],
  ])('DRP-3.1 roll-off %j: player %i goes first after %i round(s)', (faces, first, rounds) => {
    const { state, events } = play(built(), [{ type: 'dice-roll-party/rollOff' }], scriptedDice(faces))
    expect(state.firstPlayer).toBe(first)
    expect(state.stage).toMatchObject({ kind: 'resources', player: first })
    expect(events.filter((e) => e.type === 'drp/roll-off')).toHaveLength(rounds)
    expect(events.every((e) => e.type !== 'drp/roll-off' || e.rule === 'DRP-3.1')).toBe(true)
  })
  it('DRP-3.1 the table may simply agree who goes first', () => {
    const { state } = play(built(), [{ type: 'dice-roll-party/chooseFirst', player: 1 }])
    expect(state.firstPlayer).toBe(1)
    expect(state.noBoostPlayer).toBe(1)
  })
  it('DRP-3.1 the first player may not boost its first attack, but may attack plainly; boosts return next turn', () => {
    let s = play(built(), [
      { type: 'dice-roll-party/chooseFirst', player: 0 },
      { type: 'dice-roll-party/endResources' },
    ]).state
    const boosted = apply(s, attack(0, 0, { ...NO_ATTACK_BOOSTS, superiority: true }), scriptedDice([3, 3]))
    expect(boosted.ok).toBe(false)
    if (!boosted.ok) expect(boosted.error).toContain('DRP-3.1')
    const damaged = apply(s, attack(0, 0, { ...NO_ATTACK_BOOSTS, raiseDamage: 1 }), scriptedDice([3]))
    expect(damaged.ok).toBe(false)
    expect(
      legalActions(s).every(
        (a) =>
          a.type !== 'dice-roll-party/attack' ||
          a.boosts.raiseDamage + +a.boosts.superiority + +a.boosts.insurance + +a.boosts.raiseClass === 0,
      ),
    ).toBe(true)
    // Attack d6 rolls 2, defence d6 rolls 4: defended; player 2's turn, and player 1's restriction is over.
    s = play(
      s,
      [
        attack(0, 0),
        {
          type: 'dice-roll-party/defend',
          boosts: { raiseClass: false, insurance: false, superiority: false, counterattack: false },
        },
      ],
      scriptedDice([2, 4]),
    ).state
    expect(s.noBoostPlayer).toBeNull()
    expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })
  })
})

describe('DRP-3.2 time auction', () => {
  it('DRP-3.2 the highest bid goes first and moves that much time from its characters to its store', () => {
    let s = built({ firstTurn: 'auction' })
    expect(s.stage).toMatchObject({ kind: 'auction', bidder: 0 })
    const pass = apply(s, { type: 'dice-roll-party/passBid' }, scriptedDice([]))
    expect(pass.ok).toBe(false)
    s = play(s, [{ type: 'dice-roll-party/bid', amount: 2 }]).state
    expect(apply(s, { type: 'dice-roll-party/bid', amount: 2 }, scriptedDice([])).ok).toBe(false)
    expect(apply(s, { type: 'dice-roll-party/bid', amount: 13 }, scriptedDice([])).ok).toBe(false)
    s = play(s, [{ type: 'dice-roll-party/bid', amount: 3 }, { type: 'dice-roll-party/passBid' }]).state
    expect(s.stage).toEqual({ kind: 'auction-payment', player: 1, left: 3 })
    const before = s.players[1]!.store.blue
    s = play(s, [
      { type: 'dice-roll-party/payBid', slot: 0 },
      { type: 'dice-roll-party/payBid', slot: 0 },
      { type: 'dice-roll-party/payBid', slot: 2 },
    ]).state
    expect(s.players[1]!.store.blue).toBe(before + 3)
    expect(s.players[1]!.characters.map((c) => c.time)).toEqual([1, 3, 2, 3])
    expect(s.players[0]!.characters.map((c) => c.time)).toEqual([3, 3, 3, 3])
    expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })
    expect(s.noBoostPlayer).toBeNull()
    expect(sumTokens(s)).toEqual(s.total)
  })
  it('DRP-3.2 an opening bid of 0 that nobody beats costs nothing', () => {
    const s = play(built({ firstTurn: 'auction' }), [
      { type: 'dice-roll-party/bid', amount: 0 },
      { type: 'dice-roll-party/passBid' },
    ]).state
    expect(s.stage).toMatchObject({ kind: 'resources', player: 0 })
  })
})

const four = (time: number) => [
  char(time, 2, 2, 4),
  char(time, 2, 2, 4),
  char(time, 2, 2, 4),
  char(time, 2, 2, 4),
]

describe('DRP-4 turn passing', () => {
  it('DRP-4.1 simple: any character attacks any enemy', () => {
    const s = tableState([four(2), four(2)])
    const attackers = new Set(
      legalActions(s).flatMap((a) => (a.type === 'dice-roll-party/attack' ? [a.attacker] : [])),
    )
    const targets = new Set(
      legalActions(s).flatMap((a) => (a.type === 'dice-roll-party/attack' ? [a.target.slot] : [])),
    )
    expect([...attackers].sort()).toEqual([0, 1, 2, 3])
    expect([...targets].sort()).toEqual([0, 1, 2, 3])
  })
  it('DRP-4.2 cyclic: leftmost first, then the next, skipping characters that are gone', () => {
    let s = tableState([four(2), four(2)], { turnMode: 'cyclic' })
    s.players[0]!.characters[1] = { ...char(0, 0, 0, 0), gone: true }
    s.players[0]!.nextSlot = 0
    const wrong = apply(s, attack(2, 0), scriptedDice([1, 1]))
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(wrong.error).toContain('DRP-4.2')
    s = play(
      s,
      [
        attack(0, 0),
        {
          type: 'dice-roll-party/defend',
          boosts: { raiseClass: false, insurance: false, superiority: false, counterattack: false },
        },
      ],
      scriptedDice([1, 2]),
    ).state
    expect(s.players[0]!.nextSlot).toBe(1)
    // Player 1's next turn: slot 1 is gone, so slot 2 is designated.
    s.stage = { kind: 'attack', player: 0 }
    s.turnOwner = 0
    expect(
      new Set(legalActions(s).flatMap((a) => (a.type === 'dice-roll-party/attack' ? [a.attacker] : []))),
    ).toEqual(new Set([2]))
  })
  it('DRP-4.2 cyclic: a designated character without time skips the turn and the order moves on', () => {
    const mine = four(2)
    mine[0] = char(0, 2, 2, 4)
    const s = tableState([mine, four(2)], { turnMode: 'cyclic' })
    expect(legalActions(s)).toEqual([{ type: 'dice-roll-party/passTurn' }])
    const after = play(s, [{ type: 'dice-roll-party/passTurn' }]).state
    expect(after.players[0]!.nextSlot).toBe(1)
  })
  it.each([
    [
      [3, 1, 3, 2],
      [0, 2],
    ],
    [[1, 4, 2, 2], [1]],
  ])('DRP-4.3 initiative: with time %j only slots %j may act', (times, slots) => {
    const mine = times.map((t) => char(t, 2, 2, 4))
    const s = tableState([mine, four(2)], { turnMode: 'initiative' })
    const attackers = new Set(
      legalActions(s).flatMap((a) => (a.type === 'dice-roll-party/attack' ? [a.attacker] : [])),
    )
    expect([...attackers].sort()).toEqual(slots)
    const other = [0, 1, 2, 3].find((x) => !slots.includes(x))!
    const r = apply(s, attack(other, 0), scriptedDice([1, 1]))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain('DRP-4.3')
  })
})

describe('the cyclic skip line', () => {
  it('DRP-4.2 names the designated character that cannot pay, not the whole side', () => {
    const mine = [0, 1, 2, 3].map(() => char(2, 2, 2, 4))
    mine[0] = char(0, 2, 2, 4)
    const { events } = play(tableState([mine, mine.map(() => char(2, 2, 2, 4))], { turnMode: 'cyclic' }), [
      { type: 'dice-roll-party/passTurn' },
    ])
    expect(events.find((e) => e.type.startsWith('drp/skipped'))).toMatchObject({
      type: 'drp/skipped-cyclic',
      rule: 'DRP-4.2',
      text: "Player 1's character 1, next in the cyclic order, cannot pay for an attack: the turn is skipped",
    })
  })
})
