/**
 * Face the player (issue 37): with a tablet lying flat between two players, the board and its panels turn
 * 180° while the player across the table (the system's `farSeat`) is to act, so each reads their own side
 * the right way up. The turn follows each change of seat, under the hand-over's cover. A moment that
 * belongs to nobody (a roll-off, the creature phase) keeps the way the board faced; against the computer,
 * or reviewing the past, one person reads the screen from the near side.
 */
import { useRef } from 'react'
import { FACE_FAR_CLASS } from '../canvas/touch'
import { useApp } from './store-context'

export { FACE_FAR_CLASS }

export function useFaceFar({
  side,
  farSeat,
  onePerson,
}: {
  /** The seat to act now (undefined: nobody in particular). */
  side: 0 | 1 | undefined
  /** The seat drawn at the top; null or undefined when no side is. */
  farSeat: 0 | 1 | null | undefined
  /** True when one person reads the screen (a computer seat, a past moment under review). */
  onePerson: boolean
}): boolean {
  const wanted = useApp((s) => s.settings.facePlayer)
  const last = useRef(false)
  if (!wanted || onePerson || farSeat === null || farSeat === undefined) return (last.current = false)
  if (side !== undefined) last.current = side === farSeat
  return last.current
}
