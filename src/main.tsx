/**
 * Entry point: builds the store with the app's real dependencies (crypto dice, IndexedDB, localStorage)
 * and renders the shell. The automation hook loads only in dev builds or with `?automation=1`.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// Each module itself, not through an index: what the first screen does not use stays out of its download
// (the engine's rules and other dice sources, the memory repository).
import { cryptoDice } from './engine/core/crypto-dice'
import type { GameRepository } from './store'
import { createAppStore } from './store/app-store'
import { browserCoordination } from './store/coordination'
import { createIndexedDbRepository } from './store/persistence/indexeddb'
import { localSettingsStorage } from './store/persistence/settings'
import { App } from './ui/app/App'
import { registerOffline } from './ui/app/offline'
import './ui/app/styles.css'
import './ui/app/touch.css'

async function openRepository(): Promise<{ repository: GameRepository; persistent: boolean }> {
  try {
    return { repository: await createIndexedDbRepository(), persistent: true }
  } catch {
    // Some private browsing modes refuse IndexedDB: play still works, and the user is told saves won't last.
    // Fetched only then: every other visit stores its tables in IndexedDB.
    const { createMemoryRepository } = await import('./store/persistence/repository')
    return { repository: createMemoryRepository(), persistent: false }
  }
}

async function main() {
  const { repository, persistent } = await openRepository()
  const store = createAppStore({
    dice: cryptoDice(),
    clock: () => new Date(),
    repository,
    coordination: browserCoordination(),
    settings: localSettingsStorage(window.localStorage, navigator.languages),
    loadEngine: () => import('./engine/base'),
    newId: () => crypto.randomUUID(),
  })
  if (!persistent)
    store.getState().notify('error', {
      text: 'This browser refuses storage: games will not be kept after closing.',
      code: 'notices.noStorage',
    })
  const automation = import.meta.env.DEV || new URLSearchParams(location.search).has('automation')
  if (automation) await import('./testing/automation').then((m) => m.installAutomation(store))
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  )
  registerOffline()
}

void main()
