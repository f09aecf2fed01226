/**
 * Issue 10 in the reader's words: the warband builder's tooltip says when each out-of-game spell is cast
 * (before a game, after a game, no potions) in every language, and an illusory soldier's name and the
 * before-game lines name soldier types and spells in the language's own terms.
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { FG_DATA, outOfGameUse } from '../../../../src/engine/systems/frostgrave'
import { spellTooltip } from '../../../../src/ui/systems/frostgrave/before-game/out-of-game'
import { localizeEventParams, modelName } from '../../../../src/ui/systems/frostgrave/names'
import { strings as ja } from '../../../../src/ui/systems/frostgrave/i18n/ja'
import { en } from '../../../../src/ui/systems/frostgrave/i18n/strings'
import { strings as ru } from '../../../../src/ui/systems/frostgrave/i18n/ru'
import { strings as th } from '../../../../src/ui/systems/frostgrave/i18n/th'
import { strings as zhHans } from '../../../../src/ui/systems/frostgrave/i18n/zh-Hans'
import { strings as zhHant } from '../../../../src/ui/systems/frostgrave/i18n/zh-Hant'

const BUNDLES: Record<string, Record<string, string>> = {
  en,
  ja,
  th,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ru,
}
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

describe('out-of-game spells in the warband builder', () => {
  it.each(Object.keys(BUNDLES))('%s: each tooltip ends with when the spell is cast', (lng) => {
    const t = i18n.getFixedT(lng)
    for (const spell of FG_DATA.spells) {
      const use = outOfGameUse(spell.name)
      const tip = spellTooltip(t, spell)
      if (use) expect(tip.split('\n')[1], spell.name).toBe(BUNDLES[lng]![`spellUse.${use}`])
      else expect(tip, spell.name).not.toContain('\n')
    }
    expect(
      spellTooltip(
        t,
        FG_DATA.spells.find((s) => s.name === 'Write Scroll')!,
      ),
    ).toContain(BUNDLES[lng]!['spellUse.afterGame'])
  })

  it('English reads "after a game (campaign)"', () => {
    const t = i18n.getFixedT('en')
    expect(
      spellTooltip(
        t,
        FG_DATA.spells.find((s) => s.name === 'Restore Life')!,
      ),
    ).toContain('after a game (campaign)')
  })
})

describe('illusions and before-game lines in the reader’s words', () => {
  it('an illusory Knight is named with the language’s soldier type', () => {
    expect(modelName(i18n.getFixedT('en'), 'Knight (illusion)', 'soldier')).toBe('Knight (illusion)')
    for (const lng of ['ja', 'th', 'zh-Hant', 'zh-Hans', 'ru']) {
      const name = modelName(i18n.getFixedT(lng), 'Knight (illusion)', 'soldier')
      expect(name, lng).toContain(BUNDLES[lng]!['soldier.Knight'])
      expect(name, lng).not.toContain('illusion')
    }
  })

  it('a raised zombie in the caster’s warband is named in the reader’s words, a player’s soldier as given (issue 33)', () => {
    const zombie = { ja: 'ゾンビ 3', th: 'ซอมบี้ 3', 'zh-Hant': '殭屍 3', 'zh-Hans': '僵尸 3', ru: 'Зомби 3' }
    expect(modelName(i18n.getFixedT('en'), 'Zombie 3', 'soldier')).toBe('Zombie 3')
    for (const [lng, name] of Object.entries(zombie)) {
      expect(modelName(i18n.getFixedT(lng), 'Zombie 3', 'soldier'), lng).toBe(name)
      expect(modelName(i18n.getFixedT(lng), 'Thug 2', 'soldier'), lng).toBe('Thug 2')
      expect(modelName(i18n.getFixedT(lng), 'Zombie', 'soldier'), lng).toBe('Zombie')
    }
  })

  it('the illusion line names the soldier type in each language', () => {
    const params = { soldierType: 'Knight', player: 'Ember' }
    expect(localizeEventParams(i18n.getFixedT('en'), params)).toEqual(params)
    expect(localizeEventParams(i18n.getFixedT('ja'), params).soldierType).toBe(ja['soldier.Knight'])
  })
})
