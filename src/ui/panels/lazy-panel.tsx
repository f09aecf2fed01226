/**
 * A system's side panel as a lazy component that waits in its own tab: its forms (and the engine they
 * query) then download with the board, never with the set-up form, and the rest of the game frame shows
 * while the panel's chunk lands.
 */
import { lazy, Suspense, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }))
  return function LazyPanel(props: P) {
    const { t } = useTranslation()
    return (
      <Suspense
        fallback={
          <p className="loading" role="status">
            {t('loading')}
          </p>
        }
      >
        <Panel {...props} />
      </Suspense>
    )
  }
}
