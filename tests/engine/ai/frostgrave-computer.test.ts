/**
 * The Frostgrave computer (issue 35): its warband is legal for the budget (FG-1), every choice is one the
 * rules accept, it never fights or shoots at 0 % (FG-12), it picks up treasure it touches (FG-9.1), carries
 * it off by an edge it may leave by (FG-9.4), takes its wizard out of an enemy's reach, and whole seeded
 * games against random legal play end (FG-11) and replay exactly. Strength is the bench's job
 * (bench/frostgrave-ai.ts), not a test's.
 */
import { describe, expect, it } from 'vitest'
import { ai, seededDice } from '../../../src/engine'
import { buildWarband } from '../../../src/engine/ai/profiles/frostgrave-build'
import {
  SCHOOLS,
  apply,
  distance,
  fightPreview,
  frostgrave,
  previewShot,
  validateWarband,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { decided, drawing, isStalled, quietTurns } from '../../../src/engine/ai/profiles/frostgrave-value'
import { playMatch, standardOptions } from '../../../src/testing/frostgrave-ai-play'
import { IN, activated, model, tableWith } from '../frostgrave/helpers'
import { newGame } from '../../../src/engine/systems/frostgrave/new-game'

const choose = (s: FgState, level: ai.Level, seed = 'x') =>
  ai.chooseAction(frostgrave, s, { level, seed }).action

describe('the computer’s warband (FG-1)', () => {
  it('is legal for the 500gc budget from every school and for any seed', () => {
    for (const school of SCHOOLS) {
      const doc = buildWarband(seededDice(`build/${school}`), school)
      expect(validateWarband(doc), school).toEqual([])
      expect(doc.school).toBe(school)
    }
    for (let i = 0; i < 20; i++) expect(validateWarband(buildWarband(seededDice(`any/${i}`)))).toEqual([])
  })

  it('names its models unlike the other warband’s', () => {
    const [a, b] = standardOptions('names').warbands!
    const names = (w: typeof a) => [w.wizard.name, w.apprentice?.name, ...w.soldiers.map((s) => s.name)]
    expect(names(b).filter((n) => names(a).includes(n))).toEqual([])
  })
})

describe('the computer’s choices in play', () => {
  // Soldier p0-s2 (Wren, a Treasure Hunter) on the table, activated in player 0's phase.
  const treasureAt = (s: FgState, x: number, y: number): FgState => ({
    ...s,
    treasures: [{ id: 't1', placedBy: 1, x: x * IN, y: y * IN, carrier: null, securedBy: null }],
  })

  for (const level of ai.LEVELS) {
    it(`${level}: picks up the treasure its model touches (FG-9.1)`, () => {
      // Base 25 mm (0.49") and token 25 mm: centres 1" apart are in contact.
      const s = activated(treasureAt(tableWith({ 'p0-s2': [10, 18] }), 11, 18), 'p0-s2')
      const a = choose(s, level === 'easy' ? 'normal' : level)
      expect(a).toEqual({ type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' })
    })
  }

  it('carries treasure off by its own edge when the edge is in reach (FG-9.4)', () => {
    // Player 0 deploys on the south edge in tableWith; Wren carries t1 half an inch from it.
    const base = treasureAt(tableWith({ 'p0-s2': [18, 35] }), 18, 35)
    const carrying: FgState = {
      ...base,
      models: base.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't1' } : m)),
      treasures: base.treasures.map((t) => ({ ...t, carrier: 'p0-s2' })),
    }
    for (const level of ['normal', 'hard'] as const) {
      const a = choose(activated(carrying, 'p0-s2'), level)
      expect(a.type).toBe('frostgrave/move')
      expect(a.type === 'frostgrave/move' && a.exit).toBe(true)
    }
  })

  it('takes its wizard out of an enemy’s reach rather than stand in it (threat, FG-4)', () => {
    // The enemy Knight 3" from the wizard could charge it next phase; the treasure is far to the east.
    const s = activated(tableWith({ 'p0-wizard': [12, 10], 'p1-s1': [12, 13] }), 'p0-wizard')
    const before = distance(model(s, 'p0-wizard'), model(s, 'p1-s1'))
    for (const level of ['normal', 'hard'] as const) {
      const a = choose(s, level)
      expect(a.type, level).toBe('frostgrave/move')
      const after = apply(s, a, seededDice('unused'))
      expect(after.ok).toBe(true)
      if (after.ok)
        expect(distance(model(after.state, 'p0-wizard'), model(after.state, 'p1-s1'))).toBeGreaterThan(before)
    }
  })
})

describe('the table’s own steps at a table with a computer (it never waits for the person to roll)', () => {
  const step = (s: FgState) => ai.tableStep(frostgrave, s)

  it('rolls the roll-off (FG-2.3) and initiative (FG-3.1), and runs the creatures (FG-10.2)', () => {
    const play = tableWith({ 'p0-s2': [10, 18], 'p1-s1': [20, 6] })
    expect(step({ ...play, stage: 'rollOff' })?.action).toEqual({ type: 'frostgrave/rollOff' })
    expect(step({ ...play, stage: 'rollOff' })?.reason.key).toBe('fg-roll-off')
    const initiative = { ...play, turn: { ...play.turn, stage: 'initiative' as const } }
    expect(step(initiative)?.action).toEqual({ type: 'frostgrave/rollInitiative' })
    // The creature phase with a creature on the table: the table runs it.
    const withCreature = newGame(standardOptions('creature-phase'), seededDice('creatures'))
    const creature = withCreature.models.find((m) => m.kind === 'creature')!
    const phase = {
      ...play,
      models: [...play.models, { ...creature, status: 'onTable' as const, x: 18 * IN, y: 30 * IN }],
      turn: { ...play.turn, phase: 'creature' as const },
    }
    expect(frostgrave.actor(phase)).toBeNull()
    expect(step(phase)?.action).toEqual({ type: 'frostgrave/runCreatures' })
  })

  it('takes nothing a side chooses: a side’s decision stays that side’s (or its computer’s)', () => {
    const play = activated(tableWith({ 'p0-s2': [10, 18] }), 'p0-s2')
    expect(frostgrave.actor(play)).toBe(0)
    expect(step(play)).toBeNull()
  })
})

describe('a won game is ended, not waited out (FG-11.1)', () => {
  // Player 0 has secured four tokens; the two left lie behind the enemy, so waiting never ends the game.
  const won = (): FgState => {
    // Only these two models on the table (the others stay in reserve, off it).
    const base = tableWith({ 'p0-s2': [4, 18], 'p1-s1': [30, 6] }, [], 36, false)
    const token = (id: string, x: number, y: number, securedBy: 0 | 1 | null) => ({
      id,
      placedBy: 1 as const,
      x: x * IN,
      y: y * IN,
      carrier: null,
      securedBy,
    })
    return {
      ...base,
      treasures: [
        ...[1, 2, 3, 4].map((i) => token(`t${i}`, 18, 18, 0)),
        token('t5', 32, 4, null),
        token('t6', 34, 8, null),
      ],
    }
  }

  it('knows when leaving wins: secured and carried beat all the rest (FG-11.1, FG-11.3)', () => {
    const s = won()
    expect(decided(s, 0)).toBe(true)
    expect(decided(s, 1)).toBe(false)
    // 3–1 with two loose tokens: the other side would collect them and draw 3–3, so nothing is decided.
    const close = {
      ...s,
      treasures: s.treasures.map((t) => (t.id === 't1' ? { ...t, securedBy: 1 as const } : t)),
    }
    expect(decided(close, 0)).toBe(false)
  })

  for (const level of ['normal', 'hard', 'greedy'] as const) {
    it(`${level}: its last model leaves the table and the game ends won, not at the action cap`, () => {
      const s = activated(won(), 'p0-s2')
      const a = level === 'greedy' ? ai.greedyAction(frostgrave, s) : choose(s, level)
      expect(a.type === 'frostgrave/move' && a.exit, JSON.stringify(a)).toBe(true)
      const after = apply(s, a, seededDice('unused'))
      expect(after.ok && after.state.stage).toBe('over')
      // FG-11.1: the other side collects the two left, and player 0 still wins 4–2.
      expect(after.ok && after.state.outcome?.winner).toBe(0)
    })
  }
})

describe('a stalled game is wrapped up, not played for ever (FG-11)', () => {
  // From bench game fg-bench-14 (hard against greedy, turn 100): 3–2 down, player 0's wizard carries the
  // last token at its table edge; nobody was killed and nothing secured since turn 25, and the other
  // side's last model waits. Leaving secures the token and ends the game 3–3 (FG-9.4, FG-11.2).
  const atEdge = (turn: number): FgState => {
    const base = tableWith(
      {
        'p0-wizard': { x: 50, y: 2130 },
        'p0-apprentice': [26.8, 24.7],
        'p0-s1': [21.7, 24.2],
        'p0-s4': [34.2, 16.3],
        'p1-s1': [23.9, 14.3],
      },
      [],
      36,
      false,
    )
    const token = (id: string, securedBy: 0 | 1 | null, carrier: string | null = null) => ({
      id,
      placedBy: 0 as const,
      x: 50,
      y: 2130,
      carrier,
      securedBy,
    })
    return {
      ...base,
      models: base.models.map((m) => (m.id === 'p0-wizard' ? { ...m, carrying: 't4' } : m)),
      treasures: [
        token('t1', 1),
        token('t2', 0),
        token('t3', 1),
        token('t4', null, 'p0-wizard'),
        token('t5', 1),
        token('t6', 0),
      ],
      turn: { ...base.turn, number: turn },
      turnRecords: [{ turn: 25, killed: [], secured: ['t5'] }],
    }
  }

  it('counts the quiet turns since the last kill or secured treasure', () => {
    expect(quietTurns(atEdge(100))).toBe(75)
    expect(isStalled(atEdge(100))).toBe(true)
    expect(isStalled(atEdge(27))).toBe(false)
    expect(drawing(atEdge(100), 0)).toBe(true)
    // Leaving draws for the other side too (player 0 keeps its carried token, FG-11.1), but not before
    // the game stalls: until then either side may still win it by a fight.
    expect(drawing(atEdge(100), 1)).toBe(true)
    expect(drawing(atEdge(27), 0)).toBe(false)
  })

  for (const level of ['normal', 'hard'] as const) {
    it(`${level}: takes the draw by carrying the last token off instead of waiting at the edge`, () => {
      const s = activated(atEdge(100), 'p0-wizard')
      const a = choose(s, level)
      expect(a.type === 'frostgrave/move' && a.exit, JSON.stringify(a)).toBe(true)
      const after = apply(s, a, seededDice('unused'))
      expect(after.ok && after.state.stage).toBe('over')
      expect(after.ok && after.state.outcome?.winner).toBe(null)
    })
  }

  it('hard: two models left in combat fight instead of waiting for ever (FG-4.6, FG-5.5)', () => {
    // From fg-bench-10: two soldiers in base contact by a token, neither fighting for 40 turns (in combat
    // neither may move away). On its odds alone the fight is not worth it; once the game stalls it is.
    const s = tableWith({ 'p0-s2': { x: 2330, y: 2065 }, 'p1-s2': { x: 2427, y: 2082 } }, [], 36, false)
    const quiet = (turn: number): FgState =>
      activated(
        { ...s, turn: { ...s.turn, number: turn }, turnRecords: [{ turn: 21, killed: [], secured: [] }] },
        'p0-s2',
      )
    expect(choose(quiet(22), 'hard').type).toBe('frostgrave/endModel')
    expect(choose(quiet(60), 'hard')).toEqual({ type: 'frostgrave/fight', model: 'p0-s2', target: 'p1-s2' })
  })
})

/**
 * Every computer choice is listed, or is a move the rules accept (hard adds moves into contact with a
 * carrier or a token that the finite sample does not aim at, as a person may move anywhere legal, FG-4);
 * a fight or a shot it takes has a chance to hit (FG-12).
 */
function checkChoice(state: FgState, action: FgAction) {
  const listed = frostgrave.legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action))
  const accepted = action.type === 'frostgrave/move' && apply(state, action, seededDice('check')).ok
  expect(listed || accepted, JSON.stringify(action)).toBe(true)
  if (action.type === 'frostgrave/fight') {
    const p = fightPreview(state, action.model, action.target)
    expect(p.ok && p.odds.attackerWins + p.odds.tie > 0).toBe(true)
  }
  if (action.type === 'frostgrave/shoot') {
    const p = previewShot(state, action.model, action.target)
    expect(p.ok && p.candidates.some((c) => c.odds.hit > 0)).toBe(true)
  }
}

describe('whole games against random legal play (FG-11)', () => {
  // A 24" table and a scenario's six turns (FG-2.4) keep each game short however random play wanders;
  // the computer builds both warbands as on the set-up screen.
  const small = (seed: string) => ({
    ...standardOptions(seed),
    tableSize: 24 as const,
    turnLimit: 6,
    creatures: ['random'],
  })
  // One game per level, the computer on either seat: each takes a few hundred decisions.
  ai.LEVELS.forEach((level, i) => {
    it(`${level}: never throws, is never refused, ends and replays exactly`, { timeout: 240_000 }, () => {
      const seed = `fg-prop-${level}`
      const players = i % 2 === 0 ? (['random', level] as const) : ([level, 'random'] as const)
      const m = playMatch(seed, [...players], small(seed), 6000, (s, a, p) => {
        if (p === level) checkChoice(s, a)
      })
      expect(m.refused).toBe(0)
      expect(m.ended).toBe(true)
      expect(m.replays).toBe(true)
    })
  })
})
