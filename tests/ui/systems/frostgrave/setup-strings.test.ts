/**
 * The set-up screen registers its own English (setup-en.ts) instead of the board's whole `en`: every string
 * it can show must be there, word for word as the board has it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SETUP_SCREEN_EN } from '../../../../src/ui/systems/frostgrave/i18n/setup-en'
import { en } from '../../../../src/ui/systems/frostgrave/i18n/strings'
import { systemSetup } from '../../../../src/ui/systems/frostgrave/setup'
import { systemUi } from '../../../../src/ui/systems/frostgrave'

/** The files the set-up screen renders or calls to say things. */
const SETUP_FILES = [
  'panels/NewGame.tsx',
  'panels/WarbandBuilder.tsx',
  'before-game/out-of-game.ts',
  'names.ts',
].map((f) => readFileSync(new URL(`../../../../src/ui/systems/frostgrave/${f}`, import.meta.url), 'utf8'))

const PLURAL = /_(one|other)$/

describe('the set-up screen English', () => {
  it('is what the board says, key for key', () => {
    for (const [key, text] of Object.entries(SETUP_SCREEN_EN)) expect(text, key).toBe(en[key])
  })

  it('is what the set-up screen registers, with the same language packs as the board', () => {
    expect(systemSetup.strings.en).toBe(SETUP_SCREEN_EN)
    expect(systemSetup.languages).toBe(systemUi.languages)
  })

  it('has every key the set-up files name', () => {
    const named = SETUP_FILES.flatMap((text) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!))
    expect(named.length).toBeGreaterThan(40)
    const missing = named.filter(
      (key) =>
        !(key in SETUP_SCREEN_EN) && !Object.keys(SETUP_SCREEN_EN).some((k) => k.replace(PLURAL, '') === key),
    )
    expect(missing).toEqual([])
  })

  it('has every key of each family the set-up files name by a pattern, and of what the engine says there', () => {
    const patterns = SETUP_FILES.flatMap((text) =>
      [...text.matchAll(/\bt\(`([\w]+)\.\$\{/g), ...text.matchAll(/`([\w]+)\.\$\{/g)].map((m) => `${m[1]}.`),
    )
    // Builder problems and import refusals (useFgText), and the words their params take (localizeParams).
    const families = new Set([
      ...patterns,
      'errors.warband.',
      'errors.import-',
      'edgeWord.',
      'stageWord.',
      'phaseWord.',
      'weaponWord.',
      'equipment.',
    ])
    for (const family of [
      'builder.',
      'school.',
      'spell.',
      'soldier.',
      'weapon.',
      'creature.',
      'spellSummary.',
      'spellUse.',
    ])
      expect(families, family).toContain(family)
    // A terrain name in a sentence falls back to itself (names.ts), which is its English label.
    families.delete('terrainName.')
    for (const key of Object.keys(en).filter((k) => k.startsWith('terrainName.')))
      expect(en[key]).toBe(key.slice('terrainName.'.length))
    const missing = Object.keys(en).filter(
      (key) => [...families].some((f) => key.startsWith(f)) && !(key in SETUP_SCREEN_EN),
    )
    expect(missing).toEqual([])
  })
})
