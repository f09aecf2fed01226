/**
 * Checks from a character sheet (DX-1.2 … DX-1.5, DX-1.8): the pool is the governing stat plus the
 * encroachment bonus plus ad-hoc and GM dice; the skill level and modifiers are added after the roll.
 */
import { refuse, type Refusal } from '../../../core/decision'
import type { DxCharacter, DxCheck, Effect, EncroachmentRow, LastingEffect, SheetCheck, Stat } from '../types'
import { MIN_CRITICAL } from './chain'
import { composeCritical, type ComposedCritical } from './critical'
import { effectValues } from './effects'
import { encroachmentBonus } from './encroachment'
import { lastingFor, type CheckUse } from './lasting'
import { GOVERNING_STAT, skillName } from './skills'

/** A sheet check broken down for the odds preview and the log (DX-1.2 … DX-1.5). */
export interface ComposedCheck {
  check: DxCheck
  label: string
  stat: Stat
  statDice: number
  encroachmentDice: number
  extraDice: number
  gmDice: number
  skillLevel: number
  /** Dice from the effects used. */
  effectDice: number
  /** Achievement from the effects used (their hit modifiers, DX-1.2), added after the roll. */
  effectScore: number
  /** The lasting effects that cover this check (a Minor buff, a scene-long power), each with its source. */
  lasting: LastingEffect[]
  /** Their dice (DX-1.4), achievement (DX-1.2) and attack power (DX-6.4, attacks only). */
  lastingDice: number
  lastingScore: number
  lastingAttack: number
  /** Dice from the character's bad statuses (放心 −2, `bad-statuses.ts`), 0 when none. */
  statusDice: number
  /** The GM's change to the critical value (DX-5.1), 0 when none. */
  gmCritical: number
  gmScore: number
  /** Some effect used makes its target unable to react (DX-6.6). */
  noReaction: boolean
  /** The critical value after the effects (DX-2.6, DX-2.7), with any clamp. */
  critical: ComposedCritical
  /** Names of the effects paid for and their total encroachment cost (DX-4.2). */
  effects: string[]
  cost: number
  /** Scene-long effects paid now: not paid again in this scene (DX-4.2). */
  sceneLong: string[]
  rule: string
}

/**
 * Composes a sheet check. `skill` (an index into the character's skills) picks the governing stat
 * (DX-1.3) and adds its level after the roll (DX-1.8); otherwise `stat` is rolled bare. The difficulty is
 * moved by the GM's difficulty modifier (DX-1.5). Refused, with its rule, when the spec does not fit.
 */
export function composeSheetCheck(
  character: DxCharacter,
  spec: SheetCheck,
  table: readonly EncroachmentRow[],
  use: CheckUse = 'check',
  /** The bad statuses' dice (`statusCheckDice`): the caller knows whether its session applies them. */
  statusDice = 0,
): { ok: true; value: ComposedCheck } | Refusal {
  let stat: Stat
  let skillLevel = 0
  let label: string
  if (spec.skill !== undefined) {
    const skill = character.skills[spec.skill]
    if (!skill)
      return refuse({
        rule: 'DX-1.3',
        code: 'noSkill',
        text: `${character.name} has no skill #${spec.skill + 1} (DX-1.3)`,
        params: { name: character.name, n: spec.skill + 1 },
      })
    stat = GOVERNING_STAT[skill.kind]
    skillLevel = skill.level
    label = `${character.name} — ${skillName(skill)}`
  } else if (spec.stat !== undefined) {
    stat = spec.stat
    label = `${character.name} — ${stat[0]!.toUpperCase()}${stat.slice(1)}`
  } else {
    return refuse({
      rule: 'DX-1.3',
      code: 'statOrSkill',
      text: 'a sheet check needs a stat or a skill (DX-1.3)',
    })
  }
  const used: Effect[] = []
  for (const id of spec.effects ?? []) {
    const effect = character.effects.find((e) => e.id === id)
    if (!effect)
      return refuse({
        rule: 'DX-1.2',
        code: 'noEffect',
        text: `${character.name} has no effect ${id}`,
        params: { name: character.name, id },
      })
    if (used.includes(effect))
      return refuse({
        rule: 'DX-6.1',
        code: 'effectTwice',
        text: `an effect is used once per combo (DX-6.1): ${effect.name}`,
        params: { effect: effect.name },
      })
    used.push(effect)
  }
  // DX-4.1: each effect at its level raised by the encroachment bonus.
  const values = used.map((e) => effectValues(e, character.encroachment, table))
  // Lasting effects cover every later check (and attack) of their character (`lasting.ts`).
  const lasting = lastingFor(character, use, spec.effects)
  const critical = composeCritical(spec.critical ?? 10, [
    ...used.map((e, i) => ({
      name: e.name,
      reduction: values[i]!.criticalReduction,
      limit: e.criticalLimit,
    })),
    ...lasting.map((l) => ({ name: l.name, reduction: l.criticalReduction, limit: l.criticalLimit })),
  ])
  const effectDice = values.reduce((sum, v) => sum + v.dice, 0)
  const effectScore = values.reduce((sum, v) => sum + v.hit, 0)
  const lastingDice = lasting.reduce((sum, l) => sum + l.dice, 0)
  const lastingScore = lasting.reduce((sum, l) => sum + l.hit, 0)
  const gmCritical = spec.gmCritical ?? 0
  // DX-4.2: a scene-long effect already paid in this scene is not paid again.
  const paying = used.filter((e) => !(e.sceneLong && character.sceneEffects.includes(e.id)))
  const statDice = character.stats[stat]
  const encroachmentDice = encroachmentBonus(character.encroachment, table).dice
  const extraDice = spec.extraDice ?? 0
  const gmDice = spec.gmDice ?? 0
  const check: DxCheck = {
    dice: statDice + encroachmentDice + effectDice + lastingDice + extraDice + gmDice + statusDice,
    modifier: skillLevel + effectScore + lastingScore + (spec.modifier ?? 0) + (spec.gmScore ?? 0),
    // DX-5.1: the GM's change comes after the effects' composition, and is floored like it (DX-2.6).
    critical: Math.max(MIN_CRITICAL, critical.value + gmCritical),
  }
  if (spec.difficulty !== undefined) check.difficulty = spec.difficulty + (spec.gmDifficulty ?? 0)
  return {
    ok: true,
    value: {
      check,
      label,
      stat,
      statDice,
      encroachmentDice,
      extraDice,
      gmDice,
      skillLevel,
      effectDice,
      effectScore,
      lasting,
      lastingDice,
      lastingScore,
      lastingAttack: use === 'attack' ? lasting.reduce((sum, l) => sum + l.attack, 0) : 0,
      statusDice,
      gmCritical,
      gmScore: spec.gmScore ?? 0,
      noReaction: used.some((e) => e.noReaction === true),
      critical,
      effects: paying.map((e) => e.name),
      cost: paying.reduce((sum, e) => sum + e.cost, 0),
      sceneLong: paying.filter((e) => e.sceneLong).map((e) => e.id),
      rule: 'DX-1.2',
    },
  }
}
