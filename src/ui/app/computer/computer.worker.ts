/**
 * The computer opponent's search, off the main thread: the page never freezes while it thinks. Receives a
 * table's system, options, state and seed; answers with the computer's choice, or null when no computer
 * seat must choose now.
 */
import { ai, games, type GameId } from '../../../engine'
import type { ComputerRequest, ComputerReply } from './protocol'

self.onmessage = (e: MessageEvent<ComputerRequest>) => {
  const { id, system, options, state, seed } = e.data
  let reply: ComputerReply
  try {
    const game = games[system as GameId]
    const side = game?.actor(state as never) ?? null
    const level = side === null ? null : ai.computerSeats(options)[side]
    reply =
      level === null || side === null
        ? { id, choice: null }
        : { id, choice: ai.chooseAction(game, state as never, { level, seed }), side, level }
  } catch (error) {
    reply = { id, choice: null, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
}
