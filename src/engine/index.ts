/**
 * The engine's one public surface (ENGINE-API.md). Pure TypeScript: no React, Konva, zustand or DOM.
 * Everything but the systems lives in `base.ts` (what the app loads first); this adds every system.
 */
import { readSave as readSaveWith } from './base'
import type { SystemModule } from './core/game-module'
import { systems as registered } from './systems/registry'

export * from './base'
export { games, systems } from './systems/registry'
export { doubleCross, type DxCheck, type DxRoll } from './systems/double-cross'
export * as drp from './systems/dice-roll-party'
export * as frostgrave from './systems/frostgrave'
export * as chesswarrior from './systems/chesswarrior'
export * as ai from './ai'

/**
 * ENGINE-API `readSave(text)`: validates against every registered system. (This local export takes
 * precedence over base's, which needs the systems passed: the app passes only the one it loaded.)
 */
export function readSave(
  text: string,
  systems: Partial<Record<string, SystemModule<unknown, unknown, unknown>>> = registered,
): ReturnType<typeof readSaveWith> {
  return readSaveWith(text, systems)
}
