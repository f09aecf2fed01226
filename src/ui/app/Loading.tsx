/**
 * The shell's status line where something has yet to land (a lazy chunk, a table being opened, a rules
 * reference being fetched): "Loading…" unless given another text, announced politely (role status).
 */
import { useTranslation } from 'react-i18next'

export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation()
  return (
    <p className="loading" role="status">
      {text ?? t('loading')}
    </p>
  )
}
