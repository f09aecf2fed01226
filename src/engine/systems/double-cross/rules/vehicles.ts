/**
 * Vehicles (ヴィークル, DX-6.1): the vehicles on a sheet, boarding and leaving one (搭乗), and what a boarded
 * vehicle changes. The vehicle ram itself (搭乗突撃攻撃) is a built-in declaration of `attack-declaration.ts`.
 *
 * **Decisions** (the seed only says the ram works "only while boarded" and makes the vehicle the weapon):
 * as the rule book's vehicle data has it, a boarded vehicle's armour value adds to the worn armour's
 * (DX-6.9) and its action value modifier to the action value (DX-5.4); in a combat, boarding or leaving
 * is the Minor action of the character's own main process (DX-5.4); outside a combat it costs nothing.
 */
import { refuse } from '../../../core/decision'
import type { CharacterInput, CommandDecision, DxCharacter, Vehicle } from '../types'
import { canAct, cannotAct, findCharacter, noCharacter } from './cast'
import { mainProcessActor } from './main-process'

/**
 * The vehicle keys of a sheet built from the form: its vehicles with their ids (`keepId` keeps an id the
 * previous sheet had) and the vehicle it is still aboard. No key at all when it has none, so sheets from
 * before vehicles stay the very same JSON.
 */
export function sheetVehicles(
  input: CharacterInput['vehicles'],
  previous: DxCharacter | undefined,
  keepId: (wanted: string | undefined) => string,
): Pick<DxCharacter, 'vehicles' | 'boarded'> {
  if (!input?.length) return {}
  const vehicles = input.map((v) => ({ ...v, name: v.name.trim(), id: keepId(v.id) }))
  const boarded = previous?.boarded
  return {
    vehicles,
    ...(boarded !== undefined && vehicles.some((v) => v.id === boarded) ? { boarded } : {}),
  }
}

/** The vehicle the character is aboard (搭乗状態, DX-6.1), or null. */
export function boardedVehicle(character: DxCharacter): Vehicle | null {
  if (character.boarded === undefined) return null
  return character.vehicles?.find((v) => v.id === character.boarded) ?? null
}

/** The armour value subtracted from damage (DX-6.9): worn armour plus a boarded vehicle's (Decision). */
export const armourValue = (character: DxCharacter): number =>
  (character.armour?.armour ?? 0) + (boardedVehicle(character)?.armour ?? 0)

/** A boarded vehicle's action value modifier (DX-5.4, Decision); 0 on foot. */
export const vehicleInitiative = (character: DxCharacter): number =>
  boardedVehicle(character)?.initiative ?? 0

/**
 * Boards one of the character's vehicles, or leaves the one boarded (DX-6.1). In a combat it is the Minor
 * action of the character's own main process (DX-5.4, Decision); never while an attack is being resolved.
 */
export const decideBoard: CommandDecision<'double-cross/board'> = (ctx, action) => {
  const c = findCharacter(ctx.state, action.characterId)
  if (!c) return noCharacter(action.characterId, 'DX-6.1')
  if (!canAct(c)) return cannotAct(c)
  if (ctx.state.combat) {
    const actor = mainProcessActor(ctx, c.id, 'minor')
    if (!actor.ok) return actor
  } else if (ctx.state.attack)
    return refuse({ rule: 'DX-6', code: 'attackPending', text: 'an attack is being resolved (DX-6)' })
  const minor = ctx.state.combat ? { minor: true as const } : {}
  const current = boardedVehicle(c)
  if (action.vehicleId === undefined) {
    if (!current)
      return refuse({
        rule: 'DX-6.1',
        code: 'notBoarded',
        text: `${c.name} is not aboard a vehicle (DX-6.1)`,
        params: { name: c.name },
      })
    ctx.emit({
      type: 'double-cross/boarded',
      characterId: c.id,
      vehicleId: null,
      vehicle: current.name,
      ...minor,
    })
    return undefined
  }
  const vehicle = c.vehicles?.find((v) => v.id === action.vehicleId)
  if (!vehicle)
    return refuse({
      rule: 'DX-6.1',
      code: 'noVehicle',
      text: `${c.name} has no vehicle ${action.vehicleId}`,
      params: {
        name: c.name,
        id: action.vehicleId,
      },
    })
  if (current)
    return refuse({
      rule: 'DX-6.1',
      code: 'alreadyBoarded',
      text: `${c.name} is already aboard ${current.name} (DX-6.1)`,
      params: {
        name: c.name,
        vehicle: current.name,
      },
    })
  ctx.emit({
    type: 'double-cross/boarded',
    characterId: c.id,
    vehicleId: vehicle.id,
    vehicle: vehicle.name,
    ...minor,
  })
  return undefined
}
