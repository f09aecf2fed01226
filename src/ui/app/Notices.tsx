/** Toasts: what just happened, errors with their reason, and undo for deletes. */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useApp, useAppStore } from './store-context'

const LIFETIME_MS = 8000

export function Notices() {
  const { t, i18n } = useTranslation()
  const store = useAppStore()
  const notices = useApp((s) => s.notices)

  useEffect(() => {
    if (notices.length === 0) return
    const oldest = notices[0]!
    const timer = window.setTimeout(() => store.getState().dismissNotice(oldest.id), LIFETIME_MS)
    return () => window.clearTimeout(timer)
  }, [notices, store])

  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.code && i18n.exists(n.code) ? t(n.code, n.params ?? {}) : n.text}</span>
          {n.action === 'undo-delete' && (
            <button type="button" onClick={() => void store.getState().undoDelete()}>
              {t('undo')}
            </button>
          )}
          <button
            type="button"
            className="icon"
            aria-label={t('dismiss')}
            onClick={() => store.getState().dismissNotice(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
