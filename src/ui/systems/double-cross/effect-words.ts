/**
 * An effect in the reader's words: its printed fields as the choices name them (DX-7; Japanese uses the
 * books' words: メジャーアクション, 〈白兵〉, 範囲（選択）, 自動成功), and what it adds at the level it is
 * used at (DX-4.1: the level raised by the encroachment bonus, through its per-level formulas), so every
 * label — the check's picker, the attack's combo, the library — shows the dice, critical value and
 * achievement the roll will really get.
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { doubleCross, readChoice, type ChoiceField, type Effect, type EncroachmentRow } from './engine'

const FAMILIES = new Set(['melee', 'ranged', 'rc', 'negotiation', 'dodge', 'perception', 'will', 'procure'])
const WITH_SPECIALTY = new Set(['ride', 'art', 'knowledge', 'info'])
const STATS = new Set(['body', 'sense', 'mind', 'social'])

/** The reader's word for one fixed choice of a printed field. */
export function choiceWord(t: TFunction, field: ChoiceField, code: string): string {
  if (code === 'seeEffect' || code === 'none') return t(`library.choice.${code}`)
  if (field !== 'skill') return t(`library.choice.${field}.${code}`)
  if (FAMILIES.has(code)) return t('library.choice.skill.family', { skill: t(`skill.${code}`) })
  if (WITH_SPECIALTY.has(code)) return t('library.choice.skill.specialty', { skill: t(`skill.${code}`) })
  if (STATS.has(code)) return t('library.choice.skill.stat', { stat: t(`stat.${code}`) })
  return t('library.choice.skill.syndrome')
}

/** A stored printed field in the reader's words; text typed before the choices existed shows as typed. */
export function storedWord(t: TFunction, field: ChoiceField, stored: string): string {
  const read = readChoice(field, stored)
  if (read.kind === 'fixed') return choiceWord(t, field, read.code)
  if (read.kind === 'typed') return read.text || '—'
  return field === 'range' ? t('library.choice.range.inMetres', { n: read.value }) : String(read.value)
}

/** `storedWord` in the reader's language. */
export function useChoiceWord(): (field: ChoiceField, stored: string) => string {
  const { t } = useTranslation('double-cross')
  return useCallback((field: ChoiceField, stored: string) => storedWord(t, field, stored), [t])
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`)

/**
 * What an effect adds at `encroachment` (DX-4.1): dice (DX-1.4), critical − with its own lower limit
 * (DX-2.4, DX-2.6), achievement (DX-1.2) and attack power (DX-6.4), e.g. "+3D C−1 (min 7)"; empty when
 * it adds none of them.
 */
export function effectModifiers(
  t: TFunction,
  effect: Effect,
  encroachment: number,
  table: readonly EncroachmentRow[],
): string {
  const v = doubleCross.effectValues(effect, encroachment, table)
  const parts: string[] = []
  if (v.dice) parts.push(`${signed(v.dice)}D`)
  if (v.criticalReduction)
    parts.push(
      effect.criticalLimit === undefined
        ? `C−${v.criticalReduction}`
        : t('library.label.criticalLimit', { n: v.criticalReduction, limit: effect.criticalLimit }),
    )
  if (v.hit) parts.push(t('check.effectHit', { hit: signed(v.hit) }))
  if (v.attack) parts.push(t('library.label.attack', { n: signed(v.attack) }))
  return parts.join(' ')
}

/** `effectModifiers` in the reader's language. */
export function useEffectModifiers(): (
  effect: Effect,
  encroachment: number,
  table: readonly EncroachmentRow[],
) => string {
  const { t } = useTranslation('double-cross')
  return useCallback(
    (effect: Effect, encroachment: number, table: readonly EncroachmentRow[]) =>
      effectModifiers(t, effect, encroachment, table),
    [t],
  )
}
