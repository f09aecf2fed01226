/**
 * The effect library's words (DX-7): the English log templates and refusal templates reproduce the engine's
 * own sentences for every library line and every refusal of a command or a file, and each other language
 * has the same keys with the same placeholders.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import {
  readLibraryFile,
  type DxAction,
  type LibraryEffectInput,
} from '../../../../src/engine/systems/double-cross'
import { act, session, start } from '../../../engine/double-cross/helpers'
import { fillTemplate } from '../../../../src/testing/event-templates'
import { expectTranslatedLike } from './word-tables'
import { LIBRARY_EN } from '../../../../src/ui/systems/double-cross/i18n/library/en'
import { LIBRARY_JA } from '../../../../src/ui/systems/double-cross/i18n/library/ja'
import { LIBRARY_TH } from '../../../../src/ui/systems/double-cross/i18n/library/th'
import { LIBRARY_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/library/zh-Hant'
import { LIBRARY_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/library/zh-Hans'
import { LIBRARY_RU } from '../../../../src/ui/systems/double-cross/i18n/library/ru'

const en: Record<string, string> = LIBRARY_EN

const effect: LibraryEffectInput = {
  name: 'Claws',
  level: 1,
  timing: 'Minor',
  skill: '—',
  cost: 3,
  target: 'Self',
  range: 'Close',
  difficulty: 'Automatic',
  restriction: '—',
  dice: 0,
  criticalReduction: 0,
  attack: 5,
  hit: 0,
  text: '',
}
const weapon = {
  name: 'Knife',
  kind: 'melee',
  skill: 'melee',
  hit: 0,
  attack: 2,
  guard: 1,
  range: 'Close',
} as const

describe('DX-7 library words', () => {
  it('English log templates reproduce every library line', () => {
    const actions: DxAction[] = [
      { type: 'double-cross/libraryEffect', op: 'add', id: 'fx-1', effect },
      { type: 'double-cross/libraryEffect', op: 'edit', id: 'fx-1', effect },
      { type: 'double-cross/libraryEffect', op: 'duplicate', id: 'fx-1', newId: 'fx-2', name: 'Claws 2' },
      { type: 'double-cross/libraryEffect', op: 'remove', id: 'fx-2' },
      { type: 'double-cross/libraryWeapon', op: 'add', id: 'wp-1', weapon },
      { type: 'double-cross/libraryWeapon', op: 'edit', id: 'wp-1', weapon },
      { type: 'double-cross/libraryWeapon', op: 'duplicate', id: 'wp-1', newId: 'wp-2', name: 'Knife 2' },
      { type: 'double-cross/libraryWeapon', op: 'remove', id: 'wp-2' },
      {
        type: 'double-cross/importLibrary',
        effects: [
          { ...effect, id: 'fx-1' },
          { ...effect, id: 'fx-9' },
        ],
        weapons: [],
      },
      { type: 'double-cross/takeFromLibrary', characterId: 'c1', effectId: 'fx-1' },
      { type: 'double-cross/takeFromLibrary', characterId: 'c1', weaponId: 'wp-1' },
    ]
    let state = start()
    const seen = new Set<string>()
    for (const action of actions) {
      const r = act(state, action)
      state = r.state
      for (const e of r.events) {
        const template = en[`events.${e.type}`]
        expect(template, e.type).toBeDefined()
        expect(fillTemplate(template!, e.params ?? {})).toBe(e.text)
        expect(e.rule).toBe('DX-7')
        seen.add(e.type)
      }
    }
    expect(seen.size).toBe(11)
  })

  it('English refusal templates reproduce the engine’s and the file reader’s sentences', () => {
    let state = start()
    state = act(state, { type: 'double-cross/libraryEffect', op: 'add', id: 'fx-1', effect }).state
    const refusals: unknown[] = [
      { type: 'double-cross/libraryEffect', op: 'add', id: 'fx-1', effect },
      { type: 'double-cross/libraryEffect', op: 'remove', id: 'nope' },
      { type: 'double-cross/libraryEffect', op: 'add', id: 'fx-2', effect: { ...effect, name: ' ' } },
      { type: 'double-cross/importLibrary', effects: [], weapons: [] },
      {
        type: 'double-cross/importLibrary',
        effects: [
          { ...effect, id: 'a' },
          { ...effect, id: 'a' },
        ],
        weapons: [],
      },
      { type: 'double-cross/takeFromLibrary', characterId: 'c1' },
    ]
    for (const action of refusals) {
      const r = session.apply(state, action as DxAction, scriptedDice([]))
      if (r.ok) throw new Error('expected a refusal')
      expect(fillTemplate(en[`errors.${r.code}`]!, r.params ?? {})).toBe(r.error)
    }
    const files = [
      7,
      'x'.repeat(2 * 1024 * 1024),
      '{',
      '[]',
      '{"__proto__": {}}',
      '{"kind": "x"}',
      '{"kind": "tabletop/double-cross-library", "version": "1"}',
      '{"kind": "tabletop/double-cross-library", "version": 3}',
      '{"kind": "tabletop/double-cross-library", "version": 1, "effects": 5, "weapons": []}',
      `{"kind": "tabletop/double-cross-library", "version": 1, "a": ${'['.repeat(30)}${']'.repeat(30)}}`,
    ]
    const codes = new Set<string>()
    for (const text of files) {
      const r = readLibraryFile(text)
      if (r.ok) throw new Error('expected a refusal')
      expect(fillTemplate(en[`errors.${r.code}`]!, r.params)).toBe(r.error)
      codes.add(r.code)
    }
    expect(codes.size).toBe(files.length)
  })

  it.each([
    ['ja', LIBRARY_JA],
    ['th', LIBRARY_TH],
    ['zh-Hant', LIBRARY_ZH_HANT],
    ['zh-Hans', LIBRARY_ZH_HANS],
    ['ru', LIBRARY_RU],
  ])('%s has every key with the English placeholders, and no English left', (_, table) =>
    expectTranslatedLike(en, table),
  )
})
