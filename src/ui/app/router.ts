/** Hash routes, so a reload (or a crash and reopen) lands back on the same table. */
import { useSyncExternalStore } from 'react'
import { isSystemId, type SystemId } from '../../engine/systems/catalogue'

export type Route =
  | { name: 'home' }
  | { name: 'table'; id: string }
  /** A player window of a table: what a second monitor or a projector shows. */
  | { name: 'play'; id: string }
  | { name: 'new'; system: SystemId }

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent)
  if (parts[0] === 'table' && parts[1]) return { name: 'table', id: parts[1] }
  if (parts[0] === 'play' && parts[1]) return { name: 'play', id: parts[1] }
  if (parts[0] === 'new' && isSystemId(parts[1])) return { name: 'new', system: parts[1] }
  return { name: 'home' }
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/'
    case 'table':
      return `#/table/${encodeURIComponent(route.id)}`
    case 'play':
      return `#/play/${encodeURIComponent(route.id)}`
    case 'new':
      return `#/new/${route.system}`
  }
}

export function navigate(route: Route): void {
  window.location.hash = routeHash(route)
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash)
  return parseRoute(hash)
}
