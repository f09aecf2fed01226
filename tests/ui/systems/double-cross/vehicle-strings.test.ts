/**
 * Vehicles' words (DX-6.1): the English log and refusal templates reproduce the engine's own sentences for
 * every vehicle line (boarding, leaving, the library's vehicles) and every vehicle refusal, a file's bad
 * vehicle included; each other language has the same keys with the same placeholders and its own words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type GameEvent } from '../../../../src/engine'
import {
  characterToInput,
  readLibraryFile,
  type DxAction,
  type DxState,
  type LibraryVehicleInput,
} from '../../../../src/engine/systems/double-cross'
import { act, session, start } from '../../../engine/double-cross/helpers'
import { fillTemplate } from '../../../../src/testing/event-templates'
import { expectTranslatedLike } from './word-tables'
import { VEHICLE_EN } from '../../../../src/ui/systems/double-cross/i18n/vehicle/en'
import { VEHICLE_JA } from '../../../../src/ui/systems/double-cross/i18n/vehicle/ja'
import { VEHICLE_TH } from '../../../../src/ui/systems/double-cross/i18n/vehicle/th'
import { VEHICLE_ZH_HANT } from '../../../../src/ui/systems/double-cross/i18n/vehicle/zh-Hant'
import { VEHICLE_ZH_HANS } from '../../../../src/ui/systems/double-cross/i18n/vehicle/zh-Hans'
import { VEHICLE_RU } from '../../../../src/ui/systems/double-cross/i18n/vehicle/ru'

const en: Record<string, string> = VEHICLE_EN

const bike: LibraryVehicleInput = {
  name: 'Bike',
  drive: 'Motorcycle',
  attack: 8,
  armour: 3,
  initiative: -2,
  move: 300,
}

/** The sample cast, Keigo (c1) with the Bike on his sheet. */
function withBike(): DxState {
  const state = start()
  const keigo = state.characters[0]!
  return act(state, {
    type: 'double-cross/editCharacter',
    characterId: keigo.id,
    character: { ...characterToInput(keigo), vehicles: [bike] },
  }).state
}

const keigoBike = (s: DxState) => s.characters[0]!.vehicles![0]!.id

describe('DX-6.1 vehicle words', () => {
  it('English log templates reproduce every vehicle line', () => {
    let state = withBike()
    const keigo = state.characters[0]!.id
    const actions: DxAction[] = [
      { type: 'double-cross/board', characterId: keigo, vehicleId: keigoBike(state) },
      { type: 'double-cross/board', characterId: keigo },
      { type: 'double-cross/libraryVehicle', op: 'add', id: 'vh-1', vehicle: bike },
      { type: 'double-cross/libraryVehicle', op: 'edit', id: 'vh-1', vehicle: bike },
      { type: 'double-cross/libraryVehicle', op: 'duplicate', id: 'vh-1', newId: 'vh-2', name: 'Bike 2' },
      { type: 'double-cross/libraryVehicle', op: 'remove', id: 'vh-2' },
      { type: 'double-cross/takeFromLibrary', characterId: keigo, vehicleId: 'vh-1' },
      { type: 'double-cross/startCombat', characterIds: [keigo] },
      { type: 'double-cross/advanceCombat' },
      { type: 'double-cross/advanceCombat' },
    ]
    const seen = new Set<string>()
    const check = (events: GameEvent[]) => {
      for (const e of events) {
        const template = en[`events.${e.type}`]
        if (template === undefined) continue
        expect(fillTemplate(template, e.params ?? {})).toBe(e.text)
        seen.add(e.type)
      }
    }
    for (const action of actions) {
      const r = act(state, action)
      state = r.state
      check(r.events)
    }
    // In a combat, boarding and leaving are Minor actions (one per main process).
    let r = act(state, { type: 'double-cross/board', characterId: keigo, vehicleId: keigoBike(state) })
    check(r.events)
    r = act(
      { ...r.state, combat: { ...r.state.combat!, minorTaken: undefined } },
      {
        type: 'double-cross/board',
        characterId: keigo,
      },
    )
    check(r.events)
    expect([...seen].sort()).toEqual(
      Object.keys(en)
        .filter((k) => k.startsWith('events.'))
        .map((k) => k.slice('events.'.length))
        .sort(),
    )
  })

  it('English refusal templates reproduce the engine’s and the file reader’s sentences', () => {
    let state = withBike()
    const keigo = state.characters[0]!
    const man = state.characters[2]!
    const ram = {
      type: 'double-cross/attack',
      attackerId: keigo.id,
      normal: 'vehicle',
      effects: [],
      targets: [man.id],
    }
    const refusals: unknown[] = [
      { type: 'double-cross/board', characterId: keigo.id },
      { type: 'double-cross/board', characterId: keigo.id, vehicleId: 'v999' },
      { type: 'double-cross/takeFromLibrary', characterId: keigo.id, vehicleId: 'vh-9' },
    ]
    const codes = new Set<string>()
    const refuse = (s: DxState, action: unknown) => {
      const r = session.apply(s, action as DxAction, scriptedDice([]))
      if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`)
      const template = en[`errors.${r.code}`]
      if (template === undefined) return
      expect(fillTemplate(template, r.params ?? {})).toBe(r.error)
      codes.add(r.code!)
    }
    for (const action of refusals) refuse(state, action)
    state = act(state, {
      type: 'double-cross/board',
      characterId: keigo.id,
      vehicleId: keigoBike(state),
    }).state
    refuse(state, { type: 'double-cross/board', characterId: keigo.id, vehicleId: keigoBike(state) })
    refuse(state, { ...ram, weaponId: keigo.weapons[0]!.id })
    const full = Array.from({ length: 100 }, (_, i) => ({ ...bike, id: `vh-${i}` }))
    state = act(state, {
      type: 'double-cross/importLibrary',
      effects: [],
      weapons: [],
      vehicles: full,
    }).state
    refuse(state, { type: 'double-cross/libraryVehicle', op: 'add', id: 'vh-x', vehicle: bike })
    for (let i = 0; i < 9; i++)
      state = act(state, {
        type: 'double-cross/takeFromLibrary',
        characterId: keigo.id,
        vehicleId: 'vh-1',
      }).state
    refuse(state, { type: 'double-cross/takeFromLibrary', characterId: keigo.id, vehicleId: 'vh-1' })
    const file = readLibraryFile(
      JSON.stringify({
        kind: 'tabletop/double-cross-library',
        version: 2,
        effects: [],
        weapons: [],
        vehicles: [{ ...bike, id: 'vh-1', move: -1 }],
      }),
    )
    if (file.ok) throw new Error('expected a refusal')
    expect(fillTemplate(en[`errors.${file.code}`]!, file.params)).toBe(file.error)
    codes.add(file.code)
    expect([...codes].sort()).toEqual(
      Object.keys(en)
        .filter((k) => k.startsWith('errors.'))
        .map((k) => k.slice('errors.'.length))
        .sort(),
    )
  })

  it.each([
    ['ja', VEHICLE_JA],
    ['th', VEHICLE_TH],
    ['zh-Hant', VEHICLE_ZH_HANT],
    ['zh-Hans', VEHICLE_ZH_HANS],
    ['ru', VEHICLE_RU],
  ])('%s has every key with the English placeholders, and no English left', (_, table) =>
    expectTranslatedLike(en, table),
  )

  it('the Japanese words are the seed’s', () => {
    expect(VEHICLE_JA['combat.normal.vehicle']).toBe('搭乗突撃攻撃')
    expect(VEHICLE_JA['vehicle.vehicles']).toBe('ヴィークル')
    expect(VEHICLE_JA['vehicle.board']).toBe('搭乗')
    expect(VEHICLE_JA['vehicle.drive']).toBe('運転:')
  })
})
