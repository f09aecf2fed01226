/** Messages between the game screen and the computer's worker. */
import type { ai } from '../../../engine'

export interface ComputerRequest {
  id: number
  system: string
  options: unknown
  state: unknown
  seed: string
}

export interface ComputerReply {
  id: number
  choice: ai.Choice | null
  side?: 0 | 1
  level?: ai.Level
  error?: string
}

/** True when the table's options seat the computer on either side (see `ai.computerSeats`). */
export const hasComputerSeat = (options: unknown): boolean => {
  const seats = (options as { computer?: unknown } | null)?.computer
  return Array.isArray(seats) && seats.some((s) => typeof s === 'string')
}
