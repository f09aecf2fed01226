/**
 * Wording of the public log. Each domain event carries its line (`GameEvent`), composed by the rule step
 * that establishes the fact; these helpers keep the phrasing and the `params` shared.
 *
 * Params (for the translated `events.<type>` templates) are only names and numbers. Where the English line
 * has a word that varies (a colour, a group, a boost, a singular or plural), the event type names the case:
 * `-one` marks a count of exactly 1, colours and groups are spelt into the type (e.g. `drp/drawn-red`).
 */
import { isInsuredInstead } from './rules/side-roll'
import type { CharacterRef, SideRoll, State } from './types'

/** "Anna's character 2". */
export const charName = (s: State, ref: CharacterRef): string =>
  `${s.players[ref.player]!.name}'s character ${ref.slot + 1}`

/** The `-one` suffix of an event type whose count is exactly 1. */
export const one = (n: number): string => (n === 1 ? '-one' : '')

/** The params naming a character: its player's name and its slot number (1-based). */
export const who = (s: State, ref: CharacterRef): { name: string; n: number } => ({
  name: s.players[ref.player]!.name,
  n: ref.slot + 1,
})

/** The variant of a side's roll line (see `sideText`): no die, one face or two, insured or not. */
export function sideVariant(roll: SideRoll): string {
  if (isInsuredInstead(roll)) return '-instead'
  if (roll.sides === 0) return '-no-die'
  return `${roll.faces.length > 1 ? '-twice' : ''}${roll.insured ? '-insured' : ''}`
}

/** The numbers of a side's roll line. */
export function sideParams(roll: SideRoll): Record<string, number> {
  // DRP-8.2 an insured defence rolled nothing: no face to show, only the potential it stands on.
  if (isInsuredInstead(roll)) return { sides: roll.sides, potential: roll.potential, result: roll.result }
  const [first = 0, second = 0] = roll.faces
  return roll.faces.length > 1
    ? { sides: roll.sides, first, second, kept: roll.kept, potential: roll.potential, result: roll.result }
    : { sides: roll.sides, face: first, potential: roll.potential, result: roll.result }
}

/**
 * A side's roll line: "label d8 → 3 and 7, keeps 7, insured up to 4 = 7"; an insured defence read "instead of
 * the die" (DRP-8.2): "label no roll, insurance: the defence potential 4 instead of the die = 4".
 */
export function sideText(label: string, roll: SideRoll): string {
  if (isInsuredInstead(roll))
    return `${label} no roll, insurance: the defence potential ${roll.potential} instead of the die = ${roll.result}`
  const die = roll.sides === 0 ? 'no die (counts as 1)' : `d${roll.sides} → ${roll.faces.join(' and ')}`
  const kept = roll.faces.length > 1 ? `, keeps ${roll.kept}` : ''
  const insured = roll.insured ? `, insured up to ${roll.potential}` : ''
  return `${label} ${die}${kept}${insured} = ${roll.result}`
}
