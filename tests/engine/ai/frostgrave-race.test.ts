/**
 * Hard's treasure race (issue 35): it steps into contact with an enemy carrier the engine's movement
 * sample never aims at (a model in combat cannot move, FG-4.6, so the treasure is not carried off, FG-9.4),
 * it only chases a carrier it can reach before the edge, and in a stalled game it would lose by leaving it
 * seeks the fight that moves the game on (FG-5, FG-11) instead of standing by a token nobody may take.
 */
import { describe, expect, it } from 'vitest'
import { ai, seededDice } from '../../../src/engine'
import {
  apply,
  frostgrave,
  inBaseContact,
  legalActions,
  modelCircle,
  type FgAction,
  type FgState,
  type Treasure,
} from '../../../src/engine/systems/frostgrave'
import { engaged, raceMoves } from '../../../src/engine/ai/profiles/frostgrave-intercept'
import { frostgraveReason } from '../../../src/engine/ai/profiles/frostgrave-reason'
import { CONCEDE_AFTER, canIntercept, isStalled } from '../../../src/engine/ai/profiles/frostgrave-value'
import { IN, activated, model, rect, tableWith } from '../frostgrave/helpers'

const choose = (s: FgState, level: ai.Level) => ai.chooseAction(frostgrave, s, { level, seed: 'race' }).action

const token = (id: string, x: number, y: number, extra: Partial<Treasure> = {}): Treasure => ({
  id,
  placedBy: 1,
  x: x * IN,
  y: y * IN,
  carrier: null,
  securedBy: null,
  ...extra,
})

const touches = (s: FgState, a: string, b: string) =>
  inBaseContact(modelCircle(model(s, a)), modelCircle(model(s, b)))

const after = (s: FgState, a: FgAction): FgState => {
  const r = apply(s, a, seededDice('unused'))
  if (!r.ok) throw new Error(r.error)
  return r.state
}

/** Player 1 (north edge) carries t1 home; player 0's Wren (p0-s2) stands south of it, another enemy nearer. */
function carrierRace(): FgState {
  const base = tableWith({ 'p0-s2': [18, 20], 'p1-s1': [21.6, 14.6], 'p1-s2': [14, 21] }, [], 36, false)
  return activated(
    {
      ...base,
      models: base.models.map((m) => (m.id === 'p1-s1' ? { ...m, carrying: 't1' } : m)),
      treasures: [token('t1', 21.6, 14.6, { carrier: 'p1-s1' }), token('t2', 33, 33)],
    },
    'p0-s2',
  )
}

describe('hard steps into contact with an enemy carrier (FG-4.6, FG-9.4)', () => {
  it('adds the move into contact the sample lacks (it aims at the nearest enemy only)', () => {
    const s = carrierRace()
    const listed = legalActions(s)
    const reaches = (a: FgAction) => a.type === 'frostgrave/move' && touches(after(s, a), 'p0-s2', 'p1-s1')
    expect(listed.filter(reaches)).toEqual([])
    const race = raceMoves(s, listed, 0)
    expect(race.filter(reaches).length).toBe(1)
  })

  it('takes it: the carrier is held where it stands', () => {
    const s = carrierRace()
    const a = choose(s, 'hard')
    expect(a.type).toBe('frostgrave/move')
    expect(touches(after(s, a), 'p0-s2', 'p1-s1')).toBe(true)
  })

  it('chases only a carrier it can reach before the edge (FG-9.2 halves the carrier’s Move)', () => {
    const s = carrierRace()
    const wren = model(s, 'p0-s2')
    const carrier = model(s, 'p1-s1')
    expect(canIntercept(s, wren, carrier)).toBe(true)
    // Half an inch from its own edge: gone next activation, whoever runs after it.
    const leaving = { ...carrier, y: 1 * IN }
    expect(canIntercept(s, wren, leaving)).toBe(false)
    expect(canIntercept(s, { ...wren, y: 3 * IN }, leaving)).toBe(true)
  })
})

describe('hard seeks the fight in a stalled game it would lose by leaving (FG-5, FG-11)', () => {
  // The bench's fg-bench-4 position (new Hard against greedy, 6 000 actions): Wren by t1, four enemies
  // within 1" of it and of her, so nobody may pick it up (FG-9.1), nobody touches anyone, and leaving
  // would end the game 2–4.
  function standoff(): FgState {
    const base = tableWith(
      {
        'p0-s2': [19.2, 15],
        'p1-s1': [17.6, 15.4],
        'p1-s2': [20.9, 15.1],
        'p1-s3': [19.1, 16.7],
        'p1-s4': [17.9, 16.6],
      },
      [],
      36,
      false,
    )
    return activated(
      {
        ...base,
        treasures: [
          token('t1', 18.5, 13.9),
          token('t2', 18, 1, { securedBy: 1 }),
          token('t3', 3, 15),
          token('t4', 3, 19, { securedBy: 1 }),
          token('t5', 33, 16, { securedBy: 0 }),
          token('t6', 35, 18, { securedBy: 0 }),
        ],
        turn: { ...base.turn, number: 12 },
        turnRecords: [{ turn: 4, killed: [], secured: ['t6'] }],
      },
      'p0-s2',
    )
  }

  it('moves into base contact with an enemy, so a fight follows', () => {
    const s = standoff()
    expect(isStalled(s)).toBe(true)
    expect(engaged(s, 0)).toBe(false)
    const a = choose(s, 'hard')
    expect(a.type).toBe('frostgrave/move')
    expect(engaged(after(s, a), 0)).toBe(true)
  })
})

describe('a side conceding a stalled game does not wait on a wall above an enemy (FG-4.5, FG-4.9)', () => {
  // The bench's fg-bench-29 position (Hard against greedy, 6 000 actions), the house's west wall at x = 24":
  // Hard's Thug clings 2.24" up it above a hound whose base overlaps its own in plan, by the last loose
  // token; Hard is 2–3 down and nothing has happened for longer than CONCEDE_AFTER turns.
  function clinging(): FgState {
    const base = tableWith(
      { 'p0-s6': { x: 2351, y: 1486, elevation: 224, clinging: 'k1' }, 'p1-s6': { x: 2323, y: 1506 } },
      [rect('blocking', 24, 13, 7, 9, 300)],
      36,
      false,
    )
    return activated(
      {
        ...base,
        // The bench's movement rules (`standardOptions`).
        options: { ...base.options, movementRules: 3 },
        treasures: [
          token('t1', 23, 16.2),
          token('t2', 18, 1, { securedBy: 1 }),
          token('t3', 3, 19, { securedBy: 1 }),
          token('t4', 5, 30, { securedBy: 1 }),
          token('t5', 33, 16, { securedBy: 0 }),
          token('t6', 35, 18, { securedBy: 0 }),
        ],
        turn: { ...base.turn, number: 70 },
        turnRecords: [{ turn: 41, killed: [], secured: [] }],
      },
      'p0-s6',
    )
  }

  it('is not engaged: at different heights the bases do not touch, so no fight is offered', () => {
    const s = clinging()
    expect(isStalled(s)).toBe(true)
    expect(s.turn.number - 41).toBeGreaterThan(CONCEDE_AFTER)
    expect(legalActions(s).some((a) => a.type === 'frostgrave/fight')).toBe(false)
    expect(engaged(s, 0)).toBe(false)
  })

  it('moves off the wall instead of ending its activation where it clings', () => {
    const s = clinging()
    const a = choose(s, 'hard')
    expect(a.type).toBe('frostgrave/move')
  })
})

describe('the reason line says what the move is for', () => {
  it('names the carrier it steps in front of', () => {
    const s = carrierRace()
    const a = choose(s, 'hard')
    expect(frostgraveReason(s, a)).toEqual({
      key: 'fg-block-carrier',
      params: { model: model(s, 'p0-s2').name, target: model(s, 'p1-s1').name },
    })
  })
})

describe('hard races for a token the sample does not aim at (FG-9.1)', () => {
  it('moves to the free token and picks it up in the same activation', () => {
    // t1 is nearer, but an enemy stands within 1" of it, so nobody may pick it up; t2 is free.
    const base = tableWith({ 'p0-s2': [12, 20], 'p1-s2': [7.6, 19] }, [], 36, false)
    let s = activated(
      { ...base, treasures: [token('t1', 8, 20), token('t2', 15.7, 22.7), token('t3', 33, 3)] },
      'p0-s2',
    )
    const taken: FgAction[] = []
    for (let i = 0; i < 3 && s.turn.activation?.leader === 'p0-s2'; i++) {
      const a = choose(s, 'hard')
      taken.push(a)
      s = after(s, a)
    }
    expect(taken.map((a) => a.type).slice(0, 2)).toEqual(['frostgrave/move', 'frostgrave/pickUpTreasure'])
    expect(model(s, 'p0-s2').carrying).toBe('t2')
  })
})

describe('a game stalled for long ends even when leaving loses (FG-4.9, FG-11.1)', () => {
  // The bench's fg-bench-13: hard's last model carries a token at its own edge; leaving ends the game
  // 2–3, so it waited there 800 turns while nobody else could move the game on.
  function waiting(turn: number): FgState {
    const base = tableWith({ 'p0-s2': [18, 35.4], 'p1-s2': [20, 14] }, [], 36, false)
    return activated(
      {
        ...base,
        models: base.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't1' } : m)),
        treasures: [
          token('t1', 18, 35.4, { carrier: 'p0-s2' }),
          token('t2', 18, 1, { securedBy: 1 }),
          token('t3', 33, 3, { securedBy: 0 }),
          token('t4', 20.3, 15),
          token('t5', 3, 18),
        ],
        turn: { ...base.turn, number: turn },
        turnRecords: [{ turn: 9, killed: [], secured: ['t3'] }],
      },
      'p0-s2',
    )
  }

  it('waits while the game may still turn, and leaves once it has stood still for twenty turns', () => {
    expect(choose(waiting(16), 'hard')).not.toMatchObject({ exit: true })
    const a = choose(waiting(9 + CONCEDE_AFTER), 'hard')
    expect(a).toMatchObject({ type: 'frostgrave/move', exit: true })
    expect(frostgrave.result(after(waiting(9 + CONCEDE_AFTER), a)).over).toBe(true)
  })
})
