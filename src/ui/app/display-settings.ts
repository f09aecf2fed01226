/** Resolves the user's display settings, including the OS reduced-motion preference. */
import { useSyncExternalStore } from 'react'
import { useApp } from './store-context'
import type { DisplaySettings } from './system-ui'

const QUERY = '(prefers-reduced-motion: reduce)'

// One query for the page, its answer kept by its own listener: React reads the snapshot on every render
// of every component that asks, and a fresh `matchMedia` per read cost about 3 ms a timeline step.
let media: MediaQueryList | undefined
let reduce = false
function query(): MediaQueryList {
  if (!media) {
    media = window.matchMedia(QUERY)
    reduce = media.matches
    media.addEventListener('change', (e) => {
      reduce = e.matches
    })
  }
  return media
}

function subscribe(onChange: () => void) {
  const m = query()
  m.addEventListener('change', onChange)
  return () => m.removeEventListener('change', onChange)
}

const snapshot = () => (query(), reduce)

export function useOsReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot)
}

export function useDisplaySettings(): DisplaySettings {
  const motion = useApp((s) => s.settings.motion)
  const animationSpeed = useApp((s) => s.settings.animationSpeed)
  const colourBlindPalette = useApp((s) => s.settings.colourBlindPalette)
  const os = useOsReducedMotion()
  return {
    animationSpeed,
    colourBlindPalette,
    reducedMotion: motion === 'reduce' || (motion === 'system' && os),
  }
}
