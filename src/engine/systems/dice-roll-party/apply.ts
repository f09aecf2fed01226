/**
 * ENGINE-API `apply` for Dice Roll Party: validate → decide (draws the dice) → evolve each domain event.
 * `decide` folds each event as it emits it, so its state is the fold; the returned `GameEvent`s are the log
 * lines the domain events carry, in order.
 */
import type { DiceSource } from '../../core/dice'
import type { ApplyResult } from '../../core/game-module'
import { decide } from './decide'
import { describeEvents } from './describe'
import type { Action, State } from './types'

/** Refuses an illegal action with its reason; otherwise returns the new state and the log lines. */
export function applyAction(state: State, action: Action, dice: DiceSource): ApplyResult<State> {
  const decision = decide(state, action, dice)
  if (!decision.ok) return decision
  return { ok: true, state: decision.state, events: describeEvents(decision.events) }
}
