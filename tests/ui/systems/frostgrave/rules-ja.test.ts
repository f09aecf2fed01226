import { expect, test } from 'vitest'
import { RULES } from '../../../../src/ui/systems/frostgrave/i18n/rules'
import { RULES_JA } from '../../../../src/ui/systems/frostgrave/i18n/rules-ja'
import { systemUi } from '../../../../src/ui/systems/frostgrave'

test('every rule of the reference has a Japanese entry, and nothing else does', () => {
  expect(Object.keys(RULES_JA).sort()).toEqual(RULES.map((r) => r.id).sort())
  for (const entry of Object.values(RULES_JA)) {
    expect(entry.title.trim()).not.toBe('')
    expect(entry.text.trim()).not.toBe('')
  }
})

test('Japanese comes as a pack of its own, with the whole rules reference', async () => {
  expect(systemUi.strings).not.toHaveProperty('ja')
  expect((await systemUi.languages!.ja!()).rules).toBe(RULES_JA)
})
