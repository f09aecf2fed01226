/**
 * The computer opponent (issue 16): its choices are legal, reproducible for a seed, independent of the
 * table's dice, and better than random play. Budgets are the real levels' own; games are kept short
 * (Chesswarrior to 2 victory points) so the file runs in a few seconds.
 */
import { describe, expect, it } from 'vitest'
import { ai, games, seededDice, type DiceSource, type GameModule } from '../../../src/engine'

const cw = games.chesswarrior
const party = games['dice-roll-party']

type Player = ai.Level | 'random'

/** Plays one game; returns the winner's side, or null for a draw or a game cut off at `limit` actions. */
function play<S, A extends { type: string }, O>(
  game: GameModule<S, A, O>,
  options: O,
  players: [Player, Player],
  seed: string,
  limit = 3000,
  onChoice?: (state: S, action: A) => void,
): 0 | 1 | null {
  const dice = seededDice(`${seed}/table`)
  const pick = seededDice(`${seed}/random`)
  let s = game.setup(options, dice)
  for (let n = 0; n < limit; n++) {
    const outcome = game.result(s)
    if (outcome.over) return winnerOf(game, s)
    const actions = game.legalActions(s)
    const side = game.actor(s)
    const player = side === null ? 'random' : players[side]
    let action: A
    if (player === 'random') {
      const forward = actions.filter((a) => a.type !== 'chesswarrior/unpick' && a.type !== 'drp/unplace')
      action = forward[pick.roll(forward.length) - 1]!
    } else {
      action = ai.chooseAction(game, s, { level: player, seed: `${seed}/${n}` }).action
      onChoice?.(s, action)
    }
    const done = game.apply(s, action, dice)
    if (!done.ok) throw new Error(done.error)
    s = done.state
  }
  return null
}

function winnerOf<S>(game: GameModule<S, unknown, unknown>, s: S): 0 | 1 | null {
  const outcome = game.result(s)
  return outcome.over ? outcome.winnerSide : null
}

/** Plays until `until` holds, both sides at random, and returns that state. */
function reach<S, A extends { type: string }, O>(
  game: GameModule<S, A, O>,
  options: O,
  seed: string,
  until: (s: S) => boolean,
): S {
  const dice = seededDice(seed)
  let s = game.setup(options, dice)
  for (let n = 0; n < 5000 && !until(s); n++) {
    const acts = game
      .legalActions(s)
      .filter((a) => a.type !== 'chesswarrior/unpick' && a.type !== 'drp/unplace')
    const side = game.actor(s)
    const action =
      side === null || s === undefined
        ? acts[dice.roll(acts.length) - 1]!
        : ai.chooseAction(game, s, { level: 'easy', seed: `${seed}/${n}` }).action
    const done = game.apply(s, action, dice)
    if (!done.ok) throw new Error(done.error)
    s = done.state
  }
  if (!until(s)) throw new Error('the position was not reached')
  return s
}

const cwInPlay = reach(
  cw,
  { victoryPoints: 2 },
  'cw-play',
  (s) => s.stage === 'play' && !s.pending && cw.legalActions(s).some((a) => a.type === 'chesswarrior/step'),
)
const drpAttack = reach(party, {}, 'drp-attack', (s) => s.stage.kind === 'attack')

describe('ai.chooseAction', () => {
  it('gives the same choice for the same state, level and seed', () => {
    for (const level of ai.LEVELS) {
      const a = ai.chooseAction(cw, cwInPlay, { level, seed: 'same' })
      const b = ai.chooseAction(cw, JSON.parse(JSON.stringify(cwInPlay)), { level, seed: 'same' })
      expect(b).toEqual(a)
      expect(a.considered).toBe(ai.BUDGETS[level].simulations)
    }
    const c = ai.chooseAction(party, drpAttack, { level: 'normal', seed: 'same' })
    expect(ai.chooseAction(party, drpAttack, { level: 'normal', seed: 'same' })).toEqual(c)
  })

  it('never reads the table dice: every simulated roll comes from its own generator', () => {
    let liveRolls = 0
    const live: DiceSource = { roll: (n) => (liveRolls++, seededDice('live').roll(n)) }
    const seen = new Set<DiceSource>()
    const watched = { ...cw, apply: (s: never, a: never, d: DiceSource) => (seen.add(d), cw.apply(s, a, d)) }
    const before = ai.chooseAction(cw, cwInPlay, { level: 'normal', seed: 'x' })
    // The same position reached at another table (other live dice) gets the same answer.
    live.roll(6)
    const after = ai.chooseAction(watched, cwInPlay, { level: 'normal', seed: 'x' })
    expect(after.action).toEqual(before.action)
    expect(seen.has(live)).toBe(false)
    expect(seen.size).toBeGreaterThan(1)
    expect(liveRolls).toBe(1)
  })

  it('chooses only legal actions, in every decision of whole games', () => {
    const check =
      <S, A>(game: GameModule<S, A, unknown>) =>
      (s: S, a: A) =>
        expect(game.legalActions(s)).toContainEqual(a)
    let choices = 0
    const count =
      <S, A>(f: (s: S, a: A) => void) =>
      (s: S, a: A) => {
        choices++
        f(s, a)
      }
    expect(
      play(cw, { victoryPoints: 1 }, ['easy', 'easy'], 'legal-cw', 3000, count(check(cw))),
    ).not.toBeNull()
    play(party, {}, ['easy', 'easy'], 'legal-drp', 600, count(check(party)))
    expect(choices).toBeGreaterThan(300)
  }, 120_000)

  it('names why: an attack quotes its exact odds', () => {
    const attack = party.legalActions(drpAttack).find((a) => a.type === 'drp/attack')!
    const choice = ai.chooseAction(party, drpAttack, { level: 'easy', seed: 'why' })
    expect(choice.reason.key).toMatch(/^drp-/)
    expect(attack).toBeDefined()
    expect(choice.estimate).toBeGreaterThanOrEqual(0)
    expect(choice.estimate).toBeLessThanOrEqual(1)
  })

  it('refuses a game it cannot play and a state where nobody chooses', () => {
    expect(() => ai.chooseAction(games.frostgrave, {} as never, { level: 'easy', seed: 'x' })).toThrow(
      /no computer/,
    )
    const over = { ...cwInPlay, stage: 'over' as const, winner: 'p1' as const }
    expect(() => ai.chooseAction(cw, over, { level: 'easy', seed: 'x' })).toThrow(/nobody/)
  })

  it('normal beats random play in most short games of each duel', () => {
    let cwWins = 0
    let drpWins = 0
    for (let g = 0; g < 3; g++) {
      const side = (g % 2) as 0 | 1
      const players: [Player, Player] = side === 0 ? ['normal', 'random'] : ['random', 'normal']
      if (play(cw, { victoryPoints: 1 }, players, `vs-random-cw-${g}`) === side) cwWins++
      if (play(party, {}, players, `vs-random-drp-${g}`) === side) drpWins++
    }
    expect(cwWins).toBeGreaterThanOrEqual(2)
    expect(drpWins).toBeGreaterThanOrEqual(2)
  }, 120_000)
})

describe('ai.computerSeats', () => {
  it('reads the seats from a table’s options, anything malformed as two people', () => {
    expect(ai.computerSeats({ computer: [null, 'hard'] })).toEqual([null, 'hard'])
    expect(ai.computerSeats({ computer: ['easy'] })).toEqual(['easy', null])
    expect(ai.computerSeats({ computer: 'hard' })).toEqual([null, null])
    expect(ai.computerSeats({ computer: ['expert', 3] })).toEqual([null, null])
    expect(ai.computerSeats(undefined)).toEqual([null, null])
  })
})
