/**
 * The computer opponent (issue 16): its choices are legal, reproducible for a seed, independent of the
 * table's dice, and they find the move that matters in positions where the best action is known (an attack
 * that takes an enemy hero off a scoring zone, the only attack that can destroy the last character).
 * Budgets are the real levels' own; whole games are kept short so the file runs in seconds. Strength over
 * many games is the tournament's job (bench/ai.ts), not a test's.
 */
import { describe, expect, it } from 'vitest'
import { ai, games, seededDice, type DiceSource, type GameModule } from '../../../src/engine'
import { selectUseOdds } from '../../../src/engine/systems/chesswarrior'

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
      const forward = actions.filter(
        (a) => a.type !== 'chesswarrior/unpick' && a.type !== 'dice-roll-party/unplace',
      )
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
      .filter((a) => a.type !== 'chesswarrior/unpick' && a.type !== 'dice-roll-party/unplace')
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

/** Plays both sides at random from one seeded source until `until` holds: a fixed, replayable position. */
function randomUntil<S, A extends { type: string }, O>(
  game: GameModule<S, A, O>,
  options: O,
  seed: string,
  until: (s: S, n: number) => boolean,
): S {
  const dice = seededDice(seed)
  let s = game.setup(options, dice)
  for (let n = 0; !until(s, n); n++) {
    const acts = game
      .legalActions(s)
      .filter((a) => a.type !== 'chesswarrior/unpick' && a.type !== 'dice-roll-party/unplace')
    const done = game.apply(s, acts[dice.roll(acts.length) - 1]!, dice)
    if (!done.ok) throw new Error(done.error)
    s = done.state
  }
  return s
}

const EMPTY = { time: 0, attack: 0, defence: 0, form: 0, gone: true }

const cwInPlay = reach(
  cw,
  { victoryPoints: 2 },
  'cw-play',
  (s) => s.stage === 'play' && !s.pending && cw.legalActions(s).some((a) => a.type === 'chesswarrior/step'),
)
const drpAttack = reach(party, {}, 'drp-attack', (s) => s.stage.kind === 'attack')
// The time auction (DRP-3) is the one Dice Roll Party decision left to the generic search.
const drpAuction = reach(party, { firstTurn: 'auction' }, 'drp-auction', (s) => s.stage.kind === 'auction')

describe('ai.chooseAction', () => {
  it('gives the same choice for the same state, level and seed', () => {
    // The budgets are counts (positions valued, simulations), never time, so a choice is exact.
    for (const level of ai.LEVELS) {
      const a = ai.chooseAction(cw, cwInPlay, { level, seed: 'same' })
      const b = ai.chooseAction(cw, JSON.parse(JSON.stringify(cwInPlay)), { level, seed: 'same' })
      expect(b).toEqual(a)
      expect(a.considered).toBeGreaterThan(0)
    }
    const c = ai.chooseAction(party, drpAuction, { level: 'easy', seed: 'same' })
    expect(c.considered).toBe(ai.BUDGETS.easy.simulations)
    expect(ai.chooseAction(party, drpAuction, { level: 'easy', seed: 'same' })).toEqual(c)
  })

  it('never reads the table dice: every simulated roll comes from its own generator', () => {
    let liveRolls = 0
    const live: DiceSource = { roll: (n) => (liveRolls++, seededDice('live').roll(n)) }
    const seen = new Set<DiceSource>()
    // The auction runs the generic search, whose every simulation goes through `apply`.
    const watched = {
      ...party,
      apply: (s: never, a: never, d: DiceSource) => (seen.add(d), party.apply(s, a, d)),
    }
    const before = ai.chooseAction(party, drpAuction, { level: 'easy', seed: 'x' })
    // The same position reached at another table (other live dice) gets the same answer.
    live.roll(6)
    const after = ai.chooseAction(watched, drpAuction, { level: 'easy', seed: 'x' })
    expect(ai.chooseAction(cw, cwInPlay, { level: 'hard', seed: 'x' })).toEqual(
      ai.chooseAction(cw, structuredClone(cwInPlay), { level: 'hard', seed: 'x' }),
    )
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
    // Set-up (team, ban, placement) and the first turns of play, then a Dice Roll Party build and fights.
    play(cw, { victoryPoints: 1 }, ['easy', 'random'], 'legal-cw', 500, count(check(cw)))
    play(party, {}, ['random', 'easy'], 'legal-drp', 120, count(check(party)))
    expect(choices).toBeGreaterThan(60)
  }, 30_000)

  it('names why: an attack quotes its exact odds', () => {
    const attack = party.legalActions(drpAttack).find((a) => a.type === 'dice-roll-party/attack')!
    const choice = ai.chooseAction(party, drpAttack, { level: 'easy', seed: 'why' })
    expect(choice.reason.key).toMatch(/^drp-/)
    expect(attack).toBeDefined()
    expect(choice.estimate).toBeGreaterThanOrEqual(0)
    expect(choice.estimate).toBeLessThanOrEqual(1)
  })

  it('refuses a game it cannot play and a state where nobody chooses', () => {
    // Every board game now has a computer (Frostgrave since issue 35): a game by another id stands for one without.
    const unknown = { ...games.frostgrave, id: 'double-cross' } as never
    expect(() => ai.chooseAction(unknown, {} as never, { level: 'easy', seed: 'x' })).toThrow(/no computer/)
    const over = { ...cwInPlay, stage: 'over' as const, winner: 'p1' as const }
    expect(() => ai.chooseAction(cw, over, { level: 'easy', seed: 'x' })).toThrow(/nobody/)
  })

  it('takes the enemy hero off the zone it holds: the attack that destroys it (CW-5.2, CW-6.5)', () => {
    // p2 holds the centre with Kaede and leads 3–0; one of p1's 9 actions destroys Kaede at 78 %.
    const s = structuredClone(randomUntil(cw, { victoryPoints: 5 }, 'f2-2', (_s, n) => n === 672))
    s.heroes['p2:kaede']!.damage = s.cards.kaede!.lp - 1
    const kill = cw
      .legalActions(s)
      .find((a) => a.type === 'chesswarrior/use' && a.target === 'p2:kaede' && a.ability === 'star-bolt')!
    expect(selectUseOdds(s, kill as never)![0]!.destroy).toBeGreaterThan(0.7)
    // Each level plays Lyra's whole activation (it may step first, to hold a zone as well).
    for (const level of ai.LEVELS) {
      let t = s
      const used: unknown[] = []
      for (let n = 0; n < 12 && t.activation?.hero === 'p1:lyra'; n++) {
        // p2 lets any window pass (CW-7), so the test sees Lyra's choices alone.
        const mine = !t.pending
        const action = mine
          ? ai.chooseAction(cw, t, { level, seed: `${level}/${n}` }).action
          : ({ type: 'chesswarrior/pass' } as const)
        if (mine) used.push(action)
        const done = cw.apply(t, action, seededDice(`kill/${n}`))
        if (!done.ok) throw new Error(done.error)
        t = done.state
      }
      expect(used).toContainEqual(
        expect.objectContaining({ type: 'chesswarrior/use', ability: 'star-bolt', target: 'p2:kaede' }),
      )
    }
  })

  it('attacks the last enemy character with the one attacker that can destroy it (DRP-2.4, DRP-8.3)', () => {
    const s = structuredClone(drpAttack)
    const me = (s.stage as { player: number }).player
    // The foe keeps one character with 3 tokens; only attacker 2 (attack potential 5) can remove them all.
    s.players[1 - me]!.characters.forEach((c, i) =>
      Object.assign(c, i === 0 ? { time: 0, attack: 0, defence: 2, form: 1, gone: false } : { ...EMPTY }),
    )
    s.players[me]!.characters.forEach((c, i) =>
      Object.assign(c, { time: 2, attack: i === 1 ? 5 : 1, defence: i === 1 ? 1 : 3, form: 3, gone: false }),
    )
    for (const level of ai.LEVELS) {
      const { action, estimate } = ai.chooseAction(party, s, { level, seed: level })
      expect(action).toMatchObject({
        type: 'dice-roll-party/attack',
        attacker: 1,
        target: { player: 1 - me, slot: 0 },
      })
      expect(estimate).toBeGreaterThan(0.6)
    }
  })
})

describe('the hard computer in Dice Roll Party (exact odds, no playouts)', () => {
  /** drpAttack with the attacker's side and its foe named. */
  const sides = () => {
    const s = structuredClone(drpAttack)
    const me = (s.stage as { player: number }).player
    return { s, me, foe: 1 - me }
  }

  it('defends a rolled 4 that would destroy it with insurance: a potential of 5 holds for sure (DRP-8.2, DRP-8.3)', () => {
    const { s, me, foe } = sides()
    // 7 tokens left against a hit of 8: a hit destroys the character.
    Object.assign(s.players[foe]!.characters[0]!, { time: 2, attack: 0, defence: 5, form: 0, gone: false })
    Object.assign(s.players[me]!.characters[0]!, { time: 2, attack: 8, defence: 1, form: 4, gone: false })
    s.stage = {
      kind: 'defence',
      player: foe,
      attack: {
        attacker: { player: me, slot: 0 },
        target: { player: foe, slot: 0 },
        boosts: { raiseClass: false, raiseDamage: 0, insurance: false, superiority: false },
        roll: { classLevel: 6, sides: 20, faces: [4], kept: 4, potential: 8, insured: false, result: 4 },
        advantage: false,
        attackPotential: 8,
      },
    }
    // A plain d12 is destroyed 25 % of the time, with superiority 6 %; insured, the defence counts at least 5
    // in either reading of DRP-8.2 (the potential instead of the die, or as its floor), for 1 time token.
    // A counterattack would deal attack class 0: no use paying for it.
    const choice = ai.chooseAction(party, s, { level: 'hard', seed: 'defend' })
    expect(choice.action).toEqual({
      type: 'dice-roll-party/defend',
      boosts: { raiseClass: false, insurance: true, superiority: false, counterattack: false },
    })
    expect(choice.considered).toBeGreaterThan(1)
  })

  it('uses phase 1: a red token from the store lifts a d12 attacker to a d20 (DRP-5.1, DRP-6.1)', () => {
    const { s, me, foe } = sides()
    s.players[me]!.characters.forEach((c, i) =>
      Object.assign(c, { time: 2, attack: i === 0 ? 5 : 2, defence: 2, form: 4, gone: false }),
    )
    s.players[foe]!.characters.forEach((c) =>
      Object.assign(c, { time: 2, attack: 3, defence: 2, form: 5, gone: false }),
    )
    s.players[me]!.store = { red: 3, blue: 0, green: 0 }
    s.stage = { kind: 'resources', player: me, limit: 2, used: 0, reshuffleLeft: 0 }
    const choice = ai.chooseAction(party, s, { level: 'hard', seed: 'ops' })
    expect(choice.action).toEqual({ type: 'dice-roll-party/add', slot: 0, position: 'attack' })
  })

  it.each(['hard', 'normal'] as const)(
    '%s: with no time anywhere, discards for free to draw time rather than sit out (DRP-6.2)',
    (level) => {
      const { s, me, foe } = sides()
      s.players[me]!.characters.forEach((c) =>
        Object.assign(c, { time: 0, attack: 4, defence: 2, form: 4, gone: false }),
      )
      s.players[foe]!.characters.forEach((c) =>
        Object.assign(c, { time: 1, attack: 2, defence: 2, form: 3, gone: false }),
      )
      s.players[me]!.store = { red: 0, blue: 0, green: 0 }
      s.bag = { red: 10, blue: 10, green: 10 }
      s.stage = { kind: 'resources', player: me, limit: 1, used: 0, reshuffleLeft: 40 }
      const choice = ai.chooseAction(party, s, { level, seed: 'reshuffle' })
      expect(choice.action.type).toBe('dice-roll-party/discard')
    },
  )

  it('gives the same choice whatever the table dice, and never receives them', () => {
    const { s } = sides()
    const seen = new Set<DiceSource>()
    const live = seededDice('live')
    const watched = {
      ...party,
      apply: (st: never, a: never, d: DiceSource) => (seen.add(d), party.apply(st, a, d)),
    }
    const before = ai.chooseAction(party, s, { level: 'hard', seed: 'x' })
    live.roll(20)
    const after = ai.chooseAction(watched, JSON.parse(JSON.stringify(s)), { level: 'hard', seed: 'x' })
    expect(after).toEqual(before)
    expect(seen.has(live)).toBe(false)
  })

  it('plays with legal choices only, from the build to the fights', () => {
    let choices = 0
    play(party, {}, ['hard', 'easy'], 'hard-drp', 300, (s, a) => {
      if (party.actor(s) === 0) {
        choices++
        expect(party.legalActions(s)).toContainEqual(a)
      }
    })
    expect(choices).toBeGreaterThan(40)
  }, 30_000)
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
