/**
 * The saved GM screen as a `SystemModule` (id 'double-cross'): the shared log, undo, replay and saves
 * drive it through `setup`/`apply`. `apply` = schema check → `decide` (draws dice) → `evolve` per event.
 */
import type { DiceSource } from '../../core/dice'
import type { ApplyResult, GameEvent, GameOutcome, SystemModule } from '../../core/game-module'
import { decide } from './decide'
import { describeEvent } from './describe'
import { evolve } from './evolve'
import { DEFAULT_ENCROACHMENT_TABLE } from './rules/encroachment'
import { SAMPLE_CAST } from './sample'
import { actionSchema, describeIssues, optionsSchema } from './schema'
import { selectLegalActions } from './selectors'
import type { DxAction, DxOptions, DxState } from './types'

/** A fresh session: phase pre-game, default encroachment table, the cast the options ask for. */
export function createSession(options: DxOptions = {}): DxState {
  const parsed = optionsSchema.safeParse(options ?? {})
  const opts: DxOptions = parsed.success ? parsed.data : {}
  let state: DxState = {
    name: opts.name?.trim() || 'Double Cross session',
    phase: 'pre-game',
    encroachmentTable: DEFAULT_ENCROACHMENT_TABLE.map((r) => ({ ...r })),
    characters: [],
    preGame: null,
    scenes: [],
    impulse: [],
    backtrack: [],
    afterGame: null,
    rolls: [],
    combat: null,
    attack: null,
    nextId: 1,
  }
  if ((opts.cast ?? 'sample') === 'sample') {
    for (const character of SAMPLE_CAST) {
      const added = applyAction(state, { type: 'double-cross/addCharacter', character }, noDice)
      if (added.ok) state = added.state
    }
  }
  return state
}

const noDice: DiceSource = {
  roll: () => {
    throw new Error('setting up a Double Cross session rolls no dice')
  },
}

/** Applies one action: validates its shape, decides, folds the events, and writes the log lines. */
export function applyAction(state: DxState, action: unknown, dice: DiceSource): ApplyResult<DxState> {
  const parsed = actionSchema.safeParse(action)
  if (!parsed.success) {
    const type =
      typeof action === 'object' && action && 'type' in action
        ? String((action as { type: unknown }).type)
        : '?'
    // The schema's problem stays in English (a malformed action comes from a damaged or hostile save, not
    // from the screen); the code lets the UI frame it.
    const problem = describeIssues(parsed.error)
    return {
      ok: false,
      error: `malformed ${type.slice(0, 60)} action: ${problem}`,
      code: 'malformed',
      params: { type: type.slice(0, 60), problem },
    }
  }
  const decision = decide(state, parsed.data as DxAction, dice)
  if (!decision.ok) return decision
  let next = state
  const events: GameEvent[] = []
  for (const event of decision.events) {
    const line = describeEvent(event, next)
    if (line) events.push(line)
    next = evolve(next, event)
  }
  return { ok: true, state: { ...next, nextId: decision.nextId }, events }
}

/** The session is over once the after-game sheet is recorded (DX-4.6). */
export function sessionResult(state: DxState): GameOutcome {
  return state.phase === 'after-game'
    ? { over: true, winner: null, reason: 'the session is over: after-game sheet recorded (DX-4.6)' }
    : { over: false }
}

export const doubleCrossSession: SystemModule<DxState, DxAction, DxOptions> = {
  id: 'double-cross',
  setup: (options) => createSession(options),
  legalActions: selectLegalActions,
  apply: applyAction,
  result: sessionResult,
}
