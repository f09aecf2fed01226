/**
 * A log event's line in the reader's language. Engines write each event's English `text` and the `params`
 * it was made from; a system's strings translate it with an `events.<type>` template. Each event is
 * translated once per language: the log re-renders on every action, and a long game has thousands.
 */
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameEvent } from '../../engine'
import { eventParams } from './event-params'
import { composedTemplate, i18n as app } from './i18n'
import { useApp } from './store-context'
import { renameParams, seatNameMap } from './computer/seat-names'

/** Translated lines per language and system, by event (events are never changed once made). */
const translated = new Map<string, WeakMap<GameEvent, string>>()

// Strings added (a language pack, a system's strings) may give lines the template they lacked.
app.on('added', () => translated.clear())

function cacheFor(key: string): WeakMap<GameEvent, string> {
  let cache = translated.get(key)
  if (!cache) translated.set(key, (cache = new WeakMap()))
  return cache
}

/** Returns a function giving an event's line: the system's template filled with its params, else `text`. */
export function useEventText(): (event: GameEvent) => string {
  const { t, i18n } = useTranslation()
  const system = useApp((s) => s.session?.doc.system ?? 'app')
  const options = useApp((s) => s.session?.doc.options)
  // A computer seat is named in the reader's language (see computer/seat-names.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const names = useMemo(() => seatNameMap(options, t), [options, t, i18n.language])
  return useCallback(
    (event: GameEvent) => {
      const key = `${system}:events.${event.type}`
      if (!event.params) return event.text
      const cache = cacheFor(`${i18n.language}|${system}`)
      const known = cache.get(event)
      if (known !== undefined) return known
      // Data names (creatures, abilities) in the reader's words, as the system registered them.
      const params = eventParams(system, renameParams(event.params, names), t)
      let text = event.text
      if (i18n.exists(key)) text = t(key, params)
      else {
        // A template the system composes from parts when a line needs it (SystemUi.eventTemplates).
        const template = composedTemplate(system, i18n.language, event.type)
        if (template !== undefined)
          text = i18n.services.interpolator.interpolate(template, params, i18n.language, {})
      }
      cache.set(event, text)
      return text
    },
    // i18n.language: re-translate when the reader switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [system, t, i18n, i18n.language, names],
  )
}
