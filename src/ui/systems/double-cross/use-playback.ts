/**
 * The animator's clock: round by round, each round tumbling then resting so the critical dice can be
 * seen. Cosmetic only — it replays outcomes already in the state, and `skip` jumps to the end at once.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'

export interface Playback {
  /** The round being shown (rounds before it are settled); `steps` when finished. */
  step: number
  /** True while the dice of `step` are tumbling. */
  rolling: boolean
  done: boolean
  skip(): void
}

export const TUMBLE_MS = 650
export const REST_MS = 550

/**
 * Plays `steps` rounds when `animate`; otherwise starts finished. `key` restarts it for a new batch.
 * While `waiting` (nothing on screen to play it yet) the clock holds at the first round.
 */
export function usePlayback(
  key: string,
  steps: number,
  animate: boolean,
  speed: number,
  waiting = false,
): Playback {
  const [clock, setClock] = useState({ key, step: animate ? 0 : steps, rolling: animate && steps > 0 })
  // A new batch restarts the clock (derived state, not an effect: no flash of the old result).
  if (clock.key !== key) setClock({ key, step: animate ? 0 : steps, rolling: animate && steps > 0 })
  const { step, rolling } =
    clock.key === key ? clock : { step: animate ? 0 : steps, rolling: animate && steps > 0 }

  useEffect(() => {
    if (step >= steps || waiting) return
    const timer = setTimeout(
      () =>
        setClock((c) =>
          c.key !== key
            ? c
            : c.rolling
              ? { ...c, rolling: false }
              : { ...c, step: c.step + 1, rolling: c.step + 1 < steps },
        ),
      (rolling ? TUMBLE_MS : REST_MS) * speed,
    )
    return () => clearTimeout(timer)
  }, [key, step, rolling, steps, speed, waiting])

  const skip = useCallback(() => setClock({ key, step: steps, rolling: false }), [key, steps])
  // One object while nothing moves, so the animator is not drawn again for a render that changed nothing.
  return useMemo(() => ({ step, rolling, done: step >= steps, skip }), [step, rolling, steps, skip])
}
