import { describe, expect, it } from 'vitest'
import { tableFrame, toWorld } from '../../../../src/ui/systems/frostgrave/canvas/coords'

describe('Frostgrave table coordinates', () => {
  it('fits the whole table in the canvas, centred horizontally', () => {
    const f = tableFrame(3600, 1000, 700)
    expect(f.scaleX).toBeCloseTo((700 - 32) / 3600, 9)
    expect(f.x + 3600 * f.scaleX).toBeCloseTo(1000 - f.x, 9)
    expect(f.y + 3600 * f.scaleY).toBeLessThanOrEqual(700)
  })

  it('maps a pointer back to the table point under it, at any zoom and pan', () => {
    const f = tableFrame(2400, 900, 600)
    for (const camera of [
      { scale: 1, x: 0, y: 0 },
      { scale: 2.5, x: -300, y: 120 },
    ]) {
      const world = { x: 1234, y: 567 }
      const px = {
        x: (f.x + world.x * f.scaleX) * camera.scale + camera.x,
        y: (f.y + world.y * f.scaleY) * camera.scale + camera.y,
      }
      expect(toWorld(px, camera, f)).toEqual(world)
    }
  })
})
