/**
 * Log lines of the effect library (DX-7): entries saved, removed and imported, and copies taken onto a sheet.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

/** The effect library's events. */
export type LibraryEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/libraryEffectSaved'
      | 'double-cross/libraryWeaponSaved'
      | 'double-cross/libraryVehicleSaved'
      | 'double-cross/libraryEntryRemoved'
      | 'double-cross/libraryImported'
      | 'double-cross/libraryTaken'
  }
>

/** The log line of a library event (`state`: the state before it). */
export function describeLibraryEvent(event: LibraryEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/libraryEffectSaved':
    case 'double-cross/libraryWeaponSaved':
    case 'double-cross/libraryVehicleSaved': {
      const kind =
        event.type === 'double-cross/libraryEffectSaved'
          ? 'Effect'
          : event.type === 'double-cross/libraryWeaponSaved'
            ? 'Weapon'
            : 'Vehicle'
      const entry =
        event.type === 'double-cross/libraryEffectSaved'
          ? event.effect
          : event.type === 'double-cross/libraryWeaponSaved'
            ? event.weapon
            : event.vehicle
      const what = kind.toLowerCase()
      const verb = { added: 'added to', edited: 'edited in', duplicated: 'duplicated into' }[event.op]
      return {
        type: `double-cross/library${kind}${event.op[0]!.toUpperCase()}${event.op.slice(1)}`,
        rule: 'DX-7',
        text: `Library: ${what} “${entry.name}” ${verb} the library`,
        params: { name: entry.name },
      }
    }
    case 'double-cross/libraryEntryRemoved':
      return {
        type: `double-cross/library${event.kind[0]!.toUpperCase()}${event.kind.slice(1)}Removed`,
        rule: 'DX-7',
        text: `Library: ${event.kind} “${event.name}” removed from the library`,
        params: { name: event.name },
      }
    case 'double-cross/libraryImported':
      return {
        type: event.type,
        rule: 'DX-7',
        text: `Library file imported: ${event.added} added, ${event.updated} updated`,
        params: { added: event.added, updated: event.updated },
      }
    case 'double-cross/libraryTaken': {
      const entry = event.effect ?? event.weapon ?? event.vehicle
      const what = event.effect ? 'effect' : event.weapon ? 'weapon' : 'vehicle'
      return {
        type: `double-cross/library${what[0]!.toUpperCase()}${what.slice(1)}Taken`,
        rule: 'DX-7',
        text: `${name(event.characterId)} takes the ${what} “${entry?.name ?? ''}” from the library`,
        params: { name: name(event.characterId), entry: entry?.name ?? '' },
      }
    }
    default:
      return assertNever(event, 'Double Cross library event')
  }
}
