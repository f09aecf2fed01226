/**
 * Chinese strings punctuate as Chinese text does (issue 33): full-width colons, commas and semicolons after
 * Chinese, and no spaces between a slot and the Chinese around it ("施放心靈控制：施法擲骰 7", never
 * "施放 心靈控制: 施法擲骰 7"), in every system and the shell.
 */
import { describe, expect, it } from 'vitest'
import zhHansShell from '../../src/ui/app/locales/zh-Hans.json'
import zhHantShell from '../../src/ui/app/locales/zh-Hant.json'
import { withEveryLanguage } from '../../src/testing/every-language'
import { systemUi as chesswarrior } from '../../src/ui/systems/chesswarrior'
import { systemUi as diceRollParty } from '../../src/ui/systems/dice-roll-party'
import { systemUi as doubleCross } from '../../src/ui/systems/double-cross'
import { systemUi as frostgrave } from '../../src/ui/systems/frostgrave'

const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef'
const PROBLEMS: [RegExp, string][] = [
  [new RegExp(`[${CJK}] \\{\\{`), 'a space before a slot'],
  [new RegExp(`\\}\\} [${CJK}]`), 'a space after a slot'],
  [new RegExp(`([${CJK}]|\\}\\})[:;] `), 'a half-width colon or semicolon'],
  [new RegExp(`[${CJK}], `), 'a half-width comma'],
]

const flatten = (tree: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[prefix + k, v]]
        : v && typeof v === 'object'
          ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
          : [],
    ),
  )

function problems(table: Record<string, string>): string[] {
  const out: string[] = []
  for (const [key, text] of Object.entries(table))
    for (const [pattern, what] of PROBLEMS)
      if (pattern.test(text)) out.push(`${key}: ${what}: ${text.slice(0, 50)}`)
  return out
}

describe('Chinese punctuation', () => {
  it.each([chesswarrior, doubleCross, frostgrave, diceRollParty].map((ui) => [ui.id, ui] as const))(
    '%s',
    async (_, ui) => {
      const all = await withEveryLanguage(ui as never as typeof chesswarrior)
      const strings = all.strings as Record<string, Record<string, string>>
      expect(problems(strings['zh-Hans']!)).toEqual([])
      expect(problems(strings['zh-Hant']!)).toEqual([])
    },
  )

  it('the shell', () => {
    expect(problems(flatten(zhHansShell))).toEqual([])
    expect(problems(flatten(zhHantShell))).toEqual([])
  })
})
