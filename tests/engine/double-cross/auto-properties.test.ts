/**
 * Property test of issue #30 items 2, 3 and 4 (DX-5.2): random combats where targets answer with dodge
 * and guard combos, every moment offers auto actions (damage up and down, HP dropped, リザレクト, any
 * timing, used in windows and between commands), lasting buffs reach later checks and a stacked trigger
 * poisons its targets (邪毒), from seeded dice. Whatever is picked: a refusal leaves the state untouched; an attack under way always
 * has a way on (a window's "go on", the reactions, a step) and ends within a bounded number of commands
 * (it never loops, DX-5.2); HP stays within 0 … max; and replaying the accepted commands with the same
 * dice gives the same state and log.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededDice } from '../../../src/engine'
import type { DxAction, DxState, Reaction } from '../../../src/engine/systems/double-cross'
import { session } from './helpers'
import { FURY, REFLEX, RISE, SKIN, arena, type Extra } from './auto-fixture'

type Pick = (n: number) => number

const AUTO: Extra[] = [
  FURY,
  SKIN,
  RISE,
  REFLEX,
  { name: 'Drain', timing: 'Auto', skill: '—', autoTiming: 'dealt-damage', cost: 1 },
  { name: 'Spite', timing: 'Auto', skill: '—', autoTiming: 'took-damage', damage: 2 },
  { name: 'Rally', timing: 'Auto', skill: '—', autoTiming: 'hp-dropped', cost: 2 },
  { name: 'Wink', timing: 'Auto', skill: '—', autoTiming: 'any', cost: 1, dice: 1, duration: 'next-check' },
  { name: 'Ice', timing: 'Reaction', skill: '—', guard: 3, cost: 1 },
  { name: 'Fang', timing: 'Major', skill: 'Melee', trigger: 'on-hit', inflicts: 'poison', cost: 1 },
  { name: 'Beast', timing: 'Minor', skill: '—', dice: 2, duration: 'scene', cost: 2 },
  { name: 'Brace', timing: 'Reaction', skill: 'Dodge', trigger: 'taking-damage', damage: -3 },
  { name: 'Parry', timing: 'Reaction', skill: 'Melee', dice: 3 },
  { name: 'War Cry', timing: 'Setup', skill: '—', cost: 1 },
]

const CLAW = {
  id: 'claw',
  name: 'Claw',
  kind: 'melee' as const,
  skill: 'melee' as const,
  hit: 0,
  attack: 4,
  guard: 2,
  range: 'Close',
}

/** The next command: an auto action or "go on" in a window, the reactions, a step, or a new attack. */
function randomAction(s: DxState, pick: Pick): DxAction {
  const open = s.resolution?.autoWindow
  if (open) {
    const offer = open.offers[pick(open.offers.length + 1)]
    return offer
      ? { type: 'double-cross/autoAction', characterId: offer.characterId, effectId: offer.effectId }
      : { type: 'double-cross/autoPass' }
  }
  if (s.resolution && s.attack) return { type: 'double-cross/resolveStep' }
  if (s.attack) {
    const kinds: Reaction[] = ['dodge', 'guard', 'none']
    return {
      type: 'double-cross/react',
      ...(pick(3) === 0 ? { stepwise: true } : {}),
      reactions: s.attack.plan.targets
        .filter((id) => !s.attack!.cannotReact.includes(id))
        .map((id) => {
          const c = s.characters.find((x) => x.id === id)!
          const effects = c.effects.filter((e) => /Reaction/.test(e.timing) && pick(2) === 0).map((e) => e.id)
          const reaction = kinds[pick(3)]!
          return {
            targetId: id,
            reaction,
            ...(effects.length ? { effects } : {}),
            ...(reaction === 'guard' && c.weapons[0] ? { weaponId: c.weapons[0].id } : {}),
          }
        }),
    }
  }
  const chars = s.characters
  const c = chars[pick(chars.length)]!
  switch (pick(7)) {
    case 6:
      // A buff that outlasts its use: a Minor one for the scene (in a main process only), or an "any
      // timing" auto action for the next check (between commands).
      return pick(2) === 0
        ? {
            type: 'double-cross/minorAction',
            characterId: c.id,
            kind: 'effect',
            effectId: c.effects.find((e) => e.name === 'Beast')!.id,
          }
        : {
            type: 'double-cross/autoAction',
            characterId: c.id,
            effectId: c.effects.find((e) => e.name === 'Wink')!.id,
          }
    case 0: {
      // An auto action out of a window (リザレクト of the fallen, a process's effect) or a heal.
      const e = c.effects[pick(c.effects.length)]!
      return pick(2) === 0
        ? { type: 'double-cross/autoAction', characterId: c.id, effectId: e.id }
        : { type: 'double-cross/change', characterId: c.id, hpBy: 5 + pick(20) }
    }
    case 1:
      return s.combat
        ? { type: 'double-cross/advanceCombat' }
        : { type: 'double-cross/startCombat', characterIds: chars.map((x) => x.id) }
    default: {
      const attacker = s.combat?.actor ? chars.find((x) => x.id === s.combat!.actor)! : c
      const target = chars.find((x) => x.id !== attacker.id)!
      return {
        type: 'double-cross/attack',
        attackerId: attacker.id,
        normal: 'melee',
        ...(attacker.weapons[0] ? { weaponId: attacker.weapons[0].id } : {}),
        effects: pick(2) === 0 ? [attacker.effects.find((e) => e.name === 'Fang')!.id] : [],
        targets: [target.id],
        ...(pick(4) === 0 ? { stepwise: true } : {}),
      }
    }
  }
}

/** The way on that always exists while an attack is under way (DX-5.2). */
function wayOn(s: DxState): DxAction {
  if (s.resolution?.autoWindow) return { type: 'double-cross/autoPass' }
  if (s.resolution) return { type: 'double-cross/resolveRest' }
  return {
    type: 'double-cross/react',
    reactions: s
      .attack!.plan.targets.filter((id) => !s.attack!.cannotReact.includes(id))
      .map((id) => ({ targetId: id, reaction: 'none' as const })),
  }
}

describe('auto actions and reaction combos: no loop, nothing undecidable, exact replay (DX-5.2)', () => {
  it('random combats', () => {
    const fired = new Set<string>()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 5, max: 40 }), (seed, steps) => {
        const picker = seededDice(`auto-picks-${seed}`)
        const pick: Pick = (n) => picker.roll(Math.max(1, n)) - 1
        const table = arena(AUTO, AUTO, 40, 25)
        // Mook holds a weapon too, so that both sides attack and guard.
        const start: DxState = {
          ...table,
          lastingEffects: true,
          badStatusRules: true,
          characters: table.characters.map((c) => (c.weapons.length ? c : { ...c, weapons: [CLAW] })),
        }
        const dice = seededDice(`auto-dice-${seed}`)
        let s = start
        const accepted: DxAction[] = []
        const lines: string[] = []
        let underWay = 0
        const apply = (action: DxAction) => {
          const frozen = JSON.stringify(s)
          const r = session.apply(s, action, dice)
          if (!r.ok) {
            expect(JSON.stringify(s)).toBe(frozen)
            return false
          }
          for (const e of r.events) {
            lines.push(`${e.rule ?? ''} ${e.text}`)
            if (/autoOffered|autoUsed|damageDealt-modified|statusInflicted|lastingApplied/.test(e.type))
              fired.add(e.type.replace(/^(double-cross\/(statusInflicted|lastingApplied)).*/, '$1'))
            if (/^DX-6\.6 Ice activates/.test(`${e.rule} ${e.text}`)) fired.add('guard-combo')
          }
          accepted.push(action)
          s = r.state
          return true
        }
        for (let i = 0; i < steps; i++) {
          apply(randomAction(s, pick))
          if (s.attack) {
            underWay++
            // DX-5.2: the way on is always accepted, and an attack ends within 40 commands.
            if (underWay > 20) expect(apply(wayOn(s))).toBe(true)
            expect(underWay).toBeLessThan(40)
          } else underWay = 0
          for (const c of s.characters) {
            expect(c.hp).toBeGreaterThanOrEqual(0)
            expect(c.hp).toBeLessThanOrEqual(c.maxHp)
          }
        }
        // Finish the attack under way by its way on: it always ends.
        for (let i = 0; s.attack && i < 40; i++) expect(apply(wayOn(s))).toBe(true)
        expect(s.attack).toBeNull()
        // Exact replay: the same commands with the same dice give the same state and log.
        const again = seededDice(`auto-dice-${seed}`)
        let t = start
        const replayed: string[] = []
        for (const action of accepted) {
          const r = session.apply(t, action, again)
          if (!r.ok) throw new Error(r.error)
          for (const e of r.events) replayed.push(`${e.rule ?? ''} ${e.text}`)
          t = r.state
        }
        expect(t).toEqual(s)
        expect(replayed).toEqual(lines)
        expect(JSON.parse(JSON.stringify(s))).toEqual(s)
      }),
      { numRuns: 60 },
    )
    // The runs reach the moments: offers, uses with a damage change, リザレクト.
    for (const type of [
      'double-cross/autoOffered-dealing-damage',
      'double-cross/autoOffered-taking-damage',
      'double-cross/autoOffered-cleanup',
      'double-cross/autoUsed-damage',
      'double-cross/damageDealt-modified',
      'double-cross/statusInflicted',
      'double-cross/lastingApplied',
      'guard-combo',
    ])
      expect(fired).toContain(type)
  })
})
