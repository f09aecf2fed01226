/** A skill's name in the UI language: "Info: Rumors", 「情報:噂話」. */
import type { TFunction } from 'i18next'
import type { Skill } from './engine'

export function skillLabel(t: TFunction, skill: Pick<Skill, 'kind' | 'specialty'>): string {
  const base = t(`skill.${skill.kind}`)
  return skill.specialty ? t('skill.withSpecialty', { skill: base, specialty: skill.specialty }) : base
}
