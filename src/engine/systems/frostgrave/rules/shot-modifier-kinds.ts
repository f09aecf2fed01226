/**
 * The modifiers a shot can have (FG-6.4, with FG-7.2, FG-9.2 and the spells of FG-8.2): their kinds and
 * values, as data the rules, the hooks and the screen share.
 */

/** FG-6.4: what the target's roll gets, by kind. */
export const SHOT_MODIFIERS = {
  intervening: 1,
  lightCover: 2,
  heavyCover: 4,
  hasty: 1,
  large: -2,
} as const

/** The kinds of modifier a shot can have, each with its rule. */
export const SHOT_MODIFIER_KINDS = [
  'intervening',
  'lightCover-terrain',
  'lightCover-model',
  'heavyCover-terrain',
  'heavyCover-model',
  'hasty',
  'large',
  'carrying',
  'woundedShooter',
  'woundedTarget',
  'glow',
  'storm',
] as const
export type ShotModifierKind = (typeof SHOT_MODIFIER_KINDS)[number]

/** One modifier of a shot: to whose roll it goes, by how much, and the rule that gives it. */
export interface ShotModifier {
  kind: ShotModifierKind
  rule: string
  side: 'shooter' | 'target'
  value: number
  /** Intervening terrain: how many pieces. */
  count?: number
  /** Cover behind a model: that model's id. */
  by?: string
}
