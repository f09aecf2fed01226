/**
 * The declaration of an attack (DX-6.1): the combo's effects in the order declared, each once and each a
 * Major action; a built-in attack (a normal attack or the vehicle ram) always declared last; one weapon
 * (for the ram, the boarded vehicle); the targets, each once and none dead. What it names is checked here;
 * whether each step activates is the next step's (`attack-activation.ts`, DX-6.3).
 */
import { refuse, type Refusal } from '../../../core/decision'
import type {
  AttackDeclaration,
  AttackKind,
  BuiltInAttack,
  DxCharacter,
  DxState,
  Effect,
  Vehicle,
  Weapon,
} from '../types'
import { findCharacter, noCharacter } from './cast'
import { timingsOf } from './effects'
import { boardedVehicle } from './vehicles'

/** Ids of the built-in attack declarations: the normal attacks and the vehicle ram (DX-6.1). */
export const NORMAL_ATTACK_IDS: Readonly<Record<BuiltInAttack, string>> = {
  melee: 'normal-melee',
  ranged: 'normal-ranged',
  vehicle: 'vehicle-ram',
}
const NORMAL_NAMES: Readonly<Record<BuiltInAttack, string>> = {
  melee: 'Normal melee attack',
  ranged: 'Normal ranged attack',
  vehicle: 'Vehicle ram',
}

/**
 * DX-6.1: the vehicle ram equips the boarded vehicle and makes it the attack's one weapon — a melee weapon
 * of its drive skill (<Ride>), with its attack power, no hit modifier and no guard, at range Close.
 */
export function vehicleWeapon(vehicle: Vehicle): Weapon {
  return {
    id: vehicle.id,
    name: vehicle.name,
    kind: 'melee',
    skill: 'ride',
    hit: 0,
    attack: vehicle.attack,
    guard: 0,
    range: 'Close',
  }
}

/**
 * One declared step of the combo: a sheet effect, or a built-in attack (a normal attack or the vehicle
 * ram, `ram`), always declared last (DX-6.1).
 */
export type Declared =
  | { kind: 'effect'; effect: Effect }
  | { kind: 'normal'; attack: AttackKind; ram: boolean; id: string; name: string }

/** A declaration as checked (DX-6.1). */
export interface CheckedDeclaration {
  attacker: DxCharacter
  /** The steps in declared order, the built-in attack last. */
  declared: Declared[]
  /** The one weapon (the vehicle, for the ram); null when none, or when the ram has no vehicle boarded. */
  weapon: Weapon | null
  /** The vehicle rammed with (DX-6.1), else null. */
  vehicle: Vehicle | null
}

/** DX-6.1: the declaration checked against the attacker's sheet and the table, or refused. */
export function checkDeclaration(
  state: DxState,
  d: AttackDeclaration,
): ({ ok: true } & CheckedDeclaration) | Refusal {
  const attacker = findCharacter(state, d.attackerId)
  if (!attacker) return noCharacter(d.attackerId, 'DX-6.1')
  // DX-6.1: each effect once, each a Major action.
  const declared: Declared[] = []
  for (const id of d.effects) {
    const effect = attacker.effects.find((e) => e.id === id)
    if (!effect)
      return refuse({
        rule: 'DX-6.1',
        code: 'noEffect',
        text: `${attacker.name} has no effect ${id}`,
        params: { name: attacker.name, id },
      })
    if (declared.some((x) => x.kind === 'effect' && x.effect.id === id))
      return refuse({
        rule: 'DX-6.1',
        code: 'effectTwice',
        text: `an effect is used once per combo (DX-6.1): ${effect.name}`,
        params: {
          effect: effect.name,
        },
      })
    if (!timingsOf(effect).includes('major'))
      return refuse({
        rule: 'DX-6.1',
        code: 'notMajor',
        text: `${effect.name} is not a Major action and cannot join an attack (DX-6.1)`,
        params: {
          effect: effect.name,
        },
      })
    declared.push({ kind: 'effect', effect })
  }
  // DX-6.1: declared last whatever the order, and combinable with any effect (even one that "cannot be
  // combined with other effects").
  if (d.normal)
    declared.push({
      kind: 'normal',
      attack: d.normal === 'vehicle' ? 'melee' : d.normal,
      ram: d.normal === 'vehicle',
      id: NORMAL_ATTACK_IDS[d.normal],
      name: NORMAL_NAMES[d.normal],
    })
  // DX-6.1: the vehicle ram's one weapon is the boarded vehicle; none when not boarded (it fizzles).
  const ramming = d.normal === 'vehicle'
  if (ramming && d.weaponId !== undefined)
    return refuse({
      rule: 'DX-6.1',
      code: 'ramWeapon',
      text: 'the vehicle ram uses the boarded vehicle as its one weapon (DX-6.1)',
    })
  const vehicle = ramming ? boardedVehicle(attacker) : null
  const weapon = ramming
    ? vehicle && vehicleWeapon(vehicle)
    : d.weaponId === undefined
      ? null
      : attacker.weapons.find((w) => w.id === d.weaponId)
  if (weapon === undefined)
    return refuse({
      rule: 'DX-6.1',
      code: 'noWeapon',
      text: `${attacker.name} has no weapon ${d.weaponId}`,
      params: {
        name: attacker.name,
        id: d.weaponId ?? '',
      },
    })
  if (new Set(d.targets).size !== d.targets.length)
    return refuse({ rule: 'DX-6.1', code: 'targetTwice', text: 'each target is declared once (DX-6.1)' })
  for (const id of d.targets) {
    const target = findCharacter(state, id)
    if (!target) return noCharacter(id, 'DX-6.1')
    if (target.status === 'dead')
      return refuse({
        rule: 'DX-4.6',
        code: 'targetDead',
        text: `${target.name} is dead and cannot be attacked (DX-4.6)`,
        params: {
          name: target.name,
        },
      })
  }

  return { ok: true, attacker, declared, weapon, vehicle }
}
