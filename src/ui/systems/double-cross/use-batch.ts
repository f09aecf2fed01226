/**
 * The batch of rolls to play: the records the last command added (animated), or — when a table opens,
 * after an undo or a timeline jump — the latest roll, already landed (`nextTrack`). The view plays it; the
 * GM's panel reads the same batch to know which figures the playback holds back (`held-back.ts`).
 */
import { useMemo, useState } from 'react'
import type { RollRecord } from './engine'
import { firstTrack, nextTrack, type Batch } from './batch'

/**
 * `commands`: how many commands the shown state is after (the view's `events.length`); `reviewing`: the
 * moment is an earlier one under the timeline's review.
 */
export function useBatch(rolls: readonly RollRecord[], commands: number, reviewing = false): Batch {
  const [track, setTrack] = useState(() => firstTrack(rolls, commands))
  const current = nextTrack(track, rolls, commands, reviewing)
  if (current !== track) setTrack(current)
  // The same records keep their array (and the batch its object) while the rolls stay, so what is drawn
  // from them is not worked out again at a command or a timeline step that rolled nothing (issue 36).
  const key = `${current.start}-${current.count}`
  const records = useMemo(() => rolls.slice(current.start), [rolls, current.start])
  return useMemo(() => ({ key, animate: current.animate, records }), [key, current.animate, records])
}
