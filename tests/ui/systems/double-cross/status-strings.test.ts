/**
 * Issue #30's bad-status words (`rules/bad-statuses.ts`): the English log and refusal templates reproduce
 * the engine's own sentences; each other language has the same keys with the same placeholders and its own
 * words; the GM's editor has a name and a meaning for every status.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import { BAD_STATUSES, type DxAction, type DxState } from '../../../../src/engine/systems/double-cross'
import { act, byName, mainGame, session } from '../../../engine/double-cross/helpers'
import { id, inMain } from '../../../engine/double-cross/combat-fixture'
import { RISE, arena, attack as attackOf, auto } from '../../../engine/double-cross/auto-fixture'
import { englishTemplates, expectTranslatedLike, keysOf } from './word-tables'
import { STATUSES_EN } from '../../../../src/ui/systems/double-cross/i18n/statuses/en'
import { STATUSES_JA } from '../../../../src/ui/systems/double-cross/i18n/statuses/ja'
import { STATUSES_TH } from '../../../../src/ui/systems/double-cross/i18n/statuses/th'
import { STATUSES_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/statuses/zh-Hans'
import { STATUSES_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/statuses/zh-Hant'
import { STATUSES_RU } from '../../../../src/ui/systems/double-cross/i18n/statuses/ru'

const en: Record<string, string> = STATUSES_EN
const ruled = (s: DxState): DxState => ({ ...s, badStatusRules: true })

describe('issue #30 bad-status words', () => {
  it('English log templates reproduce every line', () => {
    const english = englishTemplates(en)
    const check = english.lines
    // 邪毒 in the cleanup, and 暴走 keeping Boss from reacting.
    let s = ruled(inMain())
    const set = (name: string, badStatuses: DxState['characters'][number]['badStatuses']) =>
      act(s, { type: 'double-cross/setStatus', characterId: id(s, name), badStatuses }).state
    s = set('Boss', ['poison', 'berserk'])
    const attack = {
      type: 'double-cross/attack',
      attackerId: id(s, 'Ace'),
      normal: 'melee',
      weaponId: byName(s, 'Ace').weapons[0]!.id,
      effects: [],
      targets: [id(s, 'Boss')],
      cannotReact: [],
    } as DxAction
    s = act(s, attack, [9, 9, 9]).state
    const reacted = session.apply(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: id(s, 'Boss'), reaction: 'dodge' }] },
      scriptedDice(Array.from({ length: 20 }, () => 5)),
    )
    if (!reacted.ok) throw new Error(reacted.error)
    check(reacted.events)
    s = reacted.state
    for (let i = 0; i < 20 && s.combat?.step !== 'cleanup'; i++) {
      const r = act(s, { type: 'double-cross/advanceCombat' })
      check(r.events)
      s = r.state
    }
    // 暴走 after a failed impulse check, then the scene's end.
    let m = ruled(mainGame())
    m = act(m, { type: 'double-cross/startClimax' }).state
    check(act(m, { type: 'double-cross/impulseChecks' }, [3, 9, 2, 6, 8, 2, 3, 4, 5, 1, 2]).events)
    let g = ruled(mainGame())
    g = act(g, {
      type: 'double-cross/setStatus',
      characterId: byName(g, 'Keigo').id,
      badStatuses: ['dazed'],
    }).state
    g = act(g, { type: 'double-cross/addScene', name: 'Rooftop' }).state
    const scene = g.scenes.at(-1)!.id
    check(
      act(g, { type: 'double-cross/enterScene', sceneId: scene, characterIds: [byName(g, 'Keigo').id] }, [4])
        .events,
    )
    // Each status given by a stacked effect on the hit (邪毒 with its rank).
    for (const inflicts of BAD_STATUSES) {
      let a = ruled(
        arena([{ name: 'Fang', timing: 'Major', skill: 'Melee', trigger: 'on-hit', inflicts }], [], 40, 30),
      )
      const ace = byName(a, 'Ace')
      a = act(a, { ...attackOf(a), effects: [ace.effects[0]!.id] } as DxAction, [9, 5, 3]).state
      const hit = session.apply(
        a,
        { type: 'double-cross/react', reactions: [{ targetId: byName(a, 'Mook').id, reaction: 'dodge' }] },
        scriptedDice([1, 2, 5, 5]),
      )
      if (!hit.ok) throw new Error(hit.error)
      check(hit.events)
    }
    expect([...english.seen].sort()).toEqual(keysOf(en, 'events.'))
  })

  it('English refusal templates reproduce the engine’s sentences', () => {
    const english = englishTemplates(en)
    let s = ruled(inMain())
    s = act(s, { type: 'double-cross/setStatus', characterId: id(s, 'Ace'), badStatuses: ['rigor'] }).state
    for (const action of [
      { type: 'double-cross/minorAction', characterId: id(s, 'Ace'), kind: 'move' },
      { type: 'double-cross/majorAction', characterId: id(s, 'Ace'), kind: 'disengage' },
    ]) {
      const r = session.apply(s, action as DxAction, scriptedDice([]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      english.refusal(r)
    }
    // 重圧: an incapacitated Mook's リザレクト.
    let down = ruled(arena([], [RISE]))
    down = act(down, {
      type: 'double-cross/setStatus',
      characterId: byName(down, 'Mook').id,
      incapacitated: true,
      badStatuses: ['pressure'],
    }).state
    const r = session.apply(down, auto(down, 'Mook', 'Resurrect'), scriptedDice([]))
    if (r.ok) throw new Error('expected 重圧 to refuse リザレクト')
    english.refusal(r)
    expect([...english.codes].sort()).toEqual(keysOf(en, 'errors.'))
  })

  it('the editor names and explains every bad status', () => {
    for (const s of BAD_STATUSES) expect(en[`status.meaning.${s}`]).toBeTruthy()
  })

  it.each([
    ['ja', STATUSES_JA],
    ['th', STATUSES_TH],
    ['zh-Hans', STATUSES_ZH_HANS],
    ['zh-Hant', STATUSES_ZH_HANT],
    ['ru', STATUSES_RU],
  ])('%s has every key, with the same placeholders, in its own words', (_, table) => {
    expectTranslatedLike(en, table)
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort())
  })
})
