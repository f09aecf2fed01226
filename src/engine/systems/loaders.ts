/**
 * Each system's rules as a chunk of its own: a screen loads only the system it shows (the registry in
 * `registry.ts` imports all four at once, for tests, replay tools and the computer opponent's worker).
 */
import type { SystemId, SystemModule } from '../core/game-module'

// `any` only erases each module's own State/Action/Options types behind the common contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemModule<any, any, any>

const loaders: Partial<Record<SystemId, () => Promise<AnySystem>>> = {
  chesswarrior: () => import('./chesswarrior').then((m) => m.chesswarrior),
  frostgrave: () => import('./frostgrave').then((m) => m.frostgrave),
  'dice-roll-party': () => import('./dice-roll-party').then((m) => m.diceRollParty),
  'double-cross': () => import('./double-cross/session').then((m) => m.doubleCrossSession),
}

/** A system's module, or null for a system still "coming soon". */
export async function loadSystem(id: SystemId): Promise<AnySystem | null> {
  const load = loaders[id]
  return load ? load() : null
}
