/**
 * A system's UI with every language loaded, for tests that check all six at once: the app fetches Thai,
 * Chinese and Russian only when the reader picks one (`SystemUi.languages`). Also registers every bundle
 * with i18next, as the app does on a change of language.
 */
import { loadSystemLanguage, registerSystemStrings, rulesIn } from '../ui/app/i18n'
import { LANGUAGES, type Language, type SystemUi } from '../ui/app/system-ui'

export async function withEveryLanguage<T extends SystemUi>(ui: T): Promise<T> {
  registerSystemStrings(ui)
  const strings: Partial<Record<Language, Record<string, string>>> = { ...ui.strings }
  const translatedRules = { ...ui.translatedRules }
  for (const language of LANGUAGES) {
    const load = ui.languages?.[language]
    if (!load) continue
    await loadSystemLanguage(ui, language)
    strings[language] = (await load()).strings
    translatedRules[language] = rulesIn(ui, language)
  }
  return { ...ui, strings: strings as T['strings'], translatedRules }
}
