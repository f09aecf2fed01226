import { describe, expect, it } from 'vitest'
import {
  MIN_TEXT_PX,
  fitLabel,
  pieceMarkFont,
  readableFont,
  ringClearsMark,
} from '../../../../src/ui/systems/frostgrave/canvas/text-size'
import { tableFrame } from '../../../../src/ui/systems/frostgrave/canvas/coords'
import { baseRadius, treasureRadius } from '../../../../src/ui/systems/frostgrave/engine'

// The Frostgrave canvas at 1366×768 (the view's canvas is 605 px high there: 0.119 px per hundredth on a
// 48" table, a 25 mm base 11.7 px across).
const CANVAS = { width: 1010, height: 605 }
const fit = (inches: number) => tableFrame(inches * 100, CANVAS.width, CANVAS.height).scaleX
const R = baseRadius(25)

describe('canvas text sizes (issue 15)', () => {
  it('raise a text to 11 px on screen and keep a larger one', () => {
    expect(readableFont(50, 0.1) * 0.1).toBeCloseTo(MIN_TEXT_PX)
    expect(readableFont(200, 0.1)).toBe(200)
  })

  it('show a model letter and a treasure $ at 11 px or more at fit on every legal table', () => {
    for (const inches of [24, 36, 48]) {
      const unit = fit(inches)
      const letter = pieceMarkFont(R, R, unit)
      const dollar = pieceMarkFont(treasureRadius() * 1.2, treasureRadius(), unit)
      expect(letter).not.toBeNull()
      expect(dollar).not.toBeNull()
      expect(letter! * unit).toBeGreaterThanOrEqual(MIN_TEXT_PX)
      expect(dollar! * unit).toBeGreaterThanOrEqual(MIN_TEXT_PX)
      // and never larger than the base it sits on
      expect(letter!).toBeLessThanOrEqual(2 * R)
    }
    // On the small table the letter keeps its size on the base (the base's radius, 18.8 px there).
    expect(pieceMarkFont(R, R, fit(24))).toBe(R)
  })

  it('leave a mark out once an 11 px mark would be wider than its base (zoomed out below fit)', () => {
    const unit = fit(48) / 1.1
    expect(2 * R * unit).toBeLessThan(MIN_TEXT_PX)
    expect(pieceMarkFont(R, R, unit)).toBeNull()
    expect(pieceMarkFont(R, R, fit(48))).not.toBeNull()
  })

  it("draw the wizard's inner ring only where it clears the letter", () => {
    expect(ringClearsMark(R, R)).toBe(true)
    expect(ringClearsMark(pieceMarkFont(R, R, fit(48))!, R)).toBe(false)
  })
})

describe('terrain labels stay inside their piece', () => {
  const tower = ['Ruined tower 3.0"', '3.0"']
  it('show the whole label when the piece has room, wrapped by word', () => {
    expect(fitLabel(tower, 120, 60)).toBe('Ruined tower 3.0"')
    // 4" square on a 48" table: 47.7 px, three lines of one word each.
    expect(fitLabel(tower, 47.7, 47.7)).toBe('Ruined tower 3.0"')
  })

  it("shorten a blocking piece's label to its height, then leave it out", () => {
    expect(fitLabel(tower, 47.7, 22)).toBe('3.0"')
    expect(fitLabel(tower, 20, 7)).toBeNull()
    expect(fitLabel(['Low wall'], 71, 7)).toBeNull()
  })

  it('break a name without spaces by letter, as the canvas does', () => {
    expect(fitLabel(['廃墟の塔'], 30, 22)).toBe('廃墟の塔')
    expect(fitLabel(['廃墟の塔'], 30, 11)).toBeNull()
  })
})
