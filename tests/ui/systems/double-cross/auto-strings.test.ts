/**
 * Issue #30 items 2 and 3, words: the English log and refusal templates reproduce the engine's own
 * sentences for every auto-action line (each moment's offer, each kind of use, the damage line with its
 * changes) and refusal; each other language has the same keys with the same placeholders, in its words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
import { act, byName, session } from '../../../engine/double-cross/helpers'
import {
  PASS,
  RISE,
  SKIN,
  FURY,
  arena,
  auto,
  hitMook,
  type Extra,
} from '../../../engine/double-cross/auto-fixture'
import { sampleParams } from '../../../../src/ui/systems/double-cross/sample-words'
import { englishTemplates, expectTranslatedLike, keysOf } from './word-tables'
import { AUTO_EN } from '../../../../src/ui/systems/double-cross/i18n/auto/en'
import { AUTO_JA } from '../../../../src/ui/systems/double-cross/i18n/auto/ja'
import { AUTO_TH } from '../../../../src/ui/systems/double-cross/i18n/auto/th'
import { AUTO_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/auto/zh-Hans'
import { AUTO_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/auto/zh-Hant'
import { AUTO_RU } from '../../../../src/ui/systems/double-cross/i18n/auto/ru'

const en: Record<string, string> = AUTO_EN

const DEALT: Extra = { name: 'Drain', timing: 'Auto', skill: '—', autoTiming: 'dealt-damage' }
const TOOK: Extra = { name: 'Spite', timing: 'Auto', skill: '—', autoTiming: 'took-damage' }
const DROP: Extra = { name: 'Rally', timing: 'Auto', skill: '—', autoTiming: 'hp-dropped' }
const PROCESS = (timing: string): Extra => ({ name: `Cry ${timing}`, timing, skill: '—' })

describe('issue #30 items 2 and 3: words', () => {
  it('English log templates reproduce every line', () => {
    const english = englishTemplates(en)
    const check = english.lines
    const run = (s: DxState, action: DxAction, faces: number[] = []) => {
      const r = act(s, action, faces)
      check(r.events)
      return r.state
    }
    // Dealing and taking moments, their damage changes, then dealt and took, then the cleanup's リザレクト.
    let s = arena([FURY, DEALT], [SKIN, TOOK, RISE])
    const hit = hitMook(s)
    check(hit.events)
    s = run(hit.state, auto(hit.state, 'Ace', 'Fury'))
    s = run(s, PASS)
    s = run(s, auto(s, 'Mook', 'Iron Skin'))
    s = run(s, PASS)
    s = run(s, PASS)
    s = run(s, PASS)
    s = run(s, auto(s, 'Mook', 'Resurrect'), [3, 4])
    run(s, PASS)
    // HP dropped, a plain auto action's line.
    const dropped = hitMook(arena([], [DROP], 40, 30))
    check(dropped.events)
    run(dropped.state, auto(dropped.state, 'Mook', 'Rally'))
    // Each process's effect (DX-5.4).
    let p = arena([PROCESS('Setup'), PROCESS('Initiative'), PROCESS('Cleanup')])
    p = run(p, { type: 'double-cross/startCombat', characterIds: p.characters.map((c) => c.id) })
    p = run(p, auto(p, 'Ace', 'Cry Setup'))
    p = run(p, { type: 'double-cross/advanceCombat' })
    p = run(p, auto(p, 'Ace', 'Cry Initiative'))
    while (p.combat?.step !== 'cleanup') p = run(p, { type: 'double-cross/advanceCombat' })
    run(p, auto(p, 'Ace', 'Cry Cleanup'))
    expect([...english.seen].sort()).toEqual(keysOf(en, 'events.'))
  })

  it('English refusal templates reproduce the engine’s sentences', () => {
    const english = englishTemplates(en)
    const refuse = (s: DxState, action: unknown) => {
      const r = session.apply(s, action as DxAction, scriptedDice([2, 3, 4]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      english.refusal(r)
    }
    const s = arena([FURY], [SKIN, RISE])
    refuse(s, PASS)
    refuse(s, auto(s, 'Mook', 'Resurrect'))
    const waiting = hitMook(s).state
    refuse(waiting, { type: 'double-cross/resolveStep' })
    refuse(waiting, auto(waiting, 'Mook', 'Iron Skin'))
    const hot = arena([], [RISE], 100)
    const fallen = hitMook(hot, [], [1, 2, 1, 2, 1]).state
    refuse(fallen, auto(fallen, 'Mook', 'Resurrect'))
    // A standing character's リザレクト inside a window (a Resurrect offered at "any timing").
    const anyRise: Extra = { ...RISE, name: 'Early Rise', autoTiming: 'any' }
    const early = hitMook(arena([FURY], [anyRise])).state
    expect(byName(early, 'Mook').incapacitated).toBe(false)
    refuse(early, auto(early, 'Mook', 'Early Rise'))
    expect([...english.codes].sort()).toEqual(keysOf(en, 'errors.'))
  })

  it('an offer names its owner in the reader’s words (a sample character: "Keigo: …")', () => {
    expect(sampleParams({ offers: 'Keigo: Armour, Man in black: Perfect Beast Form' }, 'ja')).toEqual({
      offers: 'ケイゴ: Armour, 黒服の男: 完全獣化',
    })
    expect(sampleParams({ effects: 'Concentrate: Chimaera' }, 'ja')).toEqual({
      effects: 'コンセントレイト：キュマイラ',
    })
  })

  it.each([
    ['ja', AUTO_JA],
    ['th', AUTO_TH],
    ['zh-Hans', AUTO_ZH_HANS],
    ['zh-Hant', AUTO_ZH_HANT],
    ['ru', AUTO_RU],
  ])('%s has every key, with the same placeholders, in its own words', (_, table) => {
    expectTranslatedLike(en, table)
  })
})
