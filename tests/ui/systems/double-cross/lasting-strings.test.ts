/**
 * Issue #30's words: the English log and refusal templates reproduce the engine's own sentences for every
 * lasting-effect line (each duration, applied and used up), the GM's modifiers with and without a reason
 * (DX-5.1), 待機 (DX-5.4, DX-6.6) and the damage warning (DX-6.2); each other language has the same keys
 * with the same placeholders and its own words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
import { act, session } from '../../../engine/double-cross/helpers'
import { attack, id, inMain, minor, toMain } from '../../../engine/double-cross/combat-fixture'
import { englishTemplates, expectTranslatedLike, keysOf } from './word-tables'
import { LASTING_EN } from '../../../../src/ui/systems/double-cross/i18n/lasting/en'
import { LASTING_JA } from '../../../../src/ui/systems/double-cross/i18n/lasting/ja'
import { LASTING_TH } from '../../../../src/ui/systems/double-cross/i18n/lasting/th'
import { LASTING_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/lasting/zh-Hans'
import { LASTING_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/lasting/zh-Hant'
import { LASTING_RU } from '../../../../src/ui/systems/double-cross/i18n/lasting/ru'

const en: Record<string, string> = LASTING_EN

describe('issue #30 words', () => {
  it('English log templates reproduce every line', () => {
    const english = englishTemplates(en)
    const check = english.lines
    const run = (s: DxState, action: DxAction, faces: number[] = []) => {
      const r = act(s, action, faces)
      check(r.events)
      return r.state
    }
    // Every duration started (one Minor per main process: a fresh main process each time).
    let s = inMain()
    for (const name of ['Boost', 'Focus', 'Rally', 'Power']) {
      s = run(s, minor(s, name))
      s = toMain(s, 'Ace')
    }
    s = run(s, {
      type: 'double-cross/useMinor',
      characterId: id(s, 'Ace'),
      effectId: s.characters[0]!.effects[3]!.id,
    })
    // A check carries them (Boost 2 + Aim 1 + Body 3 − 5: one die; Aim ends with it), the GM's modifiers
    // with and without a reason (the second has no die left: an automatic failure).
    s = run(
      s,
      { type: 'double-cross/check', check: { characterId: id(s, 'Ace'), skill: 0, gmDice: -5 } },
      [1],
    )
    s = run(
      s,
      {
        type: 'double-cross/check',
        check: { characterId: id(s, 'Ace'), skill: 0, gmDice: -5, gmReason: 'fog' },
      },
      [],
    )
    // 待機, and an attack on a target armoured past hope.
    s = run(s, { type: 'double-cross/wait', characterId: id(s, 'Ace') })
    s = toMain(s, 'Ace')
    const plated = {
      ...s,
      characters: s.characters.map((c) =>
        c.name === 'Boss' ? { ...c, armour: { name: 'Plate', armour: 60, dodge: 0, initiative: 0 } } : c,
      ),
    }
    run(plated, attack(plated, 'Boss', { gmCritical: 1 }), [2, 3, 4, 5, 6, 9])
    run(plated, attack(plated, 'Boss'), [2, 3, 4, 5, 6, 9])
    expect([...english.seen].sort()).toEqual(keysOf(en, 'events.'))
  })

  it('English refusal templates reproduce the engine’s sentences', () => {
    const english = englishTemplates(en)
    const refuse = (s: DxState, action: unknown) => {
      const r = session.apply(s, action as DxAction, scriptedDice([2, 3, 4]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      english.refusal(r)
    }
    let s = inMain()
    refuse(act(s, minor(s, 'Boost')).state, { type: 'double-cross/wait', characterId: id(s, 'Ace') })
    const waited = act(s, { type: 'double-cross/wait', characterId: id(s, 'Ace') }).state
    refuse(
      {
        ...waited,
        combat: { ...waited.combat!, step: 'main', actor: id(s, 'Ace') },
      },
      { type: 'double-cross/wait', characterId: id(s, 'Ace') },
    )
    s = act(s, attack(s, 'Boss', { cannotReact: [] }), [2, 3, 4]).state
    refuse(s, { type: 'double-cross/wait', characterId: id(s, 'Ace') })
    expect([...english.codes].sort()).toEqual(keysOf(en, 'errors.'))
  })

  it.each([
    ['ja', LASTING_JA],
    ['th', LASTING_TH],
    ['zh-Hans', LASTING_ZH_HANS],
    ['zh-Hant', LASTING_ZH_HANT],
    ['ru', LASTING_RU],
  ])('%s has every key, with the same placeholders, in its own words', (_, table) => {
    expectTranslatedLike(en, table)
  })
})
