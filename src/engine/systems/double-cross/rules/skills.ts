/**
 * The skills of a sheet (DX-1.3): the stat that governs each, those written with a specialty, and a skill's
 * English name. Apart from the checks (`sheet.ts`), so the log's words (`vocabulary.ts`) and the set-up
 * screen that loads them take no rules with them.
 */
import type { Skill, SkillKind, Stat } from '../types'

/** DX-1.3: the stat that governs each skill. */
export const GOVERNING_STAT: Readonly<Record<SkillKind, Stat>> = {
  melee: 'body',
  dodge: 'body',
  ride: 'body',
  ranged: 'sense',
  perception: 'sense',
  art: 'sense',
  rc: 'mind',
  will: 'mind',
  knowledge: 'mind',
  negotiation: 'social',
  procure: 'social',
  info: 'social',
}

/** Skills written with a specialty on the sheet (`Info: Rumors`). */
export const SKILLS_WITH_SPECIALTY: readonly SkillKind[] = ['ride', 'art', 'knowledge', 'info']

/** Display name of a skill in English: "Info: Rumors", "RC". */
export function skillName(skill: Pick<Skill, 'kind' | 'specialty'>): string {
  const base = skill.kind === 'rc' ? 'RC' : skill.kind[0]!.toUpperCase() + skill.kind.slice(1)
  return skill.specialty ? `${base}: ${skill.specialty}` : base
}
