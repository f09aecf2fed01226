import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../src/engine/core/dice'
import { diceRollParty, normaliseOptions, DEFAULT_OPTIONS } from '../../../src/engine/systems/dice-roll-party'
import { drawToken, colourOf } from '../../../src/engine/systems/dice-roll-party/rules/tokens'
import { apply, buildEvenly, evenSetup, legalActions, play, sumTokens } from './helpers'

describe('DRP-1.1 tokens and the bag', () => {
  it('DRP-1.1 the default bag holds 120 tokens, 40 of each colour', () => {
    expect(DEFAULT_OPTIONS.bag).toEqual({ red: 40, blue: 40, green: 40 })
    const s = diceRollParty.setup({}, seededDice('x'))
    expect(sumTokens(s)).toEqual({ red: 40, blue: 40, green: 40 })
  })
  it.each([
    [1, 'red'],
    [10, 'red'],
    [11, 'blue'],
    [15, 'blue'],
    [16, 'green'],
    [18, 'green'],
  ] as const)('DRP-1.1 a draw of index %i from a bag of 10/5/3 is %s (table order)', (face, colour) => {
    expect(drawToken({ red: 10, blue: 5, green: 3 }, scriptedDice([face]))).toBe(colour)
  })
  it('DRP-1.1 the set-up accepts custom colour counts and refuses a bag too small to build', () => {
    const s = diceRollParty.setup({ bag: { red: 10, blue: 50, green: 60 } }, seededDice('x'))
    expect(sumTokens(s)).toEqual({ red: 10, blue: 50, green: 60 })
    const small = normaliseOptions({ bag: { red: 30, blue: 30, green: 30 } })
    expect(small.ok).toBe(false)
    if (!small.ok) expect(small.error).toContain('DRP-2.2')
    expect(normaliseOptions({ bag: { red: -1, blue: 50, green: 60 } }).ok).toBe(false)
  })
})

describe('DRP-1.3 players', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
  ])('DRP-1.3 %i players accepted: %s', (players, accepted) => {
    expect(normaliseOptions({ players, bag: { red: 100, blue: 100, green: 100 } }).ok).toBe(accepted)
  })
  it('DRP-1.3 three players share the bag three ways', () => {
    const s = diceRollParty.setup({ players: 3, bag: { red: 60, blue: 60, green: 60 } }, seededDice('3p'))
    expect(s.players.map((p) => p.store.red + p.store.blue + p.store.green)).toEqual([60, 60, 60])
  })
})

describe('DRP-2.1 splitting the bag into stores', () => {
  it('DRP-2.1 the first player draws its half token by token; the second takes the rest', () => {
    const s = evenSetup()
    expect(s.players[0]!.store).toEqual({ red: 20, blue: 20, green: 20 })
    expect(s.players[1]!.store).toEqual({ red: 20, blue: 20, green: 20 })
    expect(s.bag).toEqual({ red: 0, blue: 0, green: 0 })
  })
  it('DRP-2.1 an odd bag leaves the odd token in the bag', () => {
    const s = diceRollParty.setup({ bag: { red: 41, blue: 40, green: 40 } }, seededDice('odd'))
    expect(s.players.map((p) => p.store.red + p.store.blue + p.store.green)).toEqual([60, 60])
    expect(s.bag.red + s.bag.blue + s.bag.green).toBe(1)
  })
  it('DRP-2.1 setup is deterministic for a seed', () => {
    expect(diceRollParty.setup({}, seededDice('s'))).toEqual(diceRollParty.setup({}, seededDice('s')))
  })
})

describe('DRP-2.2 building characters', () => {
  it('DRP-2.2 a character takes exactly 12 tokens; finishing needs all four at 12', () => {
    let s = evenSetup()
    expect(apply(s, { type: 'dice-roll-party/finishBuild' }, scriptedDice([]))).toMatchObject({
      ok: false,
    })
    for (let k = 0; k < 12; k++)
      s = play(s, [{ type: 'dice-roll-party/place', slot: 0, position: 'form' }]).state
    const thirteenth = apply(
      s,
      { type: 'dice-roll-party/place', slot: 0, position: 'time' },
      scriptedDice([]),
    )
    expect(thirteenth.ok).toBe(false)
    if (!thirteenth.ok) expect(thirteenth.error).toContain('DRP-2.2')
    s = play(s, [{ type: 'dice-roll-party/unplace', slot: 0, position: 'form' }]).state
    expect(s.players[0]!.characters[0]!.form).toBe(11)
  })
  it('DRP-2.2 a colour the store has run out of cannot be placed', () => {
    let s = evenSetup()
    for (let k = 0; k < 12; k++)
      s = play(s, [{ type: 'dice-roll-party/place', slot: 0, position: 'attack' }]).state
    for (let k = 0; k < 8; k++)
      s = play(s, [{ type: 'dice-roll-party/place', slot: 1, position: 'defence' }]).state
    const r = apply(s, { type: 'dice-roll-party/place', slot: 1, position: 'attack' }, scriptedDice([]))
    expect(r.ok).toBe(false)
  })
  it('DRP-2.2 both players build in turn, then the first turn is decided', () => {
    let s = buildEvenly(evenSetup())
    expect(s.stage).toEqual({ kind: 'build', player: 1 })
    s = buildEvenly(s)
    expect(s.stage.kind).toBe('first-turn')
    expect(s.players[1]!.characters[3]).toEqual({ time: 3, attack: 2, defence: 2, form: 5, gone: false })
    expect(s.players[1]!.store).toEqual({ red: 4, blue: 8, green: 0 })
  })
  it('DRP-2.3 every group holds its own colour', () => {
    expect(['time', 'attack', 'defence', 'form'].map((p) => colourOf(p as never))).toEqual([
      'blue',
      'red',
      'red',
      'green',
    ])
  })
  it('DRP-2.2 legal build actions are exactly the ones apply accepts', () => {
    const s = evenSetup()
    for (const a of legalActions(s)) expect(apply(s, a, scriptedDice([])).ok).toBe(true)
  })
})
