/**
 * Issue 35, fg-bench-23: a Thug clinging 2.24" up a 3" house, an enemy on the roof and another at the
 * wall's foot, each overlapping its base in plan (they came to stand there; at different heights the bases
 * do not touch, FG-4.5). Every direction neared one of them, so the walk stopped at once (FG-4.6), the Thug
 * had no move and the game ran to the bench's action cap. Under movement rules 3 an enemy base a walk starts
 * overlapping blocks only a walk that comes closer to it. The position is the bench's, moved so the
 * house's west wall is at x = 24".
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  apply,
  frostgrave,
  isInCombat,
  moveAllowance,
  walkPath,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { activated, model, rect, tableWith } from './helpers'

const THUG = 'p0-s6'
const overlapped = (rules: 2 | 3): FgState => {
  const s = tableWith(
    {
      [THUG]: { x: 2351, y: 1486, elevation: 224, clinging: 'k1' },
      'p1-s5': { x: 2424, y: 1491, elevation: 300 }, // on the roof, 0.73" from the Thug's centre
      'p1-s6': { x: 2342, y: 1549 }, // at the wall's foot, 0.64" from it
    },
    [rect('blocking', 24, 13, 7, 9, 300)],
  )
  return activated({ ...s, options: { ...s.options, movementRules: rules } }, THUG)
}

const walkAt = (s: FgState, degrees: number) => {
  const m = model(s, THUG)
  const a = (degrees * Math.PI) / 180
  const to = { x: Math.round(m.x + Math.cos(a) * 300), y: Math.round(m.y + Math.sin(a) * 300) }
  return walkPath(s, m, [to], { allowance: moveAllowance(m, 0) })
}

const moves = (actions: FgAction[]) =>
  actions.filter((a): a is Extract<FgAction, { type: 'frostgrave/move' }> => a.type === 'frostgrave/move')

describe('FG-4.3 / FG-4.5 enemy bases a walk starts overlapping in plan, at other heights', () => {
  it('FG-4.5 the Thug is in combat with neither, and no fight is listed', () => {
    const s = overlapped(3)
    expect(isInCombat(s, model(s, THUG))).toBe(false)
    expect(frostgrave.legalActions(s).some((a) => a.type === 'frostgrave/fight')).toBe(false)
  })

  it('rules 2 (older saves): every direction stops at once with base contact (FG-4.6)', () => {
    const s = overlapped(2)
    for (let d = 0; d < 360; d += 11.25) {
      const walk = walkAt(s, d)
      expect(walk.stop?.code, `${d}°`).toBe('contact')
      expect(walk.path).toEqual([])
    }
  })

  it('rules 3: stepping away from both climbs down the wall (FG-4.4); nearing either still stops', () => {
    const s = overlapped(3)
    // North-west: away from the roof enemy (east) and the one at the foot (south).
    const away = walkAt(s, 235)
    expect(away.complete).toBe(true)
    expect(away.elevation).toBe(0)
    expect(away.climbed).toBe(224)
    // Straight at the enemy at the wall's foot: contact at its height, not through it.
    const toFoot = walkAt(s, 98)
    expect(toFoot.stop).toMatchObject({ code: 'contact', params: { model: model(s, 'p1-s6').name } })
  })

  it('rules 3: the Thug has listed moves, and each is accepted', () => {
    const s = overlapped(3)
    const listed = moves(frostgrave.legalActions(s)).filter((a) => a.model === THUG)
    expect(listed.length).toBeGreaterThan(0)
    for (const a of listed) expect(apply(s, a, scriptedDice([])).ok, JSON.stringify(a)).toBe(true)
  })
})
