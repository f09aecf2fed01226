import { describe, expect, it } from 'vitest'
import type { History } from '../../../../src/engine'
import {
  characterToInput,
  doubleCross,
  readLibraryFile,
  writeLibraryFile,
  type DxAction,
  type DxState,
  type Vehicle,
} from '../../../../src/engine/systems/double-cross'
import {
  act,
  addCharacter,
  byName,
  effectInput,
  logLines,
  refused,
  replaySaveText,
  session,
  start,
} from '../helpers'

const bike: Omit<Vehicle, 'id'> = {
  name: 'Bike',
  drive: 'Motorcycle',
  attack: 8,
  armour: 3,
  initiative: -2,
  move: 300,
}

const rideEffect = effectInput({ name: 'Wheelie', skill: 'Ride', cost: 2, dice: 1, attack: 4 })

/**
 * Rider (Body 2, Sense 3, Mind 1, <Ride: Motorcycle> 3, Melee 1, the Bike), Mook (HP 20, armour 2, no
 * dodge skill), Racer (a second rider with a Car, armour 1).
 */
function garage(): DxState {
  let s = start('empty')
  s = addCharacter(s, {
    name: 'Rider',
    stats: { body: 2, sense: 3, mind: 1, social: 1 },
    skills: [
      { kind: 'melee', specialty: '', level: 1 },
      { kind: 'ride', specialty: 'Car', level: 5 },
      { kind: 'ride', specialty: 'Motorcycle', level: 3 },
    ],
    effects: [
      rideEffect,
      { ...rideEffect, name: 'Punch', skill: 'Melee', attackKind: 'melee', attack: 2, cost: 1 },
    ],
    weapons: [{ name: 'Bat', kind: 'melee', skill: 'melee', hit: 0, attack: 3, guard: 1, range: 'Close' }],
    vehicles: [bike],
  })
  s = addCharacter(s, {
    name: 'Mook',
    kind: 'npc',
    stats: { body: 1, sense: 1, mind: 1, social: 1 },
    hp: 20,
    maxHp: 20,
    armour: { name: 'Vest', armour: 2, dodge: 0, initiative: 0 },
  })
  s = addCharacter(s, {
    name: 'Racer',
    kind: 'npc',
    stats: { body: 1, sense: 1, mind: 1, social: 1 },
    armour: { name: 'Jacket', armour: 1, dodge: 0, initiative: 0 },
    vehicles: [{ ...bike, name: 'Car', drive: 'Car', attack: 10, armour: 6, initiative: -5 }],
  })
  return s
}

const vehicleOf = (s: DxState, name: string) => byName(s, name).vehicles![0]!.id
const board = (s: DxState, name: string, faces: number[] = []) =>
  act(
    s,
    { type: 'double-cross/board', characterId: byName(s, name).id, vehicleId: vehicleOf(s, name) },
    faces,
  )

const ram = (s: DxState, patch: Record<string, unknown> = {}) => ({
  type: 'double-cross/attack' as const,
  attackerId: byName(s, 'Rider').id,
  normal: 'vehicle' as const,
  effects: [],
  targets: [byName(s, 'Mook').id],
  cannotReact: [byName(s, 'Mook').id],
  ...patch,
})

describe('vehicles on the sheet (DX-6.1)', () => {
  it('a sheet keeps its vehicles with ids; one without vehicles has no vehicle key (older saves replay)', () => {
    const s = garage()
    const rider = byName(s, 'Rider')
    expect(rider.vehicles).toEqual([{ ...bike, id: expect.stringMatching(/^v\d+$/) }])
    expect(rider.boarded).toBeUndefined()
    expect('vehicles' in byName(s, 'Mook')).toBe(false)
  })

  it('editing keeps the vehicle ids and the boarding; removing the boarded vehicle leaves it', () => {
    let s = board(garage(), 'Rider').state
    const rider = byName(s, 'Rider')
    const input = characterToInput(rider)
    expect('boarded' in input).toBe(false)
    s = act(s, { type: 'double-cross/editCharacter', characterId: rider.id, character: input }).state
    expect(byName(s, 'Rider')).toEqual(rider)
    s = act(s, {
      type: 'double-cross/editCharacter',
      characterId: rider.id,
      character: { ...input, vehicles: [] },
    }).state
    expect('vehicles' in byName(s, 'Rider')).toBe(false)
    expect('boarded' in byName(s, 'Rider')).toBe(false)
  })
})

describe('boarding and leaving (DX-6.1; in a combat the Minor action, DX-5.4)', () => {
  it('outside a combat: boards, refuses a second vehicle or one not on the sheet, leaves', () => {
    let s = garage()
    const r = board(s, 'Rider')
    expect(logLines(r.events)).toEqual(['DX-6.1 Rider boards the vehicle “Bike”'])
    expect(r.events[0]!.type).toBe('double-cross/vehicleBoarded')
    s = r.state
    expect(byName(s, 'Rider').boarded).toBe(vehicleOf(s, 'Rider'))
    const rider = byName(s, 'Rider').id
    expect(
      refused(s, { type: 'double-cross/board', characterId: rider, vehicleId: vehicleOf(s, 'Rider') }),
    ).toBe('Rider is already aboard Bike (DX-6.1)')
    expect(refused(s, { type: 'double-cross/board', characterId: rider, vehicleId: 'v999' })).toBe(
      'Rider has no vehicle v999',
    )
    const left = act(s, { type: 'double-cross/board', characterId: rider })
    expect(logLines(left.events)).toEqual(['DX-6.1 Rider leaves the vehicle “Bike”'])
    expect('boarded' in byName(left.state, 'Rider')).toBe(false)
    expect(refused(left.state, { type: 'double-cross/board', characterId: rider })).toBe(
      'Rider is not aboard a vehicle (DX-6.1)',
    )
  })

  it('in a combat: only in its own main process, as its one Minor action; the vehicle changes the action value', () => {
    let s = garage()
    const rider = byName(s, 'Rider').id
    // Action values: Rider 3×2+1 = 7, Mook 3, Racer 3.
    s = act(s, { type: 'double-cross/startCombat', characterIds: s.characters.map((c) => c.id) }).state
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    s = act(s, { type: 'double-cross/advanceCombat' }).state
    expect(s.combat).toMatchObject({ step: 'main', actor: rider })
    const racer = byName(s, 'Racer')
    expect(
      refused(s, { type: 'double-cross/board', characterId: racer.id, vehicleId: racer.vehicles![0]!.id }),
    ).toBe('Racer acts only in their own main process (DX-5.4)')
    const r = board(s, 'Rider')
    expect(logLines(r.events)).toEqual(['DX-6.1 Rider boards the vehicle “Bike” (Minor action)'])
    expect(r.events[0]!.type).toBe('double-cross/vehicleBoardedMinor')
    s = r.state
    expect(s.combat?.minorTaken).toBe(true)
    // The menu names the Minor action taken after a reload: boarding.
    expect(s.combat?.minorKind).toBe('board')
    expect(refused(s, { type: 'double-cross/board', characterId: rider })).toBe(
      "Rider has already taken this main process's Minor action (DX-5.4)",
    )
    // DX-5.4 (Decision): the Bike's −2 applies to the action value while boarded.
    expect(
      doubleCross.initiativeOrder(s, s.combat!.participants).map((c) => [c.name, doubleCross.actionValue(c)]),
    ).toEqual([
      ['Rider', 5],
      ['Mook', 3],
      ['Racer', 3],
    ])
  })
})

describe('the vehicle ram (DX-6.1): the third built-in declaration', () => {
  it('boarded: skill <Ride: Motorcycle>, the Bike is the weapon (attack 8), range Close, damage DX-6.9', () => {
    let s = board(garage(), 'Rider').state
    // DX-6.5: Body 2 → 2 dice [6,4] + Ride: Motorcycle 3 = 9. DX-6.9: 1D10 [5] + 8 − armour 2 = 11.
    const r = act(s, ram(s), [6, 4, 5])
    expect(logLines(r.events)).toEqual([
      'DX-6.1 Rider declares an attack: Vehicle ram with Bike → Mook',
      'DX-6.2 Simulation: no warning',
      'DX-6.3 Vehicle ram activates',
      'DX-6.4 Combo: melee attack, attack power 0, weapon +8, hit +0, 1 target(s), range Close, difficulty opposed',
      'DX-6.5 Rider — attack (2DX+3) ＞ 6[6,4]+3 ＞ 9',
      "DX-6.5 Rider's achievement: 9",
      'DX-6.6 Mook: cannot react',
      'DX-6.9 Damage to Mook: 1D10 5[5] + weapon 8 + combo 0 − armour 2 − guard 0 = 11 ＞ HP 20 → 9',
      'DX-6.13 Attack cleanup: the procedure ends',
    ])
    s = r.state
    expect(byName(s, 'Mook').hp).toBe(9)
    // After the attack the vehicle is unequipped: the Rider is still aboard and holds only the Bat.
    expect(byName(s, 'Rider').boarded).toBe(vehicleOf(s, 'Rider'))
    expect(byName(s, 'Rider').weapons.map((w) => w.name)).toEqual(['Bat'])
  })

  it('combines with effects of its skill (declared last, attack power summed); another skill fizzles it', () => {
    const s = board(garage(), 'Rider').state
    const [wheelie, punch] = byName(s, 'Rider').effects
    const withRide = doubleCross.planAttack(s, ram(s, { effects: [wheelie!.id] }))
    if (!withRide.ok) throw new Error(withRide.error)
    expect(withRide.plan.activated.map((e) => e.name)).toEqual(['Wheelie', 'Vehicle ram'])
    expect(withRide.plan).toMatchObject({ attackPower: 4, weaponAttack: 8, skill: 'ride', range: 'Close' })
    expect(withRide.plan.check).toMatchObject({ dice: 3, modifier: 3 })
    const withMelee = doubleCross.planAttack(s, ram(s, { effects: [punch!.id] }))
    if (!withMelee.ok) throw new Error(withMelee.error)
    expect(withMelee.plan.fizzled).toEqual([
      { id: 'vehicle-ram', name: 'Vehicle ram', reason: 'skill-mismatch' },
    ])
    expect(withMelee.plan.warnings).toContainEqual({
      kind: 'fizzle',
      effect: 'Vehicle ram',
      reason: 'skill-mismatch',
    })
  })

  it('not boarded: the simulation (DX-6.2) warns that it fizzles; a weapon of its own is refused', () => {
    const s = garage()
    const sim = doubleCross.simulateAttack(s, ram(s))
    if (!sim.ok) throw new Error(sim.error)
    expect(sim.plan.warnings).toEqual([
      { kind: 'fizzle', effect: 'Vehicle ram', reason: 'not-boarded' },
      { kind: 'no-attack' },
    ])
    const r = act(s, ram(s))
    expect(logLines(r.events)).toContain(
      'DX-6.3 Vehicle ram fizzles (not aboard a vehicle): dropped from the combo, no encroachment',
    )
    const boarded = board(s, 'Rider').state
    expect(refused(boarded, ram(boarded, { weaponId: byName(boarded, 'Rider').weapons[0]!.id }))).toBe(
      'the vehicle ram uses the boarded vehicle as its one weapon (DX-6.1)',
    )
  })

  it('the check uses the Ride skill of the vehicle’s drive; without it, the stat alone', () => {
    let s = garage()
    const rider = byName(s, 'Rider')
    const input = characterToInput(rider)
    input.skills = input.skills.filter((k) => k.specialty !== 'Motorcycle')
    s = act(s, { type: 'double-cross/editCharacter', characterId: rider.id, character: input }).state
    s = board(s, 'Rider').state
    const plan = doubleCross.planAttack(s, ram(s))
    if (!plan.ok) throw new Error(plan.error)
    // <Ride: Car> 5 does not drive a Motorcycle: Body 2 dice, +0.
    expect(plan.plan.check).toMatchObject({ dice: 2, modifier: 0 })
  })

  it('a boarded target adds its vehicle’s armour (DX-6.9), in the odds and in the damage', () => {
    let s = garage()
    s = board(s, 'Racer').state
    const racer = byName(s, 'Racer').id
    s = board(s, 'Rider').state
    const sim = doubleCross.simulateAttack(s, ram(s, { targets: [racer], cannotReact: [racer] }))
    if (!sim.ok) throw new Error(sim.error)
    // 1D10 + 8 − (1 + 6): at least 2, at most 11 (20 and more: 2D10).
    const damage = sim.targets[0]!.standing.damage
    expect(damage.findIndex((p) => p > 0)).toBe(2)
    const r = act(s, ram(s, { targets: [racer], cannotReact: [racer] }), [6, 4, 5])
    expect(logLines(r.events)).toContain(
      'DX-6.9 Damage to Racer: 1D10 5[5] + weapon 8 + combo 0 − armour 7 − guard 0 = 6 ＞ HP 20 → 14',
    )
  })
})

describe('vehicles in the library (DX-6.1, DX-7)', () => {
  it('added, edited, duplicated, removed and taken onto a sheet, each logged', () => {
    let s = garage()
    let r = act(s, { type: 'double-cross/libraryVehicle', op: 'add', id: 'lv1', vehicle: bike })
    expect(logLines(r.events)).toEqual(['DX-7 Library: vehicle “Bike” added to the library'])
    s = r.state
    s = act(s, {
      type: 'double-cross/libraryVehicle',
      op: 'edit',
      id: 'lv1',
      vehicle: { ...bike, attack: 9 },
    }).state
    s = act(s, {
      type: 'double-cross/libraryVehicle',
      op: 'duplicate',
      id: 'lv1',
      newId: 'lv2',
      name: 'Bike 2',
    }).state
    expect(s.library?.vehicles?.map((v) => [v.id, v.name, v.attack])).toEqual([
      ['lv1', 'Bike', 9],
      ['lv2', 'Bike 2', 9],
    ])
    r = act(s, { type: 'double-cross/takeFromLibrary', characterId: byName(s, 'Mook').id, vehicleId: 'lv2' })
    expect(logLines(r.events)).toEqual(['DX-7 Mook takes the vehicle “Bike 2” from the library'])
    expect(byName(r.state, 'Mook').vehicles).toEqual([
      { ...bike, name: 'Bike 2', attack: 9, id: expect.stringMatching(/^v\d+$/) },
    ])
    r = act(r.state, { type: 'double-cross/libraryVehicle', op: 'remove', id: 'lv1' })
    expect(logLines(r.events)).toEqual(['DX-7 Library: vehicle “Bike” removed from the library'])
  })

  it('a library without vehicles keeps no vehicle key; a file round-trips; version 1 files migrate', () => {
    let s = start('empty')
    s = act(s, {
      type: 'double-cross/libraryWeapon',
      op: 'add',
      id: 'lw1',
      weapon: { name: 'Bat', kind: 'melee', skill: 'melee', hit: 0, attack: 3, guard: 1, range: 'Close' },
    }).state
    expect(Object.keys(s.library!)).toEqual(['effects', 'weapons'])
    s = act(s, { type: 'double-cross/libraryVehicle', op: 'add', id: 'lv1', vehicle: bike }).state
    const read = readLibraryFile(writeLibraryFile(s.library!))
    expect(read).toEqual({
      ok: true,
      effects: [],
      weapons: s.library!.weapons,
      vehicles: [{ ...bike, id: 'lv1' }],
    })
    const old = JSON.stringify({
      kind: 'tabletop/double-cross-library',
      version: 1,
      effects: [],
      weapons: [],
    })
    expect(readLibraryFile(old)).toEqual({
      ok: true,
      effects: [],
      weapons: [],
      vehicles: [],
      migratedFrom: 1,
    })
    const imported = act(start('empty'), {
      type: 'double-cross/importLibrary',
      effects: [],
      weapons: [],
      vehicles: [{ ...bike, id: 'lv1' }],
    })
    expect(imported.state.library).toEqual({ effects: [], weapons: [], vehicles: [{ ...bike, id: 'lv1' }] })
  })

  it('a bad vehicle in a file is refused with its name, field and reason', () => {
    const file = (vehicles: unknown[]) =>
      JSON.stringify({
        kind: 'tabletop/double-cross-library',
        version: 2,
        effects: [],
        weapons: [],
        vehicles,
      })
    expect(readLibraryFile(file([{ ...bike, id: 'lv1', armour: -3 }]))).toEqual({
      ok: false,
      code: 'libraryFile-badVehicle',
      error: "This library file's vehicle Bike is not valid: armour: Too small: expected number to be >=0.",
      params: { vehicle: 'Bike', field: 'armour', detail: 'Too small: expected number to be >=0' },
    })
    const second = readLibraryFile(
      file([
        { ...bike, id: 'lv1' },
        { id: 'lv2', name: '' },
      ]),
    )
    expect(second).toMatchObject({ ok: false, code: 'libraryFile-badVehicle', params: { vehicle: '#2' } })
  })
})

describe('history and saves', () => {
  it('boarding is undone like any command; a table with vehicles survives writeSave/readSave and replays', async () => {
    const { execute, seededDice, startHistory, undo, writeSave } = await import('../../../../src/engine')
    const started = startHistory(session, { cast: 'empty' }, 'garage')
    if (!started.ok) throw new Error(started.error)
    let h: History<DxState, DxAction> = started.value
    const dice = seededDice('garage')
    for (const action of garageActions()) {
      const done = execute(h, action, dice)
      if (!done.ok) throw new Error(done.error)
      h = done.history
    }
    const rider = byName(h.state, 'Rider')
    const boarding: DxAction = {
      type: 'double-cross/board',
      characterId: rider.id,
      vehicleId: vehicleOf(h.state, 'Rider'),
    }
    const boarded = execute(h, boarding, dice)
    if (!boarded.ok) throw new Error(boarded.error)
    const undone = undo(boarded.history)
    if (!undone.ok) throw new Error(undone.error)
    expect(undone.value.state).toEqual(h.state)
    h = boarded.history
    const rammed = execute(h, ram(h.state), dice)
    if (!rammed.ok) throw new Error(rammed.error)
    h = rammed.history
    const text = writeSave({
      id: 'x',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Garage',
      options: { cast: 'empty' },
      seed: 'garage',
      log: [...h.log],
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
    })
    const replayed = replaySaveText(text)
    expect(replayed).toEqual(h.state)
    expect(byName(replayed, 'Mook').hp).toBeLessThan(20)
  })
})

describe('older saves', () => {
  it('a save written before vehicles (its library import without vehicles) loads and replays without vehicle keys', () => {
    // The text of a save as the previous version wrote it: JSON typed by hand, no vehicle anywhere.
    const text = JSON.stringify({
      id: 'old',
      system: 'double-cross',
      schemaVersion: 2,
      name: 'Old table',
      options: { cast: 'sample' },
      seed: 'old',
      log: [
        {
          action: {
            type: 'double-cross/importLibrary',
            effects: [],
            weapons: [
              {
                id: 'wp-1',
                name: 'Bat',
                kind: 'melee',
                skill: 'melee',
                hit: 0,
                attack: 3,
                guard: 1,
                range: 'Close',
              },
            ],
          },
          rolls: [],
          group: 0,
        },
        {
          action: { type: 'double-cross/takeFromLibrary', characterId: 'c1', weaponId: 'wp-1' },
          rolls: [],
          group: 1,
        },
      ],
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    })
    const state = replaySaveText(text)
    expect(Object.keys(state.library!)).toEqual(['effects', 'weapons'])
    for (const c of state.characters) {
      expect('vehicles' in c).toBe(false)
      expect('boarded' in c).toBe(false)
    }
    expect(state.characters[0]!.weapons.map((w) => w.name)).toContain('Bat')
  })
})

/** The commands that build `garage()`, for a history. */
function garageActions() {
  const s = garage()
  return s.characters.map((c) => ({
    type: 'double-cross/addCharacter' as const,
    character: characterToInput(c),
  }))
}
