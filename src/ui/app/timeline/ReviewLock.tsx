/**
 * While the timeline shows an earlier moment, every control of the board and its panels is disabled at
 * once (a disabled fieldset disables all the buttons, fields and lists inside it), so no system's view
 * needs to know about reviewing; the store refuses commands too. It takes no room: `display: contents`.
 */
import type { ReactNode } from 'react'
import './timeline.css'

export function ReviewLock({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset className="review-lock" disabled={locked} data-testid={locked ? 'review-lock' : undefined}>
      {children}
    </fieldset>
  )
}
