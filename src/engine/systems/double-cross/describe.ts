/**
 * Log lines: each session event as the shared log shows it, with its rule ID and every face rolled.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { chainFaces, formatRoll } from './rules/chain'
import { describeOpposed } from './rules/opposed'
import type { CheckSide, DxEvent, DxState, RollRecord } from './types'

const sideText = (s: CheckSide, hidden = false): string => {
  const notation =
    hidden && s.check.difficulty !== undefined
      ? s.notation.replace(/>=\d+$/, ' vs hidden difficulty')
      : s.notation
  return `${s.label} (${notation}) ＞ ${formatRoll(s.check, s.roll)}`
}

/** The log line of a roll record, e.g. "Keigo — Melee (8DX+4) ＞ 10[3,10]+7[7]+4 ＞ 21". */
export function describeRoll(record: RollRecord): GameEvent {
  switch (record.type) {
    case 'check': {
      const fumble = record.roll.fumble ? ' — FUMBLE: achievement 0 (DX-1.7)' : ''
      const noDice = record.roll.rounds.length === 0 ? ' (DX-1.4)' : ''
      const rule = record.roll.fumble ? 'DX-1.7' : record.roll.rounds.length === 0 ? 'DX-1.4' : record.rule
      return {
        type: 'double-cross/checkRolled',
        rule,
        text: sideText(record, record.hidden) + fumble + noDice,
        dice: chainFaces(record.roll),
      }
    }
    case 'opposed': {
      const reaction = record.reaction ? sideText(record.reaction) : 'reaction not rolled'
      return {
        type: 'double-cross/opposedRolled',
        rule: 'DX-3',
        text: `Opposed: ${sideText(record.action)} vs ${reaction} — ${describeOpposed({ ...record, action: record.action.roll, reaction: record.reaction?.roll ?? null })}`,
        dice: [
          ...chainFaces(record.action.roll),
          ...(record.reaction ? chainFaces(record.reaction.roll) : []),
        ],
      }
    }
    case 'encroachment': {
      const sum = record.faces.reduce((a, b) => a + b, 0)
      const sign = record.kind === 'backtrack' ? '−' : '+'
      const faces = record.faces.length
        ? `${sign}${sum}[${record.faces.join(',')}]`
        : 'no dice (no Lois standing)'
      return {
        type: 'double-cross/encroachmentRolled',
        rule: record.rule,
        text: `${record.label}: ${faces} ＞ encroachment ${record.before}% → ${record.after}%`,
        dice: [...record.faces],
      }
    }
    default:
      return assertNever(record, 'roll record')
  }
}

/** The log line of one event (`state`: the state before it), or null when a neighbouring line tells it. */
export function describeEvent(event: DxEvent, state: DxState): GameEvent | null {
  const name = (id: string) => state.characters.find((c) => c.id === id)?.name ?? id
  switch (event.type) {
    case 'double-cross/rolled':
      return describeRoll(event.record)
    case 'double-cross/characterAdded':
      return {
        type: event.type,
        text: `${event.character.name} joins the tracker (${event.character.kind.toUpperCase()})`,
      }
    case 'double-cross/characterEdited':
      return { type: event.type, text: `${event.character.name}'s sheet updated` }
    case 'double-cross/characterRemoved':
      return { type: event.type, text: `${name(event.characterId)} removed from the tracker` }
    case 'double-cross/adjusted':
      return {
        type: event.type,
        rule: 'DX-4',
        text: `${name(event.characterId)}: HP ${event.hp}, encroachment ${event.encroachment}%`,
      }
    case 'double-cross/tableEdited':
      return { type: event.type, rule: 'DX-4.1', text: 'Encroachment bonus table edited' }
    case 'double-cross/preGameRecorded':
      return {
        type: event.type,
        rule: 'DX-4.6',
        text: `Pre-game record sheet filled (${event.sheet.entries.length} PCs${event.sheet.date ? `, ${event.sheet.date}` : ''}): the main game begins`,
      }
    case 'double-cross/sceneAdded':
      return { type: event.type, text: `Scene added: “${event.scene.name}”` }
    case 'double-cross/phaseChanged':
      return event.phase === 'climax'
        ? { type: event.type, rule: 'DX-4.4', text: 'The climax begins: every PC makes an impulse check' }
        : event.phase === 'backtrack'
          ? { type: event.type, rule: 'DX-4.5', text: 'The climax is over: backtrack' }
          : { type: event.type, rule: 'DX-4.6', text: `Phase: ${event.phase}` }
    case 'double-cross/impulseResolved':
      return {
        type: event.type,
        rule: 'DX-4.4',
        text: `${name(event.result.characterId)}: impulse check ${event.result.success ? 'passed' : 'failed — the impulse takes over'} (${event.result.total} vs 9), encroachment +${event.result.added}`,
      }
    case 'double-cross/backtracked':
      return {
        type: event.type,
        rule: 'DX-4.5',
        text: event.result.lost
          ? `${name(event.result.characterId)} stays at ${event.result.after}% (above 100%): lost to the virus, becomes a Jyarm and an NPC`
          : `${name(event.result.characterId)} comes back: ${event.result.after}%`,
      }
    case 'double-cross/characterLost':
      return null
    case 'double-cross/costPaid':
      return {
        type: event.type,
        rule: 'DX-4.2',
        text: `${name(event.characterId)}: ${event.effects.join(' + ')} cost +${event.cost} ＞ encroachment ${event.before}% → ${event.after}%`,
      }
    case 'double-cross/sessionFinished': {
      const fates = event.sheet.entries.map(
        (e) => `${e.name}: ${e.fate}, ${e.lastingLoises.length} lasting Lois, ${e.experience} XP`,
      )
      return { type: event.type, rule: 'DX-4.6', text: `After-game: ${fates.join('; ') || 'no PCs'}` }
    }
    default:
      return assertNever(event, 'Double Cross event')
  }
}
