/**
 * A log line's params in the reader's words, registered when the system's UI loads (index.tsx): kept apart
 * from the card texts (`card-text.ts`), which format abilities with the engine's notation, so the set-up form
 * loads neither.
 */
import type { TFunction } from 'i18next'
import { dataEn } from './i18n/data'

/** English ability names of the built-in cards, to their ids (a log line names an ability by its name). */
const ABILITY_IDS = new Map(
  Object.entries(dataEn)
    .filter(([key]) => key.startsWith('data.ability.'))
    .map(([key, name]) => [name, key.slice('data.ability.'.length)]),
)

/**
 * A log line's params in the reader's words: a built-in ability's name ("Harm Aura") is translated; an
 * imported hero set's own names, hero names and everything else stay as written.
 */
export function abilityParams(params: Record<string, unknown>, t: TFunction): Record<string, unknown> {
  const name = params.ability
  const id = typeof name === 'string' ? ABILITY_IDS.get(name) : undefined
  if (id === undefined) return params
  return { ...params, ability: t(`data.ability.${id}`, { ns: 'chesswarrior', defaultValue: name }) }
}
