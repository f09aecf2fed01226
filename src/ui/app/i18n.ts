/**
 * i18next set-up. The shell's strings live in `locales/*.json` (namespace "app"); each system registers its
 * own namespace when its UI loads. English is built in (the fallback); every other language is a chunk of
 * its own, fetched by `loadLanguage` before the app switches to it, so nobody downloads six languages.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import { keepThaiWordsWhole } from './thai-words'
import type { EventTemplate, Language, LanguagePack, RuleEntry, SystemSetup, SystemUi } from './system-ui'

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  th: 'ไทย',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  ru: 'Русский',
}

export const i18n = i18next.createInstance()

/** Each system's `i18n/catalogue/<language>.json`: its name and blurb on the home screen. */
interface CatalogueStrings {
  name: string
  blurb: string
}
/** `../systems/<id>/i18n/catalogue/<language>.json` → `<id>`. */
const systemOfPath = (path: string): string => path.split('/')[2]!

/** The systems' names in English come with the shell; in other languages, with the shell's language chunk. */
const englishCatalogue = import.meta.glob<CatalogueStrings>('../systems/*/i18n/catalogue/en.json', {
  eager: true,
  import: 'default',
})
const catalogues = import.meta.glob<CatalogueStrings>(
  ['../systems/*/i18n/catalogue/*.json', '!../systems/*/i18n/catalogue/en.json'],
  { import: 'default' },
)

/** The `system.<id>` strings of the shell from each system's catalogue file. */
const systemStrings = (entries: [string, CatalogueStrings][]) => ({
  system: Object.fromEntries(entries.map(([path, strings]) => [systemOfPath(path), strings])),
})

// Thai lines break only between whole words (thai-words.ts): every Thai string passes through it.
i18n.use({
  type: 'postProcessor',
  name: 'thaiWords',
  process: (value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }) =>
    (options.lng ?? translator.language) === 'th' ? keepThaiWordsWhole(value) : value,
})

void i18n.use(initReactI18next).init({
  resources: { en: { app: { ...en, ...systemStrings(Object.entries(englishCatalogue)) } } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'app',
  ns: ['app'],
  interpolation: { escapeValue: false },
  postProcess: ['thaiWords'],
  initAsync: false,
})

type Rules = Readonly<Record<string, Omit<RuleEntry, 'id'>>>

/** Every system UI (or set-up form alone) loaded so far, so a change of language fetches its strings for each. */
const shown = new Map<string, SystemSetup>()
/** Rules references that arrived in language packs, by `<system>/<language>`. */
const packRules = new Map<string, Rules>()
const packs = new Map<string, Promise<LanguagePack>>()
/** Composed log-line templates by `<system>/<language>`, built in or from a pack. */
const composers = new Map<string, EventTemplate>()

/** Adds a system's built-in strings as the namespace named after its id (idempotent). */
export function registerSystemStrings(ui: SystemSetup): void {
  shown.set(ui.id, ui)
  for (const [language, bundle] of Object.entries(ui.strings)) {
    if (bundle) i18n.addResourceBundle(language, ui.id, bundle, true, true)
  }
  for (const [language, compose] of Object.entries(ui.eventTemplates ?? {}))
    if (compose) composers.set(`${ui.id}/${language}`, compose)
}

/** Fetches a system's strings and rules in `language` (once), when the system has them as a pack. */
export async function loadSystemLanguage(ui: SystemSetup, language: Language): Promise<void> {
  const load = ui.languages?.[language]
  if (!load) return
  const key = `${ui.id}/${language}`
  let pack = packs.get(key)
  if (!pack) packs.set(key, (pack = load()))
  const { strings, rules, eventTemplate } = await pack
  i18n.addResourceBundle(language, ui.id, strings, true, true)
  if (rules) packRules.set(key, rules)
  if (eventTemplate) composers.set(key, eventTemplate)
}

/** A log-line template a system composes for `type` in `language` (see `SystemUi.eventTemplates`). */
export function composedTemplate(system: string, language: string, type: string): string | undefined {
  return composers.get(`${system}/${language}`)?.(type)
}

/** A rule's title in `language` (English where the language has none). */
export function ruleTitle(ui: SystemUi, language: string, id: string): string | undefined {
  return rulesIn(ui, language)?.[id]?.title ?? englishRules(ui)?.find((r) => r.id === id)?.title
}

/** English rules references fetched so far (`SystemUi.loadRules`, see use-english-rules.ts), by system. */
export const fetchedRules = new Map<string, readonly RuleEntry[]>()

/** A system's rules reference in English: undefined until `loadRules` has fetched it. */
export function englishRules(ui: SystemUi): readonly RuleEntry[] | undefined {
  return fetchedRules.get(ui.id)
}

/** A system's rules reference in `language`, built in or from its pack; undefined shows English. */
export function rulesIn(ui: SystemUi, language: string): Rules | undefined {
  return ui.translatedRules?.[language as Language] ?? packRules.get(`${ui.id}/${language}`)
}

const shellLocales = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
})

/** Fetches the shell's and every shown system's strings in `language` (once); the app awaits it before switching. */
export async function loadLanguage(language: Language): Promise<void> {
  const systems = [...shown.values()].map((ui) => loadSystemLanguage(ui, language))
  const load = shellLocales[`./locales/${language}.json`]
  if (load && !i18n.hasResourceBundle(language, 'app')) {
    const names = Object.entries(catalogues).filter(([path]) => path.endsWith(`/${language}.json`))
    const [shell, ...strings] = await Promise.all([load(), ...names.map(([, get]) => get())])
    const entries = names.map(([path], i): [string, CatalogueStrings] => [path, strings[i]!])
    i18n.addResourceBundle(language, 'app', { ...shell, ...systemStrings(entries) }, true, true)
  }
  await Promise.all(systems)
}
