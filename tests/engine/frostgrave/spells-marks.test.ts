/**
 * FG-8: the spells that mark the table or change how it plays — Bones of the Earth, Explosive Rune,
 * Awareness, Wizard Eye, Plane Walk, Circle of Protection and Fog — each with scripted dice.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  apply,
  castModifiers,
  checkCast,
  effectsOf,
  hasLineOfSight,
  isPinned,
  isPlaneWalking,
  legalActions,
  magicOf,
  shotTargets,
  tableMarks,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { activated, model, move, ok, rect, refused } from './helpers'
import { withCreature } from './spells-cases'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard'
const T = 'p1-s1' // Sir Aldous: Fight 4, Armour 13, Will 1, Health 12
const texts = (events: { text: string }[]) => events.map((e) => e.text)
const keys = (events: { type: string }[]) => events.map((e) => e.type)
/** The caster activated afresh (its two actions back) for a second look after a cast. */
const again = (s: FgState): FgState => activated(s, W)

/** The table at the start of the next turn, before its initiative roll (FG-3.1). */
const atInitiative = (s: FgState): FgState => ({
  ...s,
  turn: { ...s.turn, number: s.turn.number + 1, stage: 'initiative', initiative: null, activation: null },
})

describe('FG-8 Bones of the Earth', () => {
  const held = (): FgState =>
    castThrough(spellTable(['Bones of the Earth']), castAction(W, 'Bones of the Earth', { target: T }), [20])
      .state

  it('a skeletal hand grips a ground-level target within 18"; it cannot move', () => {
    const s = held()
    expect(isPinned(s, T)).toBe(true)
    expect(tableMarks(s).hands).toEqual([{ id: expect.any(String), model: T, x: 1000, y: 1400 }])
    const error = refused(activated(s, T), move(T, [10, 12]), 'FG-8.2')
    expect(error).toContain('held by a skeletal hand')
  })

  it('is refused on a target standing on terrain, and beyond 18"', () => {
    const high = spellTable(['Bones of the Earth'], { [T]: { x: 1000, y: 1400, elevation: 200 } })
    expect(checkCast(high, castAction(W, 'Bones of the Earth', { target: T }) as never)).toMatchObject({
      code: 'spellNeedsGround',
    })
    const far = spellTable(['Bones of the Earth'], { [T]: [10, 1] })
    expect(checkCast(far, castAction(W, 'Bones of the Earth', { target: T }) as never)).toMatchObject({
      code: 'spellTargetOutOfRange',
    })
  })

  it('breaking free: the model fights the hand (Fight +0, Health 1): a higher total destroys it', () => {
    const s = activated(held(), T)
    const { state, events } = ok(s, { type: 'frostgrave/breakFree', model: T }, scriptedDice([9, 12]))
    expect(texts(events)).toContain(
      'Sir Aldous fights the skeletal hand: 9 + 4 = 13 against 12 + 0 = 12: the hand is destroyed.',
    )
    expect(isPinned(state, T)).toBe(false)
    expect(model(state, T).health).toBe(12)
    ok(state, move(T, [10, 12]))
  })

  it('a higher hand holds on and hits (FG-5.3); equal totals hit each other (FG-5.4)', () => {
    const s = activated(held(), T)
    const lost = ok(s, { type: 'frostgrave/breakFree', model: T }, scriptedDice([1, 20]))
    expect(texts(lost.events)).toContain(
      'Sir Aldous fights the skeletal hand: 1 + 4 = 5 against 20 + 0 = 20: the hand holds on and hits for 7.',
    )
    expect(isPinned(lost.state, T)).toBe(true)
    expect(model(lost.state, T).health).toBe(5)
    const tie = ok(s, { type: 'frostgrave/breakFree', model: T }, scriptedDice([14, 18]))
    expect(texts(tie.events)).toContain(
      'Sir Aldous fights the skeletal hand: 14 + 4 = 18 against 18 + 0 = 18: the hand is destroyed, and it hits back for 5.',
    )
    expect(isPinned(tie.state, T)).toBe(false)
    expect(model(tie.state, T).health).toBe(7)
  })

  it('legal actions offer breaking free, and no move, to an activated held model', () => {
    const legal = legalActions(activated(held(), T))
    expect(legal).toContainEqual({ type: 'frostgrave/breakFree', model: T })
    expect(legal.some((a) => a.type === 'frostgrave/move' && a.model === T)).toBe(false)
  })

  it('magic movement pulls the model out of the grip (FG-4.8)', () => {
    let s = spellTable(['Bones of the Earth', 'Push'])
    s = castThrough(s, castAction(W, 'Bones of the Earth', { target: T }), [20]).state
    // Push: +10 against Fight 4: 20 + 10 = 30 against 1 + 4, 17 past Armour 13: pushed straight away.
    const { state, events } = castThrough(again(s), castAction(W, 'Push', { target: T }), [20, 20, 1])
    expect(texts(events)).toContain("Sir Aldous is pulled out of the skeletal hand's grip.")
    expect(isPinned(state, T)).toBe(false)
  })

  it('a held creature spends its activation fighting the hand (FG-10.2 decision)', () => {
    let s = withCreature(spellTable(['Bones of the Earth']), 'Wolf', 14, 20)
    s = castThrough(s, castAction(W, 'Bones of the Earth', { target: 'c1' }), [20]).state
    s = { ...s, turn: { ...s.turn, phase: 'creature', step: 0, activation: null } }
    const { state, events } = ok(s, { type: 'frostgrave/runCreatures' }, scriptedDice([3, 10]))
    expect(texts(events)).toContain(
      'Wolf 1 fights the skeletal hand: 3 + 1 = 4 against 10 + 0 = 10: the hand holds on and hits for 0.',
    )
    expect(model(state, 'c1')).toMatchObject({ x: 1400, y: 2000 })
  })
})

describe('FG-8 Explosive Rune', () => {
  it('is drawn within 1" of the caster; a creature coming within 1" sets it off: +5 on every figure within 2"', () => {
    let s = spellTable(['Explosive Rune'])
    s = castThrough(s, castAction(W, 'Explosive Rune', { point: at(11, 20) }), [20]).state
    expect(tableMarks(s).runes).toEqual([{ id: expect.any(String), x: 1100, y: 2000 }])
    // A wolf summoned beside it (here: placed, then any command ends) sets it off.
    s = withCreature(s, 'Wolf', 12, 20)
    const { state, events } = ok(s, { type: 'frostgrave/endModel', model: W }, scriptedDice([1, 18, 15, 2]))
    expect(texts(events)).toContain('Wolf 1 comes within 1" of a rune: it explodes.')
    // The wolf (Fight 1, Armour 10): 15 + 5 = 20 against 2 + 1 = 3: 10 damage. The wizard too, at 0.5".
    expect(texts(events)).toContain(
      'Spell attack on Wolf 1: 15 + 5 = 20 against 2 + 1 = 3: hit, 10 after Armour 10.',
    )
    expect(keys(events)).toContain('frostgrave/spellAttackMiss')
    expect(model(state, 'c1').status).toBe('dead')
    expect(tableMarks(state).runes).toEqual([])
  })

  it('warband models never set it off; the caster may keep at most 3 runes', () => {
    let s = spellTable(['Explosive Rune'])
    s = castThrough(s, castAction(W, 'Explosive Rune', { point: at(11, 20) }), [20]).state
    const quiet = ok(s, { type: 'frostgrave/endModel', model: W })
    expect(tableMarks(quiet.state).runes).toHaveLength(1)
    const rune = magicOf(s).effects[0]!
    const three = {
      ...s,
      magic: { ...magicOf(s), effects: [rune, { ...rune, id: 'e8' }, { ...rune, id: 'e9' }] },
    }
    expect(
      checkCast(again(three), castAction(W, 'Explosive Rune', { point: at(11, 20) }) as never),
    ).toMatchObject({
      code: 'runeLimit',
    })
  })

  /** A rune at (11, 20) beside the wizard, and a wolf (Move 8) at (19, 20) in the creature phase. */
  const wolfRun = (): FgState => {
    let s = spellTable(['Explosive Rune'])
    s = castThrough(s, castAction(W, 'Explosive Rune', { point: at(11, 20) }), [20]).state
    s = withCreature(s, 'Wolf', 19, 20)
    return { ...s, turn: { ...s.turn, phase: 'creature', step: 0, activation: null } }
  }

  it('goes off where a creature walking past comes within 1" of it, not at the end of its move (FG-8.2, FG-10.2)', () => {
    // The wolf runs at the wizard; its base comes within 1" of the rune 6.51" along (its centre at 12.49").
    // The blast: the wizard (listed first) 1 + 5 against 20 + 2: missed; the wolf 1 + 5 against 20 + 1: missed.
    // It walks on into contact and fights with its second action (the wolf rolls 15, the wizard 5).
    const { state, events } = ok(
      wolfRun(),
      { type: 'frostgrave/runCreatures' },
      scriptedDice([1, 20, 1, 20, 15, 5]),
    )
    const k = keys(events)
    expect(k.slice(0, 2)).toEqual(['frostgrave/creatureApproaches-full', 'frostgrave/runeExplodes'])
    expect(events[0]!.text).toContain('Wolf 1 moves 6.51" towards')
    expect(events[0]!.rule).toBe('FG-10.2')
    expect(events[1]!.rule).toBe('FG-8.2')
    const on = events.find((e) => e.type === 'frostgrave/creatureMovesOn')!
    expect(on.text).toBe('Wolf 1 moves on 1.49".')
    expect(on.rule).toBe('FG-8.2')
    expect(k.indexOf('frostgrave/creatureMovesOn')).toBeGreaterThan(
      k.lastIndexOf('frostgrave/spellAttackMiss'),
    )
    expect(k.indexOf('frostgrave/fightRoll')).toBeGreaterThan(k.indexOf('frostgrave/creatureMovesOn'))
    expect(model(state, 'c1')).toMatchObject({ x: 1100, y: 2000, status: 'onTable' })
    expect(tableMarks(state).runes).toEqual([])
  })

  it('a creature killed by the blast on its way stops there and its activation ends (FG-8.2, FG-10.2)', () => {
    // The wizard's attack misses (1 + 5 against 20 + 2); the wolf: 15 + 5 = 20 against 2 + 1 = 3: 10 damage.
    const { state, events } = ok(wolfRun(), { type: 'frostgrave/runCreatures' }, scriptedDice([1, 20, 15, 2]))
    expect(model(state, 'c1')).toMatchObject({ status: 'dead', x: 1249, y: 2000 })
    const k = keys(events)
    expect(k).not.toContain('frostgrave/creatureMovesOn')
    expect(k).not.toContain('frostgrave/fightRoll')
    expect(k.filter((t) => t.startsWith('frostgrave/creatureApproaches'))).toHaveLength(1)
    expect(model(state, W).health).toBe(model(wolfRun(), W).health)
    expect(k.at(-1)).toBe('frostgrave/phaseDone-creature')
  })

  it('a creature whose walk stays more than 1" from every rune leaves them be', () => {
    // The same wolf two inches further north walks parallel to the rune, 2" off: nothing happens.
    const s = wolfRun()
    const north: FgState = {
      ...s,
      models: s.models.map((m) =>
        m.id === 'c1' ? { ...m, y: 1700 } : m.id === W ? { ...m, x: 1000, y: 1700 } : m,
      ),
      magic: {
        ...magicOf(s),
        effects: magicOf(s).effects.map((e) => ({ ...e, point: { x: 1500, y: 2000 } })),
      },
    }
    const { events } = ok(north, { type: 'frostgrave/runCreatures' }, scriptedDice([5, 15]))
    expect(keys(events)).not.toContain('frostgrave/runeExplodes')
    expect(
      tableMarks(ok(north, { type: 'frostgrave/runCreatures' }, scriptedDice([5, 15])).state).runes,
    ).toHaveLength(1)
  })

  /** A wolf at (10, 17) north of the wizard, a rune at (11.2, 14.5) beside the line it is pushed along. */
  const pushTable = (): FgState => {
    let s = spellTable(['Explosive Rune', 'Push'], { [T]: [30, 30] })
    s = castThrough(s, castAction(W, 'Explosive Rune', { point: at(11, 20) }), [20]).state
    s = withCreature(again(s), 'Wolf', 10, 17)
    return {
      ...s,
      magic: {
        ...magicOf(s),
        effects: magicOf(s).effects.map((e) => ({ ...e, point: { x: 1120, y: 1450 } })),
      },
    }
  }

  it('a creature pushed past a rune by magic sets it off on the way (FG-8.2, FG-4.8)', () => {
    // Push: 5 + 10 = 15 against 1 + 1: 5 past Armour 10, so 5" north, from 17" to 12". Its base comes
    // within 1" of the rune at 15.39": the blast, 1 + 5 against 20 + 1, misses; it slides on to 12".
    const r = castThrough(pushTable(), castAction(W, 'Push', { target: 'c1' }), [20, 5, 1, 1, 20])
    const k = keys(r.events)
    expect(k.filter((t) => t === 'frostgrave/spellMoved')).toHaveLength(2)
    expect(k.indexOf('frostgrave/runeExplodes')).toBeGreaterThan(k.indexOf('frostgrave/spellMoved'))
    expect(r.events.find((e) => e.type === 'frostgrave/spellMoved')!.text).toBe(
      'Wolf 1 moves by magic to (10", 15.39").',
    )
    expect(model(r.state, 'c1')).toMatchObject({ x: 1000, y: 1200, status: 'onTable' })
    expect(tableMarks(r.state).runes).toEqual([])
  })

  it('killed by the blast on the way, the pushed creature goes no further', () => {
    // The blast: 15 + 5 = 20 against 2 + 1: 10 past Armour 10, the wolf's 6 Health gone.
    const r = castThrough(pushTable(), castAction(W, 'Push', { target: 'c1' }), [20, 5, 1, 15, 2])
    expect(keys(r.events).filter((t) => t === 'frostgrave/spellMoved')).toHaveLength(1)
    expect(model(r.state, 'c1')).toMatchObject({ x: 1000, y: 1539, status: 'dead' })
  })

  it('must be drawn within 1" of the caster (a touch spell)', () => {
    const s = spellTable(['Explosive Rune'])
    expect(checkCast(s, castAction(W, 'Explosive Rune', { point: at(13, 20) }) as never)).toMatchObject({
      code: 'spellOutOfRange',
    })
  })
})

describe('FG-8 Awareness', () => {
  it("the caster's warband adds +1 to every initiative roll for the rest of the game (FG-3.1)", () => {
    const s = castThrough(spellTable(['Awareness']), castAction(W, 'Awareness'), [20]).state
    // 10 + 1 against 10: no tie to reroll, player 0 goes first.
    const { state, events } = ok(
      atInitiative(s),
      { type: 'frostgrave/rollInitiative' },
      scriptedDice([10, 10]),
    )
    expect(events.find((e) => e.type === 'frostgrave/awarenessInitiative')?.rule).toBe('FG-8.2')
    expect(state.turn.first).toBe(0)
    expect(state.turn.initiative).toEqual([11, 10])
  })

  it('does not stack', () => {
    const s = castThrough(spellTable(['Awareness']), castAction(W, 'Awareness'), [20]).state
    expect(checkCast(again(s), castAction(W, 'Awareness') as never)).toMatchObject({
      code: 'spellDoesNotStack',
    })
  })
})

describe('FG-8 Wizard Eye', () => {
  // A 3" wall between the wizard (10, 20) and the knight (11, 10); the eye goes beside it at (14, 16).
  const walled = (): FgState => ({
    ...spellTable(['Wizard Eye', 'Bone Dart'], { [T]: [11, 10] }),
    terrain: [{ ...rect('blocking', 7, 16.5, 5, 1, 300), id: 'k1' }],
    nextTerrainId: 2,
  })

  it('the caster traces spell line of sight from its eye, in the half the eye faces', () => {
    const s = walled()
    expect(checkCast(s, castAction(W, 'Bone Dart', { target: T }) as never)).toMatchObject({
      code: 'spellNoLineOfSight',
    })
    const eyed = castThrough(s, castAction(W, 'Wizard Eye', { point: at(14, 16) }), [20]).state
    expect(tableMarks(eyed).eyes).toEqual([{ id: expect.any(String), x: 1400, y: 1600, facing: -45 }])
    expect('error' in checkCast(again(eyed), castAction(W, 'Bone Dart', { target: T }) as never)).toBe(false)
  })

  it('sees nothing behind it; a second eye closes the first (one at a time)', () => {
    const s = walled()
    // Cast from the wizard towards (14, 21): the eye faces east, the knight is behind it.
    const eyed = castThrough(s, castAction(W, 'Wizard Eye', { point: at(14, 21) }), [20]).state
    expect(checkCast(again(eyed), castAction(W, 'Bone Dart', { target: T }) as never)).toMatchObject({
      code: 'spellNoLineOfSight',
    })
    const second = castThrough(again(eyed), castAction(W, 'Wizard Eye', { point: at(14, 16) }), [20]).state
    expect(tableMarks(second).eyes).toHaveLength(1)
  })
})

describe('FG-8 Plane Walk', () => {
  const walking = (s = spellTable(['Plane Walk'])): FgState =>
    castThrough(s, castAction(W, 'Plane Walk'), [20]).state

  it('until its next activation the caster can only move, through terrain but not into it', () => {
    const wall = { ...rect('blocking', 8, 16, 4, 1, 300), id: 'k1' }
    const s = walking({ ...spellTable(['Plane Walk'], { [T]: [20, 5] }), terrain: [wall], nextTerrainId: 2 })
    expect(isPlaneWalking(s, W)).toBe(true)
    expect(refused(s, { type: 'frostgrave/dropTreasure', model: W }, 'FG-8.2')).toContain(
      'walks another plane',
    )
    refused(s, move(W, [10, 16.5]), 'FG-8.2')
    const through = ok(s, move(W, [10, 14.5]))
    expect(model(through.state, W)).toMatchObject({ x: 1000, y: 1450, elevation: 0 })
  })

  it('cannot be targeted; it drops carried treasure; it ends at the next activation', () => {
    const carrying: FgState = (() => {
      const s = spellTable(['Plane Walk'])
      return {
        ...s,
        models: s.models.map((m): Model => (m.id === W ? { ...m, carrying: 't9' } : m)),
        treasures: s.treasures.map((t) => ({ ...t, carrier: W, x: 1000, y: 2000 })),
      }
    })()
    const { state, events } = castThrough(carrying, castAction(W, 'Plane Walk'), [20])
    expect(texts(events)).toContain(
      `${model(state, W).name} cannot carry treasure into another plane and drops it.`,
    )
    expect(model(state, W).carrying).toBeNull()
    const enemy = spellTable(['Bone Dart'], { [T]: [10, 14] }, 'p1-wizard', 1)
    const aimed = {
      ...enemy,
      models: state.models.map((m) => (m.id === 'p1-wizard' ? { ...m, x: 1000, y: 1200 } : m)),
      magic: state.magic,
    }
    expect(checkCast(aimed, castAction('p1-wizard', 'Bone Dart', { target: W }) as never)).toMatchObject({
      code: 'targetPlaneWalking',
    })
    const next = ok(
      { ...state, turn: { ...state.turn, activation: null, activated: [] } },
      {
        type: 'frostgrave/activate',
        model: W,
      },
    )
    expect(isPlaneWalking(next.state, W)).toBe(false)
  })

  it('cannot be attacked: no shot at it, no fight with it (FG-6.2, FG-5.1)', () => {
    const s = walking(spellTable(['Plane Walk'], { [T]: [20, 20], 'p1-s3': [10, 10] }))
    const beside: FgState = {
      ...s,
      models: s.models.map((m) => (m.id === T ? { ...m, x: 1098, y: 2000 } : m)),
    }
    expect(shotTargets(activated(beside, 'p1-s3'), 'p1-s3')).not.toContain(W)
    expect(
      refused(activated(beside, T), { type: 'frostgrave/fight', model: T, target: W }, 'FG-8.2'),
    ).toContain('walks another plane')
  })

  it('−5 to cast it again for each consecutive turn it was cast', () => {
    const s = walking()
    const next = { ...s, turn: { ...s.turn, number: s.turn.number + 1 } }
    expect(castModifiers(next, model(next, W), 'Plane Walk')).toEqual([
      { rule: 'FG-8.2', reason: 'planeWalkAgain', value: -5 },
    ])
    const later = { ...s, turn: { ...s.turn, number: s.turn.number + 2 } }
    expect(castModifiers(later, model(later, W), 'Plane Walk')).toEqual([])
  })
})

describe('FG-8 Circle of Protection', () => {
  it('a 3" circle round the touched model that no demon may enter or cross', () => {
    let s = spellTable(['Circle of Protection'])
    s = castThrough(s, castAction(W, 'Circle of Protection', { target: W }), [20]).state
    expect(tableMarks(s).circles).toEqual([{ id: expect.any(String), x: 1000, y: 2000, r: 150 }])
    // A bound imp on player 0's side tries to walk through it.
    const imp = withCreature(s, 'Imp', 14, 20, 'd1')
    const bound: FgState = {
      ...imp,
      models: imp.models.map((m) => (m.id === 'd1' ? { ...m, player: 0, kind: 'soldier' } : m)),
    }
    expect(refused(activated(bound, 'd1'), move('d1', [6, 20]), 'FG-8.2')).toContain('circle of protection')
    ok(activated(bound, 'd1'), move('d1', [14, 16]))
    // A wolf is no demon.
    const wolf = withCreature(s, 'Wolf', 14, 20, 'd1')
    const tame: FgState = {
      ...wolf,
      models: wolf.models.map((m) => (m.id === 'd1' ? { ...m, player: 0, kind: 'soldier' } : m)),
    }
    ok(activated(tame, 'd1'), move('d1', [12.2, 20]))
  })
})

describe('FG-8 Fog', () => {
  const fogged = (): FgState =>
    castThrough(spellTable(['Fog']), castAction(W, 'Fog', { point: at(10, 17) }), [20]).state
  const sees = (s: FgState) =>
    hasLineOfSight(s, { x: 1000, y: 2000, r: 49, elevation: 0 }, { x: 1000, y: 1400, r: 49, elevation: 0 })

  it('a fog line 6" long and 1" thick blocks line of sight, not movement', () => {
    const s = fogged()
    const piece = s.terrain.find((p) => p.name === 'Fog')!
    expect(piece).toMatchObject({ kind: 'open', height: 300 })
    expect(tableMarks(s).fog).toEqual([piece.id])
    expect(sees(s)).toBe(false)
    expect(sees({ ...s, magic: { ...magicOf(s), effects: [] } })).toBe(true)
    ok(activated(s, T), move(T, [10, 18]))
  })

  it('clears on a d20 of 19–20 at the start of each turn, before the initiative roll', () => {
    const s = atInitiative(fogged())
    const stays = ok(s, { type: 'frostgrave/rollInitiative' }, scriptedDice([18, 12, 8]))
    expect(texts(stays.events)[0]).toBe('Fog: rolls 18, the fog lingers (it clears on 19–20).')
    expect(sees(stays.state)).toBe(false)
    const clears = ok(s, { type: 'frostgrave/rollInitiative' }, scriptedDice([19, 12, 8]))
    expect(texts(clears.events)[0]).toBe('Fog: rolls 19, the fog clears.')
    expect(clears.state.terrain.some((p) => p.name === 'Fog')).toBe(false)
    expect(effectsOf(clears.state, W)).toEqual([])
    expect(sees(clears.state)).toBe(true)
  })
})

it('breaking free is refused to a model no hand holds', () => {
  const s = spellTable(['Bones of the Earth'])
  const r = apply(s, { type: 'frostgrave/breakFree', model: W }, scriptedDice([]))
  expect(r).toMatchObject({ ok: false, code: 'notPinned' })
})
