import { describe, expect, it } from 'vitest'
import {
  legalActions,
  selectResponseOdds,
  selectUseOdds,
  squareName,
} from '../../../src/engine/systems/chesswarrior'
import { act, isLegal, playState, refuse, sq } from './helpers'

describe('CW-6.1 movement', () => {
  const board = () =>
    playState(
      [
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'bram', side: 'p1', at: 'c2', mainBase: 5 },
        { card: 'kaede', side: 'p2', at: 'e3', mainBase: 5 },
      ],
      { obstacles: ['d4'], active: 'p1:page' },
    )
  it('pays the cost, takes counters, steps orthogonally one square at a time', () => {
    let r = act(board(), { type: 'chesswarrior/move', ability: 'move' })
    expect(r.state.activation).toMatchObject({ moveLeft: 2, turnCost: 2 })
    expect(r.events.map((e) => e.rule)).toEqual(['CW-6.1', 'CW-4.4', 'CW-6.1'])
    const steps = legalActions(r.state).filter((a) => a.type === 'chesswarrior/step')
    // c2 is an ally, e3 is not adjacent; d3 and d1 and e2 are free.
    expect(steps.map((a) => a.type === 'chesswarrior/step' && squareName(a.to)).sort()).toEqual([
      'd1',
      'd3',
      'e2',
    ])
    expect(refuse(r.state, { type: 'chesswarrior/step', to: sq('e3') })).toMatch(/diagonal takes two steps/)
    expect(refuse(r.state, { type: 'chesswarrior/step', to: sq('c2') })).toMatch(/blocked/)
    r = act(r.state, { type: 'chesswarrior/step', to: sq('d3') })
    expect(refuse(r.state, { type: 'chesswarrior/step', to: sq('d4') })).toMatch(/obstacle/)
    r = act(r.state, { type: 'chesswarrior/step', to: sq('c3') })
    expect(r.state.heroes['p1:page']!.pos).toEqual(sq('c3'))
    expect(refuse(r.state, { type: 'chesswarrior/step', to: sq('c4') })).toMatch(/no movement counters left/)
  })
  it('a step needs movement declared first', () => {
    expect(refuse(board(), { type: 'chesswarrior/step', to: sq('d3') })).toMatch(/declare Movement first/)
  })
  it("never into the opponent's Start Zone; the own Start Zone is fine", () => {
    const s = playState(
      [
        { card: 'kaede', side: 'p1', at: 'a8' },
        { card: 'vex', side: 'p2', at: 'h9', mainBase: 9 },
      ],
      { active: 'p1:kaede' },
    )
    let r = act(s, { type: 'chesswarrior/move', ability: 'move' })
    expect(refuse(r.state, { type: 'chesswarrior/step', to: sq('a9') })).toMatch(/Start Zone/)
    const t = playState(
      [
        { card: 'kaede', side: 'p1', at: 'a1' },
        { card: 'vex', side: 'p2', at: 'h9', mainBase: 9 },
      ],
      { active: 'p1:kaede' },
    )
    r = act(t, { type: 'chesswarrior/move', ability: 'move' })
    expect(isLegal(r.state, { type: 'chesswarrior/step', to: sq('a0') })).toBe(true)
  })
  it('using another phase drops the movement counters left', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd5', mainBase: 9 },
      ],
      { active: 'p1:page' },
    )
    let r = act(s, { type: 'chesswarrior/move', ability: 'move' })
    r = act(r.state, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [1, 1, 1, 1])
    expect(r.state.activation!.moveLeft).toBe(0)
  })
})

describe('CW-6.2 facing', () => {
  it('changes at the end of the activation', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'h8' },
      ],
      { active: 'p1:page' },
    )
    expect(legalActions(s).filter((a) => a.type === 'chesswarrior/endActivation')).toHaveLength(4)
    expect(act(s, { type: 'chesswarrior/endActivation', facing: 'E' }).state.heroes['p1:page']!.facing).toBe(
      'E',
    )
    expect(refuse(s, { type: 'chesswarrior/endActivation', facing: 'X' as 'N' })).toMatch(/CW-6.2/)
  })
})

describe('CW-6.3 attack and support', () => {
  const duel = (extra: { damage?: number; obstacles?: string[]; kaedeAt?: string; pageAt?: string } = {}) =>
    playState(
      [
        { card: 'page', side: 'p1', at: extra.pageAt ?? 'd3' },
        { card: 'kaede', side: 'p2', at: extra.kaedeAt ?? 'd4', damage: extra.damage ?? 0 },
      ],
      { active: 'p1:page', obstacles: extra.obstacles ?? [] },
    )
  it.each([
    [[7, 6, 10, 1], 2],
    [[1, 2, 3, 4], 0],
    [[10, 9, 8, 7], 3],
  ])('Attack 4[+3]: faces %j → %i damage, cost 3 turns', (faces, damage) => {
    const r = act(duel(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, faces)
    const kaede = r.state.heroes['p2:kaede']!
    if (damage >= 3) expect(kaede.destroyed).toBe(1)
    else expect(kaede.damage).toBe(damage)
    expect(r.state.activation?.turnCost).toBe(3)
  })
  it('Power Arm: one die [+2]; on success 2 Physical damage and knock-back 2', () => {
    const r = act(duel(), { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' }, [8])
    expect(r.state.heroes['p2:kaede']).toMatchObject({ damage: 2, pos: sq('d6') })
    const miss = act(duel(), { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' }, [7])
    expect(miss.state.heroes['p2:kaede']).toMatchObject({ damage: 0, pos: sq('d4') })
  })
  it.each([
    ['an obstacle stops it', { obstacles: ['d6'] }, 'd5', 1],
    ['the board edge stops it', { pageAt: 'f4', kaedeAt: 'g4' }, 'h4', 1],
    ['a hero stops it', { obstacles: [], kaedeAt: 'd4' }, 'd4', 0],
  ])('knock-back: %s', (_n, extra, end, moved) => {
    const s = duel(extra)
    if (_n === 'a hero stops it') {
      s.heroes['p1:bram'] = {
        ...s.heroes['p1:page']!,
        id: 'p1:bram',
        card: 'bram',
        pos: sq('d5'),
        mainBase: 9,
      }
      s.heroOrder = [...s.heroOrder, 'p1:bram']
    }
    const r = act(s, { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' }, [10])
    expect(squareName(r.state.heroes['p2:kaede']!.pos!)).toBe(end)
    expect(r.events.find((e) => e.type.startsWith('chesswarrior/knockedBack'))?.amount).toBe(moved)
  })
  it('support heals an ally (Mend 2[+4])', () => {
    const s = playState(
      [
        { card: 'oren', side: 'p1', at: 'c3' },
        { card: 'page', side: 'p1', at: 'c5', damage: 3 },
      ],
      { active: 'p1:oren' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'mend', target: 'p1:page' }, [6, 5])
    expect(r.state.heroes['p1:page']!.damage).toBe(2)
    expect(r.state.activation?.used.support).toBe(true)
    expect(refuse(s, { type: 'chesswarrior/use', ability: 'mend', target: 'p1:oren' })).toMatch(
      /cannot pick that hero/,
    )
  })
  it('a support moves the time track: Quicken pulls an ally, never to the current turn', () => {
    const s = playState(
      [
        { card: 'oren', side: 'p1', at: 'c3', mana: 1 },
        { card: 'page', side: 'p1', at: 'c5', mainBase: 4 },
      ],
      { active: 'p1:oren' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'quicken', target: 'p1:page' }, [5])
    expect(r.state.heroes['p1:page']!.mainBase).toBe(3)
    expect(r.state.heroes['p1:oren']!.mana).toBe(0)
    const t = playState(
      [
        { card: 'oren', side: 'p1', at: 'c3', mana: 1 },
        { card: 'page', side: 'p1', at: 'c5', mainBase: 2 },
      ],
      { active: 'p1:oren' },
    )
    expect(
      act(t, { type: 'chesswarrior/use', ability: 'quicken', target: 'p1:page' }, [9]).state.heroes[
        'p1:page'
      ]!.mainBase,
    ).toBe(2)
  })
  it('Snare delays the target’s Main Base on a success', () => {
    const s = playState(
      [
        { card: 'grask', side: 'p2', at: 'c5' },
        { card: 'page', side: 'p1', at: 'c3', mainBase: 4, facing: 'S' },
      ],
      { active: 'p2:grask' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'snare', target: 'p1:page' }, [8, 1])
    expect(r.state.heroes['p1:page']).toMatchObject({ damage: 1, mainBase: 5 })
  })
  it('Switch trades places, but never into the opponent’s Start Zone', () => {
    const s = playState(
      [
        { card: 'vex', side: 'p2', at: 'c5', mana: 1 },
        { card: 'page', side: 'p1', at: 'c3', facing: 'S' },
      ],
      { active: 'p2:vex' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'switch', target: 'p1:page' }, [6])
    expect(r.state.heroes['p2:vex']!.pos).toEqual(sq('c3'))
    expect(r.state.heroes['p1:page']!.pos).toEqual(sq('c5'))
    const t = playState(
      [
        { card: 'vex', side: 'p2', at: 'c2', mana: 1 },
        { card: 'page', side: 'p1', at: 'c0', facing: 'S' },
      ],
      { active: 'p2:vex' },
    )
    const r2 = act(t, { type: 'chesswarrior/use', ability: 'switch', target: 'p1:page' }, [6])
    expect(r2.state.heroes['p2:vex']!.pos).toEqual(sq('c2'))
    expect(r2.events.some((e) => e.type === 'chesswarrior/swapFailed')).toBe(true)
  })
  it('mana costs are checked and paid', () => {
    const s = playState(
      [
        { card: 'morwen', side: 'p2', at: 'c5', mana: 0 },
        { card: 'page', side: 'p1', at: 'c3', facing: 'S' },
      ],
      { active: 'p2:morwen' },
    )
    expect(refuse(s, { type: 'chesswarrior/use', ability: 'hex-bolt', target: 'p1:page' })).toMatch(
      /not enough Mana/,
    )
    s.heroes['p2:morwen']!.mana = 2
    expect(
      act(s, { type: 'chesswarrior/use', ability: 'hex-bolt', target: 'p1:page' }, [1, 1, 1]).state.heroes[
        'p2:morwen'
      ]!.mana,
    ).toBe(1)
  })
  it('the attacker’s effects come first, then the target’s Feedback (Spiked Plate)', () => {
    const s = playState(
      [
        { card: 'sirocco', side: 'p2', at: 'c4' },
        { card: 'bram', side: 'p1', at: 'c3', mana: 0 },
      ],
      { active: 'p2:sirocco' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'twin-cut', target: 'p1:bram' }, [10, 6, 1, 7])
    expect(r.state.heroes['p1:bram']!.damage).toBe(2)
    expect(r.state.heroes['p2:sirocco']!.damage).toBe(1)
    const order = r.events.map((e) => e.type)
    expect(order.indexOf('chesswarrior/damaged-physical')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('chesswarrior/damaged-physical')).toBeLessThan(order.indexOf('chesswarrior/passive'))
    expect(r.events.find((e) => e.type === 'chesswarrior/passive')?.rule).toBe('CW-8.6')
  })
  it('an attacker destroyed by Feedback ends its activation', () => {
    const s = playState(
      [
        { card: 'sirocco', side: 'p2', at: 'c4', damage: 2 },
        { card: 'bram', side: 'p1', at: 'c3', mana: 0, mainBase: 2 },
      ],
      { active: 'p2:sirocco' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'twin-cut', target: 'p1:bram' }, [10, 1, 1, 9])
    expect(r.state.heroes['p2:sirocco']).toMatchObject({ destroyed: 1, mainBase: 2, pos: sq('c9') })
    // Its activation ended at once: turn 1 closes, and in turn 2 it is a fresh activation.
    expect(r.events.map((e) => e.type)).toContain('chesswarrior/turnStarted')
    expect(r.state.mainTurn).toBe(2)
    expect(r.state.activation).toMatchObject({ hero: 'p2:sirocco', turnCost: 0, used: { attack: false } })
  })
})

describe('CW-6.4 range', () => {
  it.each([
    ['d5', true],
    ['e4', true],
    ['e5', false],
    ['d6', false],
  ])('Page’s Attack (range 2) reaches %s: %s', (at, ok) => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at },
      ],
      { active: 'p1:page' },
    )
    const action = { type: 'chesswarrior/use' as const, ability: 'attack', target: 'p2:kaede' }
    if (ok)
      expect(legalActions(s).some((a) => a.type === 'chesswarrior/use' && a.ability === 'attack')).toBe(true)
    else expect(refuse(s, action)).toMatch(/out of range: 3 > 2 \(CW-6.4\)/)
  })
})

describe('CW-6.5 destroyed', () => {
  it.each([
    ['its own file when free', 'e5', [], 'e9', 4, 5],
    ['the nearest free square, lower file on a tie', 'e5', ['e9', 'd9', 'f9'], 'c9', 4, 5],
    ['its own file, a later Main Base kept (dying never brings its turn nearer)', 'e5', [], 'e9', 7, 7],
  ])(
    'returns to %s, damage and mana cleared, Main Base max(own, turn + 1)',
    (_n, at, taken, home, base, after) => {
      const heroes = [
        { card: 'page', side: 'p1' as const, at: 'e3' },
        { card: 'kaede', side: 'p2' as const, at, damage: 2, mana: 2 },
        ...taken.map((t, i) => ({
          card: ['vex', 'grask', 'morwen'][i]!,
          side: 'p2' as const,
          at: t,
          mainBase: 9,
        })),
      ]
      const s = playState(heroes, { active: 'p1:page', turn: 4 })
      s.heroes['p2:kaede']!.mainBase = base
      const r = act(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [10, 1, 1, 1])
      expect(r.state.heroes['p2:kaede']).toMatchObject({
        damage: 0,
        mana: 0,
        mainBase: after,
        destroyed: 1,
        pos: sq(home),
      })
      expect(r.state.stats.destroyed.p1).toBe(1)
      expect(r.events.find((e) => e.type === 'chesswarrior/destroyed')?.rule).toBe('CW-6.5')
    },
  )
})

describe('odds preview (CW-2.6, CW-8.2)', () => {
  it('exact binomial successes and chance to destroy', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4' },
      ],
      { active: 'p1:page' },
    )
    const [odds] = selectUseOdds(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' })!
    expect(odds!.perDie).toBeCloseTo(0.4)
    expect(odds!.successes.p.map((p) => +p.toFixed(4))).toEqual([0.1296, 0.3456, 0.3456, 0.1536, 0.0256])
    expect(odds!.destroy).toBeCloseTo(0.1792, 10)
    expect(odds!.expectedDamage).toBeCloseTo(1.6, 10)
    const [arm] = selectUseOdds(s, { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' })!
    expect(arm!.destroy).toBe(0)
    s.heroes['p2:kaede']!.damage = 1
    expect(
      selectUseOdds(s, { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' })![0]!.destroy,
    ).toBeCloseTo(0.3)
    expect(selectUseOdds(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:nobody' })).toBeNull()
  })
})

describe('odds of heals and answers (CW-2.6, CW-7.2)', () => {
  it('a heal reports the expected damage removed, capped at the damage taken, not damage dealt', () => {
    const s = playState(
      [
        { card: 'oren', side: 'p1', at: 'd3' },
        { card: 'page', side: 'p1', at: 'd4', damage: 1 },
      ],
      { active: 'p1:oren' },
    )
    const [mend] = selectUseOdds(s, { type: 'chesswarrior/use', ability: 'mend', target: 'p1:page' })!
    // Mend 2[+4]: a die succeeds on 6–10 (0.5); healing = min(1 damage taken, successes).
    expect(mend!.expectedDamage).toBe(0)
    expect(mend!.expectedHeal).toBeCloseTo(0.75, 10)
  })
  it('an answer reports its chance per die, of at least one success, and its expected successes', () => {
    const s = playState([{ card: 'page', side: 'p1', at: 'd3' }], {})
    const odds = selectResponseOdds(s, 'p1:page', 'armor-block')!
    expect(odds.perDie).toBeCloseTo(0.4, 10)
    expect(odds.atLeastOne).toBeCloseTo(1 - 0.6 ** 3, 10)
    expect(odds.expected).toBeCloseTo(1.2, 10)
    expect(selectResponseOdds(s, 'p1:page', 'attack')).toBeNull()
  })
})
