/**
 * The running state `decide` works on. Each rule step that establishes a fact calls `emit`, which records
 * the domain event and folds it with `evolve` at once, so later steps of the same command read the state
 * exactly as the table would see it.
 */
import type { DiceSource } from '../../core/dice'
import { evolve } from './evolve'
import type { DrpEvent, State } from './types'

/** A command being decided: the state so far, the dice, and the facts emitted. */
export interface Draft {
  /** The state with every event emitted so far folded in. */
  readonly state: State
  /** The only dice source of the command, drawn in table order. */
  readonly dice: DiceSource
  /** The facts emitted so far, in order (owned by the draft: read it once the command is decided). */
  readonly events: DrpEvent[]
  /** Records a fact and folds it into `state`. */
  emit(event: DrpEvent): void
}

/** Starts deciding a command from `state`. */
export function startDraft(state: State, dice: DiceSource): Draft {
  let current = state
  const events: DrpEvent[] = []
  return {
    get state() {
      return current
    },
    dice,
    events,
    emit(event) {
      events.push(event)
      current = evolve(current, event)
    },
  }
}
