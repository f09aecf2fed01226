/**
 * `apply`: validates an action's shape, decides it against the rules and returns the next state with the
 * log lines, or the reason it is illegal (with its rule ID). Never mutates its input; never throws for
 * any input (malformed actions from hostile files are refused by the schema first). Dice are drawn only
 * where the table would roll: the roll-off and the initiative roll.
 */
import type { DiceSource } from '../../core/dice'
import type { ApplyResult, GameEvent } from '../../core/game-module'
import { decide } from './decide'
import { evolve } from './evolve'
import { fgActionSchema } from './schema'
import type { FgAction, FgState } from './types'

/** Applies one action: schema check → `decide` → `evolve` each domain event; the log is their lines. */
export function applyAction(state: FgState, raw: unknown, dice: DiceSource): ApplyResult<FgState> {
  const parsed = fgActionSchema.safeParse(raw)
  if (!parsed.success) {
    const error = 'That is not a Frostgrave action this table understands.'
    return { ok: false, error, code: 'malformed', params: {} }
  }
  const decision = decide(state, parsed.data as FgAction, dice)
  if (!decision.ok) return decision
  let next = state
  const log: GameEvent[] = []
  for (const event of decision.events) {
    next = evolve(next, event)
    if (event.line) log.push(event.line)
  }
  return { ok: true, state: next, events: log }
}
