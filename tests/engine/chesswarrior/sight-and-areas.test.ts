import { describe, expect, it } from 'vitest'
import {
  arcOf,
  facingsToward,
  legalActions,
  lineOfSight,
  PART_SIGHT_PENALTY,
} from '../../../src/engine/systems/chesswarrior'
import { act, playState, refuse, sq } from './helpers'

describe('CW-8.1 angle of sight', () => {
  it.each([
    ['d3', 'd6', ['N']],
    ['d3', 'f4', ['E']],
    ['d3', 'c1', ['S']],
    ['d3', 'a4', ['W']],
    ['d3', 'e4', ['N', 'E']],
    ['d3', 'b1', ['S', 'W']],
  ])('from %s to %s the hero faces %j', (a, b, facings) => {
    expect(facingsToward(sq(a), sq(b))).toEqual(facings)
  })
  it('attacking turns the attacker; on an exact diagonal either side, nothing else', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3', facing: 'W' },
        { card: 'kaede', side: 'p2', at: 'e4' },
      ],
      { active: 'p1:page' },
    )
    const uses = legalActions(s).filter((a) => a.type === 'chesswarrior/use' && a.ability === 'attack')
    expect(uses).toEqual([
      { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede', facing: 'N' },
      { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede', facing: 'E' },
    ])
    expect(
      refuse(s, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede', facing: 'S' }),
    ).toMatch(/CW-8.1/)
    const r = act(
      s,
      { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede', facing: 'E' },
      [1, 1, 1, 1],
    )
    expect(r.state.heroes['p1:page']!.facing).toBe('E')
  })
})

describe('CW-8.2 line of sight', () => {
  const sight = (
    from: string,
    to: string,
    obstacles: string[],
    others: { card: string; side: 'p1' | 'p2'; at: string }[] = [],
  ) => {
    const s = playState([{ card: 'lyra', side: 'p1', at: from }, ...others], { obstacles })
    return lineOfSight(s, s.heroes['p1:lyra']!, sq(to))
  }
  it.each([
    ['clear', 'a1', 'a5', [], 0, 'full'],
    ['an obstacle straight between', 'a1', 'a5', ['a3'], 3, 'none'],
    ['an obstacle beside a slanting line', 'a0', 'd1', ['b1'], 1, 'part'],
    ['an obstacle across two lines', 'b2', 'd3', ['c2'], 2, 'part'],
    ['an obstacle beside a diagonal', 'a1', 'c3', ['b1'], 1, 'part'],
    ['an obstacle off the band', 'a1', 'c3', ['c1'], 0, 'full'],
  ])('%s: %s → %s with %j: %i blocked, %s', (_n, from, to, obstacles, blocked, kind) => {
    const r = sight(from, to, obstacles)
    expect(r.blocked).toBe(blocked)
    expect(r.sight).toBe(kind)
    expect(r.lines).toHaveLength(3)
  })
  it('allied heroes never block; enemy heroes do', () => {
    expect(sight('a1', 'a5', [], [{ card: 'page', side: 'p1', at: 'a3' }]).sight).toBe('full')
    expect(sight('a1', 'a5', [], [{ card: 'vex', side: 'p2', at: 'a3' }]).sight).toBe('none')
  })
  it('Non Sight cannot be targeted', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'a1' },
        { card: 'kaede', side: 'p2', at: 'a5' },
      ],
      { obstacles: ['a3'], active: 'p1:lyra' },
    )
    expect(refuse(s, { type: 'chesswarrior/use', ability: 'star-bolt', target: 'p2:kaede' })).toMatch(
      /Non Sight.*CW-8.2/,
    )
  })
  it.each([
    [['b1'], 1, [9, 8, 10], 2],
    [[], 3, [7, 6, 1], 1],
  ])(
    'Part Sight lowers the hit rate by 2 per blocked line: obstacles %j → [+%i]',
    (obstacles, hitRate, faces, damage) => {
      const s = playState(
        [
          { card: 'lyra', side: 'p1', at: 'a0' },
          { card: 'kaede', side: 'p2', at: 'd1', facing: 'E' },
        ],
        { obstacles, active: 'p1:lyra' },
      )
      const r = act(s, { type: 'chesswarrior/use', ability: 'star-bolt', target: 'p2:kaede' }, faces)
      expect(r.events.find((e) => e.type === 'chesswarrior/rolled')?.hitRate).toBe(hitRate)
      expect(r.state.heroes['p2:kaede']!.damage).toBe(damage)
      expect(PART_SIGHT_PENALTY).toBe(2)
    },
  )
})

describe('CW-8.3 FOT arcs', () => {
  it.each([
    ['d5', 'front'],
    ['e4', 'front'],
    ['c4', 'front'],
    ['e3', 'side'],
    ['a3', 'side'],
    ['e2', 'side'],
    ['c2', 'side'],
    ['d2', 'back'],
    ['e1', 'back'],
    ['d1', 'back'],
  ])('a hero at d3 facing N sees %s in its %s arc', (to, arc) => {
    expect(arcOf(sq('d3'), 'N', sq(to))).toBe(arc)
  })
  it.each([
    ['E', 'e3', 'front'],
    ['E', 'c3', 'back'],
    ['S', 'd2', 'front'],
    ['W', 'd4', 'side'],
  ])('facing %s, %s is %s', (facing, to, arc) => {
    expect(arcOf(sq('d3'), facing as 'E', sq(to))).toBe(arc)
  })
})

describe('CW-8.4 AOE', () => {
  it('Quake hits every enemy within 2, rolling per hero; allies are spared and do not block; obstacles block only as Non Sight', () => {
    const s = playState(
      [
        { card: 'torvald', side: 'p2', at: 'd4', mana: 2 },
        { card: 'page', side: 'p1', at: 'd5', facing: 'E' },
        { card: 'lyra', side: 'p1', at: 'f4' },
        { card: 'oren', side: 'p1', at: 'b4' },
        { card: 'bram', side: 'p1', at: 'd7' },
        { card: 'kaede', side: 'p2', at: 'c4' },
      ],
      { obstacles: ['e4'], active: 'p2:torvald' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'quake' }, [10, 9, 1, 1])
    const rolls = r.events.filter((e) => e.type === 'chesswarrior/rolled-on')
    expect(rolls).toHaveLength(2)
    expect(r.state.heroes['p1:page']!.damage).toBe(2)
    expect(r.state.heroes['p1:oren']!.damage).toBe(0)
    expect(r.state.heroes['p1:lyra']!.damage).toBe(0)
    expect(r.state.heroes['p2:kaede']!.damage).toBe(0)
    expect(r.state.heroes['p2:torvald']!.mana).toBe(0)
    expect(rolls.map((e) => e.text)).toEqual([
      expect.stringContaining('Page'),
      expect.stringContaining('Oren'),
    ])
  })
})

describe('CW-8.5 DL', () => {
  it('a table saved before CW-8.5 followed the card: Piercing Ray hits every hero on a line of 4, the ally too; one roll; an obstacle stops the line', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'd1', mana: 1 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'kaede', side: 'p2', at: 'd3' },
        { card: 'vex', side: 'p2', at: 'd5' },
        { card: 'grask', side: 'p2', at: 'd7' },
      ],
      { obstacles: ['d6'], active: 'p1:lyra' },
    )
    const dl = legalActions(s).filter((a) => a.type === 'chesswarrior/use' && a.ability === 'piercing-ray')
    expect(dl).toEqual([{ type: 'chesswarrior/use', ability: 'piercing-ray', direction: 'N' }])
    const r = act(s, { type: 'chesswarrior/use', ability: 'piercing-ray', direction: 'N' }, [8, 8, 1, 1])
    expect(r.events.filter((e) => e.type === 'chesswarrior/rolled')).toHaveLength(1)
    expect([
      r.state.heroes['p2:kaede']!.damage,
      r.state.heroes['p2:vex']!.damage,
      r.state.heroes['p2:grask']!.damage,
      r.state.heroes['p1:page']!.damage,
    ]).toEqual([2, 2, 0, 2])
  })
  it('Holy Spear (DL without range) reaches the board edge', () => {
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd1', mana: 2 },
        { card: 'kaede', side: 'p2', at: 'd3' },
        { card: 'vex', side: 'p2', at: 'd9' },
      ],
      { active: 'p1:seraphine' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'holy-spear', direction: 'N' }, [7, 1, 1, 1, 1, 1])
    expect(r.state.heroes['p2:kaede']!.damage).toBe(1)
    expect(r.state.heroes['p2:vex']!.damage).toBe(1)
    expect(refuse(s, { type: 'chesswarrior/use', ability: 'holy-spear', direction: 'E' })).toMatch(/CW-8.5/)
  })
  it('Holy Spear passes through two allies and damages them as well as the enemy (book 5.4)', () => {
    const s = playState(
      [
        { card: 'seraphine', side: 'p1', at: 'd1', mana: 2 },
        { card: 'page', side: 'p1', at: 'd2' },
        { card: 'lyra', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd5' },
      ],
      { active: 'p1:seraphine' },
    )
    const r = act(s, { type: 'chesswarrior/use', ability: 'holy-spear', direction: 'N' }, [7, 7, 1, 1, 1, 1])
    expect(['p1:page', 'p1:lyra', 'p2:kaede'].map((h) => r.state.heroes[h]!.damage)).toEqual([2, 2, 2])
    const hit = r.events.filter((e) => e.type.startsWith('chesswarrior/damaged'))
    expect(hit.every((e) => e.rule === 'CW-6.3')).toBe(true)
    expect(hit).toHaveLength(3)
  })
})
