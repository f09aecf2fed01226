/** Messages between the game screen and the computer's worker. */
import type { GameModule, ai } from '../../../engine'
import { computerSeats } from '../../../engine/ai/seats'

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

/** The side whose decision it is, when a computer sits there (its moves come from the worker alone). */
export function computerToAct(module: unknown, state: unknown, options: unknown): 0 | 1 | null {
  const side = (module as Partial<Pick<GameModule, 'actor'>>).actor?.(state) ?? null
  return side !== null && computerSeats(options)[side] ? side : null
}
