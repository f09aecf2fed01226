/** A full-page error with its reason, what can be done about it (`children`), and the way back to the tables. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from './router'

export function ErrorPage({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <main className="page">
      <p className="error" role="alert">
        {message}
      </p>
      {children}
      <button type="button" onClick={() => navigate({ name: 'home' })}>
        {t('back')}
      </button>
    </main>
  )
}
