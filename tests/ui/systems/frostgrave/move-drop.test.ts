/**
 * A dragged move goes where it was dropped or is refused with the reason (FG-4.2), and a drop onto an enemy
 * in reach moves into base contact with it (FG-4.5).
 */
import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { movePreview, type Drag } from '../../../../src/ui/systems/frostgrave/view/move-preview'
import type { useFgText } from '../../../../src/ui/systems/frostgrave/refusal'
import { isInCombat, planContactMove } from '../../../../src/engine/systems/frostgrave'
import { activated, model, ok, rect, tableWith } from '../../../engine/frostgrave/helpers'

const W = 'p0-wizard'
const t = ((key: string) => key) as unknown as TFunction<'frostgrave'>
const fg = { stop: () => 'stop' } as unknown as ReturnType<typeof useFgText>
const drag = (x: number, y: number): Drag => ({
  id: W,
  home: { x, y },
  waypoints: [],
  jump: false,
  cancelled: false,
  lifted: null,
})

describe('dropping a dragged model', () => {
  it('FG-4.2 a drop 1" beyond what rough ground allows is refused, not shortened to the legal end', () => {
    // Move 6 from x 10": 2" of open ground, then rough from x 12" (2" of movement per inch).
    const s = activated(tableWith({ [W]: [10, 18] }, [rect('rough', 12, 15, 8, 6)]), W)
    const p = movePreview(s, drag(1000, 1800), W, { x: 1500, y: 1800 }, t, fg)!
    expect(p.kind).toBe('move')
    if (p.kind !== 'move') return
    expect(p.plan.legal).toBe(false)
    expect(p.plan.stop?.rule).toBe('FG-4.2')
    // The offer "as far as legal" still stands.
    expect(p.plan.end).toEqual({ x: 1400, y: 1800 })
  })

  it('FG-4.1 a drop a hair past the full move on open ground still snaps to the exact maximum', () => {
    const s = activated(tableWith({ [W]: [10, 18] }), W)
    const p = movePreview(s, drag(1000, 1800), W, { x: 1605, y: 1800 }, t, fg)!
    expect(p.kind === 'move' && p.plan.legal).toBe(true)
  })

  it('FG-4.5 a drop onto an enemy in reach moves into base contact with it in one step', () => {
    const s = activated(tableWith({ [W]: [10, 18], 'p1-s1': [13, 18] }), W)
    const path = planContactMove(s, W, [{ x: 1300, y: 1800 }])
    expect(path).not.toBeNull()
    const r = ok(s, { type: 'frostgrave/move', model: W, path: path! })
    expect(isInCombat(r.state, model(r.state, W))).toBe(true)
    // The drag's preview says so before the drop (and what is dropped is that legal path).
    const p = movePreview(s, drag(1000, 1800), W, { x: 1300, y: 1800 }, t, fg)!
    expect(p.kind === 'move' && p.plan.legal).toBe(true)
    if (p.kind === 'move') expect(p.text).toContain('move.intoContact')
  })

  it('FG-4.5 a drop onto an enemy out of reach is not a contact move', () => {
    const s = activated(tableWith({ [W]: [10, 18], 'p1-s1': [20, 18] }), W)
    expect(planContactMove(s, W, [{ x: 2000, y: 1800 }])).toBeNull()
    // Nor a drop that merely passes an enemy on its way.
    const s2 = activated(tableWith({ [W]: [10, 18], 'p1-s1': [12, 18] }), W)
    expect(planContactMove(s2, W, [{ x: 1500, y: 1800 }])).toBeNull()
  })
})
