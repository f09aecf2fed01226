/**
 * Whether the next treasure token placed is the player's Fool's Gold (UI-only, never persisted): the
 * before-game panel's checkbox sets it, the table's click reads it and clears it once the token is down.
 */
import { useSyncExternalStore } from 'react'

let fake = false
const listeners = new Set<() => void>()

export function setFakeChoice(value: boolean): void {
  fake = value
  for (const l of listeners) l()
}

export const getFakeChoice = (): boolean => fake

export function useFakeChoice(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => fake,
  )
}
