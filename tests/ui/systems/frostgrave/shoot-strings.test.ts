/**
 * The shot panel names every modifier the engine can give (FG-6.4, FG-9.2, FG-7.2) and both sides of the
 * roll, in every language.
 */
import { describe, expect, it } from 'vitest'
import { SHOT_MODIFIER_KINDS } from '../../../../src/engine/systems/frostgrave'
import { SHOOT_EN } from '../../../../src/ui/systems/frostgrave/i18n/shoot/en'
import { SHOOT_JA } from '../../../../src/ui/systems/frostgrave/i18n/shoot/ja'
import { SHOOT_RU } from '../../../../src/ui/systems/frostgrave/i18n/shoot/ru'
import { SHOOT_TH } from '../../../../src/ui/systems/frostgrave/i18n/shoot/th'
import { SHOOT_ZH_HANS } from '../../../../src/ui/systems/frostgrave/i18n/shoot/zh-Hans'
import { SHOOT_ZH_HANT } from '../../../../src/ui/systems/frostgrave/i18n/shoot/zh-Hant'

const BUNDLES = {
  en: SHOOT_EN,
  ja: SHOOT_JA,
  th: SHOOT_TH,
  'zh-Hant': SHOOT_ZH_HANT,
  'zh-Hans': SHOOT_ZH_HANS,
  ru: SHOOT_RU,
}

describe.each(Object.entries(BUNDLES))('shooting strings in %s', (_language, bundle) => {
  it('name every modifier kind, its log line and both sides of the roll', () => {
    for (const kind of SHOT_MODIFIER_KINDS) {
      expect(bundle[`shoot.mod.${kind}`], kind).toBeTruthy()
      expect(bundle[`events.frostgrave/shotModifier-${kind}`], kind).toBeTruthy()
    }
    expect(bundle['shoot.side.shooter']).toBeTruthy()
    expect(bundle['shoot.side.target']).toBeTruthy()
  })

  it('have exactly the English keys', () => {
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(SHOOT_EN).sort())
  })
})
