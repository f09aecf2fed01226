/**
 * Lazy loaders for each system's UI, found from its folder (`src/ui/systems/<id>/index.tsx`, and
 * `setup.ts` where the set-up form loads without the board): a system's code is fetched only when one of its
 * tables opens. A catalogued system without a UI folder shows as "coming soon" on the home screen.
 */
import { catalogueEntry, type SystemId } from '../../engine/systems/catalogue'
import { i18n, loadSystemLanguage, registerSystemStrings } from './i18n'
import type { Language, SystemSetup, SystemUi } from './system-ui'

/** `../systems/<id>/<file>` → `<id>`: loaders keyed by their system's folder. */
function byFolder<T>(modules: Record<string, () => Promise<T>>): Partial<Record<SystemId, () => Promise<T>>> {
  return Object.fromEntries(Object.entries(modules).map(([path, load]) => [path.split('/')[2]!, load]))
}

export const systemUiLoaders = byFolder(import.meta.glob<{ systemUi: SystemUi }>('../systems/*/index.tsx'))

/** A system the home screen can start: catalogued with its rules, and with a UI folder. */
export const isPlayable = (id: SystemId): boolean => Boolean(systemUiLoaders[id] && catalogueEntry(id).load)

/** Loads a system's UI and its strings in the reader's language; null for a system still "coming soon". */
export async function loadSystemUi(system: SystemId): Promise<SystemUi | null> {
  const load = systemUiLoaders[system]
  if (!load) return null
  return withStrings((await load()).systemUi)
}

/** Registers a loaded UI's (or set-up form's) strings and fetches them in the reader's language. */
async function withStrings<T extends SystemSetup>(ui: T): Promise<T> {
  registerSystemStrings(ui)
  await loadSystemLanguage(ui, i18n.language as Language)
  return ui
}

/**
 * Set-up forms that load without the board's code (the set-up screen fetches only this); a system without
 * one shows its form from the whole UI.
 */
export const systemSetupLoaders = byFolder(
  import.meta.glob<{ systemSetup: SystemSetup }>('../systems/*/setup.ts'),
)

/** Loads what a system's set-up screen needs and its strings in the reader's language; null when "coming soon". */
export async function loadSystemSetup(system: SystemId): Promise<SystemSetup | null> {
  const load = systemSetupLoaders[system]
  if (!load) return loadSystemUi(system)
  return withStrings((await load()).systemSetup)
}
