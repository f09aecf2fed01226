/**
 * Entry point: builds the store with the app's real dependencies (crypto dice, IndexedDB, localStorage)
 * and renders the shell. The automation hook loads only in dev builds or with `?automation=1`.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// The dice module alone, not the engine's index: the systems' rules stay out of the first download.
import { cryptoDice } from './engine/core/dice'
import {
  browserCoordination,
  createAppStore,
  createIndexedDbRepository,
  createMemoryRepository,
  localSettingsStorage,
  type GameRepository,
} from './store'
import { App } from './ui/app/App'
import { registerOffline } from './ui/app/offline'
import './ui/app/styles.css'

async function openRepository(): Promise<{ repository: GameRepository; persistent: boolean }> {
  try {
    return { repository: await createIndexedDbRepository(), persistent: true }
  } catch {
    // Some private browsing modes refuse IndexedDB: play still works, and the user is told saves won't last.
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
