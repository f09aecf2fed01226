import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { isReshuffleFree, operationLimit } from '../../../src/engine/systems/dice-roll-party'
import type { Action, Character, State } from '../../../src/engine/systems/dice-roll-party/types'
import { apply, char, legalActions, play, sumTokens, tableState } from './helpers'

const filler = (): Character => char(1, 1, 1, 2)
const phase1 = (mine: Character[], store = { red: 2, blue: 2, green: 2 }): State =>
  tableState([mine, [filler(), filler(), filler(), filler()]], { stage: 'resources', store })

describe('DRP-6.1 the operation limit', () => {
  it.each([
    [[3, 1, 0, 2], 3],
    [[0, 0, 0, 0], 1],
    [[5, 5, 1, 0], 5],
  ])('DRP-6.1 characters with time %j give a limit of %i', (times, limit) => {
    const player = {
      name: 'x',
      store: { red: 0, blue: 0, green: 0 },
      nextSlot: 0,
      turns: 0,
      characters: times.map((t) => char(t, 1, 1, 1)),
    }
    expect(operationLimit(player)).toBe(limit)
  })
  it('DRP-6.1 a gone character does not count toward the limit', () => {
    const player = {
      name: 'x',
      store: { red: 0, blue: 0, green: 0 },
      nextSlot: 0,
      turns: 0,
      characters: [{ ...char(6, 0, 0, 0), gone: true }, char(2, 1, 1, 1)],
    }
    expect(operationLimit(player)).toBe(2)
  })
  it('DRP-6.1 once the limit is spent, operations are refused but the phase can end', () => {
    let s = phase1([char(2, 2, 2, 4), filler(), filler(), filler()])
    s = play(s, [
      { type: 'dice-roll-party/shift', slot: 0, from: 'attack' },
      { type: 'dice-roll-party/shift', slot: 0, from: 'attack' },
    ]).state
    const third = apply(s, { type: 'dice-roll-party/shift', slot: 0, from: 'defence' }, scriptedDice([]))
    expect(third.ok).toBe(false)
    if (!third.ok) expect(third.error).toContain('DRP-6.1')
    expect(legalActions(s)).toEqual([{ type: 'dice-roll-party/endResources' }])
  })
})

describe('DRP-6.1 operations, one token each', () => {
  const start = () => phase1([char(4, 2, 2, 4), char(1, 1, 1, 2), filler(), filler()])
  it.each<[string, Action, (s: State) => unknown, unknown]>([
    [
      'move attack → defence',
      { type: 'dice-roll-party/shift', slot: 0, from: 'attack' },
      (s) => s.players[0]!.characters[0],
      { attack: 1, defence: 3 },
    ],
    [
      'move defence → attack',
      { type: 'dice-roll-party/shift', slot: 0, from: 'defence' },
      (s) => s.players[0]!.characters[0],
      { attack: 3, defence: 1 },
    ],
    [
      'add from the store',
      { type: 'dice-roll-party/add', slot: 1, position: 'defence' },
      (s) => [s.players[0]!.characters[1]!.defence, s.players[0]!.store.red],
      [2, 1],
    ],
    [
      'swap with the store',
      { type: 'dice-roll-party/swapStore', give: { slot: 0, position: 'form' }, take: 'attack' },
      (s) => [s.players[0]!.characters[0]!.form, s.players[0]!.characters[0]!.attack, s.players[0]!.store],
      [3, 3, { red: 1, blue: 2, green: 3 }],
    ],
    [
      'swap between characters',
      { type: 'dice-roll-party/swap', a: { slot: 0, position: 'time' }, b: { slot: 1, position: 'form' } },
      (s) => [s.players[0]!.characters[0], s.players[0]!.characters[1]],
      [
        { time: 3, form: 5 },
        { time: 2, form: 1 },
      ],
    ],
    [
      'transfer to another character',
      {
        type: 'dice-roll-party/transfer',
        from: { slot: 0, position: 'form' },
        to: { slot: 1, position: 'form' },
      },
      (s) => [s.players[0]!.characters[0]!.form, s.players[0]!.characters[1]!.form],
      [3, 3],
    ],
  ])('DRP-6.1 %s', (_, action, read, expected) => {
    const { state } = play(start(), [action])
    expect(read(state)).toMatchObject(expected as object)
    expect(state.stage).toMatchObject({ used: 1, limit: 4 })
    expect(sumTokens(state)).toEqual(state.total)
  })
  it('DRP-6.1 discard from a character into the bag, then draw a random token into the store', () => {
    const s0 = start()
    // After the discard the bag holds its red tokens first: a face of 1 draws a red one.
    const { state, events } = play(
      s0,
      [{ type: 'dice-roll-party/discard', from: { slot: 0, position: 'form' } }],
      scriptedDice([1]),
    )
    expect(state.players[0]!.characters[0]!.form).toBe(3)
    expect(state.players[0]!.store.red).toBe(3)
    expect(events.find((e) => e.type.startsWith('drp/drawn-'))).toMatchObject({
      rule: 'DRP-6.1',
      dice: [s0.bag.red + s0.bag.blue + s0.bag.green + 1],
    })
    expect(sumTokens(state)).toEqual(state.total)
  })
  it('DRP-6.1 discard from the store', () => {
    const s0 = start()
    const size = s0.bag.red + s0.bag.blue + s0.bag.green + 1
    const { state } = play(
      s0,
      [{ type: 'dice-roll-party/discardStore', colour: 'green' }],
      scriptedDice([size]),
    )
    expect(state.players[0]!.store).toEqual({ red: 2, blue: 2, green: 2 })
  })
  it.each<[string, Action]>([
    [
      'a red token into time',
      {
        type: 'dice-roll-party/transfer',
        from: { slot: 0, position: 'attack' },
        to: { slot: 1, position: 'time' },
      },
    ],
    [
      'a transfer to the same character',
      {
        type: 'dice-roll-party/transfer',
        from: { slot: 0, position: 'form' },
        to: { slot: 0, position: 'form' },
      },
    ],
    [
      'a same-colour swap',
      { type: 'dice-roll-party/swapStore', give: { slot: 0, position: 'attack' }, take: 'defence' },
    ],
    [
      'a swap of a token the character lacks',
      { type: 'dice-roll-party/swap', a: { slot: 2, position: 'time' }, b: { slot: 3, position: 'time' } },
    ],
    ['a store colour that is empty', { type: 'dice-roll-party/add', slot: 0, position: 'time' }],
    [
      'a malformed spot',
      { type: 'dice-roll-party/discard', from: { slot: 9, position: 'form' } } as unknown as Action,
    ],
    ['a nonsense action', { type: 'drp/fly' } as unknown as Action],
  ])('DRP-6.1 refuses %s', (_, action) => {
    const s = phase1([char(4, 2, 2, 4), char(1, 1, 1, 2), filler(), filler()], { red: 2, blue: 0, green: 2 })
    expect(apply(s, action, scriptedDice([1])).ok).toBe(false)
  })
  it('DRP-2.2 the 18-token cap holds in phase 1', () => {
    const s = phase1([char(6, 4, 4, 4), char(6, 4, 4, 4), filler(), filler()])
    const add = apply(s, { type: 'dice-roll-party/add', slot: 0, position: 'form' }, scriptedDice([]))
    expect(add.ok).toBe(false)
    if (!add.ok) expect(add.error).toContain('18')
    expect(
      apply(
        s,
        {
          type: 'dice-roll-party/transfer',
          from: { slot: 2, position: 'form' },
          to: { slot: 0, position: 'form' },
        },
        scriptedDice([]),
      ).ok,
    ).toBe(false)
    expect(
      apply(
        s,
        { type: 'dice-roll-party/swap', a: { slot: 0, position: 'time' }, b: { slot: 1, position: 'form' } },
        scriptedDice([]),
      ).ok,
    ).toBe(true)
  })
})

describe('DRP-6.2 no time anywhere', () => {
  const noTime = () =>
    phase1([char(0, 2, 2, 4), char(0, 1, 1, 2), char(0, 1, 1, 2), char(0, 1, 1, 2)], {
      red: 1,
      blue: 0,
      green: 1,
    })
  it('DRP-6.2 discards are free until a time token arrives; then the limit of 1 applies', () => {
    let s = noTime()
    s.stage = { kind: 'resources', player: 0, limit: 1, used: 0, reshuffleLeft: 17 }
    const size = () => s.bag.red + s.bag.blue + s.bag.green + 1
    // isReshuffleFree is what the table's "No time anywhere: discards are free" line shows on.
    expect(isReshuffleFree(s)).toBe(true)
    // Draw a red (face 1): still no time, still free.
    s = play(s, [{ type: 'dice-roll-party/discardStore', colour: 'green' }], scriptedDice([1])).state
    expect(s.stage).toMatchObject({ used: 0, reshuffleLeft: 16 })
    expect(isReshuffleFree(s)).toBe(true)
    // Draw a blue: first blue index is red count + 1.
    const blueFace = s.bag.red + 1 + 1
    s = play(
      s,
      [{ type: 'dice-roll-party/discard', from: { slot: 0, position: 'form' } }],
      scriptedDice([blueFace]),
    ).state
    expect(s.players[0]!.store.blue).toBe(1)
    expect(s.stage).toMatchObject({ used: 0 })
    // Time has arrived: the line goes away with the free discards, and the next discard is counted.
    expect(isReshuffleFree(s)).toBe(false)
    const counted = play(s, [{ type: 'dice-roll-party/discardStore', colour: 'red' }], scriptedDice([1]))
    expect(counted.state.stage).toMatchObject({ used: 1 })
    expect(counted.events.find((e) => e.type.startsWith('drp/discarded'))).toMatchObject({ rule: 'DRP-6.1' })
    void size
    s = play(s, [{ type: 'dice-roll-party/add', slot: 0, position: 'time' }]).state
    expect(s.stage).toMatchObject({ used: 1, limit: 1 })
    expect(legalActions(s)).toEqual([{ type: 'dice-roll-party/endResources' }])
  })
  it('DRP-6.2 the turn starts in reshuffle mode when the player holds no time', () => {
    const s0 = tableState(
      [
        [char(0, 2, 2, 4), char(0, 1, 1, 2), char(0, 1, 1, 2), char(0, 1, 1, 2)],
        [filler(), filler(), filler(), filler()],
      ],
      {
        stage: 'attack',
        player: 1,
        store: { red: 1, blue: 0, green: 1 },
      },
    )
    s0.players[1]!.store = { red: 1, blue: 1, green: 1 }
    const s = play(
      s0,
      [
        {
          type: 'dice-roll-party/attack',
          attacker: 0,
          target: { player: 0, slot: 0 },
          boosts: { raiseClass: false, raiseDamage: 0, insurance: false, superiority: false },
        },
        {
          type: 'dice-roll-party/defend',
          boosts: { raiseClass: false, insurance: false, superiority: false, counterattack: false },
        },
      ],
      scriptedDice([1, 6]),
    ).state
    expect(s.stage).toMatchObject({ kind: 'resources', player: 0, limit: 1, reshuffleLeft: 22 })
  })
  it('DRP-6.2 without time the only phase 2 action is to skip; with time, skipping is refused', () => {
    const s = play(noTime(), [{ type: 'dice-roll-party/endResources' }]).state
    expect(legalActions(s)).toEqual([{ type: 'dice-roll-party/passTurn' }])
    const after = play(s, [{ type: 'dice-roll-party/passTurn' }]).state
    expect(after.stage).toMatchObject({ kind: 'resources', player: 1 })
    expect(after.quietTurns).toBe(1)
    const withTime = play(phase1([char(1, 2, 2, 4), filler(), filler(), filler()]), [
      { type: 'dice-roll-party/endResources' },
    ]).state
    const r = apply(withTime, { type: 'dice-roll-party/passTurn' }, scriptedDice([]))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain('DRP-6.2')
  })
  it('DRP-8.5 (stalemate) six turns in a row without an attack draw the game', () => {
    let s = play(noTime(), [{ type: 'dice-roll-party/endResources' }]).state
    s.quietTurns = 5
    s = play(s, [{ type: 'dice-roll-party/passTurn' }]).state
    expect(s.stage).toMatchObject({ kind: 'over', winner: null })
  })
})
