/**
 * A log line's params in the reader's words. Engines put the English names of their data in an event's
 * params (a creature "Zombie 2", an ability "Harm Aura"); a system registers how its names read in each
 * language, and `useEventText` fills its templates with those. Names players gave stay as they are.
 */
import type { TFunction } from 'i18next'

type Params = Record<string, unknown>
/** A system's params in the reader's words (`t` is the shell's; pass `ns` for the system's strings). */
export type ParamWords = (params: Params, t: TFunction) => Params

const systems = new Map<string, ParamWords>()

/** Registers a system's param words (its UI module does, when it loads); idempotent. */
export function registerEventParams(system: string, words: ParamWords): void {
  systems.set(system, words)
}

/** `params` in the reader's words, as `system` says them; unchanged when it registered nothing. */
export function eventParams(system: string, params: Params, t: TFunction): Params {
  const words = systems.get(system)
  return words ? words(params, t) : params
}
