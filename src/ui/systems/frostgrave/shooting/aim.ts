/**
 * Aiming a shot (FG-6): which model is about to shoot and at whom. UI-only, never persisted, never part of
 * the game state; the canvas highlights the shooter's targets and the shot panel previews the chosen one.
 */
import { useSyncExternalStore } from 'react'
import { shotTargets, type FgState } from '../engine'

export interface Aim {
  shooter: string | null
  target: string | null
}

let current: Aim = { shooter: null, target: null }
const listeners = new Set<() => void>()

export function setAim(next: Aim): void {
  current = next
  for (const l of listeners) l()
}

export const getAim = (): Aim => current

export const clearAim = (): void => setAim({ shooter: null, target: null })

export function useAim<T>(select: (a: Aim) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => select(current),
  )
}

/** A click on model `id` while aiming: chooses it as the target if the shooter may shoot at it. */
export function pickTarget(state: FgState, id: string): boolean {
  const { shooter } = current
  if (!shooter || !shotTargets(state, shooter).includes(id)) return false
  setAim({ shooter, target: id })
  return true
}

/** Whether `shooter` is still acting in the current activation (else its aim is stale). */
export const isAiming = (state: FgState, shooter: string | null): boolean =>
  !!shooter && !!state.turn.activation?.members.some((m) => m.id === shooter && !m.done)
