/**
 * The main process (DX-5.4): the Major action menu and the Minor action, and the attack's resolution stepped
 * through one step at a time (DX-6.8 … DX-6.13), with scripted dice.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../src/engine'
import type { DxAction, DxState } from '../../../../src/engine/systems/double-cross'
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

/** Ace (acts first: Sense 5), Mook (HP 10, armour 2), Boss; Ace is in their main process of round 1. */
function inMain(): DxState {
  let s = start('empty')
  s = addCharacter(s, {
    name: 'Ace',
    stats: { body: 3, sense: 5, mind: 1, social: 1 },
    skills: [{ kind: 'melee', specialty: '', level: 2 }],
    badStatuses: ['rigor', 'fear'],
    effects: [
      effectInput({ name: 'Heal', skill: '—', cost: 3 }),
      effectInput({ name: 'Boost', timing: 'Minor', skill: '—', dice: 2, cost: 4, sceneLong: true }),
      effectInput({ name: 'Venom', trigger: 'on-hit', cost: 1 }),
      effectInput({ name: 'Echo', trigger: 'after-attack' }),
      effectInput({ name: 'Claw', attackKind: 'melee', attack: 4, cost: 2 }),
    ],
    weapons: [{ name: 'Sword', kind: 'melee', skill: 'melee', hit: 1, attack: 5, guard: 3, range: 'Close' }],
  })
  for (const [name, hp] of [
    ['Mook', 10],
    ['Boss', 40],
  ] as const)
    s = act(s, {
      type: 'double-cross/addCharacter',
      character: blankCharacter({
        name,
        kind: 'npc',
        hp,
        maxHp: hp,
        armour: { name: 'Vest', armour: 2, dodge: 0, initiative: 0 },
      }),
    }).state
  s = act(s, { type: 'double-cross/startCombat', characterIds: s.characters.map((c) => c.id) }).state
  s = act(s, { type: 'double-cross/advanceCombat' }).state
  s = act(s, { type: 'double-cross/advanceCombat' }).state
  expect(s.combat).toMatchObject({ step: 'main', actor: byName(s, 'Ace').id })
  return s
}

const ace = (s: DxState) => byName(s, 'Ace').id
const effect = (s: DxState, name: string) => byName(s, 'Ace').effects.find((e) => e.name === name)!.id
const major = (
  s: DxState,
  patch: Omit<Extract<DxAction, { type: 'double-cross/majorAction' }>, 'type' | 'characterId'>,
) => ({ type: 'double-cross/majorAction', characterId: ace(s), ...patch }) as const

describe('DX-5.4 the Major action menu', () => {
  it.each([
    ['full-move', {}, "DX-5.4 Ace makes a full move (no map here: where everyone stands is the table's)"],
    ['disengage', {}, "DX-5.4 Ace disengages (no map here: where everyone stands is the table's)"],
    ['give-up', {}, 'DX-5.4 Ace gives up the Major action'],
    ['item', { text: ' Medkit ' }, 'DX-5.4 Ace uses an item or equipment: Medkit'],
    ['other', { text: 'Hack the door' }, 'DX-5.4 Ace: Hack the door (allowed by the GM)'],
  ] as const)('%s is logged and takes the Major action', (kind, extra, line) => {
    const s = inMain()
    const r = act(s, major(s, { kind, ...extra }))
    expect(logLines(r.events)).toEqual([line])
    expect(r.state.combat?.majorTaken).toBe(true)
    // One Major action per main process; an attack is one too.
    expect(refused(r.state, major(r.state, { kind: 'give-up' }))).toMatch(
      /already taken this main process's Major/,
    )
    expect(
      refused(r.state, {
        type: 'double-cross/attack',
        attackerId: ace(s),
        normal: 'melee',
        weaponId: byName(s, 'Ace').weapons[0]!.id,
        effects: [],
        targets: [byName(s, 'Mook').id],
      }),
    ).toMatch(/Major action \(DX-5.4\)/)
  })

  it('a finishing blow kills an incapacitated character only', () => {
    let s = inMain()
    const mook = byName(s, 'Mook').id
    expect(refused(s, major(s, { kind: 'finishing-blow', targetId: mook }))).toMatch(/not incapacitated/)
    expect(refused(s, major(s, { kind: 'finishing-blow' }))).toMatch(/needs a target/)
    s = act(s, { type: 'double-cross/change', characterId: mook, hpBy: -10 }).state
    const r = act(s, major(s, { kind: 'finishing-blow', targetId: mook }))
    expect(logLines(r.events)).toEqual(['DX-5.4 Ace deals Mook a finishing blow: Mook dies'])
    expect(byName(r.state, 'Mook').status).toBe('dead')
  })

  it('an effect without an attack pays its encroachment (DX-6.11); a Minor effect is refused', () => {
    const s = inMain()
    expect(refused(s, major(s, { kind: 'effect', effectId: effect(s, 'Boost') }))).toMatch(
      /not a Major action/,
    )
    const r = act(s, major(s, { kind: 'effect', effectId: effect(s, 'Heal') }))
    expect(logLines(r.events)).toEqual([
      'DX-5.4 Ace uses Heal without an attack (Major action)',
      'DX-6.11 Ace: Heal cost +3 ＞ encroachment 30% → 33%',
    ])
    expect(byName(r.state, 'Ace').encroachment).toBe(33)
  })

  it("going hidden sets the status; the next main process is not Ace's", () => {
    let s = inMain()
    s = act(s, major(s, { kind: 'hide' })).state
    expect(byName(s, 'Ace').hidden).toBe(true)
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(s.combat?.actor).toBe(byName(s, 'Mook').id)
    expect(refused(s, major(s, { kind: 'give-up' }))).toMatch(/only in their own main process/)
  })

  it('recovering clears one bad status; one not had is refused', () => {
    const s = inMain()
    expect(refused(s, major(s, { kind: 'recover', status: 'poison' }))).toMatch(/no such bad status/)
    const r = act(s, major(s, { kind: 'recover', status: 'rigor' }))
    expect(byName(r.state, 'Ace').badStatuses).toEqual(['fear'])
    expect(r.events[0]!.type).toBe('double-cross/majorRecover-rigor')
  })

  it('refused outside the main process, when incapacitated, and for a blank item', () => {
    let s = inMain()
    expect(refused(s, major(s, { kind: 'item', text: '  ' }))).toMatch(/say what the item is/)
    s = act(s, { type: 'double-cross/change', characterId: ace(s), hpBy: -20 }).state
    expect(refused(s, major(s, { kind: 'give-up' }))).toMatch(/incapacitated and cannot act/)
    expect(refused(start('sample'), { ...major(s, { kind: 'give-up' }), characterId: 'c1' })).toMatch(
      /no combat/,
    )
  })
})

describe('DX-5.4 the Minor action', () => {
  it('a Minor effect pays its cost; one Minor per main process; a new main process has its own', () => {
    let s = inMain()
    const r = act(s, {
      type: 'double-cross/minorAction',
      characterId: ace(s),
      kind: 'effect',
      effectId: effect(s, 'Boost'),
    })
    expect(logLines(r.events)).toEqual([
      "DX-5.4 Ace's Minor action: Boost",
      'DX-4.2 Ace uses Boost (Minor, lasts the scene): cost +4 ＞ encroachment 30% → 34%',
    ])
    s = r.state
    expect(refused(s, { type: 'double-cross/minorAction', characterId: ace(s), kind: 'move' })).toMatch(
      /already taken this main process's Minor/,
    )
    // The Major action is still there.
    s = act(s, major(s, { kind: 'give-up' })).state
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(s.combat?.majorTaken).toBeUndefined()
    expect(s.combat?.minorTaken).toBeUndefined()
  })

  it('a move is logged; a Major effect is not a Minor one', () => {
    const s = inMain()
    expect(
      refused(s, {
        type: 'double-cross/minorAction',
        characterId: ace(s),
        kind: 'effect',
        effectId: effect(s, 'Heal'),
      }),
    ).toMatch(/not a Minor action/)
    const r = act(s, { type: 'double-cross/minorAction', characterId: ace(s), kind: 'move' })
    expect(logLines(r.events)).toEqual([
      "DX-5.4 Ace moves (Minor action; no map here: where everyone stands is the table's)",
    ])
  })
})

describe('DX-6.8 … DX-6.13 step by step', () => {
  const attack = (s: DxState, stepwise: boolean): Extract<DxAction, { type: 'double-cross/attack' }> => ({
    type: 'double-cross/attack',
    attackerId: ace(s),
    normal: 'melee',
    weaponId: byName(s, 'Ace').weapons[0]!.id,
    effects: [effect(s, 'Venom'), effect(s, 'Echo'), effect(s, 'Claw')],
    targets: [byName(s, 'Mook').id],
    stepwise,
  })
  // DX-6.5: 3 dice [7,5,3] → 7 + Melee 2 + Sword 1 = 10. The Mook does not react.
  const react = (s: DxState, stepwise: boolean): DxAction => ({
    type: 'double-cross/react',
    reactions: [{ targetId: byName(s, 'Mook').id, reaction: 'none' }],
    stepwise,
  })

  it('each step is one command, in the digest order; the rest at once gives what "at once" gives', () => {
    let s = act(inMain(), attack(inMain(), true), [7, 5, 3]).state
    const atOnce = act(s, react(s, false), [6, 4])
    s = act(s, react(s, true)).state
    expect(s.resolution?.steps).toEqual([
      { step: 'on-hit' },
      { step: 'damage', targetId: byName(s, 'Mook').id },
      { step: 'after-attack' },
      { step: 'encroachment' },
      { step: 'cleanup' },
    ])
    expect(refused(s, { type: 'double-cross/advanceCombat' })).toMatch(/DX-6/)
    expect(refused(s, react(s, true))).toMatch(/no attack waits for reactions/)
    const stepped: string[] = []
    const dice = [[], [6, 4], [], [], []]
    for (const faces of dice) {
      const r = act(s, { type: 'double-cross/resolveStep' }, faces)
      stepped.push(...logLines(r.events))
      s = r.state
    }
    expect(stepped).toEqual([
      'DX-6.8 Stacked effects fire on Mook: Venom',
      'DX-6.9 Damage to Mook: 2D10 10[6,4] + weapon 5 + combo 4 − armour 2 − guard 0 = 17 ＞ HP 10 → 0',
      'DX-6.10 Stacked effects fire: Echo',
      'DX-6.11 Ace: Venom + Claw cost +3 ＞ encroachment 30% → 33%',
      'DX-6.13 Mook is at HP 0: incapacitated, cannot act until healed or revived',
      'DX-6.13 Attack cleanup: the procedure ends',
    ])
    expect(logLines(atOnce.events).slice(1)).toEqual(stepped)
    expect(s).toEqual(atOnce.state)
    expect(refused(s, { type: 'double-cross/resolveStep' })).toMatch(/no attack waits to be resolved/)
  })

  it('"Resolve the rest" finishes from any step; the state survives JSON and replays', () => {
    const base = act(inMain(), attack(inMain(), true), [7, 5, 3]).state
    let s = act(base, react(base, true)).state
    s = act(s, { type: 'double-cross/resolveStep' }).state
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    const r = act(s, { type: 'double-cross/resolveRest' }, [6, 4])
    expect(r.state.attack).toBeNull()
    expect(r.state.resolution).toBeUndefined()
    expect(byName(r.state, 'Mook')).toMatchObject({ hp: 0, incapacitated: true })
    const replayed = [
      react(base, true),
      { type: 'double-cross/resolveStep' },
      { type: 'double-cross/resolveRest' },
    ].reduce((t, a) => {
      const x = session.apply(t, a as DxAction, scriptedDice([6, 4]))
      if (!x.ok) throw new Error(x.error)
      return x.state
    }, base)
    expect(replayed).toEqual(r.state)
  })

  it('an attack nobody can react to goes step by step too when asked', () => {
    const s = inMain()
    const r = act(s, { ...attack(s, true), cannotReact: [byName(s, 'Mook').id] }, [7, 5, 3])
    expect(r.state.resolution?.steps[0]).toEqual({ step: 'on-hit' })
    expect(logLines(r.events)).toContain('DX-6.8 The GM resolves the rest of the attack step by step')
    expect(session.apply(r.state, { type: 'double-cross/resolveStep' }, scriptedDice([])).ok).toBe(true)
  })
})
