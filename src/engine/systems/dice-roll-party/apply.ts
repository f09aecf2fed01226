/**
 * ENGINE-API `apply` for Dice Roll Party: validate → decide (draws the dice) → evolve each domain event.
 * The returned `GameEvent`s are the log lines the domain events carry, in order.
 */
import type { DiceSource } from '../../core/dice'
import type { ApplyResult } from '../../core/game-module'
import { decide } from './decide'
import { describeEvents } from './describe'
import { evolve } from './evolve'
import type { Action, State } from './types'

/** Refuses an illegal action with its reason; otherwise returns the new state and the log lines. */
export function applyAction(state: State, action: Action, dice: DiceSource): ApplyResult<State> {
  const decision = decide(state, action, dice)
  if (!decision.ok) return decision
  const next = decision.events.reduce(evolve, state)
  return { ok: true, state: next, events: describeEvents(decision.events) }
}
