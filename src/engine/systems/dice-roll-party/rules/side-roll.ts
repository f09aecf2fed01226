/** Rolling one side of an exchange: class die, superiority and insurance (DRP-5.1, DRP-7.2, DRP-8.2). */
import type { DiceSource } from '../../../core/dice'
import type { DefenceInsurance, SideRoll } from '../types'
import { dieForClass } from './class-dice'

/**
 * Rolls a side's die in table order: the die once, or twice with superiority (keep the best). Class 0 rolls
 * nothing and counts as 1 (DRP-5.1). Insurance lifts a result below the potential up to the potential —
 * potential, not class (DRP-7.2), so raising class never changes it.
 */
export function rollSide(
  dice: DiceSource,
  classLevel: number,
  potential: number,
  superiority: boolean,
  insurance: boolean,
  insuranceMode: DefenceInsurance = 'floor',
): SideRoll {
  const sides = dieForClass(classLevel)
  // DRP-8.2 literal defence insurance: the potential replaces the die, so nothing is rolled.
  if (insurance && insuranceMode === 'instead')
    return { classLevel, sides, faces: [], kept: potential, potential, insured: true, result: potential }
  const faces: number[] = []
  if (sides > 0) {
    faces.push(dice.roll(sides))
    if (superiority) faces.push(dice.roll(sides))
  }
  const kept = faces.length > 0 ? Math.max(...faces) : 1
  return resolveSide(classLevel, sides, faces, kept, potential, insurance)
}

/** The final value of a side from its kept face (shared by the roll and the odds). */
export function resolveSide(
  classLevel: number,
  sides: number,
  faces: number[],
  kept: number,
  potential: number,
  insurance: boolean,
): SideRoll {
  const insured = insurance && potential > kept
  return { classLevel, sides, faces, kept, potential, insured, result: insured ? potential : kept }
}

/**
 * Whether a side's result is its potential in place of a die (DRP-8.2 defence insurance read "instead of the
 * die"): nothing was rolled, though the side has a die.
 */
export const isInsuredInstead = (roll: SideRoll): boolean =>
  roll.insured && roll.sides > 0 && roll.faces.length === 0
