/**
 * The decision kit every system is built on: how a command is refused, how a rule establishes facts, and
 * how `apply` is put together from a system's schema, `decide` and `evolve`.
 *
 * One command is decided against a running state: each rule step that establishes a fact calls `emit`, which
 * records the domain event and folds it at once with `evolve`, so a later step of the same command sees every
 * fact established before it. Dice are drawn only while deciding, in the order the table rolls them, and
 * their faces go into the events, so a game replays from its log with no dice source.
 */
import type { DiceSource } from './dice'
import type { ApplyResult, GameEvent, Refusal, TextParams } from './game-module'

export type { Refusal, TextParams } from './game-module'

/** What `refuse` is given: one object, so a code can never stand where the sentence belongs. */
export interface RefusalSpec {
  /** The rule ID that refuses it, e.g. "FG-4.6". */
  rule: string
  /** The key of the sentence in other languages (`errors.<code>`). */
  code: string
  /** The English sentence as a player reads it (it cites the rule where the sentence reads best). */
  text: string
  params?: TextParams
}

/** Builds a refusal. */
export function refuse({ rule, code, text, params = {} }: RefusalSpec): Refusal {
  return { ok: false, rule, code, error: text, params }
}

/** A rule step's verdict: nothing when it went through, or the refusal (what it emitted is then dropped). */
export type Verdict = Refusal | null | undefined | void

/** What a rule works with while one command is decided. */
export interface DecideContext<State, Event> {
  /** The state before the command with every event emitted so far folded in. */
  readonly state: State
  /** The table's dice: drawn only while deciding, in the order the table rolls them. */
  readonly dice: DiceSource
  /** Records facts, in order, and folds each into `state`. */
  emit(...events: Event[]): void
}

/** A domain event that may carry its public log line. */
export interface LoggedEvent {
  type: string
  log?: GameEvent
}

/** The pieces of a system's `apply`. */
export interface SystemRules<State, Action, Event extends { type: string }> {
  /** The action's shape: anything from a save or the screen is checked before it is decided. */
  schema: { safeParse(raw: unknown): { success: true; data: unknown } | { success: false; error: unknown } }
  /** The refusal of a value that is not one of the system's actions. */
  malformed(raw: unknown, error: unknown): Refusal
  /** Decides one well-formed command on the context: emits its facts, or returns why it is refused. */
  decide(ctx: DecideContext<State, Event>, action: Action): Verdict
  /** Folds one fact into a state: no dice, no clock. */
  evolve(state: State, event: Event): State
  /**
   * The public log line of a fact, from the state just before it. By default the line the event carries
   * (`log`); a system whose lines are written from the state supplies its own.
   */
  describe?(event: Event, before: State): GameEvent | null | undefined
}

/** A running decision over `state` with its recorded events and log lines. */
export function startDecision<State, Event extends { type: string }>(
  state: State,
  dice: DiceSource,
  rules: Pick<SystemRules<State, unknown, Event>, 'evolve' | 'describe'>,
): DecideContext<State, Event> & { readonly events: readonly Event[]; readonly log: readonly GameEvent[] } {
  const describe = rules.describe ?? ((event: Event) => (event as LoggedEvent).log)
  let running = state
  const events: Event[] = []
  const log: GameEvent[] = []
  return {
    get state() {
      return running
    },
    dice,
    emit(...emitted) {
      for (const event of emitted) {
        const line = describe(event, running)
        if (line) log.push(line)
        events.push(event)
        running = rules.evolve(running, event)
      }
    },
    events,
    log,
  }
}

/**
 * A system's `apply`: schema check → `decide` on a running decision → the folded state and the log lines.
 * Never mutates its input, never throws for a well-formed action, and a refused command changes nothing.
 */
export function applyWith<State, Action, Event extends { type: string }>(
  rules: SystemRules<State, Action, Event>,
): (state: State, raw: unknown, dice: DiceSource) => ApplyResult<State> {
  return (state, raw, dice) => {
    const parsed = rules.schema.safeParse(raw)
    if (!parsed.success) return rules.malformed(raw, parsed.error)
    const ctx = startDecision(state, dice, rules)
    const refused = rules.decide(ctx, parsed.data as Action)
    if (refused) return refused
    return { ok: true, state: ctx.state, events: [...ctx.log] }
  }
}

/** The `type` of a value that claims to be an action, cut to a length a message can carry. */
export function actionTypeOf(raw: unknown): string {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined
  return typeof type === 'string' ? type.slice(0, 60) : '?'
}
