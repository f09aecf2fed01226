/** The fight's modifier words cover every modifier key the engine can list (FG-5), in every language. */
import { expect, it } from 'vitest'
import { DAMAGE_KEYS, ROLL_KEYS } from '../../../../src/ui/systems/frostgrave/i18n/melee/templates'
import { MELEE_EN } from '../../../../src/ui/systems/frostgrave/i18n/melee/en'
import { modifierKeys } from '../../../../src/engine/systems/frostgrave/rules/fight-setup'

it('FG-5 the UI knows every roll and damage modifier key of the engine', () => {
  const keys = modifierKeys()
  expect([...ROLL_KEYS]).toEqual(keys.roll)
  expect([...DAMAGE_KEYS]).toEqual(keys.damage)
  for (const k of keys.roll) expect(MELEE_EN[`events.frostgrave/fightModifier-roll-${k}`]).toBeDefined()
  for (const k of keys.damage) expect(MELEE_EN[`events.frostgrave/fightModifier-damage-${k}`]).toBeDefined()
})
