import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../src/engine/core/dice'
import { baseRadius, frostgrave, selectActor, type FgState } from '../../../src/engine/systems/frostgrave'
import { IN, activated, model, move, ok, refused, tableWith } from './helpers'
import { withSpell } from './interplay-events'

const R = baseRadius(25)

/** Both warbands on the table: p0 along y = 4", p1 along y = 32", spaced 2" apart; turn 1 awaits initiative. */
function lined(): FgState {
  const placed: Record<string, [number, number]> = {}
  const base = tableWith({})
  base.models.forEach((m) => {
    const i = base.models.filter((x) => x.player === m.player).indexOf(m)
    placed[m.id] = [4 + i * 2, m.player === 0 ? 4 : 32]
  })
  const s = tableWith(placed)
  return { ...s, turn: { ...s.turn, stage: 'initiative', initiative: null } }
}

describe('FG-3.1 initiative and phases', () => {
  it('FG-3.1 both roll d20, ties rerolled; the higher goes first in every phase', () => {
    const r = ok(lined(), { type: 'frostgrave/rollInitiative' }, scriptedDice([9, 9, 4, 17]))
    expect(r.state.turn).toMatchObject({ initiative: [4, 17], first: 1, phase: 'wizard', step: 0 })
    expect(r.events[0]).toMatchObject({ rule: 'FG-3.1', dice: [9, 9, 4, 17] })
    expect(selectActor(r.state)).toBe(1)
  })

  it('FG-3.1 the phases run wizard, apprentice, soldier, creature, each player in initiative order', () => {
    let s = ok(lined(), { type: 'frostgrave/rollInitiative' }, scriptedDice([12, 3])).state
    const seen: string[] = []
    for (let i = 0; i < 8 && s.turn.number === 1; i++) {
      seen.push(`${s.turn.phase}:${selectActor(s)}`)
      s = ok(s, { type: 'frostgrave/endPhase' }).state
    }
    expect(seen).toEqual(['wizard:0', 'wizard:1', 'apprentice:0', 'apprentice:1', 'soldier:0', 'soldier:1'])
    // No creatures: the creature phase passes and turn 2 starts with its initiative roll.
    expect(s.turn).toMatchObject({ number: 2, stage: 'initiative' })
  })

  it('FG-3.1 each model activates at most once per turn; the wizard phase has one activation', () => {
    let s = ok(lined(), { type: 'frostgrave/rollInitiative' }, scriptedDice([12, 3])).state
    s = ok(s, { type: 'frostgrave/activate', model: 'p0-wizard' }).state
    s = ok(s, { type: 'frostgrave/endActivation' }).state
    expect(s.turn).toMatchObject({ phase: 'wizard', step: 1 })
    expect(s.turn.activated).toContain('p0-wizard')
    refused(s, { type: 'frostgrave/activate', model: 'p0-wizard' }, 'FG-3.1')
  })

  it('FG-3.1 only the right kind activates in each phase', () => {
    const s = ok(lined(), { type: 'frostgrave/rollInitiative' }, scriptedDice([12, 3])).state
    refused(s, { type: 'frostgrave/activate', model: 'p0-s1' }, 'FG-3.1')
    refused(s, { type: 'frostgrave/activate', model: 'p1-wizard' }, 'FG-3.1')
  })
})

describe('FG-3.2 / FG-3.3 actions', () => {
  const wizardUp = (): FgState =>
    ok(ok(lined(), { type: 'frostgrave/rollInitiative' }, scriptedDice([12, 3])).state, {
      type: 'frostgrave/activate',
      model: 'p0-wizard',
    }).state

  it('FG-3.2 two actions: move then move (the second half), then the activation ends', () => {
    let s = ok(wizardUp(), move('p0-wizard', [4, 10])).state
    s = ok(s, move('p0-wizard', [4, 13])).state
    expect(s.turn.activation).toBeNull()
    expect(s.turn.step).toBe(1)
  })

  it('FG-3.2 one action must be a Move: after a non-move action the other must move', () => {
    let s = tableWith({ 'p0-wizard': [10, 10], 'p1-wizard': [30, 30] })
    s = {
      ...s,
      treasures: [
        ...s.treasures,
        { id: 't1', placedBy: 0, x: 1000 + 2 * R, y: 1000, carrier: null, securedBy: null },
      ],
    }
    s = activated(s, 'p0-wizard')
    s = ok(s, { type: 'frostgrave/pickUpTreasure', model: 'p0-wizard', treasure: 't1' }).state
    refused(s, { type: 'frostgrave/dropTreasure', model: 'p0-wizard' }, 'FG-3.2')
    ok(s, move('p0-wizard', [11, 10]))
  })

  it('FG-3.3 a model finishes its activation before the next activates', () => {
    const s = wizardUp()
    refused(s, { type: 'frostgrave/activate', model: 'p0-apprentice' }, 'FG-3.3')
    refused(s, { type: 'frostgrave/endPhase' }, 'FG-3.3')
    refused(s, move('p0-apprentice', [6, 6]), 'FG-3.3')
  })
})

describe('FG-3.4 group activation', () => {
  const grouped = (): FgState => {
    const s = tableWith({
      'p0-wizard': [10, 10],
      'p0-s1': [12, 10],
      'p0-s2': [10, 12],
      'p0-s3': [8, 10],
      'p0-s4': [10, 8],
      'p0-s5': [20, 20],
    })
    return s
  }

  it('FG-3.4 up to 3 soldiers within 3" join the wizard', () => {
    const s = grouped()
    const r = ok(s, { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s1', 'p0-s2', 'p0-s3'] })
    expect(r.events[0]!.rule).toBe('FG-3.4')
    refused(
      s,
      { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s1', 'p0-s2', 'p0-s3', 'p0-s4'] },
      'FG-3.4',
    )
    refused(s, { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s5'] }, 'FG-3.4')
  })

  it('FG-3.4 exactly 3" (edge to edge) is within range; beyond is not', () => {
    const gap = (3 * IN + 2 * R) / IN
    const s = tableWith({ 'p0-wizard': [10, 10], 'p0-s1': [10 + gap, 10], 'p0-s2': [10, 10 + gap + 0.02] })
    ok(s, { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s1'] })
    refused(s, { type: 'frostgrave/activate', model: 'p0-wizard', group: ['p0-s2'] }, 'FG-3.4')
  })

  it('FG-3.4 the whole group moves before anyone takes a second action', () => {
    let s = ok(grouped(), {
      type: 'frostgrave/activate',
      model: 'p0-wizard',
      group: ['p0-s1', 'p0-s2'],
    }).state
    s = ok(s, move('p0-wizard', [10, 14])).state
    refused(s, move('p0-wizard', [10, 15]), 'FG-3.4')
    s = ok(s, move('p0-s1', [13, 10])).state
    s = ok(s, { type: 'frostgrave/endModel', model: 'p0-s2' }).state
    s = ok(s, move('p0-wizard', [10, 15])).state
    expect(model(s, 'p0-wizard').y).toBe(1500)
  })
})

describe('FG-9 treasure', () => {
  const withToken = (extra: Parameters<typeof tableWith>[0] = {}, tx = 12): FgState => {
    const s = tableWith({ 'p0-s2': [tx - (2 * R) / IN, 10], ...extra })
    return activated(
      {
        ...s,
        treasures: [
          ...s.treasures,
          { id: 't1', placedBy: 0, x: tx * IN, y: 1000, carrier: null, securedBy: null },
        ],
      },
      'p0-s2',
    )
  }

  it('FG-9.1 a model in contact picks up a treasure with an action', () => {
    const r = ok(withToken(), { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' })
    expect(model(r.state, 'p0-s2').carrying).toBe('t1')
    expect(r.state.treasures.find((t) => t.id === 't1')!.carrier).toBe('p0-s2')
    expect(r.events[0]!.rule).toBe('FG-9.1')
  })

  it("FG-9.1 with FG-8.2: picking up a treasure ends the carrier's Invisibility", () => {
    const s = withSpell(withToken(), 'Invisibility', 'p0-s2')
    const r = ok(s, { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' })
    expect(r.state.magic?.effects.some((e) => e.spell === 'Invisibility')).toBe(false)
    expect(r.events.map((e) => e.rule)).toEqual(['FG-8.2', 'FG-9.1'])
  })

  it('FG-9.1 not in contact, an enemy within 1", or an animal: refused', () => {
    const far = activated(
      {
        ...tableWith({ 'p0-s2': [10, 10] }),
        treasures: [{ id: 't1', placedBy: 0, x: 1200, y: 1000, carrier: null, securedBy: null }],
      },
      'p0-s2',
    )
    refused(far, { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' }, 'FG-9.1')
    const guarded = withToken({ 'p1-s1': [12 + (2 * R) / IN + 0.9, 10] })
    expect(
      refused(guarded, { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' }, 'FG-9.1'),
    ).toContain('within 1"')
    const unguarded = withToken({ 'p1-s1': [12 + (2 * R) / IN + 1.1, 10] })
    ok(unguarded, { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' })
    // p0-s6 is Ash the War Hound.
    const s = tableWith({ 'p0-s6': [12 - (2 * R) / IN, 10] })
    const hound = activated(
      {
        ...s,
        treasures: [
          ...s.treasures,
          { id: 't1', placedBy: 0, x: 1200, y: 1000, carrier: null, securedBy: null },
        ],
      },
      'p0-s6',
    )
    expect(
      refused(hound, { type: 'frostgrave/pickUpTreasure', model: 'p0-s6', treasure: 't1' }, 'FG-9.1'),
    ).toContain('animal')
  })

  it('FG-9.2 the carrier moves at half speed and the treasure moves with it', () => {
    let s = ok(withToken(), { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' }).state
    const carrier = model(s, 'p0-s2')
    // Wren the Treasure Hunter: Move 7 → 3.5" while carrying.
    refused(s, move('p0-s2', [carrier.x / IN, 10 + 3.51]), 'FG-9.2')
    s = ok(s, move('p0-s2', [carrier.x / IN, 13.5])).state
    expect(s.treasures.find((t) => t.id === 't1')).toMatchObject({ x: carrier.x, y: 1350 })
  })

  it('FG-9.2 one treasure per model', () => {
    let s = withToken()
    s = { ...s, models: s.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't9' } : m)) }
    refused(s, { type: 'frostgrave/pickUpTreasure', model: 'p0-s2', treasure: 't1' }, 'FG-9.2')
  })

  it('FG-9.3 dropping costs an action; the token stays where the carrier stood', () => {
    let s = ok(withToken(), move('p0-s2', [10, 10])).state
    s = {
      ...s,
      models: s.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't1' } : m)),
      treasures: s.treasures.map((t) => (t.id === 't1' ? { ...t, carrier: 'p0-s2' } : t)),
    }
    const r = ok(s, { type: 'frostgrave/dropTreasure', model: 'p0-s2' })
    expect(r.state.treasures.find((t) => t.id === 't1')).toMatchObject({ carrier: null, x: 1000, y: 1000 })
    expect(r.events[0]!.rule).toBe('FG-9.3')
  })

  const carrying = (x: number, y: number): FgState => {
    const s = tableWith({ 'p0-s2': [x, y] })
    return activated(
      {
        ...s,
        models: s.models.map((m) => (m.id === 'p0-s2' ? { ...m, carrying: 't1' } : m)),
        treasures: [
          ...s.treasures,
          { id: 't1', placedBy: 0, x: x * IN, y: y * IN, carrier: 'p0-s2', securedBy: null },
        ],
      },
      'p0-s2',
    )
  }

  it.each([
    ['its own edge (south)', 10, 34, 10, Math.floor(3600 - R) / IN],
    ['a side edge (west)', 1.5, 20, Math.ceil(R) / IN, 20],
  ])('FG-9.4 carrying treasure off %s secures it', (_, x, y, ex, ey) => {
    const r = ok(carrying(x, y), {
      type: 'frostgrave/move',
      model: 'p0-s2',
      path: [{ x: Math.round(ex * IN), y: Math.round(ey * IN) }],
      exit: true,
    })
    expect(r.state.treasures.find((t) => t.id === 't1')!.securedBy).toBe(0)
    expect(model(r.state, 'p0-s2')).toMatchObject({ status: 'left', carrying: null })
    expect(r.events.some((e) => e.rule === 'FG-9.4')).toBe(true)
  })

  it("FG-9.4 carrying treasure off the opponent's edge is refused", () => {
    const s = carrying(20, 2)
    refused(
      s,
      { type: 'frostgrave/move', model: 'p0-s2', path: [{ x: 2000, y: Math.ceil(R) }], exit: true },
      'FG-9.4',
    )
  })

  it('FG-11 the last treasure off the table ends the game; most treasure wins', () => {
    let s = carrying(10, 34)
    s = { ...s, treasures: s.treasures.filter((t) => t.id !== 't9') }
    const r = ok(s, {
      type: 'frostgrave/move',
      model: 'p0-s2',
      path: [{ x: 1000, y: 3600 - Math.ceil(R) }],
      exit: true,
    })
    expect(r.state.stage).toBe('over')
    expect(frostgrave.result(r.state)).toMatchObject({ over: true, winner: r.state.options.playerNames[0] })
    expect(r.events[r.events.length - 1]!.type).toBe('frostgrave/gameOver-lastTreasure-win')
  })
})
