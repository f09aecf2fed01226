import { test, expect } from 'vitest'
import { strings as ja } from '../../../../src/ui/systems/frostgrave/i18n/ja'
import { en } from '../../../../src/ui/systems/frostgrave/i18n/strings'
import { FG_DATA } from '../../../../src/engine/systems/frostgrave'
test('English and Japanese strings have the same keys', () => {
  expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort())
})

test('every terrain name the product gives (presets, kinds) has a Japanese label', () => {
  const names = new Set(['Open ground', 'Rough ground', 'Wall', 'Cover'])
  for (const preset of FG_DATA.terrainPresets) for (const piece of preset.pieces) names.add(piece.name)
  for (const name of names) {
    expect(en[`terrainName.${name}`], name).toBe(name)
    expect(ja[`terrainName.${name}`], name).toBeDefined()
  }
})
