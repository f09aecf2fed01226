/**
 * Log lines of the session's structure (DX-4.3 … DX-4.6): the pre-game record sheet, scenes, the climax
 * and its impulse checks, the backtrack, the after-game sheet.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { nameOf } from './rules/cast'
import type { DxEvent, DxState } from './types'

/** The events of the session's structure. */
export type SessionEvent = Extract<
  DxEvent,
  {
    type:
      | 'double-cross/preGameRecorded'
      | 'double-cross/sceneAdded'
      | 'double-cross/phaseChanged'
      | 'double-cross/impulseResolved'
      | 'double-cross/backtracked'
      | 'double-cross/characterLost'
      | 'double-cross/sessionFinished'
  }
>

/**
 * The log line of a session-structure event (`state`: the state before it), or null when a neighbouring
 * line tells it.
 */
export function describeSessionEvent(event: SessionEvent, state: DxState): GameEvent | null {
  const name = (id: string) => nameOf(state, id)
  switch (event.type) {
    case 'double-cross/preGameRecorded':
      return {
        type: event.sheet.date ? 'double-cross/preGameRecordedDated' : event.type,
        rule: 'DX-4.6',
        text: `Pre-game record sheet filled (${event.sheet.entries.length} PCs${event.sheet.date ? `, ${event.sheet.date}` : ''}): the main game begins`,
        params: event.sheet.date
          ? { pcs: event.sheet.entries.length, date: event.sheet.date }
          : { pcs: event.sheet.entries.length },
      }
    case 'double-cross/sceneAdded':
      return {
        type: event.type,
        text: `Scene added: “${event.scene.name}”`,
        params: { scene: event.scene.name },
      }
    case 'double-cross/phaseChanged':
      return event.phase === 'climax'
        ? {
            type: 'double-cross/climaxStarted',
            rule: 'DX-4.4',
            text: 'The climax begins: every PC makes an impulse check',
            params: {},
          }
        : event.phase === 'backtrack'
          ? {
              type: 'double-cross/backtrackStarted',
              rule: 'DX-4.5',
              text: 'The climax is over: backtrack',
              params: {},
            }
          : { type: event.type, rule: 'DX-4.6', text: `Phase: ${event.phase}`, params: {} }
    case 'double-cross/impulseResolved':
      return {
        type: event.result.success ? 'double-cross/impulsePassed' : 'double-cross/impulseFailed',
        rule: 'DX-4.4',
        text: `${name(event.result.characterId)}: impulse check ${event.result.success ? 'passed' : 'failed — the impulse takes over'} (${event.result.total} vs 9), encroachment +${event.result.added}`,
        params: {
          name: name(event.result.characterId),
          total: event.result.total,
          added: event.result.added,
        },
      }
    case 'double-cross/backtracked':
      return {
        type: event.result.lost ? 'double-cross/backtrackLost' : event.type,
        rule: 'DX-4.5',
        text: event.result.lost
          ? `${name(event.result.characterId)} stays at ${event.result.after}% (above 100%): lost to the virus, becomes a Jyarm and an NPC`
          : `${name(event.result.characterId)} comes back: ${event.result.after}%`,
        params: { name: name(event.result.characterId), after: event.result.after },
      }
    case 'double-cross/characterLost':
      return null
    case 'double-cross/sessionFinished': {
      const fates = event.sheet.entries.map(
        (e) => `${e.name}: ${e.fate}, ${e.lastingLoises.length} lasting Lois, ${e.experience} XP`,
      )
      const text = `After-game: ${fates.join('; ') || 'no PCs'}`
      // The fates are words: their sequence is in the type, whose template the UI composes for a sheet of
      // any length (the names, Loises and experience are params).
      const code = event.sheet.entries.map((e) => e.fate).join('-') || 'none'
      const params: Record<string, string | number> = {}
      event.sheet.entries.forEach((e, i) => {
        params[`name${i + 1}`] = e.name
        params[`loises${i + 1}`] = e.lastingLoises.length
        params[`xp${i + 1}`] = e.experience
      })
      return { type: `double-cross/sessionFinished-${code}`, rule: 'DX-4.6', text, params }
    }
    default:
      return assertNever(event, 'Double Cross session event')
  }
}
