import { describe, expect, it } from 'vitest'
import { wheelZoomFactor } from '../../src/ui/canvas/wheel'

const wheel = (deltaY: number, deltaMode = 0, ctrlKey = false) => ({ deltaY, deltaMode, ctrlKey })

describe('wheelZoomFactor', () => {
  it('zooms 1.1× in or out for a mouse notch of 100 px', () => {
    expect(wheelZoomFactor(wheel(-100))).toBeCloseTo(1.1, 10)
    expect(wheelZoomFactor(wheel(100))).toBeCloseTo(1 / 1.1, 10)
  })

  it("zooms a touchpad's small deltas as far as they add up to, not a step each", () => {
    const twenty = Array.from({ length: 20 }, () => wheelZoomFactor(wheel(-5))).reduce((a, b) => a * b)
    expect(twenty).toBeCloseTo(1.1, 10)
  })

  it('reads lines and pages as pixels', () => {
    expect(wheelZoomFactor(wheel(-4, 1))).toBeCloseTo(1.1, 10)
    expect(wheelZoomFactor(wheel(0.2, 2))).toBeCloseTo(1 / 1.1, 10)
  })

  it('follows a touchpad pinch (Ctrl held) ten times as closely', () => {
    expect(wheelZoomFactor(wheel(-10, 0, true))).toBeCloseTo(1.1, 10)
  })

  it('zooms at most 2× for one event, and nothing for none', () => {
    expect(wheelZoomFactor(wheel(-5000))).toBe(2)
    expect(wheelZoomFactor(wheel(5000, 0, true))).toBe(0.5)
    expect(wheelZoomFactor(wheel(0))).toBe(1)
  })
})
