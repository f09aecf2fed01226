/** A full-page error with its reason and the way back to the tables. */
import { useTranslation } from 'react-i18next'
import { navigate } from './router'

export function ErrorPage({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <main className="page">
      <p className="error" role="alert">
        {message}
      </p>
      <button type="button" onClick={() => navigate({ name: 'home' })}>
        {t('back')}
      </button>
    </main>
  )
}
