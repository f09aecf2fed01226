/**
 * A small table for auto actions and reaction combos (issue #30 items 2 and 3): Ace attacks Mook with
 * scripted dice; the effects each test gives them. Shared by the engine's and the screen's tests.
 */
import type { DxState, Effect } from '../../../src/engine/systems/double-cross'
import { act, addCharacter, byName, effectInput, start } from './helpers'

export type Extra = Partial<Effect> & Pick<Effect, 'name'>

/**
 * Ace (Body 3, Melee 2, Sword +1 / attack 5) attacks Mook (HP 10, armour 2, Dodge 1, Body 2, dodge −1).
 * `ace` and `mook` add effects to their sheets.
 */
export function arena(ace: Extra[] = [], mook: Extra[] = [], mookRate = 40, mookHp = 10): DxState {
  let s = start('empty')
  s = addCharacter(s, {
    name: 'Ace',
    stats: { body: 3, sense: 2, mind: 1, social: 1 },
    skills: [{ kind: 'melee', specialty: '', level: 2 }],
    effects: ace.map(effectInput),
    weapons: [{ name: 'Sword', kind: 'melee', skill: 'melee', hit: 1, attack: 5, guard: 3, range: 'Close' }],
  })
  s = addCharacter(s, {
    name: 'Mook',
    kind: 'npc',
    stats: { body: 2, sense: 1, mind: 1, social: 1 },
    skills: [{ kind: 'dodge', specialty: '', level: 1 }],
    hp: mookHp,
    maxHp: mookHp,
    encroachment: mookRate,
    armour: { name: 'Vest', armour: 2, dodge: -1, initiative: 0 },
    effects: mook.map(effectInput),
  })
  return s
}

export const FURY: Extra = {
  name: 'Fury',
  timing: 'Auto',
  skill: '—',
  autoTiming: 'dealing-damage',
  damage: 3,
  cost: 2,
}
export const SKIN: Extra = {
  name: 'Iron Skin',
  timing: 'Auto',
  skill: '—',
  autoTiming: 'taking-damage',
  damage: -5,
  cost: 1,
}
export const RISE: Extra = { name: 'Resurrect', timing: 'Auto', skill: '—', level: 2, resurrect: true }
export const REFLEX: Extra = { name: 'Reflex', timing: 'Reaction', skill: 'Dodge', dice: 2, cost: 2 }

export const attack = (s: DxState) => ({
  type: 'double-cross/attack' as const,
  attackerId: byName(s, 'Ace').id,
  normal: 'melee' as const,
  weaponId: byName(s, 'Ace').weapons[0]!.id,
  effects: [],
  targets: [byName(s, 'Mook').id],
})
export const auto = (s: DxState, who: string, effect: string) => ({
  type: 'double-cross/autoAction' as const,
  characterId: byName(s, who).id,
  effectId: byName(s, who).effects.find((e) => e.name === effect)!.id,
})
export const PASS = { type: 'double-cross/autoPass' as const }

/** Ace's check 9,5,3 → 9 + Melee 2 + Sword 1 = 12; Mook's dodge 1,2 → 2 + 1 − 1 = 2: hit. */
export function hitMook(s: DxState, dodgeEffects: string[] = [], dodgeFaces = [1, 2]) {
  s = act(s, attack(s), [9, 5, 3]).state
  const mook = byName(s, 'Mook')
  const effects = dodgeEffects.map((n) => mook.effects.find((e) => e.name === n)!.id)
  return act(
    s,
    { type: 'double-cross/react', reactions: [{ targetId: mook.id, reaction: 'dodge', effects }] },
    [...dodgeFaces, 5, 5],
  )
}
