/**
 * The catalogue (`src/engine/systems/catalogue.ts`) is the one list of systems. This checks that everything
 * derived from it is there for every catalogued system, and that nothing is there for an uncatalogued one:
 * the files the walkthrough (`docs/adding-a-system.md`) lists, the module its loader gives, the names in
 * six languages, the lint zones.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SYSTEM_CATALOGUE, SYSTEM_IDS, isSystemId } from '../src/engine/systems/catalogue'
import { loadSystem } from '../src/engine/systems/loaders'
import { games, systems } from '../src/engine/systems/registry'
import { LANGUAGES } from '../src/store/persistence/settings'

const root = new URL('../', import.meta.url)
const exists = (path: string) => existsSync(new URL(path, root))
const folders = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The files of a ```files <part>``` block of the walkthrough: the first word of each line. */
function walkthroughFiles(part: 'engine' | 'ui'): string[] {
  const text = readFileSync(new URL('docs/adding-a-system.md', root), 'utf8')
  const block = new RegExp('```files ' + part + '\\n([\\s\\S]*?)```').exec(text)
  if (!block) throw new Error(`docs/adding-a-system.md has no "files ${part}" block`)
  return block[1]!
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0]!)
    .filter(Boolean)
}

describe('the catalogue', () => {
  it('names each system once, with its own rule prefix', () => {
    expect(new Set(SYSTEM_IDS).size).toBe(SYSTEM_IDS.length)
    expect(new Set(SYSTEM_CATALOGUE.map((e) => e.rulePrefix)).size).toBe(SYSTEM_CATALOGUE.length)
    expect(isSystemId('frostgrave')).toBe(true)
    expect(isSystemId('__proto__')).toBe(false)
  })

  it('lists every system folder of the engine and the UI', () => {
    const catalogued = [...SYSTEM_IDS].sort()
    expect(folders('src/engine/systems').sort()).toEqual(catalogued)
    expect(folders('src/ui/systems').sort()).toEqual(catalogued)
  })
})

describe.each(SYSTEM_CATALOGUE.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
  it('has every file the walkthrough lists, in the engine and the UI', () => {
    const missing = [
      ...walkthroughFiles('engine').map((file) => `src/engine/systems/${id}/${file}`),
      ...walkthroughFiles('ui').map((file) => `src/ui/systems/${id}/${file}`),
    ].filter((path) => !exists(path))
    expect(missing).toEqual([])
  })

  it('loads its module, under its own id and of its kind', async () => {
    const module = await loadSystem(id)
    expect(module?.id).toBe(id)
    expect(systems[id]).toBe(module)
    if (entry.kind === 'game') {
      expect(typeof (module as { actor?: unknown }).actor).toBe('function')
      expect((games as Record<string, unknown>)[id]).toBe(module)
    } else expect(id in games).toBe(false)
  })

  it('is named on the home screen in every language, in English as the engine names it', () => {
    for (const language of LANGUAGES) {
      const path = `src/ui/systems/${id}/i18n/catalogue/${language}.json`
      const strings = JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>
      expect(typeof strings.name === 'string' && strings.name.trim(), path).toBeTruthy()
      expect(typeof strings.blurb === 'string' && strings.blurb.trim(), path).toBeTruthy()
      if (language === 'en') expect(strings.name).toBe(entry.name)
    }
  })

  it('has a lint zone of its own in the engine and the UI', async () => {
    // A plain JavaScript module, imported by a path TypeScript does not resolve (it has no types).
    const configPath = '../eslint.config.js'
    const config = ((await import(configPath)) as { default: { files?: string[] }[] }).default
    const zones = config.flatMap((block) => block.files ?? [])
    expect(zones).toContain(`src/engine/systems/${id}/**`)
    expect(zones).toContain(`src/ui/systems/${id}/**`)
  })
})
