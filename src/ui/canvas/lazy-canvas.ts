/**
 * A system's canvas view as a lazy component: Konva and react-konva (about 100 KB gzip) then download with
 * the board, never with the DOM-only screens (home, set-up form). Render it inside a Suspense boundary.
 * `preload()` starts the same download ahead of the first render (a failed one is tried again later).
 */
import { lazy, type ComponentType } from 'react'

export function lazyCanvas<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const loadAll = () =>
    (loading ??= (async () => {
      // Konva's text takes the reader's fonts before the view draws anything (side effect of the module).
      await import('./konva-fonts')
      return { default: await load() }
    })().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return Object.assign(lazy(loadAll), { preload: () => void loadAll().catch(() => undefined) })
}
