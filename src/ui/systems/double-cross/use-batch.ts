/**
 * The batch of rolls to play: the records the last command added (animated), or — when a table opens or
 * after an undo — the latest roll, already landed. The view plays it; the GM's panel reads the same
 * batch to know which figures the playback holds back (`held-back.ts`).
 */
import { useState } from 'react'
import type { RollRecord } from './engine'
import { latestGroupStart, type Batch } from './batch'

export function useBatch(rolls: readonly RollRecord[]): Batch {
  const [track, setTrack] = useState(() => ({
    count: rolls.length,
    start: latestGroupStart(rolls),
    animate: false,
  }))
  let current = track
  if (track.count !== rolls.length) {
    // New records since the last render animate; fewer (undo) show the latest, landed.
    const grew = rolls.length > track.count
    current = { count: rolls.length, start: grew ? track.count : latestGroupStart(rolls), animate: grew }
    setTrack(current)
  }
  return {
    key: `${current.start}-${current.count}`,
    animate: current.animate,
    records: rolls.slice(current.start),
  }
}
