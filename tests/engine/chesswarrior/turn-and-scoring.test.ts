import { describe, expect, it } from 'vitest'
import {
  DEFAULT_HEROES,
  legalActions,
  scoreFor,
  selectQueue,
  zonesHeld,
} from '../../../src/engine/systems/chesswarrior'
import type { HeroCard } from '../../../src/engine/systems/chesswarrior'
import { act, playState, refuse } from './helpers'

describe('CW-4.1 / CW-4.6 start- and end-turn passives', () => {
  it('CW-4.1 Second Wind fires at the start of every 3rd turn', () => {
    // Sirocco ends its activation in turn 2; turn 3 begins with its start-turn passive (face 5 at [+5]).
    const s = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1', damage: 2, mainBase: 2 },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: 3 },
      ],
      { turn: 2, active: 'p1:sirocco' },
    )
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' }, [5])
    const types = r.events.map((e) => `${e.type}:${e.rule ?? ''}`)
    expect(types).toContain('chesswarrior/passive:CW-4.1')
    expect(r.state.heroes['p1:sirocco']!.damage).toBe(1)
    expect(r.state.mainTurn).toBe(3)
  })
  it('CW-4.1 start-turn passives resolve from Sp 9 to 0', () => {
    const slowHealer: HeroCard = {
      ...DEFAULT_HEROES.find((h) => h.id === 'bram')!,
      id: 'slow',
      name: 'Slow',
      abilities: [
        {
          kind: 'passive',
          id: 'tick',
          name: 'Tick',
          trigger: { when: 'start-turn', every: 1 },
          affects: 'self',
          range: 0,
          dice: { count: 1, hitRate: 0 },
          effects: [{ type: 'heal', amount: 1 }],
        },
      ],
    }
    const s = playState(
      [
        { card: 'slow', side: 'p1', at: 'a1', mainBase: 3 },
        { card: 'sirocco', side: 'p2', at: 'h8', mainBase: 3 },
        { card: 'kaede', side: 'p1', at: 'b1', mainBase: 2 },
      ],
      { turn: 2, active: 'p1:kaede', options: { heroes: [...DEFAULT_HEROES, slowHealer] } },
    )
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' }, [1, 1])
    const passives = r.events.filter((e) => e.type === 'chesswarrior/passive').map((e) => e.hero)
    expect(passives).toEqual(['p2:sirocco', 'p1:slow'])
  })
  it('CW-4.6 Harm Aura hits each enemy within 3 at the end of every 3rd turn, one roll each', () => {
    const s = playState(
      [
        { card: 'morwen', side: 'p2', at: 'd5', mainBase: 4 },
        { card: 'page', side: 'p1', at: 'd3', mainBase: 3 },
        { card: 'lyra', side: 'p1', at: 'f5', mainBase: 4 },
        { card: 'bram', side: 'p1', at: 'a1', mainBase: 4 },
      ],
      { turn: 3, active: 'p1:page' },
    )
    // Page ends: no one else ready in turn 3 → end-turn passives: Page (7 → hit), Lyra (6 → miss). Bram is out of range.
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' }, [7, 6])
    expect(r.events.find((e) => e.type === 'chesswarrior/passive')?.rule).toBe('CW-4.6')
    expect(r.state.heroes['p1:page']!.damage).toBe(1)
    expect(r.state.heroes['p1:lyra']!.damage).toBe(0)
    expect(r.state.heroes['p1:bram']!.damage).toBe(0)
  })
})

describe('CW-4.2 Put Mana', () => {
  it('on even turns every hero gains 1 Mana, never above Mp', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'a1', mana: 2, mainBase: 1 },
        { card: 'lyra', side: 'p1', at: 'b1', mana: 0, mainBase: 2 },
        { card: 'kaede', side: 'p2', at: 'h8', mana: 1, mainBase: 3 },
      ],
      { turn: 1, active: 'p1:page' },
    )
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.mainTurn).toBe(2)
    expect([
      r.state.heroes['p1:page']!.mana,
      r.state.heroes['p1:lyra']!.mana,
      r.state.heroes['p2:kaede']!.mana,
    ]).toEqual([2, 1, 2])
    expect(r.events.some((e) => e.rule === 'CW-4.2')).toBe(true)
  })
  it('odd turns give no Mana', () => {
    const s = playState(
      [
        { card: 'lyra', side: 'p1', at: 'b1', mainBase: 2 },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: 3 },
      ],
      { turn: 2, active: 'p1:lyra' },
    )
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.mainTurn).toBe(3)
    expect(r.state.heroes['p1:lyra']!.mana).toBe(0)
  })
})

describe('CW-4.3 activation order', () => {
  it('the highest Sp ready hero activates next', () => {
    const s = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1' },
        { card: 'torvald', side: 'p1', at: 'b1', mainBase: 1 },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: 1 },
        { card: 'lyra', side: 'p2', at: 'g8', mainBase: 2 },
      ],
      { turn: 1, active: 'p1:sirocco' },
    )
    let r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.activation?.hero).toBe('p2:kaede')
    r = act(r.state, { type: 'chesswarrior/endActivation', facing: 'S' })
    expect(r.state.activation?.hero).toBe('p1:torvald')
  })
  const tie = () =>
    playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1' },
        { card: 'page', side: 'p1', at: 'b1', mainBase: 1 },
        { card: 'seraphine', side: 'p2', at: 'c8', mainBase: 1 },
      ],
      { turn: 1, active: 'p1:sirocco' },
    )
  it.each([
    ['higher d10 goes first', [3, 8], 'p2:seraphine', 'p1:page'],
    ['p1 wins the roll-off', [9, 2], 'p1:page', 'p2:seraphine'],
    ['equal faces across sides roll again', [5, 5, 2, 9], 'p2:seraphine', 'p1:page'],
  ])('equal Sp across sides: %s', (_n, faces, first, second) => {
    let r = act(tie(), { type: 'chesswarrior/endActivation', facing: 'N' }, faces)
    expect(r.events.find((e) => e.type === 'chesswarrior/rollOff')?.dice).toEqual(faces.slice(0, 2))
    expect(r.state.activation?.hero).toBe(first)
    r = act(r.state, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.activation?.hero).toBe(second)
  })
  it('equal Sp on one side: its controller picks the order', () => {
    const s = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1' },
        { card: 'page', side: 'p1', at: 'b1', mainBase: 1 },
        { card: 'seraphine', side: 'p1', at: 'c1', mainBase: 1 },
        { card: 'kaede', side: 'p2', at: 'h8' },
      ],
      { turn: 1, active: 'p1:sirocco' },
    )
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.choosing).toBe('p1')
    expect(legalActions(r.state)).toEqual([
      { type: 'chesswarrior/activate', hero: 'p1:page' },
      { type: 'chesswarrior/activate', hero: 'p1:seraphine' },
    ])
    expect(refuse(r.state, { type: 'chesswarrior/activate', hero: 'p2:kaede' })).toMatch(/CW-4.3/)
    const r2 = act(r.state, { type: 'chesswarrior/activate', hero: 'p1:seraphine' })
    expect(r2.state.activation?.hero).toBe('p1:seraphine')
    const r3 = act(r2.state, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r3.state.activation?.hero).toBe('p1:page')
  })
  it('a roll-off with several heroes on a side: one d10 per hero, slots by side, owner picks within a slot', () => {
    const twin: HeroCard = {
      ...DEFAULT_HEROES.find((h) => h.id === 'page')!,
      id: 'page-b',
      name: 'Page B',
      origin: 'product',
    }
    const s = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1' },
        { card: 'page', side: 'p1', at: 'b1', mainBase: 1 },
        { card: 'seraphine', side: 'p1', at: 'c1', mainBase: 1 },
        { card: 'page-b', side: 'p2', at: 'c8', mainBase: 1 },
      ],
      { turn: 1, active: 'p1:sirocco', options: { heroes: [...DEFAULT_HEROES, twin] } },
    )
    // Faces: page 4, seraphine 9, page-b 6 → slots p1, p2, p1.
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' }, [4, 9, 6])
    expect(r.state.rolloff?.order).toEqual(['p1', 'p2', 'p1'])
    expect(r.state.choosing).toBe('p1')
    let t = act(r.state, { type: 'chesswarrior/activate', hero: 'p1:page' }).state
    t = act(t, { type: 'chesswarrior/endActivation', facing: 'N' }).state
    expect(t.activation?.hero).toBe('p2:page-b')
    t = act(t, { type: 'chesswarrior/endActivation', facing: 'S' }).state
    expect(t.activation?.hero).toBe('p1:seraphine')
  })
  it('each phase at most once per activation', () => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4', mainBase: 9 },
      ],
      { active: 'p1:page' },
    )
    let r = act(s, { type: 'chesswarrior/move', ability: 'move' })
    expect(refuse(r.state, { type: 'chesswarrior/move', ability: 'move' })).toMatch(
      /Movement phase was already used in this activation \(CW-4.3\)/,
    )
    r = act(r.state, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [1, 1, 1, 1])
    // Power Arm is Attack & Support: with Attack spent it takes the Support phase.
    r = act(r.state, { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' }, [1])
    expect(r.state.activation?.used).toEqual({ movement: true, attack: true, support: true })
    expect(refuse(r.state, { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede' })).toMatch(
      /already used in this activation \(CW-4.3\)/,
    )
  })
})

describe('CW-4.4 / CW-4.5 cost of an activation and Skip', () => {
  const base = () =>
    playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd5', mainBase: 9 },
      ],
      { turn: 1, active: 'p1:page' },
    )
  it('moving only (2) costs less than moving and attacking (2 + 3)', () => {
    let r = act(base(), { type: 'chesswarrior/move', ability: 'move' })
    const moveOnly = act(r.state, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(moveOnly.state.heroes['p1:page']!.mainBase).toBe(3)
    r = act(r.state, { type: 'chesswarrior/step', to: { x: 3, y: 4 } })
    r = act(r.state, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [1, 1, 1, 1])
    r = act(r.state, { type: 'chesswarrior/endActivation', facing: 'E' })
    expect(r.state.heroes['p1:page']!.mainBase).toBe(6)
    expect(r.events.find((e) => e.type === 'chesswarrior/activationEnded-E')?.rule).toBe('CW-4.4')
  })
  it('CW-4.5 Skip: +1 and the facing may still change', () => {
    const r = act(base(), { type: 'chesswarrior/endActivation', facing: 'W' })
    expect(r.state.heroes['p1:page']).toMatchObject({ mainBase: 2, facing: 'W' })
    expect(r.events[0]).toMatchObject({ type: 'chesswarrior/skipped-W', rule: 'CW-4.5' })
  })
})

describe('CW-4.7 / CW-5 scoring and victory', () => {
  it.each([
    [
      { p1: 1, p2: 0 },
      { p1: 1, p2: 0 },
    ],
    [
      { p1: 0, p2: 1 },
      { p1: 0, p2: 1 },
    ],
    [
      { p1: 2, p2: 0 },
      { p1: 2, p2: 0 },
    ],
    [
      { p1: 0, p2: 3 },
      { p1: 0, p2: 3 },
    ],
    [
      { p1: 1, p2: 1 },
      { p1: 0, p2: 0 },
    ],
    [
      { p1: 2, p2: 1 },
      { p1: 1, p2: 0 },
    ],
    [
      { p1: 2, p2: 2 },
      { p1: 0, p2: 0 },
    ],
  ])('CW-5.2 zones %j score %j', (zones, points) => {
    expect(scoreFor(zones)).toEqual(points)
  })
  it('CW-5.1 a zone is held by any hero standing in it, by both sides at once if need be', () => {
    const s = playState([
      { card: 'page', side: 'p1', at: 'c4' },
      { card: 'bram', side: 'p1', at: 'd5' },
      { card: 'kaede', side: 'p2', at: 'e4' },
      { card: 'vex', side: 'p2', at: 'g5' },
    ])
    expect(zonesHeld(s)).toEqual({ p1: ['left', 'centre'], p2: ['centre'] })
  })
  const scoringBoard = (turn: number, score = { p1: 0, p2: 0 }) => {
    const s = playState(
      [
        { card: 'page', side: 'p1', at: 'c4', mainBase: turn },
        { card: 'bram', side: 'p1', at: 'f5', mainBase: turn + 1 },
        { card: 'kaede', side: 'p2', at: 'h8', mainBase: turn + 1 },
      ],
      { turn, active: 'p1:page' },
    )
    s.score = score
    return s
  }
  it('CW-4.7 no scoring before turn 3', () => {
    const r = act(scoringBoard(2), { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.score).toEqual({ p1: 0, p2: 0 })
    expect(r.state.scorings).toEqual([])
  })
  it('CW-4.7 scoring at the end of turn 3, then the Main Turn advances', () => {
    const r = act(scoringBoard(3), { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.score).toEqual({ p1: 2, p2: 0 })
    expect(r.state.scorings).toEqual([{ turn: 3, zones: { p1: 2, p2: 0 }, points: { p1: 2, p2: 0 } }])
    expect(r.state.mainTurn).toBe(4)
  })
  it('CW-5.3 reaching 5 points wins at once', () => {
    const r = act(scoringBoard(7, { p1: 3, p2: 4 }), { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.stage).toBe('over')
    expect(r.state.winner).toBe('p1')
    expect(r.state.mainTurn).toBe(7)
    expect(legalActions(r.state)).toEqual([])
    expect(r.events.at(-1)).toMatchObject({ rule: 'CW-5.3' })
  })
  it('the optional turn limit ends a game with the leader winning', () => {
    const s = scoringBoard(3)
    s.options = { ...s.options, turnLimit: 3 }
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' })
    expect(r.state.stage).toBe('over')
    expect(r.state.winner).toBe('p1')
  })
})

describe('CW-4.3 the queue shown on the time track', () => {
  it('lists the active hero, then the ready heroes by Sp, a rolled-off tie in its slot order', () => {
    const s = playState(
      [
        { card: 'sirocco', side: 'p1', at: 'a1' },
        { card: 'page', side: 'p1', at: 'b1', mainBase: 1 },
        { card: 'seraphine', side: 'p2', at: 'c8', mainBase: 1 },
        { card: 'torvald', side: 'p2', at: 'd8', mainBase: 1 },
      ],
      { turn: 1, active: 'p1:sirocco' },
    )
    expect(selectQueue(s)).toEqual(['p1:sirocco', 'p1:page', 'p2:seraphine', 'p2:torvald'])
    const r = act(s, { type: 'chesswarrior/endActivation', facing: 'N' }, [2, 7])
    expect(selectQueue(r.state)).toEqual(['p2:seraphine', 'p1:page', 'p2:torvald'])
  })
})

describe('CW-4.3 / CW-2.6 an Attack & Support ability spends the phase the player picks', () => {
  const s = () =>
    playState(
      [
        { card: 'page', side: 'p1', at: 'd3' },
        { card: 'kaede', side: 'p2', at: 'd4', mainBase: 9 },
      ],
      { active: 'p1:page' },
    )
  it('is listed once per free phase', () => {
    const arms = legalActions(s()).filter((a) => a.type === 'chesswarrior/use' && a.ability === 'power-arm')
    expect(arms).toEqual([
      { type: 'chesswarrior/use', ability: 'power-arm', phase: 'attack', target: 'p2:kaede', facing: 'N' },
      { type: 'chesswarrior/use', ability: 'power-arm', phase: 'support', target: 'p2:kaede', facing: 'N' },
    ])
  })
  it('Power Arm as Support keeps the Attack phase for Attack', () => {
    let r = act(
      s(),
      { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede', phase: 'support' },
      [1],
    )
    expect(r.state.activation!.used).toEqual({ movement: false, attack: false, support: true })
    r = act(r.state, { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [1, 1, 1, 1])
    expect(r.state.activation!.used.attack).toBe(true)
  })
  // Rule book 4.1.3: each of the three phases once per activation, in any order; 4.2.2 "Attack & Support"
  // names the procedure of the Attack phase *or* the Support phase. The limit is per phase, not per ability.
  it('may be the attack and then the support of one activation, paying its cost each time (book 4.1.3, 4.2.2)', () => {
    const start = s()
    start.heroes['p2:kaede']!.pos = { x: 3, y: 6 }
    start.heroes['p1:page']!.pos = { x: 3, y: 5 }
    let r = act(
      start,
      { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede', phase: 'attack' },
      [1],
    )
    expect(r.state.activation).toMatchObject({ turnCost: 2, used: { attack: true, support: false } })
    expect(legalActions(r.state)).toContainEqual(
      expect.objectContaining({ type: 'chesswarrior/use', ability: 'power-arm', phase: 'support' }),
    )
    r = act(
      r.state,
      { type: 'chesswarrior/use', ability: 'power-arm', target: 'p2:kaede', phase: 'support' },
      [9],
    )
    expect(r.state.activation).toMatchObject({ turnCost: 4, used: { attack: true, support: true } })
    expect(r.state.heroes['p2:kaede']!.damage).toBe(2)
  })
  it('a spent phase or a single-phase ability in the other phase is refused', () => {
    const r = act(s(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede' }, [1, 1, 1, 1])
    expect(
      refuse(r.state, {
        type: 'chesswarrior/use',
        ability: 'power-arm',
        target: 'p2:kaede',
        phase: 'attack',
      }),
    ).toMatch(/attack phase was already used.*CW-4.3/)
    expect(
      refuse(s(), { type: 'chesswarrior/use', ability: 'attack', target: 'p2:kaede', phase: 'support' }),
    ).toMatch(/CW-2.3/)
  })
})
