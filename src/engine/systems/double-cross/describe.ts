/**
 * Log lines: each session event as the shared log shows it, with its rule ID and every face rolled.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { chainFaces, formatRoll } from './rules/chain'
import { describeOpposed } from './rules/opposed'
import { checkParams, fateSequences, opposedParams } from './log-params'
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
      const { type, params } = checkParams(record, record.hidden)
      return {
        type,
        rule,
        text: sideText(record, record.hidden) + fumble + noDice,
        dice: chainFaces(record.roll),
        params,
      }
    }
    case 'opposed': {
      const reaction = record.reaction ? sideText(record.reaction) : 'reaction not rolled'
      const translatable = opposedParams(record.action, record.reaction, record.reason, record.winner)
      return {
        type: translatable?.type ?? 'double-cross/opposedRolled',
        ...(translatable ? { params: translatable.params } : {}),
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
      const translatable = encroachmentParams(record, sum)
      return {
        type: translatable?.type ?? 'double-cross/encroachmentRolled',
        rule: record.rule,
        text: `${record.label}: ${faces} ＞ encroachment ${record.before}% → ${record.after}%`,
        dice: [...record.faces],
        ...(translatable ? { params: translatable.params } : {}),
      }
    }
    default:
      return assertNever(record, 'roll record')
  }
}

/**
 * The type and params of an encroachment roll's line: the label names the character (and the scene) in
 * the engine's own words, read back here; null if it does not read so (the line then stays in English).
 */
function encroachmentParams(
  record: Extract<RollRecord, { type: 'encroachment' }>,
  sum: number,
): { type: string; params: Record<string, string | number> } | null {
  const rates = { before: record.before, after: record.after }
  const rolled = { sum, faces: record.faces.join(','), ...rates }
  const label = record.label
  switch (record.kind) {
    case 'scene': {
      const m = /^(.*) enters “(.*)”$/s.exec(label)
      if (!m || record.faces.length === 0) return null
      return { type: 'double-cross/sceneEntered', params: { name: m[1]!, scene: m[2]!, ...rolled } }
    }
    case 'impulse':
      if (!label.endsWith(': impulse') || record.faces.length === 0) return null
      return {
        type: 'double-cross/impulseEncroachment',
        params: { name: label.slice(0, -': impulse'.length), ...rolled },
      }
    case 'backtrack': {
      const doubled = label.endsWith(': backtrack (doubled)')
      if (!doubled && !label.endsWith(': backtrack')) return null
      const name = label.slice(0, label.lastIndexOf(': backtrack'))
      const type = `double-cross/backtrack${doubled ? 'Doubled' : ''}${record.faces.length ? 'Rolled' : 'NoDice'}`
      return { type, params: record.faces.length ? { name, ...rolled } : { name, ...rates } }
    }
  }
}

const FATE_TYPES = new Set(fateSequences().map((seq) => seq.join('-')))

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
        // "PC"/"NPC" read the same in Japanese.
        params: { name: event.character.name, kind: event.character.kind.toUpperCase() },
      }
    case 'double-cross/characterEdited':
      return {
        type: event.type,
        text: `${event.character.name}'s sheet updated`,
        params: { name: event.character.name },
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
          : { type: event.type, rule: 'DX-4.6', text: `Phase: ${event.phase}` }
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
    case 'double-cross/sessionFinished': {
      const fates = event.sheet.entries.map(
        (e) => `${e.name}: ${e.fate}, ${e.lastingLoises.length} lasting Lois, ${e.experience} XP`,
      )
      const text = `After-game: ${fates.join('; ') || 'no PCs'}`
      // The fates are words: their sequence is in the type (sheets of up to MAX_FATES characters).
      const code = event.sheet.entries.map((e) => e.fate).join('-') || 'none'
      if (code !== 'none' && !FATE_TYPES.has(code)) return { type: event.type, rule: 'DX-4.6', text }
      const params: Record<string, string | number> = {}
      event.sheet.entries.forEach((e, i) => {
        params[`name${i + 1}`] = e.name
        params[`loises${i + 1}`] = e.lastingLoises.length
        params[`xp${i + 1}`] = e.experience
      })
      return { type: `double-cross/sessionFinished-${code}`, rule: 'DX-4.6', text, params }
    }
    default:
      return assertNever(event, 'Double Cross event')
  }
}
