/**
 * Lasting effects (issue #30, item 1): a Minor action's buff reaches the Major check, and every effect that
 * lasts (the scene, the round, the main process, until the next check, until the next attack) applies to
 * each later check and attack it covers (DX-1.4, DX-2.7, DX-6.4, DX-6.5), told in the log with its source.
 * Scripted dice throughout: a wrong pool uses up the script at another point and the test fails.
 */
import { describe, expect, it } from 'vitest'
import type { DxAction } from '../../../../src/engine/systems/double-cross'
import { selectCheckPreview } from '../../../../src/engine/systems/double-cross'
import { act, addCharacter, byName, effectInput, logLines, start } from '../helpers'
import { attack, effect, id, inMain, lastRoll, minor, startLasting, toMain } from '../combat-fixture'

/** The sample cast in the main game, with lasting effects: the scene “Opening” planned (DX-4.6). */
function mainGame() {
  let s = startLasting()
  s = act(s, { type: 'double-cross/addScene', name: 'Opening' }).state
  return act(s, { type: 'double-cross/recordPreGame', date: '2026-11-21', scenario: 'Man in black' }).state
}

describe('issue #30: a Minor buff reaches the Major check (DX-1.4, DX-6.5)', () => {
  it('a scene-long Minor buff adds its dice to the attack, with its source in the log, round after round', () => {
    let s = act(inMain(), minor(inMain(), 'Boost')).state
    expect(byName(s, 'Ace').lasting).toMatchObject([{ name: 'Boost', duration: 'scene', dice: 2 }])
    // Body 3 + Boost 2 = 5 dice (the old code rolled 3), +2 Melee +1 Sword; total 6 + 3 = 9 → 1D10 damage.
    const r = act(s, attack(s, 'Boss'), [2, 3, 4, 5, 6, /* damage */ 4])
    expect(lastRoll(r.state).notation).toBe('5DX+3')
    expect(logLines(r.events)).toContain(
      "DX-1.4 Ace's check carries Boost (used by Ace): dice +2 · achievement +0 · critical +0 · attack +0",
    )
    // The next round: the scene goes on, so does the buff.
    s = toMain(r.state, 'Ace')
    expect(s.combat?.round).toBe(2)
    s = act(s, attack(s, 'Boss'), [1, 1, 2, 3, 5, /* damage */ 1]).state
    expect(lastRoll(s).notation).toBe('5DX+3')
  })

  it('the exact odds shown before the roll include the buff (DX-1.4)', () => {
    const before = inMain()
    const s = act(before, minor(before, 'Boost')).state
    const spec = { characterId: id(s, 'Ace'), skill: 0, difficulty: 12 }
    const without = selectCheckPreview(before, spec)
    const with_ = selectCheckPreview(s, spec)
    if (!without.ok || !with_.ok) throw new Error('preview refused')
    expect(without.composed.check.dice).toBe(3)
    expect(with_.composed.check.dice).toBe(5)
    expect(with_.composed.lasting.map((l) => [l.name, l.sourceId])).toEqual([['Boost', id(s, 'Ace')]])
    expect(with_.chance).toBeGreaterThan(without.chance)
  })

  it('a Minor effect with no printed duration lasts its main process: the Major check, then no more', () => {
    let s = inMain()
    s = act(s, minor(s, 'Focus')).state
    s = act(s, attack(s, 'Boss'), [2, 3, 4, /* damage */ 5]).state
    expect(lastRoll(s).notation).toBe('3DX+3@9')
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(byName(s, 'Ace').lasting).toBeUndefined()
  })

  it('a round-long buff covers every check of the round and ends with it', () => {
    let s = inMain()
    s = act(s, minor(s, 'Rally')).state
    const check: DxAction = { type: 'double-cross/check', check: { characterId: id(s, 'Ace'), skill: 0 } }
    s = act(s, check, [1, 2, 3]).state
    expect(lastRoll(s).notation).toBe('3DX+5')
    s = act(s, check, [1, 2, 3]).state
    expect(lastRoll(s).notation).toBe('3DX+5')
    s = toMain(s, 'Ace')
    expect(byName(s, 'Ace').lasting).toBeUndefined()
    s = act(s, check, [1, 2, 3]).state
    expect(lastRoll(s).notation).toBe('3DX+2')
  })

  it('"until the next check" is used up by one check; "the next attack" waits for an attack (DX-6.4)', () => {
    let s = inMain()
    s = act(s, minor(s, 'Power')).state
    const check: DxAction = { type: 'double-cross/check', check: { characterId: id(s, 'Ace'), skill: 0 } }
    // A plain check is no attack: Power stays.
    s = act(s, check, [1, 2, 3]).state
    expect(byName(s, 'Ace').lasting).toHaveLength(1)
    // The attack carries it: 1D10 4 + Sword 5 + Power 5 − armour 2 = 12.
    const r = act(s, attack(s, 'Boss'), [2, 3, 4, /* damage */ 4])
    expect(r.state.characters.find((c) => c.name === 'Boss')!.hp).toBe(40 - 12)
    expect(logLines(r.events)).toContain(
      "DX-1.4 Ace's check carries Power (used by Ace): dice +0 · achievement +0 · critical +0 · attack +5; it ends with this check",
    )
    expect(byName(r.state, 'Ace').lasting).toBeUndefined()

    // Outside a combat, a Minor effect used on its own lasts until the next check.
    let t = startLasting('empty')
    t = addCharacter(t, {
      name: 'Ace',
      effects: [effectInput({ name: 'Aim', timing: 'Minor', skill: '—', dice: 1 })],
    })
    t = act(t, { type: 'double-cross/useMinor', characterId: id(t, 'Ace'), effectId: effect(t, 'Aim') }).state
    const body: DxAction = { type: 'double-cross/check', check: { characterId: id(t, 'Ace'), stat: 'body' } }
    t = act(t, body, [1, 2, 3]).state
    expect(lastRoll(t).notation).toBe('3DX')
    t = act(t, body, [1, 2]).state
    expect(lastRoll(t).notation).toBe('2DX')
  })

  it('DX-2.7: a lasting critical reduction and the combo’s do not add up — the largest applies', () => {
    let s = inMain()
    s = act(s, minor(s, 'Focus')).state
    const check: DxAction = {
      type: 'double-cross/check',
      check: { characterId: id(s, 'Ace'), skill: 0, effects: [effect(s, 'Edge')] },
    }
    s = act(s, check, [1, 2, 3]).state
    expect(lastRoll(s).notation).toBe('3DX+2@8')
  })

  it('an effect declared again in the combo counts once; entering a scene ends what lasted', () => {
    let s = mainGame()
    const keigo = byName(s, 'Keigo')
    const all: DxAction = {
      type: 'double-cross/check',
      check: { characterId: keigo.id, stat: 'body', effects: keigo.effects.map((e) => e.id) },
    }
    const faces = [3, 8, 5, 1, 2, 6, 9, 4, 7, 2, 10, 4, 3]
    s = act(s, all, faces).state
    // 91%: still +2 dice; Perfect Beast Form declared again is not counted twice: 10 dice again.
    s = act(s, all, faces).state
    expect(lastRoll(s).notation).toBe('10DX@8')
    // A plain Body check carries it: 3 + 2 + 3 = 8 dice, the source named.
    const plain: DxAction = { type: 'double-cross/check', check: { characterId: keigo.id, stat: 'body' } }
    s = act(s, plain, [1, 2, 3, 4, 5, 6, 7, 8]).state
    expect(lastRoll(s).notation).toBe('8DX')
    s = act(
      s,
      { type: 'double-cross/enterScene', sceneId: s.scenes[0]!.id, characterIds: [keigo.id] },
      [1],
    ).state
    expect(byName(s, 'Keigo').lasting).toBeUndefined()
  })

  it('a session made before lasting effects replays under its own rules: the buff stays out of the check', () => {
    // Its log recorded the dice its checks rolled; a buff reaching them now would need more (old saves).
    let s = start('empty')
    s = addCharacter(s, {
      name: 'Ace',
      effects: [effectInput({ name: 'Aim', timing: 'Minor', skill: '—', dice: 1, sceneLong: true })],
    })
    s = act(s, { type: 'double-cross/useMinor', characterId: id(s, 'Ace'), effectId: effect(s, 'Aim') }).state
    expect(byName(s, 'Ace').lasting).toBeUndefined()
    s = act(
      s,
      { type: 'double-cross/check', check: { characterId: id(s, 'Ace'), stat: 'body' } },
      [1, 2],
    ).state
    expect(lastRoll(s).notation).toBe('2DX')
  })

  it('lasting effects replay exactly and survive a sheet edit', async () => {
    const { characterToInput } = await import('../../../../src/engine/systems/double-cross')
    let s = inMain()
    s = act(s, minor(s, 'Boost')).state
    const ace = byName(s, 'Ace')
    s = act(s, {
      type: 'double-cross/editCharacter',
      characterId: ace.id,
      character: { ...characterToInput(ace), notes: 'edited' },
    }).state
    expect(byName(s, 'Ace').lasting).toEqual(ace.lasting)
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})
