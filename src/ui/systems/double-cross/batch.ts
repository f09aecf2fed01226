/**
 * Which rolls the animator shows: the records the last command added (animated), or — when a table
 * opens, after an undo or a timeline jump — the latest roll, already landed. A batch plays its chains round by round, then
 * its damage dice (DX-6.9) in one more step: the damage follows the checks that led to it.
 */
import type { CheckSide, RollRecord } from './engine'

export type Gauge = Extract<RollRecord, { type: 'encroachment' }>
export type Damage = Extract<RollRecord, { type: 'damage' }>

export interface Batch {
  key: string
  animate: boolean
  records: RollRecord[]
}

/** What the screen tracks to pick its batch: the records and commands it last saw, and what it plays. */
export interface BatchTrack {
  count: number
  commands: number
  start: number
  animate: boolean
  /** The moment was an earlier one under review (issue 36): a step from it onto live play is not a roll. */
  reviewing?: true
}

export const firstTrack = (rolls: readonly RollRecord[], commands: number): BatchTrack => ({
  count: rolls.length,
  commands,
  start: latestGroupStart(rolls),
  animate: false,
})

/**
 * The batch after the screen moved to `rolls` after `commands` commands. Records one more command added
 * animate; any other change shows the latest roll, landed, as a table opened there does: an undo, and a
 * jump of the timeline over many commands (issue 36), whose records since the last moment shown are not
 * one roll but every roll between (hundreds of chains, seconds of drawing).
 */
export function nextTrack(
  track: BatchTrack,
  rolls: readonly RollRecord[],
  commands: number,
  reviewing = false,
): BatchTrack {
  if (track.count === rolls.length && track.commands === commands && !!track.reviewing === reviewing)
    return track
  const marked = ({ count, commands, start, animate }: BatchTrack): BatchTrack =>
    reviewing ? { count, commands, start, animate, reviewing: true } : { count, commands, start, animate }
  if (track.count === rolls.length) return marked({ ...track, commands })
  // From a reviewed moment, one command forward onto live play is a step of the timeline, not a roll just
  // made: it shows landed, as the step back to it did (issue 36).
  const oneCommand = !track.reviewing && rolls.length > track.count && commands === track.commands + 1
  return marked(
    oneCommand
      ? { count: rolls.length, commands, start: track.count, animate: true }
      : firstTrack(rolls, commands),
  )
}

/** Start of the latest group of records of one kind (a scene entry rolls for several characters). */
export function latestGroupStart(rolls: readonly RollRecord[]): number {
  let start = rolls.length - 1
  if (start < 0) return 0
  const last = rolls[start]!
  if (last.type !== 'encroachment') return start
  while (start > 0) {
    const previous = rolls[start - 1]!
    if (previous.type !== 'encroachment' || previous.kind !== last.kind) break
    start--
  }
  return start
}

export interface ChainEntry {
  side: CheckSide
  record: RollRecord
  role?: 'action' | 'reaction'
}

/** The check sides to draw as chains, in order (an opposed check gives action then reaction). */
export function chainSides(records: readonly RollRecord[]): ChainEntry[] {
  const out: ChainEntry[] = []
  for (const record of records) {
    if (record.type === 'check') out.push({ side: record, record })
    else if (record.type === 'opposed') {
      out.push({ side: record.action, record, role: 'action' })
      if (record.reaction) out.push({ side: record.reaction, record, role: 'reaction' })
    }
  }
  return out
}

export const gauges = (records: readonly RollRecord[]): Gauge[] =>
  records.filter((r): r is Gauge => r.type === 'encroachment')

export const damages = (records: readonly RollRecord[]): Damage[] =>
  records.filter((r): r is Damage => r.type === 'damage')

/** The playback's steps: one per round of the longest chain, and one for the damage dice, if any. */
export function batchSteps(sides: readonly ChainEntry[], dealt: readonly Damage[]): number {
  return chainSteps(sides) + (dealt.length > 0 ? 1 : 0)
}

/** The step at which the damage dice tumble: after every chain has played. */
export const chainSteps = (sides: readonly ChainEntry[]): number =>
  Math.max(0, ...sides.map((s) => s.side.roll.rounds.length))
