/**
 * Each system's rules as a chunk of its own, loaded from its catalogue entry: a screen loads only the system
 * it shows (`registry.ts` loads all of them at once, for tests, tools and the engine's index).
 */
import type { SystemModule } from '../core/game-module'
import { catalogueEntry, type SystemId } from './catalogue'

// `any` only erases each module's own State/Action/Options types behind the common contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = SystemModule<any, any, any>

/** A system's module, or null for a system still "coming soon". */
export async function loadSystem(id: SystemId): Promise<AnySystem | null> {
  const load = catalogueEntry(id).load
  return load ? ((await load()) as AnySystem) : null
}
