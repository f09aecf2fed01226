/**
 * What to tell the player when a table opens after its last window stopped without closing: which last
 * action did not survive (from the intent that window wrote, when it reached the disk), or, when only the
 * table's open mark says the window stopped, that the table resumes after its last stored move.
 */
import type { Notice, NoticeText } from '../app-store'
import { fingerprint, type Intent } from '../persistence/intents'
import type { OpenMark } from '../persistence/repository'

export interface Opening {
  name: string
  /** The log as stored. */
  log: readonly unknown[]
  /** The intent left for this table, and the table's open mark, as they were before this window opened it. */
  intent: Intent | null
  mark: OpenMark | undefined
  /** This window, and whether a window said it closed normally. */
  windowId: string
  wasClosed(session: string): boolean
}

/** Whether the stored log holds what the intent was for. */
export function survived(intent: Intent, log: readonly unknown[]): boolean {
  const kept = log.length
  return (
    kept >= intent.commands &&
    fingerprint(log[intent.commands - 1]) === intent.last &&
    // An undo survived only if nothing past it is stored.
    (intent.kind !== 'undo' || kept === intent.commands)
  )
}

const LOST = {
  roll: {
    code: 'notices.lostRoll',
    text: (kept: number) =>
      `a roll made just before the page closed was not saved. Its result was never shown; the table resumes after move ${kept}.`,
  },
  move: {
    code: 'notices.lostMove',
    text: (kept: number) =>
      `the last move made before the page closed was not saved; the table resumes after move ${kept}. Make it again if you still want it.`,
  },
  undo: {
    code: 'notices.lostUndo',
    text: (kept: number) =>
      `an undo made just before the page closed was not saved. The table resumes after move ${kept}, with that move still in it; undo it again if you still want to.`,
  },
} as const

/** The notice for a table just opened, or null when its last window closed normally and lost nothing. */
export function crashReport(o: Opening): { kind: Notice['kind']; text: NoticeText } | null {
  const kept = o.log.length
  const { intent, mark } = o
  if (intent && intent.session !== o.windowId && !survived(intent, o.log)) {
    const lost = LOST[intent.kind]
    return {
      kind: 'error',
      text: {
        text: `“${o.name}”: ${lost.text(kept)}`,
        code: lost.code,
        params: { name: o.name, move: kept + 1, kept, at: intent.at },
      },
    }
  }
  if (mark && mark.session !== o.windowId && !o.wasClosed(mark.session))
    return {
      kind: 'info',
      text: {
        text: `“${o.name}” was not closed normally. It resumes after move ${kept}: every roll that was shown is kept, and an action made in the last moment, if any, may be missing. Check the last move.`,
        code: 'notices.closedUnexpectedly',
        params: { name: o.name, kept },
      },
    }
  return null
}
