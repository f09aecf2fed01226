/**
 * Names in the reader's language: models' types, creatures' names, weapons and equipment, and the params
 * of an engine sentence. The engine names things by their data ids (English); the strings have their words.
 */
import type { TFunction } from 'i18next'
import type { Model } from './engine'

type Params = Record<string, string | number>

/** `t` in the frostgrave namespace with a fallback: the key's text, or `fallback` when there is none. */
const word = (t: TFunction, key: string, fallback: string, values: Params = {}): string =>
  t(key, { ...values, ns: 'frostgrave', defaultValue: fallback, nsSeparator: false })

/**
 * A creature's name, "Zombie 2" → "殭屍 2" (or its type, "Zombie"); so is a summoned soldier's (a raised
 * zombie joins the caster's warband named by the engine as its creature type and a number, FG-8.2). Any
 * other model's name is the player's own.
 */
export function modelName(t: TFunction, name: string, kind?: Model['kind']): string {
  // Illusionary Soldier (cast before the game): "Knight (illusion)" in the reader's words.
  const illusion = /^(.+) \(illusion\)$/.exec(name)
  if (illusion)
    return word(t, 'beforeGame.illusionName', name, {
      type: word(t, `soldier.${illusion[1]}`, illusion[1]!),
    })
  if (kind !== undefined && kind !== 'creature' && kind !== 'soldier') return name
  const m = /^(.+) (\d+)$/.exec(name)
  // A soldier keeps the name its player gave, unless it is a creature type and a number (a summoned one).
  if (kind === 'soldier' && !m) return name
  // A creature's type alone ("Zombie") where a line names the kind rather than the one on the table.
  if (!m) return word(t, `creature.${name}`, name)
  const creature = word(t, `creature.${m[1]}`, '')
  return creature ? `${creature} ${m[2]}` : name
}

/** A model's type: "Elementalist Wizard", a soldier type or a creature, in the reader's words. */
export function modelType(t: TFunction, model: Pick<Model, 'kind' | 'type'>): string {
  if (model.kind === 'wizard' || model.kind === 'apprentice') {
    const school = model.type.split(' ')[0] ?? ''
    return word(t, `casterType.${model.kind}`, model.type, { school: word(t, `school.${school}`, school) })
  }
  return word(t, `${model.kind === 'creature' ? 'creature' : 'soldier'}.${model.type}`, model.type)
}

/** A weapon (a spellcaster's, by id) or a soldier's equipment (lower-case words of the data). */
export const weaponName = (t: TFunction, w: string): string =>
  word(t, `weapon.${w}`, word(t, `equipment.${w}`, w))

/** A spell's one-line summary, for its tooltips (the data's English where a language has none). */
export const spellSummary = (t: TFunction, spell: { name: string; summary: string }): string =>
  word(t, `spellSummary.${spell.name}`, spell.summary)

/** Which strings name a param's value (ids the engine puts in its sentences). */
const PARAM_WORDS: Readonly<Record<string, string>> = {
  edge: 'edgeWord',
  want: 'stageWord',
  stage: 'stageWord',
  phase: 'phaseWord',
  weapon: 'weaponWord',
  school: 'school',
  spell: 'spell',
  type: 'soldier',
}

/**
 * An engine sentence's or a log line's params in the reader's words: ids become words (`edge: 'north'` →
 * "北"), creature and given terrain names are translated, a list of spells is named spell by spell. Names
 * players gave stay as they are. English words of the same keys reproduce the engine's English text exactly.
 */
export function localizeParams(t: TFunction, params: Params): Params {
  const out: Params = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') out[key] = value
    else if (PARAM_WORDS[key]) out[key] = word(t, `${PARAM_WORDS[key]}.${value}`, value)
    else if (key === 'spells')
      out[key] = value
        .split(', ')
        .map((s) => word(t, `spell.${s}`, s))
        .join(word(t, 'listSeparator', ', '))
    else if (key === 'model') out[key] = modelName(t, value)
    else if (key === 'name') out[key] = word(t, `terrainName.${value}`, value)
    // Any other model (an attacker, a target, a group's soldiers) may be a creature: "Zombie 2" → "殭屍 2".
    else out[key] = modelName(t, value)
  }
  return out
}

/** Which words a log line's param takes: the data's names (English equals the data, so English lines stay). */
const EVENT_WORDS: Readonly<Record<string, (t: TFunction, value: string) => string>> = {
  spell: (t, v) => word(t, `spell.${v}`, v),
  school: (t, v) => word(t, `school.${v}`, v),
  weapon: weaponName,
  name: (t, v) => word(t, `terrainName.${v}`, v),
  soldierType: (t, v) => word(t, `soldier.${v}`, v),
}

/**
 * A log line's params in the reader's words: spells, schools, weapons and given terrain names by the data's
 * names, and any model that is a creature ("Zombie 2" → "殭屍 2"). Unlike a refusal's ids (`edge`, `phase`),
 * these read in English exactly as the engine wrote them, so an English log line is unchanged.
 */
export function localizeEventParams(t: TFunction, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') out[key] = value
    else if (EVENT_WORDS[key]) out[key] = EVENT_WORDS[key](t, value)
    else if (key === 'spells') out[key] = localizeParams(t, { spells: value }).spells
    else out[key] = modelName(t, value)
  }
  return out
}
