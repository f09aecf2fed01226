/**
 * The printed fields of an effect as choices (DX-7's library editor): timing, skill, target, range and
 * difficulty take the values the rule books print (seed 003's effect blocks: タイミング, 技能, 対象, 射程,
 * 難易度), each stored as a fixed English word that `timingsOf`, `skillOf`, `targetLimitOf`, `rangeMetres`
 * and `difficultyOf` (rules/effects.ts) already read. The stored field stays a string, so a save or a
 * library file typed by hand before the choices existed keeps loading and meaning what it meant: a value
 * that is none of these reads back as `typed` and is kept as written.
 */

/** Timings as the books print them (DX-6.3, DX-6.13), code → stored word. */
export const EFFECT_TIMING_CHOICES = {
  auto: 'Auto',
  minor: 'Minor',
  major: 'Major',
  reaction: 'Reaction',
  majorReaction: 'Major/Reaction',
  setup: 'Setup',
  initiative: 'Initiative',
  cleanup: 'Cleanup',
  constant: 'Constant',
} as const

/**
 * Skills an effect names (DX-1.3, DX-6.3): the skill families, the four that take a specialty (the
 * specialty is chosen when the check is made), a stat (seed 003: "エフェクトの技能として能力値が指定されて
 * いる場合"), <Syndrome>, "see the effect" and none.
 */
export const EFFECT_SKILL_CHOICES = {
  melee: 'Melee',
  ranged: 'Ranged',
  rc: 'RC',
  negotiation: 'Negotiation',
  dodge: 'Dodge',
  perception: 'Perception',
  will: 'Will',
  procure: 'Procure',
  ride: 'Drive:',
  art: 'Art:',
  knowledge: 'Knowledge:',
  info: 'Info:',
  body: 'Body',
  sense: 'Sense',
  mind: 'Mind',
  social: 'Social',
  syndrome: 'Syndrome',
  seeEffect: 'See effect',
  none: '—',
} as const

/** Targets (DX-6.4: the smallest area of the combo wins). */
export const EFFECT_TARGET_CHOICES = {
  self: 'Self',
  single: 'Single',
  three: '3 targets',
  area: 'Area',
  areaSelect: 'Area (select)',
  scene: 'Scene',
  sceneSelect: 'Scene (select)',
  seeEffect: 'See effect',
  none: '—',
} as const

/** Ranges other than a number of metres (DX-6.4: the shortest wins). */
export const EFFECT_RANGE_CHOICES = {
  close: 'Close',
  sight: 'Sight',
  weapon: 'Weapon',
  seeEffect: 'See effect',
  none: '—',
} as const

/** Difficulties other than a number (DX-6.4: the largest wins; DX-6.5: automatic success skips reactions). */
export const EFFECT_DIFFICULTY_CHOICES = {
  automatic: 'Automatic',
  opposed: 'Opposed',
  seeEffect: 'See effect',
  none: '—',
} as const

/** The printed fields offered as choices. */
export type ChoiceField = 'timing' | 'skill' | 'target' | 'range' | 'difficulty'

const FIXED: Readonly<Record<ChoiceField, Readonly<Record<string, string>>>> = {
  timing: EFFECT_TIMING_CHOICES,
  skill: EFFECT_SKILL_CHOICES,
  target: EFFECT_TARGET_CHOICES,
  range: EFFECT_RANGE_CHOICES,
  difficulty: EFFECT_DIFFICULTY_CHOICES,
}

/** The codes of a field's fixed choices, in the order the books list them. */
export const choiceCodes = (field: ChoiceField): readonly string[] => Object.keys(FIXED[field])

/** The word stored for a fixed choice. */
export const choiceValue = (field: ChoiceField, code: string): string => FIXED[field][code] ?? ''

/** The most metres or the highest difficulty a choice stores (the schema's printed fields are text(60)). */
export const CHOICE_NUMBER_MAX = 999

/** A range of `metres` metres as stored ("20m": `rangeMetres` reads it). */
export const metresRange = (metres: number): string => `${metres}m`

/** What a stored printed field is: a fixed choice, a number (metres, a difficulty), or text typed by hand. */
export type ReadChoice =
  { kind: 'fixed'; code: string } | { kind: 'number'; value: number } | { kind: 'typed'; text: string }

/**
 * Reads a stored printed field back into a choice. An empty field is "none" (a blank form's field meant
 * the same). A range of the form "20m" and a difficulty that is a whole number are numbers; anything else
 * that is not one of the stored words is text typed before the choices existed, kept as it is.
 */
export function readChoice(field: ChoiceField, stored: string): ReadChoice {
  const text = stored.trim()
  if (text === '') return 'none' in FIXED[field] ? { kind: 'fixed', code: 'none' } : { kind: 'typed', text }
  const code = Object.entries(FIXED[field]).find(([, word]) => word === text)?.[0]
  if (code) return { kind: 'fixed', code }
  const number =
    field === 'range' ? /^(\d{1,3})m$/.exec(text) : field === 'difficulty' ? /^(\d{1,3})$/.exec(text) : null
  if (number) return { kind: 'number', value: Number(number[1]) }
  return { kind: 'typed', text: stored }
}
