/**
 * Face the player (issue 37): drawn for the far seat, a board is its own layout turned 180° in its frame,
 * so the play area's CSS turn (a point p of a w × h area goes to (w − x, h − y)) puts every square back
 * where it physically lies, and a pointer read through the turn finds the same square.
 */
import { describe, expect, it } from 'vitest'
import { faceAngle, facePoint, faceRect } from '../../src/ui/canvas/facing'
import {
  FILES,
  ROWS,
  arrowAngle,
  boardGeometry,
  squareAt,
  squareCentre,
  squaresRect,
  worldPoint,
} from '../../src/ui/systems/chesswarrior/canvas/layout'

/** Where the play area's 180° CSS turn shows a frame point of a w × h area. */
const cssTurn = (p: { x: number; y: number }, w: number, h: number) => ({ x: w - p.x, y: h - p.y })

describe('the shared facing kit', () => {
  const box = { x: 10, y: 20, width: 100, height: 50 }
  it('turns a point about the box centre, and turning twice gives it back', () => {
    expect(facePoint({ x: 10, y: 20 }, box, 'far')).toEqual({ x: 110, y: 70 })
    expect(facePoint({ x: 30, y: 25 }, box, 'near')).toEqual({ x: 30, y: 25 })
    expect(facePoint(facePoint({ x: 33, y: 44 }, box, 'far'), box, 'far')).toEqual({ x: 33, y: 44 })
  })
  it('turns a rectangle onto the mirrored rectangle, keeping its size', () => {
    expect(faceRect({ x: 10, y: 20, width: 30, height: 10 }, box, 'far')).toEqual({
      x: 80,
      y: 60,
      width: 30,
      height: 10,
    })
  })
  it('turns a direction by half a turn', () => {
    expect(faceAngle(90, 'far')).toBe(270)
    expect(faceAngle(270, 'far')).toBe(90)
    expect(faceAngle(90, 'near')).toBe(90)
  })
})

describe('Chesswarrior drawn for the far seat', () => {
  const [w, h] = [760, 640]
  const near = boardGeometry(w, h)
  const far = boardGeometry(w, h, 'far')

  it("puts p2's Start Zone (rank 9) at the bottom of the board's frame, p1's at the top", () => {
    expect(squareCentre(near, { x: 0, y: 9 }).y).toBeLessThan(squareCentre(near, { x: 0, y: 0 }).y)
    expect(squareCentre(far, { x: 0, y: 9 }).y).toBeGreaterThan(squareCentre(far, { x: 0, y: 0 }).y)
  })

  it('leaves every square physically in place once the play area is turned', () => {
    for (let y = 0; y < ROWS; y++)
      for (let x = 0; x < FILES; x++)
        expect(cssTurn(squareCentre(far, { x, y }), w, h)).toEqual(squareCentre(near, { x, y }))
    // Sight lines (CW-8.2) too: a point between squares.
    expect(cssTurn(worldPoint(far, { x: 4, y: 5 }), w, h)).toEqual(worldPoint(near, { x: 4, y: 5 }))
    expect(cssTurn(worldPoint(far, { x: 1.25, y: 7.5 }), w, h)).toEqual(worldPoint(near, { x: 1.25, y: 7.5 }))
  })

  it('finds the dropped-on square from the frame point, as the drag reads it', () => {
    for (const s of [
      { x: 0, y: 0 },
      { x: 7, y: 9 },
      { x: 3, y: 6 },
    ]) {
      const c = squareCentre(far, s)
      expect(squareAt(far, c.x + 0.3 * far.cell, c.y - 0.3 * far.cell)).toEqual(s)
    }
    expect(squareAt(far, far.ox - 1, far.oy + 5)).toBeNull()
  })

  it('covers the same squares with a zone rectangle from either corner', () => {
    const a = squaresRect(far, { x: 0, y: 7 }, { x: FILES - 1, y: 2 })
    expect(a.width).toBe(far.cell * FILES)
    expect(a.height).toBe(far.cell * 6)
    const turned = cssTurn({ x: a.x + a.width, y: a.y + a.height }, w, h)
    const b = squaresRect(near, { x: 0, y: 7 }, { x: FILES - 1, y: 2 })
    expect(turned).toEqual({ x: b.x, y: b.y })
  })

  it("turns a hero's facing arrow with the board", () => {
    expect(arrowAngle(near, 'E')).toBe(90)
    expect(arrowAngle(far, 'E')).toBe(270)
    expect(arrowAngle(far, 'N')).toBe(180)
  })
})
