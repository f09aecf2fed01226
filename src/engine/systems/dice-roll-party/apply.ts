/**
 * Dice Roll Party's `apply` (ENGINE-API.md), built by the decision kit: shape check (`schema.ts`) → `decide`
 * on a running decision (the dice drawn as the table rolls and draws, each fact folded as it is emitted) →
 * the new state and the log lines the facts carry, in order.
 */
import { applyWith } from '../../core/decision'
import { decide } from './decide'
import { evolve } from './evolve'
import { actionSchema, malformed } from './schema'

/** Refuses an illegal action with its reason and rule; otherwise returns the new state and the log lines. */
export const apply = applyWith({ schema: actionSchema, malformed, decide, evolve })
