import { describe, expect, it } from 'vitest'
import { eligibleResponses, legalActions, selectActingSide } from '../../../src/engine/systems/chesswarrior'
import { act, playState, refuse } from './helpers'

describe('CW-7.2 Instant: before the cost', () => {
  const vexTargeted = (facing: 'N' | 'S' = 'S', mana = 1) =>
    playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'vex', side: 'p2', at: 'd4', facing, mana },
      ],
      { active: 'p1:page' },
    )
  it('a successful Instant stops the action and nothing is paid', () => {
    let r = act(vexTargeted(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' })
    expect(r.state.pending?.timing).toBe('instant')
    expect(selectActingSide(r.state)).toBe('p2')
    expect(legalActions(r.state)).toEqual([
      { type: 'chesswarrior/respond', hero: 'p2:vex', ability: 'vanish' },
      { type: 'chesswarrior/pass' },
    ])
    expect(refuse(r.state, { type: 'chesswarrior/endActivation', facing: 'N' })).toMatch(
      /respond or pass first \(CW-7.2\)/,
    )
    r = act(r.state, { type: 'chesswarrior/respond', hero: 'p2:vex', ability: 'vanish' }, [8])
    expect(r.state.pending).toBeNull()
    expect(r.state.activation).toMatchObject({ turnCost: 0, used: { attack: true } })
    expect(r.state.heroes['p2:vex']).toMatchObject({ mana: 0, inactiveUsed: 1, damage: 0 })
    expect(r.events.at(-1)).toMatchObject({
      type: 'chesswarrior/cancelled-instant',
      rule: 'CW-7.2',
      text: expect.stringContaining('nothing is paid'),
    })
    r = act(r.state, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.heroes['p1:page']!.mainBase).toBe(2)
  })
  it('a failed Instant lets the action go on: cost, then the roll', () => {
    let r = act(vexTargeted(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' })
    r = act(r.state, { type: 'chesswarrior/respond', hero: 'p2:vex', ability: 'vanish' }, [2, 10, 10, 1, 1])
    expect(r.state.activation!.turnCost).toBe(3)
    expect(r.state.heroes['p2:vex']!.damage).toBe(2)
  })
  it('passing lets the action go on', () => {
    let r = act(vexTargeted(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' })
    r = act(r.state, { type: 'chesswarrior/pass' }, [10, 1, 1, 1])
    expect(r.state.heroes['p2:vex']!.damage).toBe(1)
  })
  it.each([
    ['from behind (FOT)', 'N' as const, 1],
    ['without the Mana', 'S' as const, 0],
  ])('no window %s', (_n, facing, mana) => {
    const r = act(
      vexTargeted(facing, mana),
      { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' },
      [1, 1, 1, 1],
    )
    expect(r.state.pending).toBeNull()
    expect(r.state.activation!.turnCost).toBe(3)
  })
  it('Armor Block blocks damage equal to its successes for that combat', () => {
    const s = playState(
      [
        { card: 'kaede', side: 'p2', at: 'd6' },
        { card: 'page', side: 'p1', at: 'd3' },
      ],
      { active: 'p2:kaede' },
    )
    let r = act(s, { type: 'chesswarrior/use', ability: 'longshot', target: 'p1:page' })
    r = act(
      r.state,
      { type: 'chesswarrior/respond', hero: 'p1:page', ability: 'armor-block' },
      [7, 8, 1, 9, 10],
    )
    expect(r.state.pending).toBeNull()
    expect(r.state.heroes['p1:page']!.damage).toBe(0)
    expect(r.events.find((e) => e.type === 'chesswarrior/blocked')?.amount).toBe(2)
  })
})

describe('CW-7.2 Interrupt: after the cost', () => {
  it('a successful Interrupt stops an attack, and the cost is lost', () => {
    const s = playState(
      [
        { card: 'kaede', side: 'p2', at: 'd6' },
        { card: 'lyra', side: 'p1', at: 'd3' },
        { card: 'bram', side: 'p1', at: 'e5', mana: 1 },
      ],
      { active: 'p2:kaede' },
    )
    let r = act(s, { type: 'chesswarrior/use', ability: 'longshot', target: 'p1:lyra' })
    expect(r.state.pending?.timing).toBe('interrupt')
    expect(r.state.activation!.turnCost).toBe(2)
    r = act(r.state, { type: 'chesswarrior/respond', hero: 'p1:bram', ability: 'bulwark' }, [6])
    expect(r.state.activation!.turnCost).toBe(2)
    expect(r.state.heroes['p1:lyra']!.damage).toBe(0)
    expect(r.state.heroes['p1:bram']!.mana).toBe(0)
    expect(r.events.at(-1)!.text).toContain('the cost is lost')
  })
  it('an Interrupt can stop movement (Bog Grip): cost lost, no counters', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'grask', side: 'p2', at: 'd5', facing: 'S' },
      ],
      { active: 'p1:page' },
    )
    let r = act(s, { type: 'chesswarrior/move', ability: 'move' })
    expect(r.state.pending?.timing).toBe('interrupt')
    r = act(r.state, { type: 'chesswarrior/respond', hero: 'p2:grask', ability: 'bog-grip' }, [7])
    expect(r.state.activation).toMatchObject({ turnCost: 2, moveLeft: 0, used: { movement: true } })
  })
  it('a counter Interrupt that destroys the attacker ends its activation', () => {
    const s = playState(
      [
        { card: 'kaede', side: 'p2', at: 'd6', damage: 2 },
        { card: 'torvald', side: 'p1', at: 'd3' },
      ],
      { active: 'p2:kaede' },
    )
    let r = act(s, { type: 'chesswarrior/use', ability: 'longshot', target: 'p1:torvald' })
    r = act(r.state, { type: 'chesswarrior/respond', hero: 'p1:torvald', ability: 'retaliate' }, [7, 1])
    expect(r.state.heroes['p2:kaede']!.destroyed).toBe(1)
    expect(r.state.heroes['p1:torvald']!.damage).toBe(0)
    expect(r.state.mainTurn).toBe(2)
    expect(r.state.activation).toMatchObject({ hero: 'p2:kaede', turnCost: 0 })
  })
})

describe('CW-7.1 one Instant or Interrupt per Turn', () => {
  it('a hero that answered this turn cannot answer again', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'vex', side: 'p2', at: 'd4', facing: 'S', mana: 3 },
      ],
      { active: 'p1:page' },
    )
    s.heroes['p2:vex']!.inactiveUsed = 1
    const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' }, [1, 1, 1, 1])
    expect(r.state.pending).toBeNull()
    s.mainTurn = 2
    s.heroes['p1:page']!.mainBase = 2
    expect(
      act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' }).state.pending,
    ).not.toBeNull()
  })
  it('respond is refused when not eligible, and outside a window', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'vex', side: 'p2', at: 'd4', facing: 'S', mana: 1 },
      ],
      { active: 'p1:page' },
    )
    expect(refuse(s, { type: 'chesswarrior/pass' })).toMatch(/no Instant or Interrupt window/)
    const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:vex' })
    expect(
      refuse(r.state, { type: 'chesswarrior/respond', hero: 'p1:page', ability: 'armor-block' }),
    ).toMatch(/CW-7.1/)
  })
})

describe('CW-7.3 / CW-7.4 passives and counters', () => {
  it('Active counter: an ability’s Mana is paid from the hero; Passive counter: Wellspring accumulates Mana', () => {
    const s = playState(
      [
        { card: 'oren', side: 'p1', at: 'c3', mana: 1, mainBase: 2 },
        { card: 'page', side: 'p1', at: 'c4', mana: 0, mainBase: 3 },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: 3 },
      ],
      { turn: 2, active: 'p1:oren' },
    )
    let r = act(s, { type: 'chesswarrior/use', ability: 'quicken', target: 'p1:page' }, [1])
    expect(r.state.heroes['p1:oren']!.mana).toBe(0)
    r = act(r.state, { type: 'chesswarrior/endActivation', facing: 'N' }, [6, 5])
    expect(r.events.find((e) => e.type === 'chesswarrior/passive')).toMatchObject({
      rule: 'CW-4.6',
      hero: 'p1:oren',
    })
    expect(r.state.heroes['p1:oren']!.mana).toBe(1)
    expect(r.state.heroes['p1:page']!.mana).toBe(0)
  })
  it('an area effect does not target: Armor Block is not offered against Quake (CW-8.6)', () => {
    const s = playState(
      [
        { card: 'torvald', side: 'p2', at: 'd6', mana: 2 },
        { card: 'page', side: 'p1', at: 'd5' },
      ],
      { active: 'p2:torvald' },
    )
    expect(
      eligibleResponses(s, {
        timing: 'instant',
        blocks: {},
        declared: {
          kind: 'action',
          hero: 'p2:torvald',
          ability: 'quake',
          phase: 'attack',
          target: null,
          direction: null,
          affected: [{ hero: 'p1:page', hitRate: 3 }],
        },
      }),
    ).toEqual([])
  })
})

describe('CW-7.1 no window when no response can change anything', () => {
  const pageFacing = (mana: number) =>
    playState(
      [
        { card: 'page', side: 'p1', at: 'd3', facing: 'N' },
        { card: 'vex', side: 'p2', at: 'd5', facing: 'S', mana },
      ],
      { active: 'p2:vex' },
    )
  it('a block (Armor Block) is not offered against a swap that deals no damage: no hand-over', () => {
    const s = pageFacing(1)
    const r = act(s, { type: 'chesswarrior/use', ability: 'switch', target: 'p1:page' }, [1])
    expect(r.events.some((e) => e.type.startsWith('chesswarrior/window'))).toBe(false)
    expect(r.state.pending).toBeNull()
    expect(selectActingSide(r.state)).toBe('p2')
  })
  it('the same block is offered against a damaging attack', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3', facing: 'N' },
        { card: 'lyra', side: 'p2', at: 'd5', facing: 'S' },
      ],
      { active: 'p2:lyra' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'star-bolt', target: 'p1:page' })
    expect(r.state.pending?.timing).toBe('instant')
    expect(eligibleResponses(r.state, r.state.pending!)).toEqual([
      { hero: 'p1:page', ability: 'armor-block' },
    ])
  })
})
