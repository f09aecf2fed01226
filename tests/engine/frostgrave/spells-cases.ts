/**
 * One golden case per spell castable in play (FG-8), with scripted dice: the cast face first, then (when
 * the spell allows one) the target's Will face, or the attack's two faces (caster, target).
 */
import { expect } from 'vitest'
import {
  actionsAllowed,
  castModifiers,
  effectsOf,
  findCreature,
  hasLineOfSight,
  initiativeBonus,
  isInvisible,
  isPinned,
  isPlaneWalking,
  tableMarks,
  magicOf,
  shotModifierFromSpells,
  stormPenalty,
  type FgAction,
  type FgState,
  type Model,
} from '../../../src/engine/systems/frostgrave'
import { IN, activated, model } from './helpers'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

/** A creature of the data placed at (x, y) inches, uncontrolled. */
export function withCreature(s: FgState, type: string, x: number, y: number, id = 'c1'): FgState {
  const data = findCreature(type)!
  const m: Model = {
    id,
    player: null,
    kind: 'creature',
    name: `${type} 1`,
    type,
    stats: {
      move: data.move,
      fight: data.fight,
      shoot: data.shoot,
      armour: data.armour,
      will: data.will,
      health: data.health,
    },
    health: data.health,
    baseMm: data.baseMm,
    traits: data.traits,
    weapons: [],
    items: [],
    status: 'onTable',
    x: x * IN,
    y: y * IN,
    elevation: 0,
    clinging: null,
    carrying: null,
  }
  return { ...s, models: [...s.models, m] }
}

const los = (s: FgState, a: string, b: string): boolean => {
  const ma = model(s, a)
  const mb = model(s, b)
  return hasLineOfSight(
    s,
    { x: ma.x, y: ma.y, r: 49, elevation: 0 },
    { x: mb.x, y: mb.y, r: 49, elevation: 0 },
  )
}

export interface Case {
  spell: string
  setup?: (s: FgState) => FgState
  placed?: Record<string, [number, number]>
  action?: Partial<Extract<FgAction, { type: 'frostgrave/cast' }>>
  faces: number[]
  check: (s: FgState) => void
}

const W = 'p0-wizard'
const T = 'p1-s1' // Sir Aldous: Fight 4, Armour 13, Will 1, Health 12
const F = 'p0-s1' // Brann, a friend in contact with the wizard when placed at 10.98, 20
const contact: Record<string, [number, number]> = { [F]: [10.98, 20] }

const rectShape = (x: number, y: number, w: number, h: number) =>
  ({ type: 'rect', x: x * IN, y: y * IN, w: w * IN, h: h * IN }) as const

/** Casts Fleet Feet on the wizard first, then re-activates it (one cast used of two). */
const withFleetFeet = (s: FgState): FgState => {
  const first = spellTable(['Fleet Feet'])
  const done = castThrough(first, castAction(W, 'Fleet Feet', { target: W }), [20]).state
  return activated({ ...done, warbands: s.warbands }, W)
}

export const CASES: Case[] = [
  {
    spell: 'Fleet Feet',
    action: { target: W },
    faces: [10],
    check: (s) => expect(model(s, W).stats.move).toBe(8),
  },
  {
    spell: 'Petrify',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(actionsAllowed(s, T, 2)).toBe(0),
  },
  {
    spell: 'Slow',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(actionsAllowed(s, T, 2)).toBe(1),
  },
  {
    spell: 'Decay',
    action: { target: T },
    faces: [20],
    check: (s) => expect(model(s, T).weapons).not.toContain('hand weapon'),
  },
  {
    spell: 'Crumble',
    // A 4"-high wall 10" long between the wizard and Sir Aldous: a hole through its middle.
    setup: (s) => ({
      ...s,
      terrain: [{ id: 'k1', kind: 'blocking', name: 'Wall', height: 400, shape: rectShape(5, 16, 10, 1) }],
      nextTerrainId: 2,
    }),
    action: { point: at(10, 16.5) },
    faces: [20],
    check: (s) => expect(s.terrain.map((p) => p.id)).toEqual(['k1', 'k2']),
  },
  {
    spell: 'Fast Act',
    action: { target: T },
    faces: [8],
    check: (s) => expect(effectsOf(s, T, 'Fast Act')[0]?.value).toBe(2),
  },
  {
    spell: 'Time Store',
    faces: [20],
    check: (s) => {
      expect(effectsOf(s, W, 'Time Store')).toHaveLength(1)
      expect(s.turn.activation).toBeNull()
    },
  },
  {
    spell: 'Time Walk',
    faces: [20],
    check: (s) => expect(effectsOf(s, W, 'Time Walk')[0]?.value).toBe(1),
  },
  { spell: 'Call Storm', faces: [20], check: (s) => expect(stormPenalty(s)).toBe(1) },
  {
    spell: 'Destructive Sphere',
    placed: { [T]: [10, 17.5] },
    // 20 + 5 = 25 against 1 + 4 = 5: 25 − 13 = 12 damage, Sir Aldous (12) is killed.
    faces: [20, 20, 1],
    check: (s) => expect(model(s, T).status).toBe('dead'),
  },
  {
    spell: 'Elemental Ball',
    placed: { 'p1-s2': [11, 14] },
    action: { target: T },
    // Sir Aldous: 25 vs 5 → 12, killed; Hedda within 1.5": 15 vs 13 → 15 − 11 = 4.
    faces: [20, 20, 1, 10, 10],
    check: (s) => {
      expect(model(s, T).status).toBe('dead')
      expect(model(s, 'p1-s2').health).toBe(6)
    },
  },
  {
    spell: 'Elemental Bolt',
    action: { target: T },
    // 10 + 8 = 18 against 5 + 4 = 9: 18 − 13 = 5 damage.
    faces: [12, 10, 5],
    check: (s) => expect(model(s, T).health).toBe(7),
  },
  {
    spell: 'Elemental Hammer',
    action: { target: W },
    faces: [20],
    check: (s) => expect(effectsOf(s, W, 'Elemental Hammer')).toHaveLength(1),
  },
  {
    spell: 'Elemental Shield',
    faces: [20],
    check: (s) => expect(effectsOf(s, W, 'Elemental Shield')[0]?.value).toBe(3),
  },
  {
    spell: 'Scatter Shot',
    // 15 + 0 against 5 + 4: 15 − 13 = 2.
    faces: [20, 15, 5],
    check: (s) => expect(model(s, T).health).toBe(10),
  },
  {
    spell: 'Wall',
    action: { point: at(10, 17) },
    faces: [20],
    check: (s) => {
      expect(s.terrain.some((p) => p.kind === 'blocking' && p.height === 300)).toBe(true)
      expect(los(s, W, T)).toBe(false)
    },
  },
  {
    spell: 'Control Construct',
    setup: (s) => withCreature(s, 'Medium Construct', 14, 16),
    action: { target: 'c1' },
    faces: [20, 1],
    check: (s) => expect(model(s, 'c1').player).toBe(0),
  },
  {
    spell: 'Enchant Armour',
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.armour).toBe(11),
  },
  {
    spell: 'Enchant Weapon',
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.fight).toBe(3),
  },
  {
    spell: 'Grenade',
    action: { point: at(10, 14) },
    // 19 + 3 = 22 against 1 + 4: 22 − 13 = 9 (a natural 20 would double it, FG-5.8).
    faces: [20, 19, 1],
    check: (s) => expect(model(s, T).health).toBe(3),
  },
  {
    spell: 'Strength',
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.fight).toBe(4),
  },
  {
    spell: 'Telekinesis',
    setup: (s) => ({ ...s, treasures: s.treasures.map((t) => ({ ...t, x: 2000, y: 2000 })) }),
    action: { treasure: 't9', point: at(24, 20) },
    faces: [20],
    check: (s) => expect(s.treasures[0]).toMatchObject({ x: 2400, y: 2000 }),
  },
  {
    spell: 'Beauty',
    faces: [20],
    check: (s) => expect(effectsOf(s, W, 'Beauty')[0]?.value).toBe(20),
  },
  {
    spell: 'Monstrous Form',
    faces: [20],
    check: (s) => expect(effectsOf(s, W, 'Monstrous Form')[0]?.value).toBe(20),
  },
  {
    spell: 'Glow',
    action: { target: T },
    faces: [20],
    check: (s) => expect(shotModifierFromSpells(s, T)).toBe(-3),
  },
  {
    spell: 'Invisibility',
    placed: contact,
    action: { target: F },
    faces: [20],
    check: (s) => expect(isInvisible(s, F)).toBe(true),
  },
  {
    spell: 'Teleport',
    action: { point: at(20, 20) },
    faces: [20],
    check: (s) => {
      expect(model(s, W)).toMatchObject({ x: 2000, y: 2000 })
      expect(s.turn.activation).toBeNull()
    },
  },
  {
    spell: 'Transpose',
    placed: { [F]: [13, 20] },
    action: { target: T, target2: F },
    faces: [20, 1],
    check: (s) => {
      expect(model(s, T)).toMatchObject({ x: 1300, y: 2000 })
      expect(model(s, F)).toMatchObject({ x: 1000, y: 1400 })
    },
  },
  {
    spell: 'Bone Dart',
    action: { target: T },
    // 10 + 5 = 15 against 5 + 4: 15 − 13 = 2.
    faces: [20, 10, 5],
    check: (s) => expect(model(s, T).health).toBe(10),
  },
  {
    spell: 'Control Undead',
    setup: (s) => withCreature(s, 'Zombie', 14, 16),
    action: { target: 'c1' },
    faces: [20, 1],
    // It now acts in its controller's soldier phase, not in the creature phase.
    check: (s) => expect(model(s, 'c1')).toMatchObject({ player: 0, kind: 'soldier' }),
  },
  {
    spell: 'Raise Zombie',
    faces: [20],
    check: (s) => {
      const zombie = s.models.find((m) => m.type === 'Zombie')
      expect(zombie).toMatchObject({ player: 0, kind: 'soldier', status: 'onTable' })
    },
  },
  {
    spell: 'Reveal Death',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(actionsAllowed(s, T, 2)).toBe(0),
  },
  {
    spell: 'Spell Eater',
    setup: withFleetFeet,
    action: { target: W },
    faces: [20],
    check: (s) => {
      expect(model(s, W).stats.move).toBe(6)
      expect(model(s, W).health).toBe(13)
    },
  },
  {
    spell: 'Steal Health',
    setup: (s) => ({ ...s, models: s.models.map((m) => (m.id === W ? { ...m, health: 10 } : m)) }),
    action: { target: T },
    faces: [20, 1],
    check: (s) => {
      expect(model(s, T).health).toBe(9)
      expect(model(s, W).health).toBe(13)
    },
  },
  {
    spell: 'Strike Dead',
    action: { target: T },
    faces: [20, 1],
    check: (s) => {
      expect(model(s, T).status).toBe('dead')
      expect(model(s, W).health).toBe(13)
    },
  },
  {
    spell: 'Draining Word',
    action: { named: 'Elemental Bolt' },
    faces: [20],
    check: (s) => expect(castModifiers(s, model(s, W), 'Elemental Bolt').map((m) => m.value)).toEqual([-3]),
  },
  {
    spell: 'Power Word',
    action: { named: 'Elemental Bolt' },
    faces: [20],
    check: (s) => expect(castModifiers(s, model(s, W), 'Elemental Bolt').map((m) => m.value)).toEqual([3]),
  },
  {
    spell: 'Push',
    action: { target: T },
    // 10 + 10 = 20 against 1 + 4: 20 − 13 = 7" straight away from the caster.
    faces: [20, 10, 1],
    check: (s) => expect(model(s, T)).toMatchObject({ x: 1000, y: 700 }),
  },
  {
    spell: 'Furious Quill',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(model(s, T).stats).toMatchObject({ move: 4, fight: 2, shoot: -4 }),
  },
  {
    spell: 'Combat Awareness',
    placed: contact,
    action: { target: F },
    faces: [20],
    check: (s) => expect(model(s, F).stats.fight).toBe(5),
  },
  {
    spell: 'Forget Spell',
    placed: { 'p1-wizard': [10, 12] },
    action: { target: 'p1-wizard', named: 'Bone Dart' },
    faces: [20, 1],
    check: (s) => expect(effectsOf(s, 'p1-wizard', 'Forget Spell')[0]?.named).toBe('Bone Dart'),
  },
  {
    spell: 'Mind Control',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(model(s, T).player).toBe(0),
  },
  {
    spell: 'Reveal Invisible',
    setup: (s) => ({
      ...s,
      magic: {
        ...magicOf(s),
        effects: [
          {
            id: 'e9',
            spell: 'Invisibility',
            caster: 'p1-wizard',
            model: T,
            duration: 'game',
            stats: {},
            value: 0,
            named: null,
            point: null,
            terrain: null,
          },
        ],
      },
    }),
    faces: [20],
    check: (s) => expect(isInvisible(s, T)).toBe(false),
  },
  {
    spell: 'Will Power',
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.will).toBe(7),
  },
  {
    spell: 'Bind Demon',
    setup: (s) => withCreature(s, 'Minor Demon', 14, 16),
    action: { target: 'c1' },
    faces: [20, 1],
    check: (s) => expect(model(s, 'c1').player).toBe(0),
  },
  {
    spell: 'Imp',
    action: { point: at(15, 20) },
    faces: [20],
    check: (s) =>
      expect(s.models.find((m) => m.type === 'Imp')).toMatchObject({ player: null, x: 1500, y: 2000 }),
  },
  {
    spell: 'Leap',
    action: { target: W, point: at(10, 26) },
    faces: [20],
    check: (s) => {
      expect(model(s, W)).toMatchObject({ x: 1000, y: 2600 })
      expect(s.turn.activation).toBeNull()
    },
  },
  {
    spell: 'Planar Tear',
    action: { point: at(10, 14) },
    faces: [20, 1],
    check: (s) => expect(model(s, T).health).toBe(10),
  },
  {
    spell: 'Possess',
    placed: { [F]: [13, 20] },
    action: { target: F },
    faces: [20],
    check: (s) => expect(model(s, F).stats).toMatchObject({ fight: 5, armour: 14, will: -1 }),
  },
  {
    spell: 'Summon Demon',
    // 20 − 12 = 8 over the casting number: a minor demon.
    faces: [20],
    check: (s) => expect(s.models.find((m) => m.type === 'Minor Demon')).toMatchObject({ player: 0 }),
  },
  {
    spell: 'Banish',
    setup: (s) => withCreature(s, 'Imp', 14, 16),
    faces: [20, 1],
    check: (s) => expect(model(s, 'c1').status).toBe('dead'),
  },
  {
    spell: 'Blinding Light',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(model(s, T).stats).toMatchObject({ fight: 0, move: 1 }),
  },
  {
    spell: 'Dispel',
    setup: withFleetFeet,
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.move).toBe(6),
  },
  {
    spell: 'Heal',
    setup: (s) => ({ ...s, models: s.models.map((m) => (m.id === W ? { ...m, health: 6 } : m)) }),
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).health).toBe(11),
  },
  {
    spell: 'Shield',
    action: { target: W },
    faces: [20],
    check: (s) => expect(model(s, W).stats.armour).toBe(12),
  },
  {
    spell: 'Control Animal',
    setup: (s) => withCreature(s, 'Wolf', 14, 16),
    action: { target: 'c1' },
    faces: [20, 1],
    check: (s) => expect(model(s, 'c1').player).toBe(0),
  },
  {
    spell: 'Curse',
    action: { target: T },
    faces: [20, 1],
    check: (s) => expect(model(s, T).stats).toMatchObject({ fight: 3, shoot: -1, will: 0 }),
  },
  {
    spell: 'Mud',
    action: { point: at(10, 17) },
    faces: [20],
    check: (s) => expect(s.terrain.some((p) => p.kind === 'rough' && p.name === 'Mud')).toBe(true),
  },
  {
    spell: 'Plague of Insects',
    action: { target: T },
    faces: [20],
    check: (s) => expect(model(s, T).stats).toMatchObject({ fight: 0, shoot: -4 }),
  },
  {
    spell: 'Poison Dart',
    action: { target: T },
    // 10 + 5 = 15 against 1 + 4, beats Armour 13: no damage, one action lost.
    faces: [20, 10, 1],
    check: (s) => {
      expect(model(s, T).health).toBe(12)
      expect(actionsAllowed(s, T, 2)).toBe(1)
    },
  },
  {
    spell: 'Bones of the Earth',
    action: { target: T },
    faces: [20],
    check: (s) => expect(isPinned(s, T)).toBe(true),
  },
  {
    spell: 'Explosive Rune',
    action: { point: at(11, 20) },
    faces: [20],
    check: (s) => expect(tableMarks(s).runes).toMatchObject([{ x: 1100, y: 2000 }]),
  },
  {
    spell: 'Awareness',
    faces: [20],
    check: (s) => expect(initiativeBonus(s, 0)).toBe(1),
  },
  {
    spell: 'Wizard Eye',
    action: { point: at(10, 12) },
    faces: [20],
    check: (s) => expect(tableMarks(s).eyes).toMatchObject([{ x: 1000, y: 1200, facing: -90 }]),
  },
  {
    spell: 'Plane Walk',
    faces: [20],
    check: (s) => expect(isPlaneWalking(s, W)).toBe(true),
  },
  {
    spell: 'Circle of Protection',
    action: { target: W },
    faces: [20],
    check: (s) => expect(tableMarks(s).circles).toMatchObject([{ x: 1000, y: 2000 }]),
  },
  {
    spell: 'Fog',
    action: { point: at(10, 17) },
    faces: [20],
    check: (s) => expect(los(s, W, T)).toBe(false),
  },
]
