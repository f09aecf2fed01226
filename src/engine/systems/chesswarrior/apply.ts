/**
 * Chesswarrior's `apply` (ENGINE-API.md), built by the decision kit: shape check (`schema.ts`) → `decide` on
 * a running decision (the dice drawn as the table rolls them, each fact folded as it is emitted) → the new
 * state and the log lines the facts carry. Never mutates its input; never throws for a malformed action.
 */
import { applyWith, type Refusal } from '../../core/decision'
import type { DiceSource } from '../../core/dice'
import { decide } from './decide'
import { evolve } from './evolve'
import { actionSchema, malformed } from './schema'
import type { CwAction, CwEvent, CwState } from './types'

/** `apply`'s result, with the view-friendly event type. */
export type CwApplyResult = { ok: true; state: CwState; events: CwEvent[] } | Refusal

/** Applies one action; its log lines are the `CwEvent`s the facts carry (with the fields views animate from). */
export const apply = applyWith({ schema: actionSchema, malformed, decide, evolve }) as (
  state: CwState,
  action: CwAction,
  dice: DiceSource,
) => CwApplyResult
