/** The shell: providers, start-up, language and motion settings, and the routes. */
import { lazy, Suspense, useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { AppStore } from '../../store'
import { useDisplaySettings } from './display-settings'
import { Home } from './Home'
import { applyFonts } from './fonts'
import { i18n, loadLanguage } from './i18n'
import { Notices } from './Notices'
import { TouchTitles } from './TouchTitles'
import { useRoute } from './router'
import { useStorageWatch } from './storage-status'
import { StoreProvider, useApp, useAppStore } from './store-context'
import { Loading } from './Loading'

// The game screen carries Konva, the engine and each system's UI: loaded only when a table opens.
const GameScreen = lazy(() => import('./GameScreen'))
const NewGameScreen = lazy(() => import('./NewGameScreen'))
const PlayerScreen = lazy(() => import('./PlayerScreen'))
// The settings show only when asked for.
const SettingsDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })))

export function App({ store }: { store: AppStore }) {
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Shell />
      </I18nextProvider>
    </StoreProvider>
  )
}

function Shell() {
  const store = useAppStore()
  const ready = useApp((s) => s.ready)
  const language = useApp((s) => s.settings.language)
  const { reducedMotion } = useDisplaySettings()
  const route = useRoute()
  const [settingsOpen, setSettingsOpen] = useState(false)

  useEffect(() => {
    void store.getState().init()
    // A page that closes normally says so: its open table did not crash (see the store's `owned`).
    const closing = () => store.getState().windowClosing()
    window.addEventListener('pagehide', closing)
    return () => window.removeEventListener('pagehide', closing)
  }, [store])
  useStorageWatch()

  // The first screen waits for the reader's language (a chunk of its own) rather than flash English.
  const [shownLanguage, setShownLanguage] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void loadLanguage(language).then(async () => {
      // A later choice wins over a slower download of an earlier one.
      if (!live) return
      await i18n.changeLanguage(language)
      document.documentElement.lang = language
      applyFonts(language, document.documentElement)
      setShownLanguage(language)
    })
    return () => {
      live = false
    }
  }, [language])

  useEffect(() => {
    document.documentElement.classList.toggle('reduced-motion', reducedMotion)
  }, [reducedMotion])

  const openSettings = () => setSettingsOpen(true)
  return (
    <>
      {!ready || shownLanguage === null ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          {route.name === 'home' && <Home onSettings={openSettings} />}
          {route.name === 'table' && (
            <GameScreen key={route.id} tableId={route.id} onSettings={openSettings} />
          )}
          {route.name === 'play' && <PlayerScreen key={route.id} tableId={route.id} />}
          {route.name === 'new' && <NewGameScreen system={route.system} />}
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <Notices />
      <TouchTitles />
    </>
  )
}
