/**
 * Seeded random legal games through the shared command log, as the store plays them (`execute` with live
 * dice, now and then joined to the previous undo group), with probes tried and thrown away at every state.
 * What a game met is recorded for the checks: the histories along the way, every log line, every refusal.
 */
import {
  execute,
  seededDice,
  startHistory,
  type DiceSource,
  type Failure,
  type GameEvent,
  type History,
  type SystemModule,
} from '../../src/engine'
import { bentAction, malformedActions, type ActionPool } from './probes'

export type AnySystem = SystemModule<unknown, unknown, unknown>

/** One thing a system did that breaks the contract, with the action that showed it. */
export interface Incident {
  action: unknown
  what: string
}

/** What one seeded game met. */
export interface GameRecord {
  system: string
  options: unknown
  seed: string
  /** The final history. */
  history: History
  /** Histories every few commands, for undo and redo. */
  samples: History[]
  /** Every log line returned, by a listed action or an accepted probe. */
  events: GameEvent[]
  /** Every refusal met, of a probe or of a listed action. */
  refusals: { action: unknown; refusal: Failure }[]
  /** Contract breaks met while playing: a listed action refused, a throw, an input state changed. */
  incidents: Incident[]
}

/** How a game is played. */
export interface PlayPlan {
  options: unknown
  seed: string
  /** Commands at most (a game may end sooner). */
  maxActions: number
  /** Probes tried at each state. */
  probesPerState: number
  /** Keep the history every this many commands for the undo/redo check. */
  sampleEvery: number
  /** Action types (without the system's prefix) that random play takes only now and then. */
  rarely?: readonly string[]
}

/**
 * A listed action, its type drawn first: a game moves on even where one kind of action is listed many times
 * over (a builder's hundred placements beside its one "done"). Types named in `rarely` (by the part after
 * the system's prefix) are taken one time in ten they are drawn, so random play seldom takes a step back.
 */
function choose(legal: readonly unknown[], dice: DiceSource, rarely: readonly string[]): unknown {
  const byType = new Map<string, unknown[]>()
  for (const action of legal) {
    const type = String((action as { type?: unknown }).type)
    byType.set(type, [...(byType.get(type) ?? []), action])
  }
  const isRare = (type: string) => rarely.includes(type.slice(type.indexOf('/') + 1))
  const common = [...byType].filter(([type]) => !isRare(type)).map(([, actions]) => actions)
  const kinds = common.length > 0 && dice.roll(10) > 1 ? common : [...byType.values()]
  const kind = kinds[dice.roll(kinds.length) - 1]!
  return kind[dice.roll(kind.length) - 1]
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/** Plays one seeded game of `module`; `pool` carries actions seen legal from game to game. */
export function playGame(module: AnySystem, plan: PlayPlan, pool: ActionPool): GameRecord {
  const { options, seed } = plan
  const started = startHistory(module, options, seed)
  if (!started.ok) throw new Error(`${module.id} could not be set up: ${started.error}`)
  let history = started.value
  const live = seededDice(`${seed}/dice`)
  const picker = seededDice(`${seed}/pick`)
  const record: GameRecord = {
    system: module.id,
    options,
    seed,
    history,
    samples: [],
    events: [],
    refusals: [],
    incidents: [],
  }

  const probe = (state: unknown, actions: unknown[], label: string) => {
    const before = JSON.stringify(state)
    actions.forEach((action, i) => {
      let outcome: ReturnType<AnySystem['apply']>
      try {
        outcome = module.apply(state, action, seededDice(`${seed}/probe/${label}/${i}`))
      } catch (e) {
        record.incidents.push({ action, what: `apply threw: ${message(e)}` })
        return
      }
      if (outcome.ok) record.events.push(...outcome.events)
      else record.refusals.push({ action, refusal: outcome })
      // Undo and snapshots share states: apply never changes the one it is given, refused or not.
      if (JSON.stringify(state) !== before)
        record.incidents.push({ action, what: 'apply changed the state it was given' })
    })
  }

  probe(history.state, malformedActions(module.id), 'malformed')
  for (let n = 0; n < plan.maxActions; n++) {
    let legal: unknown[]
    try {
      if (module.result(history.state).over) break
      legal = module.legalActions(history.state)
    } catch (e) {
      record.incidents.push({ action: null, what: `result or legalActions threw: ${message(e)}` })
      break
    }
    if (legal.length === 0) break
    pool.add(legal, picker)
    const probes = pool.sample(plan.probesPerState, picker)
    probes.push(bentAction(legal[picker.roll(legal.length) - 1], picker))
    probe(history.state, probes, String(n))

    const action = choose(legal, picker, plan.rarely ?? [])
    const join = n > 0 && picker.roll(5) === 1
    let done: ReturnType<typeof execute>
    try {
      done = execute(history, action, live, { join })
    } catch (e) {
      record.incidents.push({ action, what: `execute threw: ${message(e)}` })
      break
    }
    if (!done.ok) {
      record.refusals.push({ action, refusal: done })
      record.incidents.push({ action, what: `a listed action was refused: ${done.error}` })
      break
    }
    record.events.push(...done.events)
    history = done.history
    if (n % plan.sampleEvery === 0) record.samples.push(history)
  }
  probe(history.state, malformedActions(module.id), 'malformed-end')
  record.history = history
  return record
}
