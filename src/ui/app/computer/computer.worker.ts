/**
 * The computer opponent's search, off the main thread: the page never freezes while it thinks. Receives a
 * table's system, options, state and seed; answers with the computer's choice, or null when no computer
 * seat must choose now.
 */
// The worker plays either duel, so it takes the registry (every game) rather than one system's folder.
import * as ai from '../../../engine/ai'
import { games } from '../../../engine/systems/registry'
import type { GameId, GameModule } from '../../../engine'
import type { ComputerRequest, ComputerReply } from './protocol'

self.onmessage = (e: MessageEvent<ComputerRequest>) => {
  const { id, system, options, state, seed } = e.data
  let reply: ComputerReply
  try {
    // The request names its system at run time, so the game's own State/Action types are not known here.
    const game = games[system as GameId] as GameModule<unknown, unknown, unknown> | undefined
    const side = game?.actor(state) ?? null
    const level = side === null ? null : ai.computerSeats(options)[side]
    reply =
      !game || level === null || side === null
        ? { id, choice: null }
        : { id, choice: ai.chooseAction(game, state, { level, seed }), side, level }
  } catch (error) {
    reply = { id, choice: null, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
}
