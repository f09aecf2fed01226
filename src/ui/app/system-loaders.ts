/**
 * Lazy loaders for each system's UI: a system's code is fetched only when one of its tables opens.
 * A system without a loader shows as "coming soon" on the home screen. Add one line when a system lands.
 */
import type { SystemId } from '../../engine'
import { i18n, loadSystemLanguage, registerSystemStrings } from './i18n'
import type { Language, SystemSetup, SystemUi } from './system-ui'

export const systemUiLoaders: Partial<Record<SystemId, () => Promise<{ systemUi: SystemUi }>>> = {
  'dice-roll-party': () => import('../systems/dice-roll-party'),
  chesswarrior: () => import('../systems/chesswarrior'),
  'double-cross': () => import('../systems/double-cross'),
  frostgrave: () => import('../systems/frostgrave'),
}

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
export const systemSetupLoaders: Partial<Record<SystemId, () => Promise<{ systemSetup: SystemSetup }>>> = {
  frostgrave: () => import('../systems/frostgrave/setup'),
}

/** Loads what a system's set-up screen needs and its strings in the reader's language; null when "coming soon". */
export async function loadSystemSetup(system: SystemId): Promise<SystemSetup | null> {
  const load = systemSetupLoaders[system]
  if (!load) return loadSystemUi(system)
  return withStrings((await load()).systemSetup)
}
