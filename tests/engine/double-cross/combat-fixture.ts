/**
 * A combat for the lasting-effect, GM-modifier and wait tests (issue #30): Ace, who acts first, with Minor
 * buffs of every duration, against Mook and Boss (armour 2).
 */
import type { DxAction, DxState } from '../../../src/engine/systems/double-cross'
import { scriptedDice } from '../../../src/engine'
import { act, addCharacter, blankCharacter, byName, effectInput, session } from './helpers'

/** A session with lasting effects (`DxOptions.lasting`, as the new-game form makes it). */
export const startLasting = (cast: 'sample' | 'empty' = 'sample'): DxState =>
  session.setup({ cast, lasting: true }, scriptedDice([]))

/** Ace (acts first), Mook and Boss (armour 2); Ace is in the main process of round 1. */
export function inMain(): DxState {
  let s = startLasting('empty')
  s = addCharacter(s, {
    name: 'Ace',
    stats: { body: 3, sense: 5, mind: 1, social: 1 },
    skills: [{ kind: 'melee', specialty: '', level: 2 }],
    effects: [
      effectInput({ name: 'Boost', timing: 'Minor', skill: '—', dice: 2, cost: 4, sceneLong: true }),
      effectInput({ name: 'Focus', timing: 'Minor', skill: '—', criticalReduction: 1, cost: 2 }),
      effectInput({ name: 'Rally', timing: 'Minor', skill: '—', hit: 3, cost: 1, duration: 'round' }),
      effectInput({ name: 'Aim', timing: 'Minor', skill: '—', dice: 1, cost: 1, duration: 'next-check' }),
      effectInput({
        name: 'Power',
        timing: 'Minor',
        skill: '—',
        attack: 5,
        cost: 1,
        duration: 'next-attack',
      }),
      effectInput({ name: 'Edge', criticalReduction: 2, cost: 2 }),
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
  return toMain(s, 'Ace')
}

/** Advances the combat to `name`'s next main process (not the one under way). */
export function toMain(state: DxState, name: string): DxState {
  let s = state
  for (let i = 0; i < 20; i++) {
    if (i > 0 && s.combat?.step === 'main' && s.combat.actor === byName(s, name).id) return s
    s = act(s, { type: 'double-cross/advanceCombat' }).state
  }
  throw new Error(`${name} never acts`)
}

export const id = (s: DxState, name: string) => byName(s, name).id
export const effect = (s: DxState, name: string) => byName(s, 'Ace').effects.find((e) => e.name === name)!.id
export const minor = (s: DxState, name: string): DxAction => ({
  type: 'double-cross/minorAction',
  characterId: id(s, 'Ace'),
  kind: 'effect',
  effectId: effect(s, name),
})
/** Ace's normal melee attack with the Sword on `target`, which cannot react (it resolves at once). */
export const attack = (s: DxState, target: string, extra: Partial<DxAction> = {}): DxAction =>
  ({
    type: 'double-cross/attack',
    attackerId: id(s, 'Ace'),
    normal: 'melee',
    weaponId: byName(s, 'Ace').weapons[0]!.id,
    effects: [],
    targets: [id(s, target)],
    cannotReact: [id(s, target)],
    ...extra,
  }) as DxAction
/** The latest check rolled (a damage roll, DX-6.9, may follow it in the roll history). */
export const lastRoll = (s: DxState) =>
  s.rolls.findLast((r) => r.type === 'check') as Extract<DxState['rolls'][number], { type: 'check' }>
