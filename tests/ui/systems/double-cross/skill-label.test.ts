/**
 * A skill with a specialty reads in the reader's words (issue 33): the sample cast's "Info: Rumors" is
 * 「情報:噂話」, not 「情報:Rumors」, while a specialty the GM typed stays as written.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../../src/ui/app/i18n'
import { withEveryLanguage } from '../../../../src/testing/every-language'
import { systemUi } from '../../../../src/ui/systems/double-cross'
import { skillLabel } from '../../../../src/ui/systems/double-cross/skill-label'

await withEveryLanguage(systemUi)
afterAll(() => i18n.changeLanguage('en'))

const RUMORS = { ja: '噂話', 'zh-Hans': '传闻', 'zh-Hant': '傳聞', ru: 'Слухи', th: 'ข่าวลือ' } as const

describe('skill labels', () => {
  it.each(Object.entries(RUMORS))('%s names the sample specialty in its own words', async (lng, word) => {
    await i18n.changeLanguage(lng)
    const label = skillLabel(i18n.getFixedT(lng, 'double-cross'), { kind: 'info', specialty: 'Rumors' })
    expect(label).toContain(word)
    expect(label).not.toContain('Rumors')
    expect(skillLabel(i18n.getFixedT(lng, 'double-cross'), { kind: 'info', specialty: 'Yakuza' })).toContain(
      'Yakuza',
    )
  })

  it('English keeps the sheet’s words', async () => {
    await i18n.changeLanguage('en')
    expect(skillLabel(i18n.getFixedT('en', 'double-cross'), { kind: 'info', specialty: 'Rumors' })).toBe(
      'Info: Rumors',
    )
  })
})
