/**
 * Issue #31's words (DX-5.1): the English log and refusal templates reproduce the engine's own sentences for
 * the secret roll, each part shown and hidden, and each refusal of the reveal command; each other language
 * has the same keys with the same placeholders and its own words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
import { REVEAL_PARTS } from '../../../../src/engine/systems/double-cross'
import { act, byName, session, start } from '../../../engine/double-cross/helpers'
import { englishTemplates, expectTranslatedLike, keysOf } from './word-tables'
import { SECRETS_EN } from '../../../../src/ui/systems/double-cross/i18n/secrets/en'
import { SECRETS_JA } from '../../../../src/ui/systems/double-cross/i18n/secrets/ja'
import { SECRETS_TH } from '../../../../src/ui/systems/double-cross/i18n/secrets/th'
import { SECRETS_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/secrets/zh-Hans'
import { SECRETS_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/secrets/zh-Hant'
import { SECRETS_RU } from '../../../../src/ui/systems/double-cross/i18n/secrets/ru'

const en: Record<string, string> = SECRETS_EN

describe('issue #31 words', () => {
  it('English log templates reproduce every line', () => {
    const english = englishTemplates(en)
    const check = english.lines
    let s = start()
    const npc = byName(s, 'Man in black').id
    for (const shown of [true, false])
      for (const part of REVEAL_PARTS) {
        const r = act(s, { type: 'double-cross/reveal', characterId: npc, part, shown })
        check(r.events)
        s = r.state
      }
    check(act(s, { type: 'double-cross/roll', command: '1DX', secret: true }, [4]).events)
    expect([...english.seen].sort()).toEqual(keysOf(en, 'events.'))
  })

  it('English refusal templates reproduce the engine’s sentences', () => {
    const english = englishTemplates(en)
    const refuse = (s: DxState, action: DxAction) => {
      const r = session.apply(s, action, scriptedDice([]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      english.refusal(r)
    }
    const s = start()
    const npc = byName(s, 'Man in black').id
    refuse(s, { type: 'double-cross/reveal', characterId: byName(s, 'Keigo').id, part: 'name', shown: true })
    refuse(s, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: false })
    const shown = act(s, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: true }).state
    refuse(shown, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: true })
    expect([...english.codes].sort()).toEqual(keysOf(en, 'errors.'))
  })

  it.each([
    ['ja', SECRETS_JA],
    ['th', SECRETS_TH],
    ['zh-Hans', SECRETS_ZH_HANS],
    ['zh-Hant', SECRETS_ZH_HANT],
    ['ru', SECRETS_RU],
  ])('%s has every key, with the same placeholders, in its own words', (_, table) => {
    expectTranslatedLike(en, table)
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort())
  })
})
