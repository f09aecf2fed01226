/**
 * Log lines of the roll history: a check, an opposed check, an encroachment roll and a damage roll, with
 * every face rolled (DX-1, DX-2, DX-3, DX-4.3 … DX-4.5, DX-6.9). Exported for the screen, which tells a roll again from its record.
 */
import type { GameEvent } from '../../core/game-module'
import { assertNever } from '../../core/union'
import { describeDamage } from './describe-attack'
import { checkParams, opposedParams } from './log-params'
import { chainFaces, formatRoll } from './rules/chain'
import { describeOpposed } from './rules/opposed'
import type { CheckSide, RollRecord } from './types'

/** One side as the log writes it: its label, notation (the difficulty hidden when it is) and the roll. */
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
        params: translatable?.params ?? {},
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
        params: translatable?.params ?? {},
      }
    }
    case 'damage':
      // The damage step's own line (DX-6.9): the record tells it as the event did.
      return describeDamage(record, record.label)
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
