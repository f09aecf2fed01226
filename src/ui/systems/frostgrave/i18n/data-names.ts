/**
 * Data names (spells, soldier types, creatures, weapons, soldiers' equipment), keyed by the data's English
 * name: `spell.<name>`, `soldier.<name>`, `creature.<name>`, `weapon.<name>`, `equipment.<name>`. English
 * comes from the data itself; each language gives its words by English name, and a test checks that every
 * name of the data has them.
 */
import { FG_DATA } from '../warband-engine'

export interface DataNames {
  spells: Readonly<Record<string, string>>
  soldiers: Readonly<Record<string, string>>
  creatures: Readonly<Record<string, string>>
  weapons: Readonly<Record<string, string>>
  equipment: Readonly<Record<string, string>>
}

const prefixed = (prefix: string, names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([name, text]) => [`${prefix}.${name}`, text]))

/** The strings of a language's data names. */
export const dataNameStrings = (names: DataNames): Record<string, string> => ({
  ...prefixed('spell', names.spells),
  ...prefixed('soldier', names.soldiers),
  ...prefixed('creature', names.creatures),
  ...prefixed('weapon', names.weapons),
  ...prefixed('equipment', names.equipment),
})

const same = (list: readonly string[]): Record<string, string> => Object.fromEntries(list.map((n) => [n, n]))

export const NAMES_EN: DataNames = {
  spells: same(FG_DATA.spells.map((s) => s.name)),
  soldiers: same(FG_DATA.soldiers.map((s) => s.name)),
  creatures: same(FG_DATA.creatures.map((c) => c.name)),
  weapons: same(FG_DATA.weapons.map((w) => w.name)),
  equipment: same([...new Set(FG_DATA.soldiers.flatMap((s) => s.equipment))]),
}

/** The warband builder's spell tooltips (`spellSummary.<name>`), each language's by the data's English name. */
export const spellSummaryStrings = (summaries: Readonly<Record<string, string>>): Record<string, string> =>
  prefixed('spellSummary', summaries)

export const SUMMARIES_EN: Readonly<Record<string, string>> = Object.fromEntries(
  FG_DATA.spells.map((s) => [s.name, s.summary]),
)
