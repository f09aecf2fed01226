/**
 * Log lines of the tracker's events (DX-4, DX-7): characters and groups added, edited and removed, HP and
 * encroachment set or changed, statuses, Minor effects and their costs, the Titus revival, the bonus table.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { statusCodes } from './log-params'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

const signedAmount = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`)

/** The tracker's events. */
export type TrackerEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/characterAdded'
      | 'double-cross/characterEdited'
      | 'double-cross/groupAdded'
      | 'double-cross/characterRemoved'
      | 'double-cross/adjusted'
      | 'double-cross/tableEdited'
      | 'double-cross/titusSublimated'
      | 'double-cross/costPaid'
      | 'double-cross/changed'
      | 'double-cross/statusChanged'
      | 'double-cross/minorUsed'
  }
>

/** The log line of a tracker event (`state`: the state before it). */
export function describeTrackerEvent(event: TrackerEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/characterAdded':
      return {
        type: event.type,
        text: `${event.character.name} joins the tracker (${event.character.kind.toUpperCase()})`,
        // "PC"/"NPC" read the same in Japanese.
        params: { name: event.character.name, kind: event.character.kind.toUpperCase() },
      }
    case 'double-cross/characterEdited':
      return {
        type: event.type,
        text: `${event.character.name}'s sheet updated`,
        params: { name: event.character.name },
      }
    case 'double-cross/groupAdded': {
      const names = event.characters.map((c) => c.name).join(', ')
      return {
        type: event.type,
        rule: 'DX-5.4',
        text: `Group ${event.group.name} joins the tracker: ${names}`,
        params: { group: event.group.name, names },
      }
    }
    case 'double-cross/characterRemoved':
      return {
        type: event.type,
        text: `${name(event.characterId)} removed from the tracker`,
        params: { name: name(event.characterId) },
      }
    case 'double-cross/adjusted':
      return {
        type: event.type,
        rule: 'DX-4',
        text: `${name(event.characterId)}: HP ${event.hp}, encroachment ${event.encroachment}%`,
        params: { name: name(event.characterId), hp: event.hp, encroachment: event.encroachment },
      }
    case 'double-cross/tableEdited':
      return { type: event.type, rule: 'DX-4.1', text: 'Encroachment bonus table edited', params: {} }
    case 'double-cross/titusSublimated':
      return {
        type: event.turned ? 'double-cross/titusRevivalTurned' : 'double-cross/titusRevival',
        rule: 'DX-4.7',
        text: `${name(event.characterId)} ${event.turned ? 'turns the Lois for ' + event.lois + ' into a Titus and sublimates it' : 'sublimates the Titus for ' + event.lois}: revived from incapacitation, HP ${event.hpBefore} → ${event.hp} ([Body])`,
        params: { name: name(event.characterId), lois: event.lois, before: event.hpBefore, hp: event.hp },
      }
    case 'double-cross/costPaid':
      return {
        type: event.type,
        rule: 'DX-4.2',
        text: `${name(event.characterId)}: ${event.effects.join(' + ')} cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effects: event.effects.join(' + '),
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    case 'double-cross/changed': {
      const parts = [
        ...(event.hpBy ? [`HP ${signedAmount(event.hpBy)} → ${event.hp}`] : []),
        ...(event.encroachmentBy
          ? [`encroachment ${signedAmount(event.encroachmentBy)} → ${event.encroachment}%`]
          : []),
      ]
      const which = event.hpBy && event.encroachmentBy ? 'Both' : event.hpBy ? 'Hp' : 'Encroachment'
      return {
        type: `double-cross/changed${which}`,
        rule: 'DX-4',
        text: `${name(event.characterId)}: ${parts.join(', ')}`,
        params: {
          name: name(event.characterId),
          hpBy: signedAmount(event.hpBy),
          hp: event.hp,
          encroachmentBy: signedAmount(event.encroachmentBy),
          encroachment: event.encroachment,
        },
      }
    }
    case 'double-cross/statusChanged': {
      const before = state.characters.find((c) => c.id === event.characterId)
      const words = [
        event.incapacitated ? 'incapacitated' : 'can act',
        ...(event.hidden ? ['hidden'] : []),
        ...event.badStatuses,
      ]
      const fell = event.incapacitated && !before?.incapacitated
      return {
        type: fell ? 'double-cross/incapacitated' : `${event.type}-${statusCodes(event).join('-')}`,
        rule: event.rule,
        text: fell
          ? `${name(event.characterId)} is at HP 0: incapacitated, cannot act until healed or revived`
          : `${name(event.characterId)}: ${words.join(', ')}`,
        params: { name: name(event.characterId) },
      }
    }
    case 'double-cross/minorUsed':
      return {
        type: event.sceneLong ? 'double-cross/minorUsedScene' : event.type,
        rule: 'DX-4.2',
        text: `${name(event.characterId)} uses ${event.effect} (Minor${event.sceneLong ? ', lasts the scene' : ''}): cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
        params: {
          name: name(event.characterId),
          effect: event.effect,
          cost: event.cost,
          before: event.before,
          after: event.after,
        },
      }
    default:
      return assertNever(event, 'Double Cross tracker event')
  }
}
