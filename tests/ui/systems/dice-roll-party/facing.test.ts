/**
 * Face the player (issue 37) in Dice Roll Party: drawn for the far seat the mats are the world turned 180°
 * about its centre, so the play area's CSS turn (a point p of a w × h frame goes to (w − x, h − y)) puts
 * every mat, token and drop target back where it physically lies, the second player's mat at the foot of
 * the frame its player reads.
 */
import { describe, expect, it } from 'vitest'
import {
  BAG_RECT,
  DICE_RECT,
  WORLD,
  boardRect,
  drawnTargetAt,
  drawnTargetRect,
  groupRect,
  pilePosition,
  seen,
  seenRect,
  storeRect,
  tokenPosition,
  type DropTarget,
} from '../../../../src/ui/systems/dice-roll-party/canvas/layout'
import { POSITIONS } from '../../../../src/ui/systems/dice-roll-party/engine'

/** Where the frame's CSS turn shows a drawn point, in world units (the layer's scale is a common factor). */
const cssTurn = (p: { x: number; y: number }) => ({ x: WORLD.width - p.x, y: WORLD.height - p.y })
const centre = (r: { x: number; y: number; width: number; height: number }) => ({
  x: r.x + r.width / 2,
  y: r.y + r.height / 2,
})

describe('Dice Roll Party drawn for the far seat', () => {
  it("puts the second player's mat at the foot of the frame and the first player's on top", () => {
    const [first, second] = [boardRect(0, 0), boardRect(1, 0)]
    expect(second.y).toBeLessThan(first.y)
    expect(seenRect(second, 'far').y).toBeGreaterThan(seenRect(first, 'far').y)
    expect(seenRect(storeRect(1), 'far').y).toBeGreaterThan(seenRect(storeRect(0), 'far').y)
  })

  it('leaves every token, pile and board physically in place once the play area is turned', () => {
    for (const player of [0, 1])
      for (let slot = 0; slot < 4; slot++) {
        for (const position of POSITIONS)
          for (const index of [0, 4, 11]) {
            const p = tokenPosition(player, slot, position, index)
            expect(cssTurn(seen(p, 'far'))).toEqual(p)
          }
        expect(cssTurn(centre(seenRect(boardRect(player, slot), 'far')))).toEqual(
          centre(boardRect(player, slot)),
        )
        for (const colour of ['red', 'blue', 'green'] as const) {
          const p = pilePosition(player, colour)
          expect(cssTurn(seen(p, 'far'))).toEqual(p)
        }
      }
    // The bag and the dice area cover the same glass, whole.
    for (const r of [BAG_RECT, DICE_RECT]) {
      const turned = seenRect(r, 'far')
      expect(turned.width).toBe(r.width)
      expect(turned.height).toBe(r.height)
      expect(cssTurn(centre(turned))).toEqual(centre(r))
    }
  })

  it('draws the near seat exactly as the world', () => {
    const p = tokenPosition(1, 2, 'defence', 3)
    expect(seen(p, 'near')).toEqual(p)
    expect(seenRect(storeRect(0), 'near')).toEqual(storeRect(0))
    expect(drawnTargetRect({ kind: 'bag' }, 'near')).toEqual(BAG_RECT)
  })

  it('finds the drop target under a drawn point, and lights up the area drawn there', () => {
    const targets: DropTarget[] = [
      { kind: 'bag' },
      { kind: 'store', player: 1 },
      { kind: 'store', player: 0 },
      { kind: 'group', player: 1, slot: 0, position: 'time' },
      { kind: 'group', player: 1, slot: 3, position: 'form' },
      { kind: 'group', player: 0, slot: 2, position: 'attack' },
    ]
    for (const t of targets) {
      const drawn = drawnTargetRect(t, 'far')
      // A point a little off the drawn area's centre, as a finger lifts: the same target.
      const c = centre(drawn)
      expect(drawnTargetAt({ x: c.x + 3, y: c.y - 5 }, 2, 'far')).toEqual(t)
      expect(drawnTargetAt(c, 2, 'near')).not.toEqual(t)
    }
    // The second player's first time column is drawn on the right of the foot of the frame, turned.
    const time = drawnTargetRect({ kind: 'group', player: 1, slot: 0, position: 'time' }, 'far')
    expect(time.x).toBeGreaterThan(WORLD.width / 2)
    expect(time.y).toBeGreaterThan(WORLD.height / 2)
    expect(cssTurn({ x: time.x + time.width, y: time.y + time.height })).toEqual({
      x: groupRect(1, 0, 'time').x,
      y: groupRect(1, 0, 'time').y,
    })
    expect(drawnTargetAt({ x: 2, y: 2 }, 2, 'far')).toBeNull()
  })
})
