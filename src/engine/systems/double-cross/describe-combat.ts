/**
 * Log lines of a combat (DX-5.4): its processes, the Major and Minor actions of a main process, and boarding
 * or leaving a vehicle (DX-6.1), a Minor action in a combat.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { camelCode } from './log-params'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

/** A Major action's line (DX-5.4): its kind is a code in the type, a bad status too; names are params. */
function describeMajor(
  event: Extract<DxEvent, { type: 'double-cross/majorActed' }>,
  name: (id: string) => string,
): GameEvent {
  const who = name(event.characterId)
  const target = event.targetId ? name(event.targetId) : ''
  const noMap = "no map here: where everyone stands is the table's"
  const text = {
    'finishing-blow': `${who} deals ${target} a finishing blow: ${target} dies`,
    effect: `${who} uses ${event.effect ?? ''} without an attack (Major action)`,
    'full-move': `${who} makes a full move (${noMap})`,
    disengage: `${who} disengages (${noMap})`,
    hide: `${who} goes hidden`,
    item: `${who} uses an item or equipment: ${event.text ?? ''}`,
    recover: `${who} recovers from ${event.status ?? ''}`,
    'give-up': `${who} gives up the Major action`,
    other: `${who}: ${event.text ?? ''} (allowed by the GM)`,
  }[event.kind]
  return {
    type: `double-cross/major${camelCode(`-${event.kind}`)}${event.status ? `-${event.status}` : ''}`,
    rule: 'DX-5.4',
    text,
    params: {
      name: who,
      ...(event.targetId ? { target } : {}),
      ...(event.effect !== undefined ? { effect: event.effect } : {}),
      ...(event.text !== undefined ? { text: event.text } : {}),
    },
  }
}

/** The events of a combat and its main processes. */
export type CombatEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/combatStarted'
      | 'double-cross/combatStep'
      | 'double-cross/combatEnded'
      | 'double-cross/majorActed'
      | 'double-cross/minorActed'
      | 'double-cross/boarded'
  }
>

/** The log line of a combat event (`state`: the state before it). */
export function describeCombatEvent(event: CombatEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/combatStarted':
      return {
        type: event.type,
        rule: 'DX-5.4',
        text: `Combat begins: ${event.participants.map(name).join(', ')}`,
        params: { names: event.participants.map(name).join(', ') },
      }
    case 'double-cross/combatStep':
      return {
        type: `double-cross/combat${event.step[0]!.toUpperCase()}${event.step.slice(1)}`,
        rule: 'DX-5.4',
        text:
          event.step === 'setup'
            ? `Round ${event.round}: setup process`
            : event.step === 'initiative'
              ? `Round ${event.round}: initiative process`
              : event.step === 'main'
                ? `Round ${event.round}: ${name(event.actor ?? '')}'s main process`
                : `Round ${event.round}: cleanup process`,
        params: { round: event.round, ...(event.actor ? { name: name(event.actor) } : {}) },
      }
    case 'double-cross/combatEnded':
      return { type: event.type, rule: 'DX-5.4', text: 'Combat ends', params: {} }
    case 'double-cross/majorActed':
      return describeMajor(event, name)
    case 'double-cross/minorActed': {
      const who = name(event.characterId)
      const text =
        event.kind === 'effect'
          ? `${who}'s Minor action: ${event.effect ?? ''}`
          : event.kind === 'move'
            ? `${who} moves (Minor action; no map here: where everyone stands is the table's)`
            : `${who}'s Minor action: ${event.text ?? ''} (allowed by the GM)`
      return {
        type: `double-cross/minor${event.kind === 'effect' ? 'Effect' : event.kind === 'move' ? 'Move' : 'Other'}`,
        rule: 'DX-5.4',
        text,
        params: {
          name: who,
          ...(event.effect !== undefined ? { effect: event.effect } : {}),
          ...(event.text !== undefined ? { text: event.text } : {}),
        },
      }
    }
    case 'double-cross/boarded': {
      const who = name(event.characterId)
      const minor = event.minor ? ' (Minor action)' : ''
      return {
        type: `double-cross/vehicle${event.vehicleId ? 'Boarded' : 'Left'}${event.minor ? 'Minor' : ''}`,
        rule: 'DX-6.1',
        text: event.vehicleId
          ? `${who} boards the vehicle “${event.vehicle}”${minor}`
          : `${who} leaves the vehicle “${event.vehicle}”${minor}`,
        params: { name: who, vehicle: event.vehicle },
      }
    }
    default:
      return assertNever(event, 'Double Cross combat event')
  }
}
