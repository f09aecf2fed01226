/**
 * UI-only state shared by the table view and the side panel: the selected model, the current tool, the
 * terrain draft settings. Never persisted, never part of the game state.
 */
import { useSyncExternalStore } from 'react'
import type { TerrainKind } from './engine'

export type Tool = 'select' | 'ruler' | 'rect' | 'polygon'

export interface FgUiState {
  selected: string | null
  tool: Tool
  terrainKind: TerrainKind
  /** Blocking height in inches. */
  terrainHeight: number
  /** Leaving a height: climb down or drop (FG-4.4, FG-4.11). */
  descent: 'climb' | 'drop'
  grid: boolean
  /** Soldiers chosen to join the next group activation (FG-3.4). */
  group: string[]
}

let current: FgUiState = {
  selected: null,
  tool: 'select',
  terrainKind: 'blocking',
  terrainHeight: 3,
  descent: 'climb',
  grid: true,
  group: [],
}
const listeners = new Set<() => void>()

export function setUi(patch: Partial<FgUiState>): void {
  current = { ...current, ...patch }
  for (const l of listeners) l()
}

export function getUi(): FgUiState {
  return current
}

export function useFgUi<T>(select: (s: FgUiState) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => select(current),
  )
}
