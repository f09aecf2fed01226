/** Resolves the user's display settings, including the OS reduced-motion preference. */
import { useSyncExternalStore } from 'react'
import { useApp } from './store-context'
import type { DisplaySettings } from './system-ui'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

export function useOsReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches)
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
