/**
 * The fight the player is about to roll (FG-5): which activated model fights whom. UI-only, never part of
 * the game state; the panel previews it until the dice are rolled or the choice is dropped.
 */
import { useSyncExternalStore } from 'react'

export interface FightChoice {
  attacker: string
  target: string
}

let current: FightChoice | null = null
const listeners = new Set<() => void>()

export function chooseFight(choice: FightChoice | null): void {
  current = choice
  for (const l of listeners) l()
}

export function useFightChoice(): FightChoice | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current,
  )
}
