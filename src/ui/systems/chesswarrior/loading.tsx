/**
 * What a deferred part of the board shows while its chunk lands: the shell's own "Loading…" line, placed
 * where the part will appear (`className` gives it the part's place, e.g. the victory dialog's).
 */
import { useTranslation } from 'react-i18next'

export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={className ? `loading ${className}` : 'loading'} role="status">
      {t('loading')}
    </p>
  )
}
