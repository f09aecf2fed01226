/**
 * The batch of rolls to play: the records the last command added (animated), or — when a table opens,
 * after an undo or a timeline jump — the latest roll, already landed (`nextTrack`). The view plays it; the
 * GM's panel reads the same batch to know which figures the playback holds back (`held-back.ts`).
 */
import { useState } from 'react'
import type { RollRecord } from './engine'
import { firstTrack, nextTrack, type Batch } from './batch'

/** `commands`: how many commands the shown state is after (the view's `events.length`). */
export function useBatch(rolls: readonly RollRecord[], commands: number): Batch {
  const [track, setTrack] = useState(() => firstTrack(rolls, commands))
  const current = nextTrack(track, rolls, commands)
  if (current !== track) setTrack(current)
  return {
    key: `${current.start}-${current.count}`,
    animate: current.animate,
    records: rolls.slice(current.start),
  }
}
