/**
 * The fight's log lines (FG-5) are built per language from its words for each modifier: one event type per
 * modifier key and kind (`fightModifier-roll-<key>`, `fightModifier-damage-<key>`), as the engine names them.
 */
type Templates = Record<string, string>

/** Every modifier key the engine can list (`modifierKeys()` in rules/melee.ts), kept in step by the tests. */
export const ROLL_KEYS = ['handWeaponDagger', 'weapon-unarmed', 'carrying', 'wounded', 'support'] as const
export const DAMAGE_KEYS = [
  'weapon-dagger',
  'weapon-two-handed-weapon',
  'weapon-staff',
  'weapon-unarmed',
  'weapon-bladed-staff',
  'against-staff',
  'against-bladed-staff',
] as const
export type ModifierKey = (typeof ROLL_KEYS)[number] | (typeof DAMAGE_KEYS)[number]

/**
 * The modifier lines and labels of one language: `roll` and `damage` are the sentence shapes with `{{model}}`,
 * `{{value}}` and `WORDS` standing for the modifier's words.
 */
export function modifierTemplates(
  words: Record<ModifierKey, string>,
  shape: { roll: string; damage: string },
): Templates {
  const out: Templates = {}
  for (const key of ROLL_KEYS) {
    out[`events.frostgrave/fightModifier-roll-${key}`] = shape.roll.replace('WORDS', words[key])
    out[`fight.mod.${key}`] = words[key]
  }
  for (const key of DAMAGE_KEYS) {
    out[`events.frostgrave/fightModifier-damage-${key}`] = shape.damage.replace('WORDS', words[key])
    out[`fight.mod.${key}`] = words[key]
  }
  return out
}
