/**
 * Issue 35, fg-bench-27: a war hound clinging 2.93" up a 3" house, with one enemy at the wall's foot and
 * another on the roof on the opposite side of it, both just touching its base in plan. It is in combat with
 * neither (FG-4.5: different heights), yet every compass direction nears one of them and stops at once
 * (FG-4.3), so it had no listed move and the game ran to the bench's action cap. The position is the
 * bench's, moved to whole inches (the house's west wall at x = 24").
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
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { activated, model, rect, tableWith } from './helpers'

const HOUND = 'p0-s6'
const wedged = () =>
  activated(
    tableWith(
      {
        [HOUND]: { x: 2351, y: 1441, elevation: 293, clinging: 'k1' },
        'p1-s5': { x: 2265, y: 1395 }, // on the ground by the wall's foot
        'p1-s6': { x: 2437, y: 1487, elevation: 300 }, // on the roof, opposite
        'p1-s4': { x: 2428, y: 1381, elevation: 300 }, // on the roof, north of it
      },
      [rect('blocking', 24, 13, 7, 9, 300)],
    ),
    HOUND,
  )

const moves = (actions: FgAction[]) =>
  actions.filter((a): a is Extract<FgAction, { type: 'frostgrave/move' }> => a.type === 'frostgrave/move')

describe('FG-4.3 / FG-4.5 a model wedged between enemies it is not in combat with', () => {
  it('FG-4.5 is in combat with nobody, and every compass direction stops at once (FG-4.3)', () => {
    const s = wedged()
    const hound = model(s, HOUND)
    expect(isInCombat(s, hound)).toBe(false)
    expect(frostgrave.legalActions(s).some((a) => a.type === 'frostgrave/fight')).toBe(false)
    const allowance = moveAllowance(hound, 0)
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8
      const to = { x: Math.round(hound.x + Math.cos(a) * 400), y: Math.round(hound.y + Math.sin(a) * 400) }
      const walk = walkPath(s, hound, [to], { allowance })
      expect(walk.stop?.code, `direction ${i * 22.5}°`).toBe('contact')
      expect(walk.path).toEqual([])
    }
  })

  it('FG-4.3 its ways out are listed, and each one is accepted and takes it off the wall (FG-4.4)', () => {
    const s = wedged()
    const listed = moves(frostgrave.legalActions(s)).filter((a) => a.model === HOUND)
    expect(listed.length).toBeGreaterThan(0)
    for (const a of listed) {
      const r = apply(s, a, scriptedDice([]))
      expect(r.ok, JSON.stringify(a)).toBe(true)
      if (!r.ok) continue
      const after = model(r.state, HOUND)
      expect(after.clinging).toBeNull()
      expect(after.elevation).toBe(0)
      expect(Math.hypot(after.x - 2351, after.y - 1441)).toBeGreaterThan(100)
    }
  })

  it('FG-4.4 climbing down at right angles to the line between the two enemies costs the 2.93" descent', () => {
    const s = wedged()
    const hound = model(s, HOUND)
    // The line from the roof's enemy to the ground's runs (-86, -46); at right angles, away from the wall.
    const len = Math.hypot(86, 46)
    const to = { x: Math.round(2351 - (46 / len) * 300), y: Math.round(1441 + (86 / len) * 300) }
    const walk = walkPath(s, hound, [to], { allowance: moveAllowance(hound, 0) })
    expect(walk.complete).toBe(true)
    expect(walk.stop).toBeNull()
    expect(walk.climbed).toBe(293)
    expect(walk.cost).toBeCloseTo(293 + 300, 0)
  })
})

/** The same table under movement rules 2, as new games record them. */
const rules2 = (s: FgState): FgState => ({ ...s, options: { ...s.options, movementRules: 2 } })

describe("FG-4.3 movement rules 2: an enemy base blocks only at the mover's height (FG-4.5)", () => {
  const walkAt = (s: FgState, degrees: number) => {
    const hound = model(s, HOUND)
    const a = (degrees * Math.PI) / 180
    const to = { x: Math.round(hound.x + Math.cos(a) * 300), y: Math.round(hound.y + Math.sin(a) * 300) }
    return walkPath(s, hound, [to], { allowance: moveAllowance(hound, 0) })
  }

  it('new games record rules 2; set-ups without them (older saves) stay on rules 1', () => {
    expect(newGame({ movementRules: 2 }).options.movementRules).toBe(2)
    expect(newGame({}).options).not.toHaveProperty('movementRules')
    expect(() => newGame({ movementRules: 4 } as never)).toThrow(/movementRules/)
  })

  it.each([95, 100, 105, 112.5])(
    'FG-4.4 the wedged hound climbs down at %s°, past the roof enemy (rules 1: contact at once)',
    (degrees) => {
      expect(walkAt(wedged(), degrees).stop?.code).toBe('contact')
      const walk = walkAt(rules2(wedged()), degrees)
      expect(walk.complete).toBe(true)
      expect(walk.elevation).toBe(0)
      expect(walk.climbed).toBe(293)
    },
  )

  it('FG-4.5 an enemy at the height the mover reaches still blocks: into contact, not through', () => {
    const s = rules2(wedged())
    // Down towards the enemy at the wall's foot: on the ground beside it, base contact.
    const down = walkAt(s, 200)
    expect(down.stop).toMatchObject({ code: 'contact', params: { model: model(s, 'p1-s5').name } })
    // Up onto the roof between the two enemies standing there.
    expect(walkAt(s, 0).stop?.code).toBe('contact')
  })
})
