/**
 * Face the player (issue 37): a board's camera is in its frame's pixels, so at a change of seat the frame
 * turns under it and a zoomed or panned view would show the mirrored corner. A turn shows the whole board
 * again, in every duel alike.
 */
import { useEffect, useRef } from 'react'
import type { Facing } from './facing'

export function useWholeViewOnTurn(facing: Facing, showWhole: () => void): void {
  const facedWith = useRef(facing)
  useEffect(() => {
    if (facedWith.current === facing) return
    facedWith.current = facing
    showWhole()
  }, [facing, showWhole])
}
