import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import {
  aspectOf,
  boostedClass,
  classOf,
  dieForClass,
  hasAdvantage,
  DEFAULT_OPTIONS,
  normaliseOptions,
} from '../../../src/engine/systems/dice-roll-party'
import type { Action, AttackBoosts, State } from '../../../src/engine/systems/dice-roll-party/types'
import {
  apply,
  attackWith,
  char,
  defendWith,
  duel,
  filler,
  legalActions,
  play,
  sumTokens,
  tableState,
} from './helpers'

describe('DRP-5.1 class and dice', () => {
  it('DRP-1.2 the class dice are d4, d6, d8, d10, d12 and d20 (no percentile die)', () => {
    const used = new Set(
      Array.from({ length: 20 }, (_, p) => [
        dieForClass(boostedClass(p, false)),
        dieForClass(boostedClass(p, true)),
      ]).flat(),
    )
    expect([...used].sort((a, b) => a - b)).toEqual([0, 4, 6, 8, 10, 12, 20])
  })
  it.each([
    [0, 0],
    [1, 4],
    [2, 6],
    [3, 8],
    [4, 10],
    [5, 12],
    [6, 20],
    [7, 20],
    [11, 20],
  ])('DRP-5.1 potential %i rolls a d%i (0 = no die)', (potential, sides) => {
    expect(dieForClass(classOf(potential))).toBe(sides)
  })
  it('DRP-5.1 class 0 rolls no die and counts as 1', () => {
    const s = play(duel(char(2, 0, 0, 4), char(0, 0, 2, 4)), [attackWith()], scriptedDice([])).state
    expect(s.stage.kind === 'defence' && s.stage.attack.roll).toMatchObject({
      sides: 0,
      faces: [],
      result: 1,
    })
  })
  it('DRP-5.1 potential above 6 still adds to damage', () => {
    // Attack 8 potential: d20 rolls 15 against a d4 defence 2: 8 damage.
    const s = play(
      duel(char(2, 8, 0, 2), char(0, 0, 1, 12)),
      [attackWith(), defendWith()],
      scriptedDice([15, 2]),
    ).state
    expect(s.lastCombat).toMatchObject({ hit: true, damage: 8 })
    expect(s.players[1]!.characters[0]).toMatchObject({ form: 4, defence: 1 })
  })
})

describe('DRP-7 attack', () => {
  it.each([
    [{}, 1],
    [{ raiseClass: true }, 2],
    [{ raiseDamage: 3 }, 4],
    [{ insurance: true, superiority: true }, 3],
    [{ raiseClass: true, raiseDamage: 1, insurance: true, superiority: true }, 5],
  ])(
    'DRP-7.2 boosts %j cost %i time tokens, returned to the bag before rolling (DRP-7.3)',
    (boosts, cost) => {
      const s0 = duel(char(6, 3, 1, 2), char(0, 0, 2, 4))
      const faces = (boosts as Partial<AttackBoosts>).superiority ? [4, 4] : [4]
      const s = play(s0, [attackWith(boosts)], scriptedDice(faces)).state
      expect(s.players[0]!.characters[0]!.time).toBe(6 - cost)
      expect(s.bag.blue).toBe(s0.bag.blue + cost)
    },
  )
  it('DRP-7.2 an attack the character cannot pay for is refused', () => {
    const r = apply(
      duel(char(2, 3, 1, 2), char(0, 0, 2, 4)),
      attackWith({ raiseDamage: 2 }),
      scriptedDice([3]),
    )
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain('DRP-7.2')
  })
  it.each([
    [3, false, 8],
    [3, true, 10],
    [5, true, 20],
    [0, true, 4],
  ])('DRP-7.2 raise class: potential %i raised=%s rolls a d%i', (potential, raise, sides) => {
    expect(dieForClass(boostedClass(potential, raise))).toBe(sides)
  })
  it('DRP-7.2 raise class is not offered on a d20', () => {
    const r = apply(
      duel(char(3, 6, 0, 2), char(0, 0, 2, 4)),
      attackWith({ raiseClass: true }),
      scriptedDice([3]),
    )
    expect(r.ok).toBe(false)
  })
  it.each([
    // [attack potential, raise class, face, result]
    [4, false, 2, 4],
    [4, false, 7, 7],
    [4, true, 3, 4],
    [2, true, 1, 2],
  ])(
    'DRP-7.2 insurance uses potential, not class: potential %i raise %s face %i → %i',
    (potential, raise, face, result) => {
      const s = play(
        duel(char(3, potential, 0, 2), char(0, 0, 2, 4)),
        [attackWith({ insurance: true, raiseClass: raise })],
        scriptedDice([face]),
      ).state
      expect(s.stage.kind === 'defence' && s.stage.attack.roll.result).toBe(result)
      expect(s.stage.kind === 'defence' && s.stage.attack.roll.insured).toBe(result !== face)
    },
  )
  it('DRP-7.2 superiority rolls twice and keeps the best', () => {
    const s = play(
      duel(char(2, 3, 0, 2), char(0, 0, 2, 4)),
      [attackWith({ superiority: true })],
      scriptedDice([2, 7]),
    ).state
    expect(s.stage.kind === 'defence' && s.stage.attack.roll).toMatchObject({
      faces: [2, 7],
      kept: 7,
      result: 7,
    })
  })
  it('DRP-7.2 raise damage adds 1 per time token on a hit', () => {
    const s = play(
      duel(char(4, 2, 0, 2), char(0, 0, 1, 10)),
      [attackWith({ raiseDamage: 3 }), defendWith()],
      scriptedDice([5, 1]),
    ).state
    expect(s.lastCombat).toMatchObject({ hit: true, damage: 5 })
  })
  it('DRP-7.1 an attack on your own character is refused', () => {
    const r = apply(
      duel(char(2, 2, 0, 2), char(0, 0, 1, 10)),
      { ...attackWith(), target: { player: 0, slot: 1 } } as Action,
      scriptedDice([1]),
    )
    expect(r.ok).toBe(false)
  })
})

describe('DRP-8 defence and damage', () => {
  it.each([
    // attack face, defence face, hit
    [5, 4, true],
    [4, 4, false],
    [3, 4, false],
  ])('DRP-8.3 attack %i against defence %i: hit=%s (a tie is a successful defence)', (a, d, hit) => {
    const s = play(
      duel(char(2, 3, 0, 2), char(0, 0, 2, 6)),
      [attackWith(), defendWith()],
      scriptedDice([a, d]),
    ).state
    expect(s.lastCombat!.hit).toBe(hit)
  })
  it('DRP-8.1 a plain defence is free', () => {
    const s = play(
      duel(char(2, 3, 0, 2), char(3, 0, 2, 6)),
      [attackWith(), defendWith()],
      scriptedDice([5, 2]),
    ).state
    expect(s.players[1]!.characters[0]!.time).toBeLessThanOrEqual(3)
    expect(s.lastCombat!.defence.sides).toBe(6)
  })
  it('DRP-8.2 defence boosts: raise class, insurance (floor at defence potential) and superiority, 1 time each', () => {
    const s0 = duel(char(2, 3, 0, 2), char(3, 0, 2, 6))
    const s = play(
      s0,
      [attackWith(), defendWith({ raiseClass: true, insurance: true, superiority: true })],
      scriptedDice([5, 1, 1]),
    ).state
    expect(s.lastCombat!.defence).toMatchObject({
      sides: 8,
      faces: [1, 1],
      kept: 1,
      insured: true,
      result: 2,
    })
    expect(s.lastCombat!.hit).toBe(true)
    expect(s.players[1]!.characters[0]!.time).toBe(0)
  })
  // Source, defence boosts: "use the defence potential instead of the die result" — the table option's default.
  it.each([
    ['a low attack is held by the potential (a tie holds)', 2, false],
    ['a higher attack still hits', 5, true],
  ])(
    'DRP-8.2 literal defence insurance: the potential replaces the die, nothing is rolled — %s',
    (_n, face, hit) => {
      const s = play(
        duel(char(2, 3, 0, 2), char(3, 0, 2, 6), { defenceInsurance: 'instead' }),
        [attackWith(), defendWith({ insurance: true })],
        scriptedDice([face]),
      ).state
      expect(s.lastCombat!.defence).toMatchObject({ faces: [], insured: true, result: 2 })
      expect(s.lastCombat!.hit).toBe(hit)
    },
  )
  it('DRP-8.2 defence insurance option: new tables read it literally; a table without the option kept the floor', () => {
    expect(DEFAULT_OPTIONS.defenceInsurance).toBe('instead')
    expect(tableState([[filler()], [filler()]], {}).options.defenceInsurance).toBe('floor')
    const bad = normaliseOptions({ defenceInsurance: 'sometimes' } as never)
    expect(bad).toMatchObject({ ok: false, error: expect.stringContaining('DRP-8.2') })
  })
  it('DRP-8.2 a paid boost that can do nothing is not offered: insurance or superiority at defence class 0', () => {
    // The target has no defence tokens: no die is rolled and its potential is 0.
    const s = play(duel(char(2, 3, 0, 2), char(3, 1, 0, 6)), [attackWith()], scriptedDice([3])).state
    const defends = legalActions(s).filter((a) => a.type === 'dice-roll-party/defend')
    const boosts = defends.map((a) => (a as Extract<Action, { type: 'dice-roll-party/defend' }>).boosts)
    expect(boosts.some((b) => b.insurance)).toBe(false)
    // Superiority only with a raised class, which gives the defence a die to roll twice.
    expect(boosts.filter((b) => b.superiority).every((b) => b.raiseClass)).toBe(true)
    expect(boosts.some((b) => b.superiority && b.raiseClass)).toBe(true)
    const refused = apply(s, defendWith({ insurance: true }), scriptedDice([]))
    expect(refused).toMatchObject({ ok: false, code: 'insuranceNoPotential' })
    expect(apply(s, defendWith({ superiority: true }), scriptedDice([]))).toMatchObject({
      ok: false,
      code: 'superiorityNoDie',
    })
  })
  it('DRP-8.2 counterattack: a successful defence deals the defender attack class to the attacker', () => {
    // Defender has 7 attack potential → class 6: 6 damage to the attacker (form 2, defence 0, attack 3, time 1 left).
    let s = play(
      duel(char(2, 3, 0, 2), char(1, 7, 2, 6)),
      [attackWith(), defendWith({ counterattack: true })],
      scriptedDice([2, 5]),
    ).state
    expect(s.lastCombat).toMatchObject({ hit: false, counterDamage: 6 })
    // The attacker holds a time token, so it chooses how to pay (DRP-8.4).
    expect(s.stage).toMatchObject({ kind: 'damage', player: 0, source: 'counterattack', left: 6 })
    // Form, form, then attack ×3 by the order; then only time is left and is taken without asking.
    s = play(
      s,
      Array.from({ length: 5 }, (): Action => ({ type: 'dice-roll-party/payDamage', with: 'order' })),
    ).state
    expect(s.players[0]!.characters[0]).toMatchObject({ gone: true, time: 0, attack: 0, form: 0 })
    expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })
  })
  it('DRP-8.2 counterattack does nothing when the attack hits', () => {
    const s = play(
      duel(char(2, 3, 0, 2), char(1, 7, 2, 6)),
      [attackWith(), defendWith({ counterattack: true })],
      scriptedDice([6, 2]),
    ).state
    expect(s.lastCombat).toMatchObject({ hit: true, counterDamage: 0, damage: 3 })
  })
  it('DRP-8.2 absorption when the defender rolls its maximum', () => {
    // Attack d20 (potential 6) rolls 9; defence d4 (potential 1) rolls 4: absorbs 1 of 6.
    const s = play(
      duel(char(2, 6, 0, 2), char(0, 0, 1, 10)),
      [attackWith(), defendWith()],
      scriptedDice([9, 4]),
    ).state
    expect(s.lastCombat).toMatchObject({
      hit: true,
      absorbed: 1,
      absorptionTrigger: 'defender-maximum',
      damage: 5,
    })
  })
  it('DRP-8.2 absorption when the attacker rolls its minimum (insured up to its potential)', () => {
    // Attack potential 5 insured: d12 shows 1 → 5; defence d6 (potential 2) rolls 3: hit, 2 absorbed, 3 damage.
    const s = play(
      duel(char(2, 5, 0, 2), char(0, 0, 2, 10)),
      [attackWith({ insurance: true }), defendWith()],
      scriptedDice([1, 3]),
    ).state
    expect(s.lastCombat).toMatchObject({
      hit: true,
      absorbed: 2,
      absorptionTrigger: 'attacker-minimum',
      damage: 3,
    })
  })
  it('DRP-8.2 no absorption without an extreme roll', () => {
    const s = play(
      duel(char(2, 5, 0, 2), char(0, 0, 2, 10)),
      [attackWith(), defendWith()],
      scriptedDice([7, 3]),
    ).state
    expect(s.lastCombat).toMatchObject({ absorbed: 0, absorptionTrigger: null, damage: 5 })
  })
  it('DRP-8.4 damage removes form, then defence, then attack, then time', () => {
    // 7 damage against time 1, attack 2, defence 2, form 2 (no time choice once time is the last group).
    const s = play(
      duel(char(2, 7, 0, 2), char(0, 2, 2, 2)),
      [attackWith(), defendWith()],
      scriptedDice([9, 1]),
    ).state
    expect(s.players[1]!.characters[0]).toMatchObject({ form: 0, defence: 0, attack: 0, time: 0, gone: true })
    const lost = s.players.length && (s as State)
    expect(lost).toBeTruthy()
  })
  it('DRP-8.4 the order, token by token', () => {
    const s0 = play(
      duel(char(2, 4, 0, 2), char(0, 2, 2, 2)),
      [attackWith(), defendWith()],
      scriptedDice([9, 1]),
    )
    const removed = s0.events
      .filter((e) => e.type.startsWith('drp/token-lost-'))
      .map((e) => e.text.match(/from (\w+)/)![1])
    expect(removed).toEqual(['form', 'form', 'defence', 'defence'])
    expect(s0.events.every((e) => !e.type.startsWith('drp/token-lost-') || e.rule === 'DRP-8.4')).toBe(true)
  })
  it('DRP-8.4 at any step the defender may pay with time instead', () => {
    let s = play(
      duel(char(2, 3, 0, 2), char(2, 1, 1, 2)),
      [attackWith(), defendWith()],
      scriptedDice([7, 1]),
    ).state
    expect(s.stage).toMatchObject({ kind: 'damage', player: 1, left: 3 })
    expect(legalActions(s)).toEqual([
      { type: 'dice-roll-party/payDamage', with: 'order' },
      { type: 'dice-roll-party/payDamage', with: 'time' },
    ])
    s = play(s, [
      { type: 'dice-roll-party/payDamage', with: 'time' },
      { type: 'dice-roll-party/payDamage', with: 'order' },
      { type: 'dice-roll-party/payDamage', with: 'time' },
    ]).state
    expect(s.players[1]!.characters[0]).toMatchObject({ time: 0, attack: 1, defence: 1, form: 1 })
    expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })
    expect(sumTokens(s)).toEqual(s.total)
  })
  it('DRP-8.4 paying with time is refused when the character has none', () => {
    const s = play(
      duel(char(2, 3, 0, 2), char(1, 1, 1, 4)),
      [attackWith(), defendWith()],
      scriptedDice([7, 1]),
    ).state
    const paid = play(s, [{ type: 'dice-roll-party/payDamage', with: 'time' }]).state
    expect(apply(paid, { type: 'dice-roll-party/payDamage', with: 'time' }, scriptedDice([])).ok).toBe(false)
  })
  it('DRP-2.4 a player whose last character is destroyed loses', () => {
    const gone = { ...char(0, 0, 0, 0), gone: true }
    const s0 = tableState([
      [char(2, 6, 0, 2), filler(), filler(), filler()],
      [char(0, 0, 1, 2), gone, gone, gone],
    ])
    const s = play(s0, [attackWith(), defendWith()], scriptedDice([10, 1])).state
    expect(s.stage).toMatchObject({ kind: 'over', winner: 0 })
    expect(legalActions(s)).toEqual([])
  })
  it('DRP-2.4 a gone character takes no tokens', () => {
    const s0 = tableState(
      [
        [char(2, 2, 0, 2), { ...char(0, 0, 0, 0), gone: true }, filler(), filler()],
        [filler(), filler(), filler(), filler()],
      ],
      { stage: 'resources' },
    )
    const r = apply(s0, { type: 'dice-roll-party/add', slot: 1, position: 'form' }, scriptedDice([]))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain('DRP-2.4')
  })
  it('DRP-8.5 after the exchange the other player takes phase 1', () => {
    const s = play(
      duel(char(2, 3, 0, 2), char(0, 0, 2, 6)),
      [attackWith(), defendWith()],
      scriptedDice([1, 4]),
    ).state
    expect(s.stage).toMatchObject({ kind: 'resources', player: 1 })
    expect(s.turn).toBe(1)
  })
})

describe('DRP-9 aspects', () => {
  it.each([
    [char(1, 3, 2, 4), 'potential'],
    [char(5, 1, 1, 4), 'time'],
    [char(1, 1, 1, 6), 'form'],
    [char(4, 2, 2, 4), null],
    [char(0, 0, 0, 0), null],
  ])('DRP-9.1 %j has aspect %s', (c, aspect) => {
    expect(aspectOf(c)).toBe(aspect)
  })
  it.each([
    ['potential', 'potential', true],
    ['form', 'time', true],
    ['time', 'form', true],
    ['potential', 'form', false],
    ['form', 'form', false],
    ['time', 'potential', false],
    [null, 'form', false],
    ['time', null, false],
  ] as const)('DRP-9.2 %s over %s: advantage %s', (a, b, adv) => {
    expect(hasAdvantage(a, b)).toBe(adv)
  })
  it('DRP-9.2 advantage adds 1 damage when aspects are on, nothing when off', () => {
    const on = play(
      duel(char(2, 4, 2, 2), char(0, 3, 2, 2), { aspects: true }),
      [attackWith(), defendWith()],
      scriptedDice([8, 1]),
    ).state
    expect(on.lastCombat).toMatchObject({ damage: 5 })
    const off = play(
      duel(char(2, 4, 2, 2), char(0, 3, 2, 2)),
      [attackWith(), defendWith()],
      scriptedDice([8, 1]),
    ).state
    expect(off.lastCombat).toMatchObject({ damage: 4 })
  })
  it('DRP-9.1 aspects change as tokens change', () => {
    const s = play(
      duel(char(2, 5, 0, 2), char(0, 0, 1, 6), { aspects: true }),
      [attackWith(), defendWith()],
      scriptedDice([9, 1]),
    ).state
    expect(aspectOf(s.players[1]!.characters[0]!)).toBe(null)
  })
  it.each([
    // [attacker, target, boosts, allowed]
    [char(3, 3, 3, 2), char(1, 4, 1, 2), { superiority: true }, true],
    [char(3, 3, 3, 2), char(1, 1, 1, 6), { superiority: true }, false],
    [char(5, 1, 1, 2), char(1, 1, 1, 6), { insurance: true }, true],
    [char(3, 3, 3, 2), char(1, 1, 1, 6), { insurance: true }, false],
  ])('DRP-9.3 attack boosts tied to aspects: %j vs %j with %j allowed=%s', (a, t, boosts, allowed) => {
    const r = apply(
      duel(a, t, { aspects: true, aspectBoosts: true }),
      attackWith(boosts),
      scriptedDice([1, 1]),
    )
    expect(r.ok).toBe(allowed)
    if (!r.ok) expect(r.error).toContain('DRP-9.3')
  })
  it.each([
    [char(2, 3, 1, 2), { counterattack: true }, true],
    [char(2, 1, 1, 6), { counterattack: true }, false],
    [char(5, 1, 1, 2), { insurance: true }, true],
    [char(2, 1, 1, 6), { insurance: true }, false],
  ])('DRP-9.3 defence boosts tied to aspects: %j with %j allowed=%s', (t, boosts, allowed) => {
    const s = play(
      duel(char(2, 2, 0, 2), t, { aspects: true, aspectBoosts: true }),
      [attackWith()],
      scriptedDice([3]),
    ).state
    expect(apply(s, defendWith(boosts), scriptedDice([1, 1])).ok).toBe(allowed)
  })
  it('DRP-9.3 absorption only for the Form aspect in the variant', () => {
    const form = play(
      duel(char(2, 6, 0, 2), char(0, 0, 1, 10), { aspects: true, aspectBoosts: true }),
      [attackWith(), defendWith()],
      scriptedDice([9, 4]),
    ).state
    expect(form.lastCombat).toMatchObject({ absorbed: 1 })
    const time = play(
      duel(char(2, 6, 0, 2), char(8, 0, 1, 2), { aspects: true, aspectBoosts: true }),
      [attackWith(), defendWith()],
      scriptedDice([9, 4]),
    ).state
    expect(time.lastCombat).toMatchObject({ absorbed: 0 })
  })
})

describe('log lines say what the rules did', () => {
  it('DRP-9.2 the advantage line names the aspects of the declaration, before the time is paid', () => {
    // Time aspect (3 blue) over Form; paying 1 time leaves 2 / 2 / 2, no aspect, which the line must not read.
    const { events } = play(
      duel(char(3, 1, 1, 2), char(0, 1, 1, 4), { aspects: true }),
      [attackWith()],
      scriptedDice([3]),
    )
    expect(events.find((e) => e.type.startsWith('drp/advantage'))).toMatchObject({
      type: 'drp/advantage-time-form',
      rule: 'DRP-9.2',
      text: 'Aspect advantage: time over form, +1 damage on a hit',
    })
  })
  it('DRP-8.3 a hit of several points says "N damage", not "damages"', () => {
    const { events } = play(
      duel(char(2, 4, 2, 2), char(0, 3, 2, 2)),
      [attackWith(), defendWith()],
      scriptedDice([8, 1]),
    )
    expect(events.find((e) => e.type.startsWith('drp/hit'))!.text).toContain(': 4 damage (')
  })
  it('DRP-2.4 the game-over line is the reason alone (the banner already says "Game over")', () => {
    const gone = { ...char(0, 0, 0, 0), gone: true }
    const played = play(
      tableState([
        [char(2, 4, 2, 2), filler(), filler(), filler()],
        [char(1, 0, 0, 0), gone, gone, gone],
      ]),
      [attackWith(), defendWith()],
      scriptedDice([8]),
    )
    const lines = [...played.events]
    let s = played.state
    for (let i = 0; i < 5 && s.stage.kind === 'damage'; i++) {
      const r = apply(s, { type: 'dice-roll-party/payDamage', with: 'order' }, scriptedDice([]))
      if (!r.ok) throw new Error(r.error)
      lines.push(...r.events)
      s = r.state
    }
    expect(s.stage.kind).toBe('over')
    expect(lines.find((e) => e.type === 'drp/game-over')).toMatchObject({
      rule: 'DRP-2.4',
      text: 'Player 1 is the last with characters',
    })
  })
})
