/**
 * Double Cross's `apply`: the action's shape checked against `actionSchema`, then `decide` on a running
 * decision whose every emitted event is folded at once by `evolve`; each event's log line is written by
 * `describe` from the state just before it.
 */
import { applyWith, refuse, type Refusal } from '../../core/decision'
import type { z } from '../../core/zod'
import { decide } from './decide'
import { describeEvent } from './describe'
import { evolve } from './evolve'
import { actionSchema, describeIssues } from './schema'
import type { DxAction, DxEvent, DxState } from './types'

/**
 * A value that is not one of the session's actions (DX-7: the screen offers only well-formed ones). The
 * schema's problem stays in English (a malformed action comes from a damaged or hostile save, not from the
 * screen); the code lets the UI frame it.
 */
export function malformed(action: unknown, error: unknown): Refusal {
  const type = (
    typeof action === 'object' && action && 'type' in action
      ? String((action as { type: unknown }).type)
      : '?'
  ).slice(0, 60)
  const problem = describeIssues(error as z.core.$ZodError)
  return refuse({
    rule: 'DX-7',
    code: 'malformed',
    text: `malformed ${type} action: ${problem}`,
    params: { type, problem },
  })
}

/** Applies one action: validates its shape, decides, folds the events, and writes the log lines. */
export const apply = applyWith<DxState, DxAction, DxEvent>({
  schema: actionSchema,
  malformed,
  decide,
  evolve,
  describe: describeEvent,
})
