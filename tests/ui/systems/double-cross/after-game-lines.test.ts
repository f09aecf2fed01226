/**
 * DX-4.6: the after-game sheet's line is told in every language however many characters it lists. The fates
 * are words, so their sequence is in the event type; its template is composed from each language's parts,
 * one fate after another, and English reproduces the engine's text exactly.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type GameEvent } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
import {
  EN_PARTS,
  templateFor,
  type EventParts,
} from '../../../../src/ui/systems/double-cross/i18n/event-strings'
import { parts as JA_PARTS } from '../../../../src/ui/systems/double-cross/i18n/ja'
import { parts as RU_PARTS } from '../../../../src/ui/systems/double-cross/i18n/ru'
import { parts as TH_PARTS } from '../../../../src/ui/systems/double-cross/i18n/th'
import { parts as ZH_HANS_PARTS } from '../../../../src/ui/systems/double-cross/i18n/zh-Hans'
import { parts as ZH_HANT_PARTS } from '../../../../src/ui/systems/double-cross/i18n/zh-Hant'
import { fillTemplate } from '../../../../src/testing/event-templates'
import { act, blankCharacter, session, start } from '../../../engine/double-cross/helpers'

const PARTS: Record<string, EventParts> = {
  en: EN_PARTS,
  ja: JA_PARTS,
  th: TH_PARTS,
  'zh-Hant': ZH_HANT_PARTS,
  'zh-Hans': ZH_HANS_PARTS,
  ru: RU_PARTS,
}

/** A session of `count` PCs with no Lois, taken through the climax and the backtrack to the after-game. */
function afterGameLine(count: number): GameEvent {
  let s: DxState = start('empty')
  const run = (action: DxAction) => (s = act(s, action).state)
  for (let i = 0; i < count; i++)
    run({ type: 'double-cross/addCharacter', character: blankCharacter({ name: `PC ${i + 1}` }) })
  run({ type: 'double-cross/recordPreGame', date: '', scenario: '' })
  run({ type: 'double-cross/startClimax' })
  s = act(
    s,
    { type: 'double-cross/impulseChecks' },
    Array.from({ length: count * 4 }, () => 1),
  ).state
  run({ type: 'double-cross/startBacktrack' })
  for (const c of s.characters) run({ type: 'double-cross/backtrack', characterId: c.id, doubled: false })
  const done = session.apply(s, { type: 'double-cross/finishSession', entries: [] }, scriptedDice([]))
  if (!done.ok) throw new Error(done.error)
  return done.events[0]!
}

describe('DX-4.6 the after-game line of a long sheet', () => {
  const line = afterGameLine(8)

  it('is typed by its fates and carries every name, Lois count and experience as params', () => {
    expect(line.type).toBe(`double-cross/sessionFinished-${Array(8).fill('survived').join('-')}`)
    expect(line.params).toMatchObject({ name1: 'PC 1', name8: 'PC 8', loises8: 0, xp8: 0 })
  })

  it.each(Object.keys(PARTS))('has a template in %s', (language) => {
    const template = templateFor(PARTS[language]!, line.type.slice('double-cross/'.length))
    expect(template).toBeDefined()
    const filled = fillTemplate(template!, line.params!)
    expect(filled).not.toMatch(/\{\{/)
    if (language === 'en') expect(filled).toBe(line.text)
    else expect(filled).toContain('PC 8')
  })
})
