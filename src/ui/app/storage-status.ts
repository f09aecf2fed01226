/**
 * The browser's storage for saved tables: ask it to keep them (`navigator.storage.persist()`, else it may
 * clear them when space runs low), show how much is used in settings, and warn before the quota is
 * reached, while there is still room to export.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApp, useAppStore } from './store-context'

export interface StorageState {
  /** Whether the browser promised to keep the data; null when it cannot say. */
  persisted: boolean | null
  usage: number | null
  quota: number | null
}

/** Warn at this share of the quota: autosave needs room for a long game still. */
export const NEARLY_FULL = 0.9
const CHECK_EVERY_MS = 30_000

const storage = (): StorageManager | undefined =>
  typeof navigator !== 'undefined' ? navigator.storage : undefined

export async function readStorageState(): Promise<StorageState> {
  const s = storage()
  const [persisted, estimate] = await Promise.all([
    s?.persisted ? s.persisted().catch(() => null) : null,
    s?.estimate ? s.estimate().catch(() => null) : null,
  ])
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

/** The storage state for the settings dialog, read when it opens. */
export function useStorageState(): StorageState | null {
  const [state, setState] = useState<StorageState | null>(null)
  useEffect(() => {
    let live = true
    void readStorageState().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])
  return state
}

/** Asks once for persistent storage, then warns (once) when saved tables near the quota. */
export function useStorageWatch(): void {
  const store = useAppStore()
  const { t } = useTranslation()
  const tables = useApp((s) => s.tables)
  const lastCheck = useRef(0)
  const warned = useRef(false)

  useEffect(() => {
    void storage()
      ?.persist?.()
      .catch(() => undefined)
  }, [])

  useEffect(() => {
    const now = Date.now()
    if (warned.current || now - lastCheck.current < CHECK_EVERY_MS) return
    lastCheck.current = now
    void readStorageState().then(({ usage, quota }) => {
      if (warned.current || usage === null || !quota || usage / quota < NEARLY_FULL) return
      warned.current = true
      store
        .getState()
        .notify('error', t('storage.nearlyFull', { percent: Math.round((usage / quota) * 100) }))
    })
  }, [tables, store, t])
}

/** "1.2 MB" */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toLocaleString(language, { maximumFractionDigits: 1 })} ${units[unit]}`
}
