/**
 * Frostgrave's data in the reader's words where log lines and tooltips show it: a creature named in a log
 * line ("Zombie 2", or its type) is told in the reader's language, English stays as the engine wrote it,
 * a player's own names are kept; every spell has its builder tooltip in every language.
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { FG_DATA } from '../../../../src/engine/systems/frostgrave'
import { localizeEventParams, localizeParams } from '../../../../src/ui/systems/frostgrave/names'
import { strings as ja } from '../../../../src/ui/systems/frostgrave/i18n/ja'
import { en } from '../../../../src/ui/systems/frostgrave/i18n/strings'
import { strings as ru } from '../../../../src/ui/systems/frostgrave/i18n/ru'
import { strings as th } from '../../../../src/ui/systems/frostgrave/i18n/th'
import { strings as zhHans } from '../../../../src/ui/systems/frostgrave/i18n/zh-Hans'
import { strings as zhHant } from '../../../../src/ui/systems/frostgrave/i18n/zh-Hant'

const BUNDLES = { en, ja, th, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ru }
const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(Object.entries(BUNDLES).map(([l, b]) => [l, { frostgrave: b }])),
  lng: 'en',
  fallbackLng: false,
  ns: ['frostgrave'],
  defaultNS: 'frostgrave',
  interpolation: { escapeValue: false },
  initAsync: false,
})
const OTHERS = ['ja', 'th', 'zh-Hant', 'zh-Hans', 'ru'] as const
const line = (lng: string, params: Record<string, string | number>) =>
  i18n.t('events.frostgrave/fell', { ...localizeEventParams(i18n.getFixedT(lng), params), lng })

describe('creatures in log lines', () => {
  const params = { model: 'Zombie 2', height: '3"', damage: 2, health: 4 }

  it('English reads as the engine wrote it', () => {
    expect(localizeEventParams(i18n.getFixedT('en'), params)).toEqual(params)
    const named = {
      spell: "Fool's Gold",
      school: 'Witch',
      weapon: 'Staff',
      name: 'Ruined tower',
      spells: 'Heal, Fog',
    }
    expect(localizeEventParams(i18n.getFixedT('en'), named)).toEqual(named)
  })

  it.each(OTHERS)('%s names every creature of the data in its own words', (lng) => {
    const t = i18n.getFixedT(lng)
    for (const creature of FG_DATA.creatures) {
      const said = line(lng, { ...params, model: `${creature.name} 3` })
      expect(said, said).not.toContain(creature.name)
      expect(said).toContain(`${t(`creature.${creature.name}`)} 3`)
      // Any param may name a creature (an attacker, a target), and a line may name the type alone.
      expect(localizeEventParams(t, { target: `${creature.name} 1`, creature: creature.name })).toEqual({
        target: `${t(`creature.${creature.name}`)} 1`,
        creature: t(`creature.${creature.name}`),
      })
    }
  })

  it('refusals still name ids in the reader’s words', () => {
    expect(localizeParams(i18n.getFixedT('zh-Hant'), { model: 'Imp 1' }).model).not.toContain('Imp')
  })

  it('a player’s own model names stay as written', () => {
    expect(localizeEventParams(i18n.getFixedT('ru'), { model: 'Ann 2', attacker: 'Thief' })).toEqual({
      model: 'Ann 2',
      attacker: 'Thief',
    })
  })
})

describe('spell tooltips', () => {
  it('English is the data’s own summary', () => {
    for (const spell of FG_DATA.spells) expect(en[`spellSummary.${spell.name}`]).toBe(spell.summary)
  })

  it.each(OTHERS)('%s has every spell’s summary in its own words', (lng) => {
    const bundle = BUNDLES[lng]
    for (const spell of FG_DATA.spells) {
      const said = bundle[`spellSummary.${spell.name}`]
      expect(said, spell.name).toBeDefined()
      // Thai, Chinese, Russian and Japanese: no English word left but dice (d20) and line of sight's LoS.
      if (lng !== 'th') expect(said!.replace(/\bd20\b|\bXP\b/g, ''), said).not.toMatch(/[A-Za-z]{2,}/)
      expect(said!.replace(/\bd20\b|\bXP\b/g, ''), said).not.toMatch(/[A-Za-z]{3,}/)
    }
  })
})
