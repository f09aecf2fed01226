/**
 * Composing the critical value from powers (DX-2.4, DX-2.6, DX-2.7).
 */
import { MIN_CRITICAL } from './chain'

/** One effect that lowers the critical value: by `reduction` steps, never below its own `limit`. */
export interface CriticalReduction {
  name: string
  reduction: number
  /** The lowest value this effect may reach; absent = at most 2 steps below the base (DX-2.6). */
  limit?: number
}

/** Why the critical value is not simply base − reduction. */
export type CriticalClamp =
  | { kind: 'effect-limit'; effect: string; limit: number }
  | { kind: 'two-steps'; effect: string; limit: number }
  | { kind: 'floor'; limit: number }

export interface ComposedCritical {
  value: number
  base: number
  /** The effect whose reduction applies (the largest single one, DX-2.7); null when none lowers it. */
  applied: string | null
  /** Reductions that were ignored because a larger one applies (DX-2.7). */
  ignored: string[]
  clamps: CriticalClamp[]
  /** One line for the UI: "10 → 7 (Concentrate; lower limit 7)". */
  text: string
}

/**
 * The critical value after powers. Each effect lowers the base by its reduction down to its own limit
 * (default: at most 2 steps, DX-2.6); only the largest single reduction applies (DX-2.7); the result is
 * never below 2 (DX-2.6 Decision). Every clamp that bit is reported so the UI can show it.
 */
export function composeCritical(base: number, effects: readonly CriticalReduction[]): ComposedCritical {
  let best: { value: number; name: string; clamp: CriticalClamp | null } | null = null
  const candidates: { value: number; name: string }[] = []
  for (const effect of effects) {
    const steps = Math.max(0, Math.floor(effect.reduction))
    if (steps === 0) continue
    const limit = effect.limit ?? base - 2
    const raw = base - steps
    const value = Math.max(raw, limit)
    const clamp: CriticalClamp | null =
      raw >= limit
        ? null
        : effect.limit === undefined
          ? { kind: 'two-steps', effect: effect.name, limit }
          : { kind: 'effect-limit', effect: effect.name, limit }
    candidates.push({ value, name: effect.name })
    if (value < base && (best === null || value < best.value)) best = { value, name: effect.name, clamp }
  }
  let clamps: CriticalClamp[] = best?.clamp ? [best.clamp] : []
  let value = best ? best.value : base
  if (value < MIN_CRITICAL) {
    // The floor is what binds: an effect limit below 2 never shows.
    clamps = [{ kind: 'floor', limit: MIN_CRITICAL }]
    value = MIN_CRITICAL
  }
  const applied = best?.name ?? null
  const ignored = candidates.filter((c) => c.name !== applied || c.value !== best?.value).map((c) => c.name)
  const notes = clamps.map((c) =>
    c.kind === 'floor'
      ? 'never below 2'
      : c.kind === 'two-steps'
        ? `${c.effect}: at most 2 steps`
        : `${c.effect}: lower limit ${c.limit}`,
  )
  const head = value === base ? `${base}` : `${base} → ${value}`
  const why = [applied ?? '', ...notes].filter(Boolean).join('; ')
  return { value, base, applied, ignored, clamps, text: why ? `${head} (${why})` : head }
}
