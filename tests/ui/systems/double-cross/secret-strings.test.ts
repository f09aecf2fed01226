/**
 * Issue #31's words (DX-5.1): the English log and refusal templates reproduce the engine's own sentences for
 * the secret roll, each part shown and hidden, and each refusal of the reveal command; each other language
 * has the same keys with the same placeholders and its own words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type GameEvent } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
import { REVEAL_PARTS } from '../../../../src/engine/systems/double-cross'
import { act, byName, session, start } from '../../../engine/double-cross/helpers'
import { fillTemplate } from '../../../../src/testing/event-templates'
import { expectTranslatedLike } from './word-tables'
import { SECRETS_EN } from '../../../../src/ui/systems/double-cross/i18n/secrets/en'
import { SECRETS_JA } from '../../../../src/ui/systems/double-cross/i18n/secrets/ja'
import { SECRETS_TH } from '../../../../src/ui/systems/double-cross/i18n/secrets/th'
import { SECRETS_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/secrets/zh-Hans'
import { SECRETS_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/secrets/zh-Hant'
import { SECRETS_RU } from '../../../../src/ui/systems/double-cross/i18n/secrets/ru'

const en: Record<string, string> = SECRETS_EN

const keysOf = (prefix: string) =>
  Object.keys(en)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length))
    .sort()

describe('issue #31 words', () => {
  it('English log templates reproduce every line', () => {
    const seen = new Set<string>()
    const check = (events: GameEvent[]) => {
      for (const e of events) {
        const template = en[`events.${e.type}`]
        if (template === undefined) continue
        expect(fillTemplate(template, e.params ?? {})).toBe(e.text)
        seen.add(e.type)
      }
    }
    let s = start()
    const npc = byName(s, 'Man in black').id
    for (const shown of [true, false])
      for (const part of REVEAL_PARTS) {
        const r = act(s, { type: 'double-cross/reveal', characterId: npc, part, shown })
        check(r.events)
        s = r.state
      }
    check(act(s, { type: 'double-cross/roll', command: '1DX', secret: true }, [4]).events)
    expect([...seen].sort()).toEqual(keysOf('events.'))
  })

  it('English refusal templates reproduce the engine’s sentences', () => {
    const codes = new Set<string>()
    const refuse = (s: DxState, action: DxAction) => {
      const r = session.apply(s, action, scriptedDice([]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      const template = en[`errors.${r.code}`]
      if (template === undefined) return
      expect(fillTemplate(template, r.params ?? {})).toBe(r.error)
      codes.add(r.code!)
    }
    const s = start()
    const npc = byName(s, 'Man in black').id
    refuse(s, { type: 'double-cross/reveal', characterId: byName(s, 'Keigo').id, part: 'name', shown: true })
    refuse(s, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: false })
    const shown = act(s, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: true }).state
    refuse(shown, { type: 'double-cross/reveal', characterId: npc, part: 'hp', shown: true })
    expect([...codes].sort()).toEqual(keysOf('errors.'))
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
