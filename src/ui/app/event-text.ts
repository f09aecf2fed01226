/**
 * A log event's line in the reader's language. Engines write each event's English `text` and the `params`
 * it was made from; a system's strings translate it with an `events.<type>` template.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEvent } from '../../engine'
import { useApp } from './store-context'

/** Returns a function giving an event's line: the system's template filled with its params, else `text`. */
export function useEventText(): (event: GameEvent) => string {
  const { t, i18n } = useTranslation()
  const system = useApp((s) => s.session?.doc.system ?? 'app')
  return useCallback(
    (event: GameEvent) => {
      const key = `${system}:events.${event.type}`
      return event.params && i18n.exists(key) ? t(key, event.params) : event.text
    },
    // i18n.language: re-translate when the reader switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [system, t, i18n, i18n.language],
  )
}
