/**
 * The timeline (issue 36): any moment is the state a fresh replay of that many commands gives, each
 * system's boundaries are where its moment changes, and a branch keeps the original's luck only while it
 * plays the original's commands.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boundaries,
  branch,
  execute,
  luckDice,
  momentAt,
  momentOf,
  nextBoundary,
  previousBoundary,
  replayHistory,
  scanBoundaries,
  scriptedDice,
  seededDice,
  snapshotBytes,
  startHistory,
  stateAt,
  type Boundary,
  type DiceSource,
  type History,
  type SystemId,
} from '../../../src/engine'
import { systems } from '../../../src/engine/systems/registry'
import { MAX_SNAPSHOTS, SNAPSHOT_EVERY, snapshotSpacing } from '../../../src/engine/core/history'
import { CHECKPOINT_EVERY } from '../../../src/engine/core/timeline'
import { raceGame } from '../../fixtures/race-game'

type AnyHistory = History<unknown, unknown>

/** A seeded random legal game of `commands` commands at most, as the store plays it. */
function randomGame(id: SystemId, options: unknown, seed: string, commands: number): AnyHistory {
  const module = systems[id]!
  const started = startHistory(module, options, seed)
  if (!started.ok) throw new Error(started.error)
  let history = started.value
  const live = seededDice(`${seed}/dice`)
  const pick = seededDice(`${seed}/pick`)
  for (let n = 0; n < commands && !module.result(history.state).over; n++) {
    const legal = module.legalActions(history.state)
    if (legal.length === 0) break
    // Each action type first, so a builder's many placements do not crowd out its "done".
    // Taking a step back (unplace, unpick) only when nothing else is listed, so set-up moves on.
    const all = [...new Set(legal.map((a) => (a as { type: string }).type))]
    const forward = all.filter((t) => !/\/un(place|pick)$/.test(t))
    const types = forward.length > 0 ? forward : all
    const type = types[pick.roll(types.length) - 1]
    const ofType = legal.filter((a) => (a as { type: string }).type === type)
    const done = execute(history, ofType[pick.roll(ofType.length) - 1], live)
    if (!done.ok) throw new Error(`${id}: a listed action was refused: ${done.error}`)
    history = done.history
  }
  return history
}

const GAMES: [SystemId, unknown, number][] = [
  ['chesswarrior', {}, 200],
  ['dice-roll-party', { firstTurn: 'roll-off', turnMode: 'simple' }, 200],
  ['frostgrave', { tableSize: 24, turnLimit: 2 }, 60],
  ['double-cross', { cast: 'sample' }, 120],
]

const normal = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe.each(GAMES)('the timeline of %s', (id, options, commands) => {
  const history = randomGame(id, options, `timeline-${id}`, commands)

  it('gives at any moment the state a fresh replay of that many commands gives (property)', () => {
    expect(history.log.length).toBeGreaterThan(40)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: history.log.length }), (n) => {
        const replayed = replayHistory(history.module, history.options, history.seed, history.log.slice(0, n))
        if (!replayed.ok) throw new Error(replayed.error.message)
        expect(normal(stateAt(history, n))).toEqual(normal(replayed.value.state))
      }),
      { numRuns: 12, seed: 36 },
    )
  })

  it('steps one command from the moment on screen to the same state as a jump', () => {
    const n = Math.floor(history.log.length / 2)
    const here = stateAt(history, n)
    expect(normal(stateAt(history, n + 1, { at: n, state: here }))).toEqual(normal(stateAt(history, n + 1)))
  })

  it("marks a boundary exactly where the system's moment changes", () => {
    const list = boundaries(history, momentOf(id))
    expect(list.length).toBeGreaterThan(0)
    const moment = momentOf(id)
    for (const b of list) {
      expect(moment(stateAt(history, b.at))).toEqual(b.moment)
      if (b.at > 0) expect(moment(stateAt(history, b.at - 1))).not.toEqual(b.moment)
    }
    // Between two boundaries the moment stays the same.
    const mid = list.length > 1 ? Math.floor((list[0]!.at + list[1]!.at) / 2) : list[0]!.at
    expect(momentAt(list, mid)).toEqual(list[0])
    expect(moment(stateAt(history, mid))).toEqual(list[0]!.moment)
  })
})

describe('moments the systems name', () => {
  it('Chesswarrior turns (CW-4) and Dice Roll Party turns (DRP-4) appear once play has started', () => {
    const cw = boundaries(
      randomGame('chesswarrior', {}, 'timeline-chesswarrior', 200),
      momentOf('chesswarrior'),
    )
    expect(cw[0]!.moment.code).toBe('setup')
    expect(cw.some((b) => b.moment.code === 'turn')).toBe(true)
    const drp = randomGame(
      'dice-roll-party',
      { firstTurn: 'roll-off', turnMode: 'simple' },
      'timeline-dice-roll-party',
      200,
    )
    const list = boundaries(drp, momentOf('dice-roll-party'))
    expect(list.filter((b) => b.moment.code === 'turn').map((b) => b.moment.params.n)).toEqual(
      expect.arrayContaining([1, 2]),
    )
  })

  it('Frostgrave names its turn and phases (FG-3.1), Double Cross its phases (DX-4)', () => {
    const fg = boundaries(
      randomGame('frostgrave', { tableSize: 24, turnLimit: 2 }, 'timeline-frostgrave', 60),
      momentOf('frostgrave'),
    )
    expect(fg.some((b) => b.moment.code === 'phase' && b.moment.params.phase === 'wizard')).toBe(true)
    const dx = boundaries(
      randomGame('double-cross', { cast: 'sample' }, 'timeline-double-cross', 120),
      momentOf('double-cross'),
    )
    expect(dx[0]!.moment).toEqual({ code: 'dxPhase', params: { phase: 'pre-game' } })
  })

  it('jumps to the previous and next boundary', () => {
    const list: Boundary[] = [
      { at: 0, moment: { code: 'setup', params: {} } },
      { at: 10, moment: { code: 'turn', params: { n: 1 } } },
      { at: 25, moment: { code: 'turn', params: { n: 2 } } },
    ]
    expect(previousBoundary(list, 25)).toBe(10)
    expect(previousBoundary(list, 12)).toBe(10)
    expect(previousBoundary(list, 10)).toBe(0)
    expect(nextBoundary(list, 10, 40)).toBe(25)
    expect(nextBoundary(list, 25, 40)).toBe(40)
  })
})

/** The race fixture: every 'race/roll' command draws a d6, so luck shows in the log. */
function race(faces: number[], rests = 0): AnyHistory {
  const started = startHistory(raceGame, {}, 'race')
  if (!started.ok) throw new Error(started.error)
  let history = started.value as AnyHistory
  const dice = scriptedDice(faces)
  const actions = [...faces.map(() => ({ type: 'race/roll' })), ...Array(rests).fill({ type: 'race/rest' })]
  for (const action of actions) {
    const done = execute(history, action, dice)
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  return history
}

/** Plays `actions` on a branch with its luck, fresh dice from `fresh`. */
function playOn(
  start: { history: AnyHistory; luck: Parameters<typeof luckDice>[0] },
  actions: unknown[],
  fresh: DiceSource,
): AnyHistory {
  let history = start.history
  for (const action of actions) {
    const done = execute(history, action, luckDice(start.luck, history.log, action, fresh))
    if (!done.ok) throw new Error(done.error)
    history = done.history
  }
  return history
}

const faces = (h: AnyHistory) => h.log.map((e) => e.rolls.map(([, face]) => face))

describe('branching a game', () => {
  const original = race([6, 5, 4, 3, 2, 1])

  it('starts from the first n commands and leaves the original untouched', () => {
    const before = normal({ log: original.log, state: original.state })
    const made = branch(original, 2, 'new')
    if (!made.ok) throw new Error(made.error)
    expect(made.value.history.log).toHaveLength(2)
    expect(normal(made.value.history.state)).toEqual(normal(stateAt(original, 2)))
    expect(made.value.luck).toBeNull()
    expect(normal({ log: original.log, state: original.state })).toEqual(before)
    expect(branch(original, 7, 'new').ok).toBe(false)
    expect(branch(original, -1, 'same').ok).toBe(false)
  })

  it('with the same luck, the same commands roll the recorded faces, then fresh ones', () => {
    const made = branch(original, 2, 'same')
    if (!made.ok) throw new Error(made.error)
    // Fresh dice would roll 1s: the original's 4, 3, 2, 1 come back instead, then a fresh 1.
    const played = playOn(made.value, Array(5).fill({ type: 'race/roll' }), scriptedDice([1]))
    expect(faces(played)).toEqual([[6], [5], [4], [3], [2], [1], [1]])
  })

  it('with the same luck, a different command ends the shared luck for good', () => {
    const made = branch(original, 2, 'same')
    if (!made.ok) throw new Error(made.error)
    const played = playOn(
      made.value,
      [{ type: 'race/rest' }, { type: 'race/roll' }, { type: 'race/roll' }],
      scriptedDice([1, 1]),
    )
    // 'rest' is not the original's third command: its rolls are fresh from then on.
    expect(faces(played).slice(2)).toEqual([[], [1], [1]])
  })

  it('with new luck, every later roll is fresh', () => {
    const made = branch(original, 2, 'new')
    if (!made.ok) throw new Error(made.error)
    const played = playOn(made.value, [{ type: 'race/roll' }, { type: 'race/roll' }], scriptedDice([2, 2]))
    expect(faces(played)).toEqual([[6], [5], [2], [2]])
    // The branch replays on its own log, with no reference to the original.
    expect(replayHistory(raceGame, {}, 'race', played.log).ok).toBe(true)
  })

  it('reports the memory its snapshots take', () => {
    expect(snapshotBytes(original)).toBe(0)
    const long = race([1], 70)
    expect(long.snapshots.size).toBe(2)
    expect(snapshotBytes(long)).toBeGreaterThan(0)
  })
})

describe('the cost of a moment', () => {
  /** The race fixture counting the commands it applies, to see how many a moment costs. */
  function counted(commands: number) {
    let applied = 0
    const module = {
      ...raceGame,
      apply: (...args: Parameters<typeof raceGame.apply>) => (applied++, raceGame.apply(...args)),
    } as typeof raceGame
    const started = startHistory(module, {}, 'race')
    if (!started.ok) throw new Error(started.error)
    let history = started.value as AnyHistory
    for (let i = 0; i < commands; i++) {
      const done = execute(history, { type: 'race/rest' }, scriptedDice([]))
      if (!done.ok) throw new Error(done.error)
      history = done.history
    }
    return { history, applied: () => applied, reset: () => (applied = 0) }
  }

  it('steps forward from the moment on screen, back from the review cache, and jumps from a snapshot', () => {
    const game = counted(200)
    game.reset()
    const at100 = stateAt(game.history, 100)
    expect(game.applied()).toBe(100 - 96)
    game.reset()
    stateAt(game.history, 101, { at: 100, state: at100 })
    expect(game.applied()).toBe(1)
    game.reset()
    // 99 and 98: from the checkpoint at 96 the first time, then from the states met on the way.
    stateAt(game.history, 99)
    stateAt(game.history, 98)
    expect(game.applied()).toBeLessThanOrEqual(2 * (CHECKPOINT_EVERY - 1))
    game.reset()
    stateAt(game.history, 100)
    expect(game.applied()).toBe(0)
  })

  it('caps the snapshots as the game grows, thinning them, and every moment stays exact', () => {
    const game = counted(40 * SNAPSHOT_EVERY)
    const { snapshots } = game.history
    expect(snapshots.size).toBeLessThanOrEqual(MAX_SNAPSHOTS + 1)
    const spacing = snapshotSpacing(game.history.log.length)
    expect(spacing).toBe(2 * SNAPSHOT_EVERY)
    expect([...snapshots.keys()].every((at) => at % spacing === 0)).toBe(true)
    const replayed = replayHistory(game.history.module, {}, 'race', game.history.log)
    if (!replayed.ok) throw new Error(replayed.error.message)
    expect([...replayed.value.snapshots.keys()]).toEqual([...snapshots.keys()])
    for (const n of [0, 1, 63, 64, 65, 700, 1279])
      expect(normal(stateAt(game.history, n))).toEqual(normal(stateAt(replayed.value, n)))
  })
})

describe('boundaries as the log grows', () => {
  it('a pass in slices finds what one pass finds', () => {
    const id = 'frostgrave'
    const game = randomGame(id, { tableSize: 24, turnLimit: 2 }, 'timeline-slices', 60)
    const sliced = { ...game, log: [...game.log] }
    let scan = scanBoundaries(sliced, momentOf(id), 7)
    let slices = 1
    while (!scan.done) {
      scan = scanBoundaries(sliced, momentOf(id), 7)
      slices++
    }
    expect(slices).toBe(Math.ceil(game.log.length / 7))
    expect(scan.list).toEqual(boundaries({ ...game, log: [...game.log] }, momentOf(id)))
  })

  it('carries on from the last pass and finds what a pass from the start finds', () => {
    const id = 'chesswarrior'
    const full = randomGame(id, {}, 'timeline-grow', 120)
    const short = branch(full, 60, 'new')
    if (!short.ok) throw new Error(short.error)
    const partial = boundaries(short.value.history, momentOf(id))
    const grown = boundaries(full, momentOf(id))
    const fresh = replayHistory(full.module, full.options, full.seed, full.log)
    if (!fresh.ok) throw new Error(fresh.error.message)
    expect(grown).toEqual(boundaries(fresh.value, momentOf(id)))
    expect(grown.slice(0, partial.length)).toEqual(partial)
  })
})
