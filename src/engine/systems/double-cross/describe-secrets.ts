/**
 * Log lines of what the GM keeps from the players (DX-5.1): a roll made in secret, and a part of an NPC
 * shown to the players or hidden again. The part is a code in the type, the name a param.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState, RevealPart } from './types'

/** The secrets' events. */
export type SecretEvent = Extract<DxEvent, { type: 'double-cross/rolledInSecret' | 'double-cross/revealed' }>

const PART_WORDS: Record<RevealPart, string> = { name: 'name', hp: 'HP', effects: 'effects' }

/** The log line of a secrets event (`state`: the state before it). */
export function describeSecretEvent(event: SecretEvent, state: DxState): GameEvent {
  switch (event.type) {
    case 'double-cross/rolledInSecret':
      return { type: 'double-cross/secretRoll', rule: 'DX-5.1', text: 'The GM rolls in secret', params: {} }
    case 'double-cross/revealed': {
      const name = nameOf(state, event.characterId)
      const part = PART_WORDS[event.part]
      return {
        type: `double-cross/${event.shown ? 'revealed' : 'concealed'}-${event.part}`,
        rule: 'DX-5.1',
        text: event.shown
          ? `The GM shows the players ${name}'s ${part}`
          : `The GM hides ${name}'s ${part} from the players`,
        params: { name },
      }
    }
    default:
      return assertNever(event, 'Double Cross secrets event')
  }
}
