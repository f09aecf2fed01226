/**
 * Whether a log line or a refusal reads in each language, decided exactly as the app decides it: the
 * system's UI is loaded with every language (as a change of language loads it), then a line is looked up as
 * `useEventText` (event-text.ts) does and a refusal as `useRefusalText` (refusal-text.ts) does. A language
 * "has" the sentence only when the string the app would show comes from that language: i18next falls back
 * to English, and a fallback is a missing translation here.
 */
import type { TFunction } from 'i18next'
import type { GameEvent, SystemId, TextParams } from '../../src/engine'
import { eventParams } from '../../src/ui/app/event-params'
import { composedTemplate, i18n } from '../../src/ui/app/i18n'
import { systemUiLoaders } from '../../src/ui/app/system-loaders'
import { LANGUAGES, type Language, type SystemUi } from '../../src/ui/app/system-ui'
import { withEveryLanguage } from '../../src/testing/every-language'

export { LANGUAGES, type Language }

/** A system's UI with all six languages registered with the app's i18next, as the app would have them. */
export async function loadSystemStrings(id: SystemId): Promise<SystemUi> {
  const load = systemUiLoaders[id]
  if (!load) throw new Error(`${id} has no UI loader (src/ui/app/system-loaders.ts)`)
  return withEveryLanguage((await load()).systemUi)
}

type Details = { usedLng: string; exactUsedKey: string }

/** `t(key, params)` in `language`, with where i18next found the string. */
function lookUp(key: string, params: Record<string, unknown>, language: Language): Details {
  const details = i18n.t(key, { ...params, lng: language, returnDetails: true }) as unknown as Details
  return details
}

const fixedT = (language: Language): TFunction => i18n.getFixedT(language)

/**
 * The languages in which `event` would show as English (its `text` or an English template) in the log.
 * Mirrors `useEventText`: no `params` → `text`; else `events.<type>` if i18next has it (in any language,
 * English included as the fallback), else the template the system composes for that language.
 */
export function eventLanguagesMissing(system: SystemId, event: GameEvent): Language[] {
  return LANGUAGES.filter((language) => {
    if (!event.params) return true
    const key = `${system}:events.${event.type}`
    if (i18n.exists(key, { lng: language })) {
      const params = eventParams(system, event.params, fixedT(language))
      return lookUp(key, params, language).usedLng !== language
    }
    return composedTemplate(system, language, event.type) === undefined
  })
}

/** What the UI needs of a refusal (refusal-text.ts `RefusalLike`). */
export interface RefusalLike {
  error: string
  code?: string
  params?: TextParams
}

/**
 * The languages in which `refusal` would show as English. Mirrors `useRefusalText`: no code, or no
 * `errors.<code>` in any language → the English `error`; else `t(key, params)`, which must come from the
 * reader's language. A wrapped cause (`params.reasonCode`) must read in that language too.
 */
export function refusalLanguagesMissing(system: SystemId, refusal: RefusalLike): Language[] {
  return LANGUAGES.filter((language) => {
    const key = `${system}:errors.${refusal.code}`
    if (!refusal.code || !i18n.exists(key, { lng: language })) return true
    const params: Record<string, unknown> = { ...refusal.params }
    if (lookUp(key, params, language).usedLng !== language) return true
    const cause = `${system}:errors.${params.reasonCode}`
    if (typeof params.reasonCode === 'string' && i18n.exists(cause, { lng: language }))
      return lookUp(cause, params, language).usedLng !== language
    return false
  })
}
