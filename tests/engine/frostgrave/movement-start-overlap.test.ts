/**
 * Issue 35: a soldier on the ground whose base overlaps a 3" house's wall (as after a fall), with an enemy
 * on the roof right above. Under movement rules 2 the overlap counted as climbing at once, onto the roof
 * beside that enemy, so every direction stopped with base contact (FG-4.6), no move was listed and the game
 * could not go on. Movement rules 3 (new games) climb a piece the base starts on only by coming closer.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  apply,
  frostgrave,
  isInCombat,
  moveAllowance,
  newGame,
  walkPath,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { activated, model, rect, tableWith } from './helpers'

const SOLDIER = 'p0-s6'
/** The house's west wall is at x = 24"; the soldier's centre stands 0.5" less `overlap` hundredths from it (r 0.492"). */
const overlapping = (overlap: number, rules: 2 | 3): FgState => {
  const s = tableWith(
    {
      [SOLDIER]: { x: 2400 - 50 + overlap, y: 1500 },
      'p1-s6': { x: 2440, y: 1500, elevation: 300 }, // on the roof, above the soldier
    },
    [rect('blocking', 24, 13, 7, 9, 300)],
  )
  return activated({ ...s, options: { ...s.options, movementRules: rules } }, SOLDIER)
}

const walkAt = (s: FgState, degrees: number, inches = 4) => {
  const m = model(s, SOLDIER)
  const a = (degrees * Math.PI) / 180
  const to = {
    x: Math.round(m.x + Math.cos(a) * inches * 100),
    y: Math.round(m.y + Math.sin(a) * inches * 100),
  }
  return walkPath(s, m, [to], { allowance: moveAllowance(m, 0) })
}

const listedMoves = (s: FgState) =>
  frostgrave.legalActions(s).filter((a) => a.type === 'frostgrave/move' && a.model === SOLDIER)

describe('FG-4.4 / FG-4.6 movement rules 3: a base that starts overlapping a taller piece', () => {
  it('new games may record rules 3; an unknown version is refused', () => {
    expect(newGame({ movementRules: 3 }).options.movementRules).toBe(3)
    expect(() => newGame({ movementRules: 4 } as never)).toThrow(/movementRules/)
  })

  it.each([5, 20, 40])(
    'rules 2 (as recorded): overlapping by 0.%s" every direction stops at once',
    (overlap) => {
      const s = overlapping(overlap, 2)
      expect(isInCombat(s, model(s, SOLDIER))).toBe(false)
      for (let d = 0; d < 360; d += 45) expect(walkAt(s, d).stop?.code, `${d}°`).toBe('contact')
      expect(listedMoves(s)).toEqual([])
    },
  )

  it.each([5, 20, 40])(
    'rules 3: overlapping by 0.%s" it walks away from the wall, no climb, no contact',
    (overlap) => {
      const s = overlapping(overlap, 3)
      for (const d of [90, 135, 180, 225, 270]) {
        const walk = walkAt(s, d)
        expect(walk.complete, `${d}°`).toBe(true)
        expect(walk.climbed).toBe(0)
        expect(walk.elevation).toBe(0)
        expect(walk.cost).toBeCloseTo(400, 0)
      }
    },
  )

  it('rules 3: into the wall it still climbs (FG-4.4) and meets the enemy on the roof (FG-4.6)', () => {
    const walk = walkAt(overlapping(20, 3), 0)
    expect(walk.stop).toMatchObject({ code: 'contact', rule: 'FG-4.6' })
  })

  it('rules 3: along the wall it neither climbs nor touches the roof', () => {
    const walk = walkAt(overlapping(20, 3), 90, 3)
    expect(walk.complete).toBe(true)
    expect(walk.climbed).toBe(0)
  })

  it('rules 3: its moves are listed, and each one is accepted and leaves it on the ground', () => {
    const s = overlapping(20, 3)
    const listed = listedMoves(s)
    expect(listed.length).toBeGreaterThan(0)
    for (const a of listed) {
      const r = apply(s, a, scriptedDice([]))
      expect(r.ok, JSON.stringify(a)).toBe(true)
      if (r.ok) expect(model(r.state, SOLDIER).elevation).toBe(0)
    }
  })

  it('rules 3 changes nothing for a base that starts clear of the wall', () => {
    for (const d of [0, 45, 90, 180, 270]) {
      const a = walkAt(overlapping(0, 2), d)
      const b = walkAt(overlapping(0, 3), d)
      expect(b).toEqual(a)
    }
  })
})
