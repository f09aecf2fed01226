/**
 * The working kit of one `decide`: the running state, the dice, fresh ids and `emit`. A rule module's
 * command function establishes facts one by one and emits each as a domain event; `emit` records the event
 * and folds it into the running state with `evolve`, so a later step of the same command sees the state as
 * the earlier steps left it (the attack procedure's steps build on each other this way).
 */
import type { DiceSource } from '../../../core/dice'
import { evolve } from '../evolve'
import type { DxAction, DxActionType, DxEvent, DxState } from '../types'

/**
 * A refused command: the English reason citing the rule ID, and its `code` and `params` so the UI can say it
 * in the reader's language (`errors.<code>`). Nothing emitted before it is kept.
 */
export interface Refusal {
  ok: false
  error: string
  code: string
  params?: Record<string, string | number>
}

/** Refuses the command with this reason, told in other languages by `errors.<code>`. */
export const refuse = (error: string, code: string, params?: Refusal['params']): Refusal =>
  params ? { ok: false, error, code, params } : { ok: false, error, code }

/** The action of one type, as its command function receives it (already checked against the schema). */
export type ActionOf<T extends DxActionType> = Extract<DxAction, { type: T }>

/** What a command function may use. Dice are drawn only from `dice`, in the order the table rolls them. */
export interface DecideContext {
  /** The state as the events emitted so far left it. */
  readonly state: DxState
  readonly dice: DiceSource
  /** A fresh id with this prefix (c12, l13, r14 …): ids never repeat within a session. */
  newId(prefix: string): string
  /** Records facts, in order, and folds each into `state`. */
  emit(...events: DxEvent[]): void
}

/** A command function: emits the command's events, or returns why it is refused. */
export type CommandDecision<T extends DxActionType> = (
  ctx: DecideContext,
  action: ActionOf<T>,
) => Refusal | undefined

/** A fresh context over `state`; `events` and `nextId` are what `decide` hands back. */
export function createContext(
  state: DxState,
  dice: DiceSource,
): DecideContext & { readonly events: readonly DxEvent[]; readonly nextId: number } {
  let running = state
  let nextId = state.nextId
  const events: DxEvent[] = []
  return {
    get state() {
      return running
    },
    dice,
    newId: (prefix) => `${prefix}${nextId++}`,
    emit: (...emitted) => {
      for (const event of emitted) {
        events.push(event)
        running = evolve(running, event)
      }
    },
    events,
    get nextId() {
      return nextId
    },
  }
}
