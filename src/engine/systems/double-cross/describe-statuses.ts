/**
 * Log lines of the bad statuses' rules (`rules/bad-statuses.ts`): a failed impulse check sets 暴走, a
 * scene's end clears them, 邪毒 hurts in the cleanup, and 暴走 keeps a target from reacting.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

export type StatusEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/badStatusesChanged'
      | 'double-cross/poisoned'
      | 'double-cross/berserkNoReaction'
      | 'double-cross/statusInflicted'
  }
>

/** The log line of a bad-status event (`state`: the state before it). */
export function describeStatusEvent(event: StatusEvent, state: DxState): GameEvent {
  const name = nameOf(state, event.characterId)
  switch (event.type) {
    case 'double-cross/badStatusesChanged':
      return event.cause === 'impulse'
        ? {
            type: 'double-cross/berserkFromImpulse',
            rule: 'DX-4.4',
            text: `${name} failed the impulse check and goes berserk`,
            params: { name },
          }
        : {
            type: 'double-cross/statusesEndWithScene',
            rule: 'DX-4.3',
            text: `The scene has ended: ${name} recovers from every bad status`,
            params: { name },
          }
    case 'double-cross/poisoned':
      return {
        type: 'double-cross/poisoned',
        rule: 'DX-5.4',
        text: `Cleanup: poison (rank ${event.rank}) deals ${event.damage} damage to ${name} ＞ HP ${event.hpBefore} → ${event.hp}`,
        params: { name, rank: event.rank, damage: event.damage, before: event.hpBefore, hp: event.hp },
      }
    case 'double-cross/berserkNoReaction':
      return {
        type: 'double-cross/berserkNoReaction',
        rule: 'DX-6.6',
        text: `${name} is berserk and cannot react`,
        params: { name },
      }
    case 'double-cross/statusInflicted':
      return event.rank !== undefined
        ? {
            type: 'double-cross/statusInflicted-poison',
            rule: event.rule,
            text: `${event.effect} poisons ${name}: poison rank ${event.rank}`,
            params: { name, effect: event.effect, rank: event.rank },
          }
        : {
            type: `double-cross/statusInflicted-${event.status}`,
            rule: event.rule,
            // The status's code is its English word (BAD_STATUSES); each language's template names its own.
            text: `${event.effect} gives ${name} a bad status: ${event.status}`,
            params: { name, effect: event.effect },
          }
    default:
      return assertNever(event, 'Double Cross bad-status event')
  }
}
