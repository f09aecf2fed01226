/**
 * A refused save file in the reader's language: every `readSave` refusal carries a code and params, the
 * shell's English `errors.save.<code>` reproduces the engine's sentence exactly, and every other language
 * tells it in its own words (only the parser's or system's `detail` stays as it was written).
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { readSave, SAVE_SCHEMA_VERSION, startHistory, writeSave, type SavedGame } from '../../src/engine'
import en from '../../src/ui/app/locales/en.json'
import ja from '../../src/ui/app/locales/ja.json'
import ru from '../../src/ui/app/locales/ru.json'
import th from '../../src/ui/app/locales/th.json'
import zhHans from '../../src/ui/app/locales/zh-Hans.json'
import zhHant from '../../src/ui/app/locales/zh-Hant.json'
import { raceGame } from '../fixtures/race-game'

const LOCALES = { en, ja, th, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ru }
/** The systems' names, from each system's folder, as the shell adds them under `system.<id>`. */
const catalogues = import.meta.glob<{ name: string }>('../../src/ui/systems/*/i18n/catalogue/*.json', {
  eager: true,
  import: 'default',
})
const systemNames = (language: string) =>
  Object.fromEntries(
    Object.entries(catalogues)
      .filter(([path]) => path.endsWith(`/${language}.json`))
      .map(([path, strings]) => [path.split('/')[5]!, strings]),
  )
const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(LOCALES).map(([l, bundle]) => [l, { app: { ...bundle, system: systemNames(l) } }]),
  ),
  lng: 'en',
  fallbackLng: false,
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  initAsync: false,
})

const registry = { chesswarrior: raceGame } as Parameters<typeof readSave>[1]

function saved(): Record<string, unknown> {
  const started = startHistory(raceGame, {}, 'seed-1')
  if (!started.ok) throw new Error(started.error)
  const save: SavedGame = {
    id: 'g1',
    system: 'chesswarrior',
    schemaVersion: SAVE_SCHEMA_VERSION,
    name: 'Friday race',
    options: {},
    seed: 'seed-1',
    log: [{ action: { type: 'race/roll' }, rolls: [[6, 4]], group: 0 }],
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T19:00:00.000Z',
  }
  return JSON.parse(writeSave(save)) as Record<string, unknown>
}
const withDoc = (change: (doc: Record<string, unknown>) => void) => {
  const doc = saved()
  change(doc)
  return JSON.stringify(doc)
}

const CASES: [string, string][] = [
  ['notJson', '{"id": '],
  ['notObject', '[]'],
  ['tooLarge', ' '.repeat(5 * 1024 * 1024 + 1)],
  ['forbiddenKey', withDoc((d) => (d.options = { a: JSON.parse('{"__proto__": {"x": 1}}') as unknown }))],
  ['forbiddenKeyAtTop', '{"constructor": 1}'],
  ['tooDeep', `{"options":${'['.repeat(100)}${']'.repeat(100)}}`],
  ['noSchemaVersion', '{"system":"chesswarrior"}'],
  ['newerVersion', withDoc((d) => (d.schemaVersion = 99))],
  ['unknownSystem', withDoc((d) => (d.system = 'monopoly'))],
  ['noSystem', withDoc((d) => delete d.system)],
  ['comingSoon', withDoc((d) => (d.system = 'frostgrave'))],
  ['wrongShape', withDoc((d) => delete d.name)],
  ['entryFails', withDoc((d) => ((d.log as { rolls: unknown[] }[])[0]!.rolls = []))],
]

describe('save refusals', () => {
  it.each(CASES)('%s: a code and params, told in English exactly as the engine says it', (code, text) => {
    const result = readSave(text, registry)
    if (result.ok) throw new Error('expected a refusal')
    expect(result.code).toBe(`save.${code}`)
    expect(i18n.t(`errors.${result.code}`, { ...result.params, lng: 'en' })).toBe(result.error)
  })

  it.each(Object.keys(LOCALES).filter((l) => l !== 'en'))('%s says every refusal in its own words', (lng) => {
    for (const [, text] of CASES) {
      const result = readSave(text, registry)
      if (result.ok) throw new Error('expected a refusal')
      const said = i18n.t(`errors.${result.code}`, { ...result.params, lng })
      expect(said).not.toBe(result.error)
      expect(said).not.toMatch(/{{|\$t\(|errors\./)
      // English left in the sentence is only the detail, a path, or the product's and format's names.
      const rest = Object.values(result.params)
        .reduce<string>((line, value) => line.replace(String(value), ''), said)
        .replace(/Tabletop|JSON|schemaVersion|MB|Frostgrave/g, '')
      expect(rest, said).not.toMatch(/[A-Za-z]{3,}/)
    }
  })

  it('a coming-soon system is named in the reader’s words', () => {
    const result = readSave(
      withDoc((d) => (d.system = 'dice-roll-party')),
      registry,
    )
    if (result.ok) throw new Error('expected a refusal')
    expect(i18n.t(`errors.${result.code}`, { ...result.params, lng: 'ru' })).toContain(
      systemNames('ru')['dice-roll-party']!.name,
    )
  })
})
