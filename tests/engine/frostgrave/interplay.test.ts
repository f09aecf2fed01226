/**
 * Spells meeting fights and shots, with scripted dice: Glow and Call Storm in a shot (FG-6.4 with FG-8.2),
 * Invisibility stopping shots and fights, spell attacks as shots (cover, FG-6.5 into combat, FG-5.8
 * criticals), a target spellcaster spending Health on its Will roll (FG-8.5), forced combat after magic
 * movement (FG-4.8 with FG-4.7 / FG-10.1) and the push-back after a creature's fight (FG-10.2 with FG-5.5).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  apply,
  areaAttackPreview,
  baseRadius,
  newGame,
  creaturePushBackChoice,
  creatureTarget,
  frostgrave,
  magicOf,
  previewShot,
  shotOdds,
  shotTargets,
  spellAttackPreview,
  waitingChoice,
  type FgAction,
  type FgState,
} from '../../../src/engine/systems/frostgrave'
import { spellAttackModifiers } from '../../../src/engine/systems/frostgrave/rules/shot-modifiers'
import { IN, activated, model, ok, rect, refused, tableWith } from './helpers'
import { creatureTable } from './creature-events'
import { withSpell } from './interplay-events'
import { at, castAction, castThrough, spellTable } from './spells-helpers'

const R = baseRadius(25) / IN
const W = 'p0-wizard'

const types = (events: { type: string }[]): string[] => events.map((e) => e.type)
const shoot = (model: string, target: string): FgAction => ({ type: 'frostgrave/shoot', model, target })
/** The archer p0-s3 at (10, 5), activated, and the knight p1-s1 (Fight 4, Armour 13) 15" away at (10, 20). */
const archer = (change: (s: FgState) => FgState = (s) => s): FgState =>
  activated(change(tableWith({ 'p0-s3': [10, 5], 'p1-s1': [10, 20] })), 'p0-s3')

describe('FG-6.4 with FG-8.2: spells in play change a shot', () => {
  it('Glow: −3 to the target roll, listed before the roll and in the odds (FG-12)', () => {
    const s = archer((x) => withSpell(x, 'Glow', 'p1-s1'))
    const preview = previewShot(s, 'p0-s3', 'p1-s1')
    if (!preview.ok) throw new Error(preview.error)
    const c = preview.candidates[0]!
    expect(c.modifiers).toContainEqual({ kind: 'glow', rule: 'FG-8.2', side: 'target', value: -3 })
    expect(c.targetModifier).toBe(4 - 3)
    expect(c.odds).toEqual(
      shotOdds({
        shooterModifier: 2,
        targetModifier: 1,
        armour: 13,
        damageBonus: 0,
        health: 12,
        criticalHits: true,
      }),
    )
    // 10 + 2 = 12 against 10 + 4 − 3 = 11: a hit (without Glow, 14 would have stopped it).
    const r = ok(s, shoot('p0-s3', 'p1-s1'), scriptedDice([10, 10]))
    const glow = r.events.find((e) => e.type === 'frostgrave/shotModifier-glow')
    expect(glow?.rule).toBe('FG-8.2')
    expect(types(r.events).indexOf('frostgrave/shotModifier-glow')).toBeLessThan(
      types(r.events).indexOf('frostgrave/shotHit-noDamage'),
    )
    const plain = ok(archer(), shoot('p0-s3', 'p1-s1'), scriptedDice([10, 10]))
    expect(types(plain.events)).toContain('frostgrave/shotMissed')
  })

  it("Call Storm: its penalty goes to a bow's roll, not to a spell's shooting attack", () => {
    const s = archer((x) => withSpell(x, 'Call Storm', null, 2))
    const preview = previewShot(s, 'p0-s3', 'p1-s1')
    if (!preview.ok) throw new Error(preview.error)
    expect(preview.candidates[0]!.modifiers).toContainEqual({
      kind: 'storm',
      rule: 'FG-8.2',
      side: 'shooter',
      value: -2,
    })
    expect(preview.candidates[0]!.shooterModifier).toBe(0)
    // 13 + 2 − 2 = 13 against 9 + 4 = 13: ties miss (without the storm, 15 would hit).
    const r = ok(s, shoot('p0-s3', 'p1-s1'), scriptedDice([13, 9]))
    expect(r.events.find((e) => e.type === 'frostgrave/shotModifier-storm')?.text).toBe(
      "The storm: -2 to Ysolde's roll.",
    )
    expect(types(r.events)).toContain('frostgrave/shotMissed')
    const wizard = model(s, 'p0-s3')
    expect(spellAttackModifiers(s, wizard, model(s, 'p1-s1'), true).map((m) => m.kind)).not.toContain('storm')
  })

  it('Invisibility: no shot and no fight may be declared against the model', () => {
    const s = archer((x) => withSpell(x, 'Invisibility', 'p1-s1'))
    const error = refused(s, shoot('p0-s3', 'p1-s1'), 'FG-8.2')
    expect(error).toContain('invisible')
    expect(shotTargets(s, 'p0-s3')).not.toContain('p1-s1')
    const melee = activated(
      withSpell(tableWith({ 'p0-s1': [10, 20 - 2 * R], 'p1-s1': [10, 20] }), 'Invisibility', 'p1-s1'),
      'p0-s1',
    )
    refused(melee, { type: 'frostgrave/fight', model: 'p0-s1', target: 'p1-s1' }, 'FG-8.2')
    expect(
      frostgrave.legalActions(melee).some((a) => a.type === 'frostgrave/fight' && a.target === 'p1-s1'),
    ).toBe(false)
  })

  const invisibleOn = (s: FgState, id: string): boolean =>
    magicOf(s).effects.some((e) => e.spell === 'Invisibility' && e.model === id)

  it('Invisibility ends when the model shoots or fights, before the attack (the spell text, FG-8.2)', () => {
    const s = archer((x) => withSpell(x, 'Invisibility', 'p0-s3'))
    const shot = ok(s, shoot('p0-s3', 'p1-s1'), scriptedDice([10, 10]))
    expect(invisibleOn(shot.state, 'p0-s3')).toBe(false)
    // The log says the spell ends before the shot is declared.
    expect(types(shot.events).slice(0, 2)).toEqual(['frostgrave/spellEnds', 'frostgrave/shot-bow'])
    expect(shot.events[0]!.rule).toBe('FG-8.2')
    const melee = activated(
      withSpell(tableWith({ 'p0-s1': [10, 20 - 2 * R], 'p1-s1': [10, 20] }), 'Invisibility', 'p0-s1'),
      'p0-s1',
    )
    const fought = ok(
      melee,
      { type: 'frostgrave/fight', model: 'p0-s1', target: 'p1-s1' },
      scriptedDice([10, 10]),
    )
    expect(invisibleOn(fought.state, 'p0-s1')).toBe(false)
  })

  it('Invisibility ends when the model casts, whatever the roll (FG-8.2)', () => {
    const s = withSpell(spellTable(['Elemental Bolt'], {}, W), 'Invisibility', W)
    expect(invisibleOn(s, W)).toBe(true)
    const r = castThrough(s, castAction(W, 'Elemental Bolt', { target: 'p1-s1' }), [1])
    expect(invisibleOn(r.state, W)).toBe(false)
  })

  it('FG-10.2: a creature does not make an invisible model its target', () => {
    const s = creatureTable([18, 18], { [W]: [24, 18] })
    const zombie = s.models.find((m) => m.kind === 'creature')!
    expect(creatureTarget(s, zombie)?.id).toBe(W)
    expect(creatureTarget(withSpell(s, 'Invisibility', W), zombie)).toBeNull()
  })
})

describe('spell attacks are shots (FG-6.4, FG-6.5, FG-5.8)', () => {
  const bolt = (s: FgState, target = 'p1-s1') => castAction(W, 'Elemental Bolt', { target })

  it.each([
    ['in the open', false, true],
    ['in light cover', true, true],
    ['in light cover, without critical hits', true, false],
  ])('FG-12: the attack odds %s equal the 400 rolls cast through the rules', (_, cover, criticalHits) => {
    const base = spellTable(['Elemental Bolt'], {}, W)
    const s: FgState = {
      ...base,
      options: { ...base.options, criticalHits },
      terrain: cover ? [{ ...rect('cover', 10.1, 14.5, 2, 0.5), id: 'k1' }] : [],
    }
    const odds = spellAttackPreview(s, W, 'Elemental Bolt', 'p1-s1')!
    const health = model(s, 'p1-s1').health
    let hit = 0
    let lost = 0
    let killed = 0
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++) {
        const r = castThrough(s, bolt(s), [15, a, b])
        if (
          types(r.events).some(
            (t) =>
              t.startsWith('frostgrave/spellAttackHit') || t.startsWith('frostgrave/spellAttackCritical'),
          )
        )
          hit++
        const after = r.state.models.find((m) => m.id === 'p1-s1')!
        const left = after.status === 'onTable' ? after.health : 0
        lost += health - left
        if (left === 0) killed++
      }
    expect(odds.hit).toBeCloseTo(hit / 400, 12)
    expect(odds.expectedDamage).toBeCloseTo(lost / 400, 12)
    expect(odds.kill).toBeCloseTo(killed / 400, 12)
    expect(spellAttackPreview(s, W, 'Steal Health', 'p1-s1')).toBeNull()
  })

  it('cover touching the target adds to its roll, told before the roll', () => {
    // The knight at (10, 14) behind a cover piece touching it, half across the line from the wizard.
    const s = spellTable(['Elemental Bolt'], {}, W)
    const covered: FgState = { ...s, terrain: [{ ...rect('cover', 10.1, 14.5, 2, 0.5), id: 'k1' }] }
    // Cast 15; 3 + 8 = 11 against 6 + 4 = 10 hits in the open, but not against 6 + 4 + 2 (light cover).
    const open = castThrough(s, bolt(s), [15, 3, 6])
    expect(types(open.events)).toContain('frostgrave/spellAttackHit')
    const r = castThrough(covered, bolt(covered), [15, 3, 6])
    const t = types(r.events)
    expect(t).toContain('frostgrave/shotModifier-lightCover-terrain')
    expect(t.indexOf('frostgrave/shotModifier-lightCover-terrain')).toBeLessThan(
      t.indexOf('frostgrave/spellAttackMiss-modified'),
    )
    expect(r.events.find((e) => e.type === 'frostgrave/spellAttackMiss-modified')?.text).toBe(
      'Spell attack on Sir Aldous: 3 + 8 = 11 against 6 + 4 +2 = 12: no hit.',
    )
    expect(model(r.state, 'p1-s1').health).toBe(12)
  })

  it('an unmodified 20 hits whatever the totals and doubles the damage; off, it does neither', () => {
    const base = spellTable(['Bone Dart'], {}, W)
    const mighty = {
      ...base,
      models: base.models.map((m) => (m.id === 'p1-s1' ? { ...m, stats: { ...m.stats, fight: 30 } } : m)),
    }
    // 20 + 5 = 25 against 1 + 30 = 31: a critical hit all the same, 25 − 13 = 12, doubled to 24.
    const r = castThrough(mighty, castAction(W, 'Bone Dart', { target: 'p1-s1' }), [15, 20, 1])
    const line = r.events.find((e) => e.type === 'frostgrave/spellAttackCritical')
    expect(line?.rule).toBe('FG-5.8')
    expect(line?.text).toContain('doubled to 24')
    expect(model(r.state, 'p1-s1').status).not.toBe('onTable')
    const off = { ...mighty, options: { ...mighty.options, criticalHits: false } }
    const r2 = castThrough(off, castAction(W, 'Bone Dart', { target: 'p1-s1' }), [15, 20, 1])
    expect(types(r2.events)).toContain('frostgrave/spellAttackMiss')
  })

  it('FG-6.5: a bolt at a model in combat goes at a model of that combat picked by a die', () => {
    // The knight at (10, 14) fights Brann, who stands beyond it from the wizard.
    const s = spellTable(['Elemental Bolt'], { 'p0-s1': [10, 14 - 2 * R] }, W)
    // Cast 15; the d2 rolls 1: Brann, first in table order; 10 + 8 = 18 hits him.
    const r = castThrough(s, bolt(s), [15, 1, 10, 1])
    const drawn = r.events.find((e) => e.type === 'frostgrave/spellIntoCombat')
    expect(drawn?.rule).toBe('FG-6.5')
    expect(drawn?.text).toContain('a d2 rolls 1')
    expect(model(r.state, 'p0-s1').health).toBeLessThan(12)
    expect(model(r.state, 'p1-s1').health).toBe(12)
  })

  it('Push is an attack but no shot: no cover, no die for a combat', () => {
    const s = spellTable(['Push'], { 'p0-s1': [10, 14 - 2 * R] }, W)
    const covered: FgState = { ...s, terrain: [{ ...rect('cover', 10.1, 14.5, 2, 0.5), id: 'k1' }] }
    const r = castThrough(covered, castAction(W, 'Push', { target: 'p1-s1' }), [15, 1, 20])
    expect(types(r.events).some((t) => t.startsWith('frostgrave/shotModifier'))).toBe(false)
    expect(types(r.events)).not.toContain('frostgrave/spellIntoCombat')
  })
})

describe('FG-12: area attack odds, model by model', () => {
  /**
   * Each model's odds equal the 400 rolls of its attack cast through the rules, every other model's attack
   * scripted to miss (1 against 20), so the table is the same for each attack.
   */
  it.each([
    ['Grenade', { point: at(10, 12.5) }, { 'p1-s1': [10, 13.5], 'p1-s2': [11.2, 12] }],
    ['Scatter Shot', {}, { 'p1-s1': [10, 14], 'p1-s2': [14, 16] }],
    ['Destructive Sphere', {}, { 'p1-s1': [10, 18], 'p1-s2': [12, 20] }],
  ] as const)('%s: each model in the area, as its attack is rolled', (spell, aim, placed) => {
    const s = spellTable([spell], placed as never, W)
    const odds = areaAttackPreview(s, W, spell, 'point' in aim ? aim.point : null)!
    expect(odds.map((o) => o.model)).toEqual(['p1-s1', 'p1-s2'])
    expect(spellAttackPreview(s, W, spell, 'p1-s1')).toBeNull()
    for (const [i, { model: id, odds: o }] of odds.entries()) {
      const health = model(s, id).health
      let hit = 0
      let lost = 0
      let killed = 0
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++) {
          const dice = i === 0 ? [a, b, 1, 20] : [1, 20, a, b]
          const r = castThrough(s, castAction(W, spell, aim), [20, ...dice])
          if (types(r.events).some((t) => /spellAttack(Hit|Critical)/.test(t))) hit++
          const after = r.state.models.find((m) => m.id === id)!
          const left = after.status === 'onTable' ? after.health : 0
          lost += health - left
          if (left === 0) killed++
        }
      expect(o.hit).toBeCloseTo(hit / 400, 12)
      expect(o.expectedDamage).toBeCloseTo(lost / 400, 12)
      expect(o.kill).toBeCloseTo(killed / 400, 12)
    }
  })

  it('no area, no odds: a bolt has none, a grenade without its point none in the area', () => {
    const s = spellTable(['Grenade'], {}, W)
    expect(areaAttackPreview(s, W, 'Elemental Bolt', null)).toBeNull()
    expect(areaAttackPreview(s, W, 'Grenade', null)).toEqual([])
  })
})

describe('FG-8.5: a target spellcaster may spend Health on its Will roll', () => {
  // Steal Health (casting number 10) at the enemy wizard, Will 4, Health 14.
  const table = () => spellTable(['Steal Health'], { 'p1-wizard': [10, 14], 'p1-s1': [30, 30] }, W)
  const steal = castAction(W, 'Steal Health', { target: 'p1-wizard' })

  it('a failed roll waits for its choice: only that choice is legal, and the target chooses', () => {
    // Cast 20 (no empowering); Will 10 + 4 = 14 against 20: 6 short, within the 13 Health it may spend.
    const r = castThrough(table(), steal, [20, 10])
    expect(types(r.events)).toContain('frostgrave/willAwaited')
    expect(magicOf(r.state).pendingWill).toMatchObject({ target: 'p1-wizard', face: 10, total: 14 })
    expect(frostgrave.legalActions(r.state)).toEqual([
      { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 0 },
      { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 6 },
    ])
    expect(frostgrave.actor(r.state)).toBe(1)
    expect(waitingChoice(r.state)).toEqual({ player: 1, kind: 'will' })
    refused(r.state, { type: 'frostgrave/endActivation' }, 'FG-8.5')
    refused(r.state, { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 14 }, 'FG-8.4')
  })

  it('spending enough resists: Health lost, no effect; declining lets the spell work', () => {
    const waiting = castThrough(table(), steal, [20, 10]).state
    const spent = ok(waiting, { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 6 })
    const line = spent.events.find((e) => e.type === 'frostgrave/willEmpowered-resisted')
    expect(line?.text).toBe('Morwen spends 6 Health on its Will roll: 20 against 20: resisted (Health 8).')
    expect(model(spent.state, 'p1-wizard').health).toBe(8)
    expect(model(spent.state, W).health).toBe(model(waiting, W).health)
    expect(magicOf(spent.state).pendingWill).toBeNull()
    const declined = ok(waiting, { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 0 })
    expect(types(declined.events)[0]).toBe('frostgrave/willNotEmpowered')
    expect(model(declined.state, 'p1-wizard').health).toBe(14 - 3)
  })

  it('a soldier, or a roll out of reach, resolves at once', () => {
    const soldier = spellTable(['Steal Health'], {}, W)
    const r = castThrough(soldier, castAction(W, 'Steal Health', { target: 'p1-s1' }), [20, 1])
    expect(magicOf(r.state).pendingWill ?? null).toBeNull()
    expect(model(r.state, 'p1-s1').health).toBe(12 - 3)
    const hurt = table()
    const weak = { ...hurt, models: hurt.models.map((m) => (m.id === 'p1-wizard' ? { ...m, health: 3 } : m)) }
    const r2 = castThrough(weak, steal, [20, 10])
    expect(magicOf(r2.state).pendingWill ?? null).toBeNull()
  })
})

describe('FG-4.8: a model moved by magic that ends within 1" of an enemy', () => {
  it('FG-4.7: the enemy is offered forced combat, as after a walking move', () => {
    const s = spellTable(['Leap'], {}, W)
    // Leap the wizard from (10, 20) to (10, 15.5): its base ends 0.52" from the knight at (10, 14).
    const r = castThrough(s, castAction(W, 'Leap', { target: W, point: at(10, 15.5) }), [15])
    expect(r.state.pendingForcedCombat).toEqual([{ rule: 'FG-4.7', by: 'p1-s1', target: W }])
    expect(r.events.find((e) => e.type === 'frostgrave/forcedCombatOption')?.rule).toBe('FG-4.7')
    const forced = ok(r.state, { type: 'frostgrave/forceCombat', model: 'p1-s1', target: W })
    expect(types(forced.events)).toContain('frostgrave/forcedCombat')
  })

  it('FG-10.1: a creature steps into contact at once', () => {
    const base = spellTable(['Leap'], { 'p1-s1': [30, 30] }, W)
    const zombie = newGame({
      scenario: { creatures: [{ type: 'Zombie', x: 1000, y: 1400 }] },
    }).models.find((m) => m.kind === 'creature')!
    const s = { ...base, models: [...base.models, zombie] }
    const r = castThrough(s, castAction(W, 'Leap', { target: W, point: at(10, 15.5) }), [15])
    expect(r.events.find((e) => e.type === 'frostgrave/creatureForcesCombat')?.rule).toBe('FG-10.1')
  })
})

describe('FG-10.2 with FG-5.5: the push-back after a creature fight', () => {
  const RUN: FgAction = { type: 'frostgrave/runCreatures' }

  it("a warband model that wins may push the creature back: the phase waits, then the creature's second action brings it back", () => {
    const s = creatureTable([18, 18], { [W]: [18 + 2 * R, 18] })
    // The zombie rolls 1, the wizard 10: the wizard wins and chooses.
    const fought = ok(s, RUN, scriptedDice([1, 10]))
    expect(types(fought.events)).toContain('frostgrave/pushBackOption')
    expect(types(fought.events)).not.toContain('frostgrave/phaseDone-creature')
    expect(fought.state.turn.phase).toBe('creature')
    expect(frostgrave.legalActions(fought.state)).toEqual([
      { type: 'frostgrave/pushBack', model: W },
      { type: 'frostgrave/declinePushBack', model: W },
    ])
    expect(frostgrave.actor(fought.state)).toBe(0)
    // The screen holds "Run the creature phase" back until the choice is made, either way.
    expect(creaturePushBackChoice(fought.state)).toEqual({ rule: 'FG-5.5', winner: W, loser: 'c1' })
    expect(creaturePushBackChoice(s)).toBeNull()
    const pushed = ok(fought.state, { type: 'frostgrave/pushBack', model: W })
    expect(creaturePushBackChoice(pushed.state)).toBeNull()
    expect(
      creaturePushBackChoice(ok(fought.state, { type: 'frostgrave/declinePushBack', model: W }).state),
    ).toBeNull()
    expect(types(pushed.events)).toContain('frostgrave/pushedBack')
    const after = ok(pushed.state, RUN)
    expect(types(after.events)[0]).toBe('frostgrave/creatureApproaches-full')
    expect(types(after.events)).toContain('frostgrave/phaseDone-creature')
    expect(after.state.creatureRound ?? null).toBeNull()
    // Staying in combat: the creature has nothing left to do.
    const stayed = ok(fought.state, { type: 'frostgrave/declinePushBack', model: W })
    const after2 = ok(stayed.state, RUN)
    expect(types(after2.events)).toEqual(['frostgrave/phaseDone-creature'])
  })

  it('a creature that moves into contact and loses its fight is offered for a push-back too; pushed, it stays where it lands', () => {
    // The zombie (Move 6) walks 4" into contact: its second action is the fight, which the wizard wins.
    const s = creatureTable([18, 18], { [W]: [18 + 2 * R + 4, 18] })
    const fought = ok(s, RUN, scriptedDice([1, 10]))
    expect(types(fought.events)).toContain('frostgrave/creatureApproaches-full')
    expect(types(fought.events)).toContain('frostgrave/pushBackOption')
    expect(creaturePushBackChoice(fought.state)).toEqual({ rule: 'FG-5.5', winner: W, loser: 'c1' })
    const pushed = ok(fought.state, { type: 'frostgrave/pushBack', model: W })
    const where = pushed.state.models.find((m) => m.id === 'c1')!
    // Both its actions are spent: the phase goes on without bringing it back into contact.
    const after = ok(pushed.state, RUN)
    expect(types(after.events)).toEqual(['frostgrave/phaseDone-creature'])
    const still = after.state.models.find((m) => m.id === 'c1')!
    expect([still.x, still.y]).toEqual([where.x, where.y])
  })

  it('a creature that wins stays in combat: no push-back is offered, in either phase', () => {
    const s = creatureTable([18, 18], { [W]: [18 + 2 * R, 18] })
    const won = ok(s, RUN, scriptedDice([19, 1]))
    expect(types(won.events)).not.toContain('frostgrave/pushBackOption')
    const soldierPhase = activated({ ...s, turn: { ...s.turn, phase: 'wizard' } }, W)
    const r = ok(soldierPhase, { type: 'frostgrave/fight', model: W, target: 'c1' }, scriptedDice([1, 19]))
    expect(r.state.pendingPushBack ?? null).toBeNull()
  })
})

describe('the log lines of these rules', () => {
  it('replay: applying the same commands with the same dice gives the same state', () => {
    const s = spellTable(['Steal Health'], { 'p1-wizard': [10, 14], 'p1-s1': [30, 30] }, W)
    const steal = castAction(W, 'Steal Health', { target: 'p1-wizard' })
    const once = castThrough(s, steal, [20, 10]).state
    const twice = castThrough(s, steal, [20, 10]).state
    expect(JSON.parse(JSON.stringify(once))).toEqual(twice)
    const r = apply(once, { type: 'frostgrave/empowerWill', model: 'p1-wizard', points: 6 }, scriptedDice([]))
    expect(r.ok).toBe(true)
  })
})
