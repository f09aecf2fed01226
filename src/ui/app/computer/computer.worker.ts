/**
 * The computer opponent's search, off the main thread: the page never freezes while it thinks. Receives a
 * table's system, options, state and seed; answers with the computer's choice, the table's own step when
 * nobody chooses (a roll-off, an initiative roll: `level` then absent), or null when neither is due.
 */
import * as ai from '../../../engine/ai'
import { loadSystem } from '../../../engine/systems/loaders'
import { isSystemId } from '../../../engine/systems/catalogue'
import type { GameModule } from '../../../engine'
import type { ComputerRequest, ComputerReply } from './protocol'

self.onmessage = async (e: MessageEvent<ComputerRequest>) => {
  const { id, system, options, state, seed } = e.data
  let reply: ComputerReply
  try {
    // The worker plays any duel: it loads the one system the request names (its catalogue entry), whose
    // own State/Action types are not known here. A system without `actor` is no board game.
    const module = isSystemId(system) ? await loadSystem(system) : null
    const game = module && 'actor' in module ? (module as GameModule<unknown, unknown, unknown>) : undefined
    const side = game?.actor(state) ?? null
    const level = side === null ? null : ai.computerSeats(options)[side]
    reply = !game
      ? { id, choice: null }
      : side === null
        ? // Nobody chooses: a roll or phase of the table's own, which it takes by itself (`ai.tableStep`).
          { id, choice: ai.tableStep(game, state) }
        : level === null
          ? { id, choice: null }
          : { id, choice: ai.chooseAction(game, state, { level, seed }), side, level }
  } catch (error) {
    reply = { id, choice: null, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
}
