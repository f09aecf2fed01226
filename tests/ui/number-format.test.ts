/**
 * Numbers in the reader's format (issue 33): decimals and percentages through `Intl.NumberFormat` of the
 * current language ("0,17" and "56,2 %" in Russian, "56.2%" elsewhere), "%" never on a line of its own (a
 * no-break space in Russian, none in Thai), and no `toFixed` left in the UI to print an English decimal point.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatInches, formatNumber, formatPercent } from '../../src/ui/app/number-format'
import { LANGUAGES, type Language } from '../../src/ui/app/system-ui'
import { i18n } from '../../src/ui/app/i18n'
import { withEveryLanguage } from '../../src/testing/every-language'
import { systemUi as chesswarrior } from '../../src/ui/systems/chesswarrior'
import { systemUi as diceRollParty } from '../../src/ui/systems/dice-roll-party'
import { systemUi as doubleCross } from '../../src/ui/systems/double-cross'
import { systemUi as frostgrave } from '../../src/ui/systems/frostgrave'

const DECIMAL: Record<Language, string> = {
  en: '.',
  ja: '.',
  th: '.',
  'zh-Hans': '.',
  'zh-Hant': '.',
  ru: ',',
}
const NBSP = '\u00A0'

describe('formatted numbers', () => {
  it.each(LANGUAGES)('%s writes decimals with its own mark', (lng) => {
    expect(formatNumber(lng, 0.17, 2)).toBe(`0${DECIMAL[lng]}17`)
    expect(formatNumber(lng, 8.25, 1)).toMatch(new RegExp(`^8\\${DECIMAL[lng]}[23]$`))
    expect(formatInches(lng, 1.75, 2)).toBe(`1${DECIMAL[lng]}75"`)
  })

  it.each(LANGUAGES)('%s writes a percentage so that "%" cannot wrap alone', (lng) => {
    const shown = formatPercent(lng, 0.562)
    expect(shown).toBe(lng === 'ru' ? `56,2${NBSP}%` : '56.2%')
    expect(shown).not.toMatch(/ %/)
  })

  it('renders the odds lines with the reader’s decimal mark', async () => {
    await withEveryLanguage(chesswarrior)
    for (const lng of LANGUAGES) {
      const t = i18n.getFixedT(lng, 'chesswarrior')
      const line = t('window.odds', {
        ability: 'X',
        pct: formatNumber(lng, 56.2, 1),
        any: formatNumber(lng, 8.3, 1),
        n: formatNumber(lng, 0.17, 2),
      })
      expect(line, lng).toContain(`56${DECIMAL[lng]}2`)
      expect(line, lng).toContain(`0${DECIMAL[lng]}17`)
      if (lng === 'ru') expect(line).toContain(`56,2${NBSP}%`)
      expect(line, lng).not.toMatch(/\d \s?%/)
    }
  })
})

describe('templates', () => {
  it('put "%" after a number or slot without a breaking space (ru: a no-break space, as CLDR does)', async () => {
    const wrong: string[] = []
    for (const ui of [chesswarrior, doubleCross, frostgrave, diceRollParty]) {
      const all = await withEveryLanguage(ui as never as typeof chesswarrior)
      for (const [lng, table] of Object.entries(all.strings as Record<string, Record<string, string>>))
        for (const [key, text] of Object.entries(table)) {
          if (/(\}\}|\d) %/.test(text)) wrong.push(`${ui.id} ${lng} ${key}: ${text.slice(0, 60)}`)
          if (lng === 'ru' && /(\}\}|\d)%/.test(text)) wrong.push(`${ui.id} ru ${key}: ${text.slice(0, 60)}`)
        }
    }
    expect(wrong).toEqual([])
  })
})

/** Every .ts/.tsx file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })

describe('the UI', () => {
  it('prints no number with toFixed (an English decimal point in every language)', () => {
    const left = sources('src/ui').filter((f) => /\.toFixed\(/.test(readFileSync(f, 'utf8')))
    expect(left).toEqual([])
  })
})
