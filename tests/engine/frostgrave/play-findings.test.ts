import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { newGame, isInCombat, type FgState } from '../../../src/engine/systems/frostgrave'
import { CONTACT_TOLERANCE, edgeDistance } from '../../../src/engine/systems/frostgrave/geometry'
import { modelCircle } from '../../../src/engine/systems/frostgrave/rules/table'
import { activated, model, move, ok, rect, tableWith } from './helpers'

const W = 'p0-wizard'

/** A zombie at (16", 18") and the wizard at (10", 18"), rough ground between and under both. */
function roughWithZombie(): FgState {
  const s = activated(tableWith({ [W]: [10, 18] }, [rect('rough', 13.5, 15, 6.5, 6)]), W)
  const creature = newGame({
    scenario: { creatures: [{ type: 'Zombie', x: 1600, y: 1800 }] },
  }).models.find((m) => m.kind === 'creature')!
  return { ...s, models: [...s.models, creature] }
}

describe('play findings (issue 32)', () => {
  // Seed 002, 生物行動 2: 「任何戰團的成員,移動靠近,在生物的1吋內時,生物會強制近戰。」 The creature ends in contact.
  it('FG-10.1 in rough ground the creature still steps into base contact, and the log says combat only then', () => {
    const s = roughWithZombie()
    const r = ok(s, move(W, [16 - 0.984 - 0.9, 18]))
    const forced = r.events.filter((e) => e.rule === 'FG-10.1')
    expect(forced.map((e) => e.type)).toEqual(['frostgrave/creatureForcesCombat'])
    const gap = edgeDistance(modelCircle(model(r.state, 'c1')), modelCircle(model(r.state, W)))
    expect(gap).toBeLessThanOrEqual(CONTACT_TOLERANCE)
    expect(isInCombat(r.state, model(r.state, W))).toBe(true)
    // FG-10.2 step 1: in the creature phase its first action is the fight, not a step closer.
    const phase: FgState = {
      ...r.state,
      turn: { ...r.state.turn, phase: 'creature', step: 0, activation: null },
    }
    const c = ok(phase, { type: 'frostgrave/runCreatures' }, scriptedDice([15, 2]))
    expect(c.events.find((e) => e.type.startsWith('frostgrave/creature') || e.rule === 'FG-5.2')?.rule).toBe(
      'FG-5.2',
    )
  })

  it('FG-10.1 a creature that cannot reach contact is not said to be in combat', () => {
    // A wall between them: the zombie's straight step stops against it (creatures do not climb), so it stays.
    const s0 = roughWithZombie()
    const s = { ...s0, terrain: [...s0.terrain, { ...rect('blocking', 14.9, 17, 0.3, 2, 300), id: 'k9' }] }
    const r = ok(s, move(W, [16 - 0.984 - 0.9, 18]), scriptedDice([]))
    expect(model(r.state, 'c1').x).toBe(1600)
    const forced = r.events.filter((e) => e.rule === 'FG-10.1')
    expect(forced.map((e) => e.type)).toEqual(['frostgrave/creatureCannotForce'])
    expect(isInCombat(r.state, model(r.state, W))).toBe(false)
  })
})

describe('play findings (issue 32): the log tells what happened', () => {
  it('FG-5.3 a total that beats Armour but whose damage modifiers bring it to 0 is not "does not beat"', () => {
    // Unarmed (a bow only): −2 Fight and −2 damage (FG-5.2 decision). A total 1 over Armour deals 1 − 2 → 0.
    const TOUCH = 25 / 25.4
    const s0 = tableWith({ 'p0-s1': [10, 10], 'p1-s4': [10 + TOUCH, 10] })
    const s = activated(
      { ...s0, models: s0.models.map((m) => (m.id === 'p0-s1' ? { ...m, weapons: ['bow'] } : m)) },
      'p0-s1',
    )
    const a = model(s, 'p0-s1')
    const armour = model(s, 'p1-s4').stats.armour
    const face = armour + 1 - (a.stats.fight - 2)
    const r = ok(s, { type: 'frostgrave/fight', model: 'p0-s1', target: 'p1-s4' }, scriptedDice([face, 1]))
    const resolved = r.events.find((e) => e.type === 'frostgrave/fightRoll')!
    expect(resolved.text).toContain(`= ${armour + 1} against`)
    const note = r.events.find((e) => e.type.startsWith('frostgrave/fightNoDamage'))!
    expect(note.type).toBe('frostgrave/fightNoDamage-modified')
    expect(note.text).not.toContain('does not beat')
    expect(note.text).toContain('-2 damage')
  })
})

describe('play findings (issue 32): odds before every roll', () => {
  it('FG-12 a Bone Dart at a model in combat behind a wall: each model the d(n) may pick, with its modifiers and odds, before the casting roll', async () => {
    const { spellTable } = await import('./spells-helpers')
    const { spellAttackTargets } = await import('../../../src/engine/systems/frostgrave')
    const TOUCH = 25 / 25.4
    // p1-s1 (10, 14) fights p0-s1 beside it; a low wall (cover) touches p1-s1 on the caster's side (the caster at (10, 20)).
    const s0 = spellTable(['Bone Dart'], { 'p0-s1': [10 + TOUCH, 14] })
    const s = { ...s0, terrain: [{ ...rect('cover', 8, 14.45, 4, 0.5, 100), id: 'k1' }] }
    const targets = spellAttackTargets(s, 'p0-wizard', 'Bone Dart')!
    const declared = targets.find((x) => x.target === 'p1-s1')!
    expect(declared.candidates.map((c) => c.target).sort()).toEqual(['p0-s1', 'p1-s1'])
    const hit = declared.candidates.find((c) => c.target === 'p1-s1')!
    expect(hit.chance).toBe(0.5)
    expect(hit.modifiers.map((m) => m.kind)).toContain('heavyCover-terrain')
    expect(hit.shooterModifier).toBe(5)
    expect(hit.odds.hit).toBeGreaterThan(0)
    expect(hit.odds.hit).toBeLessThan(1)
  })
})
