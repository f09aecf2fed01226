import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canUndo,
  execute,
  redo,
  replayHistory,
  scriptedDice,
  seededDice,
  startHistory,
  undo,
  type History,
} from '../../../src/engine'
import { raceGame, type RaceAction, type RaceState } from '../../fixtures/race-game'

function start(seed = 'race'): History<RaceState, RaceAction> {
  const started = startHistory(raceGame, {}, seed)
  if (!started.ok) throw new Error(started.error)
  return started.value
}

function run(
  history: History<RaceState, RaceAction>,
  action: RaceAction | { type: 'core/roll'; expression: string },
  dice = seededDice('x'),
  join = false,
) {
  const done = execute(history, action, dice, { join })
  if (!done.ok) throw new Error(done.error)
  return done.history
}

const actions = fc.array(fc.constantFrom<RaceAction>({ type: 'race/roll' }, { type: 'race/rest' }), {
  maxLength: 80,
})

describe('command log', () => {
  it('records the rolls an action consumed, and events with the faces', () => {
    const h = run(start(), { type: 'race/roll' }, scriptedDice([5]))
    expect(h.log).toEqual([{ action: { type: 'race/roll' }, rolls: [[6, 5]], group: 0 }])
    expect(h.events[0]![0]!.dice).toEqual([5])
  })

  it('returns the module reason for an illegal action and changes nothing', () => {
    let h = start()
    while (!raceGame.result(h.state).over) h = run(h, { type: 'race/roll' }, scriptedDice([6]))
    const refused = execute(h, { type: 'race/roll' }, scriptedDice([6]))
    expect(refused).toEqual({
      ok: false,
      rule: 'RACE-2',
      code: 'over',
      error: 'the race is over',
      params: {},
    })
  })

  it('handles dice tray rolls itself and refuses malformed expressions with the position', () => {
    const h = run(start(), { type: 'core/roll', expression: '2d6+3' }, scriptedDice([4, 2]))
    expect(h.events[0]![0]!.text).toBe('2d6+3 → [4,2]+3 = 9')
    expect(h.state).toEqual(start().state)
    const bad = execute(h, { type: 'core/roll', expression: '2d6+' }, seededDice('y'))
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.error).toMatch(/at character 5/)
  })

  it('replay from options + seed + log equals the live state (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), actions, (seed, list) => {
        let h = start(seed)
        const dice = seededDice(seed + '!')
        for (const a of list) {
          const next = execute(h, a, dice)
          if (next.ok) h = next.history
        }
        const replayed = replayHistory(raceGame, {}, seed, JSON.parse(JSON.stringify(h.log)))
        expect(replayed.ok).toBe(true)
        if (replayed.ok) {
          expect(replayed.value.state).toEqual(h.state)
          expect(replayed.value.events).toEqual(h.events)
        }
      }),
    )
  })

  it('state and log survive a JSON round trip', () => {
    let h = start()
    for (let i = 0; i < 10; i++) h = run(h, { type: i % 3 ? 'race/roll' : 'race/rest' })
    expect(JSON.parse(JSON.stringify(h.state))).toEqual(h.state)
    expect(JSON.parse(JSON.stringify(h.log))).toEqual(h.log)
  })

  it('replay refuses a log whose rolls do not fit', () => {
    const h = run(start(), { type: 'race/roll' }, scriptedDice([3]))
    const tampered = [{ ...h.log[0]!, rolls: [[8, 3]] as [number, number][] }]
    const replayed = replayHistory(raceGame, {}, 'race', tampered)
    expect(replayed.ok).toBe(false)
    expect(!replayed.ok && replayed.error.message).toBe('recorded roll #0 was a d8, but a d6 was asked')
    const extra = [
      {
        ...h.log[0]!,
        rolls: [
          [6, 3],
          [6, 1],
        ] as [number, number][],
      },
    ]
    const second = replayHistory(raceGame, {}, 'race', extra)
    expect(!second.ok && second.error.message).toBe('1 recorded roll(s) were not used')
  })
})

describe('undo and redo', () => {
  it('a group that revealed dice is a commit point unless the GM overrides', () => {
    const h = run(start(), { type: 'race/roll' })
    expect(canUndo(h)).toEqual({
      ok: false,
      error: 'that revealed dice, so it stands (undo it with GM override)',
      code: 'diceStand',
    })
    const gm = undo(h, { gm: true })
    expect(gm.ok && gm.value.log).toEqual([])
  })

  it('joined commands undo together', () => {
    let h = run(start(), { type: 'race/rest' })
    h = run(h, { type: 'race/rest' }, seededDice('z'), true)
    expect(h.log.map((e) => e.group)).toEqual([0, 0])
    const undone = undo(h)
    expect(undone.ok && undone.value.log).toEqual([])
  })

  it('undo then redo is the identity on state, log and events (property)', () => {
    fc.assert(
      fc.property(actions, fc.integer({ min: 1, max: 5 }), (list, rests) => {
        let h = start()
        const dice = seededDice('p')
        for (const a of list) {
          const next = execute(h, a, dice)
          if (next.ok) h = next.history
        }
        for (let i = 0; i < rests; i++) {
          const next = execute(h, { type: 'race/rest' }, dice)
          if (next.ok) h = next.history
        }
        const before = h
        let undone = h
        let count = 0
        for (;;) {
          // Each side agrees: the property is about the log, not who holds the device.
          const u = undo(undone, { agreed: true })
          if (!u.ok) break
          undone = u.value
          count++
        }
        let redone = undone
        for (let i = 0; i < count; i++) {
          const r = redo(redone)
          if (!r.ok) throw new Error(r.error)
          redone = r.value
        }
        expect(redone.state).toEqual(before.state)
        expect(redone.log).toEqual(before.log)
        expect(redone.events).toEqual(before.events)
      }),
    )
  })

  it('undo across snapshots recomputes the same state as a full replay', () => {
    let h = start()
    for (let i = 0; i < 100; i++) h = run(h, { type: 'race/rest' })
    expect(h.snapshots.size).toBe(3)
    const u = undo(h, { agreed: true })
    if (!u.ok) throw new Error(u.error)
    const full = replayHistory(raceGame, {}, 'race', u.value.log)
    expect(full.ok && full.value.state).toEqual(u.value.state)
    expect(u.value.snapshots.size).toBe(3)
  })

  it('a new command clears the redo stack', () => {
    let h = run(start(), { type: 'race/rest' })
    const u = undo(h, { agreed: true })
    if (!u.ok) throw new Error(u.error)
    h = run(u.value, { type: 'race/rest' })
    expect(h.redo).toEqual([])
    expect(redo(h)).toEqual({ ok: false, error: 'nothing to redo', code: 'nothingToRedo' })
  })
})
