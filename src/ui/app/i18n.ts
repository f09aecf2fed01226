/**
 * i18next set-up. The shell's strings live in `locales/*.json` (namespace "app"); each system registers its
 * own namespace when its UI loads. English is built in (the fallback); every other language is a chunk of
 * its own, fetched by `loadLanguage` before the app switches to it, so nobody downloads six languages.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import type { Language, SystemUi } from './system-ui'

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  th: 'ไทย',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  ru: 'Русский',
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: { en: { app: en } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'app',
  ns: ['app'],
  interpolation: { escapeValue: false },
  initAsync: false,
})

/** Adds a system's strings as the namespace named after its id (idempotent). */
export function registerSystemStrings(ui: Pick<SystemUi, 'id' | 'strings'>): void {
  for (const [language, bundle] of Object.entries(ui.strings)) {
    if (bundle) i18n.addResourceBundle(language, ui.id, bundle, true, true)
  }
}

const shellLocales = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
})

/** Fetches the shell's strings in `language` (once); the app calls it before switching language. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'app')) return
  const load = shellLocales[`./locales/${language}.json`]
  if (load) i18n.addResourceBundle(language, 'app', await load(), true, true)
}
