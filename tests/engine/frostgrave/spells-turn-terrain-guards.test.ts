/**
 * FG-8: the spells that bend the turn (Fast Act, Time Store, Time Walk), cut the terrain (Crumble), load a
 * weapon (Elemental Hammer) and guard the caster (Beauty, Monstrous Form), each with scripted dice.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  actionsAllowed,
  apply,
  beautyOdds,
  crumbleTargets,
  effectsOf,
  eligibleLeaders,
  fightPreview,
  frostgrave,
  magicOf,
  previewShot,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, model, move, ok, rect, refused, tableWith } from './helpers'
import { withCreature } from './spells-cases'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const W = 'p0-wizard' // Ember: Fight 2, Will 4, Health 14
const T = 'p1-s1' // Sir Aldous: Fight 4, Armour 13, Will 1, Health 12
const F = 'p0-s1' // Brann: Fight 3, hand weapon

const texts = (events: { text: string }[]): string[] => events.map((e) => e.text)

/** The state between activations (the current one closed), in `phase` of turn `number`. */
const between = (s: FgState, phase: FgState['turn']['phase'], activatedIds: string[] = []): FgState => ({
  ...s,
  turn: { ...s.turn, phase, step: 0, activation: null, activated: activatedIds },
})

/** Turn `number` about to roll initiative. */
const nextTurn = (s: FgState, number: number): FgState => ({
  ...s,
  turn: { ...s.turn, number, stage: 'initiative', phase: 'wizard', step: 0, activation: null, activated: [] },
})

describe('FG-8 Crumble', () => {
  // A 4"-high wall 10" long, 1" thick, across the table between the wizard and Sir Aldous.
  const wall = (s: FgState): FgState => ({
    ...s,
    terrain: [{ ...rect('blocking', 5, 16, 10, 1, 400), id: 'k1' }],
    nextTerrainId: 2,
  })
  const standing = (x: number): FgState => {
    const s = wall(spellTable(['Crumble']))
    return {
      ...s,
      models: s.models.map((m) =>
        m.id === T ? { ...m, x: Math.round(x * IN), y: 1650, elevation: 400 } : m,
      ),
    }
  }

  it('cuts a door-sized hole (1.5") through the wall at the point, leaving two pieces', () => {
    const s = wall(spellTable(['Crumble']))
    const { state, events } = castThrough(s, castAction(W, 'Crumble', { point: at(10, 16.5) }), [20])
    expect(state.terrain.map((p) => [p.id, p.shape])).toEqual([
      ['k1', { type: 'rect', x: 500, y: 1600, w: 425, h: 100 }],
      ['k2', { type: 'rect', x: 1075, y: 1600, w: 425, h: 100 }],
    ])
    expect(state.terrain.every((p) => p.kind === 'blocking' && p.height === 400)).toBe(true)
    expect(state.nextTerrainId).toBe(3)
    expect(texts(events)).toContain('The wall crumbles: a door-sized hole opens at (10", 16.5").')
  })

  it('a figure on the floor over the hole that fails its Will falls through (FG-4.11: 4" → 6 damage)', () => {
    const { state, events } = castThrough(
      standing(10.2),
      castAction(W, 'Crumble', { point: at(10, 16.5) }),
      [15, 3],
    )
    expect(model(state, T)).toMatchObject({ x: 1000, y: 1650, elevation: 0, health: 6 })
    expect(texts(events)).toEqual(
      expect.arrayContaining([
        'Sir Aldous rolls Will: 3 + 1 = 4 against 15: not resisted.',
        'Sir Aldous falls 4" through the hole.',
      ]),
    )
    expect(events.find((e) => e.text.startsWith('Sir Aldous falls'))?.rule).toBe('FG-4.11')
  })

  it('one that passes keeps its footing at the nearer edge of the hole, still on the wall', () => {
    const { state, events } = castThrough(
      standing(10.2),
      castAction(W, 'Crumble', { point: at(10, 16.5) }),
      [15, 14],
    )
    const m = model(state, T)
    expect(m.elevation).toBe(400)
    expect(m.x).toBeGreaterThanOrEqual(1075 + 49)
    expect(m.health).toBe(12)
    expect(texts(events)).toContain('Sir Aldous keeps its footing at the edge of the hole.')
  })

  it('cuts walls and buildings, not a wall a spell raised (the aiming marks outline the same pieces)', () => {
    const s = wall(spellTable(['Crumble']))
    expect(crumbleTargets(s).map((p) => p.id)).toEqual(['k1'])
    const raised: FgState = {
      ...s,
      magic: {
        ...magicOf(s),
        effects: [
          {
            id: 'e1',
            spell: 'Wall',
            caster: 'p1-wizard',
            model: null,
            duration: 'game',
            stats: {},
            value: 0,
            named: null,
            point: null,
            terrain: 'k1',
          },
        ],
        nextEffectId: 2,
      },
    }
    expect(crumbleTargets(raised)).toEqual([])
    const r = apply(raised, castAction(W, 'Crumble', { point: at(10, 16.5) }), scriptedDice([]))
    expect(!r.ok && r.code).toBe('crumbleNeedsWall')
  })

  it('needs a point on a wall or building', () => {
    const s = wall(spellTable(['Crumble']))
    refused(s, castAction(W, 'Crumble', { point: at(10, 18) }), 'FG-8.2')
    const r = apply(s, castAction(W, 'Crumble', { point: at(10, 18) }), scriptedDice([]))
    expect(!r.ok && r.code).toBe('crumbleNeedsWall')
  })
})

describe('FG-8 Fast Act', () => {
  it('the target acts next turn in a phase before the wizard phase, whoever has the initiative', () => {
    const cast = castThrough(
      spellTable(['Fast Act'], { [F]: [12, 20] }),
      castAction(W, 'Fast Act', { target: F }),
      [8],
    )
    expect(effectsOf(cast.state, F, 'Fast Act')[0]?.value).toBe(2)
    // Turn 2: player 1 wins the initiative, yet Brann (player 0) acts first.
    const rolled = ok(nextTurn(cast.state, 2), { type: 'frostgrave/rollInitiative' }, scriptedDice([3, 15]))
    expect(rolled.state.turn).toMatchObject({ phase: 'fast', first: 1, fast: [{ model: F, player: 0 }] })
    expect(frostgrave.actor(rolled.state)).toBe(0)
    expect(eligibleLeaders(rolled.state).map((m) => m.id)).toEqual([F])
    refused(rolled.state, { type: 'frostgrave/activate', model: F, group: ['p0-s2'] }, 'FG-8.2')
    const acted = ok(rolled.state, { type: 'frostgrave/activate', model: F })
    expect(texts(acted.events)).toContain('Brann acts first: Fast Act.')
    expect(effectsOf(acted.state, F, 'Fast Act')).toEqual([])
    const done = ok(acted.state, { type: 'frostgrave/endActivation' })
    expect(done.state.turn).toMatchObject({ phase: 'wizard', step: 0, activated: [F] })
    expect(done.state.turn.fast).toBeUndefined()
    expect(frostgrave.actor(done.state)).toBe(1)
  })

  it('several castings: the last cast acts first; passing lets one go', () => {
    const first = castThrough(
      spellTable(['Fast Act'], { [F]: [12, 20] }),
      castAction(W, 'Fast Act', { target: F }),
      [8],
    ).state
    const second = castThrough(activated(first, W), castAction(W, 'Fast Act', { target: T }), [8]).state
    const rolled = ok(nextTurn(second, 2), { type: 'frostgrave/rollInitiative' }, scriptedDice([15, 3]))
    expect(rolled.state.turn.fast).toEqual([
      { model: T, player: 1 },
      { model: F, player: 0 },
    ])
    expect(frostgrave.actor(rolled.state)).toBe(1)
    const passed = ok(rolled.state, { type: 'frostgrave/endPhase' })
    expect(passed.events[0]?.text).toMatch(/ lets Sir Aldous's Fast Act go\.$/)
    expect(passed.state.turn).toMatchObject({ phase: 'fast', fast: [{ model: F, player: 0 }] })
    expect(eligibleLeaders(passed.state).map((m) => m.id)).toEqual([F])
  })

  it('a Fast Act let go, or a Time Walk never taken, is over when the next turn begins', () => {
    const fast = castThrough(
      spellTable(['Fast Act'], { [F]: [12, 20] }),
      castAction(W, 'Fast Act', { target: F }),
      [8],
    ).state
    const rolled = ok(nextTurn(fast, 2), { type: 'frostgrave/rollInitiative' }, scriptedDice([15, 3])).state
    const passed = ok(rolled, { type: 'frostgrave/endPhase' }).state
    expect(effectsOf(passed, F, 'Fast Act')).toHaveLength(1)
    const turn3 = ok(nextTurn(passed, 3), { type: 'frostgrave/rollInitiative' }, scriptedDice([15, 3])).state
    expect(effectsOf(turn3, F, 'Fast Act')).toEqual([])
    const walked = castThrough(spellTable(['Time Walk']), castAction(W, 'Time Walk'), [18]).state
    const turn2 = ok(nextTurn(walked, 2), { type: 'frostgrave/rollInitiative' }, scriptedDice([15, 3])).state
    expect(effectsOf(turn2, W, 'Time Walk')).toEqual([])
  })

  it('is cast on a warband model, once per model', () => {
    const s = withCreature(spellTable(['Fast Act']), 'Wolf', 14, 16)
    const r = apply(s, castAction(W, 'Fast Act', { target: 'c1' }), scriptedDice([]))
    expect(!r.ok && r.code).toBe('fastActWarband')
    const once = castThrough(s, castAction(W, 'Fast Act', { target: T }), [8]).state
    const again = apply(activated(once, W), castAction(W, 'Fast Act', { target: T }), scriptedDice([]))
    expect(!again.ok && again.code).toBe('spellDoesNotStack')
  })
})

describe('FG-8 Time Store', () => {
  it('the first action casts it and the second is lost; the next turn the caster has 3 actions', () => {
    const { state, events } = castThrough(spellTable(['Time Store']), castAction(W, 'Time Store'), [14])
    expect(effectsOf(state, W, 'Time Store')[0]?.value).toBe(1)
    expect(state.turn.activation).toBeNull()
    expect(state.turn.activated).toContain(W)
    expect(texts(events)).toContain('Ember ends its activation.')
    const turn2 = { ...between(state, 'wizard'), turn: { ...between(state, 'wizard').turn, number: 2 } }
    const act = ok(turn2, { type: 'frostgrave/activate', model: W })
    expect(act.state.turn.activation?.members[0]?.maxActions).toBe(3)
    expect(texts(act.events)).toContain('Ember uses its stored action: one more action this activation.')
    expect(effectsOf(act.state, W, 'Time Store')).toEqual([])
  })

  it('must be the first action, and only one action is banked', () => {
    const s = spellTable(['Time Store'])
    const moved = ok(s, move(W, [10, 21])).state
    const r = apply(moved, castAction(W, 'Time Store'), scriptedDice([]))
    expect(!r.ok && r.code).toBe('timeStoreFirst')
    const held = castThrough(s, castAction(W, 'Time Store'), [14]).state
    const again = apply(activated(held, W), castAction(W, 'Time Store'), scriptedDice([]))
    expect(!again.ok && again.code).toBe('timeStoreHeld')
  })

  it('the stored action waits for a later turn', () => {
    const held = castThrough(spellTable(['Time Store']), castAction(W, 'Time Store'), [14]).state
    expect(actionsAllowed(held, W, 2)).toBe(2)
    expect(actionsAllowed({ ...held, turn: { ...held.turn, number: 2 } }, W, 2)).toBe(3)
  })
})

describe('FG-8 Time Walk', () => {
  it('the caster activates again, with two actions, in the soldier phase', () => {
    const { state } = castThrough(spellTable(['Time Walk']), castAction(W, 'Time Walk'), [18])
    expect(effectsOf(state, W, 'Time Walk')[0]?.value).toBe(1)
    const soldiers = between(state, 'soldier', [W])
    expect(eligibleLeaders(soldiers).map((m) => m.id)).toContain(W)
    const again = ok(soldiers, { type: 'frostgrave/activate', model: W })
    expect(again.state.turn.activation?.members[0]?.maxActions).toBe(2)
    expect(texts(again.events)).toContain('Ember walks through time and activates again.')
    const after = ok(again.state, { type: 'frostgrave/endActivation' }).state
    expect(eligibleLeaders(after).map((m) => m.id)).not.toContain(W)
  })

  it('a failed casting costs 2 more damage than the failure table (17: 2 + 2)', () => {
    const { state, events } = castThrough(spellTable(['Time Walk']), castAction(W, 'Time Walk'), [17])
    expect(model(state, W).health).toBe(10)
    expect(texts(events)).toEqual(
      expect.arrayContaining([
        'Spell failure roll 17: 2 damage.',
        'Time Walk costs 2 more damage when it fails: 4 in all.',
      ]),
    )
  })

  it('cannot be cast while holding Time Store', () => {
    const s = spellTable(['Time Walk'])
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], spells: ['Time Walk', 'Time Store'] }
    const held = castThrough({ ...s, warbands }, castAction(W, 'Time Store'), [20]).state
    const r = apply(activated(held, W), castAction(W, 'Time Walk'), scriptedDice([]))
    expect(!r.ok && r.code).toBe('timeWalkStore')
  })
})

describe('FG-8 Elemental Hammer', () => {
  const inContact = (s: FgState): FgState =>
    activated({ ...s, models: s.models.map((m) => (m.id === F ? { ...m, x: 1000, y: 1301 } : m)) }, F)
  const fight: FgAction = { type: 'frostgrave/fight', model: F, target: T }

  it('the weapon’s next damage is 5 more, then the spell is spent', () => {
    const base = spellTable(['Elemental Hammer'], { [F]: [12, 20] })
    const hammered = castThrough(base, castAction(W, 'Elemental Hammer', { target: F }), [10]).state
    expect(effectsOf(hammered, F, 'Elemental Hammer')).toHaveLength(1)
    // Brann 12 + 3 against 2 + 4: he wins and deals 2 (10 left) — with the hammer 7 (5 left).
    const plain = ok(inContact(base), fight, scriptedDice([12, 2])).state
    const struck = ok(inContact(hammered), fight, scriptedDice([12, 2]))
    expect(model(plain, T).health - model(struck.state, T).health).toBe(5)
    expect(texts(struck.events)).toContain(
      "The Elemental Hammer strikes: Brann's weapon inflicts 5 more damage.",
    )
    expect(effectsOf(struck.state, F, 'Elemental Hammer')).toEqual([])
  })

  it('a fight that deals no damage leaves the hammer waiting', () => {
    const base = spellTable(['Elemental Hammer'], { [F]: [12, 20] })
    const hammered = castThrough(base, castAction(W, 'Elemental Hammer', { target: F }), [10]).state
    const lost = ok(inContact(hammered), fight, scriptedDice([2, 18])).state
    expect(effectsOf(lost, F, 'Elemental Hammer')).toHaveLength(1)
  })

  it('needs a target with a weapon', () => {
    const s = spellTable(['Elemental Hammer'], { 'p0-s6': [12, 20] })
    const r = apply(s, castAction(W, 'Elemental Hammer', { target: 'p0-s6' }), scriptedDice([]))
    expect(!r.ok && r.code).toBe('hammerNeedsWeapon')
  })
})

describe('FG-8 Beauty', () => {
  /** Ember under Beauty (casting roll 15), Sir Aldous in contact and activated. */
  const beauty = (): FgState => {
    const cast = castThrough(spellTable(['Beauty']), castAction(W, 'Beauty'), [15]).state
    return activated(
      { ...cast, models: cast.models.map((m) => (m.id === T ? { ...m, x: 1000, y: 1901 } : m)) },
      T,
    )
  }
  const fight: FgAction = { type: 'frostgrave/fight', model: T, target: W }

  it('an enemy that fails its Will roll does not attack and loses no action; it cannot try again', () => {
    const s = beauty()
    expect(effectsOf(s, W, 'Beauty')[0]?.value).toBe(15)
    const r = ok(s, fight, scriptedDice([5]))
    expect(texts(r.events)).toEqual([
      'Sir Aldous rolls Will: 5 + 1 = 6 against 15: not resisted.',
      'Sir Aldous cannot bring itself to attack Ember; no action is spent.',
    ])
    expect(r.state.turn.activation?.members[0]?.actionsUsed).toBe(0)
    expect(model(r.state, W).health).toBe(14)
    const again = apply(r.state, fight, scriptedDice([]))
    expect(!again.ok && again.code).toBe('beautyDeters')
  })

  it('one that passes fights as usual', () => {
    const r = ok(beauty(), fight, scriptedDice([14, 10, 10]))
    expect(texts(r.events)[0]).toBe('Sir Aldous rolls Will: 14 + 1 = 15 against 15: resisted.')
    expect(r.events.some((e) => e.type === 'frostgrave/fightRoll')).toBe(true)
  })

  it('FG-12: the fight odds count the Will roll first, as the 20 × 400 rolls through the rules give them', () => {
    const s = beauty()
    const preview = fightPreview(s, T, W)
    if (!preview.ok) throw new Error(preview.error)
    // Sir Aldous (Will 1) needs 14+ on the d20 to reach 15: 7 faces in 20.
    expect(preview.beauty).toEqual({ score: 15, chance: 7 / 20 })
    const health = [model(s, T).health, model(s, W).health]
    const counts = { none: 0, dealt: 0, taken: 0, kill: 0 }
    for (let w = 1; w <= 20; w++)
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++) {
          const r = ok(s, fight, scriptedDice([w, a, b]))
          const k = r.events.map((e) => e.type)
          if (k.includes('frostgrave/beautyDeterred')) counts.none++
          const left = (id: string) => {
            const m = model(r.state, id)
            return m.status === 'onTable' ? m.health : 0
          }
          counts.taken += health[0]! - left(T)
          counts.dealt += health[1]! - left(W)
          if (left(W) === 0) counts.kill++
        }
    const n = 8000
    expect(counts.none / n).toBeCloseTo(1 - preview.beauty!.chance, 12)
    expect(preview.odds.expectedDamage[0]).toBeCloseTo(counts.dealt / n, 12)
    expect(preview.odds.expectedDamage[1]).toBeCloseTo(counts.taken / n, 12)
    expect(preview.odds.kills[0]).toBeCloseTo(counts.kill / n, 12)
    const all =
      preview.odds.attackerWins + preview.odds.defenderWins + preview.odds.tie + preview.odds.bothCritical
    expect(all).toBeCloseTo(preview.beauty!.chance, 12)
    // Without Beauty on the target the preview is the plain fight's.
    const plain = fightPreview(activated(tableWith({ [W]: [10, 20], [T]: { x: 1000, y: 1901 } }), T), T, W)
    expect(plain.ok && plain.beauty).toBeNull()
  }, 60_000)

  it('FG-12: a shot at the Beauty caster counts the Will roll too; a creature is not swayed', () => {
    const archer = 'p0-s3'
    const base = castThrough(
      spellTable(['Beauty'], { [archer]: [20, 8], 'p1-wizard': [20, 20] }, 'p1-wizard', 1),
      castAction('p1-wizard', 'Beauty'),
      [15],
    ).state
    const s = activated(base, archer)
    const shot = previewShot(s, archer, 'p1-wizard')
    if (!shot.ok) throw new Error(shot.error)
    const will = model(s, archer).stats.will
    const chance = (21 - Math.min(21, Math.max(1, 15 - will))) / 20
    expect(shot.beauty).toEqual({ score: 15, chance })
    const unguarded: FgState = {
      ...s,
      magic: { ...magicOf(s), effects: magicOf(s).effects.filter((e) => e.spell !== 'Beauty') },
    }
    const bare = previewShot(unguarded, archer, 'p1-wizard')
    if (!bare.ok) throw new Error(bare.error)
    expect(bare.beauty).toBeNull()
    const [c] = shot.candidates
    const [b] = bare.candidates
    expect(c!.odds.hit).toBeCloseTo(b!.odds.hit * chance, 12)
    expect(c!.odds.kill).toBeCloseTo(b!.odds.kill * chance, 12)
    expect(c!.odds.expectedDamage).toBeCloseTo(b!.odds.expectedDamage * chance, 12)
    expect(c!.odds.damage.reduce((sum, x) => sum + x.p, 0)).toBeCloseTo(1, 12)
    // Through the rules: each Will face, then the same shot dice (18 against 2, a hit when it is taken).
    let hits = 0
    for (let w = 1; w <= 20; w++) {
      const r = ok(
        s,
        { type: 'frostgrave/shoot', model: archer, target: 'p1-wizard' },
        scriptedDice([w, 18, 2]),
      )
      if (r.events.some((e) => e.type.startsWith('frostgrave/shotHit'))) hits++
    }
    const bareShot = ok(
      unguarded,
      { type: 'frostgrave/shoot', model: archer, target: 'p1-wizard' },
      scriptedDice([18, 2]),
    )
    const hitsBare = bareShot.events.some((e) => e.type.startsWith('frostgrave/shotHit')) ? 1 : 0
    expect(hitsBare).toBe(1)
    expect(hits / 20).toBe(chance)
    // A wild creature fighting the caster rolls no Will (creatures are not swayed).
    const wolf = withCreature(beauty(), 'Wolf', 10, 18.01)
    expect(beautyOdds(wolf, model(wolf, 'c1'), model(wolf, W))).toBeNull()
  })

  it('cannot be cast under Monstrous Form', () => {
    const s = spellTable(['Monstrous Form'])
    const warbands = [...s.warbands] as FgState['warbands']
    warbands[0] = { ...warbands[0], spells: ['Monstrous Form', 'Beauty'] }
    const formed = castThrough({ ...s, warbands }, castAction(W, 'Monstrous Form'), [20]).state
    const r = apply(activated(formed, W), castAction(W, 'Beauty'), scriptedDice([]))
    expect(!r.ok && r.code).toBe('guardExcludes')
  })
})

describe('FG-8 Monstrous Form', () => {
  /** Ember in Monstrous Form (casting roll 12), Sir Aldous 4.5" away and activated. */
  const formed = (): FgState =>
    activated(
      castThrough(spellTable(['Monstrous Form'], { [T]: [10, 14.5] }), castAction(W, 'Monstrous Form'), [12])
        .state,
      T,
    )
  const intoContact = move(T, [10, 19.01])

  it('an enemy moving into contact that fails its Will stays put with its action; then may only move away', () => {
    const r = ok(formed(), intoContact, scriptedDice([4]))
    expect(texts(r.events)).toEqual([
      'Sir Aldous rolls Will: 4 + 1 = 5 against 12: not resisted.',
      'Sir Aldous dares not come near Ember: it may only move away; no action is spent.',
    ])
    expect(model(r.state, T)).toMatchObject({ x: 1000, y: 1450 })
    expect(r.state.turn.activation?.members[0]?.actionsUsed).toBe(0)
    const closer = apply(r.state, move(T, [10, 16]), scriptedDice([]))
    expect(!closer.ok && closer.code).toBe('monstrousFormAway')
    expect(ok(r.state, move(T, [10, 11])).state.turn.activation?.members[0]?.actionsUsed).toBe(1)
  })

  it('one that passes moves into contact', () => {
    const r = ok(formed(), intoContact, scriptedDice([11]))
    expect(model(r.state, T).y).toBe(1901)
  })

  it('a creature of the creature phase (FG-10.2) that fails its Will does not come into contact', () => {
    const cast = castThrough(spellTable(['Monstrous Form']), castAction(W, 'Monstrous Form'), [12]).state
    const wolf = withCreature(cast, 'Wolf', 14, 20, 'c1')
    const phase: FgState = { ...wolf, turn: { ...wolf.turn, phase: 'creature', activation: null } }
    const held = ok(phase, { type: 'frostgrave/runCreatures' }, scriptedDice([2]))
    expect(model(held.state, 'c1')).toMatchObject({ x: 1400, y: 2000 })
    expect(texts(held.events)).toContain(
      'Wolf 1 dares not come near Ember: it may only move away; no action is spent.',
    )
    const brave = ok(phase, { type: 'frostgrave/runCreatures' }, scriptedDice([19, 10, 10]))
    expect(model(brave.state, 'c1').x).toBeLessThan(1400)
  })

  it('a creature forced into combat (FG-10.1) by the caster coming within 1" rolls Will too', () => {
    const cast = castThrough(spellTable(['Monstrous Form']), castAction(W, 'Monstrous Form'), [12]).state
    const wolf = withCreature(cast, 'Wolf', 10, 23, 'c1')
    const r = ok(activated(wolf, W), move(W, [10, 21.5]), scriptedDice([2]))
    expect(texts(r.events)).toContain(
      'Wolf 1 dares not come near Ember: it may only move away; no action is spent.',
    )
    expect(model(r.state, 'c1')).toMatchObject({ x: 1000, y: 2300 })
  })

  it('undead, constructs and demons are immune', () => {
    const s = withCreature(formed(), 'Skeleton', 10, 14, 'c1')
    const moved = { ...s, models: s.models.filter((m) => m.id !== T) }
    const skeleton = activated(
      {
        ...moved,
        models: moved.models.map((m) =>
          m.id === 'c1' ? { ...m, player: 1 as const, kind: 'soldier' as const } : m,
        ),
      },
      'c1',
    )
    const r = ok(skeleton, move('c1', [10, 19.01]))
    expect(r.events.some((e) => e.type.startsWith('frostgrave/will'))).toBe(false)
    expect(magicOf(r.state).deterred ?? []).toEqual([])
  })
})
