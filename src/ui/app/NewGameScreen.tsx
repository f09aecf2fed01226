/** "New game": the system's own set-up form when it has one, otherwise a table with default options. */
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SystemId } from '../../engine'
import { ErrorPage } from './ErrorPage'
import { navigate } from './router'
import { useAppStore } from './store-context'
import { loadSystemSetup } from './system-loaders'
import type { SystemSetup } from './system-ui'
import { Loading } from './Loading'

export default function NewGameScreen({ system }: { system: SystemId }) {
  const { t, i18n } = useTranslation()
  const store = useAppStore()
  const [ui, setUi] = useState<SystemSetup | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The system's rules load on "Create" (the form does not need them): the form says so until the table opens.
  const [creating, setCreating] = useState(false)
  // When it was made: the screen's title and the tables list already name the system beside it.
  const defaultName = new Date().toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  const create = async (options: unknown, name: string) => {
    if (creating) return
    setCreating(true)
    try {
      const created = await store.getState().createTable(system, options, name || defaultName)
      if (created.ok) navigate({ name: 'table', id: created.id })
      else setError(created.error)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setCreating(false)
    }
  }

  useEffect(() => {
    let live = true
    void loadSystemSetup(system).then((setup) => {
      if (!live) return
      if (setup) setUi(setup)
      else setError(t('home.comingSoon'))
    })
    return () => {
      live = false
    }
  }, [system, t])

  useEffect(() => {
    // Systems without a set-up form start at once with their default options.
    if (ui && !ui.NewGame) void create({}, '')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once when the UI has loaded
  }, [ui])

  if (error) return <ErrorPage message={error} />
  if (!ui?.NewGame) return <Loading />
  const Form = ui.NewGame
  return (
    <main className="page new-game" aria-busy={creating}>
      <h1>{t('home.newGameOf', { system: t(`system.${system}.name`) })}</h1>
      {creating && <Loading text={t('game.opening')} />}
      {/* A system's form may be a chunk of its own (lazy), which the board never fetches. */}
      <Suspense fallback={<Loading />}>
        <Form
          onCreate={(options, name) => void create(options, name)}
          onCancel={() => navigate({ name: 'home' })}
        />
      </Suspense>
    </main>
  )
}
