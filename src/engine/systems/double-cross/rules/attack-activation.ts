/**
 * Activation (DX-6.3): the declared steps in order, each checked against what activated before it. A step
 * whose conditions fail fizzles: it leaves the combo, costs no encroachment, and may make later steps
 * fizzle in cascade. The first skill and attack type activated are the combo's.
 */
import type { AttackKind, AttackPlan, DxCharacter, Effect, FizzleReason, SkillKind, Stat } from '../types'
import type { Declared } from './attack-declaration'
import { restrictionRate, skillOf } from './effects'
import { GOVERNING_STAT } from './skills'

/** The steps that activated, with their cost, and those that fizzled; the combo's skill and attack type. */
export interface Activation {
  activated: { step: Declared; cost: number }[]
  fizzled: AttackPlan['fizzled']
  skill: SkillKind | null
  attackKind: AttackKind | null
}

/** How a printed skill names a stat, for an effect of a bare stat (DX-1.3). */
const STAT_WORDS: Readonly<Record<Stat, RegExp>> = {
  body: /body|肉体/i,
  sense: /sense|感覚/i,
  mind: /mind|精神/i,
  social: /social|社会/i,
}
const statOf = (effect: Pick<Effect, 'skill'>): Stat | null =>
  (Object.keys(STAT_WORDS) as Stat[]).find((s) => STAT_WORDS[s].test(effect.skill)) ?? null

/** DX-6.3: activation in declared order. */
export function activate(
  declared: readonly Declared[],
  attacker: DxCharacter,
  weapon: DxCharacter['weapons'][number] | null,
): Activation {
  const activated: { step: Declared; cost: number }[] = []
  const fizzled: AttackPlan['fizzled'] = []
  let skill: SkillKind | null = null
  let attackKind: AttackKind | null = null
  for (const step of declared) {
    const reason = fizzleReason(
      step,
      attacker,
      activated.map((a) => a.step),
      skill,
      attackKind,
      weapon,
    )
    const id = step.kind === 'effect' ? step.effect.id : step.id
    const name = step.kind === 'effect' ? step.effect.name : step.name
    if (reason) {
      fizzled.push({ id, name, reason })
      continue
    }
    const stepSkill = step.kind === 'normal' ? weapon!.skill : skillOf(step.effect)
    if (stepSkill !== null && stepSkill !== 'syndrome' && skill === null) skill = stepSkill
    const stepKind = step.kind === 'normal' ? step.attack : step.effect.attackKind
    if (stepKind) attackKind = stepKind
    // DX-4.2: a scene-long effect already paid in this scene costs nothing more.
    const cost =
      step.kind === 'normal' || (step.effect.sceneLong && attacker.sceneEffects.includes(step.effect.id))
        ? 0
        : step.effect.cost
    activated.push({ step, cost })
  }
  return { activated, fizzled, skill, attackKind }
}

/** DX-6.3: why this step fizzles given what was activated before it, or null when it activates. */
function fizzleReason(
  step: Declared,
  attacker: DxCharacter,
  before: readonly Declared[],
  skill: SkillKind | null,
  attackKind: AttackKind | null,
  weapon: DxCharacter['weapons'][number] | null,
): FizzleReason | null {
  if (step.kind === 'normal') {
    // DX-6.1: the vehicle ram only while boarded; a normal attack needs a weapon of its type, whose skill
    // is the attack's (the ram's is the vehicle's drive skill).
    if (step.ram && !weapon) return 'not-boarded'
    if (!weapon) return 'no-weapon'
    if (weapon.kind !== step.attack) return 'weapon-kind'
    if (skill !== null && skill !== weapon.skill) return 'skill-mismatch'
    if (attackKind && attackKind !== step.attack) return 'mixed-attack-types'
    return null
  }
  const effect = step.effect
  if (attacker.encroachment < restrictionRate(effect.restriction)) return 'restriction'
  const own = skillOf(effect)
  if (own === 'syndrome') {
    const same = before.some(
      (b) => b.kind === 'effect' && effect.syndrome && b.effect.syndrome === effect.syndrome,
    )
    if (!same) return 'no-syndrome-before'
  } else if (own !== null) {
    if (skill !== null && own !== skill) return 'skill-mismatch'
  } else {
    const stat = statOf(effect)
    if (stat && skill !== null && GOVERNING_STAT[skill] !== stat) return 'skill-mismatch'
  }
  if (effect.attackKind && attackKind && effect.attackKind !== attackKind) return 'mixed-attack-types'
  return null
}
