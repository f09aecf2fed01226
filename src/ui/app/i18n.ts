/**
 * i18next set-up. The shell's strings live in `locales/*.json` (namespace "app"); each system registers its
 * own namespace when its UI loads. English and Japanese are complete; Thai, Chinese and Russian translate
 * what they can and fall back to English for the rest.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import ja from './locales/ja.json'
import ru from './locales/ru.json'
import th from './locales/th.json'
import zhHans from './locales/zh-Hans.json'
import zhHant from './locales/zh-Hant.json'
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
  resources: {
    en: { app: en },
    ja: { app: ja },
    th: { app: th },
    'zh-Hant': { app: zhHant },
    'zh-Hans': { app: zhHans },
    ru: { app: ru },
  },
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
