import { test, expect } from 'vitest'
import { en, ja } from '../../../src/ui/canvas/frostgrave/strings'
test('English and Japanese strings have the same keys', () => {
  expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort())
})
