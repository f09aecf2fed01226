/**
 * Effects as the rules read them: their values at the level the encroachment rate gives (DX-4.1), and the
 * printed timing, skill, target, range, difficulty and restriction read into what the attack procedure
 * needs (DX-6.1 … DX-6.4). Printed fields stay free text on the sheet (Japanese or English, as the book
 * prints them); these readers are total and say `null` when the text names nothing they know.
 */
import { SKILL_KINDS, type Effect, type EncroachmentRow, type SkillKind, type Timing } from '../types'
import { encroachmentBonus } from './encroachment'

/** The values of an effect that its level may multiply (DX-4.1). */
export interface EffectValues {
  level: number
  dice: number
  criticalReduction: number
  attack: number
  hit: number
  /** Damage up or down at a damage moment (DX-6.9). */
  damage: number
  /** Guard value added in a guard combo (DX-6.6). */
  guard: number
}

/**
 * DX-4.1: the effect's level raised by the encroachment table's effect-level bonus, and each value as
 * `base + perLevel × level` (an effect without per-level formulas keeps its printed values).
 */
export function effectValues(
  effect: Effect,
  encroachment: number,
  table: readonly EncroachmentRow[],
): EffectValues {
  const level = effect.level + encroachmentBonus(encroachment, table).effectLevel
  const per = effect.perLevel ?? {}
  return {
    level,
    dice: effect.dice + (per.dice ?? 0) * level,
    criticalReduction: effect.criticalReduction + (per.criticalReduction ?? 0) * level,
    attack: effect.attack + (per.attack ?? 0) * level,
    hit: effect.hit + (per.hit ?? 0) * level,
    damage: (effect.damage ?? 0) + (per.damage ?? 0) * level,
    guard: (effect.guard ?? 0) + (per.guard ?? 0) * level,
  }
}

const TIMING_WORDS: readonly [Timing, RegExp][] = [
  ['major', /major|メジャー/i],
  ['minor', /minor|マイナー/i],
  ['reaction', /reaction|リアクション/i],
  ['auto', /auto|オート/i],
  ['setup', /setup|セットアップ/i],
  ['initiative', /initiative|イニシアチブ/i],
  ['cleanup', /cleanup|クリンナップ/i],
  ['constant', /constant|常時/i],
]

/** The timings an effect's printed timing names ("Major/Reaction" names two). */
export function timingsOf(effect: Pick<Effect, 'timing'>): Timing[] {
  return TIMING_WORDS.filter(([, re]) => re.test(effect.timing)).map(([t]) => t)
}

const SKILL_WORDS: Readonly<Record<SkillKind, RegExp>> = {
  melee: /melee|白兵/i,
  dodge: /dodge|回避/i,
  ride: /ride|drive|運転/i,
  ranged: /ranged|射撃/i,
  perception: /perception|知覚/i,
  art: /\bart\b|芸術/i,
  rc: /\bRC\b/i,
  will: /will|意志/i,
  knowledge: /knowledge|知識/i,
  negotiation: /negotiation|交渉/i,
  procure: /procure|調達/i,
  info: /info|情報/i,
}

/**
 * An effect's printed skill (DX-6.3): a skill family, `'syndrome'` (<Syndrome>: goes with an earlier
 * effect of its syndrome), or null (none, "—", or a stat).
 */
export function skillOf(effect: Pick<Effect, 'skill'>): SkillKind | 'syndrome' | null {
  if (/syndrome|シンドローム/i.test(effect.skill)) return 'syndrome'
  for (const kind of SKILL_KINDS) if (SKILL_WORDS[kind].test(effect.skill)) return kind
  return null
}

/** How many targets a printed target allows (DX-6.4): 1, N, null (area, scene: no count), or undefined (—). */
export function targetLimitOf(target: string): number | null | undefined {
  if (/area|scene|範囲|シーン/i.test(target)) return null
  const many = /(\d+)\s*(?:体|targets?)/i.exec(target)
  if (many) return Number(many[1])
  if (/single|単体/i.test(target)) return 1
  return undefined
}

/** A printed range in metres for comparing (DX-6.4): Close 0, "20m" 20, Sight ∞; undefined (—, weapon). */
export function rangeMetres(range: string): number | undefined {
  if (/close|至近/i.test(range)) return 0
  const m = /(\d+)\s*m/i.exec(range)
  if (m) return Number(m[1])
  if (/sight|視界/i.test(range)) return Number.POSITIVE_INFINITY
  return undefined
}

/** A printed difficulty (DX-6.4): automatic success, opposed, or undefined (—, a number). */
export function difficultyOf(difficulty: string): 'automatic' | 'opposed' | undefined {
  if (/automatic|自動成功/i.test(difficulty)) return 'automatic'
  if (/opposed|対決/i.test(difficulty)) return 'opposed'
  return undefined
}

/** The lowest encroachment rate a printed restriction asks for ("100%", "80%"), or 0 (DX-6.3). */
export function restrictionRate(restriction: string): number {
  const m = /(\d+)\s*%/.exec(restriction)
  return m ? Number(m[1]) : 0
}
