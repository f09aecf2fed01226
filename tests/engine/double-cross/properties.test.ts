import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { execute, replayHistory, seededDice, startHistory, type History } from '../../../src/engine'
import type { DxAction, DxState } from '../../../src/engine/systems/double-cross'
import { session } from './helpers'

function checkInvariants(s: DxState): void {
  const ids = [
    ...s.characters.map((c) => c.id),
    ...s.characters.flatMap((c) => c.loises.map((l) => l.id)),
    ...s.characters.flatMap((c) => c.effects.map((e) => e.id)),
    ...s.scenes.map((x) => x.id),
    ...s.rolls.map((r) => r.id),
  ]
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(Number(id.slice(1))).toBeLessThan(s.nextId)
  for (const c of s.characters) {
    expect(c.loises.length).toBeLessThanOrEqual(7)
    expect(c.hp).toBeGreaterThanOrEqual(0)
    expect(c.hp).toBeLessThanOrEqual(c.maxHp)
    expect(c.encroachment).toBeGreaterThanOrEqual(0)
    expect(c.encroachment).toBeLessThanOrEqual(999)
    if (c.status === 'lost') expect(c.kind).toBe('npc')
  }
  expect(s.phase === 'after-game').toBe(s.afterGame !== null)
  expect(new Set(s.backtrack.map((b) => b.characterId)).size).toBe(s.backtrack.length)
  for (const r of s.rolls) {
    const sides =
      r.type === 'check' ? [r] : r.type === 'opposed' ? [r.action, ...(r.reaction ? [r.reaction] : [])] : []
    for (const side of sides) {
      const { roll, check } = side
      if (roll.rounds.length === 0) continue
      expect(roll.criticals).toBe(roll.rounds.length - 1)
      expect(roll.dice).toBe(10 * roll.criticals + Math.max(...roll.rounds.at(-1)!))
      expect(roll.fumble).toBe(roll.rounds[0]!.every((f) => f === 1))
      expect(roll.total).toBe(roll.fumble ? 0 : roll.dice + check.modifier)
      for (let i = 1; i < roll.rounds.length; i++) {
        const crit = Math.max(2, check.critical)
        expect(roll.rounds[i]!.length).toBe(roll.rounds[i - 1]!.filter((f) => crit <= 10 && f >= crit).length)
      }
    }
  }
}

function begin(): History<DxState, DxAction> {
  const started = startHistory(session, {}, 'seed')
  if (!started.ok) throw new Error(started.error)
  return started.value
}

describe('random legal play (properties)', () => {
  it('every listed action applies; invariants, JSON round-trip and replay hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 50 }),
        fc.string({ maxLength: 8 }),
        (picks, seed) => {
          let history = begin()
          const dice = seededDice(`play-${seed}`)
          for (const pick of picks) {
            const legal = session.legalActions(history.state)
            if (legal.length === 0) break
            const action = legal[pick % legal.length]!
            const done = execute(history, action, dice)
            if (!done.ok) throw new Error(`${action.type} was listed but refused: ${done.error}`)
            history = done.history
            checkInvariants(history.state)
          }
          expect(JSON.parse(JSON.stringify(history.state))).toEqual(history.state)
          const replayed = replayHistory(
            session,
            history.options,
            history.seed,
            JSON.parse(JSON.stringify(history.log)),
          )
          if (!replayed.ok) throw new Error(replayed.error.message)
          expect(replayed.value.state).toEqual(history.state)
          expect(replayed.value.events).toEqual(history.events)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('every event carries the faces its action drew, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (picks) => {
        let history = begin()
        const dice = seededDice(`faces-${picks.length}`)
        for (const pick of picks) {
          const legal = session.legalActions(history.state)
          if (legal.length === 0) break
          const done = execute(history, legal[pick % legal.length]!, dice)
          if (!done.ok) throw new Error(done.error)
          history = done.history
          const entry = history.log.at(-1)!
          expect(done.events.flatMap((e) => e.dice ?? [])).toEqual(entry.rolls.map(([, face]) => face))
        }
      }),
      { numRuns: 30 },
    )
  })

  it('every session ends: from any reachable state, moving the phase on reaches the after-game', () => {
    const advancing = [
      'double-cross/recordPreGame',
      'double-cross/startClimax',
      'double-cross/impulseChecks',
      'double-cross/startBacktrack',
      'double-cross/backtrack',
      'double-cross/finishSession',
    ]
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (picks) => {
        let state = session.setup({}, seededDice('end'))
        const dice = seededDice(`end-${picks.join('.')}`)
        for (const pick of picks) {
          const legal = session.legalActions(state)
          if (legal.length === 0) break
          const r = session.apply(state, legal[pick % legal.length]!, dice)
          if (!r.ok) throw new Error(r.error)
          state = r.state
        }
        let steps = 0
        while (!session.result(state).over) {
          const next = session.legalActions(state).find((a) => advancing.includes(a.type))
          if (!next) throw new Error(`stuck in ${state.phase}`)
          const r = session.apply(state, next, dice)
          if (!r.ok) throw new Error(r.error)
          state = r.state
          expect(++steps).toBeLessThan(120)
        }
        expect(session.legalActions(state)).toEqual([])
      }),
      { numRuns: 40 },
    )
  })
})
