/**
 * Auto actions and the defender's timings (issue #30 item 3), scripted dice: each moment of DX-6.9 and
 * DX-6.13 in seed 003's order, offered to its owner and logged with its rule; リザレクト as one action;
 * the combat processes' effects (DX-5.4); effects without an auto timing keep the procedure unpaused.
 */
import { describe, expect, it } from 'vitest'
import { act, byName, logLines, refused } from '../helpers'
import { PASS, RISE, REFLEX, SKIN, FURY, arena, attack, auto, hitMook, type Extra } from '../auto-fixture'

describe('DX-6.9: the damage step in the seed order, each moment offered to its owner', () => {
  it('dealing (the attacker), taking (the target), subtraction, then dealt/took; changes in the damage line', () => {
    let s = arena([FURY], [SKIN])
    const r = hitMook(s)
    s = r.state
    // 2D10 5,5 are rolled first; the dealing moment waits for Ace's Fury.
    expect(s.resolution?.autoWindow).toMatchObject({
      moment: 'dealing-damage',
      offers: [{ characterId: byName(s, 'Ace').id, timing: 'dealing-damage' }],
      faces: [5, 5],
    })
    expect(logLines(r.events).at(-1)).toBe('DX-6.9 Auto actions on offer (dealing damage to Mook): Ace: Fury')
    // Only the owner's offered effect is taken; the resolution waits for the window.
    expect(refused(s, auto(s, 'Mook', 'Iron Skin'))).toContain('Mook cannot use Iron Skin now (DX-6.9)')
    expect(refused(s, { type: 'double-cross/resolveRest' })).toContain('auto actions are on offer')
    const fury = act(s, auto(s, 'Ace', 'Fury'))
    expect(logLines(fury.events)).toEqual(['DX-6.9 Ace: Fury — damage +3'])
    const taking = act(fury.state, PASS)
    expect(taking.state.resolution?.autoWindow).toMatchObject({ moment: 'taking-damage', mods: [{ by: 3 }] })
    const skin = act(taking.state, auto(taking.state, 'Mook', 'Iron Skin'))
    const done = act(skin.state, PASS)
    // 10 + 5 − 2 + 3 − 5 = 11 ≥ HP 10; costs at DX-6.11 (Fury 2, Iron Skin 1), then the cleanup.
    expect(logLines(done.events)).toEqual([
      'DX-6.9 Damage to Mook: 2D10 10[5,5] + weapon 5 + combo 0 − armour 2 − guard 0 (Fury +3, Iron Skin -5) = 11 ＞ HP 10 → 0',
      'DX-6.11 Ace: Fury cost +2 ＞ encroachment 30% → 32%',
      'DX-6.11 Mook: Iron Skin cost +1 ＞ encroachment 40% → 41%',
      'DX-6.13 Mook is at HP 0: incapacitated, cannot act until healed or revived',
      'DX-6.13 Attack cleanup: the procedure ends',
    ])
    expect(done.state.attack).toBeNull()
    expect(done.state.resolution).toBeUndefined()
  })

  it('"dealt damage" and "took damage" come after the subtraction, only when the damage is 1 or more', () => {
    const dealt: Extra = { name: 'Drain', timing: 'Auto', skill: '—', autoTiming: 'dealt-damage' }
    const took: Extra = { name: 'Spite', timing: 'Auto', skill: '—', autoTiming: 'took-damage' }
    let s = arena([dealt], [took])
    s = hitMook(s).state
    expect(s.characters.find((c) => c.name === 'Mook')!.hp).toBe(0)
    expect(s.resolution?.autoWindow).toMatchObject({ moment: 'dealt-damage', damage: 13 })
    s = act(s, PASS).state
    // At HP 0 Mook is incapacitated only in the cleanup (DX-6.13): its took-damage effect is offered.
    expect(s.resolution?.autoWindow).toMatchObject({
      moment: 'took-damage',
      offers: [{ characterId: byName(s, 'Mook').id, timing: 'took-damage' }],
    })
    s = act(s, PASS).state
    expect(byName(s, 'Mook').incapacitated).toBe(true)
    expect(s.attack).toBeNull()
  })

  it('a stacked "when taking damage" effect of the target (its dodge combo) lowers the damage, then the took stacked', () => {
    const brace: Extra = {
      name: 'Brace',
      timing: 'Reaction',
      skill: 'Dodge',
      trigger: 'taking-damage',
      damage: -4,
    }
    const r = hitMook(arena([], [brace]), ['Brace'])
    expect(logLines(r.events)).toContain('DX-6.9 Stacked effects fire on Mook: Brace')
    expect(logLines(r.events)).toContain(
      'DX-6.9 Damage to Mook: 2D10 10[5,5] + weapon 5 + combo 0 − armour 2 − guard 0 (Brace -4) = 9 ＞ HP 10 → 1',
    )
  })
})

describe('DX-6.13: "HP dropped" and "incapacitated" auto actions at the cleanup; リザレクト is one action', () => {
  it('incapacitated: リザレクト rolls (level)D10 for HP and adds as much encroachment', () => {
    let s = arena([], [RISE])
    const r = hitMook(s)
    s = r.state
    expect(s.resolution?.autoWindow).toMatchObject({ moment: 'cleanup', fallen: [byName(s, 'Mook').id] })
    expect(logLines(r.events).at(-1)).toBe(
      'DX-6.13 Auto actions on offer (HP dropped, incapacitated): Mook: Resurrect',
    )
    const rise = act(s, auto(s, 'Mook', 'Resurrect'), [4, 3])
    expect(logLines(rise.events)).toEqual([
      'DX-6.13 Mook: Resurrect — 2D10 7[4,3]: rises with HP 7 ＞ encroachment 40% → 47%',
    ])
    expect(byName(rise.state, 'Mook')).toMatchObject({ hp: 7, incapacitated: false, encroachment: 47 })
    const end = act(rise.state, PASS)
    expect(end.events.at(-1)).toMatchObject({ type: 'double-cross/attackEnded' })
    expect(end.state.attack).toBeNull()
  })

  it('リザレクト is refused at 100% or more, and to a character still standing', () => {
    let s = arena([], [RISE], 100)
    // At 100% Mook rolls 2 + 3 dice to dodge.
    s = hitMook(s, [], [1, 2, 1, 2, 1]).state
    expect(refused(s, auto(s, 'Mook', 'Resurrect'))).toContain('cannot be used at 100% encroachment or more')
    const standing = arena([], [RISE])
    expect(refused(standing, auto(standing, 'Mook', 'Resurrect'))).toContain('cannot use Resurrect now')
  })

  it('HP dropped: offered to a target that lost HP and still stands, before the incapacitated', () => {
    const dropped: Extra = { name: 'Rally', timing: 'Auto', skill: '—', autoTiming: 'hp-dropped', cost: 3 }
    let s = arena([], [dropped], 40, 30)
    s = hitMook(s).state
    expect(byName(s, 'Mook').hp).toBe(17)
    expect(s.resolution?.autoWindow).toMatchObject({ moment: 'cleanup', fallen: [] })
    const used = act(s, auto(s, 'Mook', 'Rally'))
    // After DX-6.11 the cost is paid at once.
    expect(logLines(used.events)).toEqual([
      'DX-6.13 Mook: Rally (auto action)',
      'DX-6.11 Mook: Rally cost +3 ＞ encroachment 40% → 43%',
    ])
  })

  it('an incapacitated character outside an attack uses リザレクト as one action', () => {
    let s = arena([], [RISE])
    s = act(s, {
      type: 'double-cross/setStatus',
      characterId: byName(s, 'Mook').id,
      incapacitated: true,
    }).state
    const r = act(s, auto(s, 'Mook', 'Resurrect'), [10, 10])
    expect(byName(r.state, 'Mook')).toMatchObject({ hp: 10, incapacitated: false, encroachment: 50 })
  })
})

describe('old sheets keep the procedure as it was', () => {
  it('an auto effect without an auto timing opens no window: the attack resolves at once', () => {
    const s = arena([{ name: 'Old Auto', timing: 'Auto', skill: '—', damage: 3 }])
    const r = hitMook(s)
    expect(r.state.attack).toBeNull()
    expect(r.state.resolution).toBeUndefined()
    expect(r.events.some((e) => e.type.startsWith('double-cross/autoOffered'))).toBe(false)
  })
})

describe('DX-5.4: effects of the setup, initiative and cleanup processes', () => {
  it('a setup effect is used in the setup process and refused in the main process', () => {
    const rally: Extra = { name: 'War Cry', timing: 'Setup', skill: '—', cost: 2 }
    let s = arena([rally])
    s = act(s, { type: 'double-cross/startCombat', characterIds: s.characters.map((c) => c.id) }).state
    expect(s.combat?.step).toBe('setup')
    const used = act(s, auto(s, 'Ace', 'War Cry'))
    expect(logLines(used.events)).toEqual([
      'DX-5.4 Ace: War Cry in the setup process',
      'DX-6.11 Ace: War Cry cost +2 ＞ encroachment 30% → 32%',
    ])
    let main = act(used.state, { type: 'double-cross/advanceCombat' }).state
    while (main.combat?.step !== 'main') main = act(main, { type: 'double-cross/advanceCombat' }).state
    expect(refused(main, auto(main, 'Ace', 'War Cry'))).toContain('Ace cannot use War Cry now')
  })
})

describe('DX-6.6/6.7: a dodge combo activates and fizzles as DX-6.3, logged with DX-6.7', () => {
  it('Reflex adds 2 dice to the dodge and is paid at DX-6.11; an effect of another skill fizzles', () => {
    const wrong: Extra = { name: 'Parry', timing: 'Reaction', skill: 'Melee', dice: 5, cost: 3 }
    const r = hitMook(arena([], [REFLEX, wrong]), ['Reflex', 'Parry'], [1, 2, 3, 4])
    const lines = logLines(r.events)
    expect(lines).toContain('DX-6.7 Reflex activates')
    expect(lines.some((l) => l.startsWith('DX-6.7 Parry fizzles'))).toBe(true)
    // 2 (Body) + 2 (Reflex) dice: 1,2,3,4 → 4 + 1 − 1 = 4 < 12: hit.
    // The dodge's check, before the damage roll that follows it (DX-6.9).
    expect(r.state.rolls.findLast((x) => x.type === 'check')).toMatchObject({ check: { dice: 4 } })
    expect(lines).toContain('DX-6.11 Mook: Reflex cost +2 ＞ encroachment 40% → 42%')
  })
})

describe('step mode (DX-6.8 … DX-6.13) with a window', () => {
  it('a damage step waits for its auto actions; after "go on" the GM steps on, never past a window', () => {
    let s = arena([], [SKIN])
    s = act(s, attack(s), [9, 5, 3]).state
    const mook = byName(s, 'Mook')
    s = act(
      s,
      { type: 'double-cross/react', stepwise: true, reactions: [{ targetId: mook.id, reaction: 'none' }] },
      [],
    ).state
    expect(s.resolution?.steps.map((x) => x.step)).toEqual(['damage', 'cleanup'])
    s = act(s, { type: 'double-cross/resolveStep' }, [5, 5]).state
    expect(s.resolution?.autoWindow?.moment).toBe('taking-damage')
    expect(refused(s, { type: 'double-cross/resolveStep' })).toContain('auto actions are on offer')
    s = act(s, auto(s, 'Mook', 'Iron Skin')).state
    s = act(s, PASS).state
    // The damage is done (10 + 5 − 2 − 5 = 8); the encroachment step joined for Iron Skin's cost; no run-on.
    expect(byName(s, 'Mook').hp).toBe(2)
    expect(s.resolution?.autoWindow).toBeUndefined()
    expect(s.resolution?.steps.map((x) => x.step)).toEqual(['encroachment', 'cleanup'])
    s = act(s, { type: 'double-cross/resolveRest' }).state
    expect(s.attack).toBeNull()
    expect(byName(s, 'Mook').encroachment).toBe(41)
  })
})
