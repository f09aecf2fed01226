/** A skill's name in the UI language: "Info: Rumors", 「情報:噂話」. */
import type { TFunction } from 'i18next'
import { i18n } from '../../app/i18n'
import type { Skill } from './engine'
import { sampleWord } from './sample-words'

/**
 * The specialty is the sheet's own text: the sample cast's built-in English specialties (Rumors, Renegade)
 * are told in the reader's words, as the rest of the sample cast is; a GM's own typing stays as written.
 */
export function skillLabel(t: TFunction, skill: Pick<Skill, 'kind' | 'specialty'>): string {
  const base = t(`skill.${skill.kind}`)
  if (!skill.specialty) return base
  return t('skill.withSpecialty', { skill: base, specialty: sampleWord(i18n.language, skill.specialty) })
}
