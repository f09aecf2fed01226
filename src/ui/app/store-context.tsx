/** Provides the app store to the component tree; components select narrowly from it. */
import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { AppState, AppStore } from '../../store'

const StoreContext = createContext<AppStore | null>(null)

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>')
  return store
}

/** Selects a slice of the app state; re-renders only when that slice changes. */
export function useApp<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStore(), selector)
}
