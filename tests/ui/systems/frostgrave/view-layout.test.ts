import { describe, expect, it } from 'vitest'
import { viewLayout } from '../../../../src/ui/systems/frostgrave/view/layout'
import { tableFrame } from '../../../../src/ui/systems/frostgrave/canvas/coords'

describe('Frostgrave view layout', () => {
  it('at 1366×768 (a board area of about 1011 × 690 px) the controls go beside a 36" table, which grows past 640 px', () => {
    const l = viewLayout(1011, 690)
    expect(l.side).toBe(true)
    const f = tableFrame(3600, l.canvasWidth, l.canvasHeight)
    expect(3600 * f.scaleX).toBeGreaterThan(640)
  })

  it('on a tall, narrow area the bar stays above the table', () => {
    const l = viewLayout(700, 1000)
    expect(l.side).toBe(false)
    expect(l.canvasWidth).toBe(700)
  })
})
