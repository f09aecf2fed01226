import { describe, expect, it } from 'vitest'
import { legalActions, newGame, squareName } from '../../../src/engine/systems/chesswarrior'
import type { CwState } from '../../../src/engine/systems/chesswarrior'
import { TEAM_P1, TEAM_P2, act, draftStandard, refuse } from './helpers'

describe('CW-3.1 Standard team building', () => {
  it('each side picks 5 different heroes, p1 then p2', () => {
    let s = newGame({})
    expect(s.stage).toBe('draft')
    s = act(s, { type: 'chesswarrior/pick', card: 'page' }).state
    expect(refuse(s, { type: 'chesswarrior/pick', card: 'page' })).toMatch(
      /no duplicates within a side \(CW-3.1\)/,
    )
    expect(refuse(s, { type: 'chesswarrior/confirmTeam' })).toMatch(/pick exactly 5/)
    expect(legalActions(s)).not.toContainEqual({ type: 'chesswarrior/confirmTeam' })
    for (const card of TEAM_P1.slice(1)) s = act(s, { type: 'chesswarrior/pick', card }).state
    expect(refuse(s, { type: 'chesswarrior/pick', card: 'vex' })).toMatch(/already has 5/)
    s = act(s, { type: 'chesswarrior/confirmTeam' }).state
    expect(s.actor).toBe('p2')
    // The other side may field the same heroes: duplicates are only forbidden within a side.
    s = act(s, { type: 'chesswarrior/pick', card: 'page' }).state
    s = act(s, { type: 'chesswarrior/unpick', card: 'page' }).state
    expect(s.picks.p2).toEqual([])
  })
  it('after both teams, the game moves to building the field with 10 heroes', () => {
    const s = draftStandard()
    expect(s.stage).toBe('field')
    expect(s.heroOrder).toEqual([...TEAM_P1.map((c) => `p1:${c}`), ...TEAM_P2.map((c) => `p2:${c}`)])
  })
})

describe('CW-3.2 Expert: barracks of 8, a ban, 5 fielded', () => {
  const expert = (): CwState => {
    let s = newGame({ mode: 'expert' })
    const p1 = ['page', 'sirocco', 'bram', 'lyra', 'oren', 'vex', 'grask', 'kaede']
    const p2 = ['kaede', 'morwen', 'torvald', 'seraphine', 'page', 'vex', 'lyra', 'oren']
    for (const team of [p1, p2]) {
      for (const card of team) s = act(s, { type: 'chesswarrior/pick', card }).state
      s = act(s, { type: 'chesswarrior/confirmTeam' }).state
    }
    return s
  }
  it('each side bans one of the opponent’s barracks, then fields 5 of the rest', () => {
    let s = expert()
    expect(s.stage).toBe('ban')
    expect(refuse(s, { type: 'chesswarrior/ban', card: 'sirocco' })).toMatch(/opponent's barracks \(CW-3.2\)/)
    // CW-3.4: the first ban is hidden until the second side has banned; then both are shown.
    let r = act(s, { type: 'chesswarrior/ban', card: 'torvald' })
    expect(r.events.map((e) => e.text).join(' ')).not.toContain('Torvald')
    r = act(r.state, { type: 'chesswarrior/ban', card: 'page' })
    expect(r.events.filter((e) => e.type === 'chesswarrior/banned').map((e) => e.text)).toEqual([
      "Player 1 bans Torvald from Player 2's barracks",
      "Player 2 bans Page from Player 1's barracks",
    ])
    s = r.state
    expect(s.bans).toEqual({ p1: 'page', p2: 'torvald' })
    expect(s.stage).toBe('select')
    expect(refuse(s, { type: 'chesswarrior/pick', card: 'page' })).toMatch(
      /banned by the opponent \(CW-3.2\)/,
    )
    expect(refuse(s, { type: 'chesswarrior/pick', card: 'morwen' })).toMatch(/own barracks/)
    expect(legalActions(s).filter((a) => a.type === 'chesswarrior/pick')).toHaveLength(7)
    for (const card of ['sirocco', 'bram', 'lyra', 'oren', 'vex'])
      s = act(s, { type: 'chesswarrior/pick', card }).state
    s = act(s, { type: 'chesswarrior/confirmTeam' }).state
    for (const card of ['kaede', 'morwen', 'seraphine', 'page', 'vex'])
      s = act(s, { type: 'chesswarrior/pick', card }).state
    s = act(s, { type: 'chesswarrior/confirmTeam' }).state
    expect(s.stage).toBe('field')
    expect(s.heroOrder).toHaveLength(10)
    expect(s.heroOrder).not.toContain('p1:page')
  })
})

describe('CW-3.4 both sides show their heroes', () => {
  it('CW-3.4 each side chooses hidden; both teams are shown together when the second confirms', () => {
    let s = newGame({})
    for (const card of TEAM_P1) {
      const r = act(s, { type: 'chesswarrior/pick', card })
      // The log never names a hero before both sides are shown.
      expect(r.events.map((e) => e.text).join(' ')).not.toContain(s.cards[card]!.name)
      s = r.state
    }
    let r = act(s, { type: 'chesswarrior/confirmTeam' })
    expect(r.events[0]).toMatchObject({ type: 'chesswarrior/teamChosen', rule: 'CW-3.4' })
    expect(r.events.map((e) => e.text).join(' ')).not.toMatch(/Page|Sirocco|Bram|Lyra|Oren/)
    s = r.state
    for (const card of TEAM_P2) s = act(s, { type: 'chesswarrior/pick', card }).state
    r = act(s, { type: 'chesswarrior/confirmTeam' })
    const shown = r.events.filter((e) => e.type === 'chesswarrior/teamConfirmed')
    expect(shown.map((e) => e.rule)).toEqual(['CW-3.4', 'CW-3.4'])
    expect(shown[0]!.text).toContain('Page, Sirocco, Bram, Lyra, Oren')
    expect(shown[1]!.text).toContain(TEAM_P2.map((c) => s.cards[c]!.name).join(', '))
  })
})

describe('CW-3.5 building the field', () => {
  it.each([
    ['one obstacle, d10 1 → file a, d6 1 → row 2', [1, 1, 1], ['a2']],
    ['d10 9 and 0 (face 10) are rolled again', [1, 9, 10, 8, 6], ['h7']],
    ['three obstacles', [3, 4, 3, 5, 3, 2, 6], ['d4', 'e4', 'b7']],
    ['a repeated square is rolled again (both dice)', [2, 4, 3, 4, 3, 5, 3], ['d4', 'e4']],
    [
      'six obstacles, none left in the Remove Zone',
      [6, 1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1],
      ['a2', 'b2', 'c2', 'd2', 'e2', 'f2'],
    ],
  ])('%s', (_name, faces, squares) => {
    const r = act(draftStandard(), { type: 'chesswarrior/buildField' }, faces)
    expect(r.state.obstacles.map(squareName)).toEqual(squares)
    expect(r.state.stage).toBe('placement-roll')
    expect(r.events[0]!.text).toContain(`${6 - squares.length} in the Remove Zone`)
  })
})

describe('CW-3.6 placing heroes', () => {
  const field = () => act(draftStandard(), { type: 'chesswarrior/buildField' }, [1, 1, 1]).state
  it.each([
    [[7, 3], 'p1'],
    [[2, 9], 'p2'],
    [[5, 5, 4, 6], 'p2'],
  ])('both roll a d10 (%j): the higher (%s) chooses; ties roll again', (faces, winner) => {
    const s = act(field(), { type: 'chesswarrior/rollPlacement' }, faces).state
    expect(s.stage).toBe('placement-order')
    expect(s.actor).toBe(winner)
    expect(legalActions(s)).toEqual([
      { type: 'chesswarrior/chooseOrder', first: 'p1' },
      { type: 'chesswarrior/chooseOrder', first: 'p2' },
    ])
  })
  it('the order is 1-2-2-2-2-1, on own Start Zone squares only', () => {
    let s = act(field(), { type: 'chesswarrior/rollPlacement' }, [2, 9]).state
    s = act(s, { type: 'chesswarrior/chooseOrder', first: 'p2' }).state
    const sequence: string[] = []
    const next = { p1: 0, p2: 0 }
    while (s.stage === 'place') {
      const side = s.actor
      sequence.push(side)
      const hero = s.heroOrder.filter((id) => id.startsWith(side))[next[side]]!
      if (next[side] === 0) {
        const wrongRow = side === 'p1' ? 9 : 0
        expect(refuse(s, { type: 'chesswarrior/place', hero, square: { x: 0, y: wrongRow } })).toMatch(
          /own Start Zone \(CW-3.6\)/,
        )
        expect(refuse(s, { type: 'chesswarrior/place', hero, square: { x: 0, y: 4 } })).toMatch(
          /own Start Zone/,
        )
      }
      const x = next[side]++
      s = act(
        s,
        { type: 'chesswarrior/place', hero, square: { x, y: side === 'p1' ? 0 : 9 } },
        s.placed === 9 ? [] : [],
      ).state
    }
    expect(sequence).toEqual(['p2', 'p1', 'p1', 'p2', 'p2', 'p1', 'p1', 'p2', 'p2', 'p1'])
  })
  it('a taken square is refused', () => {
    let s = act(field(), { type: 'chesswarrior/rollPlacement' }, [9, 1]).state
    s = act(s, { type: 'chesswarrior/chooseOrder', first: 'p1' }).state
    s = act(s, { type: 'chesswarrior/place', hero: 'p1:page', square: { x: 3, y: 0 } }).state
    s = act(s, { type: 'chesswarrior/place', hero: 'p2:vex', square: { x: 3, y: 9 } }).state
    s = act(s, { type: 'chesswarrior/place', hero: 'p2:grask', square: { x: 4, y: 9 } }).state
    expect(refuse(s, { type: 'chesswarrior/place', hero: 'p1:bram', square: { x: 3, y: 0 } })).toMatch(
      /taken/,
    )
    expect(refuse(s, { type: 'chesswarrior/place', hero: 'p1:page', square: { x: 5, y: 0 } })).toMatch(
      /already on the board/,
    )
  })
})

describe('CW-3.7 start', () => {
  it('every Main Base is 1 and the highest Sp hero activates first', () => {
    let s = act(draftStandard(), { type: 'chesswarrior/buildField' }, [1, 1, 1]).state
    s = act(s, { type: 'chesswarrior/rollPlacement' }, [9, 1]).state
    s = act(s, { type: 'chesswarrior/chooseOrder', first: 'p1' }).state
    const x = { p1: 0, p2: 0 }
    while (s.stage === 'place') {
      const side = s.actor
      const hero = s.heroOrder.find((id) => id.startsWith(side) && !s.heroes[id]!.pos)!
      s = act(s, {
        type: 'chesswarrior/place',
        hero,
        square: { x: x[side]++, y: side === 'p1' ? 0 : 9 },
      }).state
    }
    expect(s.stage).toBe('play')
    expect(s.mainTurn).toBe(1)
    expect(Object.values(s.heroes).every((h) => h.mainBase === 1)).toBe(true)
    // Sirocco (Sp 9) outruns Kaede (Sp 8).
    expect(s.activation?.hero).toBe('p1:sirocco')
  })
})
