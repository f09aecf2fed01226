import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import {
  doubleCross,
  type AttackDeclaration,
  type DxState,
} from '../../../../src/engine/systems/double-cross'
import {
  act,
  addCharacter,
  blankCharacter,
  byName,
  effectInput,
  logLines,
  refused,
  session,
  start,
} from '../helpers'

/** Ace (attacker, Body 3, Melee 2, Sword +1/5/guard 3), Mook (HP 10, armour 2, Shield guard 4), Boss. */
function arena(encroachment = 30): DxState {
  let s = start('empty')
  s = addCharacter(s, {
    name: 'Ace',
    stats: { body: 3, sense: 2, mind: 1, social: 1 },
    skills: [
      { kind: 'melee', specialty: '', level: 2 },
      { kind: 'dodge', specialty: '', level: 1 },
    ],
    encroachment,
    effects: [
      effectInput({ name: 'Claw', attackKind: 'melee', attack: 4, cost: 2, syndrome: 'Chimaera' }),
      effectInput({
        name: 'Concentrate',
        skill: 'Syndrome',
        syndrome: 'Chimaera',
        level: 2,
        perLevel: { criticalReduction: 1 },
        criticalLimit: 7,
        cost: 2,
      }),
      effectInput({ name: 'Shot', skill: 'Ranged', attackKind: 'ranged', attack: 3, cost: 3 }),
      effectInput({ name: 'Boost', timing: 'Minor', skill: '—', dice: 2, cost: 4, sceneLong: true }),
      effectInput({
        name: 'Rage',
        attackKind: 'melee',
        restriction: '100%',
        attack: 10,
        cost: 5,
        syndrome: 'Chimaera',
      }),
      effectInput({ name: 'Stun', attackKind: 'melee', noDamage: true, cost: 1 }),
      effectInput({ name: 'Focus', dice: 1, cost: 1 }),
      effectInput({ name: 'Sure Strike', attackKind: 'melee', attack: 2, difficulty: 'Automatic', cost: 1 }),
      effectInput({ name: 'Venom', trigger: 'on-hit', text: 'The target is poisoned.' }),
      effectInput({ name: 'Sweep', attackKind: 'melee', target: 'Area (select)' }),
    ],
    weapons: [{ name: 'Sword', kind: 'melee', skill: 'melee', hit: 1, attack: 5, guard: 3, range: 'Close' }],
  })
  s = addCharacter(s, {
    name: 'Mook',
    kind: 'npc',
    stats: { body: 2, sense: 1, mind: 1, social: 1 },
    skills: [{ kind: 'dodge', specialty: '', level: 1 }],
    hp: 10,
    maxHp: 10,
    armour: { name: 'Vest', armour: 2, dodge: -1, initiative: 0 },
    weapons: [
      { name: 'Shield', kind: 'melee', skill: 'melee', hit: -1, attack: 1, guard: 4, range: 'Close' },
    ],
  })
  s = addCharacter(s, { name: 'Boss', kind: 'npc', hp: 40, maxHp: 40 })
  return s
}

const eff = (s: DxState, name: string) => byName(s, 'Ace').effects.find((e) => e.name === name)!.id

function declare(s: DxState, patch: Partial<AttackDeclaration> & { names?: string[] } = {}) {
  const { names = [], ...rest } = patch
  return {
    type: 'double-cross/attack' as const,
    attackerId: byName(s, 'Ace').id,
    normal: 'melee' as const,
    weaponId: byName(s, 'Ace').weapons[0]!.id,
    effects: names.map((n) => eff(s, n)),
    targets: [byName(s, 'Mook').id],
    ...rest,
  }
}

describe('the data model: weapons, armour, statuses, effect levels', () => {
  it('saves from before combat replay: a character without weapons, armour or statuses is added unarmed', () => {
    const s = start('empty')
    const old = blankCharacter({ name: 'Old' }) as Record<string, unknown>
    for (const k of ['weapons', 'armour', 'incapacitated', 'hidden', 'badStatuses', 'sceneEffects'])
      delete old[k]
    const c = byName(act(s, { type: 'double-cross/addCharacter', character: old as never }).state, 'Old')
    expect(c).toMatchObject({
      weapons: [],
      armour: null,
      incapacitated: false,
      hidden: false,
      badStatuses: [],
    })
  })

  it.each([
    [30, 2, 8],
    [100, 3, 7],
    [160, 4, 7],
  ])(
    'DX-4.1: at %s percent Concentrate is level %s, critical %s (per-level formula, lower limit 7)',
    (rate, level, critical) => {
      const s = arena(rate)
      const ace = byName(s, 'Ace')
      const concentrate = ace.effects.find((e) => e.name === 'Concentrate')!
      expect(doubleCross.effectValues(concentrate, rate, s.encroachmentTable).level).toBe(level)
      const plan = doubleCross.planAttack(s, declare(s, { names: ['Claw', 'Concentrate'] }))
      if (!plan.ok) throw new Error(plan.error)
      expect(plan.plan.check.critical).toBe(critical)
    },
  )

  it('DX-4.1: a sheet check applies the effect-level bonus too (Concentrate at 100%: critical 7)', () => {
    const s = arena(100)
    const r = act(
      s,
      {
        type: 'double-cross/check',
        check: { characterId: byName(s, 'Ace').id, skill: 0, effects: [eff(s, 'Concentrate')] },
      },
      [1, 2, 3, 4, 5, 6],
    )
    expect(r.state.rolls.at(-1)).toMatchObject({ check: { critical: 7, dice: 6 } })
  })
})

describe('DX-4.2: a scene-long Minor effect is paid once per scene', () => {
  it('useMinor pays it once; a second use and a check with it do not pay again; a new scene does', () => {
    let s = arena()
    const ace = byName(s, 'Ace')
    s = act(s, { type: 'double-cross/useMinor', characterId: ace.id, effectId: eff(s, 'Boost') }).state
    expect(byName(s, 'Ace').encroachment).toBe(34)
    expect(
      refused(s, { type: 'double-cross/useMinor', characterId: ace.id, effectId: eff(s, 'Boost') }),
    ).toMatch(/already lasts this scene \(DX-4.2\)/)
    s = act(
      s,
      {
        type: 'double-cross/check',
        check: { characterId: ace.id, stat: 'body', effects: [eff(s, 'Boost')] },
      },
      [1, 2, 3, 4, 5],
    ).state
    expect(byName(s, 'Ace').encroachment).toBe(34)
    s = act(s, { type: 'double-cross/addScene', name: 'Next' }).state
    s = act(s, { type: 'double-cross/recordPreGame', date: '', scenario: '' }).state
    s = act(
      s,
      { type: 'double-cross/enterScene', sceneId: s.scenes[0]!.id, characterIds: [ace.id] },
      [3],
    ).state
    expect(byName(s, 'Ace').sceneEffects).toEqual([])
    s = act(
      s,
      {
        type: 'double-cross/check',
        check: { characterId: ace.id, stat: 'body', effects: [eff(s, 'Boost')] },
      },
      [1, 2, 3, 4, 5],
    ).state
    expect(byName(s, 'Ace').encroachment).toBe(41)
  })

  it('the sample: Perfect Beast Form is paid on the first check of the scene only', () => {
    let s = start()
    const keigo = byName(s, 'Keigo')
    const pbf = keigo.effects.find((e) => e.name === 'Perfect Beast Form')!.id
    const check = {
      type: 'double-cross/check' as const,
      check: { characterId: keigo.id, stat: 'body' as const, effects: [pbf] },
    }
    s = act(s, check, [1, 2, 3, 4, 5, 6, 7, 8]).state
    expect(byName(s, 'Keigo').encroachment).toBe(86)
    s = act(s, check, [1, 2, 3, 4, 5, 6, 7, 8]).state
    expect(byName(s, 'Keigo').encroachment).toBe(86)
  })
})

describe('DX-4 / DX-6.13: typed amounts and incapacitation', () => {
  it('−19 HP in one step and one log line; at HP 0 the character is incapacitated and cannot act', () => {
    let s = arena()
    const mook = byName(s, 'Mook')
    const r = act(s, { type: 'double-cross/change', characterId: mook.id, hpBy: -19 })
    expect(r.events.map((e) => e.text)).toEqual([
      'Mook: HP −19 → 0',
      'Mook is at HP 0: incapacitated, cannot act until healed or revived',
    ])
    s = r.state
    expect(byName(s, 'Mook')).toMatchObject({ hp: 0, incapacitated: true })
    expect(
      refused(s, { type: 'double-cross/setStatus', characterId: mook.id, incapacitated: false }),
    ).toMatch(/heal or revive them with HP first/)
    s = act(s, { type: 'double-cross/change', characterId: mook.id, hpBy: 5, encroachmentBy: 3 }).state
    expect(byName(s, 'Mook')).toMatchObject({ hp: 5, incapacitated: false, encroachment: 33 })
    const ace = byName(s, 'Ace')
    s = act(s, { type: 'double-cross/adjust', characterId: ace.id, hp: 0 }).state
    expect(byName(s, 'Ace').incapacitated).toBe(true)
    expect(refused(s, declare(s))).toMatch(/incapacitated and cannot act \(DX-6.13\)/)
  })
})

describe('DX-5.4: combat rounds and the initiative order', () => {
  it('action value = Sense×2 + Mind + armour; ties go to PCs; setup → initiative → main … → cleanup', () => {
    let s = arena()
    const [ace, mook, boss] = ['Ace', 'Mook', 'Boss'].map((n) => byName(s, n))
    expect([ace, mook, boss].map((c) => doubleCross.actionValue(c!))).toEqual([5, 3, 6])
    s = act(s, { type: 'double-cross/startCombat', characterIds: [mook!.id, ace!.id, boss!.id] }).state
    const steps: string[] = []
    for (let i = 0; i < 9; i++) {
      const r = act(s, { type: 'double-cross/advanceCombat' })
      steps.push(r.events[0]!.text)
      expect(r.events[0]!.rule).toBe('DX-5.4')
      s = r.state
    }
    expect(steps).toEqual([
      'Round 1: initiative process',
      "Round 1: Boss's main process",
      'Round 1: initiative process',
      "Round 1: Ace's main process",
      'Round 1: initiative process',
      "Round 1: Mook's main process",
      'Round 1: initiative process',
      'Round 1: cleanup process',
      'Round 2: setup process',
    ])
    expect(s.combat).toMatchObject({ round: 2, step: 'setup', acted: [] })
  })

  it('an incapacitated character gets no main process; one attacks only in its own main process', () => {
    let s = arena()
    const [ace, mook] = ['Ace', 'Mook'].map((n) => byName(s, n))
    s = act(s, { type: 'double-cross/change', characterId: mook!.id, hpBy: -10 }).state
    s = act(s, { type: 'double-cross/startCombat', characterIds: [ace!.id, mook!.id] }).state
    expect(refused(s, declare(s))).toMatch(/only in their own main process \(DX-5.4\)/)
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(s.combat?.actor).toBe(ace!.id)
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(act(s, { type: 'double-cross/advanceCombat' }).state.combat?.step).toBe('cleanup')
  })
})

describe('the attack procedure DX-6.1 … DX-6.13 (scripted dice)', () => {
  it('a normal melee attack: declaration → … → damage → cleanup, each line citing its step', () => {
    let s = arena()
    // DX-6.5: 3 dice [7,5,3] → 7 + Melee 2 + Sword hit 1 = 10; the Mook must react.
    let r = act(s, declare(s), [7, 5, 3])
    expect(logLines(r.events)).toEqual([
      'DX-6.1 Ace declares an attack: Normal melee attack with Sword → Mook',
      'DX-6.2 Simulation: no warning',
      'DX-6.3 Normal melee attack activates',
      'DX-6.4 Combo: melee attack, attack power 0, weapon +5, hit +1, 1 target(s), range Close, difficulty opposed',
      'DX-6.5 Ace — attack (3DX+3) ＞ 7[7,5,3]+3 ＞ 10',
      "DX-6.5 Ace's achievement: 10",
    ])
    s = r.state
    expect(s.attack?.achievement).toBe(10)
    expect(refused(s, { type: 'double-cross/advanceCombat' })).toMatch(/no combat/)
    expect(refused(s, { type: 'double-cross/react', reactions: [] })).toMatch(/Mook must declare a reaction/)
    // DX-6.7: dodge 2 dice [4,9] + 1 − 1 = 9 < 10: hit. DX-6.9: 2D10 [6,4] + 5 + 0 − 2 = 13 ≥ HP 10.
    const mook = byName(s, 'Mook').id
    r = act(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: mook, reaction: 'dodge' }] },
      [4, 9, 6, 4],
    )
    expect(logLines(r.events)).toEqual([
      'DX-6.6 Mook: dodge',
      'DX-6.7 Mook — Dodge (2DX) ＞ 9[4,9] ＞ 9',
      'DX-6.7 Mook fails to dodge (9): hit',
      'DX-6.9 Damage to Mook: 2D10 10[6,4] + weapon 5 + combo 0 − armour 2 − guard 0 = 13 ＞ HP 10 → 0',
      'DX-6.13 Mook is at HP 0: incapacitated, cannot act until healed or revived',
      'DX-6.13 Attack cleanup: the procedure ends',
    ])
    expect(byName(r.state, 'Mook')).toMatchObject({ hp: 0, incapacitated: true })
    expect(r.state.attack).toBeNull()
  })

  it.each([
    ['DX-6.7 a tie goes to the dodge: miss', [6, 5, 3], 'dodge', [9, 2], 10],
    ['DX-6.9 guard: − guard value', [7, 5, 3], 'guard', [6, 4], 1],
    ['DX-6.6 no reaction: hit', [7, 5, 3], 'none', [1, 1], 5],
  ] as const)('%s', (_name, attackFaces, reaction, after, hp) => {
    let s = arena()
    s = act(s, declare(s), [...attackFaces]).state
    const mook = byName(s, 'Mook')
    s = act(
      s,
      {
        type: 'double-cross/react',
        reactions: [
          { targetId: mook.id, reaction, ...(reaction === 'guard' ? { weaponId: mook.weapons[0]!.id } : {}) },
        ],
      },
      [...after],
    ).state
    expect(byName(s, 'Mook').hp).toBe(hp)
  })

  it('DX-6.9: damage never goes below 0', () => {
    expect(doubleCross.damageOf([1], 0, 0, 5, 4)).toBe(0)
    expect(doubleCross.damageOf([6, 4], 5, 4, 2, 0)).toBe(17)
  })

  it('a combo: Claw + Concentrate (critical 8) + normal attack; costs of both paid (DX-6.11)', () => {
    let s = arena()
    // 3 dice at critical 8: [8,2,3] → reroll [5]: 15 + 3 = 18; dodge [3,3] + 0 = 3: hit.
    let r = act(s, declare(s, { names: ['Claw', 'Concentrate'] }), [8, 2, 3, 5])
    expect(r.state.attack?.plan.check).toMatchObject({ dice: 3, critical: 8, modifier: 3 })
    s = r.state
    // 2D10 [5,5] + Sword 5 + Claw 4 − armour 2 = 17.
    r = act(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: byName(s, 'Mook').id, reaction: 'dodge' }] },
      [3, 3, 5, 5],
    )
    expect(r.events.find((e) => e.rule === 'DX-6.9')?.text).toMatch(/= 17 ＞ HP 10 → 0/)
    expect(r.events.find((e) => e.rule === 'DX-6.11')?.text).toBe(
      'Ace: Claw + Concentrate cost +4 ＞ encroachment 30% → 34%',
    )
  })

  it('seed DX-6.3: a <Syndrome> effect activated first fizzles and costs nothing', () => {
    let s = arena()
    const r = act(s, declare(s, { names: ['Concentrate', 'Claw'] }), [7, 5, 3])
    expect(logLines(r.events)).toContain(
      'DX-6.3 Concentrate fizzles (no effect of its syndrome before it): dropped from the combo, no encroachment',
    )
    expect(r.events[1]!.text).toBe(
      'Simulation warns: Concentrate would fizzle (no effect of its syndrome before it)',
    )
    expect(r.state.attack?.plan.check.critical).toBe(10)
    s = act(
      r.state,
      { type: 'double-cross/react', reactions: [{ targetId: byName(r.state, 'Mook').id, reaction: 'none' }] },
      [1, 1],
    ).state
    expect(byName(s, 'Ace').encroachment).toBe(32)
  })

  it('DX-6.3 cascade: Rage fizzles (restriction 100%), so the Concentrate after it fizzles too', () => {
    const s = arena()
    const plan = doubleCross.planAttack(s, declare(s, { names: ['Rage', 'Concentrate'] }))
    if (!plan.ok) throw new Error(plan.error)
    expect(plan.plan.fizzled.map((f) => [f.name, f.reason])).toEqual([
      ['Rage', 'restriction'],
      ['Concentrate', 'no-syndrome-before'],
    ])
    expect(plan.plan.activated.map((e) => e.name)).toEqual(['Normal melee attack'])
  })

  it('DX-6.3 / DX-6.1: a ranged effect first makes the melee normal attack fizzle and the sword unusable', () => {
    const s = arena()
    const plan = doubleCross.planAttack(s, declare(s, { names: ['Shot'] }))
    if (!plan.ok) throw new Error(plan.error)
    expect(plan.plan).toMatchObject({
      skill: 'ranged',
      attackKind: 'ranged',
      weaponUsable: false,
      weaponAttack: 0,
      attackPower: 3,
      fizzled: [{ name: 'Normal melee attack', reason: 'skill-mismatch' }],
    })
    expect(plan.plan.warnings).toContainEqual({ kind: 'weapon-unusable', weapon: 'Sword' })
    // A skill mismatch later in the combo: Claw (Melee) then Shot (Ranged).
    const mixed = doubleCross.planAttack(s, declare(s, { names: ['Claw', 'Shot'] }))
    if (!mixed.ok) throw new Error(mixed.error)
    expect(mixed.plan.fizzled).toEqual([{ id: eff(s, 'Shot'), name: 'Shot', reason: 'skill-mismatch' }])
  })

  it('DX-6.1: an effect twice, a Minor effect and an unknown weapon are refused', () => {
    const s = arena()
    expect(refused(s, declare(s, { names: ['Claw', 'Claw'] }))).toMatch(/once per combo \(DX-6.1\)/)
    expect(refused(s, declare(s, { names: ['Boost'] }))).toMatch(/not a Major action/)
    expect(refused(s, declare(s, { weaponId: 'w999' }))).toMatch(/no weapon w999/)
  })

  it('DX-6.4: a non-damaging attack rolls no damage; no attack effect goes straight to cleanup', () => {
    let s = arena()
    let r = act(s, declare(s, { normal: undefined, weaponId: undefined, names: ['Stun'] }), [7, 5, 3])
    expect(r.events[1]!.text).toBe('Simulation warns: no attack power: the attack deals no damage')
    r = act(r.state, {
      type: 'double-cross/react',
      reactions: [{ targetId: byName(s, 'Mook').id, reaction: 'none' }],
    })
    expect(r.events.some((e) => e.rule === 'DX-6.9')).toBe(false)
    s = arena()
    r = act(s, declare(s, { normal: undefined, weaponId: undefined, names: ['Focus'] }))
    expect(logLines(r.events).slice(-3)).toEqual([
      'DX-6.4 No attack effect: the procedure goes to its cleanup',
      'DX-6.11 Ace: Focus cost +1 ＞ encroachment 30% → 31%',
      'DX-6.13 Attack cleanup: the procedure ends',
    ])
  })

  it('DX-6.4: a single-target combo refuses two targets; an area effect takes both', () => {
    const s = arena()
    const two = [byName(s, 'Mook').id, byName(s, 'Boss').id]
    expect(refused(s, declare(s, { targets: two }))).toMatch(/at most 1 target/)
    const plan = doubleCross.planAttack(s, declare(s, { names: ['Sweep'], targets: two }))
    if (!plan.ok) throw new Error(plan.error)
    expect(plan.plan.targetLimit).toBeNull()
  })

  it('DX-6.5: automatic success skips the reactions; DX-6.6: "cannot react" resolves at once', () => {
    let s = arena()
    let r = act(
      s,
      declare(s, { normal: undefined, weaponId: undefined, names: ['Sure Strike'] }),
      [7, 5, 3, 2],
    )
    // 7 + Melee 2 = 9: 1D10 [2] + Sure Strike 2 − armour 2 = 2.
    expect(r.events.find((e) => e.rule === 'DX-6.6')?.text).toBe('Mook: no reaction (automatic success)')
    expect(byName(r.state, 'Mook').hp).toBe(8)
    s = arena()
    r = act(s, declare(s, { cannotReact: [byName(s, 'Mook').id] }), [7, 5, 3, 1, 1])
    expect(r.events.find((e) => e.rule === 'DX-6.6')?.text).toBe('Mook: cannot react')
    expect(byName(r.state, 'Mook').hp).toBe(5)
  })

  it('DX-1.7 in an attack: a fumble misses every target, no reaction asked, costs still paid', () => {
    const s = arena()
    const r = act(s, declare(s, { names: ['Claw'] }), [1, 1, 1])
    expect(logLines(r.events)).toContain("DX-6.5 Ace's attack fails: it misses every target")
    expect(byName(r.state, 'Mook').hp).toBe(10)
    expect(byName(r.state, 'Ace').encroachment).toBe(32)
  })

  it('DX-6.8 / DX-6.9: stacked on-hit effects fire; damage of 1+ ends hiding', () => {
    let s = arena()
    const mook = byName(s, 'Mook').id
    s = act(s, {
      type: 'double-cross/setStatus',
      characterId: mook,
      hidden: true,
      badStatuses: ['rigor'],
    }).state
    s = act(s, declare(s, { names: ['Venom'] }), [7, 5, 3]).state
    const r = act(
      s,
      { type: 'double-cross/react', reactions: [{ targetId: mook, reaction: 'none' }] },
      [1, 1],
    )
    expect(logLines(r.events)).toContain('DX-6.8 Stacked effects fire on Mook: Venom')
    expect(byName(r.state, 'Mook')).toMatchObject({ hidden: false, badStatuses: ['rigor'], hp: 5 })
  })

  it('replays: the same actions and dice give the same state, and it survives JSON', () => {
    const s = arena()
    const run = () => {
      let t = act(s, declare(s, { names: ['Claw', 'Concentrate'] }), [8, 2, 3, 5]).state
      t = act(
        t,
        { type: 'double-cross/react', reactions: [{ targetId: byName(t, 'Mook').id, reaction: 'dodge' }] },
        [3, 3, 5, 5],
      ).state
      return t
    }
    const a = run()
    expect(run()).toEqual(a)
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
    expect(session.apply(a, { type: 'double-cross/react', reactions: [] }, scriptedDice([])).ok).toBe(false)
  })
})
