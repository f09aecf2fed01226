/** Dice Roll Party logs as the version before the rename wrote them (`drp/finish-build`), for the save tests. */
import { seededDice } from '../../../src/engine/core/dice'
import { execute, startHistory, type History, type LogEntry } from '../../../src/engine/core/history'
import { diceRollParty } from '../../../src/engine/systems/dice-roll-party'
import type { Action, State } from '../../../src/engine/systems/dice-roll-party'
import { legalActions, pickAction } from './helpers'

/** The name an action had before the rename: `dice-roll-party/finishBuild` → `drp/finish-build`. */
export const oldName = (type: string): string =>
  type.replace(/^dice-roll-party\//, 'drp/').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The log entry as the previous version wrote it. */
export const oldEntry = (entry: LogEntry): LogEntry => {
  const action = entry.action as { type: string }
  return { ...entry, action: { ...action, type: oldName(action.type) } }
}

/** A seeded game of `moves` commands, from the build into the fights. */
export function playedGame(seed: string, moves: number): History<State, Action> {
  const started = startHistory(diceRollParty, {}, seed)
  if (!started.ok) throw new Error(started.error)
  let h = started.value
  const live = seededDice(`${seed}/live`)
  const policy = seededDice(`${seed}/policy`)
  const random = () => (policy.roll(1 << 20) - 1) / (1 << 20)
  for (let n = 0; n < moves; n++) {
    const done = execute(h, pickAction(h.state, legalActions(h.state), random), live)
    if (!done.ok) throw new Error(done.error)
    h = done.history
  }
  return h
}
